// GET /api/tickets/:code and GET /api/tickets/:code/qr.svg: a ticket's facts and its QR code, to whoever holds the code.

import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTicketCode } from '../../contract/assembly';
import { addisToday } from '../../contract/dates';
import { messages } from '../../contract/messages';
import { checkIns, eventTexts, tickets } from '../../server/db/schema';
import { call, createTestContext, insertEvent, type TestContext } from '../support/app';
import { cancelTokenOf, register } from '../support/seats';

let ctx: TestContext;
let eventId: string;
// Events are dated in Addis Ababa's calendar: "today" is Addis's today, whatever the hour in UTC.
const day = (offsetDays: number) => addisToday(new Date(Date.now() + offsetDays * 86_400_000));

beforeAll(async () => {
  ctx = await createTestContext();
  eventId = await insertEvent(ctx, {
    title: 'Assembly',
    description: 'Members meet.',
    date: day(15),
    time: '9:00 AM',
    location: 'ICT Park',
    capacity: 3,
  });
  await ctx.database.db.insert(eventTexts).values({ eventId, lang: 'am', title: 'ጉባኤ' });
});
afterAll(async () => ctx.close());

describe('GET /api/tickets/:code', () => {
  it('answers the ticket, not indexed and not kept, for the code however it is typed', async () => {
    const r = await register(ctx, eventId, { firstName: 'Almaz', lastName: 'Bekele', attendees: '2', organization: 'Hawassa Farmers' });
    const code = r.reg.ticketCode as string;
    const typed = formatTicketCode(code).toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l');
    for (const asked of [code, typed, `https://cassava.org.et/ticket/${code}`]) {
      const res = await call(ctx, 'GET', `/api/tickets/${encodeURIComponent(asked)}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.json.data).toEqual({
        ticket: {
          code,
          status: 'confirmed',
          firstName: 'Almaz',
          lastName: 'Bekele',
          organization: 'Hawassa Farmers',
          attendees: '2',
          checkedInAt: null,
          // Registered for two: the registration's own code shows both people's tickets.
          tickets: [
            { code, position: 1, name: 'Almaz Bekele', checkedInAt: null },
            { code: expect.stringMatching(/^[0-9A-Z]{16}$/), position: 2, name: null, checkedInAt: null },
          ],
          // Only the title has Amharic: the place has none.
          event: {
            id: eventId,
            title: 'Assembly',
            date: day(15),
            time: '9:00 AM',
            location: 'ICT Park',
            translations: { am: { title: 'ጉባኤ' } },
          },
        },
      });
    }
  });

  it('says when it was checked in, and that a cancelled ticket is cancelled', async () => {
    const gone = await register(ctx, eventId, { attendees: '1', email: 'gone@example.org' });
    await call(ctx, 'POST', '/api/registrations/cancel', { token: await cancelTokenOf(ctx, 'gone@example.org') });
    expect((await call(ctx, 'GET', `/api/tickets/${gone.reg.ticketCode}`)).json.data.ticket.status).toBe('cancelled');

    const r = await register(ctx, eventId, { attendees: '1', email: 'checked@example.org' });
    const at = new Date('2026-12-01T06:30:00Z');
    const [lead] = await ctx.database.db.select().from(tickets).where(eq(tickets.code, r.reg.ticketCode));
    await ctx.database.db
      .insert(checkIns)
      .values({ ticketId: lead!.id, registrationId: r.reg.id, eventId, checkedInAt: at, checkedInByName: 'Door' });
    expect((await call(ctx, 'GET', `/api/tickets/${r.reg.ticketCode}`)).json.data.ticket.checkedInAt).toBe(at.toISOString());
    const other = await register(ctx, eventId, { attendees: '1' });
    expect(other.reg.status).toBe('waitlisted');
    expect((await call(ctx, 'GET', `/api/tickets/${r.reg.ticketCode}`)).json.data.ticket.status).toBe('confirmed');
    // Checked in, it is no longer the visitor's to cancel.
    const token = await cancelTokenOf(ctx, 'checked@example.org');
    expect((await call(ctx, 'POST', '/api/registrations/cancel', { token })).status).toBe(409);
    expect((await call(ctx, 'GET', `/api/tickets/${r.reg.ticketCode}`)).json.data.ticket.status).toBe('confirmed');
  });

  it('answers 404 to an unknown or malformed code', async () => {
    for (const code of ['ZZZZZZZZZZZZZZZZ', 'short', 'UUUUUUUUUUUUUUUU']) {
      const res = await call(ctx, 'GET', `/api/tickets/${code}`);
      expect(res.status).toBe(404);
      expect(res.json.message).toBe(messages.events.ticketNotFound);
    }
  });

  it('limits each address', async () => {
    const ip = '10.77.0.1';
    const statuses = [];
    for (let i = 0; i < 32; i++) statuses.push((await call(ctx, 'GET', '/api/tickets/ZZZZZZZZZZZZZZZZ', undefined, { ip })).status);
    expect(statuses).toContain(429);
  });
});

describe('GET /api/tickets/:code/qr.svg', () => {
  it('is the QR code of the code as SVG, kept for a year; 404 for an unknown code', async () => {
    const open = await insertEvent(ctx, { title: 'Open day', description: 'All welcome.', date: day(9), time: '', location: 'Adama' });
    const code = (await register(ctx, open)).reg.ticketCode as string;
    const res = await call(ctx, 'GET', `/api/tickets/${code}/qr.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    // The code itself, not a link to it.
    expect(res.text).toBe(await QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }));
    expect(res.text).not.toBe(
      await QRCode.toString(`https://cassava.org.et/ticket/${code}`, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
    );
    const unknown = await call(ctx, 'GET', '/api/tickets/ZZZZZZZZZZZZZZZZ/qr.svg');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('cache-control')).toBe('no-store');
  });
});
