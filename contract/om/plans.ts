// The Afaan Oromoo counterpart of ../plans.ts: the same exports, the words in Afaan Oromoo. The currency word follows
// the amount ("22,000 Birrii").
import type { Widen } from '../catalog';
import { labels } from '../labels';
import { birrDigits, YEARLY_FEE_BIRR } from '../members';
import type { MembershipType } from '../membership';

type En = typeof import('../plans');

export const MEMBERSHIP_FEE: Widen<En['MEMBERSHIP_FEE']> = `${birrDigits(YEARLY_FEE_BIRR)} Birrii`;

export const PLAN_TITLES = labels<MembershipType>({
  farmer: 'Qotee bulaa',
  processor: 'Adeemsisaa',
  exporter: 'Alergaa',
  'farm-investor': 'Invastara qonnaa',
});

export const planTitle: En['planTitle'] = (type) => PLAN_TITLES[type] ?? type;
