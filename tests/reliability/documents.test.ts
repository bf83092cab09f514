// A flood of certificate downloads by one member, on two real (compiled) server processes sharing one PostgreSQL: the
// PDFs are made off the request loop by each process's worker, the session gets at most its limit across both
// processes, the rest are refused with 429 (never a 5xx), and /api/health answers every probe meanwhile. How fast it
// answers is measured by `npx tsx scripts/bench-pdf.ts`, not here.
import { afterAll, describe, expect, it } from 'vitest';
import { DOCUMENTS_PER_SESSION } from '../../server/platform/pdfAnswers';
import { readMail } from '../support/smtp';
import { adminAndEvent, api, PG_URL, startSmtp, twoProcessesOnPostgres, waitUntil } from './helpers';

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn().catch(() => {});
});

const applicant = {
  firstName: 'Almaz',
  lastName: 'Tesfaye',
  email: 'almaz.flood@example.org',
  phone: '+251 911 222 333',
  company: 'Wolaita Cassava Growers Cooperative',
  address: 'Kebele 02',
  city: 'Sodo',
  membershipType: 'processor',
  message: '',
  terms: true,
};

describe.runIf(Boolean(PG_URL))('a flood of certificate downloads (two processes, TEST_DATABASE_URL)', () => {
  it('is limited across both processes, refused with 429, and leaves the health check answering', async () => {
    const smtp = await startSmtp();
    cleanup.push(() => smtp.close());
    // The real limits (not the test servers' usual multiplier).
    const { a, b } = await twoProcessesOnPostgres(cleanup, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, RATE_LIMIT_MULTIPLIER: '1' });
    const { token: staff } = await adminAndEvent(a.url);
    const ip = '10.40.0.1';
    const applied = await api(a.url, 'POST', '/api/membership/apply', applicant, { ip });
    expect(applied.status, applied.text).toBe(201);
    const approved = await api(
      b.url,
      'PUT',
      `/api/admin/membership-applications/${applied.json.data.application.id}/status`,
      { status: 'approved' },
      { token: staff },
    );
    expect(approved.status, approved.text).toBe(200);
    expect((await api(a.url, 'POST', '/api/account/link', { email: applicant.email }, { ip })).status).toBe(200);
    const linkMail = () =>
      smtp.received
        .filter((m) => m.to.includes(applicant.email))
        .map((m) => readMail(m.raw).text)
        .find((t) => /\/account#token=/.test(t));
    await waitUntil(async () => Boolean(linkMail()), 60_000, 'the sign-in link received');
    const link = /\/account#token=([\w-]+)/.exec(linkMail()!)![1]!;
    const session = await api(b.url, 'POST', '/api/account/session', { token: link }, { ip });
    expect(session.status, session.text).toBe(200);
    const token = session.json.data.token as string;

    // Eight connections, 120 downloads between the two processes; a health probe every 20 ms meanwhile.
    const statuses: number[] = [];
    const firstBytes = new Set<string>();
    let next = 0;
    const download = async () => {
      while (next < 120) {
        const i = next++;
        const res = await fetch(`${i % 2 ? a.url : b.url}/api/account/certificate.pdf`, {
          headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': ip },
        });
        const body = Buffer.from(await res.arrayBuffer());
        statuses.push(res.status);
        if (res.status === 200) firstBytes.add(body.subarray(0, 5).toString('latin1'));
      }
    };
    const health: number[] = [];
    let flooding = true;
    const probe = async () => {
      while (flooding) {
        health.push((await fetch(`${a.url}/api/health`)).status);
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const probing = probe();
    await Promise.all(Array.from({ length: 8 }, download));
    flooding = false;
    await probing;

    const ok = statuses.filter((s) => s === 200).length;
    expect(statuses.filter((s) => s !== 200 && s !== 429 && s !== 503)).toEqual([]);
    expect(ok).toBeGreaterThan(0);
    expect(ok).toBeLessThanOrEqual(DOCUMENTS_PER_SESSION.limit);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(120 - DOCUMENTS_PER_SESSION.limit);
    expect([...firstBytes]).toEqual(['%PDF-']);
    expect(health.length).toBeGreaterThan(0);
    expect(health.every((s) => s === 200)).toBe(true);
  }, 180_000);
});
