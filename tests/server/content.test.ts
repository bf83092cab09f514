// The public content API: blog posts, resources and events, seeded from content/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInBlogPosts } from '../../content/blogPosts';
import { builtInEvents } from '../../content/events';
import { builtInResources } from '../../content/resources';
import type { BlogPost, Resource } from '../../contract/content';
import type { PublicEvent } from '../../contract/events';
import { events } from '../../server/db/schema';
import { seed, seedSteps } from '../../server/db/seed';
import { call, createTestContext, type TestContext } from '../support/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seedSteps });
  ctx.clock.set(new Date('2026-11-21T09:00:00Z'));
});
afterAll(() => ctx.close());

describe('seeding the built-in content', () => {
  it('inserts every built-in event, post and resource once, and not again', async () => {
    const again = await seed(ctx.database.db, seedSteps);
    expect(again).toEqual([]);
    const posts = await call(ctx, 'GET', '/api/blog-posts');
    expect(posts.json.data).toHaveLength(builtInBlogPosts.length);
    const resources = await call(ctx, 'GET', '/api/resources');
    expect(resources.json.data).toHaveLength(builtInResources.length);
    const evs = await call(ctx, 'GET', '/api/events');
    expect(evs.json.data).toHaveLength(builtInEvents.length);
  });
});

describe('GET /api/blog-posts', () => {
  it('lists posts newest first, with every public field and a short cache', async () => {
    const res = await call(ctx, 'GET', '/api/blog-posts');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const posts = res.json.data as BlogPost[];
    const dates = posts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(posts.length).toBeGreaterThanOrEqual(8);
    for (const p of posts) {
      // Built-in posts also carry their texts in the other languages, `translations` (built-in-translations.test.ts).
      expect(
        Object.keys(p)
          .filter((key) => key !== 'translations')
          .sort(),
      ).toEqual(
        ['author', 'category', 'content', 'date', 'description', 'featured', 'id', 'image', 'readUrl', 'tags', 'title', 'type'].sort(),
      );
    }
    // Every blog category has posts, some are featured and one lies after "today" (2026-11-21).
    for (const category of ['news', 'events', 'upcoming', 'stories', 'research']) {
      expect(posts.some((p) => p.category === category)).toBe(true);
    }
    expect(posts.filter((p) => p.featured).length).toBeGreaterThanOrEqual(2);
    expect(posts.some((p) => p.date > '2026-11-21')).toBe(true);
  });

  it('marks a post with a body by an empty content string and leaves the body for its own page', async () => {
    const res = await call(ctx, 'GET', '/api/blog-posts');
    const story = (res.json.data as BlogPost[]).find((p) => p.id === 'wolaita-cooperative-doubles-yield');
    expect(story?.content).toBe('');
    const withLink = (res.json.data as BlogPost[]).find((p) => p.id === 'new-board-members');
    expect(withLink?.content).toBeNull();
    expect(withLink?.readUrl).toBe('/about');
  });

  it('filters by category', async () => {
    const res = await call(ctx, 'GET', '/api/blog-posts?category=stories');
    const posts = res.json.data as BlogPost[];
    expect(posts.length).toBe(builtInBlogPosts.filter((p) => p.category === 'stories').length);
    expect(posts.every((p) => p.category === 'stories')).toBe(true);
    const none = await call(ctx, 'GET', '/api/blog-posts?category=no-such-category');
    expect(none.status).toBe(200);
    expect(none.json.data).toEqual([]);
  });

  it('rejects a malformed category with a 400, not a 500', async () => {
    const res = await call(ctx, 'GET', `/api/blog-posts?category=${encodeURIComponent("'; drop table x;--")}`);
    expect(res.status).toBe(400);
    expect(res.json.error).toBeTruthy();
  });
});

describe('GET /api/blog-posts/:id', () => {
  it('returns one post with its sanitized body', async () => {
    const res = await call(ctx, 'GET', '/api/blog-posts/wolaita-cooperative-doubles-yield');
    expect(res.status).toBe(200);
    expect(res.json.data.title).toMatch(/Wolaita cooperative/);
    expect(res.json.data.content).toContain('<h2>Clean cuttings from the demonstration farm</h2>');
  });

  it('strips scripts and event handlers from stored HTML', async () => {
    const { blogPosts } = await import('../../server/db/schema');
    await ctx.database.db.insert(blogPosts).values({
      id: 'unsafe-post',
      title: 'Unsafe',
      description: 'x',
      author: 'x',
      content: '<p onclick="alert(1)">Hi<script>alert(2)</script><a href="javascript:alert(3)">x</a><img src=x onerror="alert(4)"></p>',
    });
    const res = await call(ctx, 'GET', '/api/blog-posts/unsafe-post');
    const html = res.json.data.content as string;
    expect(html).toContain('<p>Hi');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
    await ctx.database.db.delete(blogPosts).where((await import('drizzle-orm')).eq(blogPosts.id, 'unsafe-post'));
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['no-such-post', 'bad%20id', 'a'.repeat(200)]) {
      const res = await call(ctx, 'GET', `/api/blog-posts/${id}`);
      expect(res.status).toBe(404);
      expect(res.json.message).toBe('That post was not found.');
    }
  });
});

describe('GET /api/resources', () => {
  it('lists the twelve resources with their links and filters by category', async () => {
    const res = await call(ctx, 'GET', '/api/resources');
    const list = res.json.data as Resource[];
    expect(list).toHaveLength(12);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const types = new Set(list.map((r) => r.type));
    for (const t of ['pdf', 'certificate', 'book']) expect(types.has(t)).toBe(true);
    // Each built-in resource leads to its own document or page: no two share a link.
    expect(new Set(list.map((r) => r.downloadUrl ?? r.readUrl ?? r.galleryUrl)).size).toBe(12);
    const guides = await call(ctx, 'GET', '/api/resources?category=farming-guides');
    expect((guides.json.data as Resource[]).map((r) => r.id).sort()).toEqual(['clean-cuttings-guide', 'planting-guide']);
    const all = await call(ctx, 'GET', '/api/resources?category=all');
    expect(all.json.data).toHaveLength(12);
    const empty = await call(ctx, 'GET', '/api/resources?category=products');
    expect(empty.json.data).toEqual([]);
  });
});

describe('GET /api/events', () => {
  it('lists upcoming events first (soonest first), then past ones (latest first), each with eventDate', async () => {
    const res = await call(ctx, 'GET', '/api/events');
    expect(res.status).toBe(200);
    const list = res.json.data as PublicEvent[];
    expect(list.map((e) => e.date)).toEqual(['2027-09-02', '2027-09-03', '2026-09-03', '2026-09-02', '2025-09-03', '2025-09-02']);
    for (const e of list) {
      expect(e.eventDate).toBe(e.date);
      expect(e.location).toBe('ICT Park, Addis Ababa');
      expect(Number.isNaN(Date.parse(e.createdAt))).toBe(false);
    }
  });

  it('leaves archived events out', async () => {
    const [archived] = await ctx.database.db
      .insert(events)
      .values({ title: 'Withdrawn field day', description: 'x', date: '2027-01-10', location: 'Hawassa', archivedAt: new Date() })
      .returning();
    const res = await call(ctx, 'GET', '/api/events');
    expect((res.json.data as PublicEvent[]).some((e) => e.id === archived!.id)).toBe(false);
    const one = await call(ctx, 'GET', `/api/events/${archived!.id}`);
    expect(one.status).toBe(404);
  });

  it('counts an event dated today in Addis Ababa as upcoming', async () => {
    ctx.clock.set(new Date('2027-09-02T22:30:00Z')); // 01:30 on 3 September in Addis Ababa
    const res = await call(ctx, 'GET', '/api/events');
    expect((res.json.data as PublicEvent[])[0]!.date).toBe('2027-09-03');
    ctx.clock.set(new Date('2026-11-21T09:00:00Z'));
  });
});

describe('GET /api/events/:id', () => {
  it('returns one event', async () => {
    const id = builtInEvents[0]!.id;
    const res = await call(ctx, 'GET', `/api/events/${id}`);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id, date: '2027-09-02', eventDate: '2027-09-02', location: 'ICT Park, Addis Ababa' });
  });

  it('answers 404 for an unknown or invalid id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1']) {
      const res = await call(ctx, 'GET', `/api/events/${id}`);
      expect(res.status).toBe(404);
      expect(res.json.message).toBe('That event was not found.');
    }
  });
});
