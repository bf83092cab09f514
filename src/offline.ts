// Keeps the current page usable without a network once it has been opened: registers the offline keeper (public/sw.js)
// for this page only, then stores the page, every file it has loaded (scripts, styles, fonts, images, API answers) and
// any `extra` addresses (an image still loading) in the cache the worker answers from. The ticket page and the door's
// check-in screen call it; no other page loads this module or the worker.
export const OFFLINE_CACHE = 'offline-pages-v1';

/** Addresses never worth keeping: other sites, the calls that only send (page views), and the staff API, whose answers
 * need the staff token this plain fetch does not carry (the door keeps its ticket list in IndexedDB instead). */
const keepable = (url: URL) =>
  url.origin === window.location.origin && !url.pathname.startsWith('/api/analytics') && !url.pathname.startsWith('/api/admin/');

/**
 * Resolves true once the page and its files are kept and the worker is active, false where the browser cannot (no
 * service worker: an old browser, a private window, plain http). Never throws.
 */
export async function keepOffline(extra: readonly string[] = [], scope = window.location.pathname): Promise<boolean> {
  if (!('serviceWorker' in navigator) || !('caches' in window)) return false;
  try {
    const registration = await navigator.serviceWorker.register('/sw.js', { scope });
    const page = window.location.pathname + window.location.search;
    const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
    const urls = new Set<string>();
    for (const address of [page, ...loaded, ...extra]) {
      const url = new URL(address, window.location.href);
      url.hash = '';
      if (keepable(url)) urls.add(url.href);
    }
    const cache = await caches.open(OFFLINE_CACHE);
    await Promise.all(
      [...urls].map(async (url) => {
        try {
          const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: acceptFor(url) } });
          if (response.ok) await cache.put(url, response);
        } catch {
          // One file that cannot be fetched now (the network dropped meanwhile) does not stop the others.
        }
      }),
    );
    await activated(registration);
    document.documentElement.dataset.offline = 'kept';
    return true;
  } catch (err) {
    console.warn('Could not keep the page for offline use:', err);
    return false;
  }
}

/** The page itself is asked for as a page (HTML), an API answer as JSON; anything else as the browser would. */
const acceptFor = (url: string) => {
  const path = new URL(url).pathname;
  if (path.startsWith('/api/')) return path.endsWith('.svg') ? 'image/svg+xml' : 'application/json';
  return path === window.location.pathname ? 'text/html' : '*/*';
};

/**
 * The worker of this registration once it is active. (Not `navigator.serviceWorker.ready`: that follows the address
 * the document was first loaded at, and a page reached by a link inside the app was loaded at another.)
 */
function activated(registration: ServiceWorkerRegistration): Promise<void> {
  const worker = registration.installing ?? registration.waiting ?? registration.active;
  if (!worker || worker.state === 'activated') return Promise.resolve();
  return new Promise((resolve) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') resolve();
    });
  });
}
