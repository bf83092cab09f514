import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const container = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `0 ${vars.space[4]}`,
});
export const centered = style({
  minHeight: '60vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  padding: vars.space[6],
  gap: vars.space[2],
});
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinnerWrap = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  padding: vars.space[7],
  minHeight: '40vh',
});
export const spinner = style({
  width: '40px',
  height: '40px',
  borderRadius: '50%',
  border: `4px solid ${vars.color.brandSoft}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 0.8s linear infinite`,
});
