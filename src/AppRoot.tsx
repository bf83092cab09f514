// The app's React tree, the same in the browser (src/app.tsx) and in the build-time pre-render (src/entry-prerender.tsx),
// so the browser can hydrate the pre-rendered page instead of rebuilding it.
import { RouterProvider } from '@tanstack/react-router';
import { createContext, StrictMode, useContext, useEffect } from 'react';
import { AuthProvider } from './auth/AuthProvider';
import type { SessionHandle } from './auth/lazySession';
import { type PageState, PageStateContext } from './pageState';
import type { createAppRouter } from './router';

const PageMounted = createContext<(() => void) | undefined>(undefined);

/**
 * Called by the public site's layout (inside the router's Suspense boundaries): React hydrates those boundaries after
 * the root, so only an effect in there tells that the whole page has been adopted.
 */
export function usePageMounted() {
  const onMounted = useContext(PageMounted);
  useEffect(() => onMounted?.(), [onMounted]);
}

export function AppRoot({
  session,
  router,
  onPageMounted,
  pageState = null,
}: {
  session: SessionHandle;
  router: ReturnType<typeof createAppRouter>;
  onPageMounted?: () => void;
  /** What the server knew when it made the page (src/pageState.tsx); null for the pages the build made. */
  pageState?: PageState | null;
}) {
  return (
    <StrictMode>
      <PageMounted.Provider value={onPageMounted}>
        <PageStateContext.Provider value={pageState}>
          <AuthProvider session={session}>
            <RouterProvider router={router} />
          </AuthProvider>
        </PageStateContext.Provider>
      </PageMounted.Provider>
    </StrictMode>
  );
}
