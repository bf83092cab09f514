import { createRouter } from '@tanstack/react-router';
import type { SessionActor } from './auth/session';
import { routeTree } from './routeTree.gen';

export type RouterContext = { session: SessionActor };

export function createAppRouter(session: SessionActor) {
  return createRouter({
    routeTree,
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
