// An event's place and a post's author in Amharic: staff write them as the item's Amharic texts (`translations.am`,
// blank → none, the English limits), the admin and public answers carry them, and an Amharic registration's ticket, mail
// and calendar file name the Amharic place.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPostTexts, eventTexts, outbox } from '../../server/db/schema';
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
const am = (texts: Record<string, unknown>) => ({ translations: { am: texts } });

beforeAll(async () => {
  ctx = await createTestContext();
  token = (await makeUser(ctx, 'moderator')).token;
});
afterAll(() => ctx.close());

/** The stored Amharic row of an event (undefined when it has none). */
const amRowOfEvent = async (id: string) =>
  (
    await ctx.database.db
      .select()
      .from(eventTexts)
      .where(and(eq(eventTexts.eventId, id), eq(eventTexts.lang, 'am')))
  )[0];

describe("an event's Amharic place", () => {
  it('is stored trimmed, answered to staff and the public, found by the staff search, and can be removed', async () => {
    const created = await asStaff('POST', '/api/admin/events', { ...event, ...am({ location: ` ${placeAm} ` }) });
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ location: event.location, translations: { am: { location: placeAm } } });
    const id = created.json.data.id as string;
    expect(await amRowOfEvent(id)).toEqual({ eventId: id, lang: 'am', title: null, description: null, location: placeAm });

    const found = await asStaff('GET', `/api/admin/events?q=${encodeURIComponent('ሐዋሳ')}`);
    expect(found.json.data.items.map((e: { id: string }) => e.id)).toEqual([id]);
    expect(found.json.data.items[0].translations).toEqual({ am: { location: placeAm } });
    expect((await call(ctx, 'GET', `/api/events/${id}`)).json.data).toMatchObject({
      location: event.location,
      translations: { am: { location: placeAm } },
    });
    const all = await call(ctx, 'GET', '/api/events');
    expect(all.json.data.find((e: { id: string }) => e.id === id).translations).toEqual({ am: { location: placeAm } });

    // A blank place is none; with no other Amharic text left, the event has no Amharic row at all.
    const cleared = await asStaff('PUT', `/api/admin/events/${id}`, { ...event, ...am({ location: '  ' }) });
    expect(cleared.status).toBe(200);
    expect(cleared.json.data).not.toHaveProperty('translations');
    expect(await amRowOfEvent(id)).toBeUndefined();
    expect((await call(ctx, 'GET', `/api/events/${id}`)).json.data).not.toHaveProperty('translations');
    // None given is none too.
    const plain = await asStaff('POST', '/api/admin/events', event);
    expect(plain.json.data).not.toHaveProperty('translations');
    expect(await amRowOfEvent(plain.json.data.id)).toBeUndefined();
  });

  it('is refused over the English limit or when not text, with the field named in the reader’s language', async () => {
    const long = await asStaff('POST', '/api/admin/events', { ...event, ...am({ location: 'ሐ'.repeat(201) }) });
    expect(long.status).toBe(400);
    expect(long.json.fields).toEqual({ 'translations.am.location': 'Amharic location must be at most 200 characters' });
    const notText = await call(
      ctx,
      'POST',
      '/api/admin/events',
      { ...event, ...am({ location: 5 }) },
      { token, headers: { 'Accept-Language': 'am' } },
    );
    expect(notText.status).toBe(400);
    expect(notText.json.fields['translations.am.location']).toBe('የአማርኛ ቦታ ጽሑፍ መሆን አለበት');
    expect((await asStaff('POST', '/api/admin/events', { ...event, ...am({ location: 'ሐ'.repeat(200) }) })).status).toBe(201);
    // Texts are for the other languages: English is the form's own fields.
    const english = await asStaff('POST', '/api/admin/events', { ...event, translations: { en: { location: 'Hawassa' } } });
    expect(english.status).toBe(400);
    expect(Object.keys(english.json.fields)).toEqual(['translations.en']);
  });

  it('is one line, like the English place and author: a line break typed or pasted into it becomes a space', async () => {
    const placed = await asStaff('POST', '/api/admin/events', { ...event, ...am({ location: 'አዳማ\nBcc: someone@example.org' }) });
    expect(placed.json.data.translations.am.location).toBe('አዳማ Bcc: someone@example.org');
    const written = await asStaff('POST', '/api/admin/blog-posts', { ...post, ...am({ author: 'ሐና\r\nከበደ' }) });
    expect(written.json.data.translations.am.author).toBe('ሐና ከበደ');
  });

  it('is what an Amharic registration’s ticket, mail and calendar file name; an English one keeps the English', async () => {
    const titleAm = 'የካሳቫ የመስክ ቀን';
    const id = (await asStaff('POST', '/api/admin/events', { ...event, ...am({ title: titleAm, location: placeAm }) })).json.data
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
    const inAmharic = await call(ctx, 'POST', `/api/events/${id}/register`, person('almaz.am@example.org'), {
      headers: { 'Accept-Language': 'am' },
    });
    const inEnglish = await call(ctx, 'POST', `/api/events/${id}/register`, person('almaz.en@example.org'));
    expect([inAmharic.status, inEnglish.status]).toEqual([201, 201]);

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
    const code = (await held(ctx, inAmharic.json.data.registration)).ticketCode!;
    const ticket = await call(ctx, 'GET', `/api/tickets/${code}`);
    expect(ticket.json.data.ticket.event).toMatchObject({
      location: event.location,
      translations: { am: { title: titleAm, location: placeAm } },
    });
  });
});

describe("a post's Amharic author", () => {
  const amRowOfPost = async (id: string) =>
    (
      await ctx.database.db
        .select()
        .from(blogPostTexts)
        .where(and(eq(blogPostTexts.postId, id), eq(blogPostTexts.lang, 'am')))
    )[0];

  it('is stored trimmed, answered to staff and the public (list and page), found by the staff search, and can be removed', async () => {
    const created = await asStaff('POST', '/api/admin/blog-posts', { ...post, ...am({ author: ` ${authorAm} ` }) });
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ author: post.author, translations: { am: { author: authorAm } } });
    const id = created.json.data.id as string;
    expect(await amRowOfPost(id)).toEqual({
      postId: id,
      lang: 'am',
      title: null,
      description: null,
      content: null,
      author: authorAm,
      tags: [],
    });

    const found = await asStaff('GET', `/api/admin/blog-posts?q=${encodeURIComponent('ግርማ')}`);
    expect(found.json.data.items.map((p: { id: string }) => p.id)).toEqual([id]);
    expect((await call(ctx, 'GET', `/api/blog-posts/${id}`)).json.data).toMatchObject({
      author: post.author,
      translations: { am: { author: authorAm } },
    });
    const list = await call(ctx, 'GET', '/api/blog-posts');
    expect(list.json.data.find((p: { id: string }) => p.id === id).translations).toEqual({ am: { author: authorAm } });

    const cleared = await asStaff('PUT', `/api/admin/blog-posts/${id}`, { ...post, ...am({ author: '' }) });
    expect(cleared.status).toBe(200);
    expect(cleared.json.data).not.toHaveProperty('translations');
    expect(await amRowOfPost(id)).toBeUndefined();
    expect((await call(ctx, 'GET', `/api/blog-posts/${id}`)).json.data).not.toHaveProperty('translations');
  });

  it('is refused over the English limit with a 400 naming the field', async () => {
    const long = await asStaff('POST', '/api/admin/blog-posts', { ...post, ...am({ author: 'ሐ'.repeat(121) }) });
    expect(long.status).toBe(400);
    expect(long.json.fields).toEqual({ 'translations.am.author': 'Amharic author must be at most 120 characters' });
  });
});

describe('the API document', () => {
  it('documents the Amharic place and author in the forms and the public answers', async () => {
    const doc = (await call(ctx, 'GET', '/api/openapi.json')).json;
    // Per language (the other languages only), the form's fields; the limits are the server's (tested above).
    const form = (path: string) =>
      doc.paths[path].post.requestBody.content['application/json'].schema.properties.translations as {
        propertyNames: { enum: string[] };
        additionalProperties: { properties: Record<string, { anyOf: { type: string }[] }> };
      };
    expect(form('/api/admin/events').propertyNames.enum).toContain('am');
    expect(form('/api/admin/events').propertyNames.enum).not.toContain('en');
    expect(form('/api/admin/events').additionalProperties.properties.location!.anyOf[0]!.type).toBe('string');
    expect(form('/api/admin/blog-posts').additionalProperties.properties.author!.anyOf[0]!.type).toBe('string');
    const answer = (path: string) =>
      doc.paths[path].get.responses['200'].content['application/json'].schema.properties.data.properties.translations as {
        propertyNames: { enum: string[] };
        additionalProperties: { properties: Record<string, { type: string }> };
      };
    expect(answer('/api/blog-posts/{id}').propertyNames.enum).toContain('am');
    expect(answer('/api/blog-posts/{id}').additionalProperties.properties.author!.type).toBe('string');
    expect(answer('/api/events/{id}').additionalProperties.properties.location!.type).toBe('string');
  });
});
