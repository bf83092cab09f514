// "My membership" without a password: sign-in links by mail (the same answer for known and unknown addresses), used
// once and for 30 minutes, exchanged for 7-day account sessions that reach their own email's records only and nothing
// of the staff area; the directory listing and renewals made from the account.
import { desc, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_LINK_TTL_MS, ACCOUNT_SESSION_TTL_MS, AccountSchema } from '../../contract/account';
import { addYear } from '../../contract/members';
import { messages } from '../../contract/messages';
import { accountMessages as amAccount } from '../../contract/messages/am/account';
import {
  accountLinks,
  accountSessions,
  eventTexts,
  memberHistory,
  members,
  membershipApplications,
  outbox,
  sessions,
} from '../../server/db/schema';
import { CHANGED_BY_MEMBER, LINKS_PER_EMAIL } from '../../server/features/account/routes';
import { call, createTestContext, freshIp, insertEvent, makeUser, type TestContext } from '../support/app';
import { png } from '../support/files';
import { validApplication, validRegistration } from '../support/fixtures';
import { receiptForm } from '../support/forms';

const AM = { 'Accept-Language': 'am' };
/** 24 November 2026, noon in Addis Ababa. */
const NOON_ADDIS = new Date('2026-11-24T09:00:00Z');
const MINUTE = 60_000;
const receipt = { bytes: png(), name: 'receipt.png', type: 'image/png' };

let ctx: TestContext;
let admin: { id: string; token: string };
let eventId: string;
let otherEventId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(NOON_ADDIS);
  admin = await makeUser(ctx, 'admin');
  // The clock moves ahead here; the staff session must outlive it.
  await ctx.database.db.update(sessions).set({ expiresAt: new Date('2100-01-01T00:00:00Z') });
  eventId = await insertEvent(ctx, {
    title: 'Cassava Field Day',
    description: 'A day on the demonstration farm.',
    date: '2027-03-10',
    location: 'Hawassa',
  });
  await ctx.database.db.insert(eventTexts).values({ eventId, lang: 'am', title: 'የካሳቫ የመስክ ቀን' });
  otherEventId = await insertEvent(ctx, { title: 'Processing Workshop', description: 'Machines.', date: '2027-04-02', location: 'Adama' });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.db.execute(
    sql`truncate members, member_number_counters, member_history, membership_applications, event_registrations, outbox, account_links, account_sessions, rate_limits cascade`,
  );
  ctx.clock.set(NOON_ADDIS);
});

let seq = 0;
const uniqueEmail = (name: string) => `${name}-${++seq}@example.org`;

async function apply(over: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const body = validApplication({ email: uniqueEmail('applicant'), ...over });
  const res = await call(ctx, 'POST', '/api/membership/apply', body, { headers });
  expect(res.status, res.text).toBe(201);
  return { id: res.json.data.application.id as string, email: body.email as string };
}
async function register(email: string, event = eventId, headers: Record<string, string> = {}) {
  const res = await call(ctx, 'POST', `/api/events/${event}/register`, validRegistration(email), { headers });
  expect(res.status, res.text).toBe(201);
  return res.json.data.registration.id as string;
}
const approve = async (id: string) => {
  const res = await call(ctx, 'PUT', `/api/admin/membership-applications/${id}/status`, { status: 'approved' }, { token: admin.token });
  expect(res.status, res.text).toBe(200);
  return res.json.data;
};
const linkMails = async (to: string) =>
  (await ctx.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt))).filter((m) =>
    m.text.includes('#token='),
  );
const askLink = (email: string, headers: Record<string, string> = {}, ip?: string) =>
  call(ctx, 'POST', '/api/account/link', { email }, { headers, ip });
/** The token of the newest link mailed to `email`. */
const tokenFromMail = async (email: string) => {
  const [mail] = await linkMails(email);
  const token = /#token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  expect(token, `a link mailed to ${email}`).toBeDefined();
  return token!;
};
const exchange = (token: string, headers: Record<string, string> = {}) => call(ctx, 'POST', '/api/account/session', { token }, { headers });
/** Asks for a link for `email` and exchanges it: the account session's token. */
async function signIn(email: string): Promise<string> {
  expect((await askLink(email)).status).toBe(200);
  const res = await exchange(await tokenFromMail(email));
  expect(res.status, res.text).toBe(200);
  return res.json.data.token as string;
}
const account = (token: string, headers: Record<string, string> = {}) => call(ctx, 'GET', '/api/account', undefined, { token, headers });

describe('asking for a sign-in link', () => {
  it('answers a known and an unknown address alike, and mails only the known one', async () => {
    const known = await apply();
    const unknown = uniqueEmail('stranger');
    const a = await askLink(known.email);
    const b = await askLink(unknown);
    expect(a.status).toBe(200);
    expect(b.status).toBe(a.status);
    expect(b.text).toBe(a.text);
    expect(a.json).toEqual({ data: { sent: true, message: messages.account.linkSent } });
    expect(a.headers.get('cache-control')).toBe('no-store');

    expect(await linkMails(unknown)).toEqual([]);
    expect(await ctx.database.db.select().from(outbox).where(eq(outbox.to, unknown))).toEqual([]);
    const [mail] = await linkMails(known.email);
    expect(mail!.text).toContain(`${ctx.deps.config.publicUrl}/account#token=`);
    expect(mail!.text).not.toMatch(/[?&]token=/);
    expect(mail!.subject).toBe('Your sign-in link for the Ethiopian Cassava Association');
    // Only the hash is stored, with its 30 minutes, under the lower-case address.
    const token = await tokenFromMail(known.email);
    const links = await ctx.database.db.select().from(accountLinks);
    expect(links).toHaveLength(1);
    expect(links[0]!.tokenHash).not.toBe(token);
    expect(links[0]!.email).toBe(known.email.toLowerCase());
    expect(links[0]!.expiresAt.getTime()).toBe(NOON_ADDIS.getTime() + ACCOUNT_LINK_TTL_MS);
  });

  it('knows an address by an event registration or a member too, in any letter case', async () => {
    const attendee = uniqueEmail('attendee');
    await register(attendee);
    expect((await askLink(attendee.toUpperCase())).status).toBe(200);
    expect(await linkMails(attendee.toUpperCase())).toHaveLength(1);

    const member = await apply();
    await approve(member.id);
    // The application is gone, the member stays: still known.
    await ctx.database.db.execute(sql`delete from membership_applications`);
    expect((await askLink(member.email)).status).toBe(200);
    expect(await linkMails(member.email)).toHaveLength(1);
  });

  it('mails an Amharic applicant in Amharic, with the /am/account link, whatever language the request is in', async () => {
    const amharic = await apply({}, AM);
    const res = await askLink(amharic.email);
    expect(res.json.data.message).toBe(messages.account.linkSent);
    const [mail] = await linkMails(amharic.email);
    expect(mail!.text).toContain(`${ctx.deps.config.publicUrl}/am/account#token=`);
    expect(mail!.subject).toMatch(/[\u1200-\u137F]/);
    expect(mail!.text).not.toMatch(/Dear|Hello|sign-in/);

    // The newest of their applications and registrations decides.
    const later = uniqueEmail('switcher');
    await apply({ email: later }, AM);
    ctx.clock.advance(MINUTE);
    await register(later);
    await askLink(later, AM);
    expect((await linkMails(later))[0]!.text).toContain('/account#token=');
    expect((await linkMails(later))[0]!.text).not.toContain('/am/account');
  });

  it('answers in Amharic with Accept-Language: am', async () => {
    const res = await askLink(uniqueEmail('someone'), AM);
    expect(res.status).toBe(200);
    expect(res.json.data.message).toBe(amAccount.linkSent);
  });

  it('refuses a bad address with 400 and fields.email', async () => {
    for (const body of [{ email: 'not-an-address' }, { email: '' }, {}]) {
      const res = await call(ctx, 'POST', '/api/account/link', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.fields.email).toEqual(expect.any(String));
    }
    const wrongType = await call(ctx, 'POST', '/api/account/link', 'email=a@b.org', { headers: { 'Content-Type': 'text/plain' } });
    expect(wrongType.status).toBe(415);
  });

  it('sends an address at most 5 links in a link’s lifetime, answering every request alike; a client address is limited: 429', async () => {
    const known = await apply();
    for (const email of [known.email, uniqueEmail('nobody')]) {
      // Asked for from many addresses (a stranger keeping the owner out): the same answer each time, never a refusal.
      for (let i = 0; i < LINKS_PER_EMAIL.limit + 3; i++) {
        const res = await askLink(email, {}, freshIp());
        expect(res.status).toBe(200);
        expect(res.json.data.message).toBe(messages.account.linkSent);
      }
    }
    const mails = await linkMails(known.email);
    expect(mails).toHaveLength(LINKS_PER_EMAIL.limit);
    // The owner, asking from yet another address, still signs in with the newest link, sent within its lifetime.
    expect((await askLink(known.email, {}, freshIp())).status).toBe(200);
    expect((await exchange(await tokenFromMail(known.email))).status).toBe(200);
    // Once a link's lifetime has passed, a new link is sent.
    ctx.clock.advance(LINKS_PER_EMAIL.windowMs + 1000);
    await askLink(known.email, {}, freshIp());
    expect(await linkMails(known.email)).toHaveLength(LINKS_PER_EMAIL.limit + 1);

    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await call(ctx, 'POST', '/api/account/link', { email: uniqueEmail('x') }, { ip })).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    const refused = await call(ctx, 'POST', '/api/account/link', { email: uniqueEmail('x') }, { ip });
    expect(refused.json.message).toBe(messages.account.tooManyLinks);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(ctx, 'POST', '/api/account/link', { email: uniqueEmail('x') }, { ip, headers: AM })).json.message).toBe(
      amAccount.tooManyLinks,
    );
  });
});

describe('opening a link', () => {
  it('gives a 7-day account session once; the second exchange is refused as used', async () => {
    const { email } = await apply();
    await askLink(email);
    const token = await tokenFromMail(email);
    const first = await exchange(token);
    expect(first.status, first.text).toBe(200);
    expect(first.json.data).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/),
      email: email.toLowerCase(),
      expiresAt: new Date(NOON_ADDIS.getTime() + ACCOUNT_SESSION_TTL_MS).toISOString(),
    });
    expect(first.json.data.token).not.toBe(token);
    const again = await exchange(token);
    expect(again.status).toBe(410);
    expect(again.json.message).toBe(messages.account.linkUsed);
    expect((await exchange(token, AM)).json.message).toBe(amAccount.linkUsed);
    expect(await ctx.database.db.select().from(accountSessions)).toHaveLength(1);
  });

  it('makes exactly one session of two exchanges of one link at the same moment', async () => {
    const { email } = await apply();
    await askLink(email);
    const token = await tokenFromMail(email);
    const results = await Promise.all([exchange(token), exchange(token), exchange(token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 410, 410]);
    expect(await ctx.database.db.select().from(accountSessions)).toHaveLength(1);
  });

  it('makes exactly one session when two server processes exchange one link at once', async () => {
    // Two apps on one database act as two server processes (on PostgreSQL, each with its own connections).
    const other = await createTestContext({ database: ctx.database });
    other.clock.set(ctx.clock.now);
    const { email } = await apply();
    await askLink(email);
    const token = await tokenFromMail(email);
    const results = await Promise.all([ctx, other, ctx, other].map((app) => call(app, 'POST', '/api/account/session', { token })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 410, 410, 410]);
    expect(await ctx.database.db.select().from(accountSessions)).toHaveLength(1);
    await other.close();
  });

  it('refuses a link after 30 minutes as expired, and an unknown one as not valid', async () => {
    const { email } = await apply();
    await askLink(email);
    const token = await tokenFromMail(email);
    ctx.clock.advance(31 * MINUTE);
    const late = await exchange(token);
    expect(late.status).toBe(410);
    expect(late.json.message).toBe(messages.account.linkExpired);
    expect((await exchange(token, AM)).json.message).toBe(amAccount.linkExpired);
    expect(amAccount.linkExpired).not.toBe(amAccount.linkUsed);

    const unknown = await exchange('A'.repeat(43));
    expect(unknown.status).toBe(410);
    expect(unknown.json.message).toBe(messages.account.linkInvalid);
    expect((await exchange('')).status).toBe(400);
  });

  it('still works on its 29th minute', async () => {
    const { email } = await apply();
    await askLink(email);
    const token = await tokenFromMail(email);
    ctx.clock.advance(29 * MINUTE);
    expect((await exchange(token)).status).toBe(200);
  });

  it('cleans up: sessions that ended and links expired a day ago are deleted at the next exchange', async () => {
    const { email } = await apply();
    const old = await signIn(email);
    await askLink(email);
    const stale = await tokenFromMail(email);
    ctx.clock.advance(ACCOUNT_SESSION_TTL_MS + MINUTE);
    await signIn(email);
    const links = await ctx.database.db.select().from(accountLinks);
    expect(links.map((l) => l.usedAt !== null)).toEqual([true]);
    expect((await exchange(stale)).json.message).toBe(messages.account.linkInvalid);
    const left = await ctx.database.db.select().from(accountSessions);
    expect(left).toHaveLength(1);
    expect((await account(old)).status).toBe(401);
  });
});

describe('the account session', () => {
  it('is refused after 7 days, when signed out, or without a token: 401 with a clear message', async () => {
    const { email } = await apply();
    const token = await signIn(email);
    expect((await account(token)).status).toBe(200);
    ctx.clock.advance(ACCOUNT_SESSION_TTL_MS - MINUTE);
    expect((await account(token)).status).toBe(200);
    ctx.clock.advance(2 * MINUTE);
    const expired = await account(token);
    expect(expired.status).toBe(401);
    expect(expired.json.message).toBe(messages.account.notSignedIn);
    expect((await account(token, AM)).json.message).toBe(amAccount.notSignedIn);

    const none = await call(ctx, 'GET', '/api/account');
    expect(none.status).toBe(401);
    expect(none.json.message).toBe(messages.account.notSignedIn);
    expect((await call(ctx, 'GET', '/api/account', undefined, { headers: { Authorization: 'Bearer nope' } })).status).toBe(401);

    const fresh = await signIn(email);
    const out = await call(ctx, 'DELETE', '/api/account/session', undefined, { token: fresh });
    expect(out.status).toBe(200);
    expect(out.json).toEqual({ data: { signedOut: true } });
    expect((await account(fresh)).status).toBe(401);
    expect((await call(ctx, 'DELETE', '/api/account/session', undefined, { token: fresh })).status).toBe(401);
  });

  it('is its own kind: a staff token opens no /api/account route, an account token no staff route', async () => {
    const staffEmail = uniqueEmail('staff');
    const staff = await makeUser(ctx, 'admin', { email: staffEmail });
    // The staff member applied too, so their email has records: still, their staff token is not an account session.
    await apply({ email: staffEmail });
    for (const [method, path, body] of [
      ['GET', '/api/account', undefined],
      ['PUT', '/api/account/listing', { listInDirectory: true }],
      ['POST', '/api/account/renewal', {}],
      ['DELETE', '/api/account/session', undefined],
    ] as const) {
      expect((await call(ctx, method, path, body, { token: staff.token })).status, `${method} ${path}`).toBe(401);
    }
    const accountToken = await signIn(staffEmail);
    for (const path of ['/api/auth/me', '/api/admin/dashboard-summary', '/api/admin/membership-applications', '/api/admin/users']) {
      expect((await call(ctx, 'GET', path, undefined, { token: accountToken })).status, path).toBe(401);
    }
    const decide = await call(
      ctx,
      'PUT',
      `/api/admin/membership-applications/${crypto.randomUUID()}/status`,
      { status: 'approved' },
      {
        token: accountToken,
      },
    );
    expect(decide.status).toBe(401);
  });
});

describe('GET /api/account', () => {
  it("answers each person's own applications, member and registrations, and nothing of the other's", async () => {
    // Almaz: a member (approved), a rejected and a pending application, two registrations.
    const almaz = uniqueEmail('almaz');
    const joined = await apply({ email: almaz, firstName: 'Almaz', lastName: 'Tesfaye', company: 'Tesfaye Farm', city: 'Hawassa' });
    await approve(joined.id);
    ctx.clock.advance(MINUTE);
    const rejected = await apply({ email: almaz.toUpperCase(), membershipType: 'exporter' });
    const no = await call(
      ctx,
      'PUT',
      `/api/admin/membership-applications/${rejected.id}/status`,
      { status: 'rejected', reason: 'No receipt.' },
      {
        token: admin.token,
      },
    );
    expect(no.status).toBe(200);
    ctx.clock.advance(MINUTE);
    const pending = await apply({ email: almaz, membershipType: 'processor' });
    await register(almaz, eventId);
    await register(almaz, otherEventId);
    // Bekele: one application under review, one registration.
    const bekele = uniqueEmail('bekele');
    const his = await apply({ email: bekele });
    const upload = await call(ctx, 'POST', '/api/upload-receipt', receiptForm(his.id, receipt));
    expect(upload.status, upload.text).toBe(201);
    const hisRegistration = await register(bekele, eventId);

    const almazToken = await signIn(almaz);
    const bekeleToken = await signIn(bekele);
    const mine = await account(almazToken);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('no-store');
    expect(v.safeParse(AccountSchema, mine.json.data).success).toBe(true);
    const a = mine.json.data;
    expect(a.email).toBe(almaz.toLowerCase());
    expect(a.applications.map((x: { id: string }) => x.id)).toEqual([pending.id, rejected.id, joined.id]);
    expect(a.applications.map((x: { stage: string }) => x.stage)).toEqual(['awaiting-receipt', 'rejected', 'approved']);
    expect(a.applications[1]).toMatchObject({ kind: 'new', membershipType: 'exporter', status: 'rejected', reason: 'No receipt.' });
    expect(a.applications[2]).toMatchObject({ status: 'approved', reason: null, decidedAt: expect.any(String) });
    expect(a.member).toMatchObject({
      number: 'ECA-2019-0001',
      firstName: 'Almaz',
      lastName: 'Tesfaye',
      company: 'Tesfaye Farm',
      city: 'Hawassa',
      plan: 'farmer',
      validFrom: '2026-11-24',
      validUntil: '2027-11-24',
      status: 'active',
      daysLeft: 365,
      listInDirectory: false,
    });
    expect(a.registrations.map((r: { eventTitle: string }) => r.eventTitle)).toEqual(['Processing Workshop', 'Cassava Field Day']);
    expect(a.registrations[1]).toMatchObject({
      eventId,
      translations: { am: { title: 'የካሳቫ የመስክ ቀን' } },
      eventDate: '2027-03-10',
    });
    // Nothing of Bekele's.
    expect(JSON.stringify(a)).not.toContain(bekele);
    expect(JSON.stringify(a)).not.toContain(his.id);
    expect(JSON.stringify(a)).not.toContain(hisRegistration);

    const theirs = (await account(bekeleToken)).json.data;
    expect(theirs).toMatchObject({ email: bekele, member: null });
    expect(theirs.applications).toEqual([
      expect.objectContaining({ id: his.id, stage: 'under-review', receiptUploadedAt: expect.any(String) }),
    ]);
    expect(theirs.registrations).toEqual([expect.objectContaining({ id: hisRegistration })]);
    expect(JSON.stringify(theirs)).not.toContain(joined.id);
    expect(JSON.stringify(theirs)).not.toContain('ECA-2019-0001');

    // Bekele's session changes nothing of Almaz's: he has no member, so no listing and no renewal.
    expect((await call(ctx, 'PUT', '/api/account/listing', { listInDirectory: true }, { token: bekeleToken })).status).toBe(404);
    expect((await call(ctx, 'POST', '/api/account/renewal', {}, { token: bekeleToken })).status).toBe(404);
    expect((await account(almazToken)).json.data.member.listInDirectory).toBe(false);
  });

  it('lists the paid periods with an acknowledgement number, newest first, and works out the status from the clock', async () => {
    const { id, email } = await apply();
    const approved = await approve(id);
    const memberId = approved.member.id as string;
    // Paid periods carry an acknowledgement number; other history rows (edits) are not payments.
    await ctx.database.db
      .update(memberHistory)
      .set({ acknowledgementNumber: 'ECA-R-2019-0001', amount: 22000 })
      .where(eq(memberHistory.memberId, memberId));
    await ctx.database.db.insert(memberHistory).values({
      memberId,
      kind: 'office-renewal',
      plan: 'farmer',
      validFrom: '2026-11-24',
      previousUntil: '2027-11-24',
      validUntil: '2028-11-24',
      acknowledgementNumber: 'ECA-R-2019-0002',
      amount: 22000,
      createdAt: new Date(NOON_ADDIS.getTime() + MINUTE),
    });
    await ctx.database.db.update(members).set({ validUntil: '2028-11-24' }).where(eq(members.id, memberId));
    const token = await signIn(email);
    await call(ctx, 'PUT', '/api/account/listing', { listInDirectory: true }, { token });
    const a = (await account(token)).json.data;
    expect(a.member.payments).toEqual([
      {
        acknowledgementNumber: 'ECA-R-2019-0002',
        amount: 22000,
        plan: 'farmer',
        validFrom: '2026-11-24',
        validUntil: '2028-11-24',
        approvedAt: new Date(NOON_ADDIS.getTime() + MINUTE).toISOString(),
      },
      expect.objectContaining({ acknowledgementNumber: 'ECA-R-2019-0001', validUntil: '2027-11-24', approvedAt: expect.any(String) }),
    ]);
    // 2028-11-24 is 30 days after 2028-10-25: expiring then, lapsed the day after the end.
    ctx.clock.set(new Date('2028-10-25T09:00:00Z'));
    const later = await signIn(email);
    expect((await account(later)).json.data.member).toMatchObject({ status: 'expiring', daysLeft: 30 });
    ctx.clock.set(new Date('2028-11-25T09:00:00Z'));
    const lapsed = await signIn(email);
    expect((await account(lapsed)).json.data.member).toMatchObject({ status: 'lapsed', daysLeft: -1 });
  });
});

describe('PUT /api/account/listing', () => {
  it("changes the member's listing and keeps it in the history as the member's change", async () => {
    const { id, email } = await apply();
    const memberId = (await approve(id)).member.id as string;
    const token = await signIn(email);
    const res = await call(ctx, 'PUT', '/api/account/listing', { listInDirectory: true }, { token });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data.member.listInDirectory).toBe(true);
    expect(v.safeParse(AccountSchema, res.json.data).success).toBe(true);
    const [row] = await ctx.database.db.select().from(members).where(eq(members.id, memberId));
    expect(row!.listInDirectory).toBe(true);
    const history = await ctx.database.db
      .select()
      .from(memberHistory)
      .where(eq(memberHistory.memberId, memberId))
      .orderBy(memberHistory.id);
    expect(history.map((h) => h.kind)).toEqual(['joined', 'edited']);
    expect(history[1]).toMatchObject({
      listInDirectory: true,
      reason: CHANGED_BY_MEMBER,
      actorId: null,
      previousUntil: '2027-11-24',
      validUntil: '2027-11-24',
    });
    // The same value again changes nothing; back off is one more row.
    await call(ctx, 'PUT', '/api/account/listing', { listInDirectory: true }, { token });
    await call(ctx, 'PUT', '/api/account/listing', { listInDirectory: false }, { token });
    const after = await ctx.database.db.select().from(memberHistory).where(eq(memberHistory.memberId, memberId)).orderBy(memberHistory.id);
    expect(after.map((h) => h.listInDirectory)).toEqual([null, true, false]);
  });

  it('is a 404 with a clear message without a membership, and 400 for a bad body', async () => {
    const { email } = await apply();
    const token = await signIn(email);
    const res = await call(ctx, 'PUT', '/api/account/listing', { listInDirectory: true }, { token });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe(messages.account.noMember);
    const am = await call(ctx, 'PUT', '/api/account/listing', { listInDirectory: true }, { token, headers: AM });
    expect(am.json.message).toBe(amAccount.noMember);
    const bad = await call(ctx, 'PUT', '/api/account/listing', { listInDirectory: 'yes' }, { token });
    expect(bad.status).toBe(400);
    expect(bad.json.fields.listInDirectory).toEqual(expect.any(String));
  });
});

describe('POST /api/account/renewal', () => {
  it('makes one pending renewal, which staff approval extends by a year from the later of today and the end', async () => {
    const first = await apply({
      firstName: 'Hana',
      lastName: 'Girma',
      company: 'Girma Farms',
      city: 'Hawassa',
      address: 'Kebele 07',
      phone: '+251 911 111 111',
      membershipType: 'processor',
    });
    await approve(first.id);
    const token = await signIn(first.email);
    await call(ctx, 'PUT', '/api/account/listing', { listInDirectory: true }, { token });

    ctx.clock.advance(MINUTE);
    const made = await call(ctx, 'POST', '/api/account/renewal', {}, { token, headers: AM });
    expect(made.status, made.text).toBe(201);
    const application = made.json.data.application;
    expect(application).toMatchObject({ kind: 'renewal', membershipType: 'processor', status: 'pending', stage: 'awaiting-receipt' });
    const again = await call(ctx, 'POST', '/api/account/renewal', { membershipType: 'farmer' }, { token });
    expect(again.status).toBe(200);
    expect(again.json.data.application.id).toBe(application.id);
    const [stored] = await ctx.database.db.select().from(membershipApplications).where(eq(membershipApplications.id, application.id));
    expect(stored).toMatchObject({
      firstName: 'Hana',
      lastName: 'Girma',
      email: first.email,
      phone: '+251 911 111 111',
      company: 'Girma Farms',
      city: 'Hawassa',
      address: 'Kebele 07',
      lang: 'am',
      listInDirectory: true,
    });

    // The receipt goes through the public upload as for any application.
    const upload = await call(ctx, 'POST', '/api/upload-receipt', receiptForm(application.id, receipt));
    expect(upload.status, upload.text).toBe(201);
    expect((await account(token)).json.data.applications[0]).toMatchObject({ id: application.id, stage: 'under-review' });

    // Approved a month before the end: the year runs on from the end, not from today.
    ctx.clock.set(new Date('2027-10-25T09:00:00Z'));
    await approve(application.id);
    const later = await signIn(first.email);
    const a = (await account(later)).json.data;
    expect(a.member).toMatchObject({ validFrom: '2026-11-24', validUntil: addYear('2027-11-24'), status: 'active' });
    expect(a.applications[0]).toMatchObject({ id: application.id, stage: 'approved', kind: 'renewal' });
    // With nothing pending, a new renewal is a new application, on the plan asked for.
    const next = await call(ctx, 'POST', '/api/account/renewal', { membershipType: 'farmer' }, { token: later });
    expect(next.status).toBe(201);
    expect(next.json.data.application).toMatchObject({ membershipType: 'farmer', kind: 'renewal' });
  });

  it('renews a lapsed member from the approval day', async () => {
    const { id, email } = await apply();
    await approve(id);
    ctx.clock.set(new Date('2028-01-10T09:00:00Z'));
    const token = await signIn(email);
    const made = await call(ctx, 'POST', '/api/account/renewal', {}, { token });
    expect(made.status).toBe(201);
    await approve(made.json.data.application.id);
    expect((await account(token)).json.data.member).toMatchObject({ validFrom: '2028-01-10', validUntil: '2029-01-10' });
  });

  it('makes one application of two renewals asked at once', async () => {
    const { id, email } = await apply();
    await approve(id);
    const token = await signIn(email);
    const both = await Promise.all([
      call(ctx, 'POST', '/api/account/renewal', {}, { token }),
      call(ctx, 'POST', '/api/account/renewal', {}, { token }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(both[0]!.json.data.application.id).toBe(both[1]!.json.data.application.id);
  });

  it('is a 404 with a clear message for an applicant without a membership, and 400 for an unknown plan', async () => {
    const { email } = await apply();
    const token = await signIn(email);
    const res = await call(ctx, 'POST', '/api/account/renewal', {}, { token });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe(messages.account.noMemberToRenew);
    expect((await call(ctx, 'POST', '/api/account/renewal', {}, { token, headers: AM })).json.message).toBe(amAccount.noMemberToRenew);
    const bad = await call(ctx, 'POST', '/api/account/renewal', { membershipType: 'gold' }, { token });
    expect(bad.status).toBe(400);
    expect(bad.json.fields.membershipType).toEqual(expect.any(String));
  });
});
