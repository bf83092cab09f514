// Every Amharic module of interface words against its English counterpart (tests/support/catalogs.ts): the same
// exports and keys, and Amharic in every string, with the modules loaded as the Amharic build loads them.
import { afterAll, describe, expect, it } from 'vitest';
import { catalogCheck } from '../support/catalogs';

/** Strings that are the same in every language: names, addresses, numbers. */
const NAMES = new Set(['Facebook', 'Telegram', 'LinkedIn', 'YouTube', 'X (Twitter)', 'ECA', 'PDF']);
const isName = (s: string) =>
  NAMES.has(s) || /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/.test(s) || /^\+?[\d ()-]{7,}$/.test(s) || /^(https?:\/\/|\/)\S*$/.test(s);

const ETHIOPIC = /[\u1200-\u137F]/;
/** A sample of English interface words that must not be left in Amharic text. */
const ENGLISH_WORDS = [
  'Home',
  'About',
  'Membership',
  'Member',
  'Submit',
  'Required',
  'Email',
  'Loading',
  'Apply',
  'Register',
  'Registration',
  'Contact',
  'Events',
  'Blog',
  'Resources',
  'Send',
  'Sign in',
  'Password',
  'Name',
  'Phone',
  'Message',
  'Cancel',
  'Close',
  'Download',
  'Read more',
  'Please',
  'Try again',
  'Failed',
  'Error',
  'Farmer',
  'Birr',
  'Upload',
  'Receipt',
  'Title',
  'Organization',
];
const englishWordIn = (s: string) => ENGLISH_WORDS.find((w) => new RegExp(`\\b${w}\\b`, 'i').test(s));

const check = catalogCheck({
  lang: 'am',
  // The staff area's words (their own test and word list), the language switcher's names (each language names the
  // other in its own script), and the dates (checked against the calendar).
  coveredElsewhere: new Set(['src/i18n/am/admin.ts', 'src/i18n/am/lang.ts', 'contract/am/dates.ts']),
  isName,
  foreign: (text) => {
    if (!ETHIOPIC.test(text)) return 'no Ethiopic letters';
    const word = englishWordIn(text);
    return word ? `English word "${word}"` : undefined;
  },
});
afterAll(() => check.restore());

describe('Amharic interface words', () => {
  it('every catalog has its counterpart in the other language', () => {
    expect(check.missingCounterparts()).toEqual([]);
  });

  it('finds the modules it checks', () => {
    const found = check.pairs.map((p) => p.translated);
    for (const name of ['common', 'homePage', 'membershipPage', 'cards', 'auth', 'contact', 'flows', 'directory'])
      expect(found).toContain(`src/i18n/am/${name}.ts`);
    for (const name of ['http', 'validation', 'membership']) expect(found).toContain(`contract/messages/am/${name}.ts`);
    for (const name of ['site', 'plans']) expect(found).toContain(`contract/am/${name}.ts`);
  });

  it('has the same exports and keys as the English, and Amharic in every string', async () => {
    expect(await check.problems()).toEqual([]);
  });

  it('spells the fee and the plans as the glossary does', async () => {
    const { translated: amharic } = await check.loadBoth();
    const plans = amharic['contract/am/plans.ts'] as typeof import('../../contract/am/plans');
    expect(plans.MEMBERSHIP_FEE).toBe('22,000 ብር');
    expect(plans.planTitle('farmer')).toBe('አርሶ አደር');
    const { homePage } = amharic['src/i18n/am/homePage.ts'] as typeof import('../../src/i18n/am/homePage');
    // The swap reaches the catalogs' shared values: the fee and the site's name come from the Amharic modules.
    expect(homePage.plansIntro).toContain('22,000 ብር');
    const { common } = amharic['src/i18n/am/common.ts'] as typeof import('../../src/i18n/am/common');
    expect(common.siteName).toBe('የኢትዮጵያ ካሳቫ ማህበር');
  });
});
