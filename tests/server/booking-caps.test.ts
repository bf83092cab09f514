// Booking out an event from one connection (decision 019): one client network (an IPv4 address, an IPv6 /64) books at
// most networkSeatCap(capacity) seats of one event, counted under the event's lock; everyone else still registers.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addisToday } from '../../contract/dates';
import { messages } from '../../contract/messages';
import { eventRegistrations } from '../../server/db/schema';
import { networkSeatCap } from '../../server/features/events/registrations';
import { createTestContext, insertEvent, type TestContext } from '../support/app';
import { register } from '../support/seats';

let ctx: TestContext;
// Events are dated in Addis Ababa's calendar: "today" is Addis's today, whatever the hour in UTC.
const day = (offsetDays: number) => addisToday(new Date(Date.now() + offsetDays * 86_400_000));
const newEvent = (capacity: number | null) =>
  insertEvent(ctx, { title: 'Assembly', description: 'Members meet.', date: day(30), time: '9:00 AM', location: 'ICT Park', capacity });
const rowsOf = (eventId: string) => ctx.database.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, eventId));
const seatsHeld = async (eventId: string) =>
  (await rowsOf(eventId)).filter((r) => r.status !== 'cancelled').reduce((sum, r) => sum + r.seats, 0);
const from = (ip: string) => ({ 'X-Forwarded-For': ip });

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

describe('seats one connection may book of an event', () => {
  it("10 requests of '5+' with throwaway addresses from one address take 10 of 50 seats; the next person gets a seat", async () => {
    const id = await newEvent(50);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        register(ctx, id, { email: `throwaway${i}@mailinator.example`, attendees: '5+' }, from('198.51.100.7')),
      ),
    );
    const ms = performance.now() - started;
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(8);
    for (const r of refused) expect(r.json.error).toBe(messages.events.tooManySeats);
    expect(await seatsHeld(id)).toBe(10);
    console.log(`10 booking requests from one address: ${statuses.join(' ')} in ${ms.toFixed(0)} ms; 10 of 50 seats held`);
    const person = await register(ctx, id, { attendees: '2' }, from('198.51.100.99'));
    expect(person.status).toBe(201);
    expect(person.reg).toMatchObject({ status: 'confirmed' });
    expect(person.reg.ticketCode).toMatch(/^[0-9A-Z]{16}$/);
  });

  it('counts an IPv6 /64 as one network, per event, and tells when to try again, in Amharic too', async () => {
    const id = await newEvent(50);
    const other = await newEvent(50);
    expect((await register(ctx, id, { attendees: '5+' }, from('2001:db8:7:1::1'))).status).toBe(201);
    expect((await register(ctx, id, { attendees: '5+' }, from('2001:db8:7:1::abcd'))).status).toBe(201);
    const refused = await register(ctx, id, { attendees: '1' }, from('2001:db8:7:1:ffff::2'));
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe(messages.events.tooManySeats);
    // Counted until the event's day is over (30 days ahead here).
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(29 * 86_400);
    const am = await register(ctx, id, { attendees: '1' }, { ...from('2001:db8:7:1::3'), 'Accept-Language': 'am' });
    expect(am.status).toBe(429);
    expect(am.json.error).toBe(
      'ከእርስዎ የኢንተርኔት ግንኙነት ለዚህ ዝግጅት ብዙ ቦታዎች ተይዘዋል። ተጨማሪ ሰዎችን ለማስመዝገብ እባክዎ ቢሯችንን ያነጋግሩ፦ info@cassava.org.et ወይም +251 11 555 0142።',
    );
    // The next /64 is someone else; another event is counted apart.
    expect((await register(ctx, id, { attendees: '1' }, from('2001:db8:7:2::1'))).status).toBe(201);
    expect((await register(ctx, other, { attendees: '5+' }, from('2001:db8:7:1::1'))).status).toBe(201);
    expect(await seatsHeld(id)).toBe(11);
  });

  it('lets a person with guests register in one step, several times from one office, up to the cap', async () => {
    const id = await newEvent(200);
    const office = from('198.51.100.20');
    // Ten people registering themselves from one office network, each confirmed at once.
    for (let i = 0; i < 10; i++) expect((await register(ctx, id, { attendees: '1' }, office)).reg.status).toBe('confirmed');
    expect((await register(ctx, id, { attendees: '1' }, office)).status).toBe(429);
  });

  it('scales the cap to a fifth of a small event, never below one full group; an event without a capacity has none', async () => {
    // The cap is SQL of the event's capacity, reckoned in the statement that registers.
    const caps = await ctx.database.query<{ cap: number }>(
      `select ${networkSeatCap('c')} as cap from unnest($1::integer[]) with ordinality t(c, n) order by n`,
      [[5, 10, 20, 25, 50, 60, 500]],
    );
    expect(caps.map((r) => Number(r.cap))).toEqual([5, 5, 5, 5, 10, 10, 10]);
    const small = await newEvent(10);
    expect((await register(ctx, small, { attendees: '5+' }, from('198.51.100.30'))).status).toBe(201);
    expect((await register(ctx, small, { attendees: '1' }, from('198.51.100.30'))).status).toBe(429);
    const open = await newEvent(null);
    for (let i = 0; i < 3; i++) expect((await register(ctx, open, { attendees: '5+' }, from('198.51.100.31'))).status).toBe(201);
  });

  it('counts a registered address again like a new one, so the cap does not tell which addresses are registered', async () => {
    const id = await newEvent(50);
    const net = from('198.51.100.40');
    const first = await register(ctx, id, { email: 'known@example.org', attendees: '5+' }, net);
    expect(first.status).toBe(201);
    expect((await register(ctx, id, { email: 'known@example.org', attendees: '5+' }, net)).status).toBe(201);
    expect((await register(ctx, id, { attendees: '1' }, net)).status).toBe(429);
    expect(await seatsHeld(id)).toBe(5);
  });
});
