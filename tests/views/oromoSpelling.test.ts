// @vitest-environment node
// The Afaan Oromoo texts keep the term sheet's spelling rules (docs/glossary.md, "Afaan Oromoo"): the hudhaa is the
// ASCII apostrophe, Birr is "Birrii" after the amount, and no month name comes from CLDR's misspellings.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const FOLDERS = ['contract/om', 'contract/messages/om', 'server/messages/om'];
const files = FOLDERS.flatMap((dir) =>
  existsSync(join(root, dir))
    ? readdirSync(join(root, dir))
        .filter((f) => f.endsWith('.ts'))
        .map((f) => `${dir}/${f}`)
    : [],
);

/** Each rule: what must not appear in an Oromo text, and why. */
const RULES: [RegExp, string][] = [
  [/[\u2019\u02bc]\p{L}/u, 'a hudhaa that is not the ASCII apostrophe'],
  [/\bBr\b|\bETB\b|\bBirr\b/, 'a currency word other than "Birrii"'],
  [/\b(Mudde|Amajji|Kamisa)\b|Qaam[\u2019'\u02bc]ee/, "CLDR's spelling of a month or weekday"],
];

describe('Afaan Oromoo spelling', () => {
  it('has texts to check', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('writes the hudhaa, Birrii and the month names as the term sheet does', () => {
    const found: string[] = [];
    for (const file of files) {
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          // Comments may quote CLDR's spellings; template literals use the backquote.
          if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
          const code = line.replace(/`/g, ' ');
          for (const [pattern, what] of RULES) if (pattern.test(code)) found.push(`${file}:${i + 1}: ${what}`);
        });
    }
    expect(found).toEqual([]);
  });
});
