import { createRouter, type LocationRewrite, type RouterHistory } from '@tanstack/react-router';
import { isStaffPath } from '../contract/languages';
import type { SessionHandle } from './auth/lazySession';
import { PATH_PREFIX } from './i18n/lang';
import { routeTree } from './routeTree.gen';

/**
 * A language's addresses (docs/decisions/009-languages.md): the Amharic build reads `/am/about` as the route `/about`
 * and writes every public path back with `/am`, so routes and links are written once for both languages. The staff
 * area keeps its address in both.
 */
export function languageRewrite(prefix: string): LocationRewrite | undefined {
  if (!prefix) return undefined;
  return {
    input: ({ url }) => {
      if (url.pathname === prefix || url.pathname.startsWith(`${prefix}/`)) {
        url.pathname = url.pathname.slice(prefix.length) || '/';
        return url;
      }
      return undefined;
    },
    output: ({ url }) => {
      if (isStaffPath(url.pathname)) return undefined;
      url.pathname = url.pathname === '/' ? prefix : `${prefix}${url.pathname}`;
      return url;
    },
  };
}

export type RouterContext = { session: SessionHandle };

/** `history` is the browser's by default; the build-time pre-render passes a memory history. */
export function createAppRouter(session: SessionHandle, history?: RouterHistory) {
  // The page the browser loaded is where the browser put it: scrolled by the visitor while the app was on its way, at
  // its anchor, or where a reload left it. Moving it when the app takes over would jump the page under a finger
  // reaching for a button (the tap lands on whatever slid beneath), so only the app's own navigations scroll.
  let loadedPage = true;
  const scrollRestoration = () => {
    if (!loadedPage) return true;
    loadedPage = false;
    return false;
  };
  return createRouter({
    routeTree,
    history,
    context: { session },
    defaultPreload: 'intent',
    defaultPendingMs: 300,
    scrollRestoration,
    notFoundMode: 'root',
    rewrite: languageRewrite(PATH_PREFIX),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
