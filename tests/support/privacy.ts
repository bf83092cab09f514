// Personal data where it must not be: in an address (the browser's history, a proxy's log, the Referer of the next
// request) or in the server's log.

/** The ways a value shows up in text or an address: as typed, percent-encoded, and as a form field in a query string. */
function spellings(value: string): string[] {
  const form = new URLSearchParams({ v: value }).toString().slice(2);
  return [...new Set([value, encodeURIComponent(value), form].map((s) => s.toLowerCase()))];
}

/** The texts (addresses, log lines) that contain any of `personal` (names, emails, phone numbers, messages). */
export function leaksOf(texts: readonly string[], personal: readonly string[]): string[] {
  const needles = personal.filter((p) => p.length >= 3).flatMap(spellings);
  return texts.filter((text) => {
    const t = text.toLowerCase();
    return needles.some((n) => t.includes(n));
  });
}
