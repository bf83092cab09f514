// Renewal reminders from two real server processes on one PostgreSQL, their clocks put ahead with TEST_NOW and the
// scheduler ticking every second: each reminder reaches the member's mailbox once, also across a restart of one of
// them on the same day and on the next.
import { afterAll, describe, expect, it } from 'vitest';
import { addisToday } from '../../contract/dates';
import { addYear } from '../../contract/members';
import type { RunningServer } from '../support/server';
import { adminAndEvent, api, PG_URL, port, postgresStore, serve, startSmtp, waitUntil } from './helpers';

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn().catch(() => {});
});

const MEMBERS = 5;
/** Noon in Addis Ababa, `days` days before `day`. */
const noonBefore = (day: string, days: number) => new Date(Date.parse(`${day}T09:00:00Z`) - days * 86_400_000).toISOString();

describe.runIf(Boolean(PG_URL))('renewal reminders from two server processes on one PostgreSQL (TEST_DATABASE_URL)', () => {
  it('each reminder is mailed once, through concurrent ticks and a restart', async () => {
    const store = await postgresStore(PG_URL!);
    cleanup.push(() => store.drop());
    const smtp = await startSmtp(await port());
    cleanup.push(() => smtp.close());
    const env = { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SCHEDULER_INTERVAL_SECONDS: '1' };

    // Members approved today (real time): each is a member until the same day next year.
    const setup = await serve(store, env);
    const { token } = await adminAndEvent(setup.url);
    const emails: string[] = [];
    for (let i = 0; i < MEMBERS; i++) {
      const email = `rem-${Date.now().toString(36)}-${i}@example.org`;
      const applied = await api(setup.url, 'POST', '/api/membership/apply', {
        firstName: 'Rem',
        lastName: `Member ${i}`,
        email,
        phone: '+251 911 000 000',
        company: 'Reminder Farms',
        address: 'Kebele 01',
        city: 'Adama',
        membershipType: 'farmer',
        message: '',
        terms: true,
      });
      expect(applied.status, applied.text).toBe(201);
      const approved = await api(
        setup.url,
        'PUT',
        `/api/admin/membership-applications/${applied.json.data.application.id}/status`,
        { status: 'approved' },
        { token },
      );
      expect(approved.status, approved.text).toBe(200);
      emails.push(email);
    }
    await setup.stop();
    const end = addYear(addisToday());

    const reminders = () => smtp.received.filter((m) => /^Your membership ends/.test(m.subject));
    const perMember = () =>
      emails.map((e) =>
        reminders()
          .filter((m) => m.to.includes(e))
          .map((m) => m.subject),
      );
    const start = async (days: number): Promise<RunningServer> => {
      const s = await serve(store, { ...env, TEST_NOW: noonBefore(end, days) });
      cleanup.push(() => s.stop());
      return s;
    };

    // 30 days before the end, on both processes.
    const a = await start(30);
    let b = await start(30);
    await waitUntil(async () => reminders().length >= MEMBERS, 60_000, 'the 30-day reminders');
    // One process restarts the same day, and both keep ticking a few more times.
    await b.stop();
    b = await start(30);
    await new Promise((r) => setTimeout(r, 8_000));
    expect(perMember()).toEqual(emails.map(() => ['Your membership ends in 30 days']));

    // The next day (both restarted with the clock a day on): the day's run finds nothing new to send.
    await a.stop();
    await b.stop();
    const c = await start(29);
    const d = await start(29);
    await waitUntil(
      async () => (await store.query(`select 1 from settings where key like 'job:reminders:%' and value like 'done:%'`)).length >= 2,
      60_000,
      "the next day's reminder run",
    );
    await new Promise((r) => setTimeout(r, 3_000));
    expect(perMember()).toEqual(emails.map(() => ['Your membership ends in 30 days']));

    // A week before the end: the 7-day one, once.
    await c.stop();
    await d.stop();
    await start(7);
    await start(7);
    await waitUntil(async () => reminders().length >= 2 * MEMBERS, 60_000, 'the 7-day reminders');
    await new Promise((r) => setTimeout(r, 5_000));
    expect(perMember()).toEqual(emails.map(() => ['Your membership ends in 30 days', 'Your membership ends in 7 days']));
    const rows = await store.query<{ count: number }>('select count(*)::int as count from member_reminders');
    expect(rows[0]!.count).toBe(2 * MEMBERS);
  }, 240_000);
});
