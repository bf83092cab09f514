import { style } from '@vanilla-extract/css';
import { spreadRow } from '../../styles/rules';
import { breakpoints, vars } from '../../styles/theme.css';

/** One column on a phone; on a wide screen the membership and the applications side by side. */
export const layout = style({
  display: 'grid',
  gap: vars.space[5],
  alignItems: 'start',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: '1.2fr 1fr' } },
});
export const column = style({ display: 'grid', gap: vars.space[5], minWidth: 0 });
export const narrow = style({ maxWidth: '560px' });
export const signedIn = style({
  ...spreadRow(vars.space[3]),
  marginBottom: vars.space[5],
  color: vars.color.inkSoft,
  overflowWrap: 'anywhere',
});
export const cardTitle = style({ fontSize: vars.size.lg, margin: `0 0 ${vars.space[3]}`, color: vars.color.brandDark });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8em, max-content) 1fr',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  margin: `0 0 ${vars.space[4]}`,
});
export const term = style({ fontWeight: 600, color: vars.color.inkSoft });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
/** A member number reads as one word: it never breaks at its hyphens. */
export const code = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3], marginTop: vars.space[3] });
export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space[4] });
export const item = style({
  borderTop: `1px solid ${vars.color.line}`,
  paddingTop: vars.space[3],
  selectors: { '&:first-child': { borderTop: 0, paddingTop: 0 } },
});
export const itemHead = style(spreadRow(vars.space[2]));
export const itemTitle = style({ fontWeight: 600, margin: 0 });
export const muted = style({ color: vars.color.muted, fontSize: vars.size.sm, margin: `${vars.space[1]} 0 0` });
export const text = style({ margin: `${vars.space[2]} 0 0`, lineHeight: 1.5 });
/** The form's help, with room before the field below it. */
export const help = style({ margin: `${vars.space[2]} 0 ${vars.space[4]}`, lineHeight: 1.5 });
export const receipt = style({ marginTop: vars.space[4] });
