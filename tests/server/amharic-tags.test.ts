// A post's tags in Amharic: staff write them beside the English ones (trimmed, no repeats, the English limits), the
// admin and public answers carry them, a fresh seed gives the built-in posts theirs, and a database seeded before they
// existed gets them once on its next start without touching tags staff wrote or changed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInBlogPosts as blogPostsAm } from '../../content/am/blogPosts';
import type { Database } from '../../server/db/client';
import { blogPosts, settings } from '../../server/db/schema';
import { seed, seedSteps } from '../../server/db/seed';
import { call, createTestContext, makeUser, type TestContext } from '../support/app';
import { createTestDatabase } from '../support/db';

const post = { title: 'Harvest news', description: 'A good season.', content: '<p>Yields rose.</p>', author: 'Hana Girma' };
const ETHIOPIC = /^[\u1200-\u137F_ ]+$/;

describe("a post's Amharic tags", () => {
  let ctx: TestContext;
  let token: string;
  const asStaff = (method: string, path: string, body?: unknown) => call(ctx, method, path, body, { token });
  beforeAll(async () => {
    ctx = await createTestContext({ seedSteps });
    token = (await makeUser(ctx, 'moderator')).token;
  });
  afterAll(() => ctx.close());

  it('are stored trimmed and once each, answered to staff and the public, and can be removed', async () => {
    const created = await asStaff('POST', '/api/admin/blog-posts', { ...post, tags: ['harvest'], tagsAm: [' መኸር ', 'ዋጋ', 'መኸር'] });
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ tags: ['harvest'], tagsAm: ['መኸር', 'ዋጋ'] });
    const id = created.json.data.id as string;
    expect((await call(ctx, 'GET', `/api/blog-posts/${id}`)).json.data).toMatchObject({ tags: ['harvest'], tagsAm: ['መኸር', 'ዋጋ'] });
    const list = await call(ctx, 'GET', '/api/blog-posts');
    expect(list.json.data.find((p: { id: string }) => p.id === id).tagsAm).toEqual(['መኸር', 'ዋጋ']);

    const cleared = await asStaff('PUT', `/api/admin/blog-posts/${id}`, { ...post, tags: ['harvest'] });
    expect(cleared.json.data.tagsAm).toEqual([]);
    expect((await call(ctx, 'GET', `/api/blog-posts/${id}`)).json.data.tagsAm).toEqual([]);
  });

  it('are refused beyond 20, as the English ones are', async () => {
    const many = await asStaff('POST', '/api/admin/blog-posts', { ...post, tagsAm: Array.from({ length: 21 }, (_, i) => `ቃል ${i}`) });
    expect(many.status).toBe(400);
    expect(Object.keys(many.json.fields)).toEqual(['tagsAm']);
  });

  it('of every built-in post are Amharic words, and the public answer carries them', async () => {
    for (const p of blogPostsAm) {
      expect(p.tags.length, p.id).toBeGreaterThan(0);
      for (const tag of p.tags) expect(tag, p.id).toMatch(ETHIOPIC);
      expect((await call(ctx, 'GET', `/api/blog-posts/${p.id}`)).json.data.tagsAm, p.id).toEqual(p.tags);
    }
  });
});

describe('a database seeded before the Amharic tags', () => {
  let database: Database;
  const retagged = 'jimma-processor-local-dryer';
  const staffTagged = 'wolaita-cooperative-doubles-yield';

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await seed(db);
    await db.update(blogPosts).set({ tagsAm: [] });
    await db.delete(settings).where(eq(settings.key, 'seed:content:amharic-tags'));
    // Since then staff changed one post's English tags and wrote another's Amharic tags themselves.
    await db
      .update(blogPosts)
      .set({ tags: ['drying'] })
      .where(eq(blogPosts.id, retagged));
    await db
      .update(blogPosts)
      .set({ tagsAm: ['ኅብረት_ሥራ'] })
      .where(eq(blogPosts.id, staffTagged));
  });
  afterAll(() => database.close());

  it('gets the Amharic tags of its built-in posts once, keeping what staff wrote or changed', async () => {
    expect(await seed(database.db)).toEqual(['content:amharic-tags']);
    const rows = new Map(
      (await database.db.select({ id: blogPosts.id, tagsAm: blogPosts.tagsAm }).from(blogPosts)).map((r) => [r.id, r.tagsAm]),
    );
    for (const p of blogPostsAm.filter((x) => x.id !== retagged && x.id !== staffTagged)) expect(rows.get(p.id), p.id).toEqual(p.tags);
    expect(rows.get(retagged)).toEqual([]);
    expect(rows.get(staffTagged)).toEqual(['ኅብረት_ሥራ']);
    expect(await seed(database.db)).toEqual([]);
  });
});
