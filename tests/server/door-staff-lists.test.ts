// What staff see of seats and the door (issue 16): the events list's seats, waiting list and checked-in count; the
// registrations list filtered by status, with the waiting list's order, check-ins and the CSV's new columns.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminEventSchema, AdminRegistrationSchema, pagedOf } from '../../contract/answers';
import { formatTicketCode } from '../../contract/assembly';
import { call, createTestContext, insertEvent, makeUser, type TestContext } from '../support/app';
import { insertTickets } from '../support/tickets';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof makeUser>>;
let eventId: string;
let otherId: string;
type Stored = Awaited<ReturnType<typeof insertTickets>>;
let confirmed: Stored;
let queue: Stored;

const get = (path: string) => call(ctx, 'GET', path, undefined, { token: admin.token });
const registrations = async (query: string) => {
  const res = await get(`/api/admin/registrations?${query}`);
  expect(res.status, res.text).toBe(200);
  return v.parse(pagedOf(AdminRegistrationSchema), res.json.data);
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await makeUser(ctx, 'admin', { name: 'Abebe Door' });
  const base = { description: 'The annual assembly.', date: '2030-05-01', time: '9:00 AM', location: 'ICT Park' };
  eventId = await insertEvent(ctx, {
    ...base,
    title: 'Annual assembly',
    capacity: 12,
    // 17:30 in Addis Ababa.
    registrationDeadline: new Date('2030-04-30T14:30:00Z'),
  });
  otherId = await insertEvent(ctx, { ...base, title: 'Field day' });
  const db = ctx.database.db;
  // 10 seats confirmed (one registration of '5+'), one cancelled, 4 waitlisted made one minute apart (not in insert
  // order), and the other event's waiting list.
  confirmed = await insertTickets(db, eventId, 6, (i) => (i === 0 ? { attendees: '5+' } : {}));
  await insertTickets(db, eventId, 1, () => ({ status: 'cancelled', attendees: '2' }));
  const t0 = Date.parse('2030-01-01T08:00:00Z');
  const minutes = [3, 1, 4, 2];
  queue = await insertTickets(db, eventId, 4, (i) => ({
    status: 'waitlisted',
    lastName: `Queue${minutes[i]}`,
    createdAt: new Date(t0 + minutes[i]! * 60_000),
  }));
  await insertTickets(db, otherId, 2, (i) => ({ status: 'waitlisted', createdAt: new Date(t0 + i * 60_000) }));
  // Two people checked in: the first of the '5+' (its own code is its first person's ticket) and one single.
  for (const r of [confirmed[0]!, confirmed[1]!]) {
    const res = await call(ctx, 'POST', `/api/admin/events/${eventId}/check-ins`, { code: r.ticketCode }, { token: admin.token });
    expect(res.status).toBe(200);
  }
});
afterAll(() => ctx.close());

describe('the staff events list', () => {
  it('counts registrations, people and seats one way (cancelled ones in none), the waiting list and people in', async () => {
    const res = await get('/api/admin/events');
    const list = v.parse(pagedOf(AdminEventSchema), res.json.data);
    const event = list.items.find((e) => e.id === eventId)!;
    expect(event).toMatchObject({
      capacity: 12,
      registrationDeadline: '2030-04-30T17:30',
      // Six registrations hold seats (the cancelled one is counted nowhere): ten people, ten seats.
      registrations: 6,
      people: 10,
      seatsTaken: 10,
      waitlisted: 4,
      waitlistedPeople: 4,
      checkedIn: 2,
    });
    expect(list.items.find((e) => e.id === otherId)).toMatchObject({
      capacity: null,
      registrationDeadline: null,
      seatsTaken: 0,
      waitlisted: 2,
      checkedIn: 0,
    });
  });

  it('answers an edit with the same columns', async () => {
    const res = await call(
      ctx,
      'PUT',
      `/api/admin/events/${otherId}`,
      {
        title: 'Field day',
        description: 'Visit.',
        date: '2030-05-02',
        time: '',
        location: 'Hawassa',
        capacity: 40,
        registrationDeadline: '2030-05-01T12:00',
      },
      { token: admin.token },
    );
    expect(res.status, res.text).toBe(200);
    // Seats given: its waiting list got them.
    expect(v.parse(AdminEventSchema, res.json.data)).toMatchObject({
      capacity: 40,
      registrationDeadline: '2030-05-01T12:00',
      seatsTaken: 2,
      waitlisted: 0,
    });
  });
});

describe('the staff registrations list', () => {
  it('filters by status: confirmed, waitlisted, cancelled, checked in', async () => {
    const count = async (status: string) => (await registrations(`eventId=${eventId}&status=${status}`)).total;
    expect(await count('all')).toBe(11);
    expect(await count('confirmed')).toBe(6);
    expect(await count('waitlisted')).toBe(4);
    expect(await count('cancelled')).toBe(1);
    expect(await count('checkedIn')).toBe(2);
    // Across events (the other event's waiting list was given seats above).
    expect((await registrations('status=waitlisted')).total).toBe(4);
    expect((await registrations('status=confirmed')).total).toBe(8);
    const bad = await get('/api/admin/registrations?status=maybe');
    expect(bad.status).toBe(400);
  });

  it("shows one event's waiting list in its queue's order, each with its place", async () => {
    const page = await registrations(`eventId=${eventId}&status=waitlisted`);
    expect(page.items.map((r) => r.lastName)).toEqual(['Queue1', 'Queue2', 'Queue3', 'Queue4']);
    expect(page.items.map((r) => r.waitlistPosition)).toEqual([1, 2, 3, 4]);
    expect(page.items.every((r) => r.status === 'waitlisted' && r.ticketCode === null)).toBe(true);
    // Paged, the order holds across pages (the later pages are read from the other end).
    const second = await registrations(`eventId=${eventId}&status=waitlisted&pageSize=1&page=4`);
    expect(second.items.map((r) => r.lastName)).toEqual(['Queue4']);
    const third = await registrations(`eventId=${eventId}&status=waitlisted&pageSize=1&page=2`);
    expect(third.items.map((r) => r.waitlistPosition)).toEqual([2]);
    // Unfiltered the list stays newest first, the places still given.
    const all = await registrations(`eventId=${eventId}`);
    expect(all.items.find((r) => r.id === queue[1]!.id)?.waitlistPosition).toBe(1);
    expect(all.items.find((r) => r.id === confirmed[2]!.id)?.waitlistPosition).toBeNull();
  });

  it('shows check-ins: when and by whom', async () => {
    const page = await registrations(`eventId=${eventId}&status=checkedIn`);
    const fivePlus = page.items.find((r) => r.id === confirmed[0]!.id)!;
    expect(fivePlus).toMatchObject({ status: 'confirmed', seats: 5, checkedInBy: 'Abebe Door', ticketCode: confirmed[0]!.ticketCode });
    expect(fivePlus.checkedInAt).toBe(ctx.clock.now.toISOString());
    expect(fivePlus.confirmedAt).not.toBeNull();
  });

  it('exports status, seats, ticket code, queue place and check-in in the CSV', async () => {
    const res = await get(`/api/admin/registrations?eventId=${eventId}&format=csv`);
    expect(res.status).toBe(200);
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Status,Seats,Ticket code,Waiting list position,Checked in at,Checked in by,People checked in');
    expect(lines).toHaveLength(12);
    const fivePlus = lines.find((l) => l.includes(formatTicketCode(confirmed[0]!.ticketCode!)))!;
    expect(fivePlus).toContain(`confirmed,5,${formatTicketCode(confirmed[0]!.ticketCode!)},,${ctx.clock.now.toISOString()},Abebe Door,1`);
    expect(lines.find((l) => l.includes('Queue2'))).toMatch(/,waitlisted,1,,2,,,0$/);
  });
});
