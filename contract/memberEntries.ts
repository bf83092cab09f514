// What staff and the member alike see of a membership: its number, the member's name, company and city, and where the
// membership stands. The staff's answers and the member's own account answer both start from these.
import * as v from 'valibot';
import { MEMBER_STATUSES } from './members';
import { MEMBERSHIP_TYPES } from './membership';
import { day } from './validators';

export const memberEntries = {
  /** ECA-<Ethiopian year>-<sequence>, e.g. ECA-2019-0042. */
  number: v.pipe(v.string(), v.regex(/^ECA-\d{4}-\d{4,}$/)),
  firstName: v.string(),
  lastName: v.string(),
  company: v.string(),
  city: v.string(),
  plan: v.picklist(MEMBERSHIP_TYPES),
  validFrom: day(),
  /** The last day the membership is valid. */
  validUntil: day(),
  status: v.picklist(MEMBER_STATUSES),
  /** Days from today (in Addis Ababa) to validUntil: 0 on the last day, negative once lapsed. */
  daysLeft: v.number(),
  listInDirectory: v.boolean(),
};
