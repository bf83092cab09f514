// Members: an approved application makes one, or extends the one its email already has (a renewal). Everything here
// runs inside the approval's transaction, so a member, its number and its history land with the decision or not at all.
import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Member, MemberDetail } from '../../contract/answers';
import { addisToday } from '../../contract/dates';
import { addYear, daysLeft, formatMemberNumber, memberNumberYear, memberStatus } from '../../contract/members';
import type { MembershipType } from '../../contract/membership';
import type { Db } from '../db/client';
import { memberHistory, memberNumberCounters, members, membershipApplications } from '../db/schema';

type MemberRow = typeof members.$inferSelect;
type ApplicationRow = typeof membershipApplications.$inferSelect;

/** The certificate's check code: 192 random bits, URL-safe. */
const newVerificationCode = () => randomBytes(24).toString('base64url');

/**
 * The next number of the Ethiopian year. The upsert locks the year's counter row until the transaction ends, so
 * concurrent approvals (in any process) take turns: each gets the next value, and a rolled-back approval gives its
 * number back instead of leaving a gap.
 */
async function nextMemberNumber(tx: Db, now: Date): Promise<string> {
  const year = memberNumberYear(now);
  const [row] = await tx
    .insert(memberNumberCounters)
    .values({ ethiopianYear: year, last: 1 })
    .onConflictDoUpdate({ target: memberNumberCounters.ethiopianYear, set: { last: sql`${memberNumberCounters.last} + 1` } })
    .returning({ last: memberNumberCounters.last });
  return formatMemberNumber(year, row!.last);
}

export type Approval = { member: MemberRow; renewed: boolean };

/**
 * Makes the member of an application being approved, or renews the member its email already has: one year from the
 * later of today and the current end. A lapsed member starts a new unbroken period today.
 */
export async function approveIntoMember(tx: Db, app: ApplicationRow, actorId: string, now: Date): Promise<Approval> {
  // Two applications of one email approved at once would both find no member and make two: one approval per email at
  // a time (the lock is the transaction's and ends with it).
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`member:${app.email.toLowerCase()}`}))`);
  const today = addisToday(now);
  const person = {
    firstName: app.firstName,
    lastName: app.lastName,
    phone: app.phone,
    company: app.company,
    city: app.city,
    plan: app.membershipType,
  };
  const [existing] = await tx.select().from(members).where(sql`lower(${members.email}) = ${app.email.toLowerCase()}`).for('update');

  // A renewal runs one year from the later of today and the current end; a lapsed member starts a new period today.
  const lapsed = existing !== undefined && existing.validUntil < today;
  const validFrom = existing && !lapsed ? existing.validFrom : today;
  const validUntil = addYear(existing && !lapsed ? existing.validUntil : today);
  const [member] = (
    existing
      ? await tx
          .update(members)
          .set({ ...person, validFrom, validUntil, updatedAt: now })
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
  });
  await tx.update(membershipApplications).set({ memberId: member.id }).where(eq(membershipApplications.id, app.id));
  return { member, renewed: Boolean(existing) };
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

/** One member with its history, or undefined. */
export async function memberDetail(db: Db, id: string, now: Date): Promise<MemberDetail | undefined> {
  const [m] = await db.select().from(members).where(eq(members.id, id));
  if (!m) return undefined;
  const history = await db
    .select({
      kind: memberHistory.kind,
      applicationId: memberHistory.applicationId,
      plan: memberHistory.plan,
      validFrom: memberHistory.validFrom,
      previousUntil: memberHistory.previousUntil,
      validUntil: memberHistory.validUntil,
      createdAt: memberHistory.createdAt,
    })
    .from(memberHistory)
    .where(eq(memberHistory.memberId, id))
    .orderBy(asc(memberHistory.id));
  return {
    ...memberAnswer(m, now),
    history: history.map((h) => ({ ...h, plan: h.plan as MembershipType, createdAt: h.createdAt.toISOString() })),
  };
}
