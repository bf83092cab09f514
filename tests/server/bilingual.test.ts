// Staff publish in English and, optionally, Amharic: the admin API stores the Amharic title, description and content
// as the item's row of Amharic texts (blank → none, the English limits), answers with them as `translations.am`, and
// the public answers (kept or not) carry them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPostTexts, eventTexts, resourceTexts } from '../../server/db/schema';
import { call, createTestContext, makeUser, type TestContext } from '../support/app';
import { onWire, type SiteServer, startSiteServer } from '../support/siteServer';

let ctx: TestContext;
let token: string;
const as = () => ({ token });
/** A call to the API as the staff member signed in for these tests. */
const asStaff = (method: string, path: string, body?: unknown) => call(ctx, method, path, body, as());

/** Sends `body` as staff and expects a 400 whose field errors are exactly `fields`. */
async function expectRefused(method: string, path: string, body: unknown, fields: Record<string, string>) {
  const res = await asStaff(method, path, body);
  expect(res.status).toBe(400);
  expect(res.json.fields).toEqual(fields);
}

const event = { title: 'Cassava field day', description: 'Visit the demonstration farm.', date: '2030-08-01', location: 'Hawassa' };
const post = { title: 'Harvest news', description: 'A good season.', content: '<p>Yields rose.</p>', author: 'Hana Girma' };
const resource = { title: 'Planting guide', description: 'Step by step.', downloadUrl: 'https://example.org/guide.pdf' };

const amTitle = 'የካሳቫ የመስክ ቀን';
const amDescription = 'የማሳያ እርሻውን ይጎብኙ።';

/** The stored rows of texts in the other languages of an event, a post and a resource. */
const eventRows = (id: string) => ctx.database.db.select().from(eventTexts).where(eq(eventTexts.eventId, id));
const postRows = (id: string) => ctx.database.db.select().from(blogPostTexts).where(eq(blogPostTexts.postId, id));
const resourceRows = (id: string) => ctx.database.db.select().from(resourceTexts).where(eq(resourceTexts.resourceId, id));

beforeAll(async () => {
  ctx = await createTestContext();
  token = (await makeUser(ctx, 'moderator')).token;
});
afterAll(() => ctx.close());

describe('events', () => {
  it('stores and answers the Amharic title and description, in the admin list and the public answers', async () => {
    const created = await asStaff('POST', '/api/admin/events', {
      ...event,
      translations: { am: { title: ` ${amTitle} `, description: amDescription } },
    });
    expect(created.status).toBe(201);
    const both = { am: { title: amTitle, description: amDescription } };
    expect(created.json.data).toMatchObject({ title: event.title, translations: both });
    const id = created.json.data.id as string;
    expect(await eventRows(id)).toEqual([{ eventId: id, lang: 'am', title: amTitle, description: amDescription, location: null }]);

    const list = await asStaff('GET', `/api/admin/events?q=${encodeURIComponent('መስክ')}`);
    expect(list.json.data.items.map((e: { id: string }) => e.id)).toEqual([id]);
    expect(list.json.data.items[0]).toMatchObject({ translations: both });

    const one = await call(ctx, 'GET', `/api/events/${id}`);
    expect(one.json.data).toMatchObject({ title: event.title, translations: both });
    const all = await call(ctx, 'GET', '/api/events');
    expect(all.json.data.find((e: { id: string }) => e.id === id)).toMatchObject({ translations: { am: { title: amTitle } } });
  });

  it('takes none, an empty string or null as no Amharic (no text, no row), and an update can remove it', async () => {
    const without = await asStaff('POST', '/api/admin/events', event);
    expect(without.status).toBe(201);
    expect(without.json.data).not.toHaveProperty('translations');
    const id = without.json.data.id as string;
    expect(await eventRows(id)).toEqual([]);
    expect((await call(ctx, 'GET', `/api/events/${id}`)).json.data).not.toHaveProperty('translations');

    const added = await asStaff('PUT', `/api/admin/events/${id}`, {
      ...event,
      translations: { am: { title: amTitle, description: null } },
    });
    expect(added.json.data.translations).toEqual({ am: { title: amTitle } });
    expect(await eventRows(id)).toEqual([{ eventId: id, lang: 'am', title: amTitle, description: null, location: null }]);
    // An update that gives no Amharic keeps the Amharic there is.
    const kept = await asStaff('PUT', `/api/admin/events/${id}`, event);
    expect(kept.json.data.translations).toEqual({ am: { title: amTitle } });
    expect((await call(ctx, 'GET', `/api/events/${id}`)).json.data.translations).toEqual({ am: { title: amTitle } });
    const removed = await asStaff('PUT', `/api/admin/events/${id}`, { ...event, translations: { am: { title: ' ', description: '' } } });
    expect(removed.status).toBe(200);
    expect(removed.json.data).not.toHaveProperty('translations');
    expect(await eventRows(id)).toEqual([]);
    // The public answer is cleared with the staff change, not kept with the old Amharic.
    expect((await call(ctx, 'GET', `/api/events/${id}`)).json.data).not.toHaveProperty('translations');
  });

  it('refuses an Amharic text over the English limit, or not text, with a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ title: 'ካ'.repeat(201) }, { 'translations.am.title': 'Amharic title must be at most 200 characters' }],
      [{ description: 'ካ'.repeat(5001) }, { 'translations.am.description': 'Amharic description must be at most 5000 characters' }],
      [{ title: 7 }, { 'translations.am.title': 'Amharic title must be text' }],
    ];
    for (const [over, fields] of cases) {
      await expectRefused('POST', '/api/admin/events', { ...event, translations: { am: over } }, fields);
    }
    // Each language's field is named with its language, in the words the request asks for.
    await expectRefused(
      'POST',
      '/api/admin/events',
      { ...event, translations: { om: { location: 'B'.repeat(201) } } },
      { 'translations.om.location': 'Afaan Oromoo location must be at most 200 characters' },
    );
    const inAmharic = await call(
      ctx,
      'POST',
      '/api/admin/events',
      { ...event, translations: { om: { title: 'M'.repeat(201) } } },
      { token, headers: { 'Accept-Language': 'am' } },
    );
    expect(inAmharic.json.fields).toEqual({ 'translations.om.title': 'የኦሮምኛ ርዕስ ከ200 ፊደላት መብለጥ የለበትም' });
    // English is the item's own text, not a translation.
    await expectRefused(
      'POST',
      '/api/admin/events',
      { ...event, translations: { en: { title: 'Field day' } } },
      {
        'translations.en': 'Translations may be given only in the site’s other languages',
      },
    );
    // At the limit is fine.
    expect((await asStaff('POST', '/api/admin/events', { ...event, translations: { am: { title: 'ካ'.repeat(200) } } })).status).toBe(201);
  });
});

describe('blog posts', () => {
  it('stores the Amharic texts, sanitizes the Amharic content, and the public list marks only whether it exists', async () => {
    const created = await asStaff('POST', '/api/admin/blog-posts', {
      ...post,
      translations: { am: { title: 'የመኸር ዜና', description: 'ጥሩ ወቅት።', content: '<p>ምርት ጨመረ።</p><script>alert(1)</script>' } },
    });
    expect(created.status).toBe(201);
    expect(created.json.data.translations).toEqual({
      am: { title: 'የመኸር ዜና', description: 'ጥሩ ወቅት።', content: '<p>ምርት ጨመረ።</p>' },
    });
    const id = created.json.data.id as string;
    const [row] = await postRows(id);
    expect(row?.content).toBe('<p>ምርት ጨመረ።</p>');

    const page = await call(ctx, 'GET', `/api/blog-posts/${id}`);
    expect(page.json.data).toMatchObject({ title: post.title, translations: { am: { title: 'የመኸር ዜና', content: '<p>ምርት ጨመረ።</p>' } } });
    const list = await call(ctx, 'GET', '/api/blog-posts');
    expect(list.json.data.find((p: { id: string }) => p.id === id)).toMatchObject({
      content: '',
      translations: { am: { title: 'የመኸር ዜና', content: '' } },
    });
  });

  it('takes a long post in both languages (Ethiopic letters are 3 bytes each), while other JSON keeps its small limit', async () => {
    const body = `<p>${'ካሳቫ '.repeat(24_000)}</p>`;
    expect(Buffer.byteLength(body)).toBeGreaterThan(200 * 1024);
    const created = await asStaff('POST', '/api/admin/blog-posts', {
      ...post,
      content: `<p>${'cassava '.repeat(10_000)}</p>`,
      translations: { am: { content: body } },
    });
    expect(created.status).toBe(201);
    expect(created.json.data.translations.am.content).toBe(body);
    const event = await asStaff('POST', '/api/admin/events', {
      title: 'x',
      description: 'ካሳቫ '.repeat(20_000),
      date: '2030-01-01',
      location: 'y',
    });
    expect(event.status).toBe(413);
  });

  it('keeps no Amharic when none is given, or when its content sanitizes to nothing', async () => {
    const created = await asStaff('POST', '/api/admin/blog-posts', {
      ...post,
      translations: { am: { title: '', content: '<script>x()</script>' } },
    });
    expect(created.status).toBe(201);
    expect(created.json.data).not.toHaveProperty('translations');
    const id = created.json.data.id as string;
    expect(await postRows(id)).toEqual([]);
    expect((await call(ctx, 'GET', '/api/blog-posts')).json.data.find((p: { id: string }) => p.id === id)).not.toHaveProperty(
      'translations',
    );
    const updated = await asStaff('PUT', `/api/admin/blog-posts/${id}`, { ...post, translations: { am: { content: '<p>ሰላም</p>' } } });
    expect(updated.json.data.translations).toEqual({ am: { content: '<p>ሰላም</p>' } });
  });

  it('refuses Amharic texts over the English limits with a 400 naming the field', async () => {
    const description = { ...post, translations: { am: { description: 'ካ'.repeat(1001) } } };
    await expectRefused('POST', '/api/admin/blog-posts', description, {
      'translations.am.description': 'Amharic description must be at most 1000 characters',
    });
    const title = { ...post, translations: { am: { title: 'ካ'.repeat(201) } } };
    await expectRefused('PUT', '/api/admin/blog-posts/harvest', title, {
      'translations.am.title': 'Amharic title must be at most 200 characters',
    });
  });
});

describe('resources', () => {
  it('takes the Amharic texts from form data and JSON, and answers them publicly', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(resource)) form.set(k, v);
    form.set('translations.am.title', 'የመትከያ መመሪያ');
    form.set('translations.am.description', '');
    const multipart = await asStaff('POST', '/api/admin/resources', form);
    expect(multipart.status).toBe(201);
    expect(multipart.json.data.translations).toEqual({ am: { title: 'የመትከያ መመሪያ' } });
    const id = multipart.json.data.id as string;

    // The Amharic given replaces the Amharic there was: the title goes.
    const put = await asStaff('PUT', `/api/admin/resources/${id}`, { ...resource, translations: { am: { description: 'ደረጃ በደረጃ።' } } });
    expect(put.json.data.translations).toEqual({ am: { description: 'ደረጃ በደረጃ።' } });
    expect(await resourceRows(id)).toEqual([{ resourceId: id, lang: 'am', title: null, description: 'ደረጃ በደረጃ።', content: null }]);
    const list = await call(ctx, 'GET', '/api/resources');
    expect(list.json.data.find((r: { id: string }) => r.id === id).translations).toEqual({ am: { description: 'ደረጃ በደረጃ።' } });
  });

  it('refuses an Amharic title over the limit in form data too', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(resource)) form.set(k, v);
    form.set('translations.am.title', 'ካ'.repeat(201));
    await expectRefused('POST', '/api/admin/resources', form, {
      'translations.am.title': 'Amharic title must be at most 200 characters',
    });
  });
});

describe('the API document', () => {
  it('documents the Amharic fields of the forms (with their limits) and of the answers', async () => {
    const doc = (await call(ctx, 'GET', '/api/openapi.json')).json;
    /** A form's texts in one of the other languages, which it names. */
    const form = (path: string) => {
      const translations = doc.paths[path].post.requestBody.content['application/json'].schema.properties.translations;
      expect(translations.propertyNames.enum).toEqual(['am', 'om']);
      return translations.additionalProperties.properties;
    };
    expect(form('/api/admin/events').title).toEqual({ anyOf: [{ type: 'string', maxLength: 200 }, { type: 'null' }], default: null });
    expect(form('/api/admin/blog-posts').content.anyOf[0]).toEqual({ type: 'string', maxLength: 100_000 });
    expect(form('/api/admin/resources').description.anyOf[0]).toEqual({ type: 'string', maxLength: 2000 });
    const answer = doc.paths['/api/blog-posts/{id}'].get.responses['200'].content['application/json'].schema.properties.data;
    expect(Object.keys(answer.properties.translations.additionalProperties.properties)).toEqual(
      expect.arrayContaining(['title', 'description', 'content']),
    );
  });
});

describe('public answers on the wire', () => {
  let site: SiteServer;
  beforeAll(async () => {
    site = await startSiteServer();
  });
  afterAll(() => site.close());

  it('are the same whether kept or not, and carry the Amharic staff wrote', async () => {
    const staff = { token: (await makeUser(site.ctx, 'admin')).token };
    const translations = { am: { title: 'የመኸር ዜና', content: '<p>ሰላም</p>' } };
    const created = await call(site.ctx, 'POST', '/api/admin/blog-posts', { ...post, translations }, staff);
    const id = created.json.data.id as string;
    for (const path of [`/api/blog-posts/${id}`, '/api/blog-posts', '/api/events', '/api/resources']) {
      const first = await onWire(site.port, 'GET', path);
      const kept = await onWire(site.port, 'GET', path);
      expect(first.status).toBe(200);
      expect(kept.body.equals(first.body)).toBe(true);
      const data = JSON.parse(kept.body.toString()).data;
      // The built-in items have their Amharic from content/am/, the new post the Amharic staff wrote.
      for (const item of Array.isArray(data) ? data : [data]) expect(item).toHaveProperty('translations.am.title');
    }
    const page = JSON.parse((await onWire(site.port, 'GET', `/api/blog-posts/${id}`)).body.toString()).data;
    expect(page.translations).toEqual(translations);
  });
});
