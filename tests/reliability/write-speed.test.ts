// The bench's write cases as a smoke test (the figures and budgets are `npm run bench`'s, docs/testing.md): contact
// messages, then registrations into one event that nobody has registered for yet and into one that already holds
// 20,000, through the real server with concurrent clients, on PGlite and (with TEST_DATABASE_URL) on PostgreSQL.
// It compares rates measured in the same run, so a busy machine slows all three alike, and it fails only when
// registrations fall an order of magnitude behind the budgets (into one event at ≥ 25 % of contact messages' rate,
// and ≥ 85 % of the empty event's with 20,000 in it): 2.5 % and 8.5 %. Registrations that queued behind each
// other on the event's lock while building their mails ran at 1–7 % of contact messages here.
import autocannon from 'autocannon';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_CAPACITY } from '../../contract/assembly';
import { adminAndEvent, api, PG_URL, pgliteStore, postgresStore, registration, type Store, serve } from './helpers';

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn().catch(() => {});
});

const SEEDED = 20_000;
/** Requests per case: a count, not a duration, so that no request of one case is still running in the next. */
const REQUESTS = Number(process.env.WRITE_SMOKE_REQUESTS ?? 300);
const CONNECTIONS = 16;
const RATIO_FLOOR = { perContact: 0.025, fullPerEmpty: 0.085 };

/** Requests per second over `REQUESTS` POSTs, each body from `body`; every answer must be a 201. */
async function rate(url: string, path: string, body: () => unknown): Promise<number> {
  const started = performance.now();
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    amount: REQUESTS,
    requests: [
      {
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json' },
        setupRequest: (req: autocannon.Request) => ({ ...req, body: JSON.stringify(body()) }),
      },
    ],
  });
  const seconds = (performance.now() - started) / 1000;
  expect({ path, errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
    path,
    errors: 0,
    timeouts: 0,
    non2xx: 0,
  });
  return REQUESTS / seconds;
}

/** The events' stored seats beside the sum over their confirmed registrations. */
const seatCounts = (store: Store, ids: string[]) =>
  store.query<{ taken: number; sum: number }>(
    `select e.seats_taken as taken, (select cast(coalesce(sum(r.seats), 0) as integer) from event_registrations r
       where r.event_id = e.id and r.status = 'confirmed') as sum from events e where e.id = any($1::uuid[]) order by e.id`,
    [ids],
  );

async function measure(store: Store) {
  let server = await serve(store);
  cleanup.push(() => server.stop());
  const { token, eventId: full } = await adminAndEvent(server.url);
  const date = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  // Seats for everyone: every registration takes the seat decision's whole path (no capacity would skip it).
  const details = {
    title: 'Smoke',
    description: 'Write speed.',
    date,
    time: '09:00',
    location: 'Adama',
    image: '',
    capacity: MAX_CAPACITY,
  };
  expect((await api(server.url, 'PUT', `/api/admin/events/${full}`, details, { token })).status).toBe(200);
  const created = await api(server.url, 'POST', '/api/admin/events', details, { token });
  expect(created.status, created.text).toBe(201);
  const empty = created.json.data.id as string;
  // PGlite's data directory is the server's alone while it runs: the 20,000 are written between two starts.
  await server.stop();
  await store.query(
    `insert into event_registrations (event_id, first_name, last_name, email, phone, organization, position, created_at)
     select $1, 'Seeded', 'Person' || g, 'seeded' || g || '@example.org', '+251 911 000 000', 'Farm', 'Farmer',
       now() - make_interval(secs => g)
     from generate_series(1, ${SEEDED}) g`,
    [full],
  );
  server = await serve(store);
  cleanup.push(() => server.stop());

  let n = 0;
  const run = Date.now().toString(36);
  const contact = () => ({
    name: 'Smoke Visitor',
    email: `smoke-${run}-${n++}@example.org`,
    subject: 'General Inquiry',
    message: 'Hello from the write smoke test.',
    contactType: 'individual',
  });
  const attendee = () => registration(`smoke-${run}-${n++}@example.org`);
  // One short warm-up of each path (the server compiles its statements and fills its caches on the first requests).
  await Promise.all([
    api(server.url, 'POST', '/api/contact', contact()),
    api(server.url, 'POST', `/api/events/${empty}/register`, attendee()),
    api(server.url, 'POST', `/api/events/${full}/register`, attendee()),
  ]);
  const contactRate = await rate(server.url, '/api/contact', contact);
  const emptyRate = await rate(server.url, `/api/events/${empty}/register`, attendee);
  const fullRate = await rate(server.url, `/api/events/${full}/register`, attendee);
  await server.stop();
  const figures = { contactRate, emptyRate, fullRate, perContact: emptyRate / contactRate, fullPerEmpty: fullRate / emptyRate };
  console.log(
    `write smoke on ${store.kind}: ${JSON.stringify(figures, (_, v) => (typeof v === 'number' ? Math.round(v * 100) / 100 : v))}`,
  );
  expect(figures.perContact).toBeGreaterThanOrEqual(RATIO_FLOOR.perContact);
  expect(figures.fullPerEmpty).toBeGreaterThanOrEqual(RATIO_FLOOR.fullPerEmpty);
  // Every registration took its seat, and the events' stored counts say so.
  const counts = await seatCounts(store, [full, empty]);
  for (const c of counts) expect(c.taken).toBe(c.sum);
  expect(counts.map((c) => c.sum).sort((a, b) => a - b)).toEqual([REQUESTS + 1, SEEDED + REQUESTS + 1]);
}

describe("write speed smoke test (the bench's write cases, short)", () => {
  it('on PGlite: registrations into one event keep pace with contact messages, also with 20,000 in it', async () => {
    const store = await pgliteStore();
    cleanup.push(() => store.drop());
    await measure(store);
  });

  it.runIf(Boolean(PG_URL))('on PostgreSQL (TEST_DATABASE_URL): the same', async () => {
    const store = await postgresStore(PG_URL!);
    cleanup.push(() => store.drop());
    await measure(store);
  });
});
