// What the membership plans share in both languages: ids, the fee (the contract's, in the build's language), which plan
// is featured, and their order.
import { MEMBERSHIP_FEE } from '../../contract/plans';
import type { Plan } from '../plans';

const PLAN_FACTS = {
  farmer: { featured: false },
  processor: { featured: true },
  exporter: { featured: false },
} satisfies Partial<Record<Plan['id'], { featured: boolean }>>;

export type PlanText = Pick<Plan, 'title' | 'period' | 'description' | 'features'>;

/** The plans in their order, with one language's words. */
export const plansIn = (text: Record<keyof typeof PLAN_FACTS, PlanText>): Plan[] =>
  (Object.keys(PLAN_FACTS) as (keyof typeof PLAN_FACTS)[]).map((id) => {
    const { title, period, description, features } = text[id];
    return { id, title, price: MEMBERSHIP_FEE, period, description, features, featured: PLAN_FACTS[id].featured };
  });
