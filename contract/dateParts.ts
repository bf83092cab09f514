// The date arithmetic both languages share: days, the Ethiopian calendar, the Addis Ababa clock. No words here, so the
// English and the Amharic date modules (contract/dates.ts, contract/am/dates.ts) both import it and neither carries the
// other's words.

/** "YYYY-MM-DD" (or an ISO timestamp) → a Date at noon UTC, so no timezone shifts the day. */
export const toDate = (value: string | Date): Date =>
  value instanceof Date ? value : /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);

/** Addis Ababa is UTC+3 all year (no daylight saving). */
const ADDIS_OFFSET_MS = 3 * 3600_000;
const DAY_MS = 86_400_000;

/**
 * Today in Addis Ababa (UTC+3, no daylight saving) as YYYY-MM-DD. An event dated today is still upcoming; it is past
 * once its day is over there. Shared by the public pages, the event routes and the registration check.
 */
export const addisToday = (now: Date = new Date()): string => new Date(now.getTime() + ADDIS_OFFSET_MS).toISOString().slice(0, 10);

/** True when a "YYYY-MM-DD" day is after today (a post dated in the future is Upcoming). */
export const isAfterNow = (value: string | Date, now: Date = new Date()): boolean => toDate(value).getTime() > now.getTime();

/**
 * The wall clock in Addis Ababa at a moment: its Gregorian day and its time. A "YYYY-MM-DD" day (read as noon UTC)
 * stays that day; a timestamp late in the evening UTC is already the next day there.
 */
export function addisParts(value: string | Date): { year: number; month: number; day: number; hours: number; minutes: number } {
  const t = new Date(toDate(value).getTime() + ADDIS_OFFSET_MS);
  return {
    year: t.getUTCFullYear(),
    month: t.getUTCMonth() + 1,
    day: t.getUTCDate(),
    hours: t.getUTCHours(),
    minutes: t.getUTCMinutes(),
  };
}

/** Julian day number of 1 Meskerem of the year 0 in the Ethiopian (Amete Mihret) count: years 3, 7, 11… are leap years. */
const ETHIOPIC_EPOCH_JDN = 1723856;
/** Julian day number of 1 January 1970. */
const UNIX_EPOCH_JDN = 2440588;

export type EthiopianDay = { year: number; month: number; day: number };

/** The Ethiopian date of a Julian day number: twelve months of 30 days, then Pagume of 5 days (6 in a leap year). */
function ethiopianOfJdn(jdn: number): EthiopianDay {
  const days = jdn - ETHIOPIC_EPOCH_JDN;
  const r = ((days % 1461) + 1461) % 1461;
  const n = (r % 365) + 365 * Math.floor(r / 1460);
  return {
    year: 4 * Math.floor(days / 1461) + Math.floor(r / 365) - Math.floor(r / 1460),
    month: Math.floor(n / 30) + 1,
    day: (n % 30) + 1,
  };
}

/**
 * The Ethiopian calendar date of a day, counted on the UTC day of the value (a "YYYY-MM-DD" day is that day). The
 * English pages have always counted this way; the Amharic ones use ethiopianAddisDay.
 */
export const toEthiopian = (value: string | Date): EthiopianDay =>
  ethiopianOfJdn(Math.floor(toDate(value).getTime() / DAY_MS) + UNIX_EPOCH_JDN);

/** The Ethiopian calendar date of the day it is in Addis Ababa at that moment (a "YYYY-MM-DD" day is that day). */
export const ethiopianAddisDay = (value: string | Date): EthiopianDay =>
  ethiopianOfJdn(Math.floor((toDate(value).getTime() + ADDIS_OFFSET_MS) / DAY_MS) + UNIX_EPOCH_JDN);

/** An Ethiopian year is a leap year (Pagume has 6 days) when it leaves 3 after division by 4: 2015, 2019, 2023… */
export const isEthiopianLeapYear = (year: number): boolean => ((year % 4) + 4) % 4 === 3;

/**
 * The Gregorian day ("YYYY-MM-DD") of an Ethiopian date, or undefined when there is no such date (month 13 has 5
 * days, 6 in a leap year; the others 30).
 */
export function fromEthiopian(year: number, month: number, day: number): string | undefined {
  if (![year, month, day].every(Number.isInteger) || month < 1 || month > 13 || day < 1) return undefined;
  if (day > (month < 13 ? 30 : isEthiopianLeapYear(year) ? 6 : 5)) return undefined;
  const jdn = ETHIOPIC_EPOCH_JDN + 365 * year + Math.floor(year / 4) + 30 * (month - 1) + day - 1;
  return new Date((jdn - UNIX_EPOCH_JDN) * DAY_MS).toISOString().slice(0, 10);
}

/** The four parts of the day as Ethiopians count it, six hours each, the first from midnight. */
export type DayPart = 'night' | 'morning' | 'day' | 'evening';
const DAY_PARTS: readonly DayPart[] = ['night', 'morning', 'day', 'evening'];

/**
 * A time of day (0-23 hours, minutes) on the Ethiopian clock, whose day starts at dawn: 6:00 AM is 12:00, 7:00 AM is
 * 1:00, noon is 6:00, 6:00 PM is 12:00 again, midnight is 6:00. The part of the day says which half of which cycle:
 * night is midnight to 6 AM (6:00-11:59), morning 6 AM to noon (12:00, 1:00-5:59), day noon to 6 PM (6:00-11:59),
 * evening 6 PM to midnight (12:00, 1:00-5:59). Also the same time on the international 12-hour clock.
 */
export function ethiopianClock(hours: number, minutes: number) {
  const hour12 = (h: number) => (h % 12 === 0 ? 12 : h % 12);
  return {
    part: DAY_PARTS[Math.floor(hours / 6)] as DayPart,
    hour: hour12(hours + 6),
    minute: minutes,
    international: { hour: hour12(hours), minute: minutes, pm: hours >= 12 },
  };
}

/** Minutes with two digits, as clocks show them. */
export const twoDigits = (n: number): string => String(n).padStart(2, '0');

/**
 * Every "8:30 AM" or "5 PM" in a text (an event's time as staff typed it, when it is not a plain range) rewritten by
 * `write`, which gets the hour (0-23), the minutes and the text before the time (a language whose end of a range reads
 * differently looks there for its "until"); the rest of the text is left as it is. The Ethiopian-clock languages share it.
 */
export const clockTimesIn = (text: string, write: (hours: number, minutes: number, before: string) => string): string =>
  text.replace(
    /\b(1[0-2]|0?[1-9])(?::([0-5]\d))?\s*([AaPp])\.?\s?[Mm]\b\.?/g,
    (_all, h: string, m: string | undefined, ap: string, at: number, whole: string) => {
      const hour12 = Number(h) % 12;
      return write(ap.toLowerCase() === 'p' ? hour12 + 12 : hour12, Number(m ?? 0), whole.slice(0, at));
    },
  );
