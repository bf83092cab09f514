// Renewal reminders, with the app's clock moved day by day (no waiting): 30 days before the end, 7 days before, just
// after it; each once per membership end, in the member's language, again for the next year after a renewal, and once
// only when two processes tick at the same moment on one database.
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { amharicEthiopianDate, amharicGregorianDate, GREGORIAN_MARK } from '../../contract/ethiopian';
import { type Database, openPostgres } from '../../server/db/client';
import { memberReminders, outbox, sessions, settings } from '../../server/db/schema';
import { reminderKind, remindersJob, sendReminders } from '../../server/features/members/reminders';
import { createLogger } from '../../server/platform/logger';
import { createScheduler, type Scheduler } from '../../server/platform/scheduler';
import { call, createTestContext, makeUser, type TestContext } from '../support/app';
import { usingPostgres } from '../support/db';
import { validApplication } from '../support/fixtures';

/** Noon in Addis Ababa (09:00 UTC) of a day. */
const noonAddis = (day: string) => new Date(`${day}T09:00:00Z`);
const logger = createLogger('silent');

let ctx: TestContext;
let other: Database;
let admin: { id: string; token: string };
let scheduler: Scheduler;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await makeUser(ctx, 'admin');
  await ctx.database.db.update(sessions).set({ expiresAt: new Date('2100-01-01T00:00:00Z') });
  // A second process's connections to the same database (on PGlite one process owns it: the same one).
  if (usingPostgres()) {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${(ctx.database as Database & { name: string }).name}`;
    other = await openPostgres(url.toString(), 5);
  } else other = ctx.database;
  scheduler = schedulerOn(ctx.database);
});
afterAll(async () => {
  if (other !== ctx.database) await other.close();
  await ctx.close();
});
beforeEach(async () => {
  await ctx.database.db.execute(sql`truncate members, member_history, membership_applications, member_reminders, outbox cascade`);
  await ctx.database.db.delete(settings).where(like(settings.key, 'job:reminders:%'));
  ctx.clock.set(noonAddis('2026-11-24'));
});

const schedulerOn = (database: Database) =>
  createScheduler({ db: database.db, logger, now: () => ctx.clock.now, jobs: [remindersJob(database.db, ctx.deps.config.publicUrl)] });

let seq = 0;
/** Applies (in the language of `headers`) and is approved today: a member until the same day next year. */
async function member(over: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const body = validApplication({ email: `reminded-${++seq}@example.org`, ...over });
  const applied = await call(ctx, 'POST', '/api/membership/apply', body, { headers });
  expect(applied.status, applied.text).toBe(201);
  const approved = await call(
    ctx,
    'PUT',
    `/api/admin/membership-applications/${applied.json.data.application.id}/status`,
    { status: 'approved' },
    { token: admin.token },
  );
  expect(approved.status, approved.text).toBe(200);
  return { email: body.email as string, ...(approved.json.data.member as { id: string; validUntil: string; number: string }) };
}

/** The reminder mails (not the application's own mails) sent to an address, oldest first. */
const remindersTo = async (to: string) =>
  (await ctx.database.db.select().from(outbox).where(eq(outbox.to, to)))
    .filter((m) => /membership (ends|has ended)|አባልነትዎ .*(ያበቃል|አብቅቷል)/.test(m.subject))
    .sort((a, b) => +a.createdAt - +b.createdAt || a.subject.localeCompare(b.subject));

/** Moves the clock to noon of `day` and lets the scheduler tick, as every process does every few minutes. */
async function dayOf(day: string) {
  ctx.clock.set(noonAddis(day));
  await scheduler.tick();
}

describe('which reminder fits how many days are left', () => {
  it('30 days down to 8: the 30-day one; 7 down to the last day: the 7-day one; a week after the end: lapsed; else none', () => {
    expect([31, 30, 8, 7, 1, 0, -1, -7, -8, 365].map(reminderKind)).toEqual([
      undefined,
      '30-days',
      '30-days',
      '7-days',
      '7-days',
      '7-days',
      'lapsed',
      'lapsed',
      undefined,
      undefined,
    ]);
  });
});

describe('renewal reminders', () => {
  it('one 30-day mail, one 7-day mail and one lapsed mail per membership end, never twice', async () => {
    const m = await member({ firstName: 'Hana', lastName: 'Girma', membershipType: 'processor' });
    expect(m.validUntil).toBe('2027-11-24');

    await dayOf('2027-10-24');
    expect(await remindersTo(m.email)).toHaveLength(0);

    await dayOf('2027-10-25');
    const [thirty, ...none] = await remindersTo(m.email);
    expect(none).toHaveLength(0);
    expect(thirty!.subject).toBe('Your membership ends in 30 days');
    expect(thirty!.text).toContain('Dear Hana Girma,');
    expect(thirty!.text).toContain('processor membership of the Ethiopian Cassava Association (member number ECA-2019-');
    expect(thirty!.text).toContain('ends in 30 days, on November 24, 2027 (14 Hidar 2020 in the Ethiopian calendar)');
    expect(thirty!.text).toContain(`renew it on your "My membership" page: ${ctx.deps.config.publicUrl}/account\n`);
    expect(thirty!.text).toContain('22,000 Birr');

    // Again the same day, by the scheduler and directly (as a restarted process would): nothing more.
    await scheduler.tick();
    expect(await sendReminders(ctx.database.db, ctx.deps.config.publicUrl, ctx.clock.now)).toBe(0);
    await dayOf('2027-10-26');
    await dayOf('2027-11-16');
    expect(await remindersTo(m.email)).toHaveLength(1);

    await dayOf('2027-11-17');
    await dayOf('2027-11-18');
    const mails = await remindersTo(m.email);
    expect(mails.map((x) => x.subject)).toEqual(['Your membership ends in 30 days', 'Your membership ends in 7 days']);

    // The last day is still a day of membership; the day after, it has ended.
    await dayOf('2027-11-24');
    expect(await remindersTo(m.email)).toHaveLength(2);
    await dayOf('2027-11-25');
    await dayOf('2027-11-26');
    const all = await remindersTo(m.email);
    expect(all.map((x) => x.subject)).toEqual([
      'Your membership ends in 30 days',
      'Your membership ends in 7 days',
      'Your membership has ended',
    ]);
    expect(all[2]!.text).toContain('ended on November 24, 2027');
    const rows = await ctx.database.db.select().from(memberReminders).where(eq(memberReminders.memberId, m.id));
    expect(rows.map((r) => [r.kind, r.validUntil]).sort()).toEqual([
      ['30-days', '2027-11-24'],
      ['7-days', '2027-11-24'],
      ['lapsed', '2027-11-24'],
    ]);
  });

  it('in Amharic for a member who applied on the Amharic site: the Ethiopian date first, the /am account page', async () => {
    const m = await member({ firstName: 'ሀና', lastName: 'ግርማ', membershipType: 'farm-investor' }, { 'Accept-Language': 'am' });
    await dayOf('2027-10-25');
    const [mail] = await remindersTo(m.email);
    expect(mail!.subject).toBe('አባልነትዎ በ30 ቀን ውስጥ ያበቃል');
    expect(mail!.text).toContain('ውድ ሀና፣');
    expect(mail!.text).toContain('የኢትዮጵያ ካሳቫ ማህበር የእርሻ ባለሀብት አባልነትዎ');
    expect(mail!.text).not.toContain('በየ');
    expect(mail!.text).not.toContain('የየ');
    expect(mail!.text).toContain(`${amharicEthiopianDate('2027-11-24')} (${GREGORIAN_MARK} ${amharicGregorianDate('2027-11-24')})`);
    expect(mail!.text).toContain(`${ctx.deps.config.publicUrl}/am/account`);
    expect(mail!.text).toContain('22,000 ብር');
    // No English word: only the address, the link, the email and the member number are in Latin letters.
    const rest = mail!.text
      .replace(/https?:\/\/\S+/g, '')
      .replace(/\S+@\S+/g, '')
      .replace(/ECA-\d{4}-\d{4}/g, '');
    expect(rest).not.toMatch(/[A-Za-z]/);

    await dayOf('2027-11-23');
    await dayOf('2027-11-25');
    expect((await remindersTo(m.email)).map((x) => x.subject)).toEqual(['አባልነትዎ በ30 ቀን ውስጥ ያበቃል', 'አባልነትዎ ነገ ያበቃል', 'አባልነትዎ አብቅቷል']);
  });

  it('a renewal moves the end: next year the reminders are sent again, for the new end', async () => {
    const m = await member();
    await dayOf('2027-10-25');
    expect(await remindersTo(m.email)).toHaveLength(1);
    // Renewed that day (the same email applies again and is approved): a year is added to the end.
    const renewed = await member({ email: m.email });
    expect(renewed.validUntil).toBe('2028-11-24');
    await dayOf('2027-11-17');
    await dayOf('2027-11-25');
    expect(await remindersTo(m.email)).toHaveLength(1);

    await dayOf('2028-10-25');
    await dayOf('2028-11-17');
    const mails = await remindersTo(m.email);
    expect(mails.map((x) => x.subject)).toEqual([
      'Your membership ends in 30 days',
      'Your membership ends in 30 days',
      'Your membership ends in 7 days',
    ]);
    expect(mails[1]!.text).toContain('November 24, 2028');
  });

  it('after days without a running server: the most relevant reminder once, none for an end long past', async () => {
    const m = await member();
    // Every process stopped for weeks: the first day back is 4 days before the end.
    await dayOf('2027-11-20');
    const [mail, ...more] = await remindersTo(m.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Your membership ends in 4 days');
    await dayOf('2027-11-21');
    expect(await remindersTo(m.email)).toHaveLength(1);

    const gone = await member();
    await dayOf('2027-12-20');
    expect(await remindersTo(gone.email)).toHaveLength(0);
  });

  it('two processes ticking at the same moment on one database: each reminder is sent once', async () => {
    const emails = [];
    for (let i = 0; i < 6; i++) emails.push((await member()).email);
    const a = schedulerOn(ctx.database);
    const b = schedulerOn(other);
    ctx.clock.set(noonAddis('2027-10-25'));
    await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    for (const email of emails) expect(await remindersTo(email)).toHaveLength(1);

    // Without the day's claim (a run retried after a failure, a restart): the reminder rows alone keep it once.
    ctx.clock.set(noonAddis('2027-11-18'));
    const counts = await Promise.all([
      sendReminders(ctx.database.db, ctx.deps.config.publicUrl, ctx.clock.now),
      sendReminders(other.db, ctx.deps.config.publicUrl, ctx.clock.now),
      sendReminders(other.db, ctx.deps.config.publicUrl, ctx.clock.now),
    ]);
    expect(counts.reduce((s, n) => s + n, 0)).toBe(6);
    for (const email of emails)
      expect((await remindersTo(email)).map((x) => x.subject)).toEqual([
        'Your membership ends in 30 days',
        'Your membership ends in 6 days',
      ]);
  });
});
