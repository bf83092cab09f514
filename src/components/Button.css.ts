import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[2],
    minHeight: '44px',
    padding: `${vars.space[2]} ${vars.space[5]}`,
    borderRadius: vars.radius.md,
    border: '2px solid transparent',
    fontWeight: 600,
    fontSize: vars.size.sm,
    lineHeight: 1.2,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: 'background-color 120ms, color 120ms, border-color 120ms',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
      // Working (e.g. a dialog's code still downloading on a slow network): visibly pressed, not dead.
      '&[aria-busy="true"]': { opacity: 0.75, cursor: 'progress' },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.brandDark, color: vars.color.onBrand },
        },
      },
      accent: {
        background: vars.color.accent,
        color: vars.color.ink,
        selectors: { '&:hover:not(:disabled)': { background: '#c4850f', color: vars.color.ink } },
      },
      outline: {
        background: 'transparent',
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.brandSoft, color: vars.color.brandDark },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.ink,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceAlt } },
      },
      danger: {
        background: vars.color.danger,
        color: '#fff',
        selectors: { '&:hover:not(:disabled)': { background: '#8c1d17', color: '#fff' } },
      },
      onDark: {
        background: '#fff',
        color: vars.color.brandDark,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.accentSoft, color: vars.color.brandDark },
        },
      },
    },
    size: {
      sm: { minHeight: '36px', padding: `${vars.space[1]} ${vars.space[3]}`, fontSize: vars.size.xs },
      md: {},
      lg: { minHeight: '52px', padding: `${vars.space[3]} ${vars.space[6]}`, fontSize: vars.size.md },
    },
    block: { true: { width: '100%' } },
  },
  defaultVariants: { tone: 'primary', size: 'md' },
});
export type ButtonVariants = RecipeVariants<typeof button>;
