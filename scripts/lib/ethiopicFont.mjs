// The Ethiopic typeface of the Amharic pages (Noto Sans Ethiopic, SIL Open Font License), made at build time from the
// npm package @fontsource/noto-sans-ethiopic: each weight cut down to the Ethiopic letters and punctuation Amharic
// uses, as woff2. src/styles/ethiopicFace.ts (for the Amharic pages and the staff area) points at the files through
// the `@ethiopic-font/` alias the Vite plugin below sets up; Vite then copies them into dist/assets/ under hashed names
// (served with long caching).
//
// Two real weights, regular and bold, and no kerning: the font's kerning table is bigger than all its letters, and with
// it a single weight would use most of the budget, so headings, buttons and labels would have to lose their bold.
// Ethiopic letters are drawn to sit evenly without kerning; the marks (mark, mkmk) and contextual forms (calt) stay.

import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The Ethiopic block: the syllables, Ethiopic punctuation (፡ ። ፣ ፤ ፥ ፦ ፧ ፨) and numerals. */
export const ETHIOPIC_FIRST = 0x1200;
export const ETHIOPIC_LAST = 0x137f;
export const ETHIOPIC_UNICODE_RANGE = 'U+1200-137F';
/** The faces shipped: the page's text and its bold (headings, buttons, labels). */
export const ETHIOPIC_WEIGHTS = /** @type {const} */ ([400, 700]);
/** At most this many bytes of font on an Amharic page (every face it uses). */
export const FONT_BUDGET_BYTES = 60 * 1024;
/** The import prefix the stylesheet uses for the generated files. */
export const FONT_ALIAS = '@ethiopic-font';
/** Where the files are written (git ignores .tmp/). */
export const DEFAULT_FONT_DIR = join(root, '.tmp', 'ethiopic-font');

export const ethiopicFontFile = (weight) => `noto-sans-ethiopic-${weight}.woff2`;

/**
 * The Latin letters of the same typeface (Noto Sans Ethiopic's Latin cut, that is Noto Sans), both weights, as
 * Fontsource ships them: English pages, and the Latin words and digits on Amharic ones, are set in the same design as
 * the Ge'ez letters instead of whatever sans-serif the phone has. Kept whole (with its kerning: Latin needs it, and the
 * cut is small).
 */
export const latinFontFile = (weight) => `noto-sans-latin-${weight}.woff2`;
/** The characters the Latin files hold (Fontsource's `latin` subset). */
export const LATIN_UNICODE_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
const latinSource = (weight) => require.resolve(`@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-latin-${weight}-normal.woff2`);

/** The layout features kept: contextual forms and the placing of marks; kerning goes (see above). */
const KEEP_FEATURES = ['calt', 'mark', 'mkmk'];
/** Name table entries kept besides the defaults: the copyright, and the licence and its address the OFL asks for. */
const KEEP_NAME_IDS = [0, 13, 14];

const ethiopicLetters = () => {
  let text = '';
  for (let c = ETHIOPIC_FIRST; c <= ETHIOPIC_LAST; c++) text += String.fromCodePoint(c);
  return text;
};

/** One weight of the typeface, subset to the Ethiopic block, as woff2 bytes. */
export async function subsetEthiopic(weight) {
  const source = require.resolve(`@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-ethiopic-${weight}-normal.woff2`);
  return subsetFont(await readFile(source), ethiopicLetters(), {
    targetFormat: 'woff2',
    keepFeatures: KEEP_FEATURES,
    preserveNameIds: KEEP_NAME_IDS,
  });
}

/** What the files are made from and how: when it changes, the files are made again. */
const recipe = () =>
  JSON.stringify({
    font: require('@fontsource/noto-sans-ethiopic/package.json').version,
    subsetter: require('subset-font/package.json').version,
    range: ETHIOPIC_UNICODE_RANGE,
    weights: ETHIOPIC_WEIGHTS,
    features: KEEP_FEATURES,
    names: KEEP_NAME_IDS,
    latin: LATIN_UNICODE_RANGE,
  });

/** Replaces a file whole, so another build reading or writing the same file at that moment sees the old or the new. */
async function replaceFile(path, bytes) {
  // Unique per call: the test runner starts several Vite servers in one process, each running this at once.
  const temporary = `${path}.${process.pid}.${randomUUID()}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, path);
}

/**
 * Writes every weight into `dir` (and beside them the Latin files) and returns the Ethiopic files. Subsetting takes a
 * few seconds, so it is skipped when the files there were made by the same recipe.
 */
export async function writeEthiopicFonts(dir = DEFAULT_FONT_DIR) {
  await mkdir(dir, { recursive: true });
  const stamp = join(dir, 'recipe.json');
  const paths = ETHIOPIC_WEIGHTS.map((weight) => ({ weight, path: join(dir, ethiopicFontFile(weight)) }));
  const made = (await readFile(stamp, 'utf8').catch(() => '')) === recipe();
  const latin = ETHIOPIC_WEIGHTS.map((weight) => join(dir, latinFontFile(weight)));
  const sizes = made
    ? await Promise.all(
        [...paths, ...latin.map((path) => ({ path }))].map(({ path }) =>
          stat(path).then(
            (s) => s.size,
            () => undefined,
          ),
        ),
      )
    : [];
  if (made && sizes.every((size) => size !== undefined)) return paths.map((p, i) => ({ ...p, bytes: sizes[i] }));
  const files = [];
  for (const { weight, path } of paths) {
    const bytes = await subsetEthiopic(weight);
    await replaceFile(path, bytes);
    files.push({ weight, path, bytes: bytes.length });
  }
  for (const [i, weight] of ETHIOPIC_WEIGHTS.entries()) await replaceFile(latin[i], await readFile(latinSource(weight)));
  await replaceFile(stamp, recipe());
  return files;
}

/**
 * The Vite plugin of both builds: it makes the font files before any stylesheet is compiled and lets the stylesheets
 * name them as `@ethiopic-font/<file>`. The Amharic pages use them; in the English build only the staff area's
 * stylesheet does (staff type Amharic there). Every page names the Latin files.
 */
export function ethiopicFont({ dir = DEFAULT_FONT_DIR } = {}) {
  return {
    name: 'ethiopic-font',
    config: () => ({ resolve: { alias: [{ find: FONT_ALIAS, replacement: dir }] } }),
    async buildStart() {
      // Once per process and folder: the test runner starts a Vite server per project, all at the same moment.
      if (!writing.has(dir)) writing.set(dir, writeEthiopicFonts(dir));
      await writing.get(dir);
    },
  };
}

/** The font files being made, by folder, in this process. */
const writing = new Map();
