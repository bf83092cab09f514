// Build-time pre-render (scripts/prerender.mjs): each public route's HTML, rendered signed out from the built-in
// content of content/, so the page shows before any JavaScript runs. The browser app then hydrates it (src/app.tsx).
import { createMemoryHistory } from '@tanstack/react-router';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { ACCOUNT_PAGES, PUBLIC_PAGES } from '../contract/site';
import { AppRoot } from './AppRoot';
import { createLazySession } from './auth/lazySession';
import { type PageMeta, PageMetaSink } from './components/usePageMeta';
import { copy } from './i18n';
import { LANG, NOSCRIPT, PATH_PREFIX } from './i18n/lang';
import { createAppRouter } from './router';
import { setBuiltInContentOnly } from './routes/_site/-data';

export type Rendered = {
  /** The markup that goes inside #root. */
  html: string;
  /** The page's own meta (usePageMeta), or null when the page set none. */
  meta: PageMeta | null;
  /** Route ids of the matched routes, root first (scripts/prerender.mjs maps them to their CSS and JS chunks). */
  routeIds: string[];
  /** The final path: differs from the requested one when the route redirected. */
  pathname: string;
};

/**
 * This build's language, for the pre-render: its address prefix, site name, description, the shell's no-JavaScript
 * note, and each page's (none on a public page: it works without JavaScript).
 */
export const language = {
  lang: LANG,
  prefix: PATH_PREFIX,
  siteName: copy.common.siteName,
  description: copy.common.footer.about,
  noscript: {
    shell: NOSCRIPT.shell,
    page: (path: string): string | undefined => ((ACCOUNT_PAGES as readonly string[]).includes(path) ? NOSCRIPT.signIn : undefined),
  },
};

/**
 * The pages that are pre-rendered: the fixed routes, every built-in post with a reader page, and the staff sign-in
 * pages, so their heading and form show before the app runs (app paths, the language's prefix not included).
 */
export const prerenderPaths = async (): Promise<string[]> => [
  ...PUBLIC_PAGES,
  ...(await import('../content/blogPosts')).builtInBlogPosts.filter((p) => p.content).map((p) => `/blog/${p.id}`),
  ...ACCOUNT_PAGES,
];

export async function render(path: string): Promise<Rendered> {
  setBuiltInContentOnly(true);
  // Never loaded: the session stays signed out, which is how every visitor first sees the page.
  const session = createLazySession({ goHome: () => {}, goToLogin: () => {} });
  const router = createAppRouter(session, createMemoryHistory({ initialEntries: [path] }));
  // Scroll restoration would render an inline script, which the CSP forbids; the browser app restores scroll itself.
  router.update({ ...router.options, scrollRestoration: false });
  await router.load();
  let meta: PageMeta | null = null;
  // In the browser the router wraps its matches in a Suspense boundary that it leaves out on a server; this one stands
  // in for it, so the browser finds the boundary it expects when it hydrates the page.
  const html = renderToString(
    <PageMetaSink.Provider
      value={(m) => {
        meta = m;
      }}
    >
      <Suspense>
        <AppRoot session={session} router={router} />
      </Suspense>
    </PageMetaSink.Provider>,
  );
  const state = router.state;
  return {
    html,
    meta,
    routeIds: state.matches.map((m) => m.routeId),
    pathname: state.location.pathname,
  };
}
