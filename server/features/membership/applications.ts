// A membership application as the answers give it: what the applicant sent, its status and when (every answer), and
// what staff read besides (its decision, its receipts, the member record of the same email).
import { sql } from 'drizzle-orm';
import type { AdminApplication } from '../../../contract/answers';
import { membershipApplications } from '../../db/schema';
import { paymentReferenceColumn } from './paymentSettings';

/** What the applicant sent, its status and when: the columns every answer about an application has. */
export const applicationColumns = {
  id: membershipApplications.id,
  firstName: membershipApplications.firstName,
  lastName: membershipApplications.lastName,
  email: membershipApplications.email,
  phone: membershipApplications.phone,
  company: membershipApplications.company,
  address: membershipApplications.address,
  city: membershipApplications.city,
  membershipType: membershipApplications.membershipType,
  message: membershipApplications.message,
  status: membershipApplications.status,
  createdAt: membershipApplications.createdAt,
  /** "ECA-A-1042": written from its number, which the database hands out (contract/payment.ts). */
  paymentReference: paymentReferenceColumn,
  /** What it owes a year, in Birr, fixed on the day it was made; null: price on request. */
  feeBirr: membershipApplications.feeBirr,
};
/** Qualified by hand: in a one-table select drizzle writes a column's bare name, which the receipts subqueries would capture. */
const APPLICATION_ID = sql.raw('"membership_applications"."id"');
/** An application as staff read it: what was sent, its decision and its receipts. */
export const appColumns = {
  ...applicationColumns,
  decidedAt: membershipApplications.decidedAt,
  hasReceipt: sql<boolean>`exists (select 1 from receipts r where r.application_id = ${APPLICATION_ID})`,
  // The latest receipt (what staff judge), and how many were uploaded in all (earlier ones are kept).
  receiptType: sql<
    string | null
  >`(select r.mime_type from receipts r where r.application_id = ${APPLICATION_ID} order by r.id desc limit 1)`,
  receiptSize: sql<number | null>`(select r.size from receipts r where r.application_id = ${APPLICATION_ID} order by r.id desc limit 1)`,
  receiptCount: sql<number>`(select count(*) from receipts r where r.application_id = ${APPLICATION_ID})::int`,
  decisionReason: membershipApplications.decisionReason,
  memberId: membershipApplications.memberId,
  memberNumber: sql<string | null>`(select m.number from members m where m.id = "membership_applications"."member_id")`,
  // The member record of the same email, until the application has made or renewed a member: what staff compare it with.
  memberRecord: sql<MemberRecord | null>`(select json_build_object('number', m.number, 'firstName', m.first_name,
    'lastName', m.last_name, 'company', m.company, 'city', m.city, 'phone', m.phone) from members m
    where lower(m.email) = lower("membership_applications"."email") and "membership_applications"."member_id" is null)`,
};
type MemberRecord = NonNullable<AdminApplication['memberRecord']>;
export type AppRow = {
  createdAt: Date;
  decidedAt: Date | null;
  firstName: string;
  lastName: string;
  hasReceipt: boolean | string;
  memberRecord: MemberRecord | string | null;
};
export const presentApp = <R extends AppRow>(r: R) => ({
  ...r,
  // A driver that leaves json as text hands it over unparsed.
  memberRecord: typeof r.memberRecord === 'string' ? (JSON.parse(r.memberRecord) as MemberRecord) : r.memberRecord,
  name: `${r.firstName} ${r.lastName}`,
  hasReceipt: r.hasReceipt === true || r.hasReceipt === 't',
  createdAt: r.createdAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
});
