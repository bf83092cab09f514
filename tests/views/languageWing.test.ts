// One list of languages drives everything (docs/decisions/028-one-language-list.md): outside the language folders and
// the few files that are the wing's own, no source file names a language code. A language is added by its folders and
// one entry in contract/languages.ts; code that names 'am' or '/am' itself would silently leave the new language out.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS, PREFIXED_LANGS } from '../../contract/languages';

const ROOT = process.cwd();
/** Where the site's own code lives (tests beyond their shared helpers may name languages: they check each one). */
const SOURCES = ['src', 'scripts', 'server', 'contract', 'machines', 'content', 'tests/support', 'vite.config.ts'];

/**
 * The wing's own files, where languages are named on purpose: the list itself, and the per-language tables keyed by it
 * (`Record<Lang, …>`, so a new language fails to compile until it has its entry).
 */
const WING = [
  'contract/languages.ts',
  // The default language's own module, swapped for src/i18n/<lang>/lang.ts in each other build.
  'src/i18n/lang.ts',
  // The server's words and facts per language (mails, documents, messages it picks by a request's language).
  'server/platform/languages.ts',
  // Each language's catalog of refusals, looked up by code.
  'server/messages/codes.ts',
  // The resources' documents, made from each language's words.
  'scripts/resource-documents.ts',
  // The screenshots' staff words per language.
  'tests/support/screens.ts',
];

/** Lines whose quoted code is not a language: a clock's "am" (ante meridiem). */
const NOT_A_LANGUAGE = [{ file: 'contract/timeRange.ts', line: "if (mer === 'am' && h === 12) h = 0;" }];

const codes = LANGS.join('|');
const prefixed = PREFIXED_LANGS.join('|');
/** What naming a language looks like in code: a quoted code, an address or folder under a prefix, a `_<code>` name. */
type Rule = 'a quoted language code' | 'an address under a language prefix' | 'a path into a language folder' | 'a _<code> name';
const RULES: [Rule, RegExp][] = [
  ['a quoted language code', new RegExp(`(['"\`])(${codes})\\1`)],
  ['an address under a language prefix', new RegExp(`['"\`]/(${prefixed})(/|['"\`?#])`)],
  ['a path into a language folder', new RegExp(`/(${prefixed})/`)],
  ['a _<code> name', new RegExp(`\\w_(${prefixed})\\b`)],
];

/** A language folder: any folder named by a language code (src/i18n/en/, content/am/, src/styles/am/, …). */
const inLanguageFolder = (file: string) =>
  file
    .split('/')
    .slice(0, -1)
    .some((dir) => (LANGS as readonly string[]).includes(dir));
const listed = (file: string, list: readonly string[]) =>
  list.some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry));

function sourceFiles(path: string): string[] {
  const abs = join(ROOT, path);
  if (statSync(abs).isFile()) return [path];
  return readdirSync(abs, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'migrations' || entry.name.startsWith('.')) return [];
    const child = `${path}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(child);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [child] : [];
  });
}

/** A line without its comment: comments may say "Amharic"; only code is held to the list. */
const codeOf = (line: string) => {
  const trimmed = line.trim();
  if (trimmed.startsWith('//') || trimmed.startsWith('*') || trimmed.startsWith('/*')) return '';
  return line.replace(/\s\/\/\s.*$/, '');
};

/** Every place outside the wing where code names a language: `file:line: rule: code`. */
function namings(): string[] {
  const found: string[] = [];
  for (const file of SOURCES.flatMap(sourceFiles).map((f) => f.split(sep).join('/'))) {
    if (inLanguageFolder(file) || listed(file, WING)) continue;
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const code = codeOf(line);
        if (NOT_A_LANGUAGE.some((n) => n.file === file && code.trim() === n.line)) return;
        for (const [rule, pattern] of RULES) if (pattern.test(code)) found.push(`${file}:${i + 1}: ${rule}: ${code.trim()}`);
      });
  }
  return found;
}

describe('one list of languages', () => {
  it('no code outside the language folders and the wing names a language', () => {
    expect(namings()).toEqual([]);
  });

  it('the rules catch what they are for', () => {
    const caught = (code: string) => RULES.filter(([, pattern]) => pattern.test(code)).map(([rule]) => rule);
    const lang = PREFIXED_LANGS[0]!;
    expect(caught(`if (lang === '${lang}') x();`)).toEqual(['a quoted language code']);
    expect(caught(`const home = '/${lang}';`)).toEqual(['an address under a language prefix']);
    expect(caught(`\`/${lang}/account\``)).toEqual(['an address under a language prefix', 'a path into a language folder']);
    expect(caught(`import { mails } from '../messages/${lang}/mail';`)).toEqual(['a path into a language folder']);
    expect(caught(`select title_${lang} from events`)).toEqual(['a _<code> name']);
    expect(caught(`<input lang="${lang}" />`)).toEqual(['a quoted language code']);
    expect(caught(`if (lang === DEFAULT_LANG) x(); const prefix = LANG_PREFIX[lang];`)).toEqual([]);
    expect(codeOf(`  // Amharic pages under '/${lang}'`)).toBe('');
  });

  it('its lists name files that exist, so an entry goes when its file does', () => {
    for (const file of [...WING, ...NOT_A_LANGUAGE.map((n) => n.file)]) expect(statSync(join(ROOT, file)).isFile()).toBe(true);
  });
});
