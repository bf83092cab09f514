// The computed long date and Ethiopian date (contract/dates.ts) and Birr amounts (contract/members.ts) against Intl, which Node ships with full ICU.
import { describe, expect, it } from 'vitest';
import { ETHIOPIAN_MONTHS, ethiopianDate, longDate, toEthiopian } from '../../contract/dates';
import { birrDigits } from '../../contract/members';

const intlLong = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const intlEthiopic = new Intl.DateTimeFormat('en-US-u-ca-ethiopic', { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' });
const part = (parts: Intl.DateTimeFormatPart[], type: string) =>
  Number((parts.find((p) => p.type === type)?.value ?? '').replace(/\D+/g, ''));

/** Every day from 1 January 1990 to 31 December 2060, as YYYY-MM-DD. */
const days = (() => {
  const out: string[] = [];
  for (let t = Date.UTC(1990, 0, 1); t <= Date.UTC(2060, 11, 31); t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
})();

describe('dates', () => {
  it('writes the long en-US form exactly as Intl does, every day for 70 years', () => {
    const wrong = days.filter((d) => longDate(d) !== intlLong.format(new Date(`${d}T12:00:00Z`)));
    expect(wrong).toEqual([]);
    expect(longDate('2027-09-02')).toBe('September 2, 2027');
    expect(longDate('2026-11-23T07:54:40.209Z')).toBe('November 23, 2026');
  });

  it('gives the Ethiopian calendar date Intl gives, every day for 70 years (leap years and Pagume included)', () => {
    const wrong = days.filter((d) => {
      const parts = intlEthiopic.formatToParts(new Date(`${d}T12:00:00Z`));
      const e = toEthiopian(d);
      return e.year !== part(parts, 'year') || e.month !== part(parts, 'month') || e.day !== part(parts, 'day');
    });
    expect(wrong).toEqual([]);
  });

  it('names the assembly days as the association does', () => {
    expect(ethiopianDate('2027-09-02')).toBe('27 Nehase 2019');
    expect(ethiopianDate('2027-09-03')).toBe('28 Nehase 2019');
    expect(ethiopianDate('2026-09-11')).toBe('1 Meskerem 2019');
    expect(ethiopianDate('2027-09-10')).toBe(`5 ${ETHIOPIAN_MONTHS[12]} 2019`);
  });
});

describe('birrDigits', () => {
  it('writes an amount as Intl does in en-US, without Intl', () => {
    const amounts = [0, 7, 999, 1000, 22_000, 25_500, 100_000, 1_234_567, -22_000, 1500.5];
    for (let n = 0; n < 2_000_000; n += 7919) amounts.push(n);
    for (const n of amounts) expect(birrDigits(n)).toBe(n.toLocaleString('en-US'));
  });
});
