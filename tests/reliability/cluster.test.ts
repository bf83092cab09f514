// Two server processes on one PostgreSQL: shared sessions, each outbox email sent exactly once, shared rate limits
// (login per account, and the public forms' per-address limits).
// SMTP down: registrations still succeed, and the emails go out once SMTP is back (PGlite and PostgreSQL).
import { afterAll, describe, expect, it } from 'vitest';
import {
  adminAndEvent,
  api,
  PG_URL,
  pgliteStore,
  port,
  postgresStore,
  registration,
  type Store,
  serve,
  startSmtp,
  waitUntil,
} from './helpers';

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn().catch(() => {});
});

describe.runIf(Boolean(PG_URL))('two server processes on one PostgreSQL (TEST_DATABASE_URL)', () => {
  it('a token from one works on the other; every outbox email is sent exactly once; rate limits hold across both', async () => {
    const store = await postgresStore(PG_URL!);
    cleanup.push(() => store.drop());
    const smtp = await startSmtp(await port());
    cleanup.push(() => smtp.close());
    const env = { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` };
    const a = await serve(store, env);
    cleanup.push(() => a.stop());
    const b = await serve(store, env);
    cleanup.push(() => b.stop());

    // Sessions live in the database: a login on A is valid on B, and a logout on B ends it on A.
    const { token, email, password, eventId } = await adminAndEvent(a.url);
    expect((await api(b.url, 'GET', '/api/auth/me', undefined, { token })).json.data.user.email).toBe(email);
    const second = (await api(b.url, 'POST', '/api/auth/login', { email, password })).json.data.token;
    expect((await api(a.url, 'GET', '/api/admin/events', undefined, { token: second })).status).toBe(200);
    expect((await api(b.url, 'POST', '/api/auth/logout', undefined, { token: second })).status).toBe(200);
    expect((await api(a.url, 'GET', '/api/admin/events', undefined, { token: second })).status).toBe(401);

    // 40 registrations split over both servers; both mail workers poll the same outbox.
    const run = Date.now().toString(36);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        api(i % 2 ? a.url : b.url, 'POST', `/api/events/${eventId}/register`, registration(`two-${run}-${i}@example.org`), {
          ip: `10.4.${i}.1`,
        }),
      ),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    const rows = () => store.query<{ id: string; to: string; status: string }>('select id, "to", status from outbox');
    await waitUntil(async () => (await rows()).every((r) => r.status === 'sent'), 45_000, 'every outbox row sent');
    const outbox = await rows();
    expect(outbox.length).toBeGreaterThanOrEqual(40);
    // Exactly once: the SMTP server received one message per outbox row, per recipient.
    await new Promise((r) => setTimeout(r, 6000)); // one more poll of both workers: nothing may go out twice
    const tally = (list: string[]) => list.reduce((m, t) => m.set(t, (m.get(t) ?? 0) + 1), new Map<string, number>());
    expect(smtp.received.length).toBe(outbox.length);
    expect(tally(smtp.received.flatMap((m) => m.to))).toEqual(tally(outbox.map((r) => r.to)));

    // Rate limits are rows in the shared database, whichever server: an account's first 8 wrong passwords from new
    // addresses are answered at once, the next ones take turns, each turn 1, 2, 4, 8 s after the one before (the
    // refusal of attempts sent together is tests/server/auth.test.ts's).
    const c = await serve(store, { RATE_LIMIT_MULTIPLIER: '1' });
    cleanup.push(() => c.stop());
    const d = await serve(store, { RATE_LIMIT_MULTIPLIER: '1' });
    cleanup.push(() => d.stop());
    const statuses: number[] = [];
    let pacedFrom = 0;
    for (let i = 0; i < 12; i++) {
      if (i === 8) pacedFrom = Date.now();
      const res = await api(i % 2 ? c.url : d.url, 'POST', '/api/auth/login', { email, password: `wrong-${i}` }, { ip: `10.5.${i}.1` });
      statuses.push(res.status);
    }
    expect(statuses).toEqual(Array(12).fill(401));
    // The 12th check comes 1 + 2 + 4 s after the 9th at the earliest, whichever process each reached (a lower bound,
    // whatever the load): with counters kept per process, none would have waited.
    expect(Date.now() - pacedFrom).toBeGreaterThanOrEqual(6_900);

    // The public forms' per-address limits are shared counters too (each process reserves quota from them):
    // five contact messages per address per window, whichever server they reach.
    const contact: number[] = [];
    for (let i = 0; i < 8; i++) {
      const message = {
        name: 'Two Servers',
        email: `two-${run}-${i}@example.org`,
        phone: '',
        subject: 'General Inquiry',
        message: 'Counting across processes.',
        contactType: 'individual',
        organization: '',
      };
      contact.push((await api(i % 2 ? c.url : d.url, 'POST', '/api/contact', message, { ip: '10.5.99.1' })).status);
    }
    expect(contact).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    await Promise.all([a.stop(), b.stop(), c.stop(), d.stop()]);
  });
});

const stores: { name: string; make: () => Promise<Store> }[] = [
  { name: 'PGlite', make: pgliteStore },
  ...(PG_URL ? [{ name: 'PostgreSQL', make: () => postgresStore(PG_URL!) }] : []),
];

describe.each(stores)('SMTP down on $name', ({ make }) => {
  it('registrations succeed while SMTP is down; the emails go out once it is back', async () => {
    const store = await make();
    cleanup.push(() => store.drop());
    const smtpPort = await port();
    const env = { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` };
    let server = await serve(store, env);
    cleanup.push(() => server.stop());
    const { eventId } = await adminAndEvent(server.url);
    const run = Date.now().toString(36);
    for (let i = 0; i < 5; i++) {
      const res = await api(server.url, 'POST', `/api/events/${eventId}/register`, registration(`down-${run}-${i}@example.org`), {
        ip: `10.6.${i}.1`,
      });
      expect(res.status).toBe(201);
    }
    // Let the worker try (and fail) at least once, then stop the server.
    await new Promise((r) => setTimeout(r, 6500));
    await server.stop();
    const pending = await store.query<{ n: number; tried: number }>(
      `select count(*)::int as n, min(attempts)::int as tried from outbox where status = 'pending'`,
    );
    expect(pending[0]!.n).toBeGreaterThanOrEqual(5);
    expect(pending[0]!.tried).toBeGreaterThanOrEqual(1);
    // The retry is backed off (a minute, then more); move the clock of those rows instead of waiting.
    await store.query(`update outbox set next_attempt_at = now() where status = 'pending'`);

    const smtp = await startSmtp(smtpPort);
    cleanup.push(() => smtp.close());
    server = await serve(store, env);
    cleanup.push(() => server.stop());
    await waitUntil(async () => smtp.received.length >= pending[0]!.n, 30_000, 'the queued emails');
    const recipients = smtp.received.flatMap((m) => m.to);
    for (let i = 0; i < 5; i++) expect(recipients).toContain(`down-${run}-${i}@example.org`);
    await server.stop();
    const left = await store.query<{ n: number }>(`select count(*)::int as n from outbox where status <> 'sent'`);
    expect(left[0]!.n).toBe(0);
    await smtp.close();
  });
});
