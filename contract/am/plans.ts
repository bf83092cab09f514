// The Amharic counterpart of ../plans.ts: the same exports, the words in Amharic.
import type { Widen } from '../catalog';
import { labels } from '../labels';
import { birrDigits, YEARLY_FEE_BIRR } from '../members';
import type { MembershipType } from '../membership';

type En = typeof import('../plans');

export const MEMBERSHIP_FEE: Widen<En['MEMBERSHIP_FEE']> = `${birrDigits(YEARLY_FEE_BIRR)} ብር`;

export const PLAN_TITLES = labels<MembershipType>({
  farmer: 'አርሶ አደር',
  processor: 'አቀነባባሪ',
  exporter: 'ላኪ',
  'farm-investor': 'የእርሻ ባለሀብት',
});

export const planTitle: En['planTitle'] = (type) => PLAN_TITLES[type] ?? type;
