// What the membership plans share in both languages: ids, the default fee (the contract's, in the build's language; the
// membership page shows the fee staff set in Settings), which plan is featured, and their order.
import { MEMBERSHIP_FEE } from '../../contract/plans';
import type { Plan } from '../plans';

// No plan is singled out: all three cost the same and serve different trades, so "most popular" would tell a visitor
// nothing about which one fits them.
const PLAN_FACTS = {
  farmer: { featured: false },
  processor: { featured: false },
  exporter: { featured: false },
} satisfies Partial<Record<Plan['id'], { featured: boolean }>>;

export type PlanText = Pick<Plan, 'title' | 'period' | 'description' | 'features'>;

/** The plans in their order, with one language's words. */
export const plansIn = (text: Record<keyof typeof PLAN_FACTS, PlanText>): Plan[] =>
  (Object.keys(PLAN_FACTS) as (keyof typeof PLAN_FACTS)[]).map((id) => {
    const { title, period, description, features } = text[id];
    return { id, title, price: MEMBERSHIP_FEE, period, description, features, featured: PLAN_FACTS[id].featured };
  });
