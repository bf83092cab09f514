// Check-in at the door: the door list, one scan at a time, refusals, exactly one success for concurrent scans, the
// first check-in never rewritten, and offline scan times kept within bounds (the server's clock is the test's, moved by
// hand). On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckedInSchema, CheckInRefusedSchema, DoorListSchema, formatTicketCode } from '../../contract/assembly';
import { messages } from '../../contract/messages';
import { eventsMessages as amEvents } from '../../contract/messages/am/events';
import { checkIns, eventTexts, sessions } from '../../server/db/schema';
import { newTicketCode } from '../../server/features/events/seats';
import { call, createTestContext, insertEvent, makeUser, type TestContext } from '../support/app';
import { insertTickets } from '../support/tickets';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof makeUser>>;
let moderator: Awaited<ReturnType<typeof makeUser>>;
let eventId: string;
let otherEventId: string;
type Stored = Awaited<ReturnType<typeof insertTickets>>;
let confirmed: Stored;
let cancelled: Stored[number];
let waitlisted: Stored[number];
let waitlistedNoTicket: Stored[number];
let foreign: Stored[number];

const scan = (body: unknown, token = admin.token, id = eventId, headers?: Record<string, string>) =>
  call(ctx, 'POST', `/api/admin/events/${id}/check-ins`, body, { token, headers });
const doorList = (token = admin.token, id = eventId) => call(ctx, 'GET', `/api/admin/events/${id}/check-in`, undefined, { token });

beforeAll(async () => {
  ctx = await createTestContext();
  // The morning of the event's day in Addis Ababa: the door is open.
  ctx.clock.set(new Date('2030-05-01T08:30:00+03:00'));
  admin = await makeUser(ctx, 'admin', { name: 'Abebe Door' });
  moderator = await makeUser(ctx, 'moderator', { name: 'Tigist Gate' });
  // The staff stay signed in while the tests move the clock around the event's days.
  await ctx.database.db.update(sessions).set({ expiresAt: new Date('2030-06-01T00:00:00Z') });
  const base = { description: 'The annual assembly.', date: '2030-05-01', time: '9:00 AM', location: 'ICT Park' };
  eventId = await insertEvent(ctx, { ...base, title: 'Annual assembly', capacity: 500 });
  otherEventId = await insertEvent(ctx, { ...base, title: 'Field day' });
  const db = ctx.database.db;
  await db.insert(eventTexts).values({ eventId: otherEventId, lang: 'am', title: 'የመስክ ቀን' });
  // 60 confirmed (the first with 3 attendees, the second '5+'), one cancelled, one waitlisted with an old ticket, one
  // waitlisted never confirmed (no ticket).
  confirmed = await insertTickets(db, eventId, 60, (i) => (i === 0 ? { attendees: '3' } : i === 1 ? { attendees: '5+' } : {}));
  cancelled = (await insertTickets(db, eventId, 1, () => ({ status: 'cancelled', lastName: 'Cancelled', email: 'c@example.org' })))[0]!;
  waitlisted = (
    await insertTickets(db, eventId, 1, () => ({ status: 'waitlisted', ticketCode: newTicketCode(), email: 'w@example.org' }))
  )[0]!;
  waitlistedNoTicket = (await insertTickets(db, eventId, 1, () => ({ status: 'waitlisted', email: 'w2@example.org' })))[0]!;
  foreign = (await insertTickets(db, otherEventId, 1, () => ({ email: 'f@example.org' })))[0]!;
});
afterAll(() => ctx.close());

describe('the door list', () => {
  it('has every ticket of the event, its status and the count of seats', async () => {
    const res = await doorList();
    expect(res.status).toBe(200);
    const list = v.parse(DoorListSchema, res.json.data);
    expect(list.event.id).toBe(eventId);
    const codes = list.tickets.map((t) => t.code);
    // A ticket per person: 58 + 3 + 5 confirmed, the cancelled one and the waitlisted one's old ticket.
    expect(codes).toHaveLength(68);
    expect(new Set(codes).size).toBe(68);
    expect(list.tickets.filter((t) => t.registrationId === confirmed[1]!.id).map((t) => [t.position, t.seats])).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 1],
      [5, 1],
    ]);
    expect(codes).toContain(cancelled.ticketCode);
    expect(codes).toContain(waitlisted.ticketCode);
    expect(codes).not.toContain(foreign.ticketCode);
    expect(list.tickets.some((t) => t.registrationId === waitlistedNoTicket.id)).toBe(false);
    // 58 × 1 + 3 + 5 seats confirmed, none in yet.
    expect(list.count).toEqual({ checkedIn: 0, expected: 66 });
    expect(list.tickets.find((t) => t.code === cancelled.ticketCode)?.status).toBe('cancelled');
    expect(res.headers.get('cache-control')).toContain('no-store');
  });

  it('comes gzipped to a phone that accepts it', async () => {
    const res = await ctx.app.request(`/api/admin/events/${eventId}/check-in`, {
      headers: { Authorization: `Bearer ${admin.token}`, 'Accept-Encoding': 'gzip, deflate, br', 'X-Forwarded-For': '10.66.0.1' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    const zipped = Buffer.from(await res.arrayBuffer());
    const plain = (await doorList()).text;
    expect(zipped.length).toBeLessThan(plain.length / 2);
    const list = v.parse(DoorListSchema, JSON.parse(gunzipSync(zipped).toString('utf8')).data);
    expect(list.tickets).toHaveLength(68);
  });

  it('is for staff only, moderators included', async () => {
    expect((await call(ctx, 'GET', `/api/admin/events/${eventId}/check-in`)).status).toBe(401);
    expect((await call(ctx, 'POST', `/api/admin/events/${eventId}/check-ins`, { code: confirmed[50]!.ticketCode })).status).toBe(401);
    const user = await makeUser(ctx, 'user');
    expect((await doorList(user.token)).status).toBe(403);
    expect((await scan({ code: confirmed[50]!.ticketCode }, user.token)).status).toBe(403);
    expect((await doorList(moderator.token)).status).toBe(200);
  });

  it('answers 404 for an unknown event', async () => {
    const res = await doorList(admin.token, '00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(Object.keys(res.json).sort()).toEqual(['code', 'error', 'message']);
  });
});

describe('a scan', () => {
  it('checks the ticket in the first time (200) and refuses it after (409, when and by whom)', async () => {
    const ticket = confirmed[0]!;
    const first = await scan({ code: ticket.ticketCode });
    expect(first.status).toBe(200);
    const answer = v.parse(CheckedInSchema, first.json.data);
    // The registration's own code is its first person's ticket: it lets one person in, not the group of three.
    expect(answer.ticket).toMatchObject({
      registrationId: ticket.id,
      seats: 1,
      position: 1,
      status: 'confirmed',
      checkedInBy: 'Abebe Door',
    });
    expect(answer.ticket.checkedInAt).toBe(ctx.clock.now.toISOString());
    expect(answer.count.checkedIn).toBe(1);

    ctx.clock.advance(60_000);
    const again = await scan({ code: ticket.ticketCode }, moderator.token);
    expect(again.status).toBe(409);
    const refused = v.parse(CheckInRefusedSchema, again.json);
    expect(refused.refusal).toBe('alreadyCheckedIn');
    expect(refused.message).toBe(messages.events.checkIn.alreadyCheckedIn);
    expect(refused.ticket.checkedInAt).toBe(answer.ticket.checkedInAt);
    expect(refused.ticket.checkedInBy).toBe('Abebe Door');
    expect(refused.count.checkedIn).toBe(1);

    const [row] = await ctx.database.db.select().from(checkIns).where(eq(checkIns.registrationId, ticket.id));
    expect(row).toMatchObject({ eventId, checkedInBy: admin.id, checkedInByName: 'Abebe Door', offline: false });
  });

  it('takes a typed code as people read it: lower case, hyphens, spaces, O for 0, or a link to the ticket page', async () => {
    const code = confirmed[1]!.ticketCode!;
    const typed = ` ${formatTicketCode(code).toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l')} `;
    const res = await scan({ code: typed }, moderator.token);
    expect(res.status).toBe(200);
    expect(res.json.data.ticket).toMatchObject({ code, seats: 1, checkedInBy: 'Tigist Gate' });
    const link = await scan({ code: `https://cassava.et/ticket/${confirmed[2]!.ticketCode}` });
    expect(link.status).toBe(200);
  });

  it('moves the count on the door list', async () => {
    const list = v.parse(DoorListSchema, (await doorList()).json.data);
    expect(list.count).toEqual({ checkedIn: 3, expected: 66 });
    const t = list.tickets.find((x) => x.code === confirmed[0]!.ticketCode);
    expect(t).toMatchObject({ checkedInBy: 'Abebe Door' });
    expect(t?.checkedInAt).not.toBeNull();
  });

  it('refuses a malformed code with a clear message (400) and an unknown one with 404', async () => {
    for (const code of ['hello', 'K7QF-2M9X-HB4R', 'K7QF-2M9X-HB4R-T8WU', `${newTicketCode()}X`]) {
      const res = await scan({ code });
      expect(res.status, code).toBe(400);
      expect(res.json.message).toBe(messages.events.checkIn.malformedCode);
      expect(res.json.fields.code).toBe(messages.events.checkIn.malformedCode);
    }
    expect((await scan({ code: '' })).status).toBe(400);
    expect((await scan({})).status).toBe(400);
    expect((await scan({ code: 42 })).status).toBe(400);
    const unknown = await scan({ code: newTicketCode() });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({
      error: messages.events.checkIn.unknownCode,
      code: 'events.checkIn.unknownCode',
      message: messages.events.checkIn.unknownCode,
    });
    expect((await scan({ code: confirmed[3]!.ticketCode }, admin.token, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('refuses cancelled and waitlisted registrations, and tickets of another event (naming it)', async () => {
    const c = await scan({ code: cancelled.ticketCode });
    expect(c.status).toBe(409);
    expect(v.parse(CheckInRefusedSchema, c.json)).toMatchObject({ refusal: 'cancelled', message: messages.events.checkIn.cancelled });
    const w = await scan({ code: waitlisted.ticketCode });
    expect(w.status).toBe(409);
    expect(v.parse(CheckInRefusedSchema, w.json)).toMatchObject({ refusal: 'waitlisted', ticket: { status: 'waitlisted' } });
    const o = await scan({ code: foreign.ticketCode });
    expect(o.status).toBe(409);
    const other = v.parse(CheckInRefusedSchema, o.json);
    expect(other).toMatchObject({
      refusal: 'otherEvent',
      otherEvent: { id: otherEventId, title: 'Field day', translations: { am: { title: 'የመስክ ቀን' } } },
    });
    expect(other.count.expected).toBe(66);
    // None of them was checked in.
    const rows = await ctx.database.db.select().from(checkIns);
    expect(rows.map((r) => r.registrationId)).not.toContain(cancelled.id);
    expect(rows.map((r) => r.registrationId)).not.toContain(foreign.id);
  });

  it('answers in Amharic with the same keys', async () => {
    const res = await scan({ code: confirmed[0]!.ticketCode }, admin.token, eventId, { 'Accept-Language': 'am' });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(amEvents.checkIn.alreadyCheckedIn);
    expect(res.json.refusal).toBe('alreadyCheckedIn');
    const bad = await scan({ code: 'nope' }, admin.token, eventId, { 'Accept-Language': 'am' });
    expect(bad.json.message).toBe(amEvents.checkIn.malformedCode);
  });

  it('of one ticket by 50 phones at once: exactly one 200', async () => {
    const code = confirmed[10]!.ticketCode;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => scan({ code }, i % 2 ? admin.token : moderator.token).then((r) => r.status)),
    );
    expect(answers.filter((s) => s === 200)).toHaveLength(1);
    expect(answers.filter((s) => s === 409)).toHaveLength(49);
    const rows = await ctx.database.db.select().from(checkIns).where(eq(checkIns.registrationId, confirmed[10]!.id));
    expect(rows).toHaveLength(1);
  });
});

describe('a scan saved offline', () => {
  it('never rewrites the first check-in: an earlier scan time sent later is refused, naming who was first', async () => {
    const code = confirmed[20]!.ticketCode;
    const online = await scan({ code }, moderator.token);
    expect(online.status).toBe(200);
    const onlineAt = online.json.data.ticket.checkedInAt as string;

    // A phone that was offline scanned the same ticket five minutes before, and sends it now: the person is in already.
    const earlier = new Date(ctx.clock.now.getTime() - 5 * 60_000).toISOString();
    const offline = await scan({ code, scannedAt: earlier });
    expect(offline.status).toBe(409);
    expect(offline.json).toMatchObject({ refusal: 'alreadyCheckedIn', ticket: { checkedInAt: onlineAt, checkedInBy: 'Tigist Gate' } });
    const [row] = await ctx.database.db.select().from(checkIns).where(eq(checkIns.registrationId, confirmed[20]!.id));
    expect(row).toMatchObject({ offline: false, checkedInBy: moderator.id, checkedInByName: 'Tigist Gate' });
    expect(row!.checkedInAt.toISOString()).toBe(onlineAt);
    // Not even a phone whose clock says 1970.
    const epoch = await scan({ code, scannedAt: '1970-01-01T00:00:00Z' });
    expect(epoch.status).toBe(400);
    const [still] = await ctx.database.db.select().from(checkIns).where(eq(checkIns.registrationId, confirmed[20]!.id));
    expect(still).toEqual(row);
  });

  it('first of all is simply checked in, marked offline', async () => {
    const scannedAt = new Date(ctx.clock.now.getTime() - 30_000).toISOString();
    const res = await scan({
      code: confirmed[21]!.ticketCode,
      scannedAt,
      listAt: new Date(ctx.clock.now.getTime() - 3600_000).toISOString(),
    });
    expect(res.status).toBe(200);
    expect(res.json.data.ticket.checkedInAt).toBe(scannedAt);
    const [row] = await ctx.database.db.select().from(checkIns).where(eq(checkIns.registrationId, confirmed[21]!.id));
    expect(row!.offline).toBe(true);
  });

  it('dated in the future (beyond a minute of clock difference) is refused (400)', async () => {
    const code = confirmed[22]!.ticketCode;
    const future = new Date(ctx.clock.now.getTime() + 5 * 60_000).toISOString();
    const res = await scan({ code, scannedAt: future });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(messages.events.checkIn.scannedInFuture);
    expect((await scan({ code, scannedAt: 'yesterday' })).status).toBe(400);
    // Half a minute ahead is a phone's clock, not the future.
    const slightlyAhead = new Date(ctx.clock.now.getTime() + 30_000).toISOString();
    expect((await scan({ code, scannedAt: slightlyAhead })).status).toBe(200);
  });

  it('dated 1970 (a phone whose clock was reset) is refused (400) and stores nothing', async () => {
    const code = confirmed[23]!.ticketCode;
    const res = await scan({ code, scannedAt: '1970-01-01T00:00:00Z' });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(messages.events.checkIn.scannedOutsideEvent);
    expect(res.json.fields.scannedAt).toBe(messages.events.checkIn.scannedOutsideEvent);
    const am = await scan({ code, scannedAt: '1970-01-01T00:00:00Z' }, admin.token, eventId, { 'Accept-Language': 'am' });
    expect(am.json.message).toBe(amEvents.checkIn.scannedOutsideEvent);
    expect(await ctx.database.db.select().from(checkIns).where(eq(checkIns.registrationId, confirmed[23]!.id))).toEqual([]);
  });

  it('dated before the phone fetched its list (beyond ten minutes of a slow clock) is refused (400)', async () => {
    const code = confirmed[24]!.ticketCode;
    const listAt = new Date(ctx.clock.now.getTime() - 60 * 60_000);
    const before = await scan({ code, listAt: listAt.toISOString(), scannedAt: new Date(listAt.getTime() - 11 * 60_000).toISOString() });
    expect(before.status).toBe(400);
    expect(before.json.message).toBe(messages.events.checkIn.scannedBeforeList);
    // A list from the future is no list this server gave.
    const futureList = await scan({
      code,
      listAt: new Date(ctx.clock.now.getTime() + 3600_000).toISOString(),
      scannedAt: listAt.toISOString(),
    });
    expect(futureList.status).toBe(400);
    expect(futureList.json.fields.listAt).toBeDefined();
    // A clock a few minutes slow is a phone's clock: kept.
    const slow = new Date(listAt.getTime() - 5 * 60_000).toISOString();
    const ok = await scan({ code, listAt: listAt.toISOString(), scannedAt: slow });
    expect(ok.status).toBe(200);
    expect(ok.json.data.ticket.checkedInAt).toBe(slow);
  });

  it('dated away from the event days is refused (400): two months before, two days before or two days after', async () => {
    const code = confirmed[25]!.ticketCode;
    try {
      for (const scannedAt of ['2030-03-01T09:00:00+03:00', '2030-04-29T23:59:59+03:00', '2030-05-03T00:00:00+03:00']) {
        ctx.clock.set(new Date(Math.max(Date.parse(scannedAt), Date.parse('2030-05-01T08:30:00+03:00'))));
        const res = await scan({ code, scannedAt: new Date(scannedAt).toISOString() });
        expect(res.status, scannedAt).toBe(400);
        expect(res.json.message).toBe(messages.events.checkIn.scannedOutsideEvent);
      }
    } finally {
      ctx.clock.set(new Date('2030-05-01T08:30:00+03:00'));
    }
    // The evening before and the day after are the door's (a phone that syncs the next morning).
    ctx.clock.set(new Date('2030-05-02T10:00:00+03:00'));
    const eve = await scan({ code, scannedAt: new Date('2030-04-30T18:00:00+03:00').toISOString() });
    expect(eve.status).toBe(200);
    const after = await scan({ code: confirmed[26]!.ticketCode, scannedAt: new Date('2030-05-02T09:00:00+03:00').toISOString() });
    expect(after.status).toBe(200);
    ctx.clock.set(new Date('2030-05-01T08:30:00+03:00'));
  });

  it('of one ticket from many phones at once: exactly one is stored, and every other is told of it', async () => {
    const code = confirmed[30]!.ticketCode;
    const times = Array.from({ length: 20 }, (_, i) => new Date(ctx.clock.now.getTime() - (i + 1) * 1000).toISOString());
    const answers = await Promise.all(times.map((scannedAt) => scan({ code, scannedAt })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const winner = answers.find((a) => a.status === 200)!.json.data.ticket.checkedInAt;
    const [row] = await ctx.database.db.select().from(checkIns).where(eq(checkIns.registrationId, confirmed[30]!.id));
    expect(row!.checkedInAt.toISOString()).toBe(winner);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.json.ticket.checkedInAt).toBe(winner);
    // Whoever sends again later, however early its time, is told of the one stored.
    const again = await scan({ code, scannedAt: times[19] });
    expect(again.json.ticket.checkedInAt).toBe(winner);
  });
});
