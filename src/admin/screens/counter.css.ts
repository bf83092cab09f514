import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** Search results at the counter: one person a row, its actions wrapping under the text on a phone. */
export const list = style({ listStyle: 'none', margin: `${vars.space[3]} 0 0`, padding: 0, display: 'grid', gap: vars.space[2] });
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  padding: `${vars.space[2]} 0`,
  borderTop: `1px solid ${vars.color.line}`,
  overflowWrap: 'anywhere',
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], alignItems: 'flex-start' });
export const find = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], alignItems: 'flex-end', marginTop: vars.space[4] });
// The search field keeps no margin of its own beside its button, so both sit on one line.
globalStyle(`${find} > div`, { flex: '1 1 220px', marginBottom: 0 });
/** The four panels, apart. */
export const panels = style({ display: 'grid', gap: vars.space[4] });
