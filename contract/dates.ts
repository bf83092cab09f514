// Every date the interface and the emails show is formatted here (long en-US form, Ethiopian calendar beside it).

import { toDate, toEthiopian } from './dateParts';

// The day arithmetic is shared with the Amharic date module (contract/am/dates.ts), which must not import this one.
export { addisToday, isAfterNow, toDate, toEthiopian } from './dateParts';

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

/** "27 Nehase 2018": the same day in the Ethiopian calendar. */
export function ethiopianDate(value: string | Date): string {
  const { year, month, day } = toEthiopian(value);
  return `${day} ${ETHIOPIAN_MONTHS[month - 1]} ${year}`;
}

/** "September 2, 2027": the Gregorian date alone, where a view shows both calendars (on Amharic pages it is the second). */
export const gregorianDate = (value: string | Date): string => longDate(value);

/** "September 2, 2027 (27 Nehase 2019)": both calendars, this language's usual one first. */
export const bothCalendars = (value: string | Date): string => `${longDate(value)} (${ethiopianDate(value)})`;

/** An event's time as staff typed it ("8:30 AM to 5:30 PM"); the Amharic build shows it on the Ethiopian clock. */
export const eventTime = (time: string): string => time;
