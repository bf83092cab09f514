// The admin area's look: the frame (sidebar + header), tables, toolbars, dialogs, stat cards and charts.
import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { ETHIOPIC_FAMILY, ethiopicFontFaces } from '../styles/ethiopicFace';
import { centeredDialog, framedPanel, overlayLayer, skipLink, spreadRow } from '../styles/rules';
import { breakpoints, vars } from '../styles/theme.css';

const SIDEBAR = '248px';

// Staff type Amharic titles and descriptions on the English staff area too, and many computers have no Ethiopic font:
// the staff area carries the Amharic pages' typeface. The public pages' first view never loads this stylesheet, and the
// files download only when Ethiopic letters are on screen (the frame and dialogs name the family below).
ethiopicFontFaces();

export const frame = style({
  minHeight: '100vh',
  background: vars.color.page,
  display: 'flex',
  // The open sidebar's colour is painted by the frame too, so it runs the page's whole length however long the page is
  // (a fixed box is only as tall as the window, which a full-page capture or a printout shows as a half-height bar).
  '@media': {
    [breakpoints.desktop]: {
      selectors: {
        '&[data-sidebar="open"]': {
          background: `linear-gradient(to right, ${vars.color.brandDark} ${SIDEBAR}, ${vars.color.page} ${SIDEBAR})`,
        },
      },
    },
  },
});

export const sidebar = style({
  position: 'fixed',
  inset: '0 auto 0 0',
  width: SIDEBAR,
  background: vars.color.brandDark,
  color: vars.color.onBrand,
  display: 'flex',
  flexDirection: 'column',
  zIndex: 40,
  transform: 'translateX(-100%)',
  transition: 'transform 160ms ease',
  overflowY: 'auto',
  selectors: { '&[data-open="true"]': { transform: 'translateX(0)', boxShadow: vars.shadow.lg } },
  '@media': {
    [breakpoints.desktop]: {
      transform: 'translateX(0)',
      selectors: { '&[data-open="false"]': { transform: 'translateX(-100%)' }, '&[data-open="true"]': { boxShadow: 'none' } },
    },
  },
});

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  background: 'rgba(10, 25, 18, 0.45)',
  zIndex: 30,
  border: 0,
  '@media': { [breakpoints.desktop]: { display: 'none' } },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: vars.space[4],
  fontFamily: vars.font.heading,
  fontSize: vars.size.lg,
  fontWeight: 700,
  borderBottom: '1px solid rgba(255,255,255,0.12)',
});

export const navList = style({ listStyle: 'none', margin: 0, padding: `${vars.space[3]} ${vars.space[2]}`, display: 'grid', gap: '2px' });

export const navLink = style({
  display: 'block',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  color: 'rgba(255,255,255,0.88)',
  textDecoration: 'none',
  fontSize: vars.size.sm,
  // On a laptop the fourteen links and the sign-out buttons fit an 800 px window in both languages (Ethiopic lines are
  // taller): a tighter line there; a phone's menu keeps the taller rows for fingers.
  '@media': { [breakpoints.desktop]: { lineHeight: 1.35, paddingBlock: '6px' } },
  selectors: {
    '&:hover': { background: 'rgba(255,255,255,0.10)', color: vars.color.onBrand },
    '&[data-status="active"]': { background: vars.color.brand, color: vars.color.onBrand, fontWeight: 600 },
  },
});

export const sidebarFoot = style({ marginTop: 'auto', padding: vars.space[3], display: 'grid', gap: vars.space[2] });

export const logout = style({
  width: '100%',
  minHeight: '40px',
  borderRadius: vars.radius.md,
  border: '1px solid rgba(255,255,255,0.35)',
  background: 'transparent',
  color: vars.color.onBrand,
  cursor: 'pointer',
  fontWeight: 600,
  selectors: { '&:hover': { background: 'rgba(255,255,255,0.10)' } },
});

/** Sign out everywhere: beside Logout, quieter (it is rarer), the same size to tap. */
export const logoutEverywhere = style([
  logout,
  {
    fontWeight: 500,
    fontSize: vars.size.sm,
    borderStyle: 'dashed',
    selectors: { '&:disabled': { cursor: 'progress' } },
  },
]);

export const sidebarAlert = style({
  margin: 0,
  padding: vars.space[2],
  borderRadius: vars.radius.md,
  background: 'rgba(0,0,0,0.25)',
  color: vars.color.onBrand,
  fontSize: vars.size.xs,
  lineHeight: 1.4,
});

export const siteLink = style({
  color: 'rgba(255,255,255,0.8)',
  fontSize: vars.size.xs,
  textAlign: 'center',
  selectors: { '&:hover': { color: '#fff' } },
});

export const body = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  transition: 'margin-left 160ms ease',
  '@media': { [breakpoints.desktop]: { marginLeft: SIDEBAR, selectors: { '[data-sidebar="closed"] &': { marginLeft: 0 } } } },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  height: vars.layout.navHeight,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.line}`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  padding: `0 ${vars.space[4]}`,
});

export const toggle = style({
  width: '44px',
  height: '44px',
  display: 'inline-grid',
  placeItems: 'center',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
});

export const headerTitle = style({
  fontWeight: 700,
  fontSize: vars.size.md,
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const who = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], fontSize: vars.size.sm, color: vars.color.inkSoft });
export const whoName = style({ display: 'none', '@media': { [breakpoints.tablet]: { display: 'inline' } } });

export const main = style({
  padding: vars.space[4],
  width: '100%',
  maxWidth: '1240px',
  '@media': { [breakpoints.tablet]: { padding: vars.space[6] } },
});

// A wrapping row with its items pushed to both ends: a page's title and actions, the pager's count and buttons.
export const pageHead = style({ ...spreadRow(vars.space[3]), marginBottom: vars.space[4] });
export const pageTitle = style({ margin: 0, fontSize: vars.size['2xl'] });
export const muted = style({ color: vars.color.muted, fontSize: vars.size.sm, margin: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  alignItems: 'flex-end',
  marginBottom: vars.space[3],
});
export const searchForm = style({ flex: '1 1 240px', maxWidth: '420px' });
export const searchInner = style({ display: 'flex', gap: vars.space[2] });
export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: '40px',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
// A select is as wide as its longest option (a long event title): the filter keeps it within the toolbar.
export const filter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  fontSize: vars.size.xs,
  fontWeight: 600,
  minWidth: 0,
  maxWidth: 'min(100%, 24rem)',
});
globalStyle(`${filter} > select`, { width: '100%', maxWidth: '100%', textOverflow: 'ellipsis' });

export const tableWrap = style({
  ...framedPanel,
  overflowX: 'auto',
  position: 'relative',
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.size.sm });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderBottom: `1px solid ${vars.color.line}`,
  verticalAlign: 'top',
});
globalStyle(`${table} th`, {
  background: vars.color.surfaceAlt,
  fontWeight: 600,
  // A heading may wrap between its words: a column of small counts need not be as wide as its name.
  whiteSpace: 'normal',
  fontSize: vars.size.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.03em',
  color: vars.color.inkSoft,
});
// A long word wraps inside its cell rather than widening the table past its box (emails, which have no spaces, are
// marked wrapAnywhere where they are shown): the row's actions stay in view on a laptop without scrolling sideways.
globalStyle(`${table} td`, { overflowWrap: 'break-word' });
globalStyle(`${table} tbody tr:last-child td`, { borderBottom: 0 });
globalStyle(`${table} tbody tr:hover td`, { background: vars.color.page });

/** On a phone each row becomes a card: the column names move beside their values (from the cells' data-label). */
export const stackOnPhone = style({});
const phone = 'screen and (max-width: 719px)';
globalStyle(`${stackOnPhone} thead`, {
  '@media': {
    [phone]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  },
});
globalStyle(`${stackOnPhone}, ${stackOnPhone} tbody, ${stackOnPhone} tr`, { '@media': { [phone]: { display: 'block' } } });
globalStyle(`${stackOnPhone} tr`, {
  '@media': { [phone]: { padding: `${vars.space[2]} 0`, borderBottom: `1px solid ${vars.color.line}` } },
});
globalStyle(`${stackOnPhone} td`, {
  '@media': {
    [phone]: {
      display: 'grid',
      // The value column may not grow past the card: long emails and the row's buttons wrap inside it. The names' column
      // is narrow enough that a usual email (name@example.org) stays on one line at 375 px; the names wrap instead.
      gridTemplateColumns: '7rem minmax(0, 1fr)',
      gap: vars.space[3],
      borderBottom: 0,
      padding: `${vars.space[1]} ${vars.space[3]}`,
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
    },
  },
});
globalStyle(`${stackOnPhone} td::before`, {
  '@media': {
    [phone]: {
      content: 'attr(data-label)',
      fontSize: vars.size.xs,
      fontWeight: 600,
      textTransform: 'uppercase',
      letterSpacing: '0.03em',
      color: vars.color.inkSoft,
    },
  },
});

export const rowActions = style({
  overflowWrap: 'normal',
  display: 'flex',
  flexWrap: 'nowrap',
  gap: vars.space[1],
  '@media': { [phone]: { flexWrap: 'wrap' } },
});
export const cellStrong = style({ fontWeight: 600, color: vars.color.ink });
export const nowrap = style({ whiteSpace: 'nowrap' });

export const stateBox = style({ padding: vars.space[6], textAlign: 'center', color: vars.color.muted });
export const busy = style({ opacity: 0.55, pointerEvents: 'none' });

export const pager = style({
  ...spreadRow(vars.space[2]),
  marginTop: vars.space[3],
  fontSize: vars.size.sm,
  color: vars.color.inkSoft,
});
export const pagerButtons = style({ display: 'flex', gap: vars.space[2], alignItems: 'center' });

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
export const overlay = style(overlayLayer('rgba(10, 25, 18, 0.5)', `${fadeIn} 120ms ease`));
export const dialog = style({
  position: 'fixed',
  zIndex: 51,
  inset: 'auto 0 0 0',
  maxHeight: '92vh',
  overflowY: 'auto',
  background: vars.color.surface,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  padding: vars.space[5],
  boxShadow: vars.shadow.lg,
  '@media': {
    [breakpoints.tablet]: {
      ...centeredDialog('min(640px, calc(100vw - 48px))'),
      borderRadius: vars.radius.lg,
    },
  },
});
// First in the lists: a system font earlier in them may claim Ethiopic letters and draw empty boxes. Its unicode-range
// keeps Latin text in the usual fonts.
globalStyle(`${frame}, ${dialog}`, { fontFamily: `"${ETHIOPIC_FAMILY}", ${vars.font.body}` });
globalStyle(`${frame} :is(h1, h2, h3, h4), ${dialog} :is(h1, h2, h3, h4)`, {
  fontFamily: `"${ETHIOPIC_FAMILY}", ${vars.font.heading}`,
});
export const dialogSmall = style({ '@media': { [breakpoints.tablet]: { width: 'min(440px, calc(100vw - 48px))' } } });
export const dialogTitle = style({ margin: `0 0 ${vars.space[3]}`, fontSize: vars.size.xl });
export const dialogActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space[2],
  marginTop: vars.space[4],
  flexWrap: 'wrap',
});
export const dialogText = style({ margin: `0 0 ${vars.space[2]}` });
export const messageBody = style({
  whiteSpace: 'pre-wrap',
  background: vars.color.surfaceAlt,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  margin: `${vars.space[3]} 0`,
});
export const dl = style({
  display: 'grid',
  // A long label wraps within its share instead of squeezing the value to one character a line.
  gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)',
  gap: `${vars.space[1]} ${vars.space[3]}`,
  margin: 0,
  fontSize: vars.size.sm,
});
globalStyle(`${dl} dt`, { fontWeight: 600, color: vars.color.inkSoft });
globalStyle(`${dl} dd`, { margin: 0, overflowWrap: 'break-word' });

export const statGrid = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  marginBottom: vars.space[5],
});
export const stat = style({
  ...framedPanel,
  padding: vars.space[4],
  display: 'grid',
  gap: vars.space[1],
  alignContent: 'start',
});
export const statLabel = style({ fontSize: vars.size.sm, color: vars.color.inkSoft, fontWeight: 600 });
export const statValue = style({ fontSize: vars.size['3xl'], fontWeight: 700, color: vars.color.brandDark, lineHeight: 1.1 });
export const statNote = style({ fontSize: vars.size.xs, color: vars.color.muted });

export const panels = style({
  display: 'grid',
  gap: vars.space[4],
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: '2fr 1fr' } },
});
/** Two rows of panels one below the other (the dashboard's) are as far apart as the panels within a row. */
globalStyle(`${panels} + ${panels}`, { marginTop: vars.space[4] });
export const panel = style({
  ...framedPanel,
  padding: vars.space[4],
  minWidth: 0,
});
export const panelTitle = style({ margin: `0 0 ${vars.space[3]}`, fontSize: vars.size.lg });
/** Panels one above the other, apart. */
export const panelColumn = style({ display: 'grid', gap: vars.space[4] });
/** A panel set apart from the form above it. */
export const apart = style({ marginTop: vars.space[4] });
/** A step within a panel (a data request's Correct and Erase): set apart from the button that ends the step above. */
export const panelStep = style({ margin: `${vars.space[5]} 0 ${vars.space[2]}`, fontSize: vars.size.md });
/** A form whose answer shows right below it: its button does not touch the answer. */
export const answeredForm = style({ marginBottom: vars.space[3] });
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[2], alignContent: 'start' });
export const activityItem = style({
  display: 'grid',
  gap: '2px',
  paddingBottom: vars.space[2],
  borderBottom: `1px solid ${vars.color.line}`,
});

// A chart spans its card; the cards sit side by side on a wide screen, so a chart keeps a sensible height.
export const chart = style({ display: 'block', width: '100%', height: 'auto', overflow: 'visible' });
export const chartBar = style({ fill: vars.color.brand });
export const chartBarAlt = style({ fill: vars.color.accent });
export const chartAxis = style({ stroke: vars.color.line, strokeWidth: 1 });
export const chartLabel = style({ fill: vars.color.muted, fontSize: '11px' });
export const chartLine = style({ fill: 'none', stroke: vars.color.brand, strokeWidth: 2 });
export const chartArea = style({ fill: vars.color.brandSoft });

export const skip = style(skipLink);

export const formGrid = style({ display: 'grid', gap: `0 ${vars.space[4]}`, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' });
export const fieldset = style({ border: 0, padding: 0, margin: 0, minWidth: 0 });
/** The optional Amharic texts, set apart from the English fields above them. */
export const translation = style({
  border: 0,
  borderTop: `1px solid ${vars.color.line}`,
  padding: `${vars.space[3]} 0 0`,
  margin: `${vars.space[3]} 0 0`,
  minWidth: 0,
});
export const translationLegend = style({ fontWeight: 600, padding: 0, float: 'left', width: '100%' });
export const translationHint = style({ clear: 'both', marginBottom: vars.space[3] });
/** The edit dialog's word on a built-in item's other languages, above the fields. */

export const replyLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.brand}`,
  fontWeight: 600,
  textDecoration: 'none',
});
export const receiptImage = style({ maxWidth: '100%', maxHeight: '60vh', margin: '0 auto', borderRadius: vars.radius.md });
export const figure = style({ margin: 0 });
export const stack = style({
  display: 'grid',
  gap: vars.space[4],
  marginBottom: vars.space[4],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
});
globalStyle(`${stack} > *`, { minWidth: 0 });

/** The language switcher in the staff header: reloads the staff area in the other language. */
export const langSwitch = style([
  replyLink,
  {
    padding: `0 ${vars.space[3]}`,
    borderColor: vars.color.line,
    color: vars.color.ink,
    fontWeight: 500,
    fontSize: vars.size.sm,
    whiteSpace: 'nowrap',
    selectors: { '&:hover': { background: vars.color.brandSoft } },
  },
]);

/** Settings: each bank account's group of fields, and its name. */
export const accountGroup = style({ border: 0, padding: 0, margin: `0 0 ${vars.space[4]}`, minWidth: 0 });
export const legend = style({ fontWeight: 700, marginBottom: vars.space[2], padding: 0 });

/** A choice among a few radio buttons in a dialog: each a full-height tap target with its words beside it. */
export const radioChoice = style({
  display: 'flex',
  gap: vars.space[2],
  alignItems: 'center',
  minHeight: '44px',
  cursor: 'pointer',
});

/** A row's link to its own view, the size of the row's small buttons. */
export const rowLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '36px',
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.brand}`,
  fontSize: vars.size.xs,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
});

// One application under review: its facts beside the receipt on a laptop, one column on a phone.
export const reviewGrid = style({
  display: 'grid',
  gap: vars.space[4],
  // Apart from the decision above it as the panels are from each other.
  marginTop: vars.space[4],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});
export const reviewActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], alignItems: 'center' });
export const receiptFrame = style({
  width: '100%',
  height: '60vh',
  minHeight: '320px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
});
/** A detail of the member record that differs from the application. */
export const differs = style({ background: vars.color.warningSoft, fontWeight: 600 });
export const wrapAnywhere = style({ overflowWrap: 'anywhere' });
/** A second line under a no-wrap value (an event's time under its date) that may wrap. */
export const wrapLine = style({ whiteSpace: 'normal' });
