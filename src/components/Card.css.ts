import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css';

export const card = recipe({
  base: {
    background: vars.color.surface,
    border: `1px solid ${vars.color.line}`,
    borderRadius: vars.radius.lg,
    overflow: 'hidden',
    display: 'flex',
    flexDirection: 'column',
  },
  variants: {
    elevation: { flat: {}, raised: { boxShadow: vars.shadow.md, borderColor: 'transparent' } },
    padded: { true: { padding: vars.space[5] } },
    featured: {
      true: {
        borderColor: vars.color.accent,
        boxShadow: `0 0 0 2px ${vars.color.accent}, ${vars.shadow.md}`,
      },
    },
  },
  defaultVariants: { elevation: 'flat' },
});
export type CardVariants = RecipeVariants<typeof card>;
