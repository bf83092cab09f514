// The offline keeper (src/offline.ts registers it, scoped to the one page that asks, e.g. /ticket/<code> or
// /admin/check-in, so no other page ever runs through it). The page puts itself and everything it loaded in the cache;
// this worker answers from it when the network fails: network first for the page and the API (refreshing what was
// kept), cache first for the hashed files of /assets/, which never change.
const CACHE = 'offline-pages-v1';
const MATCH = { ignoreVary: true };

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  event.respondWith(url.pathname.startsWith('/assets/') ? cacheFirst(request) : networkFirst(request));
});

async function cacheFirst(request) {
  return (await caches.match(request, MATCH)) ?? fetch(request);
}

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    // What the page kept stays fresh (a ticket checked in since); nothing else is stored.
    if (response.ok && (await cache.match(request, MATCH))) await cache.put(request, response.clone());
    return response;
  } catch (err) {
    const kept = await cache.match(request, MATCH);
    if (kept) return kept;
    throw err;
  }
}
