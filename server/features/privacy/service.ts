// The terms and privacy notice (versioned), the consent each record carries, the data requests admins answer (find,
// export, correct, erase everything held about one email address) and the retention that erases what people who never
// became members sent once its period is over.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  type DataCorrection,
  type DataRequestSummary,
  DEFAULT_RETENTION_DAYS,
  type LegalDocument,
  type LegalKind,
  type LegalPublish,
} from '../../../contract/legal';
import type { Db } from '../../db/client';
import {
  accountLinks,
  accountSessions,
  contactMessages,
  eventRegistrations,
  legalDocuments,
  legalDocumentTexts,
  memberHistory,
  members,
  membershipApplications,
  outbox,
  privacySettings,
  receipts,
  users,
} from '../../db/schema';
import { type Actor, audit } from '../../platform/audit';
import { SqlValue } from '../../platform/outbox';
import type { Job } from '../../platform/scheduler';

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

// ── Documents and consent ────────────────────────────────────────────────────────────────────────────────────────

const documentColumns = {
  kind: legalDocuments.kind,
  version: legalDocuments.version,
  titleEn: legalDocuments.titleEn,
  bodyEn: legalDocuments.bodyEn,
  // Written with the table's name: Drizzle leaves it out in a one-table select, and the subquery would read its own.
  translations: sql<
    LegalDocument['translations'] | null
  >`(select jsonb_object_agg(t.lang, jsonb_build_object('title', t.title, 'body', t.body))
    from legal_document_texts t where t.document_id = "legal_documents"."id")`,
  publishedAt: legalDocuments.publishedAt,
  publishedByName: legalDocuments.publishedByName,
};
type DocumentRow = Omit<LegalDocument, 'publishedAt' | 'translations'> & {
  publishedAt: Date;
  translations: LegalDocument['translations'] | null;
};
const present = (row: DocumentRow): LegalDocument => ({
  ...row,
  translations: row.translations ?? {},
  publishedAt: row.publishedAt.toISOString(),
});

/** The newest published version of a document, or undefined before any is published. */
export async function currentDocument(db: Db, kind: LegalKind): Promise<LegalDocument | undefined> {
  const [row] = await db
    .select(documentColumns)
    .from(legalDocuments)
    .where(eq(legalDocuments.kind, kind))
    .orderBy(desc(legalDocuments.version))
    .limit(1);
  return row ? present(row) : undefined;
}

/** Every version of a document, newest first. */
export async function documentVersions(db: Db, kind: LegalKind): Promise<LegalDocument[]> {
  const rows = await db
    .select(documentColumns)
    .from(legalDocuments)
    .where(eq(legalDocuments.kind, kind))
    .orderBy(desc(legalDocuments.version));
  return rows.map(present);
}

export async function documentVersion(db: Db, kind: LegalKind, version: number): Promise<LegalDocument | undefined> {
  const [row] = await db
    .select(documentColumns)
    .from(legalDocuments)
    .where(and(eq(legalDocuments.kind, kind), eq(legalDocuments.version, version)));
  return row ? present(row) : undefined;
}

/**
 * Publishes a new version (the next number of its kind) and audits it. Two admins publishing at once both succeed, one
 * after the other: the kind's rows are locked while the number is taken.
 */
export async function publishDocument(db: Db, actor: Actor | null, kind: LegalKind, input: LegalPublish): Promise<LegalDocument> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(4242016, ${kind === 'terms' ? 1 : 2})`);
    const [{ next }] = rowsOf<{ next: number }>(
      await tx.execute(sql`select coalesce(max(version), 0)::int + 1 as next from legal_documents where kind = ${kind}`),
    ) as [{ next: number }];
    const { translations, ...english } = input;
    const [created] = await tx
      .insert(legalDocuments)
      .values({ kind, version: next, ...english, publishedBy: actor?.id ?? null, publishedByName: actor?.name ?? 'System' })
      .returning({ id: legalDocuments.id });
    const texts = Object.entries(translations).map(([lang, { title, body }]) => ({ documentId: created!.id, lang, title, body }));
    if (texts.length > 0) await tx.insert(legalDocumentTexts).values(texts);
    await audit(tx, actor, 'publish', 'legal_document', `${kind}:${next}`, { kind, version: next, titleEn: input.titleEn });
    const [row] = await tx.select(documentColumns).from(legalDocuments).where(eq(legalDocuments.id, created!.id));
    return present(row as DocumentRow);
  });
}

/** The consent columns of a record written now: the newest version of each document at this very statement. */
export const consentNow = (now: Date) => ({
  termsVersion: sql<number>`(select max(version) from legal_documents where kind = 'terms')`,
  privacyVersion: sql<number>`(select max(version) from legal_documents where kind = 'privacy')`,
  consentedAt: now,
});

/** The same, as raw columns for insertWithMail's single statement. */
export const consentColumns = (now: Date) => ({
  terms_version: new SqlValue(() => `(select max(version) from legal_documents where kind = 'terms')`),
  privacy_version: new SqlValue(() => `(select max(version) from legal_documents where kind = 'privacy')`),
  consented_at: now.toISOString(),
});

// ── Settings ─────────────────────────────────────────────────────────────────────────────────────────────────────

export async function retentionDays(db: Db): Promise<number> {
  const [row] = await db.select({ days: privacySettings.retentionDays }).from(privacySettings).where(eq(privacySettings.id, 1));
  return row?.days ?? DEFAULT_RETENTION_DAYS;
}

export async function setRetentionDays(db: Db, actor: Actor, days: number, now: Date): Promise<number> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const before = await retentionDays(tx);
    await tx
      .insert(privacySettings)
      .values({ id: 1, retentionDays: days, updatedBy: actor.id, updatedAt: now })
      .onConflictDoUpdate({ target: privacySettings.id, set: { retentionDays: days, updatedBy: actor.id, updatedAt: now } });
    await audit(tx, actor, 'update', 'privacy_settings', '1', { retentionDays: { from: before, to: days } });
    return days;
  });
}

// ── Data requests ────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * How a data request names its person in the audit log: a digest of the address, never the address itself, so the log
 * keeps no personal data after an erasure and the office can still show that a given address was answered.
 */
export const subjectRef = (email: string) => `sha256:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24)}`;

const sameEmail = (column: Parameters<typeof sql>[1]) => (email: string) => sql`lower(${column}) = lower(${email})`;

/** Everything held about one email address, as the export file holds it (receipts with their bytes, in base64). */
export async function personRecords(db: Db, email: string) {
  const applications = await db
    .select()
    .from(membershipApplications)
    .where(sameEmail(membershipApplications.email)(email))
    .orderBy(membershipApplications.createdAt);
  const receiptRows = applications.length
    ? rowsOf<{
        id: number;
        application_id: string;
        mime_type: string;
        filename: string;
        size: number;
        data: string;
        created_at: string;
      }>(
        await db.execute(sql`select id, application_id, mime_type, filename, size, encode(data, 'base64') as data, created_at
          from receipts where application_id in (select id from membership_applications where lower(email) = lower(${email}))
          order by id`),
      )
    : [];
  const member = await db.select().from(members).where(sameEmail(members.email)(email));
  const history = member.length
    ? await db.select().from(memberHistory).where(eq(memberHistory.memberId, member[0]!.id)).orderBy(memberHistory.id)
    : [];
  const registrations = await db
    .select()
    .from(eventRegistrations)
    .where(sameEmail(eventRegistrations.email)(email))
    .orderBy(eventRegistrations.createdAt);
  const messages = await db
    .select()
    .from(contactMessages)
    .where(sameEmail(contactMessages.email)(email))
    .orderBy(contactMessages.createdAt);
  const mails = await db.select().from(outbox).where(sameEmail(outbox.to)(email)).orderBy(outbox.createdAt);
  const links = await db
    .select({
      email: accountLinks.email,
      createdAt: accountLinks.createdAt,
      expiresAt: accountLinks.expiresAt,
      usedAt: accountLinks.usedAt,
    })
    .from(accountLinks)
    .where(sameEmail(accountLinks.email)(email));
  const sessions = await db
    .select({ email: accountSessions.email, createdAt: accountSessions.createdAt, expiresAt: accountSessions.expiresAt })
    .from(accountSessions)
    .where(sameEmail(accountSessions.email)(email));
  const accounts = await db
    .select({
      id: users.id,
      name: users.name,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      company: users.company,
      position: users.position,
      role: users.role,
      status: users.status,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(sameEmail(users.email)(email));
  // Hashes and tokens are the association's keys, not the person's data: they stay out of the file.
  const strip = <R extends Record<string, unknown>>(row: R, ...keys: string[]) =>
    Object.fromEntries(Object.entries(row).filter(([k]) => !keys.includes(k)));
  return {
    applications: applications.map((a) => strip(a, 'continuationHash')),
    receipts: receiptRows.map((r) => ({
      id: r.id,
      applicationId: r.application_id,
      mimeType: r.mime_type,
      filename: r.filename,
      size: r.size,
      createdAt: r.created_at,
      dataBase64: r.data.replace(/\s+/g, ''),
    })),
    member: member[0] ? strip(member[0], 'verificationCode') : null,
    memberHistory: history,
    registrations: registrations.map((r) => strip(r, 'cancelTokenHash')),
    contactMessages: messages,
    mails: mails.map((m) => strip(m, 'lockedUntil')),
    accountLinks: links,
    accountSessions: sessions,
    userAccounts: accounts,
  };
}
export type PersonRecords = Awaited<ReturnType<typeof personRecords>>;

export function summarize(email: string, records: PersonRecords): DataRequestSummary {
  const counts = {
    applications: records.applications.length,
    receipts: records.receipts.length,
    member: records.member ? 1 : 0,
    memberHistory: records.memberHistory.length,
    registrations: records.registrations.length,
    contactMessages: records.contactMessages.length,
    outbox: records.mails.length,
    accountLinks: records.accountLinks.length,
    accountSessions: records.accountSessions.length,
    userAccounts: records.userAccounts.length,
  };
  return { email, counts, total: Object.values(counts).reduce((a, b) => a + b, 0) };
}

/** Changes the given fields on every record that holds them; returns how many rows changed per table. */
export async function correctPerson(db: Db, actor: Actor, input: DataCorrection, now: Date) {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const { firstName, lastName, phone, company, city } = input.changes;
    const email = input.email;
    const changed: Record<string, number> = {};
    const given = (set: Record<string, string | undefined>) =>
      Object.fromEntries(Object.entries(set).filter(([, value]) => value !== undefined)) as Record<string, string>;
    const name = firstName !== undefined && lastName !== undefined ? `${firstName} ${lastName}` : undefined;
    const targets = [
      ['applications', membershipApplications, { firstName, lastName, phone, company, city }, true],
      ['member', members, { firstName, lastName, phone, company, city }, true],
      ['registrations', eventRegistrations, { firstName, lastName, phone, organization: company }, false],
      ['contactMessages', contactMessages, { name, phone, organization: company }, true],
      ['userAccounts', users, { firstName, lastName, phone, company }, true],
    ] as const;
    for (const [key, table, set, stamped] of targets) {
      const values = given(set);
      if (Object.keys(values).length === 0) continue;
      const where = table === users ? and(sameEmail(users.email)(email), eq(users.role, 'user')) : sameEmail(table.email)(email);
      // One loop over five tables: their shared columns (email, phone, updatedAt) are what it writes.
      const rows = await tx
        .update(table as typeof members)
        .set({ ...values, ...(stamped ? { updatedAt: now } : {}) } as Partial<typeof members.$inferInsert>)
        .where(where)
        .returning({ id: (table as typeof members).id });
      changed[key] = rows.length;
    }
    await audit(tx, actor, 'correct', 'data_request', subjectRef(email), { fields: Object.keys(input.changes), changed, note: input.note });
    return changed;
  });
}

const ERASED = 'Erased';
const erasedEmail = (id: string) => `erased-${id}@erased.invalid`;

/**
 * Erases one person: deletes what can go (applications with their receipts, messages, mails, sign-in links and sessions,
 * a site account) and anonymises what must stay: the member record keeps its number, plan and dates, and its history
 * the payment acknowledgements' numbers and amounts; registrations keep their event, seats and check-in (the events'
 * counts) without a name. Audit entries that named the person are rewritten without their name, email or phone.
 */
export async function erasePerson(db: Db, actor: Actor, email: string, now: Date) {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const records = await personRecords(tx, email);
    // Every name and phone they gave, to take out of the audit log and the office's mails about them.
    const words = new Set<string>([email.trim().toLowerCase()]);
    const add = (...parts: (string | null | undefined)[]) => {
      for (const p of parts) if (p && p.trim().length >= 3) words.add(p.trim());
    };
    for (const a of records.applications) add(`${a.firstName} ${a.lastName}`, a.phone as string);
    if (records.member) add(`${records.member.firstName} ${records.member.lastName}`, records.member.phone as string);
    for (const r of records.registrations) add(`${r.firstName} ${r.lastName}`, r.phone as string);
    for (const m of records.contactMessages) add(m.name, m.phone);
    for (const u of records.userAccounts) if (u.role === 'user') add(u.name, u.phone);

    const erased: Record<string, number> = {};
    erased.receipts = rowsOf(
      await tx
        .delete(receipts)
        .where(sql`${receipts.applicationId} in (select id from membership_applications where lower(email) = lower(${email}))`)
        .returning({ id: receipts.id }),
    ).length;
    erased.applications = rowsOf(
      await tx
        .delete(membershipApplications)
        .where(sameEmail(membershipApplications.email)(email))
        .returning({ id: membershipApplications.id }),
    ).length;
    const member = records.member as { id: string } | null;
    if (member) {
      await tx
        .update(members)
        .set({
          firstName: ERASED,
          lastName: ERASED,
          email: erasedEmail(member.id),
          phone: '',
          company: '',
          city: '',
          listInDirectory: false,
          // The certificate's link then proves nothing about anyone.
          verificationCode: randomBytes(24).toString('base64url'),
          updatedAt: now,
        })
        .where(eq(members.id, member.id));
      await tx.update(memberHistory).set({ reason: null }).where(eq(memberHistory.memberId, member.id));
    }
    erased.member = member ? 1 : 0;
    erased.registrations = 0;
    for (const r of records.registrations) {
      await tx
        .update(eventRegistrations)
        .set({
          firstName: ERASED,
          lastName: '',
          email: erasedEmail(r.id as string),
          phone: '',
          organization: '',
          position: '',
          dietaryRequirements: 'none',
          specialRequirements: '',
        })
        .where(eq(eventRegistrations.id, r.id as string));
      erased.registrations++;
    }
    erased.contactMessages = rowsOf(
      await tx.delete(contactMessages).where(sameEmail(contactMessages.email)(email)).returning({ id: contactMessages.id }),
    ).length;
    // Their own mails, and the office's notices that speak of them.
    const mentions = (column: Parameters<typeof sql>[1]) =>
      sql.join(
        [...words].map((w) => sql`strpos(lower(coalesce(${column}, '')), lower(${w})) > 0`),
        sql` or `,
      );
    erased.outbox = rowsOf(
      await tx
        .delete(outbox)
        .where(
          sql`lower(${outbox.to}) = lower(${email}) or ${mentions(outbox.subject)} or ${mentions(outbox.text)} or ${mentions(outbox.html)}`,
        )
        .returning({ id: outbox.id }),
    ).length;
    erased.accountLinks = rowsOf(
      await tx.delete(accountLinks).where(sameEmail(accountLinks.email)(email)).returning({ e: accountLinks.email }),
    ).length;
    erased.accountSessions = rowsOf(
      await tx.delete(accountSessions).where(sameEmail(accountSessions.email)(email)).returning({ e: accountSessions.email }),
    ).length;
    // A visitor's site account goes; a staff account is the association's and is left to the Users screen.
    erased.userAccounts = rowsOf(
      await tx
        .delete(users)
        .where(and(sameEmail(users.email)(email), eq(users.role, 'user')))
        .returning({ id: users.id }),
    ).length;
    await tx.execute(sql`delete from rate_limits where key = ${`mail-to:${email.trim().toLowerCase()}`}`);
    // Earlier audit entries keep what was done, with the person's words replaced (each as JSON writes it).
    let scrub = sql`details::text`;
    for (const w of words) scrub = sql`regexp_replace(${scrub}, ${escapeRegExp(JSON.stringify(w).slice(1, -1))}, '[erased]', 'gi')`;
    await tx.execute(
      sql`update audit_log set details = (${scrub})::jsonb where ${sql.join(
        [...words].map((w) => sql`strpos(lower(details::text), lower(${JSON.stringify(w).slice(1, -1)})) > 0`),
        sql` or `,
      )}`,
    );
    await audit(tx, actor, 'erase', 'data_request', subjectRef(email), { erased });
    return erased;
  });
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// ── Retention ────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Erases what people who never became members sent before the retention period: their applications (with the bank
 * receipts) and their contact messages, older than `retentionDays` by their last change. A person who became a member
 * (a member record with their email) keeps theirs. Returns the counts; audited as the system's own action.
 */
export async function eraseExpired(db: Db, now: Date) {
  const days = await retentionDays(db);
  const before = new Date(now.getTime() - days * 86_400_000);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const notMember = (column: Parameters<typeof sql>[1]) =>
      sql`not exists (select 1 from members m where lower(m.email) = lower(${column}))`;
    const receiptsGone = rowsOf(
      await tx.execute(sql`delete from receipts where application_id in (
        select id from membership_applications a where a.status <> 'approved' and a.updated_at < ${before} and ${notMember(sql`a.email`)})
        returning id`),
    ).length;
    const applicationsGone = rowsOf(
      await tx.execute(sql`delete from membership_applications a
        where a.status <> 'approved' and a.updated_at < ${before} and ${notMember(sql`a.email`)} returning id`),
    ).length;
    const messagesGone = rowsOf(
      await tx.execute(sql`delete from contact_messages c where c.updated_at < ${before} and ${notMember(sql`c.email`)} returning id`),
    ).length;
    const erased = { receipts: receiptsGone, applications: applicationsGone, contactMessages: messagesGone };
    await audit(tx, null, 'retention', 'privacy', before.toISOString().slice(0, 10), {
      retentionDays: days,
      before: before.toISOString(),
      erased,
    });
    return erased;
  });
}

/** The scheduler's retention job: once per UTC day, at the first tick of the day (or soon after a start). */
export const retentionJob = (db: Db, onDone?: (erased: Awaited<ReturnType<typeof eraseExpired>>) => void): Job => ({
  name: 'retention',
  period: (now) => now.toISOString().slice(0, 10),
  run: async (now) => {
    const erased = await eraseExpired(db, now);
    onDone?.(erased);
  },
});
