// A mailed link's one-time token rides in the address's fragment (#token=…), which browsers never send to a server.
// The page reads it once and takes it out of the address bar at once.

/** The token of the link the page was opened with, or null. Reading changes nothing, so React may call it twice. */
export const readLinkToken = (): string | null =>
  new URLSearchParams((globalThis.location?.hash ?? '').replace(/^#/, '')).get('token') || null;

/** The address without its fragment: the token is not kept in the history, shared, or sent on as a referrer. */
export function hideLinkToken() {
  const { pathname, search, hash } = globalThis.location;
  if (hash) globalThis.history.replaceState(globalThis.history.state, '', `${pathname}${search}`);
}
