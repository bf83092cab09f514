import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../styles/theme.css';

export const footer = style({ background: vars.color.brandDark, color: '#dfe9e2', marginTop: vars.space[8] });
export const inner = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space[7]} ${vars.space[4]} ${vars.space[5]}`,
  display: 'grid',
  gap: vars.space[6],
  gridTemplateColumns: '1fr',
  '@media': {
    [breakpoints.tablet]: { gridTemplateColumns: '1fr 1fr' },
    [breakpoints.desktop]: { gridTemplateColumns: '1.4fr 1fr 1fr 1.2fr' },
  },
});
export const heading = style({
  color: '#fff',
  fontSize: vars.size.md,
  fontFamily: vars.font.body,
  fontWeight: 700,
  marginBottom: vars.space[3],
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[1] });
export const link = style({
  color: '#dfe9e2',
  textDecoration: 'none',
  display: 'inline-block',
  padding: '4px 0',
  selectors: { '&:hover': { color: '#fff', textDecoration: 'underline' } },
});
export const social = style({
  display: 'flex',
  gap: vars.space[2],
  flexWrap: 'wrap',
  marginTop: vars.space[3],
});
export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.pill,
  background: 'rgba(255,255,255,0.1)',
  color: '#fff',
  selectors: { '&:hover': { background: vars.color.accent, color: vars.color.ink } },
});
export const bottom = style({
  borderTop: '1px solid rgba(255,255,255,0.15)',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space[4]} ${vars.space[4]} ${vars.space[6]}`,
  fontSize: vars.size.xs,
  color: '#b9cbbf',
});
export const address = style({ fontStyle: 'normal', display: 'grid', gap: vars.space[1] });
