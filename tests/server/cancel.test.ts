// Cancelling (decision 013): by the mailed one-time link (preview first), by the account, by staff; the seats freed
// go to the earliest waitlisted registrations that fit, each mailed its ticket; staff promote by hand; raising the
// capacity promotes too. Mails in the person's language.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTicketCode } from '../../contract/assembly';
import { addisToday } from '../../contract/dates';
import { messages } from '../../contract/messages';
import { eventsMessages as amEvents } from '../../contract/messages/am/events';
import { auditLog, eventRegistrations, eventTexts } from '../../server/db/schema';
import { TICKET_QR_CID } from '../../server/messages/notifications';
import { accountSession, call, createTestContext, insertEvent, makeUser, type TestContext } from '../support/app';
import { cancelTokenOf, mailsTo, qrOfAttachment, register } from '../support/seats';

let ctx: TestContext;
// Events are dated in Addis Ababa's calendar: "today" is Addis's today, whatever the hour in UTC.
const day = (offsetDays: number) => addisToday(new Date(Date.now() + offsetDays * 86_400_000));
/** An event with an Amharic title (and none of its place): its row of Amharic texts is put straight in. */
async function newEvent(capacity: number | null, date = day(20)) {
  const id = await insertEvent(ctx, { title: 'Field day', description: 'Stems.', date, time: '9:00 AM', location: 'Hawassa', capacity });
  await ctx.database.db.insert(eventTexts).values({ eventId: id, lang: 'am', title: 'የመስክ ቀን' });
  return id;
}
const statusOf = async (id: string) => (await ctx.database.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, id)))[0]!;
const cancel = (token: string) => call(ctx, 'POST', '/api/registrations/cancel', { token });
const preview = (token: string) => call(ctx, 'POST', '/api/registrations/cancel/preview', { token });

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

describe('cancel links', () => {
  it('previews what the link cancels, cancels once, and previews the cancelled registration after', async () => {
    const id = await newEvent(10);
    const r = await register(ctx, id, { attendees: '3', firstName: 'Almaz' });
    const token = await cancelTokenOf(ctx, r.email);
    const seen = await preview(token);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('cache-control')).toBe('no-store');
    expect(seen.json.data.registration).toEqual({
      id: r.reg.id,
      firstName: 'Almaz',
      lastName: 'Gebre',
      attendees: '3',
      status: 'confirmed',
      event: {
        id,
        title: 'Field day',
        date: day(20),
        time: '9:00 AM',
        location: 'Hawassa',
        // Only the title has Amharic: the place has none, and Amharic pages show the English one.
        translations: { am: { title: 'የመስክ ቀን' } },
      },
    });
    const done = await cancel(token);
    expect(done.status).toBe(200);
    expect(done.json.data.registration).toMatchObject({ id: r.reg.id, eventId: id, status: 'cancelled' });
    expect((await statusOf(r.reg.id)).status).toBe('cancelled');
    const again = await cancel(token);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(messages.events.alreadyCancelled);
    expect((await preview(token)).json.data.registration.status).toBe('cancelled');
    const cancelledMail = (await mailsTo(ctx, r.email)).at(-1)!;
    expect(cancelledMail.subject).toBe('Registration cancelled: Field day');
    expect(cancelledMail.text).toContain('Dear Almaz Gebre,');
  });

  it('answers 404 to an unknown link, in Amharic for the Amharic page, and 400 to no token', async () => {
    const unknown = await preview('not-a-real-token');
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe(messages.events.cancelLinkInvalid);
    expect((await cancel('not-a-real-token')).status).toBe(404);
    const am = await call(ctx, 'POST', '/api/registrations/cancel', { token: 'nope' }, { headers: { 'Accept-Language': 'am' } });
    expect(am.json.message).toBe(amEvents.cancelLinkInvalid);
    expect((await call(ctx, 'POST', '/api/registrations/cancel', {})).status).toBe(400);
  });

  it("refuses after the event's day (409)", async () => {
    const id = await newEvent(null, day(1));
    const r = await register(ctx, id);
    const token = await cancelTokenOf(ctx, r.email);
    ctx.clock.advance(3 * 86_400_000);
    try {
      const late = await cancel(token);
      expect(late.status).toBe(409);
      expect(late.json.message).toBe(messages.events.cannotCancelPast);
      expect((await statusOf(r.reg.id)).status).toBe('confirmed');
    } finally {
      ctx.clock.set(new Date());
    }
  });
});

describe('promotion', () => {
  it('gives freed seats to the earliest waitlisted that fit, skipping a group too big, each once with its ticket mail', async () => {
    const id = await newEvent(3);
    const a = await register(ctx, id, { attendees: '2' });
    const b = await register(ctx, id, { attendees: '1' });
    const big = await register(ctx, id, { attendees: '2' });
    const small = await register(ctx, id, { attendees: '1' });
    const last = await register(ctx, id, { attendees: '1' });
    expect([big, small, last].map((r) => r.reg.waitlistPosition)).toEqual([1, 2, 3]);
    // One seat frees: the group of two at the head does not fit, the single behind it does.
    await cancel(await cancelTokenOf(ctx, b.email));
    expect((await statusOf(big.reg.id)).status).toBe('waitlisted');
    const promoted = await statusOf(small.reg.id);
    expect(promoted.status).toBe('confirmed');
    expect(promoted.ticketCode).toMatch(/^[0-9A-Z]{16}$/);
    expect(promoted.confirmedAt).not.toBeNull();
    expect((await statusOf(last.reg.id)).status).toBe('waitlisted');
    const [, seatMail] = await mailsTo(ctx, small.email);
    expect(seatMail!.subject).toBe('You have a seat: Field day');
    expect(seatMail!.text).toContain(formatTicketCode(promoted.ticketCode!));
    expect(seatMail!.text).toContain(`/ticket/${promoted.ticketCode}`);
    // The promoted mail carries a new cancel link; the one of the waiting-list mail no longer works.
    const waitToken = /#token=([\w-]+)/.exec((await mailsTo(ctx, small.email))[0]!.text)![1]!;
    const seatToken = await cancelTokenOf(ctx, small.email);
    expect(seatToken).not.toBe(waitToken);
    expect((await preview(waitToken)).status).toBe(404);
    // Two seats free: the group gets them; the last single still waits.
    await cancel(await cancelTokenOf(ctx, a.email));
    expect((await statusOf(big.reg.id)).status).toBe('confirmed');
    expect((await statusOf(last.reg.id)).status).toBe('waitlisted');
    // Leaving the waiting list frees no seat and promotes nobody.
    await cancel(await cancelTokenOf(ctx, last.email));
    expect((await mailsTo(ctx, last.email)).at(-1)!.subject).toBe('You left the waiting list: Field day');
    const seatMails = async (email: string) => (await mailsTo(ctx, email)).filter((m) => m.subject.startsWith('You have a seat'));
    expect(await seatMails(small.email)).toHaveLength(1);
    expect(await seatMails(big.email)).toHaveLength(1);
  });

  it('promotes into seats added by raising the capacity (staff edit), in the same write', async () => {
    const admin = await makeUser(ctx, 'admin');
    const created = await call(
      ctx,
      'POST',
      '/api/admin/events',
      { title: 'Raised', description: 'More seats.', date: day(25), time: '9:00 AM', location: 'Adama', capacity: 1 },
      { token: admin.token },
    );
    expect(created.status).toBe(201);
    const id = created.json.data.id as string;
    await register(ctx, id);
    const w1 = await register(ctx, id);
    const w2 = await register(ctx, id, { attendees: '2' });
    const w3 = await register(ctx, id);
    const put = await call(
      ctx,
      'PUT',
      `/api/admin/events/${id}`,
      { title: 'Raised', description: 'More seats.', date: day(25), time: '9:00 AM', location: 'Adama', capacity: 3 },
      { token: admin.token },
    );
    expect(put.status).toBe(200);
    expect((await statusOf(w1.reg.id)).status).toBe('confirmed');
    expect((await statusOf(w2.reg.id)).status).toBe('waitlisted');
    expect((await statusOf(w3.reg.id)).status).toBe('confirmed');
    expect((await call(ctx, 'GET', `/api/events/${id}`)).json.data.seatsLeft).toBe(0);
  });
});

describe('mails', () => {
  it('sends the ticket with an inline QR code of the code, the ticket page, the cancel link and the .ics', async () => {
    const id = await newEvent(1);
    const r = await register(ctx, id);
    const [mail] = await mailsTo(ctx, r.email);
    const code = r.reg.ticketCode as string;
    expect(mail!.subject).toBe('You are registered: Field day');
    expect(mail!.text).toContain(`Your ticket code: ${formatTicketCode(code)}`);
    expect(mail!.text).toContain(`${ctx.deps.config.publicUrl}/ticket/${code}`);
    expect(mail!.text).toMatch(new RegExp(`${ctx.deps.config.publicUrl}/registrations/cancel#token=[\\w-]{43}`));
    const [ics, qr] = mail!.attachments;
    expect(ics!.contentType).toMatch(/^text\/calendar/);
    expect(qr).toMatchObject({ contentType: 'image/png', encoding: 'base64', cid: TICKET_QR_CID });
    expect(qrOfAttachment(qr!)).toBe(code);
    expect(mail!.html).toContain(`<img src="cid:${TICKET_QR_CID}"`);
    expect(mail!.html).toContain(`href="${ctx.deps.config.publicUrl}/ticket/${code}"`);
    const w = await register(ctx, id);
    const [wait] = await mailsTo(ctx, w.email);
    expect(wait!.subject).toBe('You are on the waiting list: Field day');
    expect(wait!.text).toContain('you are number 1');
    expect(wait!.text).toContain('leave the waiting list');
    expect(wait!.attachments).toEqual([]);
  });

  it("writes every mail in the person's language, with the Amharic links", async () => {
    const id = await newEvent(1);
    const am = { 'Accept-Language': 'am' };
    const names = { firstName: 'ተስፋዬ', lastName: 'ገብሬ' };
    const first = await register(ctx, id, names, am);
    const second = await register(ctx, id, names, am);
    const [ticket] = await mailsTo(ctx, first.email);
    expect(ticket!.subject).toBe('ተመዝግበዋል፦ የመስክ ቀን');
    expect(ticket!.text).toContain(`የመግቢያ ትኬትዎ ኮድ፦ ${formatTicketCode(first.reg.ticketCode)}`);
    expect(ticket!.text).toContain(`/am/ticket/${first.reg.ticketCode}`);
    expect(ticket!.text).toContain('/am/registrations/cancel#token=');
    const [wait] = await mailsTo(ctx, second.email);
    expect(wait!.subject).toBe('በተጠባባቂ ዝርዝር ላይ ነዎት፦ የመስክ ቀን');
    expect(wait!.text).toContain('ተራዎ 1ኛ ነው');
    await cancel(await cancelTokenOf(ctx, first.email));
    expect((await mailsTo(ctx, first.email)).at(-1)!.subject).toBe('ምዝገባዎ ተሰርዟል፦ የመስክ ቀን');
    const promoted = (await mailsTo(ctx, second.email)).at(-1)!;
    expect(promoted.subject).toBe('ቦታ አግኝተዋል፦ የመስክ ቀን');
    // No English but the links, codes, the international clock beside the Ethiopian one, the place's name (staff's
    // text) and the address in the signature.
    const english = (text: string) =>
      text
        .replace(/https?:\/\/\S+/g, '')
        .replace(/[0-9A-Z]{4}(-[0-9A-Z]{4}){3}|[0-9a-f-]{36}|\d+:\d+ [AP]M/g, '')
        .replace(/Hawassa|info@cassava\.org\.et/g, '')
        .match(/[A-Za-z]{2,}/g);
    for (const m of [ticket!, wait!, promoted, (await mailsTo(ctx, first.email)).at(-1)!]) expect(english(m.text), m.text).toBeNull();
  });
});

describe('account cancel', () => {
  it("cancels the session's own registration only", async () => {
    const id = await newEvent(5);
    const mine = await register(ctx, id, { email: 'Owner.Seat@example.org' });
    const theirs = await register(ctx, id);
    const token = await accountSession(ctx, 'owner.seat@example.org');
    const account = await call(ctx, 'GET', '/api/account', undefined, { headers: { Authorization: `Bearer ${token}` } });
    // (An account session token is sent as a bearer token.)
    const listed = account.json.data.registrations.find((r: { id: string }) => r.id === mine.reg.id);
    expect(listed).toMatchObject({ status: 'confirmed', ticketCode: mine.reg.ticketCode, waitlistPosition: null, cancellable: true });
    const other = await call(ctx, 'POST', `/api/account/registrations/${theirs.reg.id}/cancel`, undefined, { token });
    expect(other.status).toBe(404);
    expect(other.json.message).toBe(messages.events.registrationNotFound);
    expect((await statusOf(theirs.reg.id)).status).toBe('confirmed');
    const done = await call(ctx, 'POST', `/api/account/registrations/${mine.reg.id}/cancel`, undefined, { token });
    expect(done.status).toBe(200);
    expect(done.json.data.registration).toMatchObject({ id: mine.reg.id, status: 'cancelled' });
    expect((await call(ctx, 'POST', `/api/account/registrations/${mine.reg.id}/cancel`, undefined, { token })).status).toBe(409);
    expect((await call(ctx, 'POST', `/api/account/registrations/${mine.reg.id}/cancel`)).status).toBe(401);
    const after = await call(ctx, 'GET', '/api/account', undefined, { token });
    expect(after.json.data.registrations.find((r: { id: string }) => r.id === mine.reg.id)).toMatchObject({
      status: 'cancelled',
      cancellable: false,
    });
  });
});

describe('staff promote and cancel', () => {
  it('promotes beyond the capacity and cancels, for admins and moderators, audited, mailing the person', async () => {
    const id = await newEvent(1);
    const moderator = await makeUser(ctx, 'moderator');
    const admin = await makeUser(ctx, 'admin');
    const held = await register(ctx, id);
    const waiting = await register(ctx, id, { attendees: '2' });
    const notWaiting = await call(ctx, 'POST', `/api/admin/registrations/${held.reg.id}/promote`, undefined, { token: admin.token });
    expect(notWaiting.status).toBe(409);
    expect(notWaiting.json.message).toBe(messages.events.notWaitlisted);
    expect((await call(ctx, 'POST', `/api/admin/registrations/${waiting.reg.id}/promote`)).status).toBe(401);
    const user = await makeUser(ctx, 'user');
    expect((await call(ctx, 'POST', `/api/admin/registrations/${waiting.reg.id}/promote`, undefined, { token: user.token })).status).toBe(
      403,
    );
    const promoted = await call(ctx, 'POST', `/api/admin/registrations/${waiting.reg.id}/promote`, undefined, { token: moderator.token });
    expect(promoted.status).toBe(200);
    expect(promoted.json.data).toMatchObject({
      id: waiting.reg.id,
      status: 'confirmed',
      seats: 2,
      waitlistPosition: null,
      eventTitle: 'Field day',
    });
    expect(promoted.json.data.ticketCode).toMatch(/^[0-9A-Z]{16}$/);
    expect((await mailsTo(ctx, waiting.email)).at(-1)!.subject).toBe('You have a seat: Field day');
    expect((await call(ctx, 'GET', `/api/events/${id}`)).json.data.seatsLeft).toBe(0);

    const cancelled = await call(ctx, 'POST', `/api/admin/registrations/${held.reg.id}/cancel`, undefined, { token: admin.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.data).toMatchObject({ id: held.reg.id, status: 'cancelled' });
    expect(cancelled.json.data.cancelledAt).toEqual(expect.any(String));
    expect((await mailsTo(ctx, held.email)).at(-1)!.text).toContain('Our staff have cancelled your registration');
    expect((await call(ctx, 'POST', `/api/admin/registrations/${held.reg.id}/cancel`, undefined, { token: admin.token })).status).toBe(409);
    expect(
      (await call(ctx, 'POST', '/api/admin/registrations/00000000-0000-4000-8000-000000000000/cancel', undefined, { token: admin.token }))
        .status,
    ).toBe(404);

    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'registration')));
    expect(audits.find((a) => a.entityId === waiting.reg.id && a.action === 'promote')).toMatchObject({ actorId: moderator.id });
    expect(audits.find((a) => a.entityId === held.reg.id && a.action === 'cancel')).toMatchObject({ actorId: admin.id });
  });
});

describe('a registration checked in at the door', () => {
  it('cannot be cancelled by its person (409, English and Amharic); its seat is not given again', async () => {
    const admin = await makeUser(ctx, 'admin', { name: 'Door Keeper' });
    // Capacity 1: A holds the seat, B waits for it.
    const id = await newEvent(1, day(0));
    const a = await register(ctx, id, { firstName: 'Alemu' });
    const b = await register(ctx, id, { firstName: 'Bekele' });
    expect([a.reg.status, b.reg.status]).toEqual(['confirmed', 'waitlisted']);
    const scan = await call(ctx, 'POST', `/api/admin/events/${id}/check-ins`, { code: a.reg.ticketCode }, { token: admin.token });
    expect(scan.status).toBe(200);

    const token = await cancelTokenOf(ctx, a.email);
    const refused = await cancel(token);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(messages.events.cannotCancelCheckedIn);
    const am = await call(ctx, 'POST', '/api/registrations/cancel', { token }, { headers: { 'Accept-Language': 'am' } });
    expect(am.status).toBe(409);
    expect(am.json.message).toBe(amEvents.cannotCancelCheckedIn);
    // By the account too, which no longer offers it.
    const session = await accountSession(ctx, a.email);
    const byAccount = await call(ctx, 'POST', `/api/account/registrations/${a.reg.id}/cancel`, undefined, { token: session });
    expect(byAccount.status).toBe(409);
    expect(byAccount.json.message).toBe(messages.events.cannotCancelCheckedIn);
    const account = await call(ctx, 'GET', '/api/account', undefined, { token: session });
    expect(account.json.data.registrations.find((r: { id: string }) => r.id === a.reg.id).cancellable).toBe(false);

    // Nothing moved: A keeps the seat, B still waits, and the door shows 1 of 1.
    expect((await statusOf(a.reg.id)).status).toBe('confirmed');
    expect((await statusOf(b.reg.id)).status).toBe('waitlisted');
    const door = await call(ctx, 'GET', `/api/admin/events/${id}/check-in`, undefined, { token: admin.token });
    expect(door.json.data.count).toEqual({ checkedIn: 1, expected: 1 });
    // The preview still shows what the link is for.
    expect((await preview(token)).json.data.registration.status).toBe('confirmed');
  });

  it('of a group with one person in cannot be cancelled either', async () => {
    const admin = await makeUser(ctx, 'admin');
    const id = await newEvent(10, day(0));
    const group = await register(ctx, id, { attendees: '3' });
    const door = await call(ctx, 'GET', `/api/admin/events/${id}/check-in`, undefined, { token: admin.token });
    const guest = door.json.data.tickets.find((t: { position: number }) => t.position === 2);
    expect((await call(ctx, 'POST', `/api/admin/events/${id}/check-ins`, { code: guest.code }, { token: admin.token })).status).toBe(200);
    const refused = await cancel(await cancelTokenOf(ctx, group.email));
    expect(refused.status).toBe(409);
    expect((await statusOf(group.reg.id)).status).toBe('confirmed');
  });
});
