import { globalStyle, style } from '@vanilla-extract/css';
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
export const inner = style({
  maxWidth: vars.layout.maxWidth,
  height: '100%',
  margin: '0 auto',
  padding: `0 ${vars.space[4]}`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[4],
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
});
export const brandText = style({ display: 'flex', flexDirection: 'column' });
export const brandSub = style({
  fontFamily: vars.font.body,
  fontSize: '0.6875rem',
  fontWeight: 500,
  color: vars.color.muted,
  letterSpacing: '0.02em',
  // On a small phone, and on a laptop beside the links, the name takes two lines and leaves the tagline no room in the
  // bar: the name alone, then.
  '@media': {
    'screen and (max-width: 479.98px)': { display: 'none' },
    'screen and (min-width: 1024px) and (max-width: 1439.98px)': { display: 'none' },
  },
});
/** Below the desktop layout, where the links fold into the phone menu. */
const phone = 'screen and (max-width: 1023.98px)';
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
  '@media': { [breakpoints.desktop]: { display: 'none' } },
});
/** The close link that stands in for the toggle while the menu is open without the app. */
export const menuClose = style({
  ...toggleLook,
  display: 'none',
  '@media': { [phone]: { selectors: { [menuOpenBeforeApp]: { display: 'inline-flex' } } } },
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
  '@media': {
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
});
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  '@media': { [breakpoints.desktop]: { flexDirection: 'row', alignItems: 'center', gap: vars.space[1] } },
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
  '@media': { [breakpoints.desktop]: { width: 'auto', whiteSpace: 'nowrap', padding: `0 ${vars.space[2]}` } },
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
  '@media': {
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
});
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  marginTop: vars.space[3],
  '@media': { [breakpoints.desktop]: { flexDirection: 'row', alignItems: 'center', marginTop: 0, whiteSpace: 'nowrap' } },
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
