import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], marginBottom: vars.space[4] });
export const label = style({ fontWeight: 600, fontSize: vars.size.sm, color: vars.color.ink });
export const required = style({ color: vars.color.danger, marginLeft: '2px' });
export const hint = style({ fontSize: vars.size.xs, color: vars.color.muted });
export const control = style({
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `1px solid #9aa8a0`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.size.md,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, boxShadow: `0 0 0 1px ${vars.color.danger}` },
    '&:disabled, &[readonly]': { background: vars.color.surfaceAlt, color: vars.color.inkSoft },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});
export const textarea = style([control, { minHeight: '120px', resize: 'vertical' }]);
export const error = style({ color: vars.color.danger, fontSize: vars.size.xs, fontWeight: 600 });
export const checkRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space[2], marginBottom: vars.space[4] });
export const checkbox = style({ width: '20px', height: '20px', marginTop: '2px', flexShrink: 0, accentColor: vars.color.brand });
export const alert = style({
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  marginBottom: vars.space[4],
  fontWeight: 500,
  selectors: {
    '&[data-tone="error"]': { background: vars.color.dangerSoft, color: vars.color.danger, border: `1px solid ${vars.color.danger}` },
    '&[data-tone="success"]': { background: vars.color.successSoft, color: vars.color.success, border: `1px solid ${vars.color.success}` },
    '&[data-tone="info"]': { background: vars.color.infoSoft, color: vars.color.info, border: `1px solid ${vars.color.info}` },
  },
});
export const grid2 = style({ display: 'grid', gap: `0 ${vars.space[4]}`, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' });
