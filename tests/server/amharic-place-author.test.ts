// An event's place and a post's author in Amharic: staff write them beside the English (blank → null, the English
// limits), the admin and public answers carry them, and an Amharic registration's ticket, mail and calendar file name
// the Amharic place.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts, events, outbox } from '../../server/db/schema';
import { call, createTestContext, makeUser, type TestContext } from '../support/app';
import { held } from '../support/seats';

let ctx: TestContext;
let token: string;
const asStaff = (method: string, path: string, body?: unknown) => call(ctx, method, path, body, { token });

const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const event = { title: 'Cassava field day', description: 'Visit the demonstration farm.', date: inAWeek, location: 'Hawassa, Sidama' };
const post = { title: 'Harvest news', description: 'A good season.', content: '<p>Yields rose.</p>', author: 'Hana Girma' };
const placeAm = 'ሐዋሳ፣ ሲዳማ';
const authorAm = 'ሐና ግርማ';

beforeAll(async () => {
  ctx = await createTestContext();
  token = (await makeUser(ctx, 'moderator')).token;
});
afterAll(() => ctx.close());

describe("an event's Amharic place", () => {
  it('is stored trimmed, answered to staff and the public, found by the staff search, and can be removed', async () => {
    const created = await asStaff('POST', '/api/admin/events', { ...event, locationAm: ` ${placeAm} ` });
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ location: event.location, locationAm: placeAm });
    const id = created.json.data.id as string;
    const [row] = await ctx.database.db.select({ locationAm: events.locationAm }).from(events).where(eq(events.id, id));
    expect(row?.locationAm).toBe(placeAm);

    const found = await asStaff('GET', `/api/admin/events?q=${encodeURIComponent('ሐዋሳ')}`);
    expect(found.json.data.items.map((e: { id: string }) => e.id)).toEqual([id]);
    expect(found.json.data.items[0].locationAm).toBe(placeAm);
    expect((await call(ctx, 'GET', `/api/events/${id}`)).json.data).toMatchObject({ location: event.location, locationAm: placeAm });
    const all = await call(ctx, 'GET', '/api/events');
    expect(all.json.data.find((e: { id: string }) => e.id === id).locationAm).toBe(placeAm);

    const cleared = await asStaff('PUT', `/api/admin/events/${id}`, { ...event, locationAm: '  ' });
    expect(cleared.status).toBe(200);
    expect(cleared.json.data.locationAm).toBeNull();
    expect((await call(ctx, 'GET', `/api/events/${id}`)).json.data.locationAm).toBeNull();
    // None given is none too.
    expect((await asStaff('POST', '/api/admin/events', event)).json.data.locationAm).toBeNull();
  });

  it('is refused over the English limit or when not text, with the field named in the reader’s language', async () => {
    const long = await asStaff('POST', '/api/admin/events', { ...event, locationAm: 'ሐ'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.json.fields).toEqual({ locationAm: 'Place (Amharic) must be at most 200 characters' });
    const notText = await call(
      ctx,
      'POST',
      '/api/admin/events',
      { ...event, locationAm: 5 },
      { token, headers: { 'Accept-Language': 'am' } },
    );
    expect(notText.status).toBe(400);
    expect(notText.json.fields.locationAm).toMatch(/^ቦታ \(በአማርኛ\)/);
    expect((await asStaff('POST', '/api/admin/events', { ...event, locationAm: 'ሐ'.repeat(200) })).status).toBe(201);
  });

  it('is one line, like the English place and author: a line break typed or pasted into it becomes a space', async () => {
    const placed = await asStaff('POST', '/api/admin/events', { ...event, locationAm: 'አዳማ\nBcc: someone@example.org' });
    expect(placed.json.data.locationAm).toBe('አዳማ Bcc: someone@example.org');
    const written = await asStaff('POST', '/api/admin/blog-posts', { ...post, authorAm: 'ሐና\r\nከበደ' });
    expect(written.json.data.authorAm).toBe('ሐና ከበደ');
  });

  it('is what an Amharic registration’s ticket, mail and calendar file name; an English one keeps the English', async () => {
    const id = (await asStaff('POST', '/api/admin/events', { ...event, titleAm: 'የካሳቫ የመስክ ቀን', locationAm: placeAm })).json.data
      .id as string;
    const person = (email: string) => ({
      firstName: 'Almaz',
      lastName: 'Kebede',
      email,
      phone: '0911 223 344',
      organization: 'Sidama Cassava Union',
      position: 'Chair',
      terms: true,
    });
    const am = await call(ctx, 'POST', `/api/events/${id}/register`, person('almaz.am@example.org'), {
      headers: { 'Accept-Language': 'am' },
    });
    const en = await call(ctx, 'POST', `/api/events/${id}/register`, person('almaz.en@example.org'));
    expect([am.status, en.status]).toEqual([201, 201]);

    const mails = await ctx.database.db.select().from(outbox);
    const amMail = mails.find((m) => m.to === 'almaz.am@example.org')!;
    expect(amMail.text).toContain(placeAm);
    expect(amMail.text).not.toContain(event.location);
    const ics = amMail.attachments.find((a) => a.filename === 'event.ics')!;
    expect(ics.content).toContain(`LOCATION:${placeAm.replace(/,/g, '\\,')}`);
    const enMail = mails.find((m) => m.to === 'almaz.en@example.org')!;
    expect(enMail.text).toContain(event.location);
    expect(enMail.text).not.toContain(placeAm);

    // The ticket's answer carries both, for the page of either language to choose.
    const code = (await held(ctx, am.json.data.registration)).ticketCode!;
    const ticket = await call(ctx, 'GET', `/api/tickets/${code}`);
    expect(ticket.json.data.ticket.event).toMatchObject({ location: event.location, locationAm: placeAm });
  });
});

describe("a post's Amharic author", () => {
  it('is stored trimmed, answered to staff and the public (list and page), found by the staff search, and can be removed', async () => {
    const created = await asStaff('POST', '/api/admin/blog-posts', { ...post, authorAm: ` ${authorAm} ` });
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ author: post.author, authorAm });
    const id = created.json.data.id as string;
    const [row] = await ctx.database.db.select({ authorAm: blogPosts.authorAm }).from(blogPosts).where(eq(blogPosts.id, id));
    expect(row?.authorAm).toBe(authorAm);

    const found = await asStaff('GET', `/api/admin/blog-posts?q=${encodeURIComponent('ግርማ')}`);
    expect(found.json.data.items.map((p: { id: string }) => p.id)).toEqual([id]);
    expect((await call(ctx, 'GET', `/api/blog-posts/${id}`)).json.data).toMatchObject({ author: post.author, authorAm });
    const list = await call(ctx, 'GET', '/api/blog-posts');
    expect(list.json.data.find((p: { id: string }) => p.id === id).authorAm).toBe(authorAm);

    const cleared = await asStaff('PUT', `/api/admin/blog-posts/${id}`, { ...post, authorAm: '' });
    expect(cleared.json.data.authorAm).toBeNull();
    expect((await call(ctx, 'GET', `/api/blog-posts/${id}`)).json.data.authorAm).toBeNull();
  });

  it('is refused over the English limit with a 400 naming the field', async () => {
    const long = await asStaff('POST', '/api/admin/blog-posts', { ...post, authorAm: 'ሐ'.repeat(121) });
    expect(long.status).toBe(400);
    expect(long.json.fields).toEqual({ authorAm: 'Author (Amharic) must be at most 120 characters' });
  });
});

describe('the API document', () => {
  it('documents the Amharic place and author in the forms and the public answers', async () => {
    const doc = (await call(ctx, 'GET', '/api/openapi.json')).json;
    const form = (path: string) => doc.paths[path].post.requestBody.content['application/json'].schema.properties;
    // The limits are the server's (tested above); the document names the fields as optional text.
    expect(form('/api/admin/events').locationAm.anyOf[0].type).toBe('string');
    expect(form('/api/admin/blog-posts').authorAm.anyOf[0].type).toBe('string');
    const answer = (path: string) => doc.paths[path].get.responses['200'].content['application/json'].schema.properties.data;
    expect(answer('/api/blog-posts/{id}').required).toContain('authorAm');
    expect(answer('/api/events/{id}').required).toContain('locationAm');
  });
});
