// The Afaan Oromoo dates and times (contract/om/dates.ts): the day, month and year against Intl's Ethiopian calendar
// (the numbers only: CLDR's Oromo month names for that calendar are wrong for several months, so the names are the
// module's own list, checked here by position), and the Ethiopian clock with its Oromo parts of the day.
import { describe, expect, it } from 'vitest';
import * as om from '../../contract/om/dates';
import { days, moments } from '../support/calendarDays';

const ADDIS = 'Africa/Addis_Ababa';
const numeric = { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: ADDIS } as const;
const intlEthiopic = new Intl.DateTimeFormat('am-ET-u-ca-ethiopic', numeric);
const intlGregorian = new Intl.DateTimeFormat('en-US', numeric);
const parts = (format: Intl.DateTimeFormat, at: Date) => {
  const all = format.formatToParts(at);
  const get = (type: string) => Number(all.find((p) => p.type === type)?.value);
  return { day: get('day'), month: get('month'), year: get('year') };
};

/** The Ethiopian months as Oromia writes them, Fulbaana (Meskerem) first. */
const MONTHS = 'Fulbaana Onkoloolessa Sadaasa Muddee Amajjii Guraandhala Bitootessa Eebila Caamsaa Waxabajjii Adoolessa Hagayya Qaammee';
/** The Gregorian months, January first: the same names, each for the month its Ethiopian month mostly falls in. */
const GREGORIAN = 'Amajjii Guraandhala Bitootessa Eebila Caamsaa Waxabajjii Adoolessa Hagayya Fulbaana Onkoloolessa Sadaasa Muddee';

describe('Ethiopian dates in Afaan Oromoo', () => {
  it('names the months in the order Oromia uses', () => {
    expect(om.ETHIOPIAN_MONTHS.join(' ')).toBe(MONTHS);
  });

  it('gives the Ethiopian and the Gregorian day, month and year Intl gives for the Addis Ababa day, every day 1990-2040', () => {
    const wrong: string[] = [];
    for (const d of days) {
      for (const at of moments(d)) {
        const e = parts(intlEthiopic, om.toDate(at));
        const g = parts(intlGregorian, om.toDate(at));
        const expected = `${e.day} ${MONTHS.split(' ')[e.month - 1]} ${e.year} ALI (${g.day} ${GREGORIAN.split(' ')[g.month - 1]} ${g.year} ALA)`;
        if (om.longDate(at) !== expected) wrong.push(`${String(at)}: ${om.longDate(at)} ≠ ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('writes the known dates exactly', () => {
    const known: [string, string][] = [
      [om.longDate('2026-11-27'), '18 Sadaasa 2019 ALI (27 Sadaasa 2026 ALA)'],
      [om.ethiopianDate('2027-09-02'), '27 Hagayya 2019 ALI'],
      [om.gregorianDate('2027-09-02'), '2 Fulbaana 2027 ALA'],
      [om.ethiopianDate('2027-09-11'), '6 Qaammee 2019 ALI'],
      [om.ethiopianDate('2027-09-12'), '1 Fulbaana 2020 ALI'],
      [om.ethiopianDate('2027-01-07'), '29 Muddee 2019 ALI'],
      [om.bothCalendars('2027-09-02'), '27 Hagayya 2019 ALI (2 Fulbaana 2027 ALA)'],
      // 23:59 in Finfinnee is still that day; 00:30 is the next.
      [om.dateTime('2027-09-02T20:59:00Z'), "27 Hagayya 2019 ALI (2 Fulbaana 2027 ALA), sa'aatii 5:59 galgala (23:59)"],
      [om.dateTime('2027-09-02T21:30:00Z'), "28 Hagayya 2019 ALI (3 Fulbaana 2027 ALA), sa'aatii 6:30 halkan (00:30)"],
    ];
    expect(known.map(([got]) => got)).toEqual(known.map(([, expected]) => expected));
  });
});

describe('the Ethiopian clock in Afaan Oromoo', () => {
  it('reads every minute of the day with its part of the day and the 24-hour time', () => {
    const wrong: string[] = [];
    for (let m = 0; m < 24 * 60; m++) {
      const h = Math.floor(m / 60);
      const part = h < 6 ? 'halkan' : h < 12 ? 'ganama' : h < 18 ? 'guyyaa' : 'galgala';
      const hour = (h + 6) % 12 || 12;
      const pad = (n: number) => String(n).padStart(2, '0');
      const expected = `sa'aatii ${hour}:${pad(m % 60)} ${part} (${pad(h)}:${pad(m % 60)})`;
      const got = om.eventTime(`${pad(h)}:${pad(m % 60)}`);
      if (got !== expected) wrong.push(`${m}: ${got} ≠ ${expected}`);
    }
    expect(wrong).toEqual([]);
  });

  it('writes an event time as staff typed it', () => {
    expect(om.eventTime('8:30 AM to 5:30 PM')).toBe("sa'aatii 2:30 ganama (08:30) hanga sa'aatii 11:30 guyyaa (17:30)");
    expect(om.eventTime('6 PM')).toBe("sa'aatii 12:00 galgala (18:00)");
    expect(om.eventTime('12:00 AM')).toBe("sa'aatii 6:00 halkan (00:00)");
    expect(om.eventTime('Doors open 8 AM, lunch at 1 PM')).toBe(
      "Doors open sa'aatii 2:00 ganama (08:00), lunch at sa'aatii 7:00 guyyaa (13:00)",
    );
    expect(om.eventTime('')).toBe('');
  });
});
