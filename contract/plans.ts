// What the site, the staff list and the mails say about the membership plans (no schemas here: the public pages load it).
import { labels } from './labels';
import { birrDigits, YEARLY_FEE_BIRR } from './members';
import type { MembershipType } from './membership';

/** What every plan costs a year, as the site writes it. */
export const MEMBERSHIP_FEE = `${birrDigits(YEARLY_FEE_BIRR)} Birr`;

/** Each membership type's title: the public site, the staff list and the mails all name a plan with this. */
export const PLAN_TITLES = labels<MembershipType>({
  farmer: 'Farmer',
  processor: 'Processor',
  exporter: 'Exporter',
  'farm-investor': 'Farm investor',
});

/** A stored membership type's title (the type itself if it has none). */
export const planTitle = (type: string): string => PLAN_TITLES[type] ?? type;
