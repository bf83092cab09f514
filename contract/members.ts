// Members: what an approved application makes. The rules both the server and the staff screens need (the member
// number's form, the membership year, the status worked out from the dates) live here, once.
import { ethiopianAddisDay } from './dateParts';
import type { MembershipType } from './membership';

export const MEMBER_STATUSES = ['active', 'expiring', 'lapsed'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** A membership with this many days or fewer left is `expiring`. */
export const EXPIRING_DAYS = 30;
/** The longest rejection reason staff may write (it goes into the applicant's mail). */
export const REJECTION_REASON_MAX = 1000;

const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Whole days from `today` to `until` (both "YYYY-MM-DD"): 0 on the last valid day, negative once past it. */
export const daysLeft = (until: string, today: string): number => Math.round((dayMs(until) - dayMs(today)) / DAY_MS);

/**
 * A member's status on `today` (Addis Ababa's day): valid through `validUntil` itself, `expiring` in its last
 * EXPIRING_DAYS days, `lapsed` the day after.
 */
export function memberStatus(validUntil: string, today: string): MemberStatus {
  const left = daysLeft(validUntil, today);
  if (left < 0) return 'lapsed';
  return left <= EXPIRING_DAYS ? 'expiring' : 'active';
}

/** The same day a year later; 29 February becomes 28 February. */
export function addYear(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y + 1, m - 1, d));
  // Past the month's end (29 February in a common year): the month's last day instead.
  if (next.getUTCMonth() !== m - 1) next.setUTCDate(0);
  return next.toISOString().slice(0, 10);
}

/** The Ethiopian year a member number is counted in: the year of the approval's day in Addis Ababa. */
export const memberNumberYear = (now: Date): number => ethiopianAddisDay(now).year;

/** "ECA-2019-0042": the Ethiopian year and the sequence within it, at least four digits. */
export const formatMemberNumber = (ethiopianYear: number, sequence: number): string =>
  `ECA-${ethiopianYear}-${String(sequence).padStart(4, '0')}`;

/**
 * "ECA-R-2019-0007": a payment acknowledgement's number, counted like member numbers (its own counter per Ethiopian
 * year of the day the payment was accepted, at least four digits).
 */
export const formatAcknowledgementNumber = (ethiopianYear: number, sequence: number): string =>
  `ECA-R-${ethiopianYear}-${String(sequence).padStart(4, '0')}`;

/** What a year of membership costs, in Birr: the one figure the site's fee text and every acknowledgement come from. */
export const YEARLY_FEE_BIRR = 22_000;

/**
 * What a year on each membership type costs, in Birr. The association publishes one fee for its three plans; farm
 * investors apply through the same form with a bank receipt but have no published fee of their own, so their paid year
 * is recorded at the same figure until the association sets another one here.
 */
export const YEARLY_FEES_BIRR: Readonly<Record<MembershipType, number>> = {
  farmer: YEARLY_FEE_BIRR,
  processor: YEARLY_FEE_BIRR,
  exporter: YEARLY_FEE_BIRR,
  'farm-investor': YEARLY_FEE_BIRR,
};

/**
 * A Birr amount with thousands separators ("22,000"), as both languages write it (Western digits). Written out rather
 * than `toLocaleString`: the first number a page formats through Intl loads the locale's formatting data, tens of
 * milliseconds on a cheap phone while the page is being adopted, for a comma every three digits.
 */
export const birrDigits = (amount: number): string => {
  const [whole = '', fraction] = String(amount).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
};

/** The person's details a member record keeps, which an application of the same email may state differently. */
export const MEMBER_DETAIL_FIELDS = ['firstName', 'lastName', 'company', 'city', 'phone'] as const;
export type MemberDetailField = (typeof MEMBER_DETAIL_FIELDS)[number];
export type MemberDetails = Record<MemberDetailField, string>;
/** One detail as the member record has it and as an application states it. */
export type DetailDifference = { field: MemberDetailField; member: string; application: string };

/**
 * What a staff member decides for those details when approving such an application: keep the member record as it is
 * (the default: anyone can type anyone's address into the form) or take the application's details onto it.
 */
export const MEMBER_DETAILS_CHOICES = ['keep', 'application'] as const;
export type MemberDetailsChoice = (typeof MEMBER_DETAILS_CHOICES)[number];

/** Spaces and letter case do not make a name or a place differ; a phone number differs only by its digits. */
const sameDetail = (field: MemberDetailField, a: string, b: string) =>
  field === 'phone'
    ? a.replace(/\D/g, '') === b.replace(/\D/g, '')
    : a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** The details in which an application differs from the member record of its email, in the fields' order. */
export const detailDifferences = (member: MemberDetails, application: MemberDetails): DetailDifference[] =>
  MEMBER_DETAIL_FIELDS.filter((field) => !sameDetail(field, member[field], application[field])).map((field) => ({
    field,
    member: member[field],
    application: application[field],
  }));
