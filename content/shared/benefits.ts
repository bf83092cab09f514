// The benefits' ids (their icons) in the order the home page shows them, shared by both languages.
import type { Benefit, BenefitIcon } from '../benefits';

const BENEFIT_ORDER: BenefitIcon[] = ['network', 'training', 'market', 'advocacy', 'planting', 'finance'];

/** The benefits in their order, with one language's words. */
export const benefitsIn = (text: Record<BenefitIcon, Omit<Benefit, 'id'>>): Benefit[] => BENEFIT_ORDER.map((id) => ({ id, ...text[id] }));
