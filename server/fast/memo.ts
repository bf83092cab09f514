/**
 * The reply kept in `replies` under `variant`, or the one `make` makes, kept while fewer than `keep` are (a client may
 * send any header value, so the kinds of request are counted, never unbounded). A reply never changes once made.
 */
export function memoized<R>(replies: Map<string, R>, variant: string, make: () => R, keep = Number.POSITIVE_INFINITY): R {
  let made = replies.get(variant);
  if (!made) {
    made = make();
    if (replies.size < keep) replies.set(variant, made);
  }
  return made;
}
