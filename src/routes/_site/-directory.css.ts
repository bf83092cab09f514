// The member directory's and the certificate check's looks: they load with those pages, not with every public page.
import { style, styleVariants } from '@vanilla-extract/css';
import { spreadRow } from '../../styles/rules';
import { breakpoints, vars } from '../../styles/theme.css';

/** Search, plan and city: stacked on a phone, one row from tablet up. */
export const filters = style({
  display: 'grid',
  gap: `0 ${vars.space[4]}`,
  gridTemplateColumns: '1fr',
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: '2fr 1fr 1fr auto' } },
});
/** The form's Search button, level with the fields' boxes (their labels sit above them). */
export const searchAction = style({ alignSelf: 'end', marginBottom: vars.space[4] });
/** Room for the list before it arrives, so the footer is not pushed down under the visitor's eyes when it does. */
export const results = style({ minHeight: '40vh' });
export const summary = style({ color: vars.color.inkSoft, margin: `0 0 ${vars.space[4]}`, fontWeight: 600 });
export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: '1fr',
  '@media': {
    [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [breakpoints.desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});
export const memberName = style({
  fontSize: vars.size.lg,
  margin: `0 0 ${vars.space[2]}`,
  color: vars.color.ink,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
});
export const memberMeta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[3], color: vars.color.inkSoft });
export const city = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[1], fontSize: vars.size.sm });
export const pager = style({ ...spreadRow(vars.space[3]), marginTop: vars.space[6] });
export const pageOf = style({ color: vars.color.inkSoft, fontWeight: 600 });
export const stateBox = style({ display: 'grid', justifyItems: 'center', gap: vars.space[3], textAlign: 'center' });

// The certificate check: the answer in large type, coloured by what it means.
export const verdict = style({
  borderRadius: vars.radius.lg,
  padding: `${vars.space[6]} ${vars.space[5]}`,
  textAlign: 'center',
  margin: `${vars.space[5]} 0`,
  border: '3px solid',
});
export const verdictTone = styleVariants({
  valid: { background: vars.color.successSoft, color: vars.color.success, borderColor: vars.color.success },
  // Once a real certificate, now ended: amber. No certificate with that code at all: red.
  expired: { background: vars.color.warningSoft, color: vars.color.warning, borderColor: vars.color.warning },
  notFound: { background: vars.color.dangerSoft, color: vars.color.danger, borderColor: vars.color.danger },
});
export const verdictWord = style({
  display: 'block',
  fontFamily: vars.font.heading,
  fontSize: 'clamp(2.25rem, 11vw, 4rem)',
  fontWeight: 800,
  lineHeight: 1.1,
  letterSpacing: '0.02em',
  overflowWrap: 'anywhere',
});
export const verdictText = style({ display: 'block', marginTop: vars.space[2], fontSize: vars.size.lg, color: vars.color.ink });
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  margin: 0,
  fontSize: vars.size.lg,
});
export const detailLabel = style({ color: vars.color.inkSoft, fontWeight: 600 });
export const detailValue = style({ margin: 0, color: vars.color.ink, fontWeight: 700, overflowWrap: 'anywhere' });
/** The check's column: clear of the fixed header, and tall enough that the footer stays at the bottom of a phone. */
export const narrow = style({ maxWidth: '640px', margin: '0 auto', padding: `${vars.space[6]} 0 ${vars.space[7]}`, minHeight: '60vh' });
