// Shared layout of the public pages: hero, sections, grids, cards, badges and panels.
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { bareList, displayTitle, framedPanel, pillShape } from '../../styles/rules';
import { breakpoints, vars } from '../../styles/theme.css';

export const hero = style({
  position: 'relative',
  background: `linear-gradient(135deg, ${vars.color.brandDark} 0%, ${vars.color.brand} 70%)`,
  color: vars.color.onBrand,
  padding: `${vars.space[7]} 0`,
  overflow: 'hidden',
  '@media': { [breakpoints.desktop]: { padding: `${vars.space[8]} 0` } },
});
export const heroHome = style({
  display: 'grid',
  gap: vars.space[6],
  alignItems: 'center',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: '1.1fr 1fr' } },
});
export const heroImage = style({ width: '100%', height: 'auto', borderRadius: vars.radius.lg, boxShadow: vars.shadow.lg });
export const eyebrow = style({
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  fontSize: vars.size.xs,
  fontWeight: 700,
  color: vars.color.accentDark,
  margin: 0,
});
export const heroEyebrow = style([eyebrow, { color: '#f6c453' }]);
export const heroTitle = style({
  ...displayTitle(vars.color.onBrand, 1.15),
  margin: `${vars.space[2]} 0 ${vars.space[4]}`,
  '@media': { [breakpoints.desktop]: { fontSize: vars.size['4xl'] } },
});
export const heroText = style({ fontSize: vars.size.lg, maxWidth: '62ch', margin: 0, color: '#e6f1ea' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3], marginTop: vars.space[5] });

export const section = style({
  padding: `${vars.space[7]} 0`,
  '@media': { [breakpoints.desktop]: { padding: `${vars.space[8]} 0` } },
});
export const sectionAlt = style([section, { background: vars.color.surfaceAlt }]);
export const sectionHead = style({ maxWidth: '70ch', marginBottom: vars.space[6] });
export const h2 = style({
  fontFamily: vars.font.heading,
  fontSize: vars.size['2xl'],
  color: vars.color.brandDark,
  margin: `${vars.space[1]} 0 ${vars.space[3]}`,
  '@media': { [breakpoints.desktop]: { fontSize: vars.size['3xl'] } },
});
export const h3 = style({ fontSize: vars.size.lg, margin: `0 0 ${vars.space[2]}`, color: vars.color.ink, lineHeight: 1.3 });
export const lead = style({ fontSize: vars.size.lg, color: vars.color.inkSoft, margin: 0 });
export const prose = style({ color: vars.color.inkSoft, lineHeight: 1.7, maxWidth: '70ch' });
globalStyle(`${prose} p`, { margin: `0 0 ${vars.space[4]}` });

export const grid = style({
  display: 'grid',
  gap: vars.space[5],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
  ...bareList,
});
export const grid3 = style([grid, { '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' } } }]);
export const grid2 = style({
  display: 'grid',
  ...bareList,
  gap: vars.space[5],
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});
export const split = style({
  display: 'grid',
  gap: vars.space[6],
  alignItems: 'start',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: '1.3fr 1fr' } },
});

export const cardImage = style({ width: '100%', height: '200px', objectFit: 'cover', display: 'block', background: vars.color.brandSoft });
export const featuredImage = style([cardImage, { height: '250px' }]);
export const cardBody = style({ padding: vars.space[5], display: 'flex', flexDirection: 'column', gap: vars.space[2], flex: 1 });
export const cardText = style({ color: vars.color.inkSoft, margin: 0, fontSize: vars.size.sm, lineHeight: 1.6 });
export const meta = style({
  color: vars.color.muted,
  fontSize: vars.size.xs,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[1],
});
export const metaItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[1], marginRight: vars.space[3] });
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], alignItems: 'center' });
export const cardFoot = style({ marginTop: 'auto', paddingTop: vars.space[3] });
export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], listStyle: 'none', padding: 0, margin: 0 });
export const tag = style({ color: vars.color.brand, fontSize: vars.size.xs, fontWeight: 600 });

export const iconCircle = style({
  width: '52px',
  height: '52px',
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  background: vars.color.brandSoft,
  color: vars.color.brand,
  marginBottom: vars.space[2],
});

export const price = style({ fontFamily: vars.font.heading, fontSize: vars.size['3xl'], color: vars.color.brandDark, margin: 0 });
export const period = style({ fontSize: vars.size.sm, color: vars.color.muted, fontFamily: vars.font.body });
export const features = style({ listStyle: 'none', padding: 0, margin: `${vars.space[2]} 0`, display: 'grid', gap: vars.space[2] });
export const feature = style({
  display: 'flex',
  gap: vars.space[2],
  fontSize: vars.size.sm,
  color: vars.color.inkSoft,
  alignItems: 'flex-start',
});
export const check = style({ color: vars.color.success, flexShrink: 0, marginTop: '2px' });

export const stats = style({
  display: 'grid',
  gap: vars.space[4],
  // minmax(0, 1fr): a wide figure ("1,200+") wraps inside its column instead of widening it past the screen.
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  ...bareList,
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const stats2 = style([stats, { '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } }]);
export const stat = style({
  ...framedPanel,
  padding: vars.space[5],
  textAlign: 'center',
});
export const statValue = style({
  display: 'block',
  fontFamily: vars.font.heading,
  fontSize: vars.size['2xl'],
  // Breaks only a figure wider than its card (a small phone): 'anywhere' would let the grid shrink the card until "400,000+" wraps.
  overflowWrap: 'break-word',
  '@media': { [breakpoints.tablet]: { fontSize: vars.size['3xl'] } },
  color: vars.color.brand,
  fontWeight: 700,
});
export const statLabel = style({ color: vars.color.inkSoft, fontSize: vars.size.sm });

export const dateBlock = style({
  display: 'flex',
  gap: vars.space[3],
  alignItems: 'center',
  background: vars.color.accentSoft,
  borderRadius: vars.radius.md,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  color: vars.color.accentDark,
  fontWeight: 600,
  fontSize: vars.size.sm,
});
export const ethDate = style({ fontFamily: vars.font.heading, fontSize: vars.size.lg, color: vars.color.brandDark });

export const filters = style({
  display: 'flex',
  // Wrapped rows at every width: on a phone each choice stays in sight, none hidden past the edge of a scrolled row.
  flexWrap: 'wrap',
  gap: vars.space[2],
  listStyle: 'none',
  padding: `${vars.space[1]} 2px ${vars.space[2]}`,
  margin: `0 0 ${vars.space[4]}`,
});
export const filter = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: '40px',
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  color: vars.color.ink,
  fontSize: vars.size.sm,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, color: vars.color.brandDark },
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
  },
});
export const empty = style({
  padding: vars.space[6],
  textAlign: 'center',
  border: `1px dashed ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  color: vars.color.inkSoft,
  background: vars.color.surface,
});

export const panel = style({
  ...framedPanel,
  padding: vars.space[5],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});
export const panelBrand = style([panel, { background: vars.color.brandSoft, borderColor: 'transparent' }]);
export const link = style({ color: vars.color.brand, fontWeight: 600 });

// The times share one column across a day's items (each item is a subgrid of the list), as wide as the longest time up
// to 40 % of the list: "8:30 AM" takes what it needs, and a longer time ("sa'aatii 2:30 ganama (8:30 AM)") wraps in two
// lines instead of a word a line. A browser without subgrid gives each item's time the width it needs.
export const agendaDay = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'fit-content(40%) 1fr',
  columnGap: vars.space[3],
  rowGap: vars.space[2],
});
export const agendaItem = style({
  display: 'grid',
  gridColumn: '1 / -1',
  gridTemplateColumns: ['minmax(88px, max-content) 1fr', 'subgrid'],
  gap: vars.space[3],
  padding: `${vars.space[2]} 0`,
  borderBottom: `1px solid ${vars.color.line}`,
  fontSize: vars.size.sm,
  '@media': {
    // An Amharic time ("ከጠዋቱ 4:30 (10:30 AM)") would wrap a word a line in the narrow column of a phone: it goes
    // above its item instead.
    'screen and (max-width: 560px)': {
      selectors: { 'html:lang(am) &': { gridTemplateColumns: '1fr', gap: vars.space[1] } },
    },
  },
});
export const agendaTime = style({ fontWeight: 700, color: vars.color.brand });

export const leader = style({ textAlign: 'center', alignItems: 'center' });
export const avatar = style({
  width: '88px',
  height: '88px',
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontFamily: vars.font.heading,
  fontSize: vars.size['2xl'],
  margin: '0 auto',
});
export const photo = style({ width: '100%', height: 'auto', borderRadius: vars.radius.lg, display: 'block' });
export const caption = style({ color: vars.color.muted, fontSize: vars.size.sm, marginTop: vars.space[2] });

export const sponsorLevel = style({ marginBottom: vars.space[6] });
export const sponsorLogo = style({ width: '160px', height: '80px', objectFit: 'contain' });

export const book = style({
  display: 'grid',
  gap: vars.space[6],
  alignItems: 'center',
  background: vars.color.brandDark,
  color: vars.color.onBrand,
  borderRadius: vars.radius.lg,
  padding: vars.space[6],
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: '200px 1fr' } },
});
export const bookCover = style({
  width: '200px',
  height: '260px',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  margin: '0 auto',
});

export const infoList = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space[4] });
export const infoItem = style({ display: 'flex', gap: vars.space[3], alignItems: 'flex-start' });
export const infoLabel = style({ display: 'block', fontWeight: 700, color: vars.color.ink });

// A post's words, links and addresses break where they must rather than widen the page on a phone.
export const article = style({ maxWidth: '72ch', margin: '0 auto', padding: `${vars.space[6]} 0`, overflowWrap: 'anywhere' });
globalStyle(`${article} img, ${article} video, ${article} iframe`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${article} pre, ${article} table`, { display: 'block', maxWidth: '100%', overflowX: 'auto' });
globalStyle(`${article} h2`, {
  fontFamily: vars.font.heading,
  color: vars.color.brandDark,
  fontSize: vars.size.xl,
  margin: `${vars.space[6]} 0 ${vars.space[3]}`,
});
globalStyle(`${article} p, ${article} li`, { lineHeight: 1.75, color: vars.color.ink });
globalStyle(`${article} blockquote`, {
  borderLeft: `4px solid ${vars.color.accent}`,
  margin: `${vars.space[5]} 0`,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  background: vars.color.accentSoft,
});

export const categoryTone = styleVariants({
  news: { background: vars.color.infoSoft, color: vars.color.info },
  events: { background: vars.color.brandSoft, color: vars.color.brandDark },
  upcoming: { background: vars.color.accentSoft, color: vars.color.accentDark },
  stories: { background: vars.color.successSoft, color: vars.color.success },
  research: { background: '#efe7f6', color: '#5b2d82' },
});
export const pill = style({ ...pillShape, fontWeight: 700 });
export const upcomingBadge = style([pill, { background: vars.color.accent, color: vars.color.ink }]);
export const postTitle = style({ ...displayTitle(vars.color.brandDark, 1.2), margin: `${vars.space[2]} 0 ${vars.space[3]}` });
export const postImage = style({ margin: `${vars.space[5]} 0`, borderRadius: vars.radius.lg, overflow: 'hidden' });
export const spaced = style({ marginTop: vars.space[6] });
export const agendaBlock = style({ marginBottom: vars.space[5] });
export const narrow = style({ maxWidth: '320px' });
export const figure = style({ margin: 0 });
// Grid items may shrink below their content's width (a scrollable filter row must not widen the page).
globalStyle(`${grid} > *, ${grid2} > *, ${split} > *`, { minWidth: 0 });
export const wrapRow = style({ flexWrap: 'wrap', overflowX: 'visible' });
/** An event card's seats: few left (ochre), full or closed (the waiting list or no registration: stronger). */
export const seats = style({
  margin: `${vars.space[3]} 0 0`,
  fontWeight: 700,
  fontSize: vars.size.sm,
  color: vars.color.warning,
  selectors: { '&[data-seats="closed"]': { color: vars.color.danger } },
});
