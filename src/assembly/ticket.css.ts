// The ticket page: the QR code as large as the phone allows on a white quiet zone, the code in large groups.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const ticket = style({ display: 'grid', gap: vars.space[4] });
export const qrBox = style({
  background: vars.color.surface,
  padding: '16px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  justifySelf: 'center',
  width: '100%',
  maxWidth: '360px',
  boxSizing: 'border-box',
});
export const qr = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '1', imageRendering: 'pixelated' });
export const code = style({
  margin: 0,
  textAlign: 'center',
  fontFamily: vars.font.mono,
  fontSize: '1.6rem',
  fontWeight: 700,
  letterSpacing: '0.06em',
  color: vars.color.ink,
  overflowWrap: 'anywhere',
});
export const status = style({
  margin: 0,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  fontWeight: 700,
  fontSize: vars.size.lg,
  textAlign: 'center',
});
export const statusTone = styleVariants({
  confirmed: { background: vars.color.successSoft, color: vars.color.brandDark },
  checkedIn: { background: vars.color.infoSoft, color: vars.color.info },
  waitlisted: { background: vars.color.warningSoft, color: vars.color.warning },
  cancelled: { background: vars.color.dangerSoft, color: vars.color.danger },
});
export const note = style({ margin: 0, color: vars.color.inkSoft, fontSize: vars.size.sm });
export const people = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[6] });
export const person = style({ display: 'grid', gap: vars.space[3], paddingTop: vars.space[4], borderTop: `1px solid ${vars.color.line}` });
export const personName = style({ margin: 0, fontSize: vars.size.lg, fontWeight: 700, textAlign: 'center', overflowWrap: 'anywhere' });
