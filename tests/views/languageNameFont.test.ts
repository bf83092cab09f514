// The switcher's "አማርኛ" on an English page must show on a phone without an Ethiopic font: the English stylesheet
// carries a face with exactly those letters, which the text and heading stacks name; and headings speak with the
// text's voice (no serif beside sans-serif). Read from the stylesheets' sources (they compile only in a build).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { LANG_NAMES } from '../../contract/languages';

const OTHER_LANG_NAME = LANG_NAMES.am;

const source = (path: string) => readFileSync(join(process.cwd(), 'src', 'styles', path), 'utf8');

describe('the language name on English pages', () => {
  it('has every letter of አማርኛ in a face of about 1 KB, limited to them, that both stacks name', () => {
    expect(OTHER_LANG_NAME).toBe('አማርኛ');
    const lang = source('languageNameFace.ts');
    const bytes = Buffer.from(/LANGUAGE_NAME_WOFF2 =\s*'([A-Za-z0-9+/=]+)'/.exec(lang)![1]!, 'base64');
    expect(bytes.length).toBeLessThan(2048);
    const font = fontkit.create(bytes) as unknown as { hasGlyphForCodePoint(c: number): boolean };
    const codes = [...OTHER_LANG_NAME].map((l) => l.codePointAt(0)!);
    for (const c of codes) expect(font.hasGlyphForCodePoint(c)).toBe(true);
    const range = /unicodeRange: '([^']+)'/.exec(lang)![1]!;
    expect(range.split(', ').sort()).toEqual(codes.map((c) => `U+${c.toString(16).toUpperCase()}`).sort());
    const theme = source('theme.css.ts');
    for (const stack of ['body', 'heading']) {
      const value = new RegExp(`    ${stack}:\\s*'([^']+)'`).exec(theme)![1]!;
      // First: a system font listed before it may claim the letters and draw empty boxes.
      expect(value.startsWith('"ECA Language Name", ')).toBe(true);
      expect(value).not.toMatch(/Georgia|Times|Serif/);
    }
    expect(source('am/lang.css.ts')).not.toMatch(/Georgia|Times|Serif/);
  });
});
