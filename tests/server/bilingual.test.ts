// Staff publish in English and, optionally, Amharic: the admin API stores the Amharic title, description and content
// (blank → null, the English limits), answers with them, and the public answers (kept or not) carry them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts, events, resources } from '../../server/db/schema';
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

beforeAll(async () => {
  ctx = await createTestContext();
  token = (await makeUser(ctx, 'moderator')).token;
});
afterAll(() => ctx.close());

describe('events', () => {
  it('stores and answers the Amharic title and description, in the admin list and the public answers', async () => {
    const created = await asStaff('POST', '/api/admin/events', { ...event, titleAm: ` ${amTitle} `, descriptionAm: amDescription });
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ title: event.title, titleAm: amTitle, descriptionAm: amDescription });
    const id = created.json.data.id as string;
    const [row] = await ctx.database.db.select().from(events).where(eq(events.id, id));
    expect(row).toMatchObject({ titleAm: amTitle, descriptionAm: amDescription });

    const list = await asStaff('GET', `/api/admin/events?q=${encodeURIComponent('መስክ')}`);
    expect(list.json.data.items.map((e: { id: string }) => e.id)).toEqual([id]);
    expect(list.json.data.items[0]).toMatchObject({ titleAm: amTitle, descriptionAm: amDescription });

    const one = await call(ctx, 'GET', `/api/events/${id}`);
    expect(one.json.data).toMatchObject({ title: event.title, titleAm: amTitle, descriptionAm: amDescription });
    const all = await call(ctx, 'GET', '/api/events');
    expect(all.json.data.find((e: { id: string }) => e.id === id)).toMatchObject({ titleAm: amTitle });
  });

  it('takes none, an empty string or null as no Amharic (stored NULL), and an update can remove it', async () => {
    const without = await asStaff('POST', '/api/admin/events', event);
    expect(without.status).toBe(201);
    expect(without.json.data).toMatchObject({ titleAm: null, descriptionAm: null });
    const id = without.json.data.id as string;
    expect((await call(ctx, 'GET', `/api/events/${id}`)).json.data).toMatchObject({ titleAm: null, descriptionAm: null });

    const added = await asStaff('PUT', `/api/admin/events/${id}`, { ...event, titleAm: amTitle, descriptionAm: null });
    expect(added.json.data).toMatchObject({ titleAm: amTitle, descriptionAm: null });
    const removed = await asStaff('PUT', `/api/admin/events/${id}`, { ...event, titleAm: ' ', descriptionAm: '' });
    expect(removed.status).toBe(200);
    expect(removed.json.data).toMatchObject({ titleAm: null, descriptionAm: null });
    const [row] = await ctx.database.db.select().from(events).where(eq(events.id, id));
    expect(row).toMatchObject({ titleAm: null, descriptionAm: null });
    // The public answer is cleared with the staff change, not kept with the old Amharic.
    expect((await call(ctx, 'GET', `/api/events/${id}`)).json.data.titleAm).toBeNull();
  });

  it('refuses an Amharic text over the English limit, or not text, with a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ titleAm: 'ካ'.repeat(201) }, { titleAm: 'Amharic title must be at most 200 characters' }],
      [{ descriptionAm: 'ካ'.repeat(5001) }, { descriptionAm: 'Amharic description must be at most 5000 characters' }],
      [{ titleAm: 7 }, { titleAm: 'Amharic title must be text' }],
    ];
    for (const [over, fields] of cases) await expectRefused('POST', '/api/admin/events', { ...event, ...over }, fields);
    // At the limit is fine.
    expect((await asStaff('POST', '/api/admin/events', { ...event, titleAm: 'ካ'.repeat(200) })).status).toBe(201);
  });
});

describe('blog posts', () => {
  it('stores the Amharic texts, sanitizes the Amharic content, and the public list marks only whether it exists', async () => {
    const created = await asStaff('POST', '/api/admin/blog-posts', {
      ...post,
      titleAm: 'የመኸር ዜና',
      descriptionAm: 'ጥሩ ወቅት።',
      contentAm: '<p>ምርት ጨመረ።</p><script>alert(1)</script>',
    });
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ titleAm: 'የመኸር ዜና', descriptionAm: 'ጥሩ ወቅት።', contentAm: '<p>ምርት ጨመረ።</p>' });
    const id = created.json.data.id as string;
    const [row] = await ctx.database.db.select().from(blogPosts).where(eq(blogPosts.id, id));
    expect(row?.contentAm).toBe('<p>ምርት ጨመረ።</p>');

    const page = await call(ctx, 'GET', `/api/blog-posts/${id}`);
    expect(page.json.data).toMatchObject({ title: post.title, titleAm: 'የመኸር ዜና', contentAm: '<p>ምርት ጨመረ።</p>' });
    const list = await call(ctx, 'GET', '/api/blog-posts');
    expect(list.json.data.find((p: { id: string }) => p.id === id)).toMatchObject({ titleAm: 'የመኸር ዜና', content: '', contentAm: '' });
  });

  it('takes a long post in both languages (Ethiopic letters are 3 bytes each), while other JSON keeps its small limit', async () => {
    const body = `<p>${'ካሳቫ '.repeat(24_000)}</p>`;
    expect(Buffer.byteLength(body)).toBeGreaterThan(200 * 1024);
    const created = await asStaff('POST', '/api/admin/blog-posts', {
      ...post,
      content: `<p>${'cassava '.repeat(10_000)}</p>`,
      contentAm: body,
    });
    expect(created.status).toBe(201);
    expect(created.json.data.contentAm).toBe(body);
    const event = await asStaff('POST', '/api/admin/events', {
      title: 'x',
      description: 'ካሳቫ '.repeat(20_000),
      date: '2030-01-01',
      location: 'y',
    });
    expect(event.status).toBe(413);
  });

  it('keeps no Amharic when none is given, or when its content sanitizes to nothing', async () => {
    const created = await asStaff('POST', '/api/admin/blog-posts', { ...post, titleAm: '', contentAm: '<script>x()</script>' });
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ titleAm: null, descriptionAm: null, contentAm: null });
    const id = created.json.data.id as string;
    expect((await call(ctx, 'GET', '/api/blog-posts')).json.data.find((p: { id: string }) => p.id === id)).toMatchObject({
      titleAm: null,
      contentAm: null,
    });
    const updated = await asStaff('PUT', `/api/admin/blog-posts/${id}`, { ...post, contentAm: '<p>ሰላም</p>' });
    expect(updated.json.data).toMatchObject({ titleAm: null, contentAm: '<p>ሰላም</p>' });
  });

  it('refuses Amharic texts over the English limits with a 400 naming the field', async () => {
    const description = { ...post, descriptionAm: 'ካ'.repeat(1001) };
    await expectRefused('POST', '/api/admin/blog-posts', description, {
      descriptionAm: 'Amharic description must be at most 1000 characters',
    });
    const title = { ...post, titleAm: 'ካ'.repeat(201) };
    await expectRefused('PUT', '/api/admin/blog-posts/harvest', title, { titleAm: 'Amharic title must be at most 200 characters' });
  });
});

describe('resources', () => {
  it('takes the Amharic texts from form data and JSON, and answers them publicly', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(resource)) form.set(k, v);
    form.set('titleAm', 'የመትከያ መመሪያ');
    form.set('descriptionAm', '');
    const multipart = await asStaff('POST', '/api/admin/resources', form);
    expect(multipart.status).toBe(201);
    expect(multipart.json.data).toMatchObject({ titleAm: 'የመትከያ መመሪያ', descriptionAm: null, contentAm: null });
    const id = multipart.json.data.id as string;

    const put = await asStaff('PUT', `/api/admin/resources/${id}`, { ...resource, descriptionAm: 'ደረጃ በደረጃ።' });
    expect(put.json.data).toMatchObject({ titleAm: null, descriptionAm: 'ደረጃ በደረጃ።' });
    const [row] = await ctx.database.db.select().from(resources).where(eq(resources.id, id));
    expect(row).toMatchObject({ titleAm: null, descriptionAm: 'ደረጃ በደረጃ።' });
    const list = await call(ctx, 'GET', '/api/resources');
    expect(list.json.data.find((r: { id: string }) => r.id === id)).toMatchObject({
      titleAm: null,
      descriptionAm: 'ደረጃ በደረጃ።',
      contentAm: null,
    });
  });

  it('refuses an Amharic title over the limit in form data too', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(resource)) form.set(k, v);
    form.set('titleAm', 'ካ'.repeat(201));
    await expectRefused('POST', '/api/admin/resources', form, { titleAm: 'Amharic title must be at most 200 characters' });
  });
});

describe('the API document', () => {
  it('documents the Amharic fields of the forms (with their limits) and of the answers', async () => {
    const doc = (await call(ctx, 'GET', '/api/openapi.json')).json;
    const form = (path: string) => doc.paths[path].post.requestBody.content['application/json'].schema.properties;
    expect(form('/api/admin/events').titleAm).toEqual({ anyOf: [{ type: 'string', maxLength: 200 }, { type: 'null' }], default: null });
    expect(form('/api/admin/blog-posts').contentAm.anyOf[0]).toEqual({ type: 'string', maxLength: 100_000 });
    expect(form('/api/admin/resources').descriptionAm.anyOf[0]).toEqual({ type: 'string', maxLength: 2000 });
    const answer = doc.paths['/api/blog-posts/{id}'].get.responses['200'].content['application/json'].schema.properties.data;
    expect(answer.required).toEqual(expect.arrayContaining(['titleAm', 'descriptionAm', 'contentAm']));
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
    const created = await call(site.ctx, 'POST', '/api/admin/blog-posts', { ...post, titleAm: 'የመኸር ዜና', contentAm: '<p>ሰላም</p>' }, staff);
    const id = created.json.data.id as string;
    for (const path of [`/api/blog-posts/${id}`, '/api/blog-posts', '/api/events', '/api/resources']) {
      const first = await onWire(site.port, 'GET', path);
      const kept = await onWire(site.port, 'GET', path);
      expect(first.status).toBe(200);
      expect(kept.body.equals(first.body)).toBe(true);
      const data = JSON.parse(kept.body.toString()).data;
      for (const item of Array.isArray(data) ? data : [data]) {
        expect(item).toHaveProperty('titleAm');
        expect(item).toHaveProperty('descriptionAm');
      }
    }
    const page = JSON.parse((await onWire(site.port, 'GET', `/api/blog-posts/${id}`)).body.toString()).data;
    expect(page).toMatchObject({ titleAm: 'የመኸር ዜና', descriptionAm: null, contentAm: '<p>ሰላም</p>' });
  });
});
