// Every date the interface and the emails show is formatted here (long en-US form, Ethiopian calendar beside it).

/** "YYYY-MM-DD" (or an ISO timestamp) → a Date at noon UTC, so no timezone shifts the day. */
export const toDate = (value: string | Date): Date =>
  value instanceof Date ? value : /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);

// The long form and the Ethiopian date are computed, not built with Intl.DateTimeFormat: in a phone's browser the first
// formatter also loads locale and time zone data (about 30 ms on a cheap phone, at the start of every public page that
// shows a date). tests/views/dates.test.ts checks both against Intl, day by day, over decades.
const GREGORIAN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "January 5, 2026": the long en-US form the spec asks for on cards. */
export const longDate = (value: string | Date): string => {
  const d = toDate(value);
  return `${GREGORIAN_MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
};

// Made once, on first use (admin tables only): building an Intl.DateTimeFormat costs far more than formatting with it.
let dateTimeFormat: Intl.DateTimeFormat | undefined;
const DATE_TIME = () =>
  (dateTimeFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Addis_Ababa' }));

/** "Jan 5, 2026, 3:04 PM": for admin tables. */
export const dateTime = (value: string | Date): string => DATE_TIME().format(toDate(value));

/** Month names as the association spells them (ICU's spellings vary between versions). */
export const ETHIOPIAN_MONTHS = [
  'Meskerem',
  'Tikimt',
  'Hidar',
  'Tahsas',
  'Tir',
  'Yekatit',
  'Megabit',
  'Miyazya',
  'Ginbot',
  'Sene',
  'Hamle',
  'Nehase',
  'Pagume',
] as const;

/** Julian day number of 1 Meskerem 1 in the Ethiopian (Amete Mihret) calendar. */
const ETHIOPIC_EPOCH_JDN = 1723856;
/** Julian day number of 1 January 1970. */
const UNIX_EPOCH_JDN = 2440588;

/** The Ethiopian calendar date of a day: twelve months of 30 days and Pagume of 5 (6 in the year before a leap year). */
export function toEthiopian(value: string | Date): { year: number; month: number; day: number } {
  const jdn = Math.floor(toDate(value).getTime() / 86_400_000) + UNIX_EPOCH_JDN;
  const days = jdn - ETHIOPIC_EPOCH_JDN;
  const r = ((days % 1461) + 1461) % 1461;
  const n = (r % 365) + 365 * Math.floor(r / 1460);
  return {
    year: 4 * Math.floor(days / 1461) + Math.floor(r / 365) - Math.floor(r / 1460),
    month: Math.floor(n / 30) + 1,
    day: (n % 30) + 1,
  };
}

/** "27 Nehase 2018": the same day in the Ethiopian calendar. */
export function ethiopianDate(value: string | Date): string {
  const { year, month, day } = toEthiopian(value);
  return `${day} ${ETHIOPIAN_MONTHS[month - 1]} ${year}`;
}

/**
 * Today in Addis Ababa (UTC+3, no daylight saving) as YYYY-MM-DD. An event dated today is still upcoming; it is past
 * once its day is over there. Shared by the public pages, the event routes and the registration check.
 */
export const addisToday = (now: Date = new Date()): string => new Date(now.getTime() + 3 * 3600_000).toISOString().slice(0, 10);

/** True when a "YYYY-MM-DD" day is after today (a post dated in the future is Upcoming). */
export const isAfterNow = (value: string | Date, now: Date = new Date()): boolean => toDate(value).getTime() > now.getTime();
