import { style } from '@vanilla-extract/css';
import { framedPanel } from '../styles/rules';
import { breakpoints, vars } from '../styles/theme.css';

export const page = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space[6]} ${vars.space[4]} ${vars.space[8]}`,
  background: `linear-gradient(180deg, ${vars.color.brandSoft} 0%, ${vars.color.page} 60%)`,
  minHeight: '70vh',
});

export const card = style({
  width: '100%',
  maxWidth: '440px',
  ...framedPanel,
  boxShadow: vars.shadow.md,
  padding: vars.space[5],
  alignSelf: 'flex-start',
  '@media': { [breakpoints.tablet]: { padding: vars.space[6] } },
});

export const wide = style({ maxWidth: '620px' });

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.size['2xl'],
  color: vars.color.brandDark,
  margin: `0 0 ${vars.space[2]}`,
  textAlign: 'center',
});

export const intro = style({ color: vars.color.muted, textAlign: 'center', margin: `0 0 ${vars.space[5]}`, fontSize: vars.size.sm });

export const actions = style({ marginTop: vars.space[2] });

export const footer = style({
  marginTop: vars.space[5],
  paddingTop: vars.space[4],
  borderTop: `1px solid ${vars.color.line}`,
  textAlign: 'center',
  fontSize: vars.size.sm,
  color: vars.color.inkSoft,
});

export const link = style({ color: vars.color.brand, fontWeight: 600, marginLeft: vars.space[1] });

export const fieldset = style({ border: 0, padding: 0, margin: 0, minWidth: 0 });

export const optionalHeading = style({
  fontSize: vars.size.sm,
  fontWeight: 600,
  color: vars.color.inkSoft,
  margin: `${vars.space[2]} 0 ${vars.space[3]}`,
});
