// Every Afaan Oromoo module of interface words against its English counterpart: the same exports and keys, and Oromo in
// every string: never empty, never the English text itself, no English interface word and no Ge'ez. The Oromo modules
// are loaded as the Oromo build loads them (each English module with an Oromo counterpart swapped for it), so an Oromo
// module that let an English value through shows English here and fails. The staff area's catalogs (admin, counter)
// have no Oromo counterpart: staff who chose Afaan Oromoo work in English (decision 034).
import { existsSync, readdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

const root = resolve(__dirname, '../..');

/** Modules another test covers: the build's language module (its NOSCRIPT words are checked in the browser), and the
 * dates (checked against the calendar in oromoDates.test.ts). */
const COVERED_ELSEWHERE = new Set(['src/i18n/om/lang.ts', 'contract/om/dates.ts']);
/** The staff area's catalogs, in English and Amharic only. */
const STAFF_ONLY = new Set(['admin.ts', 'counter.ts']);

type Pair = { en: string; om: string };

const tsFiles = (dir: string) =>
  existsSync(join(root, dir))
    ? readdirSync(join(root, dir))
        .filter((f) => f.endsWith('.ts'))
        .sort()
    : [];

const catalogFolders = [
  { en: 'src/i18n/en', om: 'src/i18n/om' },
  { en: 'contract/messages', om: 'contract/messages/om' },
];
const counterpartFolders = [{ en: 'contract', om: 'contract/om' }];

const pairsOf = ({ en, om }: { en: string; om: string }): Pair[] => tsFiles(om).map((f) => ({ en: `${en}/${f}`, om: `${om}/${f}` }));
const allPairs = [...catalogFolders, ...counterpartFolders].flatMap(pairsOf);
const pairs = allPairs.filter((p) => !COVERED_ELSEWHERE.has(p.om));

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

const callWithSamples = (fn: (...args: unknown[]) => unknown) => fn(...Array.from({ length: fn.length }, () => 7));

function compare(en: unknown, om: unknown, path: string, problems: string[]) {
  if (typeof en === 'string') {
    if (typeof om !== 'string') return void problems.push(`${path}: not a string`);
    if (om.trim() === '') return void problems.push(`${path}: empty`);
    if (isName(om)) return;
    if (om === en) return void problems.push(`${path}: the English text ${JSON.stringify(om)}`);
    if (ETHIOPIC.test(om)) return void problems.push(`${path}: Ge'ez letters in ${JSON.stringify(om)}`);
    const word = englishWordIn(om);
    if (word) problems.push(`${path}: English word "${word}" in ${JSON.stringify(om)}`);
    return;
  }
  if (typeof en === 'function') {
    if (typeof om !== 'function') return void problems.push(`${path}: not a function`);
    if (om.length !== en.length) problems.push(`${path}: takes ${om.length} arguments, the English ${en.length}`);
    return compare(callWithSamples(en as never), callWithSamples(om as never), `${path}()`, problems);
  }
  if (en !== null && typeof en === 'object') {
    if (en === om) return;
    if (om === null || typeof om !== 'object') return void problems.push(`${path}: not an object`);
    const enKeys = Object.keys(en).sort();
    const omKeys = Object.keys(om).sort();
    for (const k of enKeys) if (!omKeys.includes(k)) problems.push(`${path}.${k}: missing`);
    for (const k of omKeys) if (!enKeys.includes(k)) problems.push(`${path}.${k}: not in the English`);
    for (const k of enKeys)
      if (omKeys.includes(k)) compare((en as Record<string, unknown>)[k], (om as Record<string, unknown>)[k], `${path}.${k}`, problems);
    return;
  }
  if (typeof om !== typeof en) problems.push(`${path}: a ${typeof om}, the English a ${typeof en}`);
}

const abs = (file: string) => join(root, file);

async function loadBoth() {
  const english: Record<string, Record<string, unknown>> = {};
  for (const p of pairs) english[p.om] = await import(/* @vite-ignore */ abs(p.en));
  vi.resetModules();
  for (const p of allPairs) vi.doMock(abs(p.en), () => import(/* @vite-ignore */ abs(p.om)));
  const oromo: Record<string, Record<string, unknown>> = {};
  for (const p of pairs) oromo[p.om] = await import(/* @vite-ignore */ abs(p.om));
  return { english, oromo };
}

afterAll(() => {
  for (const p of allPairs) vi.doUnmock(abs(p.en));
});

describe('Afaan Oromoo interface words', () => {
  it('every visitor catalog has its Oromo counterpart, and every Oromo module its English one', () => {
    const missing: string[] = [];
    for (const folder of catalogFolders) {
      const en = tsFiles(folder.en);
      const om = tsFiles(folder.om);
      for (const f of en) if (!om.includes(f) && !STAFF_ONLY.has(f)) missing.push(`${folder.om}/${f}`);
      for (const f of om) if (!en.includes(f) && !existsSync(abs(`${folder.om}/../${f}`))) missing.push(`${folder.en}/${f}`);
    }
    for (const folder of counterpartFolders)
      for (const f of tsFiles(folder.om)) if (!existsSync(abs(`${folder.en}/${f}`))) missing.push(`${folder.en}/${f}`);
    expect(missing).toEqual([]);
  });

  it('finds the modules it checks', () => {
    const found = pairs.map((p) => p.om);
    for (const name of ['common', 'homePage', 'membershipPage', 'cards', 'auth', 'contact', 'flows', 'directory'])
      expect(found).toContain(`src/i18n/om/${name}.ts`);
    for (const name of ['http', 'validation', 'membership']) expect(found).toContain(`contract/messages/om/${name}.ts`);
    for (const name of ['site', 'plans']) expect(found).toContain(`contract/om/${name}.ts`);
  });

  it('has the same exports and keys as the English, and Oromo in every string', async () => {
    const { english, oromo } = await loadBoth();
    const problems: string[] = [];
    for (const p of pairs) {
      const en = english[p.om]!;
      const om = oromo[p.om]!;
      compare({ ...en }, { ...om }, `${p.om.replace(/\.ts$/, '')}`, problems);
      expect(Object.keys(om).sort(), basename(p.om)).toEqual(Object.keys(en).sort());
    }
    expect(problems).toEqual([]);
  });
});
