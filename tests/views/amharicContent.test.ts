// The Amharic built-in content (content/am/*) against the English (content/*): the Amharic build swaps one for the
// other, so each Amharic file must export the same things with the same facts (ids, days, pictures, links, levels,
// numbers, order, markup) and nothing but Amharic words where the English has words.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_FEE } from '../../contract/plans';

// Vitest runs from the project's root.
const contentDir = resolve('content');
const modules = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .sort();
const englishFiles = modules(contentDir);
const amharicFiles = modules(join(contentDir, 'am'));

/** An event's hours: data as staff type it, written the Ethiopian way by the Amharic pages' date module. */
const FACT_PATHS = /^builtInEvents\[\d+\]\.time$/;
/** Values that are not words: both languages hold them identical. */
const FACT_KEYS = new Set([
  'id',
  'date',
  'image',
  'logo',
  'level',
  'SPONSOR_LEVELS',
  'category',
  'type',
  'value',
  'featured',
  'readUrl',
  'downloadUrl',
  'galleryUrl',
  'href',
  'fileName',
  'orderHref',
  'sampleHref',
  'learnMoreHref',
  'phone',
  'phoneHref',
  'email',
  'eventsEmail',
]);

/**
 * Latin letters allowed in Amharic text: the international time beside the Ethiopian clock, a partner's initials, and a
 * file format's name.
 */
const LATIN_ALLOWED = new Set(['AM', 'PM', 'IITA', 'PDF']);
const ETHIOPIC = /[\u1200-\u137F]/;

const tagsOf = (html: string) => html.match(/<\/?[a-z0-9]+/g) ?? [];
/** The words of a text: without markup, entities, or email addresses (a fact, written the same in both languages). */
const wordsOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z]+;/g, ' ')
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ');
const numbersOf = (text: string) => new Set(text.match(/\d+(?:,\d{3})*(?:\.\d+)?/g) ?? []);
const clockTimes = (text: string) => text.match(/\d{1,2}:\d{2} [AP]M/g) ?? [];

type Problem = string;

/** Walks an English value and its Amharic counterpart side by side and lists every difference that matters. */
function compare(en: unknown, am: unknown, path: string, key: string, problems: Problem[]) {
  if (Array.isArray(en)) {
    if (!Array.isArray(am) || am.length !== en.length) return problems.push(`${path}: expected ${en.length} items`);
    for (const [i, item] of en.entries()) compare(item, am[i], `${path}[${i}]`, key, problems);
    return;
  }
  if (typeof en === 'function') {
    if (typeof am !== 'function') problems.push(`${path}: expected a function`);
    return;
  }
  if (en !== null && typeof en === 'object') {
    if (am === null || typeof am !== 'object') return problems.push(`${path}: expected an object`);
    const keys = Object.keys(en).sort();
    if (JSON.stringify(Object.keys(am).sort()) !== JSON.stringify(keys)) return problems.push(`${path}: keys differ`);
    for (const k of keys) compare((en as Record<string, unknown>)[k], (am as Record<string, unknown>)[k], `${path}.${k}`, k, problems);
    return;
  }
  if (typeof en !== 'string' || FACT_KEYS.has(key) || FACT_PATHS.test(path)) {
    if (am !== en) problems.push(`${path}: ${JSON.stringify(am)} should be ${JSON.stringify(en)}`);
    return;
  }
  if (typeof am !== 'string') return problems.push(`${path}: expected text`);
  if (key === 'price') {
    // The fee is the contract's, which the Amharic build swaps for its Amharic counterpart (22,000 ብር).
    if (am !== MEMBERSHIP_FEE) problems.push(`${path}: the fee should come from contract/plans`);
    return;
  }
  if (am.trim() === '') return problems.push(`${path}: empty`);
  if (!ETHIOPIC.test(am)) problems.push(`${path}: no Amharic in ${JSON.stringify(am)}`);
  for (const word of wordsOf(am).match(/[A-Za-z]+/g) ?? []) {
    if (!LATIN_ALLOWED.has(word)) problems.push(`${path}: English word "${word}" in ${JSON.stringify(am)}`);
  }
  if (JSON.stringify(tagsOf(am)) !== JSON.stringify(tagsOf(en))) problems.push(`${path}: markup differs from the English`);
  const amNumbers = numbersOf(wordsOf(am));
  // A tag is a keyword of its own language ("b2b" is የንግድ_ትስስር), not a sentence whose figures must carry over.
  if (key !== 'tags') for (const n of numbersOf(wordsOf(en))) if (!amNumbers.has(n)) problems.push(`${path}: the number ${n} is missing`);
  // Clock times: the Ethiopian clock first, the English time beside it in brackets.
  for (const time of clockTimes(en)) if (!am.includes(`(${time})`)) problems.push(`${path}: "(${time})" is missing`);
}

describe('the Amharic built-in content', () => {
  it('has a counterpart for every content file, and none without one', () => {
    expect(amharicFiles).toEqual(englishFiles);
  });

  for (const file of englishFiles) {
    it(`content/am/${file} matches content/${file}`, async () => {
      const en = await import(/* @vite-ignore */ join(contentDir, file));
      const am = await import(/* @vite-ignore */ join(contentDir, 'am', file));
      expect(Object.keys(am).sort()).toEqual(Object.keys(en).sort());
      const problems: Problem[] = [];
      for (const name of Object.keys(en)) compare(en[name], am[name], name, name, problems);
      expect(problems).toEqual([]);
    });
  }

  it('never imports values from the English content (only types), so no English word reaches the Amharic build', () => {
    const problems: string[] = [];
    for (const folder of ['am', 'shared']) {
      for (const file of modules(join(contentDir, folder))) {
        const path = join(contentDir, folder, file);
        const source = readFileSync(path, 'utf8');
        for (const m of source.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)'/gms)) {
          const target = resolve(dirname(path), m[2]!);
          const isEnglishContent = dirname(target) === resolve(contentDir) && englishFiles.includes(`${target.split('/').pop()}.ts`);
          if (isEnglishContent && !m[1]) problems.push(`content/${folder}/${file} imports values from ${m[2]}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
