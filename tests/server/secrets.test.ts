// No live secret at rest: a mail's body (sign-in link, cancel link, tickets) goes once it is delivered or given up
// on, a backup holds no mail body at all, and the tokens that sign a person in or cancel something are kept only as
// their SHA-256. The flows that use those tokens still work end to end.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrationsFolder, openPglite } from '../../server/db/client';
import { accountLinks, accountSessions, eventRegistrations, outbox, sessions } from '../../server/db/schema';
import { MAIL_LEFT_OUT, restoreBackup } from '../../server/platform/backup';
import { deliverDue, type MailMessage, type MailTransport } from '../../server/platform/outbox';
import { call, createTestContext, insertEvent, makeUser, type TestContext } from '../support/app';
import { validRegistration } from '../support/fixtures';

let ctx: TestContext;
let eventId: string;
let admin: Awaited<ReturnType<typeof makeUser>>;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const sent: (MailMessage & { from: string })[] = [];
const capture: MailTransport = {
  async send(msg) {
    sent.push(msg);
  },
};
/** Sends every mail due (rows are due from the database's own clock, so the wall clock decides here). */
const deliver = () => deliverDue(ctx.database.db, capture, ctx.deps.config.mailFrom, ctx.deps.logger, new Date(Date.now() + 1000));

/** Every string in `text` that could be a token: runs of URL-safe base64 (hex, uuids and codes among them). */
const tokenLike = (text: string) => new Set(text.match(/[A-Za-z0-9_-]{16,}/g) ?? []);

const linkToken = (text: string) => /\/account#token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
const cancelToken = (text: string) => /\/registrations\/cancel#token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

/** Every row of every table as one text: what a thief of the database would read. */
async function wholeDatabase(): Promise<string> {
  const tables = await ctx.database.query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    [],
  );
  let all = '';
  for (const t of tables) {
    for (const r of await ctx.database.query<{ j: string }>(`select row_to_json(t)::text as j from "${t.name}" t`, [])) all += `${r.j}\n`;
  }
  return all;
}

/** A person who registered for the event (so a sign-in link is mailed to them) and asked for a link. */
async function registerAndAskForLink(email: string) {
  const reg = await call(ctx, 'POST', `/api/events/${eventId}/register`, validRegistration(email, { firstName: 'Carol' }));
  expect(reg.status).toBe(201);
  expect((await call(ctx, 'POST', '/api/account/link', { email })).status).toBe(200);
  const mails = await ctx.database.db.select().from(outbox).where(eq(outbox.to, email));
  const link = mails.map((m) => linkToken(m.text)).find(Boolean);
  const cancel = mails.map((m) => cancelToken(m.text)).find(Boolean);
  expect(link, 'a sign-in link in the outbox').toBeDefined();
  expect(cancel, 'a cancel link in the outbox').toBeDefined();
  return { link: link!, cancel: cancel!, registrationId: reg.json.data.registration.id as string };
}

/** Whether `candidate` opens anything: a sign-in exchange, a cancellation, or a session of either kind. */
async function opensSomething(candidate: string): Promise<string | null> {
  const exchange = await call(ctx, 'POST', '/api/account/session', { token: candidate });
  if (exchange.status === 200) return `sign-in exchange ${exchange.status}`;
  const preview = await call(ctx, 'POST', '/api/registrations/cancel/preview', { token: candidate });
  if (preview.status === 200) return `cancel preview ${preview.status}`;
  const cancel = await call(ctx, 'POST', '/api/registrations/cancel', { token: candidate });
  if (cancel.status === 200) return `cancel ${cancel.status}`;
  if (candidate.length >= 20 && candidate.length <= 200) {
    const account = await call(ctx, 'GET', '/api/account', undefined, { token: candidate });
    if (account.status === 200) return `account session ${account.status}`;
    const staff = await call(ctx, 'GET', '/api/admin/dashboard-summary', undefined, { token: candidate });
    if (staff.status === 200) return `staff session ${staff.status}`;
  }
  return null;
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await makeUser(ctx, 'admin');
  eventId = await insertEvent(ctx, {
    title: 'Cassava Field Day',
    description: 'A day on the farm.',
    date: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
    time: '9:00 AM',
    location: 'Hawassa',
  });
});
afterAll(async () => ctx?.close());

describe('a delivered mail', () => {
  it('keeps who, what subject and when, and no link, code or attachment', async () => {
    const email = 'delivered.carol@example.org';
    const { link, cancel } = await registerAndAskForLink(email);
    sent.length = 0;
    expect(await deliver()).toBeGreaterThanOrEqual(2);
    // What went out carried the links and the ticket.
    const out = sent.filter((m) => m.to === email);
    expect(out.some((m) => m.text.includes(link))).toBe(true);
    expect(out.some((m) => m.text.includes(cancel) && (m.attachments?.length ?? 0) > 0)).toBe(true);

    const rows = await ctx.database.db.select().from(outbox).where(eq(outbox.to, email));
    expect(rows.length).toBe(out.length);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'sent', text: '', html: null, attachments: [] });
      expect(row.subject).toBe(out.find((m) => m.subject === row.subject)?.subject);
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(row.createdAt).toBeInstanceOf(Date);
    }
    const stored = await wholeDatabase();
    expect(stored.includes(link), 'the sign-in link in the database').toBe(false);
    expect(stored.includes(cancel), 'the cancel link in the database').toBe(false);
    // The links still work for the person who received them.
    expect((await call(ctx, 'POST', '/api/registrations/cancel/preview', { token: cancel })).status).toBe(200);
    expect((await call(ctx, 'POST', '/api/account/session', { token: link })).status).toBe(200);
  });

  it('given up on after its last attempt keeps no body either', async () => {
    const email = 'failed.mail@example.org';
    expect((await call(ctx, 'POST', '/api/account/link', { email: 'delivered.carol@example.org' })).status).toBe(200);
    await ctx.database.db.execute(sql`update outbox set "to" = ${email}, attempts = 11 where status = 'pending'`);
    const [before] = await ctx.database.db.select().from(outbox).where(eq(outbox.to, email));
    expect(linkToken(before!.text)).toBeDefined();
    const down: MailTransport = {
      async send() {
        throw new Error('SMTP down');
      },
    };
    const quiet = { ...ctx.deps.logger, warn: () => {} };
    expect(await deliverDue(ctx.database.db, down, ctx.deps.config.mailFrom, quiet, new Date(Date.now() + 1000))).toBe(0);
    const [row] = await ctx.database.db.select().from(outbox).where(eq(outbox.to, email));
    expect(row).toMatchObject({
      status: 'failed',
      text: '',
      html: null,
      attachments: [],
      lastError: 'SMTP down',
      subject: before!.subject,
    });
  });
});

describe('a backup', () => {
  it('holds no sign-in, cancel or session token that works, neither of a mail waiting nor of one sent', async () => {
    const email = 'backup.carol@example.org';
    const first = await registerAndAskForLink(email);
    await deliver();
    // A second link, still waiting in the outbox when the backup is taken.
    expect((await call(ctx, 'POST', '/api/account/link', { email })).status).toBe(200);
    const [waiting] = (await ctx.database.db.select().from(outbox).where(eq(outbox.status, 'pending'))).filter((m) => linkToken(m.text));
    expect(waiting).toBeDefined();
    const waitingLink = linkToken(waiting!.text)!;
    const staffLogin = await call(ctx, 'POST', '/api/auth/login', { email: admin.email, password: admin.password });
    expect(staffLogin.status).toBe(200);
    const accountSession = await call(ctx, 'POST', '/api/account/session', { token: first.link });
    expect(accountSession.status).toBe(200);

    const res = await ctx.app.request('/api/admin/backup', { headers: { Authorization: `Bearer ${admin.token}` } });
    expect(res.status).toBe(200);
    const backup = gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8');

    const candidates = [...tokenLike(backup)];
    expect(candidates.length).toBeGreaterThan(10);
    const opened: string[] = [];
    for (const candidate of candidates) {
      const what = await opensSomething(candidate);
      if (what) opened.push(`${candidate}: ${what}`);
    }
    expect(opened).toEqual([]);
    for (const secret of [first.link, first.cancel, waitingLink, staffLogin.json.data.token, accountSession.json.data.token]) {
      expect(backup).not.toContain(secret);
    }

    // The waiting mail is in it as who, what and when, marked as never to be sent.
    const mailLines = backup
      .split('\n')
      .filter((l) => l.startsWith('{"table":"outbox"'))
      .map((l) => JSON.parse(l).row);
    const waitingRow = mailLines.find((r) => r.id === waiting!.id);
    expect(waitingRow).toMatchObject({ to: email, subject: waiting!.subject, text: '', html: null, attachments: [], status: 'failed' });
    expect(waitingRow.last_error).toBe(MAIL_LEFT_OUT);
    expect(mailLines.every((r) => r.text === '' && r.html === null && r.attachments.length === 0)).toBe(true);

    // The same harvest from the live outbox finds the waiting link, and it works: the backup alone was searched.
    expect(tokenLike(waiting!.text).has(waitingLink)).toBe(true);
    expect(await opensSomething(waitingLink)).toMatch(/sign-in exchange 200/);
  });
});

describe('tokens at rest', () => {
  it('are stored as their SHA-256 only, and sign-in links, cancel links and staff sessions work end to end', async () => {
    const email = 'hashed.carol@example.org';
    const { link, cancel, registrationId } = await registerAndAskForLink(email);
    await deliver();

    const [linkRow] = await ctx.database.db.select().from(accountLinks).where(eq(accountLinks.email, email));
    expect(linkRow!.tokenHash).toBe(sha256(link));
    const [reg] = await ctx.database.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, registrationId));
    expect(reg!.cancelTokenHash).toBe(sha256(cancel));

    const exchanged = await call(ctx, 'POST', '/api/account/session', { token: link });
    expect(exchanged.status).toBe(200);
    const accountToken = exchanged.json.data.token as string;
    const [session] = await ctx.database.db.select().from(accountSessions).where(eq(accountSessions.email, email));
    expect(session!.tokenHash).toBe(sha256(accountToken));
    expect((await call(ctx, 'GET', '/api/account', undefined, { token: accountToken })).status).toBe(200);

    const login = await call(ctx, 'POST', '/api/auth/login', { email: admin.email, password: admin.password });
    expect(login.status).toBe(200);
    const staffToken = login.json.data.token as string;
    expect(
      (
        await ctx.database.db
          .select()
          .from(sessions)
          .where(eq(sessions.tokenHash, sha256(staffToken)))
      ).length,
    ).toBe(1);
    expect((await call(ctx, 'GET', '/api/admin/dashboard-summary', undefined, { token: staffToken })).status).toBe(200);

    // No table holds any of them as it was given out.
    const stored = await wholeDatabase();
    for (const secret of [link, cancel, accountToken, staffToken]) expect(stored.includes(secret), `${secret} in the database`).toBe(false);

    const cancelled = await call(ctx, 'POST', '/api/registrations/cancel', { token: cancel });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.data.registration.status).toBe('cancelled');
    expect((await call(ctx, 'POST', '/api/auth/logout', undefined, { token: staffToken })).status).toBe(200);
    expect((await call(ctx, 'GET', '/api/admin/dashboard-summary', undefined, { token: staffToken })).status).toBe(401);
  });
});

describe('a restore', () => {
  it('brings back no mail body, even from a backup written when backups still held them', async () => {
    const email = 'old.backup@example.org';
    expect((await call(ctx, 'POST', '/api/account/link', { email: 'hashed.carol@example.org' })).status).toBe(200);
    await ctx.database.db.execute(sql`update outbox set "to" = ${email} where status = 'pending'`);
    const waiting = (await ctx.database.db.select().from(outbox).where(eq(outbox.to, email))).find((m) => linkToken(m.text));
    const link = linkToken(waiting!.text)!;
    expect(link).toBeDefined();
    const res = await ctx.app.request('/api/admin/backup', { headers: { Authorization: `Bearer ${admin.token}` } });
    // As an older backup had it: the waiting mail with its body and status, a sent one with its body.
    const old = gunzipSync(Buffer.from(await res.arrayBuffer()))
      .toString('utf8')
      .split('\n')
      .map((line) => {
        if (!line.startsWith('{"table":"outbox"')) return line;
        const parsed = JSON.parse(line);
        const row =
          parsed.row.id === waiting!.id
            ? { ...parsed.row, text: waiting!.text, html: waiting!.html, status: 'pending', last_error: null }
            : { ...parsed.row, text: `sent long ago: ${link}` };
        return JSON.stringify({ ...parsed, row });
      })
      .join('\n');
    await restoreBackup(ctx.database, Readable.from([gzipSync(old)]), { force: true });
    const mails = await ctx.database.db.select().from(outbox);
    expect(mails.length).toBeGreaterThan(1);
    for (const m of mails)
      expect(m).toMatchObject({ text: '', html: null, attachments: [], status: expect.stringMatching(/^(sent|failed)$/) });
    expect(mails.find((m) => m.id === waiting!.id)).toMatchObject({
      to: email,
      subject: waiting!.subject,
      status: 'failed',
      lastError: MAIL_LEFT_OUT,
    });
  });
});

describe('the migration', () => {
  let database: Database;
  afterAll(async () => database?.close());

  it('drops the bodies of mails already sent or given up on, and keeps those still waiting', async () => {
    database = await openPglite(null);
    const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
    const tags = journal.entries.map((e) => e.tag);
    const mine = tags.findIndex((t) => t.endsWith('drop_delivered_mail_bodies'));
    const statements = (tag: string) =>
      readFileSync(join(migrationsFolder, `${tag}.sql`), 'utf8')
        .split('--> statement-breakpoint')
        .map((s) => s.trim())
        .filter(Boolean);
    for (const tag of tags.slice(0, mine)) for (const s of statements(tag)) await database.query(s, []);
    await database.query(
      `insert into outbox ("to", subject, text, html, attachments, status) values
         ('a@example.org', 'Sent', 'link #token=aaaaaaaaaaaaaaaaaaaa', '<a>link</a>', '[{"filename":"t.png","content":"x","contentType":"image/png"}]', 'sent'),
         ('b@example.org', 'Failed', 'link #token=bbbbbbbbbbbbbbbbbbbb', null, '[]', 'failed'),
         ('c@example.org', 'Waiting', 'link #token=cccccccccccccccccccc', '<a>link</a>', '[]', 'pending')`,
      [],
    );
    for (const s of statements(tags[mine]!)) await database.query(s, []);
    const rows = await database.query<{ to: string; subject: string; text: string; html: string | null; attachments: unknown }>(
      `select "to", subject, text, html, attachments from outbox order by "to"`,
      [],
    );
    expect(rows).toEqual([
      { to: 'a@example.org', subject: 'Sent', text: '', html: null, attachments: [] },
      { to: 'b@example.org', subject: 'Failed', text: '', html: null, attachments: [] },
      { to: 'c@example.org', subject: 'Waiting', text: 'link #token=cccccccccccccccccccc', html: '<a>link</a>', attachments: [] },
    ]);
  });
});
