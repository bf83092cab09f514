// The door screen: made for a phone in one hand, the answer full width in large type.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const door = style({ display: 'grid', gap: vars.space[3], maxWidth: '640px' });
export const status = style({ display: 'grid', gap: vars.space[1], fontSize: vars.size.sm, color: vars.color.inkSoft });
export const count = style({ fontSize: vars.size.xl, fontWeight: 700, color: vars.color.brandDark, margin: 0 });
export const network = styleVariants({
  online: { color: vars.color.success, fontWeight: 600 },
  offline: {
    color: vars.color.warning,
    fontWeight: 600,
    background: vars.color.warningSoft,
    padding: vars.space[2],
    borderRadius: vars.radius.md,
  },
});
export const codeForm = style({ display: 'grid', gap: vars.space[2] });
export const codeInput = style({
  width: '100%',
  fontSize: vars.size['2xl'],
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  letterSpacing: '0.05em',
  padding: vars.space[3],
  border: `2px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  textTransform: 'uppercase',
  minWidth: 0,
  boxSizing: 'border-box',
});
export const buttons = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space[2] });
const answerBase = style({
  width: '100%',
  boxSizing: 'border-box',
  padding: vars.space[3],
  borderRadius: vars.radius.lg,
  display: 'grid',
  gap: vars.space[1],
  overflowWrap: 'anywhere',
});
export const answer = styleVariants({
  yes: [answerBase, { background: vars.color.successSoft, border: `3px solid ${vars.color.success}`, color: vars.color.success }],
  no: [answerBase, { background: vars.color.dangerSoft, border: `3px solid ${vars.color.danger}`, color: vars.color.danger }],
});
// Large, yet with the label and the input below it inside the half of a phone the keyboard leaves.
export const answerHead = style({ margin: 0, fontSize: vars.size['2xl'], fontWeight: 800, lineHeight: 1.15 });
export const answerLine = style({ margin: 0, fontSize: vars.size.lg, color: vars.color.ink });
export const saved = style({ margin: 0, fontSize: vars.size.md, fontWeight: 700, color: vars.color.warning });
export const wide = style({ gridColumn: '1 / -1' });
export const video = style({
  gridColumn: '1 / -1',
  width: '100%',
  maxHeight: '50vh',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: '#000',
});
export const conflicts = style({
  border: `2px solid ${vars.color.warning}`,
  background: vars.color.warningSoft,
  borderRadius: vars.radius.md,
  padding: vars.space[3],
  display: 'grid',
  gap: vars.space[2],
});
export const conflictList = style({ margin: 0, paddingLeft: vars.space[4], display: 'grid', gap: vars.space[1] });
/** Scrolled to the top of the visible area (the page's scroll padding keeps it below the staff header). */
export const answerBox = style({ display: 'grid' });
export const sound = style({ display: 'flex', gap: vars.space[2], alignItems: 'center', fontSize: vars.size.sm });
