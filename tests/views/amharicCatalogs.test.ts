// Every Amharic module of interface words against its English counterpart: the same exports and keys, and Amharic in
// every string. The Amharic modules are loaded as the Amharic build loads them: each English module that has an
// Amharic counterpart is swapped for it, so an Amharic module that let an English value through (by importing a
// module with no counterpart, or its English counterpart) shows English here and fails.
import { existsSync, readdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

const root = resolve(__dirname, '../..');

/** Modules another test covers: the staff area's words (their own test and word list), the language switcher's
 * names (each language names the other in its own script), and the dates (checked against the calendar). */
const COVERED_ELSEWHERE = new Set(['src/i18n/am/admin.ts', 'src/i18n/am/lang.ts', 'contract/am/dates.ts']);

type Pair = { en: string; am: string };

const tsFiles = (dir: string) =>
  existsSync(join(root, dir))
    ? readdirSync(join(root, dir))
        .filter((f) => f.endsWith('.ts'))
        .sort()
    : [];

/** The catalogs: every English module must have its Amharic one and every Amharic module its English one. */
const catalogFolders = [
  { en: 'src/i18n/en', am: 'src/i18n/am' },
  { en: 'contract/messages', am: 'contract/messages/am' },
];
/** Other modules with words: an Amharic counterpart needs its English module, not the other way round. */
const counterpartFolders = [{ en: 'contract', am: 'contract/am' }];

const pairsOf = ({ en, am }: { en: string; am: string }): Pair[] => tsFiles(am).map((f) => ({ en: `${en}/${f}`, am: `${am}/${f}` }));

const allPairs = [...catalogFolders, ...counterpartFolders].flatMap(pairsOf);
const pairs = allPairs.filter((p) => !COVERED_ELSEWHERE.has(p.am));

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

/** Sample arguments for a message template: a number fits both the numeric and the text parameters. */
const callWithSamples = (fn: (...args: unknown[]) => unknown) => fn(...Array.from({ length: fn.length }, () => 7));

type Problem = string;

/** Walks an English value and its Amharic counterpart side by side and lists what is wrong with the Amharic. */
function compare(en: unknown, am: unknown, path: string, problems: Problem[]) {
  if (typeof en === 'string') {
    if (typeof am !== 'string') return void problems.push(`${path}: not a string`);
    if (am.trim() === '') return void problems.push(`${path}: empty`);
    if (isName(am)) return;
    if (!ETHIOPIC.test(am)) return void problems.push(`${path}: no Ethiopic letters in ${JSON.stringify(am)}`);
    const word = englishWordIn(am);
    if (word) problems.push(`${path}: English word "${word}" in ${JSON.stringify(am)}`);
    return;
  }
  if (typeof en === 'function') {
    if (typeof am !== 'function') return void problems.push(`${path}: not a function`);
    if (am.length !== en.length) problems.push(`${path}: takes ${am.length} arguments, the English ${en.length}`);
    return compare(callWithSamples(en as never), callWithSamples(am as never), `${path}()`, problems);
  }
  if (en !== null && typeof en === 'object') {
    // A value both languages import from the same neutral module (page addresses, ids) is not words.
    if (en === am) return;
    if (am === null || typeof am !== 'object') return void problems.push(`${path}: not an object`);
    const enKeys = Object.keys(en).sort();
    const amKeys = Object.keys(am).sort();
    for (const k of enKeys) if (!amKeys.includes(k)) problems.push(`${path}.${k}: missing`);
    for (const k of amKeys) if (!enKeys.includes(k)) problems.push(`${path}.${k}: not in the English`);
    for (const k of enKeys)
      if (amKeys.includes(k)) compare((en as Record<string, unknown>)[k], (am as Record<string, unknown>)[k], `${path}.${k}`, problems);
    return;
  }
  if (typeof am !== typeof en) problems.push(`${path}: a ${typeof am}, the English a ${typeof en}`);
}

const abs = (file: string) => join(root, file);

/** Every English module first, unswapped; then every Amharic one with the Amharic build's swap in place. */
async function loadBoth() {
  const english: Record<string, Record<string, unknown>> = {};
  for (const p of pairs) english[p.am] = await import(/* @vite-ignore */ abs(p.en));
  vi.resetModules();
  for (const p of allPairs) vi.doMock(abs(p.en), () => import(/* @vite-ignore */ abs(p.am)));
  const amharic: Record<string, Record<string, unknown>> = {};
  for (const p of pairs) amharic[p.am] = await import(/* @vite-ignore */ abs(p.am));
  return { english, amharic };
}

afterAll(() => {
  for (const p of allPairs) vi.doUnmock(abs(p.en));
});

describe('Amharic interface words', () => {
  it('every catalog has its counterpart in the other language', () => {
    const missing: string[] = [];
    for (const folder of catalogFolders) {
      const en = tsFiles(folder.en);
      const am = tsFiles(folder.am);
      for (const f of en) if (!am.includes(f) && !COVERED_ELSEWHERE.has(`${folder.am}/${f}`)) missing.push(`${folder.am}/${f}`);
      // src/i18n/am/lang.ts stands in for src/i18n/lang.ts (the build's language), not for a catalog of en/.
      for (const f of am) if (!en.includes(f) && !existsSync(abs(`${folder.am}/../${f}`))) missing.push(`${folder.en}/${f}`);
    }
    for (const folder of counterpartFolders)
      for (const f of tsFiles(folder.am)) if (!existsSync(abs(`${folder.en}/${f}`))) missing.push(`${folder.en}/${f}`);
    expect(missing).toEqual([]);
  });

  it('finds the modules it checks', () => {
    const found = pairs.map((p) => p.am);
    for (const name of ['common', 'homePage', 'membershipPage', 'cards', 'auth', 'contact', 'flows', 'directory'])
      expect(found).toContain(`src/i18n/am/${name}.ts`);
    for (const name of ['http', 'validation', 'membership']) expect(found).toContain(`contract/messages/am/${name}.ts`);
    for (const name of ['site', 'plans']) expect(found).toContain(`contract/am/${name}.ts`);
  });

  it('has the same exports and keys as the English, and Amharic in every string', async () => {
    const { english, amharic } = await loadBoth();
    const problems: Problem[] = [];
    for (const p of pairs) {
      const en = english[p.am]!;
      const am = amharic[p.am]!;
      const label = basename(p.am);
      compare({ ...en }, { ...am }, `${p.am.replace(/\.ts$/, '')}`, problems);
      expect(Object.keys(am).sort(), label).toEqual(Object.keys(en).sort());
    }
    expect(problems).toEqual([]);
  });

  it('spells the fee and the plans as the glossary does', async () => {
    const { amharic } = await loadBoth();
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
