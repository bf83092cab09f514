// The Amharic build's date module (it replaces contract/dates.ts there; the server's Amharic emails import it
// directly): the same exports, written as Amharic readers expect, the Ethiopian date first and the Gregorian beside it,
// times on the Ethiopian clock. Days are Addis Ababa days. Only types come from the English module, never its words.

import type { Widen } from '../catalog';
import type * as English from '../dates';
import {
  amharicClock,
  amharicDate,
  amharicDateTime,
  amharicEthiopianDate,
  amharicGregorianDate,
  amharicTimesIn,
  ETHIOPIAN_MONTHS_AM,
  GREGORIAN_MARK,
} from '../ethiopian';
import { parseTimeRange } from '../timeRange';

export { addisToday, isAfterNow, toDate, toEthiopian } from '../dateParts';

/** "ነሐሴ 27 ቀን 2019 ዓ.ም. (እ.ኤ.አ. ሴፕቴምበር 2 ቀን 2027)": a date on its own (cards, lists, emails). */
export const longDate: typeof English.longDate = amharicDate;

/** "ነሐሴ 27 ቀን 2019 ዓ.ም. (እ.ኤ.አ. ሴፕቴምበር 2 ቀን 2027)፣ ከጠዋቱ 2:30 (8:30 AM)": a moment (staff tables, emails). */
export const dateTime: typeof English.dateTime = amharicDateTime;

export const ETHIOPIAN_MONTHS: Widen<typeof English.ETHIOPIAN_MONTHS> = ETHIOPIAN_MONTHS_AM;

/** "ነሐሴ 27 ቀን 2019 ዓ.ም.": the Ethiopian date alone. */
export const ethiopianDate: typeof English.ethiopianDate = amharicEthiopianDate;

/** "እ.ኤ.አ. ሴፕቴምበር 2 ቀን 2027": the Gregorian date alone, where a view shows both calendars. */
export const gregorianDate: typeof English.gregorianDate = (value) => `${GREGORIAN_MARK} ${amharicGregorianDate(value)}`;

/** "ነሐሴ 27 ቀን 2019 ዓ.ም. (እ.ኤ.አ. ሴፕቴምበር 2 ቀን 2027)": both calendars, the Ethiopian first. */
export const bothCalendars: typeof English.bothCalendars = amharicDate;

/** Minutes after midnight on the Ethiopian clock, the international time beside it: "ከጠዋቱ 2:30 (8:30 AM)". */
const clock = (minutes: number, until = false) => amharicClock(Math.floor(minutes / 60), minutes % 60, { until });

/**
 * An event's time as staff typed it, on the Ethiopian clock with the international time beside it ("ከጠዋቱ 2:30 (8:30 AM)
 * እስከ ቀኑ 11:30 (5:30 PM)"), read as the calendar invitation reads it; other text as typed, its AM/PM times converted.
 */
export const eventTime: typeof English.eventTime = (time) => {
  const range = parseTimeRange(time);
  if (!range) return amharicTimesIn(time.trim());
  return range.end === null ? clock(range.start) : `${clock(range.start)} እስከ ${clock(range.end, true)}`;
};
