// The terms and privacy notice (public, versioned, published by admins), the consent each record keeps, the data
// requests admins answer (find, export, correct, erase) and the retention job, with the app's clock moved instead of
// waiting, and two schedulers (two processes' worth) on one database.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as omLegal from '../../content/om/legal';
import { type Database, openPostgres } from '../../server/db/client';
import {
  auditLog,
  contactMessages,
  eventRegistrations,
  memberHistory,
  members,
  membershipApplications,
  receipts,
  sessions,
  settings,
} from '../../server/db/schema';
import { legalSeedStep } from '../../server/db/seed';
import { retentionJob, subjectRef } from '../../server/features/privacy/service';
import { createLogger } from '../../server/platform/logger';
import { createScheduler } from '../../server/platform/scheduler';
import { call, createTestContext, insertEvent, makeUser, type TestContext } from '../support/app';
import { usingPostgres } from '../support/db';
import { validApplication, validRegistration } from '../support/fixtures';
import { receiptForm } from '../support/forms';

const AM = { 'Accept-Language': 'am' };
const OM = { 'Accept-Language': 'om' };
const DAY = 86_400_000;
let ctx: TestContext;
let admin: { id: string; token: string; name: string };
let editor: { id: string; token: string };
let eventId: string;

beforeAll(async () => {
  ctx = await createTestContext({ seedSteps: [legalSeedStep] });
  ctx.clock.set(new Date('2026-11-24T09:00:00Z'));
  admin = await makeUser(ctx, 'admin');
  editor = await makeUser(ctx, 'moderator');
  await ctx.database.db.update(sessions).set({ expiresAt: new Date('2100-01-01T00:00:00Z') });
  eventId = await insertEvent(ctx, {
    title: 'Field day',
    description: 'A day on the farm',
    date: '2027-03-10',
    location: 'Adama',
  });
});
afterAll(() => ctx.close());

const publish = (kind: string, body: Record<string, unknown>, token = admin.token) =>
  call(ctx, 'POST', `/api/admin/privacy/documents/${kind}`, body, { token });
const newText = (n: number) => ({
  titleEn: `Privacy policy ${n}`,
  bodyEn: `## What we keep\n- Names\n\nVersion ${n} in English.`,
  translations: { am: { title: `የግል መረጃ አያያዝ ፖሊሲ ${n}`, body: `## የምንይዘው\n- ስም\n\nእትም ${n}።` } },
});
const latestAudit = async (action: string) =>
  (await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, action))).sort((a, b) => b.id - a.id)[0];

let seq = 0;
const contact = (email: string, over: Record<string, unknown> = {}) =>
  call(ctx, 'POST', '/api/contact', {
    name: 'Sara Tesfaye',
    email,
    phone: '+251 922 111 222',
    subject: 'General Inquiry',
    message: 'Where can we buy cuttings?',
    contactType: 'individual',
    ...over,
  });

describe('the public documents', () => {
  it('answers the newest terms and privacy notice in the request language; an unknown kind or version is a 404', async () => {
    const terms = await call(ctx, 'GET', '/api/legal/terms');
    expect(terms.status).toBe(200);
    expect(terms.json.data.document).toMatchObject({ kind: 'terms', version: 1, title: 'Terms and conditions' });
    const privacy = await call(ctx, 'GET', '/api/legal/privacy', undefined, { headers: AM });
    expect(privacy.json.data.document.title).toBe('የግል መረጃ አያያዝ ፖሊሲ');
    expect(privacy.json.data.document.body).toContain('1321/2016');
    expect(privacy.json.data.document.retentionDays).toBe(730);
    const english = await call(ctx, 'GET', '/api/legal/privacy');
    for (const right of [
      'access',
      'rectification',
      'erasure',
      'portability',
      'withdraw your consent',
      '1321/2024',
      'info@cassava.org.et',
    ]) {
      expect(english.json.data.document.body).toContain(right);
    }
    expect((await call(ctx, 'GET', '/api/legal/cookies')).status).toBe(404);
    expect((await call(ctx, 'GET', '/api/legal/terms?version=99')).status).toBe(404);
    expect((await call(ctx, 'GET', '/api/legal/terms?version=x')).status).toBe(404);
  });
});

describe('publishing (admins only, audited, versioned)', () => {
  it('an editor is refused, a bad body is a 400 with each field named, an admin publishes version 2 and version 1 stays', async () => {
    const refused = await publish('privacy', newText(2), editor.token);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toMatch(/Only admins/);
    expect((await call(ctx, 'POST', '/api/admin/privacy/documents/privacy', newText(2))).status).toBe(401);

    // Every language staff work in is required: a version without its Amharic is refused.
    const withoutAmharicBody = { ...newText(2), translations: { am: { ...newText(2).translations.am, body: '  ' } } };
    const bad = await publish('privacy', { ...withoutAmharicBody, titleEn: '' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields).sort()).toEqual(['titleEn', 'translations.am.body']);
    expect(Object.keys((await publish('privacy', { ...newText(2), translations: {} })).json.fields)).toEqual(['translations.am']);
    const badAm = await call(ctx, 'POST', '/api/admin/privacy/documents/privacy', withoutAmharicBody, { token: admin.token, headers: AM });
    expect(badAm.json.fields['translations.am.body']).toBe('የአማርኛ ይዘት ያስፈልጋል');
    expect((await publish('cookies', newText(2))).status).toBe(404);

    const published = await publish('privacy', newText(2));
    expect(published.status).toBe(201);
    expect(published.json.data.document).toMatchObject({ kind: 'privacy', version: 2, publishedByName: admin.name });
    const audited = await latestAudit('publish');
    expect(audited).toMatchObject({ actorId: admin.id, entity: 'legal_document', entityId: 'privacy:2' });

    const versions = await call(ctx, 'GET', '/api/admin/privacy/documents/privacy', undefined, { token: admin.token });
    expect(versions.json.data.versions.map((d: { version: number }) => d.version)).toEqual([2, 1]);
    expect((await call(ctx, 'GET', '/api/admin/privacy/documents/privacy', undefined, { token: editor.token })).status).toBe(403);
    expect((await call(ctx, 'GET', '/api/legal/privacy')).json.data.document.version).toBe(2);
    expect((await call(ctx, 'GET', '/api/legal/privacy?version=1')).json.data.document.title).toBe('Privacy policy');

    // Afaan Oromoo: the first version in its own words; version 2, written by staff in English and Amharic, in English
    // and said to be so.
    const first = await call(ctx, 'GET', '/api/legal/privacy?version=1', undefined, { headers: OM });
    expect(first.json.data.document).toMatchObject({ version: 1, title: omLegal.builtInPrivacy.title, body: omLegal.builtInPrivacy.body });
    expect(first.json.data.document.lang).toBeUndefined();
    const newest = await call(ctx, 'GET', '/api/legal/privacy', undefined, { headers: OM });
    expect(newest.json.data.document).toMatchObject({ version: 2, title: newText(2).titleEn, lang: 'en' });
  });
});

describe('consent kept with each record', () => {
  it('an application, a registration and a message name the versions in force when they came, and when', async () => {
    const before = { terms: 1, privacy: (await call(ctx, 'GET', '/api/legal/privacy')).json.data.document.version as number };
    const applied = await call(ctx, 'POST', '/api/membership/apply', validApplication({ email: `consent-${++seq}@example.org` }));
    expect(applied.status, applied.text).toBe(201);
    const registered = await call(ctx, 'POST', `/api/events/${eventId}/register`, validRegistration(`consent-${++seq}@example.org`));
    expect(registered.status, registered.text).toBe(201);
    const sent = await contact(`consent-${++seq}@example.org`);
    expect(sent.status, sent.text).toBe(201);

    const now = ctx.clock.now.getTime();
    const [a] = await ctx.database.db
      .select()
      .from(membershipApplications)
      .where(eq(membershipApplications.id, applied.json.data.application.id));
    const [r] = await ctx.database.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, registered.json.data.registration.id));
    const [m] = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, sent.json.data.message.id));
    for (const row of [a!, r!, m!]) {
      expect(row.termsVersion).toBe(before.terms);
      expect(row.privacyVersion).toBe(before.privacy);
      expect(row.consentedAt?.getTime()).toBe(now);
    }

    // A new version: the next record names it; the earlier one keeps its own.
    await publish('privacy', newText(before.privacy + 1));
    const later = await call(ctx, 'POST', '/api/membership/apply', validApplication({ email: `consent-${++seq}@example.org` }));
    const [b] = await ctx.database.db
      .select()
      .from(membershipApplications)
      .where(eq(membershipApplications.id, later.json.data.application.id));
    expect(b!.privacyVersion).toBe(before.privacy + 1);
    const [again] = await ctx.database.db.select().from(membershipApplications).where(eq(membershipApplications.id, a!.id));
    expect(again!.privacyVersion).toBe(before.privacy);
  });
});

describe('privacy settings', () => {
  it('admins read and change the retention period (audited); editors cannot; out of range is a 400', async () => {
    const read = await call(ctx, 'GET', '/api/admin/privacy/settings', undefined, { token: admin.token });
    expect(read.json.data.settings.retentionDays).toBe(730);
    expect((await call(ctx, 'PUT', '/api/admin/privacy/settings', { retentionDays: 365 }, { token: editor.token })).status).toBe(403);
    for (const retentionDays of [10, 5000, 1.5, '365']) {
      const bad = await call(ctx, 'PUT', '/api/admin/privacy/settings', { retentionDays }, { token: admin.token });
      expect(bad.status, String(retentionDays)).toBe(400);
      expect(bad.json.fields.retentionDays).toBeTruthy();
    }
    const changed = await call(ctx, 'PUT', '/api/admin/privacy/settings', { retentionDays: 365 }, { token: admin.token });
    expect(changed.status).toBe(200);
    expect((await call(ctx, 'GET', '/api/legal/privacy')).json.data.document.retentionDays).toBe(365);
    expect(await latestAudit('update')).toMatchObject({ entity: 'privacy_settings', actorId: admin.id });
    expect((await latestAudit('update'))!.details).toEqual({ retentionDays: { from: 730, to: 365 } });
    await call(ctx, 'PUT', '/api/admin/privacy/settings', { retentionDays: 730 }, { token: admin.token });
  });
});

/** Every text value of every table, one string per row (for "no table holds their name"). */
async function everyRow(db: Database['db']): Promise<string[]> {
  const tables = (await db.execute(sql`select tablename from pg_tables where schemaname = 'public'`)) as unknown as
    | { rows: { tablename: string }[] }
    | { tablename: string }[];
  const out: string[] = [];
  for (const { tablename } of Array.isArray(tables) ? tables : tables.rows) {
    const rows = (await db.execute(sql.raw(`select row_to_json(t)::text as j from "${tablename}" t`))) as unknown as
      | { rows: { j: string }[] }
      | { j: string }[];
    for (const { j } of Array.isArray(rows) ? rows : rows.rows) out.push(`${tablename}: ${j}`);
  }
  return out;
}

describe('a data request: find, export, correct, erase', () => {
  const person = {
    firstName: 'Tigist',
    lastName: 'Haileselassie',
    email: 'Tigist.Request@example.org',
    phone: '+251 933 444 555',
  };
  const other = { firstName: 'Dawit', lastName: 'Mengistu', email: 'dawit.other@example.org', phone: '+251 944 555 666' };

  it('finds every record of one person, exports them and nothing of anyone else, corrects them, then erases them', async () => {
    // The person: an application with a receipt, approved (a member with a payment acknowledgement), a registration,
    // a message, a sign-in link asked for. Someone else does the same.
    const made: Record<string, { applicationId: string; ack: string; amount: number | null; registrationId: string }> = {};
    for (const who of [person, other]) {
      const applied = await call(ctx, 'POST', '/api/membership/apply', validApplication({ ...who, company: `${who.lastName} Farms` }));
      expect(applied.status, applied.text).toBe(201);
      const applicationId = applied.json.data.application.id;
      const slip = { bytes: Buffer.from(`%PDF-1.4\n${who.lastName}\n%%EOF\n`), name: 'slip.pdf', type: 'application/pdf' };
      expect((await call(ctx, 'POST', '/api/upload-receipt', receiptForm(applicationId, slip))).status).toBe(201);
      const approved = await call(
        ctx,
        'PUT',
        `/api/admin/membership-applications/${applicationId}/status`,
        { status: 'approved' },
        { token: admin.token },
      );
      expect(approved.status, approved.text).toBe(200);
      const registered = await call(ctx, 'POST', `/api/events/${eventId}/register`, validRegistration(who.email, { ...who }));
      expect(registered.status, registered.text).toBe(201);
      expect((await contact(who.email, { name: `${who.firstName} ${who.lastName}`, phone: who.phone })).status).toBe(201);
      expect((await call(ctx, 'POST', '/api/account/link', { email: who.email })).status).toBeLessThan(300);
      const [history] = await ctx.database.db
        .select()
        .from(memberHistory)
        .innerJoin(members, eq(members.id, memberHistory.memberId))
        .where(sql`lower(${members.email}) = lower(${who.email})`);
      made[who.email] = {
        applicationId,
        ack: history!.member_history.acknowledgementNumber!,
        amount: history!.member_history.amount,
        registrationId: registered.json.data.registration.id,
      };
    }

    // Find: admins only, by any spelling of the address.
    expect((await call(ctx, 'POST', '/api/admin/privacy/requests/find', { email: person.email }, { token: editor.token })).status).toBe(
      403,
    );
    expect((await call(ctx, 'POST', '/api/admin/privacy/requests/find', { email: 'not-an-email' }, { token: admin.token })).status).toBe(
      400,
    );
    const found = await call(
      ctx,
      'POST',
      '/api/admin/privacy/requests/find',
      { email: person.email.toLowerCase() },
      { token: admin.token },
    );
    expect(found.status, found.text).toBe(200);
    expect(found.json.data.summary.counts).toMatchObject({
      applications: 1,
      receipts: 1,
      member: 1,
      memberHistory: 1,
      registrations: 1,
      contactMessages: 1,
      accountLinks: 1,
    });
    expect(found.json.data.summary.counts.outbox).toBeGreaterThanOrEqual(4);
    expect(await latestAudit('find')).toMatchObject({ actorId: admin.id, entity: 'data_request', entityId: subjectRef(person.email) });

    // Export: a file with every record of theirs and nothing of the other person's.
    const exported = await call(ctx, 'POST', '/api/admin/privacy/requests/export', { email: person.email }, { token: admin.token });
    expect(exported.status, exported.text).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(/attachment; filename="personal-data-.*\.json"/);
    const file = exported.json;
    expect(file.records.applications.map((a: { id: string }) => a.id)).toEqual([made[person.email]!.applicationId]);
    expect(Buffer.from(file.records.receipts[0].dataBase64, 'base64').toString()).toContain(person.lastName);
    expect(file.records.member.email.toLowerCase()).toBe(person.email.toLowerCase());
    expect(file.records.memberHistory[0].acknowledgementNumber).toBe(made[person.email]!.ack);
    expect(file.records.registrations.map((r: { id: string }) => r.id)).toEqual([made[person.email]!.registrationId]);
    expect(file.records.contactMessages).toHaveLength(1);
    expect(file.records.mails.every((m: { to: string }) => m.to.toLowerCase() === person.email.toLowerCase())).toBe(true);
    for (const word of [other.email, other.lastName, other.phone, made[other.email]!.ack]) expect(exported.text).not.toContain(word);
    expect(exported.text).not.toMatch(/continuationHash|cancelTokenHash|verificationCode|tokenHash/);
    expect(await latestAudit('export')).toMatchObject({ actorId: admin.id, entityId: subjectRef(person.email) });
    expect(
      (await call(ctx, 'POST', '/api/admin/privacy/requests/export', { email: 'nobody@example.org' }, { token: admin.token })).status,
    ).toBe(404);

    // Correct: the city and phone on every record that holds them.
    const noChange = await call(ctx, 'POST', '/api/admin/privacy/requests/correct', { email: person.email }, { token: admin.token });
    expect(noChange.status).toBe(400);
    const badPhone = await call(
      ctx,
      'POST',
      '/api/admin/privacy/requests/correct',
      { email: person.email, phone: 'abc' },
      { token: admin.token },
    );
    expect(badPhone.json.fields.phone).toBeTruthy();
    const corrected = await call(
      ctx,
      'POST',
      '/api/admin/privacy/requests/correct',
      { email: person.email, city: 'Hawassa', phone: '+251 955 000 111' },
      { token: admin.token },
    );
    expect(corrected.status, corrected.text).toBe(200);
    expect(corrected.json.data.changed).toMatchObject({ applications: 1, member: 1, registrations: 1, contactMessages: 1 });
    const [m] = await ctx.database.db.select().from(members).where(sql`lower(${members.email}) = lower(${person.email})`);
    expect(m).toMatchObject({ city: 'Hawassa', phone: '+251 955 000 111' });
    expect(await latestAudit('correct')).toMatchObject({ actorId: admin.id, entityId: subjectRef(person.email) });
    const newPhone = '+251 955 000 111';

    // Erase: confirmation required; then nothing anywhere holds their name, email or phone.
    const unconfirmed = await call(ctx, 'POST', '/api/admin/privacy/requests/erase', { email: person.email }, { token: admin.token });
    expect(unconfirmed.status).toBe(400);
    expect(
      (await call(ctx, 'POST', '/api/admin/privacy/requests/erase', { email: person.email, confirm: true }, { token: editor.token }))
        .status,
    ).toBe(403);
    const erased = await call(
      ctx,
      'POST',
      '/api/admin/privacy/requests/erase',
      { email: person.email, confirm: true },
      { token: admin.token },
    );
    expect(erased.status, erased.text).toBe(200);
    expect(erased.json.data.erased).toMatchObject({ applications: 1, receipts: 1, member: 1, registrations: 1, contactMessages: 1 });

    const rows = await everyRow(ctx.database.db);
    for (const word of [
      person.email,
      person.email.toLowerCase(),
      person.lastName,
      person.phone,
      newPhone,
      `${person.firstName} ${person.lastName}`,
    ]) {
      const holding = rows.filter((r) => r.toLowerCase().includes(word.toLowerCase()));
      expect(holding, word).toEqual([]);
    }
    // The other person is untouched.
    expect(rows.some((r) => r.includes(other.lastName))).toBe(true);
    expect(
      (await call(ctx, 'POST', '/api/admin/privacy/requests/find', { email: other.email }, { token: admin.token })).json.data.summary.counts
        .member,
    ).toBe(1);

    // The accounts keep the payment acknowledgement's number and amount; the event keeps its seat count.
    const [ack] = await ctx.database.db
      .select()
      .from(memberHistory)
      .where(eq(memberHistory.acknowledgementNumber, made[person.email]!.ack));
    expect(ack).toBeTruthy();
    expect(ack!.amount).toBe(made[person.email]!.amount);
    expect(ack!.amount).toBeGreaterThan(0);
    const [kept] = await ctx.database.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, made[person.email]!.registrationId));
    expect(kept).toMatchObject({ firstName: 'Erased', status: 'confirmed', seats: 1 });
    expect(await ctx.database.db.select().from(receipts).where(eq(receipts.applicationId, made[person.email]!.applicationId))).toEqual([]);

    // Who did it.
    const audit = await latestAudit('erase');
    expect(audit).toMatchObject({ actorId: admin.id, actorName: admin.name, entity: 'data_request', entityId: subjectRef(person.email) });
    const after = await call(ctx, 'POST', '/api/admin/privacy/requests/find', { email: person.email }, { token: admin.token });
    expect(after.json.data.summary.total).toBe(0);
  });
});

describe('retention by the scheduler', () => {
  it('erases what non-members sent once the period is over, keeps members’ and newer records, once per day across two schedulers', async () => {
    const db = ctx.database.db;
    await db.execute(sql`truncate contact_messages, receipts, membership_applications cascade`);
    await db.delete(settings).where(sql`${settings.key} like 'job:retention:%'`);
    // Rows are stamped by the database's clock as well as the app's: the story starts now, and the app's clock moves on.
    const start = new Date();
    ctx.clock.set(start);
    // Old: a non-member's application with a receipt and their message; a member's message (kept).
    const applied = await call(ctx, 'POST', '/api/membership/apply', validApplication({ email: 'old-applicant@example.org' }));
    const slip = { bytes: Buffer.from('%PDF-1.4\nold\n%%EOF\n'), name: 'slip.pdf', type: 'application/pdf' };
    expect((await call(ctx, 'POST', '/api/upload-receipt', receiptForm(applied.json.data.application.id, slip))).status).toBe(201);
    expect((await contact('old-visitor@example.org')).status).toBe(201);
    const [memberRow] = await db.select().from(members).limit(1);
    expect((await contact(memberRow!.email)).status).toBe(201);
    // Newer: a month later (its stamps moved there, as the database's clock would have made them).
    const monthLater = new Date(start.getTime() + 30 * DAY);
    ctx.clock.set(monthLater);
    expect((await contact('new-visitor@example.org')).status).toBe(201);
    await db
      .update(contactMessages)
      .set({ createdAt: monthLater, updatedAt: monthLater })
      .where(eq(contactMessages.email, 'new-visitor@example.org'));

    // Two processes' schedulers on one database (on PGlite: the same connection).
    let second: Database | undefined;
    if (usingPostgres()) {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${(ctx.database as Database & { name: string }).name}`;
      second = await openPostgres(url.toString(), 5);
    }
    const logger = createLogger('silent');
    const schedulers = [ctx.database, second ?? ctx.database].map((d) =>
      createScheduler({ db: d.db, logger, now: () => ctx.clock.now, jobs: [retentionJob(d.db)] }),
    );
    const messagesFrom = async (email: string) => (await db.select().from(contactMessages).where(eq(contactMessages.email, email))).length;
    try {
      // The day before the period ends: nothing goes.
      ctx.clock.set(new Date(start.getTime() + 729 * DAY));
      await Promise.all(schedulers.map((s) => s.tick()));
      expect(await messagesFrom('old-visitor@example.org')).toBe(1);

      // Past it: both tick at once, one runs.
      ctx.clock.set(new Date(start.getTime() + 731 * DAY));
      await Promise.all(schedulers.map((s) => s.tick()));
      expect(await messagesFrom('old-visitor@example.org')).toBe(0);
      expect(await db.select().from(membershipApplications).where(eq(membershipApplications.email, 'old-applicant@example.org'))).toEqual(
        [],
      );
      expect(await db.select().from(receipts)).toEqual([]);
      expect(await messagesFrom(memberRow!.email)).toBe(1);
      expect(await messagesFrom('new-visitor@example.org')).toBe(1);
      const runs = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'retention'), eq(auditLog.entity, 'privacy')));
      expect(runs).toHaveLength(2); // the day before (nothing erased) and today
      expect(runs.map((r) => (r.details as { erased: Record<string, number> }).erased)).toEqual([
        { receipts: 0, applications: 0, contactMessages: 0 },
        { receipts: 1, applications: 1, contactMessages: 1 },
      ]);
      // Later the same (UTC) day: no second run. Halfway to midnight, so the story holds at any hour it is run.
      const now = ctx.clock.now.getTime();
      ctx.clock.set(new Date(now + Math.floor((Math.ceil((now + 1) / DAY) * DAY - now) / 2)));
      await Promise.all(schedulers.map((s) => s.tick()));
      expect(await db.select().from(auditLog).where(eq(auditLog.action, 'retention'))).toHaveLength(2);

      // A shorter period set by an admin applies on the next day's run.
      await call(ctx, 'PUT', '/api/admin/privacy/settings', { retentionDays: 30 }, { token: admin.token });
      ctx.clock.set(new Date(start.getTime() + 732 * DAY));
      await Promise.all(schedulers.map((s) => s.tick()));
      expect(await messagesFrom('new-visitor@example.org')).toBe(0);
      expect(await messagesFrom(memberRow!.email)).toBe(1);
    } finally {
      await Promise.all(schedulers.map((s) => s.stop()));
      await second?.close();
    }
  });
});
