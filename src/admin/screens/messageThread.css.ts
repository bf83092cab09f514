// An opened message's thread and reply box: each reply a card under the message, the box below them.
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const section = style({ marginTop: vars.space[4] });
export const title = style({ margin: `0 0 ${vars.space[2]}`, fontSize: vars.size.md });
export const replies = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[2] });
export const reply = style({
  borderLeft: `3px solid ${vars.color.brand}`,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
  overflowWrap: 'anywhere',
});
export const replyFailed = style({ borderLeftColor: vars.color.danger });
export const replyHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.size.sm,
  color: vars.color.inkSoft,
});
export const replyText = style({ whiteSpace: 'pre-wrap', margin: `${vars.space[2]} 0 0` });
export const failedNote = style({ color: vars.color.danger, fontSize: vars.size.sm, margin: `${vars.space[1]} 0 0` });
export const empty = style({ color: vars.color.muted, fontSize: vars.size.sm, margin: 0 });
