// The event registration without JavaScript (server/features/events/pages.ts) on the real app, with the page renderer replaced
// by one that writes down what it was asked to render: a post with a seat answers 303 to the registered page (the
// ticket is mailed), one without 303 to the waiting-list page, an address registered already the same as a new one,
// the honeypot 303 to the same confirmation storing nothing, a refusal the registration
// page again with the refusal's status, the messages and the typed values; the ticket page gets its ticket; the request
// log never holds a ticket's code in full.
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addisToday } from '../../contract/dates';
import { eventsMessages as amEvents } from '../../contract/messages/am/events';
import type { PageState } from '../../contract/pageState';
import { eventRegistrations } from '../../server/db/schema';
import { eventPageRoutes } from '../../server/features/events/pages';
import type { AppEnv } from '../../server/platform/deps';
import { pageFormKit } from '../../server/platform/pageFormKit';
import type { PageRenderer } from '../../server/platform/pages';
import { createTestContext, freshIp, insertEvent, type TestContext } from '../support/app';
import { attendee } from '../support/seats';

let ctx: TestContext;
let site: Hono<AppEnv>;
// Events are dated in Addis Ababa's calendar: "today" is Addis's today, whatever the hour in UTC.
const day = (offsetDays: number) => addisToday(new Date(Date.now() + offsetDays * 86_400_000));
const newEvent = (values: { capacity?: number | null; registrationDeadline?: Date | null; date?: string } = {}) =>
  insertEvent(ctx, { title: 'Field day', description: 'Growers meet.', date: day(30), time: '9:00 AM', location: 'Hawassa', ...values });

/** What the page renderer was asked for: the address and the page state. */
type Rendered = { address: string; state: PageState | null };
const renderer: PageRenderer = {
  renders: () => true,
  render: async (_c, address, state = null) => ({ html: JSON.stringify({ address, state }) }),
};

/** The form as the page posts it: urlencoded, the terms box ticked as a browser sends it. */
function formOf(values: Record<string, unknown>): string {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === true) body.set(name, 'on');
    else if (value !== false) body.set(name, String(value));
  }
  if (!body.has('website')) body.set('website', '');
  return body.toString();
}

async function post(path: string, values: Record<string, unknown>) {
  const res = await site.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': freshIp() },
    body: formOf(values),
  });
  const text = await res.text();
  return {
    status: res.status,
    location: res.headers.get('Location'),
    page: (res.status === 303 ? null : JSON.parse(text)) as Rendered | null,
  };
}

const get = async (path: string) => {
  const res = await site.request(path, { headers: { 'X-Forwarded-For': freshIp() } });
  return { status: res.status, page: JSON.parse(await res.text()) as Rendered, headers: res.headers };
};

beforeAll(async () => {
  ctx = await createTestContext();
  site = new Hono<AppEnv>().route('/', eventPageRoutes(pageFormKit(async (request, env) => ctx.app.fetch(request, env), renderer)));
});
afterAll(async () => ctx.close());

describe('registering without JavaScript', () => {
  it('answers a seat with 303 to the registered page, in the page’s language, and the ticket page gets the ticket', async () => {
    const id = await newEvent({ capacity: 5 });
    const values = attendee();
    const en = await post(`/events/${id}/register`, values);
    expect(en.status).toBe(303);
    const [row] = await ctx.database.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.email, values.email as string));
    expect(row).toMatchObject({ status: 'confirmed', lang: 'en', firstName: 'Tesfaye' });
    expect(en.location).toBe(`/events/${id}/registered`);

    const am = await post(`/am/events/${id}/register`, attendee());
    expect(am.location).toBe(`/am/events/${id}/registered`);

    const ticket = await get(`/ticket/${row!.ticketCode}`);
    expect(ticket.status).toBe(200);
    expect(ticket.headers.get('Cache-Control')).toBe('no-store');
    expect(ticket.page.state?.data?.ticket).toMatchObject({
      code: row!.ticketCode,
      lookup: { found: true, ticket: { code: row!.ticketCode, firstName: 'Tesfaye', status: 'confirmed', event: { id } } },
      registered: false,
    });
    // The answer to the form says so: the page focuses its title as it loads (the mail's link leaves the focus alone).
    const answered = await get(`/ticket/${row!.ticketCode}?registered=1`);
    expect(answered.page.state?.data?.ticket).toMatchObject({ registered: true });
    const unknown = await get('/am/ticket/AAAABBBBCCCCDDDD');
    expect(unknown.status).toBe(404);
    expect(unknown.page).toEqual({
      address: '/am/ticket/AAAABBBBCCCCDDDD',
      state: { data: { ticket: { code: 'AAAABBBBCCCCDDDD', lookup: { found: false }, registered: false } } },
    });

    // Whoever holds a code holds the ticket: the request log keeps only its first characters.
    const code = row!.ticketCode!;
    expect(ctx.logs.some((line) => line.includes(`/api/tickets/${code.slice(0, 4)}…`))).toBe(true);
    expect(ctx.logs.filter((line) => line.includes(code))).toEqual([]);
  });

  it('answers a place in the waiting list with 303 to the waiting-list page', async () => {
    const id = await newEvent({ capacity: 1 });
    expect((await post(`/events/${id}/register`, attendee())).location).toBe(`/events/${id}/registered`);
    expect((await post(`/events/${id}/register`, attendee())).location).toBe(`/events/${id}/waitlisted`);
    expect((await post(`/am/events/${id}/register`, attendee())).location).toBe(`/am/events/${id}/waitlisted`);
  });

  it('answers the honeypot like a seat without a ticket, and stores nothing', async () => {
    const id = await newEvent();
    const res = await post(`/events/${id}/register`, attendee({ website: 'https://spam.example' }));
    expect(res.status).toBe(303);
    expect(res.location).toBe(`/events/${id}/registered`);
    expect(await ctx.database.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, id))).toEqual([]);
  });

  it('sends the page back with the messages and what was typed: missing fields, a bad email, the terms', async () => {
    const id = await newEvent();
    const res = await post(`/events/${id}/register`, attendee({ lastName: '', email: 'not-an-email', attendees: '3', terms: false }));
    expect(res.status).toBe(400);
    const form = res.page!.state!.forms!.registration!;
    expect(res.page!.address).toBe(`/events/${id}/register`);
    expect(res.page!.state!.data).toEqual({ registrationFor: id });
    expect(Object.keys(form.errors).sort()).toEqual(['email', 'lastName', 'terms']);
    expect(form.values).toMatchObject({ firstName: 'Tesfaye', email: 'not-an-email', attendees: '3', terms: false });
    // The hidden field only a bot fills in is never sent back.
    expect(form.values).not.toHaveProperty('website');
  });

  it('answers an address registered already as a new one; sends the page back for a closed event (in Amharic), an unknown event', async () => {
    const id = await newEvent();
    const values = attendee();
    const first = await post(`/events/${id}/register`, values);
    const again = await post(`/events/${id}/register`, values);
    expect(again).toEqual(first);
    expect(again).toMatchObject({ status: 303, location: `/events/${id}/registered` });

    const closed = await newEvent({ registrationDeadline: new Date(Date.now() - 3600_000) });
    const late = await post(`/am/events/${closed}/register`, attendee());
    expect(late.status).toBe(409);
    expect(late.page!.address).toBe(`/am/events/${closed}/register`);
    expect(late.page!.state!.forms!.registration!.failure).toBe(amEvents.registrationClosed);

    const missing = '0b7e5c1a-0000-4000-8000-000000000000';
    expect((await post(`/events/${missing}/register`, attendee())).status).toBe(404);
  });

  it('answers the registration page of an unknown event with 404', async () => {
    const id = await newEvent();
    expect((await get(`/events/${id}/register`)).status).toBe(200);
    expect((await get(`/am/events/${id}/register`)).page).toEqual({ address: `/am/events/${id}/register`, state: null });
    expect((await get('/events/0b7e5c1a-0000-4000-8000-000000000000/register')).status).toBe(404);
    expect((await get('/events/not-an-event/register')).status).toBe(404);
  });
});
