// The Amharic pages' typography: Noto Sans Ethiopic, self-hosted (made at build time by scripts/lib/ethiopicFont.mjs,
// which also sets up the `@ethiopic-font/` alias), and sizes for Ethiopic letters, whose many small strokes need a
// larger body size and more space between lines than Latin letters.
import { globalStyle } from '@vanilla-extract/css';
import { ethiopicFontFaces, ETHIOPIC_FAMILY as FAMILY, LATIN_FAMILY } from '../ethiopicFace';
import { vars } from '../theme.css';

ethiopicFontFaces();

// `html:root` outranks the theme's `:root`, whatever order the stylesheets arrive in.
globalStyle('html:root', {
  vars: {
    [vars.font.body]:
      `"${FAMILY}", "${LATIN_FAMILY}", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif`,
    // Headings in the same family as the text, as on the English pages: one voice in both languages.
    [vars.font.heading]:
      `"${FAMILY}", "${LATIN_FAMILY}", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif`,
    // Body text at 17 px, small print no smaller than 14 px; headings a step smaller than the English ones, since
    // Ethiopic letters are as tall as capitals and Amharic headings run longer.
    [vars.size.xs]: '0.875rem',
    [vars.size.sm]: '1rem',
    [vars.size.md]: '1.0625rem',
    [vars.size.lg]: '1.1875rem',
    [vars.size.xl]: '1.3125rem',
    [vars.size['2xl']]: '1.625rem',
    [vars.size['3xl']]: '2rem',
    [vars.size['4xl']]: '2.5rem',
  },
  // Never a slanted or smeared copy of the regular face: Ethiopic has no italic, and bold is a real face.
  fontSynthesis: 'none',
});

globalStyle('html body', { lineHeight: 1.7 });
// The marks above and below Ethiopic letters need more room than Latin headings leave; a long word wraps rather than
// overflowing a phone's screen.
globalStyle('html h1, html h2, html h3, html h4', { lineHeight: 1.35, overflowWrap: 'break-word' });
