// One ticket per person (decision 017): a group of five gets five tickets with five codes and QR codes, in one mail and
// on the ticket page; each checks in once; seats, the door and the staff list count five; cancelling the group frees
// five seats to the waiting list. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminEventSchema, pagedOf } from '../../contract/answers';
import { DoorListSchema, formatTicketCode, TicketSchema } from '../../contract/assembly';
import { eventRegistrations, tickets } from '../../server/db/schema';
import { call, createTestContext, insertEvent, makeUser, type TestContext } from '../support/app';
import { cancelTokenOf, mailsTo, qrOfAttachment, register } from '../support/seats';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await makeUser(ctx, 'admin', { name: 'Abebe Door' });
});
afterAll(() => ctx.close());

const event = (capacity: number | null, title = 'Annual assembly') =>
  insertEvent(ctx, { title, description: 'The annual assembly.', date: '2030-05-01', time: '9:00 AM', location: 'ICT Park', capacity });
const scan = (eventId: string, code: string) =>
  call(ctx, 'POST', `/api/admin/events/${eventId}/check-ins`, { code }, { token: admin.token });
const doorList = async (eventId: string) =>
  v.parse(DoorListSchema, (await call(ctx, 'GET', `/api/admin/events/${eventId}/check-in`, undefined, { token: admin.token })).json.data);
const staffEvent = async (eventId: string) =>
  v
    .parse(pagedOf(AdminEventSchema), (await call(ctx, 'GET', '/api/admin/events', undefined, { token: admin.token })).json.data)
    .items.find((e) => e.id === eventId)!;

describe('a group registration of five', () => {
  it('gives five tickets with five codes, in one mail with five QR codes and on the ticket page', async () => {
    const eventId = await event(20);
    const r = await register(ctx, eventId, { attendees: '5+', attendeeNames: ['Almaz Bekele', '', 'Kebede Alemu'] });
    expect(r.status).toBe(201);
    expect(r.reg.status).toBe('confirmed');
    const stored = await ctx.database.db.select().from(tickets).where(eq(tickets.registrationId, r.reg.id));
    expect(stored.map((t) => t.position).sort()).toEqual([1, 2, 3, 4, 5]);
    const codes = stored.sort((a, b) => a.position - b.position).map((t) => t.code);
    expect(new Set(codes).size).toBe(5);
    expect(codes[0]).toBe(r.reg.ticketCode);
    // Names beyond the ones given are kept empty, one per further person.
    const [row] = await ctx.database.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, r.reg.id));
    expect(row!.attendeeNames).toEqual(['Almaz Bekele', '', 'Kebede Alemu', '']);

    const [mail, ...others] = (await mailsTo(ctx, r.email)).filter((m) => !m.to.includes('office'));
    expect(others).toHaveLength(0);
    for (const [i, name] of ['Tesfaye Gebre', 'Almaz Bekele', 'Guest 3', 'Kebede Alemu', 'Guest 5'].entries())
      expect(mail!.text).toContain(`${i + 1}. ${name}: ${formatTicketCode(codes[i]!)}`);
    const qrs = mail!.attachments.filter((a) => a.contentType === 'image/png');
    expect(qrs.map(qrOfAttachment).sort()).toEqual([...codes].sort());
    for (const a of qrs) expect(mail!.html).toContain(`cid:${(a as { cid?: string }).cid}`);

    // The registration's own code shows every ticket; a further person's code only theirs.
    const page = v.parse(TicketSchema, (await call(ctx, 'GET', `/api/tickets/${codes[0]}`)).json.data);
    expect(page.ticket.tickets.map((t) => [t.position, t.code, t.name])).toEqual([
      [1, codes[0], 'Tesfaye Gebre'],
      [2, codes[1], 'Almaz Bekele'],
      [3, codes[2], null],
      [4, codes[3], 'Kebede Alemu'],
      [5, codes[4], null],
    ]);
    const guest = v.parse(TicketSchema, (await call(ctx, 'GET', `/api/tickets/${codes[3]}`)).json.data);
    expect(guest.ticket.tickets.map((t) => t.code)).toEqual([codes[3]]);
    for (const code of codes) expect((await call(ctx, 'GET', `/api/tickets/${code}/qr.svg`)).status).toBe(200);
  });

  it('checks each ticket in once (a second scan says already checked in); seats, the door and the staff list count 5', async () => {
    const eventId = await event(20);
    const r = await register(ctx, eventId, { attendees: '5+' });
    const codes = (await doorList(eventId)).tickets.filter((t) => t.registrationId === r.reg.id).map((t) => t.code);
    expect(codes).toHaveLength(5);
    expect(await staffEvent(eventId)).toMatchObject({ registrations: 1, people: 5, seatsTaken: 5, checkedIn: 0 });
    const seatsLeft = (await call(ctx, 'GET', `/api/events/${eventId}`)).json.data.seatsLeft;
    expect(seatsLeft).toBe(15);
    for (const [i, code] of codes.entries()) {
      const first = await scan(eventId, code);
      expect(first.status).toBe(200);
      expect(first.json.data.count).toEqual({ checkedIn: i + 1, expected: 5 });
      const again = await scan(eventId, code);
      expect(again.status).toBe(409);
      expect(again.json.refusal).toBe('alreadyCheckedIn');
      expect(again.json.count.checkedIn).toBe(i + 1);
    }
    expect((await doorList(eventId)).count).toEqual({ checkedIn: 5, expected: 5 });
    expect(await staffEvent(eventId)).toMatchObject({ registrations: 1, people: 5, seatsTaken: 5, checkedIn: 5 });
    // The page shows each person checked in.
    const page = v.parse(TicketSchema, (await call(ctx, 'GET', `/api/tickets/${codes[0]}`)).json.data);
    expect(page.ticket.tickets.every((t) => t.checkedInAt !== null)).toBe(true);
  });

  it('frees five seats when cancelled and promotes the waiting list as before, each promoted with its own tickets', async () => {
    const eventId = await event(6);
    const group = await register(ctx, eventId, { attendees: '5+' });
    const single = await register(ctx, eventId, { attendees: '1' });
    const pair = await register(ctx, eventId, { attendees: '2', attendeeNames: ['Hanna Tadesse'] });
    const trio = await register(ctx, eventId, { attendees: '3' });
    expect([group, single, pair, trio].map((x) => x.reg.status)).toEqual(['confirmed', 'confirmed', 'waitlisted', 'waitlisted']);
    expect(await staffEvent(eventId)).toMatchObject({ registrations: 2, people: 6, seatsTaken: 6, waitlisted: 2, waitlistedPeople: 5 });
    // Nobody waiting has a ticket yet.
    expect((await doorList(eventId)).tickets).toHaveLength(6);

    const cancelled = await call(ctx, 'POST', '/api/registrations/cancel', { token: await cancelTokenOf(ctx, group.email) });
    expect(cancelled.status).toBe(200);
    // Five seats free: the pair and the trio (in the queue's order) both fit, and each gets a ticket per person.
    expect(await staffEvent(eventId)).toMatchObject({ registrations: 3, people: 6, seatsTaken: 6, waitlisted: 0, waitlistedPeople: 0 });
    const list = await doorList(eventId);
    const ofReg = (id: string) => list.tickets.filter((t) => t.registrationId === id);
    expect(ofReg(pair.reg.id).map((t) => [t.position, t.guestName, t.status])).toEqual([
      [1, null, 'confirmed'],
      [2, 'Hanna Tadesse', 'confirmed'],
    ]);
    expect(ofReg(trio.reg.id)).toHaveLength(3);
    // The group's five tickets are refused at the door now, by name.
    expect(ofReg(group.reg.id).map((t) => t.status)).toEqual(Array(5).fill('cancelled'));
    const refused = await scan(eventId, ofReg(group.reg.id)[4]!.code);
    expect(refused.status).toBe(409);
    expect(refused.json.refusal).toBe('cancelled');
    expect(list.count).toEqual({ checkedIn: 0, expected: 6 });
    const promoted = (await mailsTo(ctx, pair.email)).at(-1)!;
    expect(promoted.subject).toContain('You have a seat');
    expect(promoted.text).toContain(`2. Hanna Tadesse: ${formatTicketCode(ofReg(pair.reg.id)[1]!.code)}`);
    expect(promoted.attachments.filter((a) => a.contentType === 'image/png')).toHaveLength(2);
  });

  it('takes names as optional; refuses more than four further names with a clear 400', async () => {
    const eventId = await event(null, 'Field day');
    const plain = await register(ctx, eventId, { attendees: '3' });
    expect(plain.status).toBe(201);
    const tooMany = await register(ctx, eventId, { attendees: '5+', attendeeNames: ['a', 'b', 'c', 'd', 'e'] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.fields.attendeeNames).toBeTruthy();
    const tooLong = await register(ctx, eventId, { attendees: '2', attendeeNames: ['x'.repeat(161)] });
    expect(tooLong.status).toBe(400);
    // Names beyond the attendees are not kept.
    const extra = await register(ctx, eventId, { attendees: '2', attendeeNames: ['Almaz', 'Not coming'] });
    const [row] = await ctx.database.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, extra.reg.id));
    expect(row!.attendeeNames).toEqual(['Almaz']);
  });
});
