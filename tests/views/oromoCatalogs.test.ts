// Every Afaan Oromoo module of interface words against its English counterpart (tests/support/catalogs.ts): the same
// exports and keys, and Oromo in every string: never empty, never the English text itself, no English interface word
// and no Ge'ez. The staff area's catalogs (admin, counter) have no Oromo counterpart: staff who chose Afaan Oromoo work
// in English (decision 034).
import { afterAll, describe, expect, it } from 'vitest';
import { catalogCheck } from '../support/catalogs';

/** Strings that are the same in every language: names, addresses, numbers. */
const NAMES = new Set(['Facebook', 'Telegram', 'LinkedIn', 'YouTube', 'X (Twitter)', 'ECA', 'PDF', 'English', 'Afaan Oromoo']);
const isName = (s: string) =>
  NAMES.has(s) ||
  /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/.test(s) ||
  /^\+?[\d ()-]{7,}$/.test(s) ||
  /^(https?:\/\/|\/)\S*$/.test(s) ||
  !/[A-Za-z]{2}/.test(s);

const ETHIOPIC = /[\u1200-\u137F]/;
/** English interface words that are no Oromo words: none may be left in an Oromo text. */
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
  'Send',
  'Sign in',
  'Password',
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
  'Upload',
  'Receipt',
  'the',
  'and',
  'your',
];
const englishWordIn = (s: string) => ENGLISH_WORDS.find((w) => new RegExp(`\\b${w}\\b`, w === w.toLowerCase() ? '' : 'i').test(s));

const check = catalogCheck({
  lang: 'om',
  // The build's language module (its NOSCRIPT words are checked in the browser), and the dates (checked against the
  // calendar in oromoDates.test.ts).
  coveredElsewhere: new Set(['src/i18n/om/lang.ts', 'contract/om/dates.ts']),
  staffOnly: new Set(['admin.ts', 'counter.ts']),
  isName,
  foreign: (text, english) => {
    if (text === english) return 'the English text';
    if (ETHIOPIC.test(text)) return "Ge'ez letters";
    const word = englishWordIn(text);
    return word ? `English word "${word}"` : undefined;
  },
});
afterAll(() => check.restore());

describe('Afaan Oromoo interface words', () => {
  it('every visitor catalog has its Oromo counterpart, and every Oromo module its English one', () => {
    expect(check.missingCounterparts()).toEqual([]);
  });

  it('finds the modules it checks', () => {
    const found = check.pairs.map((p) => p.translated);
    for (const name of ['common', 'homePage', 'membershipPage', 'cards', 'auth', 'contact', 'flows', 'directory'])
      expect(found).toContain(`src/i18n/om/${name}.ts`);
    for (const name of ['http', 'validation', 'membership']) expect(found).toContain(`contract/messages/om/${name}.ts`);
    for (const name of ['site', 'plans']) expect(found).toContain(`contract/om/${name}.ts`);
  });

  it('has the same exports and keys as the English, and Oromo in every string', async () => {
    expect(await check.problems()).toEqual([]);
  });
});
