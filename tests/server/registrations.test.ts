// API: POST /api/events/:id/register, GET /api/events/:id/registrations.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTicketCode } from '../../contract/assembly';
import { addisToday } from '../../contract/dates';
import { messages } from '../../contract/messages';
import { eventRegistrations, events, outbox } from '../../server/db/schema';
import { call, createTestContext, insertEvent, makeUser, type TestContext } from '../support/app';
import { expectFieldError, expectHoneypotDropped, without } from '../support/forms';

let ctx: TestContext;
let upcoming: string;
let past: string;
let archived: string;

// Events are dated in Addis Ababa's calendar: "today" is Addis's today, whatever the hour in UTC.
const day = (offsetDays: number) => addisToday(new Date(Date.now() + offsetDays * 86_400_000));

beforeAll(async () => {
  ctx = await createTestContext();
  const rows = await ctx.database.db
    .insert(events)
    .values([
      {
        title: 'Annual Cassava Assembly, 2026',
        description: 'Members, processors and partners meet in Addis Ababa.',
        date: day(30),
        time: '9:00 AM - 5:00 PM',
        location: 'Skylight Hotel, Addis Ababa',
      },
      { title: 'Past field day', description: 'Done.', date: day(-3), time: '', location: 'Hawassa' },
      { title: 'Archived', description: 'Gone.', date: day(10), time: '', location: 'Adama', archivedAt: new Date() },
    ])
    .returning();
  [upcoming, past, archived] = rows.map((r) => r.id) as [string, string, string];
});
afterAll(async () => ctx.close());

const valid = (over: Record<string, unknown> = {}) => ({
  firstName: 'Tesfaye',
  lastName: 'Gebre',
  email: `tesfaye.${Math.random().toString(36).slice(2, 8)}@example.org`,
  phone: '0911 223 344',
  organization: 'Sidama Cassava Union',
  position: 'Chair',
  attendees: '2',
  dietaryRequirements: 'vegetarian',
  specialRequirements: 'Wheelchair access',
  terms: true,
  ...over,
});

describe('POST /api/events/:id/register', () => {
  it('stores the registration and queues the confirmation with an .ics and the staff notice', async () => {
    const body = valid();
    const res = await call(ctx, 'POST', `/api/events/${upcoming}/register`, body);
    expect(res.status).toBe(201);
    const id = res.json.data.registration.id;
    const [row] = await ctx.database.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, id));
    expect(row).toMatchObject({
      eventId: upcoming,
      email: body.email,
      attendees: '2',
      dietaryRequirements: 'vegetarian',
      specialRequirements: 'Wheelchair access',
    });
    const mail = await ctx.database.db.select().from(outbox);
    const confirm = mail.find((m) => m.to === body.email)!;
    expect(confirm.subject).toContain('Annual Cassava Assembly, 2026');
    expect(confirm.text).toContain('Skylight Hotel, Addis Ababa');
    expect(confirm.text).toContain('9:00 AM - 5:00 PM');
    expect(confirm.text).toMatch(/in the Ethiopian calendar/);
    const ics = confirm.attachments[0]!;
    expect(ics.contentType).toMatch(/^text\/calendar/);
    expect(ics.content).toContain('BEGIN:VEVENT');
    expect(ics.content).toContain(`UID:registration-${id}@cassava.org.et`);
    expect(ics.content).toContain(`DTSTART:${day(30).replace(/-/g, '')}T060000Z`);
    expect(ics.content).toContain(`DTEND:${day(30).replace(/-/g, '')}T140000Z`);
    expect(ics.content).toContain('SUMMARY:Annual Cassava Assembly\\, 2026');
    expect(ics.content).toContain('LOCATION:Skylight Hotel\\, Addis Ababa');
    expect(mail.some((m) => m.to === ctx.deps.config.notifyEmail && m.text.includes(body.email))).toBe(true);
  });

  it('defaults attendees to 1 and dietary requirements to none', async () => {
    const body = valid();
    delete (body as Record<string, unknown>).attendees;
    delete (body as Record<string, unknown>).dietaryRequirements;
    const res = await call(ctx, 'POST', `/api/events/${upcoming}/register`, body);
    expect(res.status).toBe(201);
    const [row] = await ctx.database.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, res.json.data.registration.id));
    expect(row).toMatchObject({ attendees: '1', dietaryRequirements: 'none' });
  });

  it('answers an address registered already exactly as a new registration, and mails it its registration instead', async () => {
    const capacity = await insertEvent(ctx, {
      title: 'Field day',
      description: 'Cuttings.',
      date: day(20),
      time: '',
      location: 'Hawassa',
      capacity: 1,
    });
    const body = valid({ email: 'twice@example.org', attendees: '1' });
    const first = await call(ctx, 'POST', `/api/events/${capacity}/register`, body);
    const again = await call(ctx, 'POST', `/api/events/${capacity}/register`, { ...body, email: 'TWICE@example.org' });
    const fresh = await call(ctx, 'POST', `/api/events/${capacity}/register`, valid({ email: 'someone.new@example.org' }));
    // The event's one seat is the first's: a new address now gets the waiting list, and so does the one registered
    // already (it asks for what a new registration would be given).
    const [stored] = await ctx.database.db.select().from(eventRegistrations).where(eq(eventRegistrations.email, 'twice@example.org'));
    expect(stored).toMatchObject({ status: 'confirmed' });
    const shape = (r: Awaited<ReturnType<typeof call>>) => {
      const { id, ...registration } = r.json.data.registration;
      return { status: r.status, type: r.headers.get('content-type'), keys: Object.keys(r.json), registration, id: typeof id };
    };
    expect(shape(again)).toEqual(shape(fresh));
    expect(shape(again)).toMatchObject({ status: 201, registration: { status: 'waitlisted', waitlistPosition: null, ticketCode: null } });
    expect(shape(first)).toEqual({ ...shape(fresh), registration: { ...shape(fresh).registration, status: 'confirmed' } });
    // No answer carries the ticket: it goes only to the address.
    for (const r of [first, again, fresh]) expect(r.text).not.toContain(stored!.ticketCode!);
    expect(again.json.data.registration.id).not.toBe(stored!.id);
    const rows = await ctx.database.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, capacity));
    expect(rows).toHaveLength(2);
    // The address gets its registration again: its ticket, and a new cancel link that replaces the first one.
    const mails = (await ctx.database.db.select().from(outbox)).filter((m) => m.to.toLowerCase() === 'twice@example.org');
    expect(mails.map((m) => m.subject)).toEqual(['You are registered: Field day', 'Your registration: Field day']);
    expect(mails[1]!.text).toContain(formatTicketCode(stored!.ticketCode!));
    const token = (m: { text: string }) => /cancel#token=([A-Za-z0-9_-]+)/.exec(m.text)![1]!;
    expect((await call(ctx, 'POST', '/api/registrations/cancel/preview', { token: token(mails[0]!) })).status).toBe(404);
    expect((await call(ctx, 'POST', '/api/registrations/cancel/preview', { token: token(mails[1]!) })).status).toBe(200);
  });

  it('mails a waitlisted address its place again, answering as a new registration would', async () => {
    const full = await insertEvent(ctx, {
      title: 'Workshop',
      description: 'Starch.',
      date: day(20),
      time: '',
      location: 'Adama',
      capacity: 1,
    });
    expect((await call(ctx, 'POST', `/api/events/${full}/register`, valid({ email: 'seated@example.org', attendees: '1' }))).status).toBe(
      201,
    );
    const body = valid({ email: 'waiting@example.org' });
    const first = await call(ctx, 'POST', `/api/events/${full}/register`, body);
    const again = await call(ctx, 'POST', `/api/events/${full}/register`, body);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.json.data.registration).toMatchObject({ status: 'waitlisted', waitlistPosition: null, ticketCode: null });
    expect(Object.keys(again.json.data.registration)).toEqual(Object.keys(first.json.data.registration));
    const mails = (await ctx.database.db.select().from(outbox)).filter((m) => m.to === 'waiting@example.org');
    expect(mails.map((m) => m.subject)).toEqual(['You are on the waiting list: Workshop', 'Your place on the waiting list: Workshop']);
    expect(mails[1]!.text).toContain('you are number 1');
  });

  it('404 for an unknown, malformed or archived event; 409 for a past one', async () => {
    for (const id of [crypto.randomUUID(), 'nope', archived]) {
      const res = await call(ctx, 'POST', `/api/events/${id}/register`, valid());
      expect(res.status).toBe(404);
      expect(res.json.error).toBe(messages.events.eventNotFound);
    }
    const res = await call(ctx, 'POST', `/api/events/${past}/register`, valid());
    expect(res.status).toBe(409);
    expect(res.json.error).toBe(messages.events.eventPast);
  });

  it('closes registration once the event day is over (deps.now)', async () => {
    const id = await insertEvent(ctx, { title: 'Moving clock', description: 'x', date: day(2), location: 'Bahir Dar' });
    ctx.clock.advance(4 * 86_400_000);
    try {
      expect((await call(ctx, 'POST', `/api/events/${id}/register`, valid())).status).toBe(409);
    } finally {
      ctx.clock.set(new Date());
    }
    expect((await call(ctx, 'POST', `/api/events/${id}/register`, valid())).status).toBe(201);
  });

  it.each([
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['email', 'Email is required'],
    ['phone', 'Phone is required'],
    ['organization', 'Organization is required'],
    ['position', 'Position is required'],
    ['terms', 'You must accept the terms and conditions'],
  ])('400 for a missing %s', async (field, message) => {
    await expectFieldError(ctx, `/api/events/${upcoming}/register`, without(valid(), field), field, message);
  });

  it.each([
    ['email', 'x@', 'Please enter a valid email address'],
    ['attendees', '6', 'Choose 1, 2, 3, 4 or 5+'],
    ['dietaryRequirements', 'carnivore', 'Choose a dietary option'],
    ['terms', 'yes', 'You must accept the terms and conditions'],
  ])('400 for a wrong %s', async (field, value, message) => {
    await expectFieldError(ctx, `/api/events/${upcoming}/register`, valid({ [field]: value }), field, message);
  });

  it('400 for malformed JSON', async () => {
    const res = await call(ctx, 'POST', `/api/events/${upcoming}/register`, '{oops', { headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(messages.http.invalidJson);
  });

  it('honeypot: 201, nothing stored or sent', async () => {
    const body = valid({ website: 'buy now' });
    await expectHoneypotDropped(ctx, `/api/events/${upcoming}/register`, body, () =>
      ctx.database.db.select().from(eventRegistrations).where(eq(eventRegistrations.email, body.email)),
    );
  });

  it('429 after ten registrations from one address', async () => {
    const ip = '10.88.0.1';
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await call(ctx, 'POST', `/api/events/${upcoming}/register`, valid(), { ip })).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses[10]).toBe(429);
  });
});

describe('GET /api/events/:id/registrations', () => {
  it('is staff only and lists the event registrations', async () => {
    expect((await call(ctx, 'GET', `/api/events/${upcoming}/registrations`)).status).toBe(401);
    const user = await makeUser(ctx, 'user');
    expect((await call(ctx, 'GET', `/api/events/${upcoming}/registrations`, undefined, { token: user.token })).status).toBe(403);
    const admin = await makeUser(ctx, 'admin');
    const res = await call(ctx, 'GET', `/api/events/${upcoming}/registrations`, undefined, { token: admin.token });
    expect(res.status).toBe(200);
    const count = (await ctx.database.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, upcoming))).length;
    expect(res.json.data.registrations).toHaveLength(count);
    expect(res.json.data.registrations[0].eventTitle).toBe('Annual Cassava Assembly, 2026');
    expect((await call(ctx, 'GET', `/api/events/${crypto.randomUUID()}/registrations`, undefined, { token: admin.token })).status).toBe(
      404,
    );
  });
});

describe('the .ics attachment', () => {
  const now = new Date('2026-11-01T08:00:00Z');
  it.each([
    ['8:30 AM to 5:30 PM', '20270902T053000Z', '20270902T143000Z'],
    ['9:00 AM - 5:00 PM', '20270902T060000Z', '20270902T140000Z'],
    ['14:00', '20270902T110000Z', '20270902T130000Z'],
    ['9 - 11 AM', '20270902T060000Z', '20270902T080000Z'],
  ])('reads "%s" as Addis Ababa time (UTC+3)', async (time, start, end) => {
    const { buildIcs } = await import('../../server/platform/ics');
    const ics = buildIcs({ uid: 'u@x', title: 'T', date: '2027-09-02', time, location: 'L', now });
    expect(ics).toContain(`DTSTART:${start}\r\n`);
    expect(ics).toContain(`DTEND:${end}\r\n`);
    expect(ics).toContain('DTSTAMP:20261101T080000Z\r\n');
  });

  it('makes an all-day event when the time is not a clock time, escapes text and folds long lines', async () => {
    const { buildIcs } = await import('../../server/platform/ics');
    const ics = buildIcs({ uid: 'u@x', title: 'A, b; c\\d\nnext', date: '2027-12-31', time: 'All day', location: 'Ł'.repeat(60), now });
    expect(ics).toContain('DTSTART;VALUE=DATE:20271231\r\n');
    expect(ics).toContain('DTEND;VALUE=DATE:20280101\r\n');
    expect(ics).toContain('SUMMARY:A\\, b\\; c\\\\d\\nnext\r\n');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics.replace(/\r\n /g, '')).toContain(`LOCATION:${'Ł'.repeat(60)}`);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  });
});
