// A single-event iCalendar file (RFC 5545) for a registration confirmation.
import { parseTimeRange } from '../../contract/timeRange';

export { parseTimeRange };

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
