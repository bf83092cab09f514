// An event's time as staff type it ("9:00 AM", "09:00 - 17:00", "2:30 PM – 5 PM") read as clock minutes: the
// calendar invitation and the Amharic pages and mails, which show it on the Ethiopian clock, read it the same way.

/** Parses "9", "9:30", "9:30 AM", "14:00" into minutes after midnight. */
function parseClock(text: string): number | null {
  const m = /^\s*(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?\s*$/i.exec(text);
  if (!m) return null;
  let h = Number(m[1]);
  const min = Number(m[2] ?? '0');
  const mer = m[3]?.toLowerCase().replace(/\./g, '');
  if (min > 59) return null;
  if (mer) {
    if (h < 1 || h > 12) return null;
    if (mer === 'pm' && h !== 12) h += 12;
    if (mer === 'am' && h === 12) h = 0;
  } else if (h > 23 || m[2] === undefined) return null;
  return h * 60 + min;
}

/** Start and end minutes from the free-text time, or null when it says no clock time. */
export function parseTimeRange(time: string): { start: number; end: number | null } | null {
  const parts = time.split(/\s*(?:-|–|—|to)\s*/i).filter(Boolean);
  if (parts.length === 0) return null;
  const endText = parts[1];
  let startText = parts[0]!;
  // "9 - 11 AM": the meridiem of the end applies to the start too.
  const endMer = endText ? /(am|pm)\s*$/i.exec(endText)?.[1] : undefined;
  if (endMer && !/(am|pm)/i.test(startText)) startText = `${startText} ${endMer}`;
  const start = parseClock(startText);
  if (start === null) return null;
  const end = endText ? parseClock(endText) : null;
  return { start, end: end !== null && end > start ? end : null };
}
