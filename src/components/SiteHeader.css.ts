import { globalStyle, type StyleRule, style } from '@vanilla-extract/css';
import { LANGS, type Lang } from '../../contract/languages';
import { skipLink } from '../styles/rules';
import { breakpoints, vars } from '../styles/theme.css';

export const header = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: 50,
  height: vars.layout.navHeight,
  background: 'rgba(255,255,255,0.97)',
  borderBottom: `1px solid ${vars.color.line}`,
  boxShadow: vars.shadow.sm,
});
/**
 * Each language's header from the desktop layout up: the least window width at which it fits (below it the links stay
 * folded into the menu, as on a phone), and in how many rows. One row holds the brand's name on two lines, the links,
 * the switcher's two other languages and the two buttons; where a language's links and buttons alone are wider than the
 * header's 1280 px, the links take a second row under the brand and the buttons. Measured in Chromium with the site's
 * fonts, in steps of 8 px: English fits one row from 1280 px, Amharic from 1112 px; Afaan Oromoo's links and buttons
 * take 1456 px, its two rows fit from 1048 px.
 */
const HEADER: Readonly<Record<Lang, { fitsFrom: number; rows: 1 | 2 }>> = {
  en: { fitsFrom: 1280, rows: 1 },
  am: { fitsFrom: 1120, rows: 1 },
  om: { fitsFrom: 1080, rows: 2 },
};
/** Where a desktop window still shows the folded menu: each such language's width range, and its page's selector. */
const FOLDS = LANGS.filter((lang) => HEADER[lang].fitsFrom > 1024).map((lang) => ({
  query: `${breakpoints.desktop} and (max-width: ${HEADER[lang].fitsFrom - 0.02}px)`,
  page: `:root:lang(${lang})`,
}));
/** Where a language's links take a row of their own: from where its two rows fit, and its page's selector. */
const TWO_ROWS = LANGS.filter((lang) => HEADER[lang].rows === 2).map((lang) => ({
  query: `screen and (min-width: ${HEADER[lang].fitsFrom}px)`,
  page: `:root:lang(${lang})`,
}));
/** The brand's row, and the links' row under it where they take one. */
const BRAND_ROW = '64px';
const LINK_ROW = '48px';

type Media = NonNullable<StyleRule['@media']>;
type Rules = NonNullable<Media[string]['selectors']>[string];
/** A part's media rules with `rules` added for it where the links take a row of their own. */
function inTwoRows(media: Media, rules: Rules): Media {
  const out: Media = { ...media };
  for (const { query, page } of TWO_ROWS) out[query] = { ...out[query], selectors: { ...out[query]?.selectors, [`${page} &`]: rules } };
  return out;
}
// The header is taller there, and all that keeps clear of it (the page's top, where a link's target scrolls to) with it.
for (const { query, page } of TWO_ROWS) {
  globalStyle(page, { '@media': { [query]: { vars: { [vars.layout.navHeight]: `calc(${BRAND_ROW} + ${LINK_ROW})` } } } });
}
export const inner = style({
  // A little wider than the page's column: the links, the switcher's two other languages and the buttons need it. A
  // language whose links take a row of their own keeps the column's width, its brand in line with the page below.
  maxWidth: `calc(${vars.layout.maxWidth} + 5rem)`,
  selectors: Object.fromEntries(TWO_ROWS.map(({ page }) => [`${page} &`, { maxWidth: vars.layout.maxWidth }])),
  height: '100%',
  margin: '0 auto',
  padding: `0 ${vars.space[4]}`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[4],
  // The buttons are placed in the brand's row against it (actions, below).
  '@media': inTwoRows({}, { flexWrap: 'wrap', alignContent: 'flex-start', rowGap: 0, position: 'relative' }),
});
export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  textDecoration: 'none',
  color: vars.color.brandDark,
  fontFamily: vars.font.heading,
  fontWeight: 700,
  fontSize: vars.size.lg,
  lineHeight: 1.1,
  marginRight: 'auto',
  minWidth: 0,
  '@media': inTwoRows({}, { height: BRAND_ROW }),
});
// The mark keeps its size when the row is tight: the name wraps instead.
globalStyle(`${brand} > svg`, { flexShrink: 0 });
export const brandText = style({ display: 'flex', flexDirection: 'column' });
export const brandSub = style({
  fontFamily: vars.font.body,
  fontSize: '0.6875rem',
  fontWeight: 500,
  color: vars.color.muted,
  letterSpacing: '0.02em',
  // On a small phone, and on a laptop beside the links, the name takes two lines and leaves the tagline no room in the
  // bar: the name alone, then. Where the links take a row of their own, the brand's row has the room.
  '@media': inTwoRows(
    {
      'screen and (max-width: 479.98px)': { display: 'none' },
      'screen and (min-width: 1024px) and (max-width: 1439.98px)': { display: 'none' },
    },
    { display: 'block' },
  ),
});
/** Below the desktop layout, where the links fold into the phone menu. */
const phone = 'screen and (max-width: 1023.98px)';

/** `selector` (a list, each part ending in `&`) inside the pages of `page`. */
const inPage = (page: string, selector: string) =>
  selector
    .split(',')
    .map((part) => `${page} ${part.trim()}`)
    .join(', ');
/**
 * A part's media rules with the folded menu's rules added where a desktop window still folds: `folded` maps a selector
 * of the part (`&`, or one naming a state such as `&[data-open="true"]`) to the phone's rules for it there.
 */
function foldedAtDesktop(media: Media, folded: Record<string, Rules>): Media {
  const out: Media = { ...media };
  for (const { query, page } of FOLDS) {
    const selectors = { ...out[query]?.selectors };
    for (const [selector, rules] of Object.entries(folded)) selectors[inPage(page, selector)] = rules;
    out[query] = { ...out[query], selectors };
  }
  return out;
}
/**
 * The header and its row are what the toggles' fragments target (SiteHeader.tsx). They open the menus only until the
 * app takes the page over (src/app.tsx removes `data-prerendered` from #root); its state decides from then on.
 */
const beforeApp = '[data-prerendered]';
/** `&` while the phone menu is open without the app (its target, or the dropdown's, which holds it). */
const menuOpenBeforeApp = `${beforeApp} ${inner}:target &, ${beforeApp} ${header}:target &`;
/** `&` while the dropdown is open without the app. */
const dropdownOpenBeforeApp = `${beforeApp} ${header}:target &`;

const toggleLook = {
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.ink,
  cursor: 'pointer',
} as const;
export const menuToggle = style({
  ...toggleLook,
  display: 'inline-flex',
  selectors: { [menuOpenBeforeApp]: { display: 'none' } },
  '@media': foldedAtDesktop(
    { [breakpoints.desktop]: { display: 'none' } },
    { '&': { display: 'inline-flex' }, [menuOpenBeforeApp]: { display: 'none' } },
  ),
});
/** The close link that stands in for the toggle while the menu is open without the app. */
export const menuClose = style({
  ...toggleLook,
  display: 'none',
  '@media': foldedAtDesktop(
    { [phone]: { selectors: { [menuOpenBeforeApp]: { display: 'inline-flex' } } } },
    { [menuOpenBeforeApp]: { display: 'inline-flex' } },
  ),
});
export const nav = style({
  display: 'none',
  position: 'absolute',
  top: vars.layout.navHeight,
  left: 0,
  right: 0,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.line}`,
  boxShadow: vars.shadow.lg,
  padding: vars.space[4],
  maxHeight: `calc(100vh - ${vars.layout.navHeight})`,
  overflowY: 'auto',
  '@media': foldedAtDesktop(
    inTwoRows(
      {
        [phone]: { selectors: { '&[data-open="true"]': { display: 'block' }, [menuOpenBeforeApp]: { display: 'block' } } },
        [breakpoints.desktop]: {
          display: 'flex',
          position: 'static',
          alignItems: 'center',
          gap: vars.space[3],
          padding: 0,
          boxShadow: 'none',
          border: 'none',
          background: 'transparent',
          maxHeight: 'none',
          overflow: 'visible',
        },
      },
      // The links' row, under the brand, the whole width, set apart by a line; the header's bottom border is its last
      // pixel. The nav stays a box, a landmark for every screen reader.
      { flexBasis: '100%', height: `calc(${LINK_ROW} - 1px)`, borderTop: `1px solid ${vars.color.line}` },
    ),
    {
      // On a wide window the folded menu is a panel at the right, under the menu button, not a band across the page.
      '&': {
        display: 'none',
        position: 'absolute',
        left: 'auto',
        width: 'min(26rem, 100%)',
        padding: vars.space[4],
        boxShadow: vars.shadow.lg,
        border: `1px solid ${vars.color.line}`,
        background: vars.color.surface,
        maxHeight: `calc(100vh - ${vars.layout.navHeight})`,
        overflowY: 'auto',
      },
      '&[data-open="true"]': { display: 'block' },
      [menuOpenBeforeApp]: { display: 'block' },
    },
  ),
});
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  '@media': foldedAtDesktop(
    { [breakpoints.desktop]: { flexDirection: 'row', alignItems: 'center', gap: vars.space[1] } },
    { '&': { flexDirection: 'column', alignItems: 'stretch' } },
  ),
});
export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: '44px',
  padding: `0 ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  color: vars.color.ink,
  textDecoration: 'none',
  fontWeight: 500,
  fontSize: vars.size.sm,
  background: 'none',
  border: 'none',
  cursor: 'pointer',
  width: '100%',
  selectors: {
    '&:hover': { background: vars.color.brandSoft, color: vars.color.brandDark },
    '&[data-status="active"], &.active': { color: vars.color.brand, fontWeight: 700 },
  },
  // One line each on a wide screen, a little closer together, so the eight links, the switcher and Join Us fit one row.
  '@media': foldedAtDesktop(
    { [breakpoints.desktop]: { width: 'auto', whiteSpace: 'nowrap', padding: '0 0.375rem' } },
    { '&': { width: '100%', whiteSpace: 'normal', padding: `0 ${vars.space[3]}` } },
  ),
});
export const dropdown = style({ position: 'relative' });
export const dropdownToggle = style([link, { selectors: { [dropdownOpenBeforeApp]: { display: 'none' } } }]);
/** The close link that stands in for the dropdown's toggle while it is open without the app. */
export const dropdownClose = style([link, { display: 'none', selectors: { [dropdownOpenBeforeApp]: { display: 'flex' } } }]);
globalStyle(`${dropdownClose} svg`, { transform: 'rotate(180deg)' });
export const submenu = style({
  listStyle: 'none',
  margin: 0,
  padding: `0 0 0 ${vars.space[4]}`,
  display: 'none',
  selectors: { '&[data-open="true"]': { display: 'block' }, [dropdownOpenBeforeApp]: { display: 'block' } },
  '@media': foldedAtDesktop(
    {
      [breakpoints.desktop]: {
        position: 'absolute',
        top: 'calc(100% + 6px)',
        left: 0,
        minWidth: '220px',
        padding: vars.space[2],
        background: vars.color.surface,
        border: `1px solid ${vars.color.line}`,
        borderRadius: vars.radius.md,
        boxShadow: vars.shadow.lg,
      },
    },
    { '&': { position: 'static', minWidth: 0, padding: `0 0 0 ${vars.space[4]}`, background: 'none', border: 'none', boxShadow: 'none' } },
  ),
});
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  marginTop: vars.space[3],
  '@media': foldedAtDesktop(
    inTwoRows(
      { [breakpoints.desktop]: { flexDirection: 'row', alignItems: 'center', marginTop: 0, whiteSpace: 'nowrap' } },
      // In the brand's row, at its right, where the header's row puts them; they follow the links in the page's order
      // (for the keyboard and screen readers) as everywhere else.
      { position: 'absolute', top: 0, right: vars.space[4], height: BRAND_ROW },
    ),
    { '&': { flexDirection: 'column', alignItems: 'stretch', marginTop: vars.space[3], whiteSpace: 'normal' } },
  ),
});
export const spacer = style({ height: vars.layout.navHeight });
export const skip = style(skipLink);
/** The language switcher: a link like the others, outlined, so it reads as a choice rather than a page of the site. */
export const langSwitch = style([
  link,
  {
    justifyContent: 'center',
    border: `1px solid ${vars.color.line}`,
    whiteSpace: 'nowrap',
  },
]);
