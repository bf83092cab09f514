// Promotion from the waiting list across two real server processes on one PostgreSQL: 20 seat holders cancel at the
// same moment, half through each process, each link sent to both at once. Every link cancels once (the other answer
// is a 409), the 20 freed seats go to the first 20 of the waiting list in its order, each promoted once, with one
// "you have a seat" mail, and the capacity is never exceeded.
import { afterAll, describe, expect, it } from 'vitest';
import { readMail } from '../support/smtp';
import { adminAndEvent, api, PG_URL, registration, startSmtp, twoProcessesOnPostgres, waitUntil } from './helpers';

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn().catch(() => {});
});

const CAPACITY = 20;
const WAITING = 30;

describe.runIf(Boolean(PG_URL))('promotion across two server processes on one PostgreSQL (TEST_DATABASE_URL)', () => {
  it('simultaneous cancellations: each link once, each freed seat to the next in line exactly once', async () => {
    // The cancel links are read where people read them, in the mail received: a sent mail keeps no body in the outbox.
    const smtp = await startSmtp();
    cleanup.push(() => smtp.close());
    const { store, a, b } = await twoProcessesOnPostgres(cleanup, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    const { token, eventId } = await adminAndEvent(a.url);
    const date = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const edit = await api(
      a.url,
      'PUT',
      `/api/admin/events/${eventId}`,
      {
        title: 'Reliability day',
        description: 'Durability under load.',
        date,
        time: '09:00',
        location: 'Addis Ababa',
        image: '',
        capacity: CAPACITY,
      },
      { token },
    );
    expect(edit.status, edit.text).toBe(200);
    const run = Date.now().toString(36);

    // The seats, then the waiting list, one after another so that the queue's order is known.
    const holders: string[] = [];
    const waiting: { email: string; id: string }[] = [];
    for (let i = 0; i < CAPACITY + WAITING; i++) {
      const email = `p-${run}-${i}@example.org`;
      const res = await api(i % 2 ? a.url : b.url, 'POST', `/api/events/${eventId}/register`, registration(email), {
        ip: `10.8.${i >> 8}.${i & 255}`,
      });
      expect(res.status, res.text).toBe(201);
      const reg = res.json.data.registration;
      if (i < CAPACITY) {
        expect(reg.status).toBe('confirmed');
        holders.push(email);
      } else {
        expect(reg).toMatchObject({ status: 'waitlisted' });
        waiting.push({ email, id: reg.id });
      }
    }
    const received = (email: string) => smtp.received.find((m) => m.to.includes(email));
    await waitUntil(async () => holders.every(received), 60_000, 'every seat holder’s confirmation received');
    const tokens = holders.map((email) => /#token=([\w-]+)/.exec(readMail(received(email)!.raw).text)![1]!);

    // Every link at once, each to both processes.
    const answers = await Promise.all(
      tokens.flatMap((t, i) => [
        api(i % 2 ? a.url : b.url, 'POST', '/api/registrations/cancel', { token: t }, { ip: `10.9.1.${i + 1}` }),
        api(i % 2 ? b.url : a.url, 'POST', '/api/registrations/cancel', { token: t }, { ip: `10.9.2.${i + 1}` }),
      ]),
    );
    for (let i = 0; i < tokens.length; i++) {
      expect([answers[2 * i]!.status, answers[2 * i + 1]!.status].sort()).toEqual([200, 409]);
    }

    const rows = await store.query<{ email: string; status: string; seats: number; ticket_code: string | null }>(
      'select email, status, seats, ticket_code from event_registrations where event_id = $1',
      [eventId],
    );
    const confirmed = rows.filter((r) => r.status === 'confirmed');
    expect(confirmed.reduce((sum, r) => sum + r.seats, 0)).toBe(CAPACITY);
    expect(confirmed.map((r) => r.email).sort()).toEqual(
      waiting
        .slice(0, CAPACITY)
        .map((w) => w.email)
        .sort(),
    );
    expect(new Set(confirmed.map((r) => r.ticket_code)).size).toBe(CAPACITY);
    expect(
      rows
        .filter((r) => r.status === 'waitlisted')
        .map((r) => r.email)
        .sort(),
    ).toEqual(
      waiting
        .slice(CAPACITY)
        .map((w) => w.email)
        .sort(),
    );
    const seatMails = await store.query<{ to: string; count: number }>(
      `select "to", count(*)::int as count from outbox where subject like 'You have a seat:%' group by "to"`,
    );
    expect(seatMails).toHaveLength(CAPACITY);
    expect(seatMails.every((m) => m.count === 1)).toBe(true);
    const cancelMails = await store.query<{ count: number }>(
      `select count(*)::int as count from outbox where subject like 'Registration cancelled:%'`,
    );
    expect(cancelMails[0]!.count).toBe(CAPACITY);
    // Both processes answer the seats left as the database has them.
    for (const s of [a, b]) {
      const res = await api(s.url, 'GET', `/api/events/${eventId}`);
      expect(res.json.data).toMatchObject({ capacity: CAPACITY, seatsLeft: 0 });
    }
  }, 180_000);
});
