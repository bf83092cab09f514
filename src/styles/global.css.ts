import { globalStyle } from '@vanilla-extract/css';
import { latinFontFaces } from './ethiopicFace';
import { languageNameFace } from './languageNameFace';
import { vars } from './theme.css';

// The switcher's "አማርኛ" on English pages, on a phone without an Ethiopic font (src/styles/languageNameFace.ts).
languageNameFace();
// Latin letters in the typeface of the Amharic pages, in both languages.
latinFontFaces();

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', {
  scrollPaddingTop: `calc(${vars.layout.navHeight} + 12px)`,
  WebkitTextSizeAdjust: '100%',
});
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.size.md,
  lineHeight: 1.6,
  color: vars.color.ink,
  background: vars.color.page,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.heading,
  lineHeight: 1.2,
  color: vars.color.ink,
  margin: `0 0 ${vars.space[3]}`,
});
globalStyle('p', { margin: `0 0 ${vars.space[4]}` });
globalStyle('a', { color: vars.color.brand, textUnderlineOffset: '2px' });
globalStyle('a:hover', { color: vars.color.brandDark });
globalStyle('img, svg', { maxWidth: '100%', display: 'block' });
// A file chooser's width is the browser's own; on a phone it may be wider than its box.
globalStyle('input[type="file"]', { maxWidth: '100%' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('::selection', { background: vars.color.accentSoft });
globalStyle('.visually-hidden', {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0,0,0,0)',
  whiteSpace: 'nowrap',
  border: 0,
});
globalStyle('@media (prefers-reduced-motion: reduce)', {});
globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms',
      transitionDuration: '0.01ms',
      scrollBehavior: 'auto',
    },
  },
});
