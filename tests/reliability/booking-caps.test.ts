// Booking out an event through two real server processes on one PostgreSQL (decision 019), with the limits as in
// production (RATE_LIMIT_MULTIPLIER=1): ten '5+' registrations with throwaway addresses from one client address, sent
// at once, half to each process, take at most the cap of 10 seats of 50; a person from another address then gets a
// seat. And 100 concurrent registrations from 100 addresses against 5 seats: exactly 5 confirmed, the rest waitlisted.
import { afterAll, describe, expect, it } from 'vitest';
import { adminAndEvent, api, PG_URL, postgresStore, registration, serve } from './helpers';

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn().catch(() => {});
});

async function twoProcesses() {
  const store = await postgresStore(PG_URL!);
  cleanup.push(() => store.drop());
  // One after the other: the first one migrates the fresh database.
  const a = await serve(store, { RATE_LIMIT_MULTIPLIER: '1' });
  cleanup.push(() => a.stop());
  const b = await serve(store, { RATE_LIMIT_MULTIPLIER: '1' });
  cleanup.push(() => b.stop());
  return { store, a, b };
}

async function withCapacity(base: string, token: string, eventId: string, capacity: number) {
  const date = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const body = { title: 'Reliability day', description: 'Seats.', date, time: '09:00', location: 'Addis Ababa', image: '', capacity };
  const edit = await api(base, 'PUT', `/api/admin/events/${eventId}`, body, { token });
  expect(edit.status, edit.text).toBe(200);
}

describe.runIf(Boolean(PG_URL))('seats one client may book, across two server processes on PostgreSQL (TEST_DATABASE_URL)', () => {
  it("10 × '5+' from one address at once take 10 of 50 seats; the next person from elsewhere gets a seat", async () => {
    const { store, a, b } = await twoProcesses();
    const { token, eventId } = await adminAndEvent(a.url);
    await withCapacity(a.url, token, eventId, 50);
    const run = Date.now().toString(36);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api(
          i % 2 ? a.url : b.url,
          'POST',
          `/api/events/${eventId}/register`,
          {
            ...registration(`bot-${run}-${i}@throwaway.example`),
            attendees: '5+',
          },
          { ip: '198.51.100.66' },
        ),
      ),
    );
    const ms = performance.now() - started;
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 429, 429, 429, 429, 429, 429, 429, 429]);
    const [held] = await store.query<{ seats: number }>(
      `select cast(coalesce(sum(seats), 0) as integer) as seats from event_registrations where event_id = $1 and status <> 'cancelled'`,
      [eventId],
    );
    expect(held!.seats).toBe(10);
    const person = await api(b.url, 'POST', `/api/events/${eventId}/register`, registration(`real-${run}@example.org`), {
      ip: '198.51.100.67',
    });
    expect(person.status).toBe(201);
    expect(person.json.data.registration.status).toBe('confirmed');
    console.log(
      `PostgreSQL, two processes: 10 × '5+' from one address → ${statuses.join(' ')} in ${ms.toFixed(0)} ms; 10 of 50 seats held`,
    );
  });

  it('100 concurrent registrations from 100 addresses against 5 seats: exactly 5 confirmed', async () => {
    const { store, a, b } = await twoProcesses();
    const { token, eventId } = await adminAndEvent(a.url);
    await withCapacity(a.url, token, eventId, 5);
    const run = Date.now().toString(36);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        api(i % 2 ? a.url : b.url, 'POST', `/api/events/${eventId}/register`, registration(`c-${run}-${i}@example.org`), {
          ip: `10.44.${i >> 8}.${i & 255}`,
        }),
      ),
    );
    expect(answers.every((r) => r.status === 201)).toBe(true);
    expect(answers.filter((r) => r.json.data.registration.status === 'confirmed')).toHaveLength(5);
    const rows = await store.query<{ status: string; n: number }>(
      `select status, cast(count(*) as integer) as n from event_registrations where event_id = $1 group by status order by status`,
      [eventId],
    );
    expect(rows).toEqual([
      { status: 'confirmed', n: 5 },
      { status: 'waitlisted', n: 95 },
    ]);
  });
});
