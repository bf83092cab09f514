import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { SessionHandle } from './auth/lazySession';
import { routeTree } from './routeTree.gen';

export type RouterContext = { session: SessionHandle };

/** `history` is the browser's by default; the build-time pre-render passes a memory history. */
export function createAppRouter(session: SessionHandle, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { session },
    defaultPreload: 'intent',
    defaultPendingMs: 300,
    scrollRestoration: true,
    notFoundMode: 'root',
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
