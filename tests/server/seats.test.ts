// Seats on register (decision 013): confirmed with a ticket while seats last, then the waiting list; capacity never
// exceeded under concurrent registrations; '5+' takes five seats; the deadline; registering again after cancelling.
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeTicketCode, TICKET_CODE_LENGTH } from '../../contract/assembly';
import { addisToday } from '../../contract/dates';
import { messages } from '../../contract/messages';
import { eventRegistrations, events } from '../../server/db/schema';
import { waitlistPosition } from '../../server/features/events/seats';
import { hashToken } from '../../server/platform/tokens';
import { call, createTestContext, insertEvent, makeUser, type TestContext } from '../support/app';
import { cancelTokenOf, mailsTo, register } from '../support/seats';

let ctx: TestContext;
// Events are dated in Addis Ababa's calendar: "today" is Addis's today, whatever the hour in UTC.
const day = (offsetDays: number) => addisToday(new Date(Date.now() + offsetDays * 86_400_000));
const newEvent = (values: { capacity?: number | null; registrationDeadline?: Date | null; date?: string } = {}) =>
  insertEvent(ctx, { title: 'Assembly', description: 'Members meet.', date: day(30), time: '9:00 AM', location: 'ICT Park', ...values });
const rowsOf = (eventId: string) => ctx.database.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, eventId));

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

describe('seats on register', () => {
  it('confirms with a ticket while seats last, then waitlists with the place in the queue', async () => {
    const id = await newEvent({ capacity: 3 });
    const a = await register(ctx, id, { attendees: '2' });
    expect(a.status).toBe(201);
    expect(a.reg).toMatchObject({ eventId: id, status: 'confirmed', waitlistPosition: null });
    expect(a.reg.ticketCode).toHaveLength(TICKET_CODE_LENGTH);
    expect(normalizeTicketCode(a.reg.ticketCode)).toBe(a.reg.ticketCode);
    const b = await register(ctx, id, { attendees: '2' });
    expect(b.reg).toMatchObject({ status: 'waitlisted', waitlistPosition: 1, ticketCode: null });
    const c = await register(ctx, id, { attendees: '1' });
    expect(c.reg).toMatchObject({ status: 'confirmed' });
    const d = await register(ctx, id, { attendees: '1' });
    expect(d.reg).toMatchObject({ status: 'waitlisted', waitlistPosition: 2 });
    const rows = await rowsOf(id);
    const byEmail = (email: string) => rows.find((r) => r.email === email)!;
    expect(byEmail(a.email)).toMatchObject({ status: 'confirmed', seats: 2, ticketCode: a.reg.ticketCode });
    expect(byEmail(a.email).confirmedAt).not.toBeNull();
    expect(byEmail(b.email)).toMatchObject({ status: 'waitlisted', seats: 2, ticketCode: null, confirmedAt: null });
    // Only the hash of the cancel link's token is stored.
    const token = await cancelTokenOf(ctx, a.email);
    expect(byEmail(a.email).cancelTokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("counts '5+' as five seats", async () => {
    const id = await newEvent({ capacity: 5 });
    expect((await register(ctx, id, { attendees: '5+' })).reg.status).toBe('confirmed');
    expect((await register(ctx, id, { attendees: '1' })).reg.status).toBe('waitlisted');
    expect((await rowsOf(id)).find((r) => r.attendees === '5+')!.seats).toBe(5);
  });

  it('takes everyone when the event has no capacity', async () => {
    const id = await newEvent();
    for (let i = 0; i < 3; i++) expect((await register(ctx, id, { attendees: '5+' })).reg.status).toBe('confirmed');
  });

  it('refuses after the registration deadline (409) and after the day, storing nothing', async () => {
    const closed = await newEvent({ registrationDeadline: new Date(ctx.clock.now.getTime() - 60_000) });
    const late = await register(ctx, closed);
    expect(late.status).toBe(409);
    expect(late.json.message).toBe(messages.events.registrationClosed);
    const open = await newEvent({ registrationDeadline: new Date(ctx.clock.now.getTime() + 60_000) });
    expect((await register(ctx, open)).status).toBe(201);
    ctx.clock.advance(61_000);
    expect((await register(ctx, open)).status).toBe(409);
    ctx.clock.set(new Date());
    const past = await newEvent({ date: day(-2) });
    expect((await register(ctx, past)).json.message).toBe(messages.events.eventPast);
    expect(await rowsOf(closed)).toHaveLength(0);
    expect(await rowsOf(past)).toHaveLength(0);
  });

  it('lets the same email register again after cancelling; while registered it keeps its one registration', async () => {
    const id = await newEvent({ capacity: 10 });
    const first = await register(ctx, id, { email: 'again@example.org' });
    expect((await register(ctx, id, { email: 'AGAIN@example.org' })).status).toBe(201);
    expect((await rowsOf(id)).map((r) => r.id)).toEqual([first.reg.id]);
    const token = await cancelTokenOf(ctx, 'again@example.org');
    expect((await call(ctx, 'POST', '/api/registrations/cancel', { token })).status).toBe(200);
    const second = await register(ctx, id, { email: 'again@example.org' });
    expect(second.status).toBe(201);
    expect(second.reg.id).not.toBe(first.reg.id);
    expect(second.reg.status).toBe('confirmed');
  });

  it('never exceeds the capacity under 200 concurrent registrations, and leaves no waitlisted one that fits', async () => {
    const capacity = 60;
    const id = await newEvent({ capacity });
    const sizes = Array.from({ length: 200 }, (_, i) => String((i % 3) + 1));
    const answers = await Promise.all(sizes.map((attendees) => register(ctx, id, { attendees })));
    expect(answers.map((a) => a.status)).toEqual(sizes.map(() => 201));
    const rows = await rowsOf(id);
    expect(rows).toHaveLength(200);
    const confirmed = rows.filter((r) => r.status === 'confirmed');
    const taken = confirmed.reduce((sum, r) => sum + r.seats, 0);
    expect(taken).toBeLessThanOrEqual(capacity);
    const waitlisted = rows.filter((r) => r.status === 'waitlisted');
    expect(waitlisted.every((r) => r.seats > capacity - taken)).toBe(true);
    expect(new Set(confirmed.map((r) => r.ticketCode)).size).toBe(confirmed.length);
    // Every answer says what was stored, and the waiting list's places are 1…n in the order of the queue.
    for (const a of answers) expect(rows.find((r) => r.id === a.reg.id)!.status).toBe(a.reg.status);
    const places = answers.filter((a) => a.reg.status === 'waitlisted').map((a) => a.reg.waitlistPosition as number);
    expect(places.sort((x, y) => x - y)).toEqual(waitlisted.map((_, i) => i + 1));
    // The queue as the database orders it: created_at to the microsecond (a JavaScript Date keeps only milliseconds).
    const queue = await ctx.database.db
      .select({ id: eventRegistrations.id })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, id), eq(eventRegistrations.status, 'waitlisted')))
      .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id));
    for (const [i, r] of queue.entries()) expect(answers.find((a) => a.reg.id === r.id)!.reg.waitlistPosition).toBe(i + 1);
  }, 120_000);

  it("keeps the event's stored seats equal to its confirmed registrations' through 100 concurrent registrations, cancels, promotions and capacity edits", async () => {
    const admin = await makeUser(ctx, 'admin');
    const details = { title: 'Rush', description: 'Doors open.', date: day(30), time: '9:00 AM', location: 'ICT Park' };
    const id = await newEvent({ ...details, capacity: 20 });
    const stored = async () => {
      const [row] = await ctx.database.db.select({ taken: events.seatsTaken }).from(events).where(eq(events.id, id));
      const rows = await rowsOf(id);
      return { taken: row!.taken, sum: rows.filter((r) => r.status === 'confirmed').reduce((n, r) => n + r.seats, 0), rows };
    };
    // A full event with a queue: people to cancel (confirmed and waitlisted) and to promote by hand.
    const first = [];
    for (let i = 0; i < 24; i++) first.push(await register(ctx, id, { attendees: String((i % 3) + 1) }));
    const before = await stored();
    expect(before.taken).toBe(before.sum);
    const confirmed = first.filter((r) => r.reg.status === 'confirmed');
    const waiting = first.filter((r) => r.reg.status === 'waitlisted');
    const tokens = await Promise.all(first.map((r) => cancelTokenOf(ctx, r.email)));
    const byLink = first.map((r, i) => ({ r, token: tokens[i]! }));
    const ops: (() => Promise<unknown>)[] = [
      // 70 new registrations of one to five people,
      ...Array.from({ length: 70 }, (_, i) => () => register(ctx, id, { attendees: ['1', '2', '3', '4', '5+'][i % 5]! })),
      // 12 cancelled by their link (confirmed ones free seats and promote; waitlisted ones leave the queue),
      ...byLink.slice(0, 12).map(
        ({ token }) =>
          () =>
            call(ctx, 'POST', '/api/registrations/cancel', { token }),
      ),
      // 8 by staff, 6 promoted by staff (beyond the capacity; some of them are cancelled at the same time),
      ...confirmed.slice(-4).map((r) => () => call(ctx, 'POST', `/api/admin/registrations/${r.reg.id}/cancel`, {}, { token: admin.token })),
      ...waiting.slice(-4).map((r) => () => call(ctx, 'POST', `/api/admin/registrations/${r.reg.id}/cancel`, {}, { token: admin.token })),
      ...waiting
        .slice(0, 6)
        .map((r) => () => call(ctx, 'POST', `/api/admin/registrations/${r.reg.id}/promote`, {}, { token: admin.token })),
      // and the capacity raised, lowered and raised again by staff (raising promotes from the queue).
      ...[30, 25, 40, 35].map(
        (capacity) => () => call(ctx, 'PUT', `/api/admin/events/${id}`, { ...details, capacity }, { token: admin.token }),
      ),
    ];
    expect(ops).toHaveLength(100);
    const answers = (await Promise.all(ops.map((op) => op()))) as { status: number; json: unknown }[];
    // Each succeeded or was refused for what it asked: a registration cancelled or promoted meanwhile is a 409, and a
    // waiting-list link is a 404 once its registration was promoted (the "you have a seat" mail carries a new one).
    expect(answers.filter((a) => ![200, 201, 404, 409].includes(a.status))).toEqual([]);
    expect(answers.filter((a) => a.status === 200 || a.status === 201).length).toBeGreaterThan(80);
    const after = await stored();
    expect(after.rows.length).toBe(24 + 70);
    expect(after.taken).toBe(after.sum);
    expect(after.rows.some((r) => r.status === 'cancelled')).toBe(true);
    // A cancellation of a confirmed registration afterwards gives its seats back, to the count too.
    const leaving = after.rows.find((r) => r.status === 'confirmed')!;
    expect((await call(ctx, 'POST', `/api/admin/registrations/${leaving.id}/cancel`, {}, { token: admin.token })).status).toBe(200);
    const last = await stored();
    expect(last.taken).toBe(last.sum);
  }, 180_000);

  it('orders the waiting list to the microsecond: two joining within the same millisecond get places 1 and 2', async () => {
    const id = await newEvent({ capacity: 1 });
    await register(ctx, id);
    const first = await register(ctx, id, { email: 'first.in@example.org' });
    const second = await register(ctx, id, { email: 'second.in@example.org' });
    // Both moved into one millisecond, the later one 800 µs after the earlier.
    const at = (iso: string, regId: string) =>
      ctx.database.db
        .update(eventRegistrations)
        .set({ createdAt: sql`${iso}::timestamptz` })
        .where(eq(eventRegistrations.id, regId));
    await at('2030-01-01T00:00:00.000100Z', first.reg.id);
    await at('2030-01-01T00:00:00.000900Z', second.reg.id);
    expect(await waitlistPosition(ctx.database.db, first.reg.id)).toBe(1);
    expect(await waitlistPosition(ctx.database.db, second.reg.id)).toBe(2);
  });

  it('answers the honeypot like a confirmed registration, storing and mailing nothing', async () => {
    const id = await newEvent({ capacity: 1 });
    const bot = await register(ctx, id, { website: 'http://spam.example' });
    expect(bot.status).toBe(201);
    expect(bot.reg).toMatchObject({ eventId: id, status: 'confirmed', waitlistPosition: null, ticketCode: null });
    expect(await rowsOf(id)).toHaveLength(0);
    expect(await mailsTo(ctx, bot.email)).toHaveLength(0);
  });
});

describe('seats on the public event', () => {
  it('shows capacity, seats left, the deadline in Addis Ababa time and whether it is open, fresh after a registration', async () => {
    const id = await newEvent({ capacity: 4, registrationDeadline: new Date('2031-05-01T09:30:00Z') });
    const event = async () => (await call(ctx, 'GET', `/api/events/${id}`)).json.data;
    expect(await event()).toMatchObject({ capacity: 4, seatsLeft: 4, registrationDeadline: '2031-05-01T12:30', registrationOpen: true });
    await register(ctx, id, { attendees: '3' });
    expect((await event()).seatsLeft).toBe(1);
    const listed = (await call(ctx, 'GET', '/api/events')).json.data.find((e: { id: string }) => e.id === id);
    expect(listed).toMatchObject({ seatsLeft: 1, registrationOpen: true });
    await register(ctx, id, { attendees: '2' });
    expect((await event()).seatsLeft).toBe(1);
    const unlimited = await newEvent();
    expect((await call(ctx, 'GET', `/api/events/${unlimited}`)).json.data).toMatchObject({
      capacity: null,
      seatsLeft: null,
      registrationDeadline: null,
      registrationOpen: true,
    });
    const closed = await newEvent({ registrationDeadline: new Date(ctx.clock.now.getTime() - 1000) });
    expect((await call(ctx, 'GET', `/api/events/${closed}`)).json.data.registrationOpen).toBe(false);
    const [row] = await ctx.database.db
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, id), eq(eventRegistrations.status, 'waitlisted')));
    expect(row!.seats).toBe(2);
  });
});
