// The counter's API (decision 026): a walk-in member added with the bank slip in one request (a member number by the
// approval's rules, nothing stored when anything is refused), a walk-in registered and checked in at once (outside the
// per-network cap, beyond a full event, a clear answer for an address registered already), a new sign-in link, a
// registration's mail sent again with its codes kept, and a certificate printed again. Staff only, every write audited.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addisToday } from '../../contract/dates';
import { memberNumberYear } from '../../contract/members';
import { counterMessages as amCounter } from '../../contract/messages/am/counter';
import { counterMessages } from '../../contract/messages/counter';
import {
  accountLinks,
  auditLog,
  checkIns,
  eventRegistrations,
  memberHistory,
  members,
  membershipApplications,
  outbox,
  receipts,
  sessions,
} from '../../server/db/schema';
import { accountSession, call, createTestContext, insertEvent, makeUser, type TestContext } from '../support/app';
import { pdf, png } from '../support/files';
import { validApplication, validRegistration } from '../support/fixtures';
import { mailsTo, register } from '../support/seats';

let ctx: TestContext;
let admin: { id: string; token: string; name: string };
let moderator: { token: string; name: string };
let plainUser: { token: string };
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await makeUser(ctx, 'admin');
  moderator = await makeUser(ctx, 'moderator');
  plainUser = await makeUser(ctx, 'user');
  await ctx.database.db.update(sessions).set({ expiresAt: new Date('2100-01-01T00:00:00Z') });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.db.execute(
    sql`truncate members, member_history, member_number_counters, acknowledgement_counters, membership_applications, receipts, audit_log, outbox, account_links, events, event_registrations, tickets, check_ins, rate_limits cascade`,
  );
  ctx.clock.set(new Date());
});

type Slip = { bytes: Uint8Array; name: string; type: string } | null;
const walkInForm = (details: unknown, slip: Slip = { bytes: png(), name: 'slip.png', type: 'image/png' }) => {
  const fd = new FormData();
  if (details !== undefined) fd.append('details', typeof details === 'string' ? details : JSON.stringify(details));
  if (slip) fd.append('slip', new Blob([new Uint8Array(slip.bytes)], { type: slip.type }), slip.name);
  return fd;
};
const addMember = (details: unknown, slip?: Slip, token = admin.token, headers: Record<string, string> = {}) =>
  call(ctx, 'POST', '/api/admin/counter/members', walkInForm(details, slip), { token, headers });
const nothingStored = async () => {
  expect(await ctx.database.db.select().from(membershipApplications)).toEqual([]);
  expect(await ctx.database.db.select().from(members)).toEqual([]);
  expect(await ctx.database.db.select().from(receipts)).toEqual([]);
  expect(await ctx.database.db.select().from(outbox)).toEqual([]);
};

describe('POST /api/admin/counter/members', () => {
  it('stores the application approved with the slip as its receipt, makes the member with the next number, mails and audits', async () => {
    const res = await addMember(validApplication({ email: 'walkin@example.org', lang: 'am', note: 'CBE slip 4471' }), {
      bytes: pdf(),
      name: 'slip.pdf',
      type: 'application/pdf',
    });
    expect(res.status, res.text).toBe(201);
    const year = memberNumberYear(ctx.clock.now);
    const { member, applicationId, renewed, paymentReference } = res.json.data;
    expect(member.number).toBe(`ECA-${year}-0001`);
    expect(renewed).toBe(false);
    expect(paymentReference).toMatch(/^ECA-A-\d+$/);
    const [app] = await ctx.database.db.select().from(membershipApplications).where(eq(membershipApplications.id, applicationId));
    expect(app).toMatchObject({ status: 'approved', decidedBy: admin.id, memberId: member.id, lang: 'am', email: 'walkin@example.org' });
    expect(app!.receiptUploadedAt).not.toBeNull();
    const [receipt] = await ctx.database.db.select().from(receipts).where(eq(receipts.applicationId, applicationId));
    expect(receipt).toMatchObject({ mimeType: 'application/pdf', size: pdf().length });
    const [history] = await ctx.database.db.select().from(memberHistory).where(eq(memberHistory.memberId, member.id));
    expect(history).toMatchObject({ kind: 'joined', applicationId, actorId: admin.id });
    expect(history!.acknowledgementNumber).toMatch(new RegExp(`^ECA-R-${year}-0001$`));
    // The welcome mail, in the language staff chose for the person, with the number.
    const mails = await mailsTo(ctx, 'walkin@example.org');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(member.number);
    expect(mails[0]!.subject).toMatch(/[\u1200-\u137F]/);
    const [row] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, applicationId));
    expect(row).toMatchObject({ action: 'walk-in', entity: 'membership_application', actorName: admin.name });
    expect(row!.details).toMatchObject({ member: member.number, renewed: false, note: 'CBE slip 4471', slip: { type: 'application/pdf' } });

    // The next walk-in, by a moderator, takes the next number.
    const next = await addMember(validApplication({ email: 'second@example.org' }), undefined, moderator.token);
    expect(next.status, next.text).toBe(201);
    expect(next.json.data.member.number).toBe(`ECA-${year}-0002`);
  });

  it('renews the member an email already has, keeping its number and (unless staff choose) its details', async () => {
    const first = await addMember(validApplication({ email: 'known@example.org' }));
    const number = first.json.data.member.number;
    const again = await addMember(validApplication({ email: 'KNOWN@example.org', company: 'Another Co' }));
    expect(again.status, again.text).toBe(201);
    expect(again.json.data).toMatchObject({ renewed: true, differences: ['company'], detailsTaken: false });
    expect(again.json.data.member).toMatchObject({ number, company: 'Kebede Farms' });
    expect(await ctx.database.db.select().from(members)).toHaveLength(1);
    const taken = await addMember(validApplication({ email: 'known@example.org', company: 'Another Co', memberDetails: 'application' }));
    expect(taken.json.data).toMatchObject({ renewed: true, detailsTaken: true });
    expect(taken.json.data.member).toMatchObject({ number, company: 'Another Co' });
  });

  it('refuses without the slip, with a slip that is no image or PDF, with bad details or no consent: nothing is stored', async () => {
    const noSlip = await addMember(validApplication(), null);
    expect(noSlip.status).toBe(400);
    expect(noSlip.json.fields).toEqual({ slip: counterMessages.slipRequired });
    const text = await addMember(validApplication(), {
      bytes: new TextEncoder().encode('not a slip at all'),
      name: 'x.txt',
      type: 'text/plain',
    });
    expect(text.status).toBe(415);
    const noDetails = await addMember(undefined);
    expect(noDetails.status).toBe(400);
    expect(noDetails.json.fields).toEqual({ details: counterMessages.detailsMissing });
    const broken = await addMember('{"firstName": ');
    expect(broken.status).toBe(400);
    expect(broken.json.fields).toEqual({ details: counterMessages.detailsUnreadable });
    const bad = await addMember(validApplication({ firstName: '', email: 'nope' }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields).sort()).toEqual(['email', 'firstName']);
    const noConsent = await addMember(validApplication({ terms: false }));
    expect(noConsent.status).toBe(400);
    expect(noConsent.json.fields.terms).toBe(counterMessages.consentRequired);
    const badLang = await addMember(validApplication({ lang: 'fr' }));
    expect(badLang.json.fields.lang).toBe(counterMessages.langOneOf);
    await nothingStored();
  });

  it('answers in Amharic to an Amharic request', async () => {
    const res = await addMember(validApplication({ terms: false }), undefined, admin.token, { 'Accept-Language': 'am' });
    expect(res.status).toBe(400);
    expect(res.json.fields.terms).toBe(amCounter.consentRequired);
  });

  it('is for staff only', async () => {
    expect((await addMember(validApplication(), undefined, plainUser.token)).status).toBe(403);
    expect((await call(ctx, 'POST', '/api/admin/counter/members', walkInForm(validApplication()))).status).toBe(401);
    await nothingStored();
  });
});

const today = () => addisToday(ctx.clock.now);
const dayFrom = (days: number) => addisToday(new Date(ctx.clock.now.getTime() + days * 86_400_000));
const newEvent = (date = today(), capacity: number | null = 2) =>
  insertEvent(ctx, { title: 'Field day', description: 'Cuttings.', date, time: '9:00 AM', location: 'Hawassa', capacity });
const walkIn = (eventId: string, body: Record<string, unknown>, token = admin.token, headers: Record<string, string> = {}) =>
  call(ctx, 'POST', `/api/admin/counter/events/${eventId}/walk-ins`, body, { token, headers });

describe('POST /api/admin/counter/events/:id/walk-ins', () => {
  it('registers and checks everyone in at once, beyond a full event and past the per-network cap; the door counts them', async () => {
    const eventId = await newEvent(today(), 2);
    const ip = '10.77.0.1';
    // The public form from one network fills the event.
    expect((await register(ctx, eventId, { attendees: '2' }, { 'X-Forwarded-For': ip })).status).toBe(201);
    // Staff at the same network's counter register groups of five, more than any network may book (decision 019).
    for (const n of [1, 2, 3]) {
      const res = await call(
        ctx,
        'POST',
        `/api/admin/counter/events/${eventId}/walk-ins`,
        validRegistration(`group${n}@example.org`, { attendees: '5+', attendeeNames: ['Almaz'], lang: 'am' }),
        { token: admin.token, ip },
      );
      expect(res.status, res.text).toBe(201);
      expect(res.json.data).toMatchObject({ checkedIn: 5, beyondCapacity: true });
      expect(res.json.data.registration).toMatchObject({ status: 'confirmed', seats: 5, checkedInPeople: 5, checkedInBy: admin.name });
      expect(res.json.data.tickets).toHaveLength(5);
      expect(res.json.data.count).toEqual({ checkedIn: 5 * n, expected: 2 + 5 * n });
    }
    const door = await call(ctx, 'GET', `/api/admin/events/${eventId}/check-in`, undefined, { token: admin.token });
    expect(door.json.data.count).toEqual({ checkedIn: 15, expected: 17 });
    // The person's ticket mail, in their language, not counted as a visitor's mail; no office notice.
    const mails = await mailsTo(ctx, 'group1@example.org');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/[\u1200-\u137F]/);
    const audits = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'walk-in'));
    expect(audits).toHaveLength(3);
    expect(audits[0]!.details).toMatchObject({ seats: 5, checkedIn: 5, beyondCapacity: true });
  });

  it('registers without checking in when asked, and refuses a check-in on another day than the event', async () => {
    const later = await newEvent(dayFrom(7), null);
    const refused = await walkIn(later, validRegistration('early@example.org'));
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe(counterMessages.checkInNotToday);
    expect(await ctx.database.db.select().from(eventRegistrations)).toEqual([]);
    const res = await walkIn(later, validRegistration('early@example.org', { checkIn: false }));
    expect(res.status, res.text).toBe(201);
    expect(res.json.data).toMatchObject({ checkedIn: 0, beyondCapacity: false, count: { checkedIn: 0, expected: 1 } });
    expect(await ctx.database.db.select().from(checkIns)).toEqual([]);
  });

  it('tells staff plainly that an address is registered already, and refuses after the event', async () => {
    const eventId = await newEvent();
    const first = await register(ctx, eventId);
    const dup = await walkIn(eventId, validRegistration(first.email.toUpperCase()));
    expect(dup.status).toBe(409);
    expect(dup.json.error).toBe(counterMessages.alreadyRegistered('confirmed'));
    // In Amharic the status inside the sentence is Amharic too, and the code is the same.
    const dupAm = await walkIn(eventId, validRegistration(first.email), admin.token, { 'Accept-Language': 'am' });
    expect(dupAm.json).toMatchObject({
      code: 'counter.alreadyRegistered',
      error: amCounter.alreadyRegistered(amCounter.registrationStatus.confirmed),
    });
    expect(dup.json.registration).toMatchObject({ id: first.answer.id, status: 'confirmed' });
    expect(await ctx.database.db.select().from(eventRegistrations)).toHaveLength(1);
    const past = await newEvent(dayFrom(-2));
    const over = await walkIn(past, validRegistration('late@example.org'));
    expect(over.status).toBe(409);
    expect(over.json.error).toBe(counterMessages.eventOver);
    expect((await walkIn('00000000-0000-4000-8000-000000000000', validRegistration('x@example.org'))).status).toBe(404);
    const bad = await walkIn(eventId, validRegistration('x@example.org', { terms: false, checkIn: 'yes' }));
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toMatchObject({ terms: counterMessages.consentRequired, checkIn: counterMessages.checkInBoolean });
    expect((await walkIn(eventId, validRegistration('x@example.org'), plainUser.token)).status).toBe(403);
  });
});

describe('POST /api/admin/counter/sign-in-links', () => {
  const resend = (email: string, token = admin.token) => call(ctx, 'POST', '/api/admin/counter/sign-in-links', { email }, { token });
  const mailed = async (to: string) =>
    (await ctx.database.db.select().from(outbox).where(sql`lower(${outbox.to}) = ${to}`)).sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
    );
  const tokensMailed = async (to: string) =>
    (await mailed(to)).map((m) => /#token=([A-Za-z0-9_-]+)/.exec(m.text)?.[1]).filter((t): t is string => Boolean(t));

  it('mails a new working link each time to a known address (any case), audited; an unknown address is a 404', async () => {
    await addMember(validApplication({ email: 'linkme@example.org', lang: 'am' }));
    await ctx.database.db.delete(outbox);
    expect((await resend('LinkMe@example.org')).status).toBe(201);
    expect((await resend('linkme@example.org', moderator.token)).status).toBe(201);
    const tokens = await tokensMailed('linkme@example.org');
    expect(tokens).toHaveLength(2);
    expect(tokens[0]).not.toBe(tokens[1]);
    expect((await mailed('linkme@example.org'))[0]!.text).toContain('/am/account#token=');
    expect(await ctx.database.db.select().from(accountLinks)).toHaveLength(2);
    for (const token of tokens) expect((await call(ctx, 'POST', '/api/account/session', { token })).status).toBe(200);
    expect(await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'resend-sign-in-link'))).toHaveLength(2);

    const unknown = await resend('nobody@example.org');
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toBe(counterMessages.emailUnknown);
    expect((await resend('not-an-email')).status).toBe(400);
    expect((await resend('linkme@example.org', plainUser.token)).status).toBe(403);
  });
});

describe('POST /api/admin/counter/registrations/:id/resend', () => {
  const resend = (id: string, token = admin.token) =>
    call(ctx, 'POST', `/api/admin/counter/registrations/${id}/resend`, undefined, { token });

  it('mails the same tickets again with a new cancel link, however often staff ask; a cancelled one is refused', async () => {
    const eventId = await newEvent(dayFrom(5), 10);
    const { email, reg } = await register(ctx, eventId, { attendees: '2' });
    // More than a visitor's day of mails to one address: staff resends are not capped.
    for (let i = 0; i < 6; i++) expect((await resend(reg.id)).status).toBe(201);
    const mails = await mailsTo(ctx, email);
    expect(mails).toHaveLength(7);
    for (const m of mails.slice(1)) expect(m.text.replace(/\s/g, '')).toContain(reg.ticketCode!.match(/.{4}/g)!.join('-'));
    expect(await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'resend'))).toHaveLength(6);

    expect((await call(ctx, 'POST', `/api/admin/registrations/${reg.id}/cancel`, undefined, { token: admin.token })).status).toBe(200);
    const cancelled = await resend(reg.id);
    expect(cancelled.status).toBe(409);
    expect(cancelled.json.error).toBe(counterMessages.registrationCancelled);
    expect((await resend('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await resend('nope')).status).toBe(404);
  });
});

describe('GET /api/admin/members/:id/certificate.pdf', () => {
  it("gives staff the member's certificate again, audited; an unknown member is a 404 and an account session cannot", async () => {
    const added = await addMember(validApplication({ email: 'print@example.org' }));
    const id = added.json.data.member.id;
    const res = await ctx.app.request(`/api/admin/members/${id}/certificate.pdf?lang=am`, {
      headers: { Authorization: `Bearer ${moderator.token}`, 'X-Forwarded-For': '10.66.0.1' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`${added.json.data.member.number}-certificate.pdf`);
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const [row] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'reprint-certificate'), eq(auditLog.entityId, id)));
    expect(row!.details).toMatchObject({ lang: 'am', number: added.json.data.member.number });
    const missing = await call(ctx, 'GET', '/api/admin/members/00000000-0000-4000-8000-000000000000/certificate.pdf', undefined, {
      token: admin.token,
    });
    expect(missing.status).toBe(404);
    const account = await accountSession(ctx, 'print@example.org');
    expect((await call(ctx, 'GET', `/api/admin/members/${id}/certificate.pdf`, undefined, { token: account })).status).toBe(401);
  });
});
