// kill -9 while 200 registrations are in flight: every one answered 2xx is there after the restart.
// 200 concurrent registrations with one email: exactly one stored, every one answered alike (201).
import { afterAll, describe, expect, it } from 'vitest';
import { adminAndEvent, api, PG_URL, pgliteStore, postgresStore, registration, registrationIds, type Store, serve } from './helpers';

const stores: { name: string; make: () => Promise<Store> }[] = [
  { name: 'PGlite', make: pgliteStore },
  ...(PG_URL ? [{ name: 'PostgreSQL', make: () => postgresStore(PG_URL!) }] : []),
];
const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn().catch(() => {});
});

describe.each(stores)('durability on $name', ({ make }) => {
  it('kill -9 during 200 concurrent registrations loses none that were answered 2xx', async () => {
    const store = await make();
    cleanup.push(() => store.drop());
    let server = await serve(store);
    cleanup.push(() => server.stop());
    const { token, eventId } = await adminAndEvent(server.url);

    const run = Date.now().toString(36);
    const answered = new Map<string, string>(); // email → registration id
    let failed = 0;
    let firstAnswer!: () => void;
    const someAnswered = new Promise<void>((r) => {
      firstAnswer = r;
    });
    const inFlight = Array.from({ length: 200 }, async (_, i) => {
      const email = `crash-${run}-${i}@example.org`;
      try {
        const res = await api(server.url, 'POST', `/api/events/${eventId}/register`, registration(email), { ip: `10.2.${i % 250}.1` });
        if (res.status >= 200 && res.status < 300) {
          answered.set(email, res.json.data.registration.id);
          if (answered.size >= 20) firstAnswer();
        } else failed++;
      } catch {
        failed++; // connection cut by the kill
      }
    });
    // Kill once some are answered and the rest are still in flight (or after 3 s at the latest).
    await Promise.race([someAnswered, new Promise((r) => setTimeout(r, 3000))]);
    await server.kill();
    await Promise.all(inFlight);
    expect(answered.size, 'some registrations were answered before the kill').toBeGreaterThan(0);
    expect(answered.size + failed).toBe(200);
    console.log(`${store.kind}: ${answered.size} answered 2xx before kill -9, ${failed} cut or refused`);

    server = await serve(store);
    cleanup.push(() => server.stop());
    const stored = await registrationIds(server.url, token, eventId);
    const lost = [...answered.values()].filter((id) => !stored.has(id));
    expect(lost, `answered 2xx but missing after restart on ${store.kind}`).toEqual([]);
    await server.stop();
  });

  it('200 concurrent registrations with one email: exactly one stored, every one answered alike (201)', async () => {
    const store = await make();
    cleanup.push(() => store.drop());
    const server = await serve(store);
    cleanup.push(() => server.stop());
    const { token, eventId } = await adminAndEvent(server.url);
    const email = `same-${Date.now().toString(36)}@example.org`;
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        api(server.url, 'POST', `/api/events/${eventId}/register`, registration(i % 2 ? email.toUpperCase() : email), {
          ip: `10.3.${i % 250}.1`,
        }).then((r) => r.status),
      ),
    );
    const count = (s: number) => statuses.filter((x) => x === s).length;
    expect(count(201)).toBe(200);
    expect((await registrationIds(server.url, token, eventId)).size).toBe(1);
    await server.stop();
  });
});
