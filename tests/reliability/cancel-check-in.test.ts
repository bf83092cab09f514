// A cancel link and a check-in of the same registration at the same moment, on two real server processes sharing one
// PostgreSQL: exactly one of them wins. Either the person is checked in and keeps the seat (the cancel answers 409), or
// the registration is cancelled and its ticket refused at the door (409 'cancelled'); never both, so the door never
// counts more people in than hold seats.
import { afterAll, describe, expect, it } from 'vitest';
import { readMail } from '../support/smtp';
import { adminAndEvent, api, PG_URL, registration, startSmtp, twoProcessesOnPostgres, waitUntil } from './helpers';

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn().catch(() => {});
});

const HOLDERS = 30;

describe.runIf(Boolean(PG_URL))('a cancellation racing a check-in on two processes (TEST_DATABASE_URL)', () => {
  it('exactly one of the two wins for each registration', async () => {
    // The cancel links and ticket codes are read where people read them, in the mail received (a registration's answer
    // carries no ticket, and a sent mail keeps no text in the outbox).
    const smtp = await startSmtp();
    cleanup.push(() => smtp.close());
    const { store, a, b } = await twoProcessesOnPostgres(cleanup, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    const { token, eventId } = await adminAndEvent(a.url);
    // Today in Addis Ababa: the door is open and the links still cancel.
    const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
    const edit = await api(
      a.url,
      'PUT',
      `/api/admin/events/${eventId}`,
      { title: 'Reliability day', description: 'Door.', date: today, time: '09:00', location: 'Addis Ababa', image: '', capacity: HOLDERS },
      { token },
    );
    expect(edit.status, edit.text).toBe(200);
    const run = Date.now().toString(36);
    const registered: { email: string; id: string }[] = [];
    for (let i = 0; i < HOLDERS * 2; i++) {
      const email = `race-${run}-${i}@example.org`;
      const res = await api(i % 2 ? a.url : b.url, 'POST', `/api/events/${eventId}/register`, registration(email), {
        ip: `10.7.${i >> 8}.${i & 255}`,
      });
      expect(res.status, res.text).toBe(201);
      const reg = res.json.data.registration;
      if (i < HOLDERS) registered.push({ email, id: reg.id });
    }
    const mailTo = (email: string) =>
      smtp.received
        .filter((m) => m.to.includes(email))
        .map((m) => readMail(m.raw).text)
        .find((t) => /\/registrations\/cancel#token=/.test(t));
    await waitUntil(async () => registered.every((r) => mailTo(r.email)), 90_000, 'every seat holder’s ticket received');
    const holders = registered.map((r) => ({ ...r, code: /\/ticket\/([0-9A-Z]{16})/.exec(mailTo(r.email)!)![1]! }));
    const tokens = holders.map((h) => /\/registrations\/cancel#token=([\w-]+)/.exec(mailTo(h.email)!)![1]!);

    // Each registration's cancel link and its ticket's scan at once, on different processes.
    const answers = await Promise.all(
      holders.map(async (h, i) => {
        const [cancel, scan] = await Promise.all([
          api(i % 2 ? a.url : b.url, 'POST', '/api/registrations/cancel', { token: tokens[i] }, { ip: `10.6.1.${i + 1}` }),
          api(i % 2 ? b.url : a.url, 'POST', `/api/admin/events/${eventId}/check-ins`, { code: h.code }, { token }),
        ]);
        return { ...h, cancel, scan };
      }),
    );
    const rows = await store.query<{ id: string; status: string; checked_in: boolean }>(
      `select r.id, r.status, exists (select 1 from check_ins ci where ci.registration_id = r.id) as checked_in
       from event_registrations r where r.event_id = $1`,
      [eventId],
    );
    let cancelled = 0;
    for (const x of answers) {
      const row = rows.find((r) => r.id === x.id)!;
      expect([x.cancel.status, x.scan.status].sort(), `${x.email}: cancel ${x.cancel.text}; scan ${x.scan.text}`).toEqual([200, 409]);
      if (x.cancel.status === 200) {
        cancelled++;
        expect(row, x.email).toMatchObject({ status: 'cancelled', checked_in: false });
        expect(x.scan.json.refusal).toBe('cancelled');
      } else {
        expect(row, x.email).toMatchObject({ status: 'confirmed', checked_in: true });
        expect(x.cancel.json.message).toMatch(/checked in/);
      }
    }
    // Every check-in is of a confirmed registration: the door's count never passes the seats held.
    expect(rows.filter((r) => r.checked_in && r.status !== 'confirmed')).toEqual([]);
    const door = await api(b.url, 'GET', `/api/admin/events/${eventId}/check-in`, undefined, { token });
    expect(door.json.data.count.checkedIn).toBe(HOLDERS - cancelled);
    expect(door.json.data.count.checkedIn).toBeLessThanOrEqual(door.json.data.count.expected);
    console.log(`race: ${cancelled} cancelled first, ${HOLDERS - cancelled} checked in first`);
  });
});
