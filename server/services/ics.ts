// A single-event iCalendar file (RFC 5545) for a registration confirmation.

export type IcsEvent = {
  uid: string;
  title: string;
  description?: string;
  /** YYYY-MM-DD, the event's day in Addis Ababa. */
  date: string;
  /** Free text as staff typed it ("9:00 AM", "09:00 - 17:00", "2:30 PM – 5 PM"); may be empty. */
  time: string;
  location: string;
  url?: string;
  now: Date;
};

/** Addis Ababa is UTC+3 all year (no daylight saving). */
const ADDIS_OFFSET_HOURS = 3;
const DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000;

/** RFC 5545 §3.3.11 TEXT escaping. */
export const escapeText = (s: string) =>
  s
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** Folds a content line at 75 octets (UTF-8 safe), continuation lines start with a space. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const code = ch.codePointAt(0)!;
    const n = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4; // its UTF-8 length
    const max = out.length === 0 ? 75 : 74;
    if (size + n > max) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  out.push(current);
  return out.join('\r\n ');
}

const pad = (n: number) => String(n).padStart(2, '0');
const utcStamp = (d: Date) =>
  `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;

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

/** [start, end] as Dates in UTC, or null for an all-day event. */
export function eventTimes(date: string, time: string): { start: Date; end: Date } | null {
  const range = parseTimeRange(time);
  if (!range) return null;
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(y, mo - 1, d) - ADDIS_OFFSET_HOURS * 3600_000;
  const start = new Date(midnightUtc + range.start * 60_000);
  const end = range.end !== null ? new Date(midnightUtc + range.end * 60_000) : new Date(start.getTime() + DEFAULT_DURATION_MS);
  return { start, end };
}

const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10).replace(/-/g, '');
};

export function buildIcs(ev: IcsEvent): string {
  const times = eventTimes(ev.date, ev.time);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Ethiopian Cassava Association//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${ev.uid}`,
    `DTSTAMP:${utcStamp(ev.now)}`,
    ...(times
      ? [`DTSTART:${utcStamp(times.start)}`, `DTEND:${utcStamp(times.end)}`]
      : [`DTSTART;VALUE=DATE:${ev.date.replace(/-/g, '')}`, `DTEND;VALUE=DATE:${nextDay(ev.date)}`]),
    `SUMMARY:${escapeText(ev.title)}`,
    `LOCATION:${escapeText(ev.location)}`,
    ...(ev.description ? [`DESCRIPTION:${escapeText(ev.description)}`] : []),
    ...(ev.url ? [`URL:${ev.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
