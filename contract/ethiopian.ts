// Dates and times written in Amharic: the Ethiopian date first, the Gregorian one beside it in brackets, the Ethiopian
// clock with the international time beside it. The Amharic pages (through contract/am/dates.ts) and the server's
// Amharic emails use it; the English build never imports it. The arithmetic lives in ./dateParts.
import { addisParts, clockTimesIn, type DayPart, ethiopianAddisDay, ethiopianClock, twoDigits } from './dateParts';

export { ethiopianAddisDay, ethiopianClock, fromEthiopian, isEthiopianLeapYear, toEthiopian } from './dateParts';

/** The Ethiopian months as Intl (`am-ET-u-ca-ethiopic`) spells them; the thirteenth is Pagume. */
export const ETHIOPIAN_MONTHS_AM = [
  'መስከረም',
  'ጥቅምት',
  'ኅዳር',
  'ታኅሣሥ',
  'ጥር',
  'የካቲት',
  'መጋቢት',
  'ሚያዝያ',
  'ግንቦት',
  'ሰኔ',
  'ሐምሌ',
  'ነሐሴ',
  'ጳጉሜን',
] as const;

/** The Gregorian months as Intl (`am-ET`) spells them. */
export const GREGORIAN_MONTHS_AM = [
  'ጃንዋሪ',
  'ፌብሩዋሪ',
  'ማርች',
  'ኤፕሪል',
  'ሜይ',
  'ጁን',
  'ጁላይ',
  'ኦገስት',
  'ሴፕቴምበር',
  'ኦክቶበር',
  'ኖቬምበር',
  'ዲሴምበር',
] as const;

/** How a time says which part of the day it is in ("ከጠዋቱ 2:30": two o'clock of the morning). */
export const DAY_PARTS_AM: Readonly<Record<DayPart, string>> = {
  night: 'ከሌሊቱ',
  morning: 'ከጠዋቱ',
  day: 'ከቀኑ',
  evening: 'ከምሽቱ',
};

/** "ነሐሴ 27 ቀን 2019 ዓ.ም.": the Ethiopian date of the Addis Ababa day. */
export function amharicEthiopianDate(value: string | Date): string {
  const { year, month, day } = ethiopianAddisDay(value);
  return `${ETHIOPIAN_MONTHS_AM[month - 1]} ${day} ቀን ${year} ዓ.ም.`;
}

/** What marks a Gregorian date in Amharic ("according to the European calendar"), as ዓ.ም. marks an Ethiopian one. */
export const GREGORIAN_MARK = 'እ.ኤ.አ.';

/** "ሴፕቴምበር 2 ቀን 2027": the Gregorian date of the Addis Ababa day, in Amharic (unmarked: callers add GREGORIAN_MARK). */
export function amharicGregorianDate(value: string | Date): string {
  const { year, month, day } = addisParts(value);
  return `${GREGORIAN_MONTHS_AM[month - 1]} ${day} ቀን ${year}`;
}

/**
 * "ነሐሴ 27 ቀን 2019 ዓ.ም. (እ.ኤ.አ. ሴፕቴምበር 2 ቀን 2027)": how an Amharic page or email writes a date; the Gregorian date
 * in brackets is marked እ.ኤ.አ. as the Ethiopian one is marked ዓ.ም.
 */
export const amharicDate = (value: string | Date): string =>
  `${amharicEthiopianDate(value)} (${GREGORIAN_MARK} ${amharicGregorianDate(value)})`;

/**
 * "ከጠዋቱ 2:30 (8:30 AM)": a time of day (0-23 hours) on the Ethiopian clock, the international time beside it. The end
 * of a range (`until`) follows "እስከ", which takes the day part without its own "ከ": "እስከ ቀኑ 11:30", never "እስከ ከቀኑ".
 */
export function amharicClock(hours: number, minutes: number, { until = false } = {}): string {
  const { part, hour, minute, international } = ethiopianClock(hours, minutes);
  const dayPart = until ? DAY_PARTS_AM[part].replace(/^ከ/, '') : DAY_PARTS_AM[part];
  return `${dayPart} ${hour}:${twoDigits(minute)} (${international.hour}:${twoDigits(minute)} ${international.pm ? 'PM' : 'AM'})`;
}

/** "ከጠዋቱ 2:30 (8:30 AM)": the time in Addis Ababa at a moment. */
export function amharicTime(value: string | Date): string {
  const { hours, minutes } = addisParts(value);
  return amharicClock(hours, minutes);
}

/** "ነሐሴ 27 ቀን 2019 ዓ.ም. (እ.ኤ.አ. ሴፕቴምበር 2 ቀን 2027)፣ ከጠዋቱ 2:30 (8:30 AM)": a moment in Addis Ababa. */
export const amharicDateTime = (value: string | Date): string => `${amharicDate(value)}፣ ${amharicTime(value)}`;

/**
 * Every "8:30 AM" or "5 PM" in a text (an event's time as staff typed it: "8:30 AM to 5:30 PM") written on the
 * Ethiopian clock with the original beside it; the rest of the text is left as it is.
 */
export const amharicTimesIn = (text: string): string =>
  clockTimesIn(text, (hours, minutes, before) => amharicClock(hours, minutes, { until: /እስከ\s*$/.test(before) }));
