// The browser app, loaded by src/main.tsx.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './AppRoot';
import { trackPageViews } from './api/analytics';
import { createLazySession, hasStoredSession } from './auth/lazySession';
import { readPageState } from './pageState';
import { createAppRouter } from './router';

const session = createLazySession({
  goHome: () => void router.navigate({ to: '/' }),
  goToLogin: () => void router.navigate({ to: '/login' }),
});
const router = createAppRouter(session);
trackPageViews(router);

/**
 * Restores a stored session (a signed-in visitor's header: Admin, Logout). Without one there is nothing to restore and
 * the session's code is not loaded at all; /login, /register and /admin load it in their route guards.
 */
const restoreStoredSession = () => {
  if (hasStoredSession()) session.load().catch((err) => console.warn('Could not load the session:', err));
};

const container = document.getElementById('root')!;
// A public page arrives pre-rendered (scripts/prerender.mjs): `<div id="root" data-prerendered="/path">`. It stays on
// screen until the route's code is loaded, so there is no flash of an empty or pending page; the attribute goes once
// the app has taken over.
const prerenderedPath = container.dataset.prerendered;
// A page the server made with what it knew (a form sent back with its errors): adopted with the same state.
const pageState = readPageState();
const takenOver = () => {
  container.removeAttribute('data-prerendered');
  markInteractive();
};
/**
 * `app:interactive`, a User Timing mark: the moment the app has adopted (or rendered) the page, so React's handlers are
 * attached to its buttons and forms. Until then a tap does nothing and a form submits natively. Made once per page
 * load: the site layout's effect runs again when a visitor comes back to the site from the staff area. Measured by
 * `npm run bench:first-tap` (first paint to this mark: the dead window).
 */
let markedInteractive = false;
function markInteractive() {
  if (markedInteractive) return;
  markedInteractive = true;
  performance.mark('app:interactive');
}
/**
 * Lets the browser breathe between the start-up steps. Promises alone chain everything into one task (evaluating the
 * app, matching the route, running its loader, starting to hydrate), which a cheap phone feels as one long freeze.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Not top-level await: this module shares a chunk with the router and the route definitions (vite.config.ts), and
// the route chunks that router.load() imports import that chunk back; a top-level await here would have them wait for
// this module to finish, which waits for them.
async function start() {
  if (prerenderedPath === undefined) {
    restoreStoredSession();
    // Nothing was pre-rendered (/login, the staff area): the public site's layout still says when its page is up.
    createRoot(container).render(<AppRoot session={session} router={router} onPageMounted={markInteractive} />);
  } else if (prerenderedPath === window.location.pathname + window.location.search) {
    // The loaders read the API (the built-in content when it fails), then React adopts the pre-rendered DOM in place:
    // no rebuild, no layout work. Where staff have changed the content since the build, that part renders afresh
    // (a recoverable mismatch). Hydrating from the built-in content and reloading afterwards would render the whole
    // page twice on every visit, a long freeze on a cheap phone.
    await nextTask();
    await router.load();
    await nextTask();
    // As a transition, React hydrates in small slices and the page stays responsive meanwhile.
    startTransition(() => {
      hydrateRoot(
        container,
        <AppRoot
          session={session}
          router={router}
          pageState={pageState}
          onPageMounted={() => {
            takenOver();
            // The page was rendered signed out; a signed-in visitor's header (Admin, Logout) follows once it is adopted.
            void nextTask().then(restoreStoredSession);
          }}
        />,
        // A mismatch (a date that has passed since the build) makes React render that part afresh: not an error.
        { onRecoverableError: (err) => console.warn('Pre-rendered page re-rendered:', err) },
      );
    });
  } else {
    // Another view of the page (a filter in the query string): render it fresh and swap it in as one transition.
    restoreStoredSession();
    await router.load();
    const root = createRoot(container);
    startTransition(() => root.render(<AppRoot session={session} router={router} pageState={pageState} onPageMounted={takenOver} />));
  }
}
void start();
