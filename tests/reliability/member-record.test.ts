// A stranger's application under a member's address, end to end on two real server processes sharing one PostgreSQL:
// the member renews from /account, staff approve both as they come, and the member record, the certificate check and
// the directory still show the member; the member was mailed about the stranger's application.
import { afterAll, describe, expect, it } from 'vitest';
import { readMail } from '../support/smtp';
import { adminAndEvent, api, PG_URL, startSmtp, twoProcessesOnPostgres, waitUntil } from './helpers';

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn().catch(() => {});
});

const alice = {
  firstName: 'Alice',
  lastName: 'Bekele',
  email: 'alice@example.org',
  phone: '+251 911 111 111',
  company: 'Bekele Cassava Farms',
  address: 'Kebele 07',
  city: 'Hawassa',
  membershipType: 'farmer',
  message: '',
  terms: true,
  listInDirectory: true,
};

describe.runIf(Boolean(PG_URL))("a stranger's application under a member's address (two processes, TEST_DATABASE_URL)", () => {
  it("leaves Alice's record, certificate check and listing hers through her renewal and both approvals", async () => {
    // The sign-in link is read where Alice reads it, in the mail received: a sent mail keeps no text in the outbox.
    const smtp = await startSmtp();
    cleanup.push(() => smtp.close());
    const { store, a, b } = await twoProcessesOnPostgres(cleanup, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    const { token: staff } = await adminAndEvent(a.url);
    const approve = async (base: string, id: string) => {
      const res = await api(base, 'PUT', `/api/admin/membership-applications/${id}/status`, { status: 'approved' }, { token: staff });
      expect(res.status, res.text).toBe(200);
      return res.json.data;
    };

    const joined = await api(a.url, 'POST', '/api/membership/apply', alice, { ip: '10.7.0.1' });
    expect(joined.status, joined.text).toBe(201);
    const member = (await approve(b.url, joined.json.data.application.id)).member;

    // Mallory, from elsewhere, files an application with Alice's address and her own details.
    const mallory = await api(
      b.url,
      'POST',
      '/api/membership/apply',
      { ...alice, email: 'Alice@Example.org', firstName: 'Mallory', lastName: 'Evil', company: 'Evil Trading', city: 'Nowhere' },
      { ip: '10.7.0.66' },
    );
    expect(mallory.status, mallory.text).toBe(201);

    // Alice signs in with the link mailed to her and presses Renew.
    expect((await api(a.url, 'POST', '/api/account/link', { email: alice.email }, { ip: '10.7.0.1' })).status).toBe(200);
    const linkMail = () =>
      smtp.received
        .filter((m) => m.to.includes(alice.email))
        .map((m) => readMail(m.raw).text)
        .find((t) => /\/account#token=/.test(t));
    await waitUntil(async () => Boolean(linkMail()), 60_000, 'the sign-in link received');
    const linkToken = /#token=([A-Za-z0-9_-]+)/.exec(linkMail()!)![1];
    const session = await api(b.url, 'POST', '/api/account/session', { token: linkToken }, { ip: '10.7.0.1' });
    expect(session.status, session.text).toBe(200);
    const renewal = await api(a.url, 'POST', '/api/account/renewal', {}, { token: session.json.data.token, ip: '10.7.0.1' });
    expect(renewal.status, renewal.text).toBe(201);

    // Staff approve the renewal and Mallory's application as they come (no choice sent).
    await approve(a.url, renewal.json.data.application.id);
    await approve(b.url, mallory.json.data.application.id);

    const [row] = await store.query<Record<string, string>>(
      'select first_name, last_name, company, city, phone, number, verification_code from members',
    );
    expect(row).toMatchObject({
      first_name: 'Alice',
      last_name: 'Bekele',
      company: alice.company,
      city: 'Hawassa',
      phone: alice.phone,
      number: member.number,
    });
    const verified = await api(b.url, 'GET', `/api/verify/${row!.verification_code}`);
    expect(verified.json.data).toMatchObject({ name: 'Alice Bekele', company: alice.company, number: member.number });
    const directory = await api(a.url, 'GET', '/api/members');
    expect(directory.json.data.items).toEqual([{ name: alice.company, plan: 'farmer', city: 'Hawassa' }]);
    const [renewed] = await store.query<Record<string, string>>('select first_name, company from membership_applications where id = $1', [
      renewal.json.data.application.id,
    ]);
    expect(renewed).toEqual({ first_name: 'Alice', company: alice.company });

    // Alice was told of the application made with her address.
    const notices = () =>
      smtp.received.filter(
        (m) => m.to.includes(alice.email) && readMail(m.raw).subject === 'A membership application was made with your email address',
      );
    await waitUntil(async () => notices().length > 0, 60_000, 'the notice received');
    expect(notices()).toHaveLength(1);
    expect(readMail(notices()[0]!.raw).text).toContain('First name: Mallory');
  });
});
