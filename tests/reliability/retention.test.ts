// Retention from two real server processes on one PostgreSQL, their clocks put two years ahead with TEST_NOW and the
// scheduler ticking every second: what non-members sent is erased once, by one of them; the other, and every later tick
// of either, finds the day's run claimed (they say so in their debug log, which the test waits for instead of sleeping).
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../support/server';
import { adminAndEvent, api, PG_URL, postgresStore, serve, waitUntil } from './helpers';

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn().catch(() => {});
});

const DAY = 86_400_000;
const lines = (s: RunningServer, msg: string) => s.logs.filter((l) => l.includes(`"msg":"${msg}"`) && l.includes('"job":"retention"'));

describe.runIf(Boolean(PG_URL))('retention from two server processes on one PostgreSQL (TEST_DATABASE_URL)', () => {
  it('erases a non-member’s receipt, application and message once, and keeps a member’s', async () => {
    const store = await postgresStore(PG_URL!);
    cleanup.push(() => store.drop());

    // Today (real time): an applicant who never becomes a member writes, applies and uploads a slip; a member writes too.
    const setup = await serve(store);
    const { token } = await adminAndEvent(setup.url);
    const application = (email: string) => ({
      firstName: 'Old',
      lastName: 'Applicant',
      email,
      phone: '+251 911 000 000',
      company: 'Old Farms',
      address: 'Kebele 01',
      city: 'Adama',
      membershipType: 'farmer',
      message: '',
      terms: true,
    });
    const applied = await api(setup.url, 'POST', '/api/membership/apply', application('never-member@example.org'));
    expect(applied.status, applied.text).toBe(201);
    const form = new FormData();
    form.set('applicationId', applied.json.data.application.id);
    form.set('receipt', new Blob([Buffer.from('%PDF-1.4\nslip\n%%EOF\n')], { type: 'application/pdf' }), 'slip.pdf');
    const uploaded = await fetch(`${setup.url}/api/upload-receipt`, {
      method: 'POST',
      body: form,
      headers: { 'X-Forwarded-For': '10.1.0.2' },
    });
    expect(uploaded.status).toBe(201);
    const joined = await api(setup.url, 'POST', '/api/membership/apply', application('member@example.org'));
    const approved = await api(
      setup.url,
      'PUT',
      `/api/admin/membership-applications/${joined.json.data.application.id}/status`,
      { status: 'approved' },
      { token },
    );
    expect(approved.status, approved.text).toBe(200);
    for (const email of ['never-member@example.org', 'member@example.org']) {
      const sent = await api(setup.url, 'POST', '/api/contact', {
        name: 'Old Visitor',
        email,
        phone: '',
        subject: 'General Inquiry',
        message: 'Hello',
        contactType: 'individual',
      });
      expect(sent.status, sent.text).toBe(201);
    }
    await setup.stop();

    // Two years and a day later, two processes at once.
    const later = new Date(Date.now() + 731 * DAY).toISOString();
    const env = { TEST_NOW: later, SCHEDULER_INTERVAL_SECONDS: '1', LOG_LEVEL: 'debug' };
    const a = await serve(store, env);
    cleanup.push(() => a.stop());
    const b = await serve(store, env);
    cleanup.push(() => b.stop());
    // Each process has ticked at least three times after the run: the winner's later ticks and every tick of the other
    // find the day claimed.
    await waitUntil(
      async () => [a, b].every((s) => lines(s, 'job already claimed').length >= 3),
      60_000,
      'both processes ticking past the day’s retention run',
    );
    expect([...lines(a, 'job done'), ...lines(b, 'job done')]).toHaveLength(1);
    const audits = await store.query<{ details: { erased: Record<string, number> } }>(
      `select details from audit_log where action = 'retention'`,
    );
    expect(audits.map((r) => r.details.erased)).toEqual([{ receipts: 1, applications: 1, contactMessages: 1 }]);
    expect(await store.query(`select 1 from receipts`)).toHaveLength(0);
    expect(await store.query(`select email from membership_applications`)).toEqual([{ email: 'member@example.org' }]);
    expect(await store.query(`select email from contact_messages`)).toEqual([{ email: 'member@example.org' }]);
    const claims = await store.query<{ value: string }>(`select value from settings where key like 'job:retention:%'`);
    expect(claims).toHaveLength(1);
    expect(claims[0]!.value).toMatch(/^done:/);
  }, 180_000);
});
