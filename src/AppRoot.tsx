// The app's React tree, the same in the browser (src/app.tsx) and in the build-time pre-render (src/entry-prerender.tsx),
// so the browser can hydrate the pre-rendered page instead of rebuilding it.
import { RouterProvider } from '@tanstack/react-router';
import { createContext, StrictMode, useContext, useEffect, useState } from 'react';
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
  // The server's state is the page's as it was sent: the visitor's first move elsewhere leaves it behind, so a form
  // opened again later starts afresh instead of with what was sent back then.
  const [state, setState] = useState(pageState);
  useEffect(() => (state ? router.subscribe('onBeforeNavigate', () => setState(null)) : undefined), [router, state]);
  return (
    <StrictMode>
      <PageMounted.Provider value={onPageMounted}>
        <PageStateContext.Provider value={state}>
          <AuthProvider session={session}>
            <RouterProvider router={router} />
          </AuthProvider>
        </PageStateContext.Provider>
      </PageMounted.Provider>
    </StrictMode>
  );
}
