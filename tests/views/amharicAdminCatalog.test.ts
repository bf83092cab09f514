// The staff area's Amharic catalog against the English one: the same keys everywhere, every word written in Amharic,
// templates keeping their values, and nothing English slipping through (only names and formats may stay Latin).

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { admin as am } from '../../src/i18n/am/admin';
import { admin as en } from '../../src/i18n/en/admin';
import { ENGLISH_ADMIN_WORDS as ENGLISH_WORDS } from '../support/adminWords';

/**
 * Words the catalog takes from shared modules (contract labels and messages, the common catalog's resource types).
 * The Amharic build swaps those modules for their Amharic counterparts, which have catalog tests of their own; these
 * tests load the English modules, so here the Amharic catalog must hold the very same value as the English one,
 * which shows it imports the shared module instead of retyping its words.
 */
const SHARED = new Set([
  'events.deleteConfirm',
  'users.noPermission',
  'applications.fetchFailed',
  'blog.categories',
  'resources.types',
  'applications.plans',
  'members.plans',
  'messages.subjects',
]);

/** Latin words an Amharic staff text may keep: the association's short name, file formats, and the international time
 * shown beside the Ethiopian clock. */
const LATIN_ALLOWED = new Set(['ECA', 'CSV', 'HTML', 'PDF', 'AM', 'PM', 'https']);

const ETHIOPIC = /[\u1200-\u137F]/;
// Distinct numbers, none inside another, so a template that drops or repeats a value is seen.
const SAMPLE_ARGS = [4271, 385, 96];

type Leaf = { path: string; en: string; am: string };

type Template = (...args: unknown[]) => unknown;
/** Both catalogs' template called with the sample values. */
function called(templates: [Template, Template], args: number[]): [string, string] {
  return templates.map((template) => String(template(...args))) as [string, string];
}

/** Every text of both catalogs side by side; templates are called with sample values. Shared values are left out. */
function leaves(english: unknown, amharic: unknown, path: string, out: Leaf[], shapes: string[]): Leaf[] {
  if (SHARED.has(path)) return out;
  if (typeof english === 'function') {
    if (typeof amharic !== 'function' || amharic.length !== english.length) shapes.push(`${path}: template parameters differ`);
    else {
      const args = SAMPLE_ARGS.slice(0, english.length);
      const [en, am] = called([english as Template, amharic as Template], args);
      out.push({ path: `${path}(${args.join(', ')})`, en, am });
    }
    return out;
  }
  if (typeof english === 'string') {
    if (typeof amharic !== 'string') shapes.push(`${path}: not a string`);
    else out.push({ path, en: english, am: amharic });
    return out;
  }
  if (typeof english !== 'object' || english === null || typeof amharic !== 'object' || amharic === null) {
    shapes.push(`${path}: not the same kind of value`);
    return out;
  }
  const enKeys = Object.keys(english).sort();
  const amKeys = Object.keys(amharic).sort();
  if (enKeys.join() !== amKeys.join()) shapes.push(`${path || '(root)'}: keys ${amKeys.join()} instead of ${enKeys.join()}`);
  for (const key of enKeys) {
    const next = path ? `${path}.${key}` : key;
    leaves((english as Record<string, unknown>)[key], (amharic as Record<string, unknown>)[key], next, out, shapes);
  }
  return out;
}

const shapes: string[] = [];
const texts = leaves(en, am, '', [], shapes);

describe('the staff area in Amharic', () => {
  it('has exactly the English catalog’s keys and templates', () => {
    expect(shapes).toEqual([]);
    // A sanity floor: the walk reached the whole catalog, not one branch.
    expect(texts.length).toBeGreaterThan(200);
  });

  it('takes the shared words from the shared modules, not retyped', () => {
    const differing = [...SHARED].filter((path) => {
      const pick = (root: unknown) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root);
      return pick(am) !== pick(en);
    });
    expect(differing).toEqual([]);
  });

  it('writes every text in Ethiopic letters, none empty', () => {
    expect(texts.filter((t) => t.am.trim() === '').map((t) => t.path)).toEqual([]);
    expect(texts.filter((t) => !ETHIOPIC.test(t.am)).map((t) => `${t.path}: ${t.am}`)).toEqual([]);
  });

  it('leaves no English word in the Amharic texts', () => {
    const sample = new RegExp(`\\b(${ENGLISH_WORDS.join('|')})\\b`, 'i');
    expect(texts.filter((t) => sample.test(t.am)).map((t) => `${t.path}: ${t.am}`)).toEqual([]);
    const latin = texts.flatMap((t) => (t.am.match(/[A-Za-z]+/g) ?? []).filter((w) => !LATIN_ALLOWED.has(w)).map((w) => `${t.path}: ${w}`));
    expect(latin).toEqual([]);
  });

  it('keeps every value a template shows', () => {
    const lost = texts.flatMap((t) =>
      SAMPLE_ARGS.map(String)
        .filter((value) => t.en.includes(value) && !t.am.includes(value))
        .map((value) => `${t.path} drops ${value}`),
    );
    expect(lost).toEqual([]);
  });

  it('imports nothing but types from the English staff catalog', () => {
    const source = readFileSync(resolve(__dirname, '../../src/i18n/am/admin.ts'), 'utf8');
    const fromEnglish = source.match(/^import[^;]*from '\.\.\/en\/admin';/gm) ?? [];
    expect(fromEnglish.length).toBeGreaterThan(0);
    expect(fromEnglish.filter((line) => !line.startsWith('import type '))).toEqual([]);
  });
});
