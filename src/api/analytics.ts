// The page-view beacon: one small POST per public page shown. No cookie; the server keeps only a daily hash.
import type { PageView } from '../../contract/analytics';
import { apiPath } from './paths';

const ENDPOINT = apiPath('/analytics/pageview');

function sendPageView(path: string): void {
  if (path.startsWith('/admin') || path.startsWith('/api')) return;
  const view: PageView = { path };
  const body = JSON.stringify(view);
  try {
    const blob = new Blob([body], { type: 'application/json' });
    if (typeof navigator !== 'undefined' && navigator.sendBeacon?.(ENDPOINT, blob)) return;
  } catch {
    // fall through to fetch
  }
  void fetch(ENDPOINT, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json' },
    keepalive: true,
    credentials: 'omit',
  }).catch(() => {});
}

/** Sends a page view for the first page and after every navigation to another path. */
export function trackPageViews(router: {
  state: { location: { pathname: string } };
  subscribe: (
    event: 'onResolved',
    fn: (e: { toLocation: { pathname: string }; fromLocation?: { pathname: string } }) => void,
  ) => () => void;
}) {
  let last = '';
  const seen = (path: string) => {
    if (path === last) return;
    last = path;
    // When the browser has a moment: counting a visit must not hold up the page the visitor is waiting for.
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => sendPageView(path), { timeout: 2000 });
    else setTimeout(() => sendPageView(path), 0);
  };
  return router.subscribe('onResolved', (e) => seen(e.toLocation.pathname));
}
