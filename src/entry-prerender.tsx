// Server-side render of a public route's HTML, signed out. At build time (scripts/prerender.mjs) every fixed page,
// from the built-in content of content/, so the page shows before any JavaScript runs; at run time (server/platform/pages.ts)
// the pages the build cannot fix: a form sent back with its errors, a ticket, a filtered list, from the server's own
// routes in process. The browser app then adopts the page (src/app.tsx).
import { createMemoryHistory } from '@tanstack/react-router';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { APPLY_PAGES, FORM_RESULT_PAGES } from '../contract/pages';
import { ACCOUNT_PAGES, PUBLIC_PAGES } from '../contract/site';
import { AppRoot } from './AppRoot';
import { setServerFetch } from './api/transport';
import { createLazySession } from './auth/lazySession';
import { type PageMeta, PageMetaSink } from './components/usePageMeta';
import { copy } from './i18n';
import { LANG, NOSCRIPT, PATH_PREFIX } from './i18n/lang';
import type { PageState } from './pageState';
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
  ...FORM_RESULT_PAGES,
  ...APPLY_PAGES,
  ...(await import('../content/blogPosts')).builtInBlogPosts.filter((p) => p.content).map((p) => `/blog/${p.id}`),
  ...ACCOUNT_PAGES,
];

export type RenderOptions = {
  /** What the server knew (a form's values and errors, a result's facts): src/pageState.tsx. */
  state?: PageState | null;
  /**
   * At run time: the server's own routes, in process. The loaders then read the live content as the browser would;
   * without it (the build), they read the built-in content only. The caller renders one page at a time.
   */
  fetch?: Parameters<typeof setServerFetch>[0];
};

export async function render(path: string, { state = null, fetch }: RenderOptions = {}): Promise<Rendered> {
  setBuiltInContentOnly(!fetch);
  setServerFetch(fetch);
  try {
    return await renderPage(path, state);
  } finally {
    setServerFetch(undefined);
  }
}

async function renderPage(path: string, state: PageState | null): Promise<Rendered> {
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
        <AppRoot session={session} router={router} pageState={state} />
      </Suspense>
    </PageMetaSink.Provider>,
  );
  const { matches, location } = router.state;
  return {
    html,
    meta,
    routeIds: matches.map((m) => m.routeId),
    pathname: location.pathname,
  };
}
