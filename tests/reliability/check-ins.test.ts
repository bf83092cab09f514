// Check-in at the door from two real server processes on one PostgreSQL: two phones (one on each process) scanning the
// same tickets at once get exactly one success per ticket, offline scans included, and the one stored is never
// rewritten by a later request.
import { afterAll, describe, expect, it } from 'vitest';
import { newTicketCode } from '../../server/features/events/seats';
import { adminAndEvent, api, PG_URL, twoProcessesOnPostgres } from './helpers';

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn().catch(() => {});
});

describe.runIf(Boolean(PG_URL))('check-ins across two server processes on one PostgreSQL (TEST_DATABASE_URL)', () => {
  it('exactly one 200 per ticket, online or offline; the first stays', async () => {
    const { store, a, b } = await twoProcessesOnPostgres(cleanup);
    const { token, eventId } = await adminAndEvent(a.url);
    // The door is open today (Addis Ababa): offline scan times are accepted only around the event's day.
    await store.query(`update events set date = $2 where id = $1`, [
      eventId,
      new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10),
    ]);
    // 60 confirmed tickets, stored as the register route stores them.
    const codes = Array.from({ length: 60 }, () => newTicketCode());
    await store.query(
      `insert into event_registrations (event_id, first_name, last_name, email, phone, organization, position, status, seats, ticket_code, confirmed_at)
       select $1, 'Door', 'Guest' || i, 'door' || i || '@example.org', '0911223344', 'Farm', 'Farmer', 'confirmed', 1, code, now()
       from unnest($2::text[]) with ordinality as t(code, i)`,
      [eventId, codes],
    );
    // Each a one-person registration: its ticket is its own code (decision 017).
    await store.query(
      `insert into tickets (registration_id, event_id, position, code) select id, event_id, 1, ticket_code from event_registrations where event_id = $1`,
      [eventId],
    );
    const scan = (base: string, code: string, scannedAt?: string) =>
      api(base, 'POST', `/api/admin/events/${eventId}/check-ins`, scannedAt ? { code, scannedAt } : { code }, { token });

    // Online: each of the first 40 tickets scanned three times on each process, all at once.
    const online = codes.slice(0, 40);
    const answers = await Promise.all(
      online.flatMap((code) =>
        Array.from({ length: 6 }, (_, i) => scan(i % 2 ? a.url : b.url, code).then((r) => ({ code, status: r.status }))),
      ),
    );
    for (const code of online) {
      const statuses = answers.filter((x) => x.code === code).map((x) => x.status);
      expect(
        statuses.filter((s) => s === 200),
        code,
      ).toHaveLength(1);
      expect(
        statuses.filter((s) => s === 409),
        code,
      ).toHaveLength(5);
    }

    // Offline: the last 20 tickets, each sent by two phones that were offline (one per process), scanned 1 and 2
    // minutes ago, and scanned online now as well: exactly one of the four is stored, and every other is told of it.
    const now = Date.now();
    const earlier = new Date(now - 120_000).toISOString();
    const later = new Date(now - 60_000).toISOString();
    const offline = codes.slice(40);
    const sent = await Promise.all(
      offline.map(async (code) => ({
        code,
        answers: await Promise.all([scan(a.url, code, later), scan(b.url, code, earlier), scan(a.url, code), scan(b.url, code)]),
      })),
    );
    const rows = await store.query<{ code: string; at: Date; by: string }>(
      `select r.ticket_code as code, ci.checked_in_at as at, ci.checked_in_by_name as by from check_ins ci join event_registrations r on r.id = ci.registration_id`,
    );
    expect(rows).toHaveLength(60);
    for (const { code, answers: four } of sent) {
      const row = rows.find((r) => r.code === code)!;
      const won = four.filter((x) => x.status === 200);
      expect(won, code).toHaveLength(1);
      expect(new Date(row.at).toISOString(), code).toBe(won[0]!.json.data.ticket.checkedInAt);
      for (const x of four.filter((y) => y.status !== 200)) expect(x.json.ticket.checkedInAt, code).toBe(new Date(row.at).toISOString());
    }
    // Both phones see it after syncing: the door list of either process says the same.
    const [listA, listB] = await Promise.all(
      [a.url, b.url].map((base) => api(base, 'GET', `/api/admin/events/${eventId}/check-in`, undefined, { token })),
    );
    expect(listA!.json.data.count).toEqual({ checkedIn: 60, expected: 60 });
    expect(listA!.json.data.tickets).toEqual(listB!.json.data.tickets);
  });
});
