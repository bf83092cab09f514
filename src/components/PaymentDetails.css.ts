import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const box = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  padding: vars.space[4],
  margin: `${vars.space[3]} 0`,
  background: vars.color.surface,
  overflowWrap: 'anywhere',
});
export const title = style({ fontSize: vars.size.lg, margin: `0 0 ${vars.space[2]}`, color: vars.color.brandDark });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space[1]} ${vars.space[3]}`,
  margin: `0 0 ${vars.space[3]}`,
});
export const term = style({ fontWeight: 600, color: vars.color.inkSoft });
export const value = style({ margin: 0 });
export const strong = style({
  fontFamily: vars.font.heading,
  fontSize: vars.size.xl,
  color: vars.color.brandDark,
  letterSpacing: '0.04em',
});
export const note = style({ margin: `0 0 ${vars.space[2]}`, lineHeight: 1.5, color: vars.color.inkSoft });
export const accounts = style({ listStyle: 'none', padding: 0, margin: `0 0 ${vars.space[3]}`, display: 'grid', gap: vars.space[3] });
export const link = style({ color: vars.color.brand, fontWeight: 600 });
