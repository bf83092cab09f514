// Members' self-service (/account), the certificate check (/verify), the public directory (/members) and the staff
// Members screen: what each request carries and what each answer holds, written once for the server, the browser and
// the OpenAPI document.
import * as v from 'valibot';
import { LIST_FORMATS, ListQuerySchema } from './admin';
import { accountRegistrationEntries } from './assembly';
import { memberEntries } from './memberEntries';
import { MEMBER_STATUSES } from './members';
import { MEMBERSHIP_TYPES } from './membership';
import { PaymentDueSchema } from './paymentSchema';
import { APPLICATION_STATUSES } from './roles';
import { say } from './say';
import { translationsEntry } from './translations';
import { day, email, isoDate, requiredText, timestamp, UuidSchema } from './validators';

/** A sign-in link is valid this long, and used once. */
export const ACCOUNT_LINK_TTL_MS = 30 * 60_000;
/** An account session made from a link lasts this long. */
export const ACCOUNT_SESSION_TTL_MS = 7 * 24 * 60 * 60_000;
/** Reminders go out this many days before the end, and on the day it lapses (0 days after the end). */
export const REMINDER_KINDS = ['30-days', '7-days', 'lapsed'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

// ── Requests ────────────────────────────────────────────────────────────────────────────────────────────────────

/** POST /api/account/link: the email an application or registration was made with. */
export const AccountLinkRequestSchema = v.object({ email: email() });
/** POST /api/account/session: the token from the link's fragment (#token=…). */
export const AccountSessionRequestSchema = v.object({
  token: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)),
});
/** PUT /api/account/listing: whether the member appears in the public directory. */
export const AccountListingSchema = v.object({ listInDirectory: v.boolean() });
/** POST /api/account/renewal: starts a renewal application (its receipt goes through /api/upload-receipt). */
export const RenewalRequestSchema = v.object({
  /** The plan to renew on; the member's current plan when left out. */
  membershipType: v.optional(v.picklist(MEMBERSHIP_TYPES)),
});

/** GET /api/members: the public directory's search and filters (kept in the page's URL). */
export const DirectoryQuerySchema = v.object({
  ...ListQuerySchema.entries,
  plan: v.optional(v.picklist(['all', ...MEMBERSHIP_TYPES], say('membershipTypeFilter')), 'all'),
  city: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80, say('tooLong', 'city', 80))), ''),
});
export type DirectoryQuery = v.InferOutput<typeof DirectoryQuerySchema>;

/** The orders of the staff Members list: newest member first, or by member number (oldest number first). */
export const MEMBER_LIST_SORTS = ['newest', 'number'] as const;
export type MemberListSort = (typeof MEMBER_LIST_SORTS)[number];

/** GET /api/admin/members: search, filters, order, JSON page or CSV of every match. */
export const AdminMemberListQuerySchema = v.object({
  ...ListQuerySchema.entries,
  format: v.optional(v.picklist(LIST_FORMATS), 'json'),
  status: v.optional(v.picklist(['all', ...MEMBER_STATUSES], say('memberStatusFilter')), 'all'),
  plan: v.optional(v.picklist(['all', ...MEMBERSHIP_TYPES], say('membershipTypeFilter')), 'all'),
  sort: v.optional(v.picklist(MEMBER_LIST_SORTS, say('memberSort')), 'newest'),
});
export type AdminMemberListQuery = v.InferOutput<typeof AdminMemberListQuerySchema>;

/** PUT /api/admin/members/:id: staff change the end date or the listing, always with a reason (audited). */
export const AdminMemberUpdateSchema = v.object({
  validUntil: isoDate('validUntil'),
  listInDirectory: v.boolean(say('listInDirectory')),
  reason: requiredText('reason', 1000),
});
export type AdminMemberUpdate = v.InferOutput<typeof AdminMemberUpdateSchema>;

/** POST /api/admin/members/:id/renewals: a renewal paid at the office, recorded by staff. */
export const OfficeRenewalSchema = v.object({
  membershipType: v.picklist(MEMBERSHIP_TYPES, say('chooseMembershipType')),
  /** What staff note about the payment (the receipt's number, who paid). */
  reason: requiredText('reason', 1000),
});
export type OfficeRenewal = v.InferOutput<typeof OfficeRenewalSchema>;

// ── Answers ─────────────────────────────────────────────────────────────────────────────────────────────────────

/** POST /api/account/session answers the bearer token for /api/account*. */
export const AccountSessionSchema = v.object({ token: v.string(), email: v.string(), expiresAt: timestamp() });
export type AccountSession = v.InferOutput<typeof AccountSessionSchema>;

/**
 * POST /api/account/link answers this whether or not the address is known (so it tells nobody who is a member);
 * `message` says so in the request's language.
 */
export const AccountLinkSentSchema = v.object({ sent: v.literal(true), message: v.string() });
export type AccountLinkSent = v.InferOutput<typeof AccountLinkSentSchema>;

/** Where an application stands, as the applicant reads it. */
export const APPLICATION_STAGES = ['awaiting-receipt', 'under-review', 'approved', 'rejected'] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

export const AccountApplicationSchema = v.object({
  id: UuidSchema,
  kind: v.picklist(['new', 'renewal']),
  membershipType: v.picklist(MEMBERSHIP_TYPES),
  status: v.picklist(APPLICATION_STATUSES),
  stage: v.picklist(APPLICATION_STAGES),
  /** Staff's reason, when rejected. */
  reason: v.nullable(v.string()),
  receiptUploadedAt: v.nullable(timestamp()),
  decidedAt: v.nullable(timestamp()),
  createdAt: timestamp(),
  /** What goes on the bank slip ("ECA-A-1042"). */
  paymentReference: v.string(),
  /** What it owes a year, in Birr, fixed when it was made; null: price on request. */
  feeBirr: v.nullable(v.number()),
});
export type AccountApplication = v.InferOutput<typeof AccountApplicationSchema>;

/** POST /api/account/renewal: the pending renewal application, new (201) or the one already waiting (200). */
export const RenewalStartedSchema = v.object({ application: AccountApplicationSchema });
export type RenewalStarted = v.InferOutput<typeof RenewalStartedSchema>;

/** A paid period: what the payment acknowledgement PDF says. */
export const PaymentSchema = v.object({
  acknowledgementNumber: v.string(),
  amount: v.number(),
  plan: v.picklist(MEMBERSHIP_TYPES),
  validFrom: day(),
  validUntil: day(),
  approvedAt: timestamp(),
});
export type Payment = v.InferOutput<typeof PaymentSchema>;

export const AccountMembershipSchema = v.object({
  ...memberEntries,
  /** Paid periods, newest first; the first is the one /api/account/acknowledgement.pdf prints. */
  payments: v.array(PaymentSchema),
});
export type AccountMembership = v.InferOutput<typeof AccountMembershipSchema>;

export const AccountRegistrationSchema = v.object({
  eventId: UuidSchema,
  eventTitle: v.string(),
  /** The event's title (`title`) in the other languages, written by staff or built in. */
  ...translationsEntry,
  eventDate: day(),
  createdAt: timestamp(),
  ...accountRegistrationEntries,
});

/** GET /api/account: everything of the session's email, and nothing of anyone else's. */
export const AccountSchema = v.object({
  email: v.string(),
  applications: v.array(AccountApplicationSchema),
  member: v.nullable(AccountMembershipSchema),
  registrations: v.array(AccountRegistrationSchema),
  /** Where to pay (the accounts and the words of today's Settings); each application has its own amount and reference. */
  howToPay: v.object({
    accounts: PaymentDueSchema.entries.accounts,
    instructions: v.string(),
    translations: PaymentDueSchema.entries.translations,
  }),
});
export type Account = v.InferOutput<typeof AccountSchema>;

/** GET /api/verify/:code: what a certificate's QR code proves, and nothing more (no contact details). */
export const VerificationSchema = v.object({
  status: v.picklist(['valid', 'expired']),
  name: v.string(),
  company: v.string(),
  plan: v.picklist(MEMBERSHIP_TYPES),
  number: v.string(),
  validUntil: day(),
});
export type Verification = v.InferOutput<typeof VerificationSchema>;

/** One entry of the public directory: no email, phone or address. */
export const DirectoryEntrySchema = v.object({
  /** The company, or the person's name when the company is blank. */
  name: v.string(),
  plan: v.picklist(MEMBERSHIP_TYPES),
  city: v.string(),
});
export const DirectorySchema = v.object({
  items: v.array(DirectoryEntrySchema),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
  /** Every city of a listed active member, for the city filter. */
  cities: v.array(v.string()),
});
export type Directory = v.InferOutput<typeof DirectorySchema>;
