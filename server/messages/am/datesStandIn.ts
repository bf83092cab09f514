// STAND-IN, to be replaced by contract/am/dates.ts (being written on another branch) once it is merged: the Amharic
// emails call only these two functions, so the switch is one import. Arithmetic on contract/dates.ts's toEthiopian,
// month names as Intl (am-ET-u-ca-ethiopic) spells them.
import { toDate, toEthiopian } from '../../../contract/dates';

const ETHIOPIAN_MONTHS_AM = ['መስከረም', 'ጥቅምት', 'ኅዳር', 'ታኅሣሥ', 'ጥር', 'የካቲት', 'መጋቢት', 'ሚያዝያ', 'ግንቦት', 'ሰኔ', 'ሐምሌ', 'ነሐሴ', 'ጳጉሜን'];
const GREGORIAN_MONTHS_AM = ['ጃንዩወሪ', 'ፌብሩወሪ', 'ማርች', 'ኤፕሪል', 'ሜይ', 'ጁን', 'ጁላይ', 'ኦገስት', 'ሴፕቴምበር', 'ኦክቶበር', 'ኖቬምበር', 'ዲሴምበር'];

/** "ነሐሴ 27 ቀን 2019 ዓ.ም. (2 ሴፕቴምበር 2027)": the Ethiopian date, the Gregorian beside it. */
export function standInAmharicDate(value: string): string {
  const { year, month, day } = toEthiopian(value);
  const d = toDate(value);
  return `${ETHIOPIAN_MONTHS_AM[month - 1]} ${day} ቀን ${year} ዓ.ም. (${d.getUTCDate()} ${GREGORIAN_MONTHS_AM[d.getUTCMonth()]} ${d.getUTCFullYear()})`;
}

/**
 * Minutes after midnight in the Ethiopian clock, the international time beside it: 8:30 → "ከጠዋቱ 2:30 (8:30 AM)".
 * The Ethiopian day starts at 6 in the morning; the part of the day names its quarter (night, morning, day, evening).
 */
export function standInAmharicClock(minutes: number): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = String(minutes % 60).padStart(2, '0');
  const part = h < 6 ? 'ከሌሊቱ' : h < 12 ? 'ከጠዋቱ' : h < 18 ? 'ከቀኑ' : 'ከምሽቱ';
  const ethiopian = (h + 6) % 12 || 12;
  const international = `${h % 12 || 12}:${m} ${h < 12 ? 'AM' : 'PM'}`;
  return `${part} ${ethiopian}:${m} (${international})`;
}
