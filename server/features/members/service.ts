// Members: an approved application makes one, or extends the one its email already has (a renewal). Everything here
// runs inside the approval's transaction, so a member, its number and its history land with the decision or not at all.
import { randomBytes } from 'node:crypto';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Member, MemberDetail } from '../../../contract/answers';
import { addisToday } from '../../../contract/dates';
import {
  addYear,
  type DetailDifference,
  daysLeft,
  detailDifferences,
  formatAcknowledgementNumber,
  formatMemberNumber,
  type MemberDetails,
  type MemberDetailsChoice,
  memberNumberYear,
  memberStatus,
  YEARLY_FEES_BIRR,
} from '../../../contract/members';
import type { MembershipType } from '../../../contract/membership';
import { feeFor } from '../../../contract/payment';
import type { Db } from '../../db/client';
import {
  acknowledgementCounters,
  memberHistory,
  memberNumberCounters,
  memberReminders,
  members,
  membershipApplications,
  users,
} from '../../db/schema';
import type { Lang } from '../../platform/lang';
import { langOf } from '../../platform/languages';
import { appColumns, presentApp } from '../membership/applications';
import { readPaymentSettings } from '../membership/paymentSettings';

type MemberRow = typeof members.$inferSelect;
type ApplicationRow = typeof membershipApplications.$inferSelect;

/** The certificate's check code: 192 random bits, URL-safe. */
const newVerificationCode = () => randomBytes(24).toString('base64url');

/**
 * The next number of the Ethiopian year from one of the per-year counters (member numbers, acknowledgement numbers).
 * The upsert locks the year's counter row until the transaction ends, so concurrent approvals (in any process) take
 * turns: each gets the next value, and a rolled-back approval gives its number back instead of leaving a gap.
 */
async function nextOfYear(
  tx: Db,
  table: typeof memberNumberCounters | typeof acknowledgementCounters,
  format: (year: number, sequence: number) => string,
  now: Date,
): Promise<string> {
  // Both counters have the same two columns; drizzle types each table by its name, so one stands for both here.
  const counter = table as typeof memberNumberCounters;
  const year = memberNumberYear(now);
  const [row] = await tx
    .insert(counter)
    .values({ ethiopianYear: year, last: 1 })
    .onConflictDoUpdate({ target: counter.ethiopianYear, set: { last: sql`${counter.last} + 1` } })
    .returning({ last: counter.last });
  return format(year, row!.last);
}

const nextMemberNumber = (tx: Db, now: Date) => nextOfYear(tx, memberNumberCounters, formatMemberNumber, now);

/**
 * What a paid year records on its history row: the payment acknowledgement's number (ECA-R-<Ethiopian year>-<seq>,
 * taken like member numbers, in the payment's transaction) and the yearly fee paid in Birr: what the application owed
 * (the fee in Settings on the day it was made), else the fee in Settings now, else the plan's standard fee.
 */
async function payment(tx: Db, plan: MembershipType, now: Date, owed: number | null = null) {
  const fee = owed ?? feeFor(await readPaymentSettings(tx), plan);
  return {
    acknowledgementNumber: await nextOfYear(tx, acknowledgementCounters, formatAcknowledgementNumber, now),
    amount: fee ?? YEARLY_FEES_BIRR[plan],
  };
}

/**
 * The period a paid year makes: one year from the later of today and the current end. A lapsed membership (or none)
 * starts a new unbroken period today; a valid one keeps its start.
 */
export function paidPeriod(current: { validFrom: string; validUntil: string } | undefined, today: string) {
  const valid = current !== undefined && current.validUntil >= today;
  return {
    validFrom: valid ? current.validFrom : today,
    validUntil: addYear(valid ? current.validUntil : today),
  };
}

export type Approval = {
  member: MemberRow;
  renewed: boolean;
  /** Where the application's details differed from the member record it renewed (empty for a new member). */
  differences: DetailDifference[];
  /** Whether those details were taken onto the record (staff chose so) or the record was kept as it was. */
  detailsTaken: boolean;
};

/** The person's details a member record keeps. */
export const memberDetailsOf = (p: MemberDetails): MemberDetails => ({
  firstName: p.firstName,
  lastName: p.lastName,
  company: p.company,
  city: p.city,
  phone: p.phone,
});

/**
 * Makes the member of an application being approved, or renews the member its email already has: one year from the
 * later of today and the current end. A lapsed member starts a new unbroken period today.
 *
 * A renewal keeps the member record's name, company, city and phone unless `details` is 'application': anyone can type
 * a member's address into the public form, so what an application says about the person changes the record only
 * when staff, having seen both side by side, choose to take it.
 */
export async function approveIntoMember(
  tx: Db,
  app: ApplicationRow,
  actorId: string,
  now: Date,
  details: MemberDetailsChoice = 'keep',
): Promise<Approval> {
  // Two applications of one email approved at once would both find no member and make two: one approval per email at
  // a time (the lock is the transaction's and ends with it).
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`member:${app.email.toLowerCase()}`}))`);
  const today = addisToday(now);
  const person = { ...memberDetailsOf(app), plan: app.membershipType };
  const [existing] = await tx.select().from(members).where(sql`lower(${members.email}) = ${app.email.toLowerCase()}`).for('update');
  const differences = existing ? detailDifferences(memberDetailsOf(existing), memberDetailsOf(app)) : [];
  const detailsTaken = differences.length > 0 && details === 'application';
  const { validFrom, validUntil } = paidPeriod(existing, today);
  const [member] = (
    existing
      ? await tx
          .update(members)
          .set({ ...(detailsTaken ? person : { plan: person.plan }), validFrom, validUntil, updatedAt: now })
          .where(eq(members.id, existing.id))
          .returning()
      : await tx
          .insert(members)
          .values({
            ...person,
            number: await nextMemberNumber(tx, now),
            email: app.email,
            validFrom,
            validUntil,
            verificationCode: newVerificationCode(),
            // The applicant's own choice on the form; a renewal keeps the listing the member has.
            listInDirectory: app.listInDirectory,
            createdAt: now,
            updatedAt: now,
          })
          .returning()
  ) as [MemberRow];
  await tx.insert(memberHistory).values({
    memberId: member.id,
    kind: existing ? 'renewed' : 'joined',
    applicationId: app.id,
    plan: app.membershipType,
    validFrom,
    previousUntil: existing?.validUntil ?? null,
    validUntil,
    actorId,
    ...(await payment(tx, app.membershipType as MembershipType, now, app.feeBirr)),
    // The app's clock, not the database's: the analytics count joins by this day, and tests move the clock.
    createdAt: now,
  });
  await tx.update(membershipApplications).set({ memberId: member.id }).where(eq(membershipApplications.id, app.id));
  return { member, renewed: Boolean(existing), differences, detailsTaken };
}

/**
 * A renewal paid at the office, recorded by staff: one year from the later of today and the current end, on `plan`,
 * with its acknowledgement number and amount; `reason` is staff's note on the payment. Undefined for an unknown member.
 */
export async function renewAtOffice(
  tx: Db,
  memberId: string,
  input: { plan: MembershipType; reason: string },
  actorId: string,
  now: Date,
): Promise<{ member: MemberRow; acknowledgementNumber: string; amount: number } | undefined> {
  const [existing] = await tx.select().from(members).where(eq(members.id, memberId)).for('update');
  if (!existing) return undefined;
  const period = paidPeriod(existing, addisToday(now));
  const [member] = await tx
    .update(members)
    .set({ ...period, plan: input.plan, updatedAt: now })
    .where(eq(members.id, memberId))
    .returning();
  const paid = await payment(tx, input.plan, now);
  await tx.insert(memberHistory).values({
    memberId,
    kind: 'office-renewal',
    plan: input.plan,
    ...period,
    previousUntil: existing.validUntil,
    reason: input.reason,
    actorId,
    ...paid,
    createdAt: now,
  });
  return { member: member!, ...paid };
}

/**
 * Staff's change of a member's end date or directory listing, with their reason. The history row keeps the end before
 * and after, and the listing only when this change moved it. Undefined for an unknown member.
 */
export async function editMember(
  tx: Db,
  memberId: string,
  input: { validUntil: string; listInDirectory: boolean; reason: string },
  actorId: string,
  now: Date,
): Promise<{ before: MemberRow; member: MemberRow } | undefined> {
  const [before] = await tx.select().from(members).where(eq(members.id, memberId)).for('update');
  if (!before) return undefined;
  const [member] = await tx
    .update(members)
    .set({ validUntil: input.validUntil, listInDirectory: input.listInDirectory, updatedAt: now })
    .where(eq(members.id, memberId))
    .returning();
  await tx.insert(memberHistory).values({
    memberId,
    kind: 'edited',
    plan: before.plan,
    validFrom: before.validFrom,
    previousUntil: before.validUntil,
    validUntil: input.validUntil,
    reason: input.reason,
    listInDirectory: input.listInDirectory === before.listInDirectory ? null : input.listInDirectory,
    actorId,
    createdAt: now,
  });
  return { before, member: member! };
}

/** A member as the API answers it, its status worked out for `now`. */
export function memberAnswer(m: MemberRow, now: Date): Member {
  const today = addisToday(now);
  return {
    id: m.id,
    number: m.number,
    firstName: m.firstName,
    lastName: m.lastName,
    email: m.email,
    phone: m.phone,
    company: m.company,
    city: m.city,
    plan: m.plan as MembershipType,
    validFrom: m.validFrom,
    validUntil: m.validUntil,
    status: memberStatus(m.validUntil, today),
    daysLeft: daysLeft(m.validUntil, today),
    listInDirectory: m.listInDirectory,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
}

/** One member with its history, its applications and the reminders it was sent, or undefined. */
export async function memberDetail(db: Db, id: string, now: Date): Promise<MemberDetail | undefined> {
  const [m] = await db.select().from(members).where(eq(members.id, id));
  if (!m) return undefined;
  const [history, applications, reminders] = await Promise.all([
    db
      .select({
        kind: memberHistory.kind,
        applicationId: memberHistory.applicationId,
        plan: memberHistory.plan,
        validFrom: memberHistory.validFrom,
        previousUntil: memberHistory.previousUntil,
        validUntil: memberHistory.validUntil,
        reason: memberHistory.reason,
        listInDirectory: memberHistory.listInDirectory,
        acknowledgementNumber: memberHistory.acknowledgementNumber,
        amount: memberHistory.amount,
        actorName: users.name,
        createdAt: memberHistory.createdAt,
      })
      .from(memberHistory)
      .leftJoin(users, eq(users.id, memberHistory.actorId))
      .where(eq(memberHistory.memberId, id))
      .orderBy(asc(memberHistory.id)),
    db
      .select(appColumns)
      .from(membershipApplications)
      .where(sql`lower(${membershipApplications.email}) = ${m.email.toLowerCase()}`)
      .orderBy(desc(membershipApplications.createdAt)),
    db
      .select({ kind: memberReminders.kind, validUntil: memberReminders.validUntil, sentAt: memberReminders.sentAt })
      .from(memberReminders)
      .where(eq(memberReminders.memberId, id))
      .orderBy(desc(memberReminders.id)),
  ]);
  return {
    ...memberAnswer(m, now),
    history: history.map((h) => ({ ...h, plan: h.plan as MembershipType, createdAt: h.createdAt.toISOString() })),
    applications: applications.map((a) => ({ ...presentApp(a), membershipType: a.membershipType as MembershipType })),
    reminders: reminders.map((r) => ({ ...r, sentAt: r.sentAt.toISOString() })),
  };
}

/**
 * A member's language for mail, as SQL for the member row `m`: that of their newest application in their own name.
 * Anyone may file an application with a member's address, and staff may approve it while keeping the record; that
 * application is linked to the member but is not the member's, so it does not choose their language (unless no
 * application in their name is linked at all).
 */
export const memberLangSql = sql<string | null>`(
  select a.lang from membership_applications a
  where a.member_id = m.id
  order by (lower(trim(a.first_name)) = lower(trim(m.first_name)) and lower(trim(a.last_name)) = lower(trim(m.last_name))) desc,
    a.created_at desc, a.id desc
  limit 1)`;

/** A member's language for mail (memberLangSql), else English. */
export async function memberLang(db: Db, memberId: string): Promise<Lang> {
  const result = (await db.execute(sql`select ${memberLangSql} as lang from members m where m.id = ${memberId}`)) as unknown as
    | { rows: { lang: string | null }[] }
    | { lang: string | null }[];
  const [row] = Array.isArray(result) ? result : result.rows;
  return langOf(row?.lang);
}
