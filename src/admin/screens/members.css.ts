// The member dialog: its section headings, the two form buttons and the history timeline.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const section = style({ marginTop: vars.space[4] });
export const sectionTitle = style({ margin: `0 0 ${vars.space[2]}`, fontSize: vars.size.md });

/** The two forms' buttons: side by side where they fit, one under the other on a phone. */
export const formButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], marginTop: vars.space[3] });

/** Newest first, a line down the left joining the entries. */
export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: `0 0 0 ${vars.space[4]}`,
  borderLeft: `2px solid ${vars.color.line}`,
  display: 'grid',
  gap: vars.space[3],
});
export const entry = style({ position: 'relative', display: 'grid', gap: '2px', fontSize: vars.size.sm, minWidth: 0 });
// The dot on the line beside each entry.
globalStyle(`${entry}::before`, {
  content: '""',
  position: 'absolute',
  left: `calc(-1 * ${vars.space[4]} - 6px)`,
  top: '6px',
  width: '10px',
  height: '10px',
  borderRadius: '50%',
  background: vars.color.brand,
});
export const entryTitle = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const entryLine = style({ overflowWrap: 'anywhere' });
export const daysLeft = style({ display: 'block', fontSize: vars.size.sm, color: vars.color.muted, marginTop: '2px' });
