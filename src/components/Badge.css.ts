import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { pillShape } from '../styles/rules';
import { vars } from '../styles/theme.css';

/** Status colours live here: success (active, replied, approved), warning (new, inactive, pending), danger (suspended, rejected). */
export const badge = recipe({
  base: {
    ...pillShape,
    fontWeight: 600,
    lineHeight: 1.5,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceAlt, color: vars.color.inkSoft },
      brand: { background: vars.color.brandSoft, color: vars.color.brandDark },
      accent: { background: vars.color.accentSoft, color: vars.color.accentDark },
      success: { background: vars.color.successSoft, color: vars.color.success },
      warning: { background: vars.color.warningSoft, color: vars.color.warning },
      danger: { background: vars.color.dangerSoft, color: vars.color.danger },
      info: { background: vars.color.infoSoft, color: vars.color.info },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
export type BadgeVariants = RecipeVariants<typeof badge>;
export type BadgeTone = NonNullable<NonNullable<BadgeVariants>['tone']>;

export const statusTone: Record<string, BadgeTone> = {
  active: 'success',
  replied: 'success',
  approved: 'success',
  new: 'warning',
  inactive: 'warning',
  pending: 'warning',
  suspended: 'danger',
  rejected: 'danger',
  archived: 'neutral',
  // A member's status, worked out from the dates.
  expiring: 'warning',
  lapsed: 'danger',
  // A registration's seat.
  confirmed: 'success',
  waitlisted: 'warning',
  cancelled: 'neutral',
};
