// The typeface's @font-face rules (files made at build time by scripts/lib/ethiopicFont.mjs, which sets up the
// `@ethiopic-font/` alias). The Ethiopic faces: the Amharic pages' stylesheet and the staff area's both declare them;
// only Ethiopic letters come from them (unicode-range), so a page that shows no Ethiopic text downloads nothing. With
// swap, Ge'ez text shows at once in a system font and changes when the file arrives, instead of staying invisible on a
// slow network. The Latin faces of the same design (below) serve every page's Latin letters and digits.
import { globalFontFace } from '@vanilla-extract/css';

export const ETHIOPIC_FAMILY = 'Noto Sans Ethiopic';
/**
 * The same typeface's Latin letters (Noto Sans), self-hosted for every page: one design for both scripts. Its own
 * family name, so that on English pages it does not hide a Noto Sans Ethiopic the phone may have for Ge'ez text.
 */
export const LATIN_FAMILY = 'ECA Noto Sans';
/** Fontsource's `latin` subset, the characters the Latin files hold (scripts/lib/ethiopicFont.mjs). */
const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/**
 * Declares the Latin regular and bold (global.css.ts, so every page and the staff area). Optional, not swap: a phone
 * always has Latin letters of its own, so a page never waits for these and never changes its text's shape once shown
 * (a swap moves every line and lays the page out again, a long task on a cheap phone). English pages preload them,
 * so they are usually there for the first paint; otherwise the next page has them from the cache.
 */
export const latinFontFaces = () => regularAndBold(LATIN_FAMILY, 'noto-sans-latin', 'optional', LATIN_RANGE);

/** Declares the regular face and the real bold (headings, buttons, labels); weights 500 and 600 fall on these two. */
export const ethiopicFontFaces = () => regularAndBold(ETHIOPIC_FAMILY, 'noto-sans-ethiopic', 'swap', 'U+1200-137F');

/** One family's two faces, from the files `<file>-400.woff2` and `<file>-700.woff2` the build makes. */
function regularAndBold(family: string, file: string, fontDisplay: 'optional' | 'swap', unicodeRange: string) {
  for (const weight of [400, 700] as const) {
    globalFontFace(family, {
      src: `url("@ethiopic-font/${file}-${weight}.woff2") format("woff2")`,
      fontWeight: weight,
      fontStyle: 'normal',
      fontDisplay,
      unicodeRange,
    });
  }
}
