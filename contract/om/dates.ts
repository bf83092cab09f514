// The Afaan Oromoo build's date module (it replaces contract/dates.ts there; the server's Oromo mails and documents
// import it directly): the same exports, written as Oromo readers expect, the Ethiopian date first ("ALI", Akka
// Lakkoofsa Itoophiyaa) and the Gregorian one beside it ("ALA", Akka Lakkoofsa Awurooppaa), times on the Ethiopian
// clock. Days are Addis Ababa (Finfinnee) days. Only types come from the English module, never its words.
//
// The month names are written here, not asked of Intl: CLDR's `om` data for the Ethiopian calendar (what Node's
// `om-ET-u-ca-ethiopic` prints) puts Guraandhala at month 2, Waxabajjii at 6 and Onkoloolessa at 10, where Oromia
// has Onkoloolessa, Guraandhala and Waxabajjii. The numbers come from ../dateParts, checked against Intl's `am-ET`
// Ethiopian calendar (tests/views/oromoDates.test.ts).

import type { Widen } from '../catalog';
import { addisParts, clockTimesIn, type DayPart, ethiopianAddisDay, ethiopianClock, twoDigits } from '../dateParts';
import type * as English from '../dates';
import { parseTimeRange } from '../timeRange';

export { addisToday, isAfterNow, toDate, toEthiopian } from '../dateParts';

/** The Ethiopian months in Afaan Oromoo, from Fulbaana (Meskerem) to Qaammee (Pagume). */
const MONTHS = [
  'Fulbaana',
  'Onkoloolessa',
  'Sadaasa',
  'Muddee',
  'Amajjii',
  'Guraandhala',
  'Bitootessa',
  'Eebila',
  'Caamsaa',
  'Waxabajjii',
  'Adoolessa',
  'Hagayya',
  'Qaammee',
] as const;

/**
 * The Gregorian months: the same twelve names, each for the Gregorian month in which its Ethiopian month mostly falls
 * (Fulbaana is September, Amajjii January). Qaammee has no Gregorian counterpart.
 */
const GREGORIAN_MONTHS = [...MONTHS.slice(4, 12), ...MONTHS.slice(0, 4)];

/** What marks a year: an Ethiopian one, and a Gregorian one. */
const ETHIOPIAN_MARK = 'ALI';
const GREGORIAN_MARK = 'ALA';

/** The part of the day after the hour ("sa'aatii 2:30 ganama"): six hours each, as the Ethiopian clock counts them. */
const DAY_PARTS: Readonly<Record<DayPart, string>> = {
  night: 'halkan',
  morning: 'ganama',
  day: 'guyyaa',
  evening: 'galgala',
};

export const ETHIOPIAN_MONTHS: Widen<typeof English.ETHIOPIAN_MONTHS> = MONTHS;

/** "18 Sadaasa 2019 ALI": the Ethiopian date of the Addis Ababa day. */
export const ethiopianDate: typeof English.ethiopianDate = (value) => {
  const { year, month, day } = ethiopianAddisDay(value);
  return `${day} ${MONTHS[month - 1]} ${year} ${ETHIOPIAN_MARK}`;
};

/** "27 Sadaasa 2026 ALA": the Gregorian date of the Addis Ababa day, where a view shows both calendars. */
export const gregorianDate: typeof English.gregorianDate = (value) => {
  const { year, month, day } = addisParts(value);
  return `${day} ${GREGORIAN_MONTHS[month - 1]} ${year} ${GREGORIAN_MARK}`;
};

/** "18 Sadaasa 2019 ALI (27 Sadaasa 2026 ALA)": both calendars, the Ethiopian first. */
export const bothCalendars: typeof English.bothCalendars = (value) => `${ethiopianDate(value)} (${gregorianDate(value)})`;

/** "18 Sadaasa 2019 ALI (27 Sadaasa 2026 ALA)": a date on its own (cards, lists, mails). */
export const longDate: typeof English.longDate = bothCalendars;

/**
 * "sa'aatii 2:30 ganama (08:30)": a time of day (0-23 hours) on the Ethiopian clock, the international time beside it
 * on the 24-hour clock (the 12-hour clock's AM and PM are English, and its Oromo marks WD/WB are not in common use).
 */
const clock = (hours: number, minutes: number) => {
  const { part, hour, minute } = ethiopianClock(hours, minutes);
  return `sa'aatii ${hour}:${twoDigits(minute)} ${DAY_PARTS[part]} (${twoDigits(hours)}:${twoDigits(minutes)})`;
};

/** "18 Sadaasa 2019 ALI (27 Sadaasa 2026 ALA), sa'aatii 2:30 ganama (08:30)": a moment in Addis Ababa. */
export const dateTime: typeof English.dateTime = (value) => {
  const { hours, minutes } = addisParts(value);
  return `${longDate(value)}, ${clock(hours, minutes)}`;
};

/**
 * An event's time as staff typed it, on the Ethiopian clock with the 24-hour time beside it ("sa'aatii 2:30 ganama
 * (08:30) hanga sa'aatii 11:30 guyyaa (17:30)"), read as the calendar invitation reads it; other text as typed, its
 * AM/PM times converted.
 */
export const eventTime: typeof English.eventTime = (time) => {
  const range = parseTimeRange(time);
  if (!range) return clockTimesIn(time.trim(), (hours, minutes) => clock(hours, minutes));
  const at = (m: number) => clock(Math.floor(m / 60), m % 60);
  return range.end === null ? at(range.start) : `${at(range.start)} hanga ${at(range.end)}`;
};
