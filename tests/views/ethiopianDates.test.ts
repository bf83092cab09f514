// The Amharic dates and times (contract/ethiopian.ts, contract/am/dates.ts) against Intl.DateTimeFormat, which Node
// ships with full ICU, day by day over fifty years and minute by minute over a day.
import { describe, expect, it } from 'vitest';
import * as am from '../../contract/am/dates';
import { fromEthiopian, isEthiopianLeapYear } from '../../contract/dateParts';
import * as en from '../../contract/dates';
import { amharicClock, amharicDateTime, amharicTime, amharicTimesIn, ETHIOPIAN_MONTHS_AM } from '../../contract/ethiopian';
import { days, moments } from '../support/calendarDays';

const ADDIS = 'Africa/Addis_Ababa';
const intlEthiopic = new Intl.DateTimeFormat('am-ET-u-ca-ethiopic', { year: 'numeric', month: 'long', day: 'numeric', timeZone: ADDIS });
const intlGregorian = new Intl.DateTimeFormat('am-ET', { year: 'numeric', month: 'long', day: 'numeric', timeZone: ADDIS });
const parts = (format: Intl.DateTimeFormat, at: Date) => {
  const all = format.formatToParts(at);
  const get = (type: string) => all.find((p) => p.type === type)?.value ?? '';
  return { day: get('day'), month: get('month'), year: get('year') };
};

describe('Ethiopian dates in Amharic', () => {
  it('gives the Ethiopian day, month name and year Intl gives for the Addis Ababa day, every day 1990-2040', () => {
    const wrong: string[] = [];
    for (const d of days) {
      for (const at of moments(d)) {
        const p = parts(intlEthiopic, am.toDate(at));
        const expected = `${p.month} ${p.day} ቀን ${p.year} ዓ.ም.`;
        if (am.ethiopianDate(at) !== expected) wrong.push(`${String(at)}: ${am.ethiopianDate(at)} ≠ ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('gives the Gregorian month name, day and year Intl gives in Amharic, every day 1990-2040', () => {
    const wrong: string[] = [];
    for (const d of days) {
      for (const at of moments(d)) {
        const p = parts(intlGregorian, am.toDate(at));
        const expected = `እ.ኤ.አ. ${p.month} ${p.day} ቀን ${p.year}`;
        if (am.gregorianDate(at) !== expected) wrong.push(`${String(at)}: ${am.gregorianDate(at)} ≠ ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('turns every Ethiopian date back into its Gregorian day, and refuses dates that do not exist', () => {
    const wrong = days.filter((d) => {
      const e = am.toEthiopian(d);
      return fromEthiopian(e.year, e.month, e.day) !== d;
    });
    expect(wrong).toEqual([]);
    expect(fromEthiopian(2019, 12, 27)).toBe('2027-09-02');
    expect(fromEthiopian(2019, 13, 6)).toBe('2027-09-11');
    expect(fromEthiopian(2018, 13, 6)).toBeUndefined();
    expect(fromEthiopian(2019, 1, 31)).toBeUndefined();
    expect(fromEthiopian(2019, 14, 1)).toBeUndefined();
    expect(fromEthiopian(2019, 0, 1)).toBeUndefined();
    expect(fromEthiopian(2019.5, 1, 1)).toBeUndefined();
  });

  it('has ጳጉሜን 6 exactly in the leap years, as Intl does', () => {
    const pagume6 = days.filter((d) => am.ethiopianDate(d).startsWith('ጳጉሜን 6 '));
    const intlPagume6 = days.filter((d) => {
      const p = parts(intlEthiopic, am.toDate(d));
      return p.month === 'ጳጉሜን' && p.day === '6';
    });
    expect(pagume6).toEqual(intlPagume6);
    // Every fourth year, on the 11th of September before a Gregorian leap year.
    expect(pagume6).toEqual(Array.from({ length: 13 }, (_, i) => `${1991 + 4 * i}-09-11`));
    expect(pagume6.map((d) => am.toEthiopian(d).year).every(isEthiopianLeapYear)).toBe(true);
    expect(am.ethiopianDate('2027-09-11')).toBe('ጳጉሜን 6 ቀን 2019 ዓ.ም.');
    expect(am.ethiopianDate('2027-09-12')).toBe('መስከረም 1 ቀን 2020 ዓ.ም.');
    expect(am.ethiopianDate('2026-09-10')).toBe('ጳጉሜን 5 ቀን 2018 ዓ.ም.');
    expect(am.ethiopianDate('2026-09-11')).toBe('መስከረም 1 ቀን 2019 ዓ.ም.');
  });

  it('spells the months exactly as Intl does', () => {
    // The first day of each month of 2019 (Ethiopian), from 1 Meskerem on 11 September 2026.
    const intlMonths = Array.from({ length: 13 }, (_, m) => parts(intlEthiopic, new Date(Date.UTC(2026, 8, 11 + 30 * m, 12))).month);
    expect([...ETHIOPIAN_MONTHS_AM]).toEqual(intlMonths);
    expect(am.ETHIOPIAN_MONTHS).toEqual(ETHIOPIAN_MONTHS_AM);
  });

  it('writes the known dates exactly', () => {
    expect(am.ethiopianDate('2027-09-02')).toBe('ነሐሴ 27 ቀን 2019 ዓ.ም.');
    expect(am.longDate('2027-09-02')).toBe('ነሐሴ 27 ቀን 2019 ዓ.ም. (እ.ኤ.አ. ሴፕቴምበር 2 ቀን 2027)');
    expect(am.bothCalendars('2027-09-03')).toBe('ነሐሴ 28 ቀን 2019 ዓ.ም. (እ.ኤ.አ. ሴፕቴምበር 3 ቀን 2027)');
    expect(am.gregorianDate('2027-01-07')).toBe('እ.ኤ.አ. ጃንዋሪ 7 ቀን 2027');
    expect(am.ethiopianDate('2027-01-07')).toBe('ታኅሣሥ 29 ቀን 2019 ዓ.ም.');
    // A message sent at 22:30 UTC arrived on the next day in Addis Ababa.
    expect(am.longDate('2026-11-23T22:30:00Z')).toBe('ኅዳር 15 ቀን 2019 ዓ.ም. (እ.ኤ.አ. ኖቬምበር 24 ቀን 2026)');
    expect(am.dateTime('2027-09-02T05:30:00Z')).toBe('ነሐሴ 27 ቀን 2019 ዓ.ም. (እ.ኤ.አ. ሴፕቴምበር 2 ቀን 2027)፣ ከጠዋቱ 2:30 (8:30 AM)');
    expect(amharicDateTime('2027-09-02T20:59:00Z')).toBe('ነሐሴ 27 ቀን 2019 ዓ.ም. (እ.ኤ.አ. ሴፕቴምበር 2 ቀን 2027)፣ ከምሽቱ 5:59 (11:59 PM)');
  });
});

describe('the Ethiopian clock', () => {
  // The reference rule, independent of the module: the Ethiopian clock is the international 12-hour clock six hours
  // behind (its day starts at 6 AM), read with Intl; the parts of the day are six hours each from midnight.
  const intlClock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' });
  const clock = (minuteOfDay: number) => intlClock.format(new Date(Date.UTC(2027, 0, 1, 0, minuteOfDay))).replace(/\s/g, ' ');
  const reference = (minuteOfDay: number) => {
    const part = minuteOfDay < 360 ? 'ከሌሊቱ' : minuteOfDay < 720 ? 'ከጠዋቱ' : minuteOfDay < 1080 ? 'ከቀኑ' : 'ከምሽቱ';
    const ethiopian = clock(minuteOfDay + 24 * 60 - 360).replace(/ [AP]M$/, '');
    return `${part} ${ethiopian} (${clock(minuteOfDay)})`;
  };

  it('reads every minute of the day as the reference rule does', () => {
    const wrong: string[] = [];
    for (let m = 0; m < 24 * 60; m++) {
      const got = amharicClock(Math.floor(m / 60), m % 60);
      if (got !== reference(m)) wrong.push(`${m}: ${got} ≠ ${reference(m)}`);
      // The same minute as a moment: Addis Ababa is three hours ahead of UTC.
      const at = new Date(Date.UTC(2027, 0, 1, 0, m - 180));
      if (amharicTime(at) !== got) wrong.push(`${at.toISOString()}: ${amharicTime(at)} ≠ ${got}`);
    }
    expect(wrong).toEqual([]);
  });

  it('writes the known times exactly', () => {
    expect(amharicClock(8, 30)).toBe('ከጠዋቱ 2:30 (8:30 AM)');
    expect(amharicClock(6, 0)).toBe('ከጠዋቱ 12:00 (6:00 AM)');
    expect(amharicClock(5, 59)).toBe('ከሌሊቱ 11:59 (5:59 AM)');
    expect(amharicClock(0, 0)).toBe('ከሌሊቱ 6:00 (12:00 AM)');
    expect(amharicClock(12, 0)).toBe('ከቀኑ 6:00 (12:00 PM)');
    expect(amharicClock(17, 30)).toBe('ከቀኑ 11:30 (5:30 PM)');
    expect(amharicClock(18, 0)).toBe('ከምሽቱ 12:00 (6:00 PM)');
    expect(amharicClock(22, 5)).toBe('ከምሽቱ 4:05 (10:05 PM)');
    expect(amharicTime('2027-09-02T05:30:00Z')).toBe('ከጠዋቱ 2:30 (8:30 AM)');
  });

  it('rewrites the times in a text as staff typed them', () => {
    expect(amharicTimesIn('8:30 AM to 5:30 PM')).toBe('ከጠዋቱ 2:30 (8:30 AM) to ከቀኑ 11:30 (5:30 PM)');
    expect(amharicTimesIn('9 am - 12 pm')).toBe('ከጠዋቱ 3:00 (9:00 AM) - ከቀኑ 6:00 (12:00 PM)');
    expect(amharicTimesIn('12:15 a.m.')).toBe('ከሌሊቱ 6:15 (12:15 AM)');
    expect(amharicTimesIn('ሙሉ ቀን')).toBe('ሙሉ ቀን');
    expect(amharicTimesIn('Room 12, 2 PM')).toBe('Room 12, ከቀኑ 8:00 (2:00 PM)');
    // "እስከ" takes the day part without its own "ከ".
    expect(amharicTimesIn('8:30 AM እስከ 8 PM')).toBe('ከጠዋቱ 2:30 (8:30 AM) እስከ ምሽቱ 2:00 (8:00 PM)');
  });

  it("writes an event's time range in Amharic on Amharic pages, as it is on English ones", () => {
    expect(am.eventTime('8:30 AM to 5:30 PM')).toBe('ከጠዋቱ 2:30 (8:30 AM) እስከ ቀኑ 11:30 (5:30 PM)');
    expect(am.eventTime('9 am - 12 pm')).toBe('ከጠዋቱ 3:00 (9:00 AM) እስከ ቀኑ 6:00 (12:00 PM)');
    expect(am.eventTime('2 PM')).toBe('ከቀኑ 8:00 (2:00 PM)');
    expect(en.eventTime('8:30 AM to 5:30 PM')).toBe('8:30 AM to 5:30 PM');
  });
});

describe('the two date modules', () => {
  it('have the same exports, and the Amharic one writes no English', () => {
    expect(Object.keys(am).sort()).toEqual(Object.keys(en).sort());
    const written = [am.longDate, am.ethiopianDate, am.gregorianDate, am.bothCalendars].map((f) => f('2027-09-02'));
    for (const text of written) expect(text).not.toMatch(/[A-Za-z]/);
    // Only the international time beside the Ethiopian one keeps AM/PM.
    expect(am.dateTime('2027-09-02T05:30:00Z').replace(/\((\d+:\d\d) [AP]M\)/, '')).not.toMatch(/[A-Za-z]/);
  });

  it('leave the English dates as they were', () => {
    expect(en.longDate('2027-09-02')).toBe('September 2, 2027');
    expect(en.ethiopianDate('2027-09-02')).toBe('27 Nehase 2019');
    expect(en.gregorianDate('2027-09-02')).toBe('September 2, 2027');
    expect(en.bothCalendars('2027-09-02')).toBe('September 2, 2027 (27 Nehase 2019)');
    expect(en.dateTime('2027-09-02T05:30:00Z')).toMatch(/^Sep 2, 2027, 8:30\sAM$/);
  });
});
