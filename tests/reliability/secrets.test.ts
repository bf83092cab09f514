// No live secret at rest, on two real server processes sharing one PostgreSQL with a real SMTP server: once Carol's
// ticket and sign-in link are delivered, the outbox keeps who, what and when but no text, and a backup downloaded from
// the other process holds no string that signs anyone in, cancels a registration or works as a session; the links
// Carol received still work.
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { readMail } from '../support/smtp';
import { adminAndEvent, api, PG_URL, registration, startSmtp, twoProcessesOnPostgres, waitUntil } from './helpers';

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn().catch(() => {});
});

const tokenLike = (text: string) => new Set(text.match(/[A-Za-z0-9_-]{16,}/g) ?? []);

describe.runIf(Boolean(PG_URL))('secrets at rest (two processes, TEST_DATABASE_URL)', () => {
  it('delivered mails keep no text, and no token in a backup opens anything', async () => {
    const smtp = await startSmtp();
    cleanup.push(() => smtp.close());
    const { store, a, b } = await twoProcessesOnPostgres(cleanup, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    const { token: staff, eventId } = await adminAndEvent(a.url);
    const email = 'carol.rest@example.org';

    const registered = await api(a.url, 'POST', `/api/events/${eventId}/register`, registration(email), { ip: '10.30.0.1' });
    expect(registered.status, registered.text).toBe(201);
    expect((await api(b.url, 'POST', '/api/account/link', { email }, { ip: '10.30.0.1' })).status).toBe(200);

    const mailTo = (pattern: RegExp) =>
      smtp.received
        .filter((m) => m.to.includes(email))
        .map((m) => readMail(m.raw).text)
        .find((text) => pattern.test(text));
    await waitUntil(
      async () => Boolean(mailTo(/\/account#token=/) && mailTo(/\/registrations\/cancel#token=/)),
      60_000,
      'both mails received',
    );
    const signIn = /\/account#token=([\w-]+)/.exec(mailTo(/\/account#token=/)!)![1]!;
    const cancel = /\/registrations\/cancel#token=([\w-]+)/.exec(mailTo(/\/registrations\/cancel#token=/)!)![1]!;

    // Both mails were delivered: their rows say to whom, what and when, and nothing else.
    await waitUntil(
      async () => (await store.query<{ n: number }>(`select count(*)::int as n from outbox where status <> 'sent'`))[0]!.n === 0,
      30_000,
      'the outbox delivered',
    );
    const rows = await store.query<{ to: string; subject: string; text: string; html: string | null }>(
      'select "to", subject, text, html from outbox where "to" = $1',
      [email],
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) expect(row).toMatchObject({ to: email, text: '', html: null });
    expect(rows.every((r) => r.subject.length > 0)).toBe(true);

    // A backup taken by the other process.
    const res = await fetch(`${b.url}/api/admin/backup`, { headers: { Authorization: `Bearer ${staff}`, 'X-Forwarded-For': '10.30.0.9' } });
    expect(res.status).toBe(200);
    const backup = gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
    expect(backup).not.toContain(signIn);
    expect(backup).not.toContain(cancel);
    expect(backup).not.toContain(staff);

    // Every token-like string in it, tried where a token opens something.
    const candidates = [...tokenLike(backup)];
    expect(candidates.length).toBeGreaterThan(10);
    const opened: string[] = [];
    let n = 0;
    for (const candidate of candidates) {
      const ip = `10.31.${(n >> 8) & 255}.${n++ & 255}`;
      const tries = await Promise.all([
        api(a.url, 'POST', '/api/account/session', { token: candidate }, { ip }),
        api(b.url, 'POST', '/api/registrations/cancel', { token: candidate }, { ip }),
        api(a.url, 'GET', '/api/account', undefined, { token: candidate, ip }),
        api(b.url, 'GET', '/api/auth/me', undefined, { token: candidate, ip }),
      ]);
      tries.forEach((t, i) => {
        if (t.status >= 200 && t.status < 300) opened.push(`${candidate}: try ${i} answered ${t.status}`);
      });
    }
    expect(opened).toEqual([]);

    // What Carol received still works: the search above would have found a live token.
    const session = await api(b.url, 'POST', '/api/account/session', { token: signIn }, { ip: '10.30.0.1' });
    expect(session.status, session.text).toBe(200);
    const cancelled = await api(a.url, 'POST', '/api/registrations/cancel', { token: cancel }, { ip: '10.30.0.1' });
    expect(cancelled.status, cancelled.text).toBe(200);
  }, 180_000);
});
