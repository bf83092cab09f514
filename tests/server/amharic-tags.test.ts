// A post's tags in Amharic: staff write them as the post's Amharic texts (`translations.am.tags`: trimmed, no repeats,
// the English limits), the admin and public answers carry them, the built-in posts answer with theirs from content/am
// while their English tags are the built-in ones, and tags staff wrote or changed are what a post keeps.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInBlogPosts as blogPostsAm } from '../../content/am/blogPosts';
import { blogPosts, blogPostTexts } from '../../server/db/schema';
import { seed, seedSteps } from '../../server/db/seed';
import { call, createTestContext, makeUser, type TestContext } from '../support/app';

const post = { title: 'Harvest news', description: 'A good season.', content: '<p>Yields rose.</p>', author: 'Hana Girma' };
const ETHIOPIC = /^[\u1200-\u137F_ ]+$/;

describe("a post's Amharic tags", () => {
  let ctx: TestContext;
  let token: string;
  const asStaff = (method: string, path: string, body?: unknown) => call(ctx, method, path, body, { token });
  const amTagsOf = async (id: string) =>
    (
      await ctx.database.db
        .select({ tags: blogPostTexts.tags })
        .from(blogPostTexts)
        .where(and(eq(blogPostTexts.postId, id), eq(blogPostTexts.lang, 'am')))
    )[0]?.tags;
  beforeAll(async () => {
    ctx = await createTestContext({ seedSteps });
    token = (await makeUser(ctx, 'moderator')).token;
  });
  afterAll(() => ctx.close());

  it('are stored trimmed and once each, answered to staff and the public, and can be removed', async () => {
    const created = await asStaff('POST', '/api/admin/blog-posts', {
      ...post,
      tags: ['harvest'],
      translations: { am: { tags: [' መኸር ', 'ዋጋ', 'መኸር'] } },
    });
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ tags: ['harvest'], translations: { am: { tags: ['መኸር', 'ዋጋ'] } } });
    const id = created.json.data.id as string;
    expect(await amTagsOf(id)).toEqual(['መኸር', 'ዋጋ']);
    expect((await call(ctx, 'GET', `/api/blog-posts/${id}`)).json.data).toMatchObject({
      tags: ['harvest'],
      translations: { am: { tags: ['መኸር', 'ዋጋ'] } },
    });
    const list = await call(ctx, 'GET', '/api/blog-posts');
    expect(list.json.data.find((p: { id: string }) => p.id === id).translations).toEqual({ am: { tags: ['መኸር', 'ዋጋ'] } });

    // An edit that sends no Amharic leaves the Amharic as it was.
    const kept = await asStaff('PUT', `/api/admin/blog-posts/${id}`, { ...post, tags: ['harvest', 'prices'] });
    expect(kept.json.data).toMatchObject({ tags: ['harvest', 'prices'], translations: { am: { tags: ['መኸር', 'ዋጋ'] } } });

    const cleared = await asStaff('PUT', `/api/admin/blog-posts/${id}`, { ...post, tags: ['harvest'], translations: { am: { tags: [] } } });
    expect(cleared.status).toBe(200);
    expect(cleared.json.data).not.toHaveProperty('translations');
    expect(await amTagsOf(id)).toBeUndefined();
    expect((await call(ctx, 'GET', `/api/blog-posts/${id}`)).json.data).not.toHaveProperty('translations');
  });

  it('are refused beyond 20, as the English ones are', async () => {
    const many = await asStaff('POST', '/api/admin/blog-posts', {
      ...post,
      translations: { am: { tags: Array.from({ length: 21 }, (_, i) => `ቃል ${i}`) } },
    });
    expect(many.status).toBe(400);
    expect(Object.keys(many.json.fields)).toEqual(['translations.am.tags']);
  });

  it('of every built-in post are Amharic words, and the public answer carries them', async () => {
    for (const p of blogPostsAm) {
      expect(p.tags.length, p.id).toBeGreaterThan(0);
      for (const tag of p.tags) expect(tag, p.id).toMatch(ETHIOPIC);
      expect((await call(ctx, 'GET', `/api/blog-posts/${p.id}`)).json.data.translations?.am?.tags, p.id).toEqual(p.tags);
    }
  });
});

describe('a built-in post whose tags staff changed or wrote in Amharic', () => {
  let ctx: TestContext;
  const retagged = 'jimma-processor-local-dryer';
  const staffTagged = 'wolaita-cooperative-doubles-yield';

  beforeAll(async () => {
    ctx = await createTestContext({ seedSteps });
    const { db } = ctx.database;
    // Since the seed, staff changed one post's English tags and wrote another's Amharic tags themselves.
    await db
      .update(blogPosts)
      .set({ tags: ['drying'] })
      .where(eq(blogPosts.id, retagged));
    await db.insert(blogPostTexts).values({ postId: staffTagged, lang: 'am', tags: ['ኅብረት_ሥራ'] });
  });
  afterAll(() => ctx.close());

  it('answers the tags staff wrote, none for tags staff changed, and the built-in ones for the rest', async () => {
    type Post = { id: string; translations?: { am?: { title?: string; tags?: string[] } } };
    const answered = new Map(((await call(ctx, 'GET', '/api/blog-posts')).json.data as Post[]).map((p) => [p.id, p.translations?.am]));
    for (const p of blogPostsAm.filter((x) => x.id !== retagged && x.id !== staffTagged)) {
      expect(answered.get(p.id)?.tags, p.id).toEqual(p.tags);
    }
    // Only the changed field loses its Amharic; what staff wrote comes before the built-in text.
    const builtIn = (id: string) => blogPostsAm.find((p) => p.id === id)!;
    expect(answered.get(retagged)).not.toHaveProperty('tags');
    expect(answered.get(retagged)?.title).toBe(builtIn(retagged).title);
    expect(answered.get(staffTagged)?.tags).toEqual(['ኅብረት_ሥራ']);
    expect(answered.get(staffTagged)?.title).toBe(builtIn(staffTagged).title);
    // The Amharic of the built-in posts is read from content/am, not written by a seed step.
    expect(await seed(ctx.database.db)).toEqual([]);
    expect(await ctx.database.db.select().from(blogPostTexts)).toHaveLength(1);
  });
});
