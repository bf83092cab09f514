// The Ethiopic typeface's @font-face rules (files made at build time by scripts/lib/ethiopicFont.mjs, which sets up the
// `@ethiopic-font/` alias): the Amharic pages' stylesheet and the staff area's both declare them. Only Ethiopic letters
// come from these files (unicode-range): digits and Latin keep the system font, and a page that shows no Ethiopic text
// downloads nothing. With swap, text shows at once in a system font and changes when the file arrives, instead of
// staying invisible on a slow network.
import { globalFontFace } from '@vanilla-extract/css';

export const ETHIOPIC_FAMILY = 'Noto Sans Ethiopic';

/** Declares the regular face and the real bold (headings, buttons, labels); weights 500 and 600 fall on these two. */
export function ethiopicFontFaces() {
  for (const weight of [400, 700] as const) {
    globalFontFace(ETHIOPIC_FAMILY, {
      src: `url("@ethiopic-font/noto-sans-ethiopic-${weight}.woff2") format("woff2")`,
      fontWeight: weight,
      fontStyle: 'normal',
      fontDisplay: 'swap',
      unicodeRange: 'U+1200-137F',
    });
  }
}
