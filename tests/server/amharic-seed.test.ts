// The built-in events, posts and resources carry their Amharic in the database: a fresh seed writes it, and a database
// seeded before the Amharic columns existed gets it on its next start, without touching what staff wrote.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInBlogPosts as blogPostsAm } from '../../content/am/blogPosts';
import { builtInEvents as eventsAm } from '../../content/am/events';
import { builtInResources as resourcesAm } from '../../content/am/resources';
import { builtInBlogPosts } from '../../content/blogPosts';
import { builtInEvents } from '../../content/events';
import { builtInResources } from '../../content/resources';
import type { Database } from '../../server/db/client';
import { blogPosts, events, resources, settings } from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { createTestDatabase } from '../support/db';

type AmRow = { id: string; titleAm: string | null; descriptionAm: string | null; contentAm?: string | null };
type NameRow = { id: string; english: string; amharic: string | null };

const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));

async function amharicColumns(db: Database['db']) {
  return {
    events: byId<AmRow>(await db.select({ id: events.id, titleAm: events.titleAm, descriptionAm: events.descriptionAm }).from(events)),
    posts: byId<AmRow>(
      await db
        .select({ id: blogPosts.id, titleAm: blogPosts.titleAm, descriptionAm: blogPosts.descriptionAm, contentAm: blogPosts.contentAm })
        .from(blogPosts),
    ),
    resources: byId<AmRow>(
      await db
        .select({ id: resources.id, titleAm: resources.titleAm, descriptionAm: resources.descriptionAm, contentAm: resources.contentAm })
        .from(resources),
    ),
  };
}

/** Each built-in event's place and each post's author, in English and in Amharic. */
async function namesOf(db: Database['db']) {
  return {
    places: byId<NameRow>(await db.select({ id: events.id, english: events.location, amharic: events.locationAm }).from(events)),
    authors: byId<NameRow>(await db.select({ id: blogPosts.id, english: blogPosts.author, amharic: blogPosts.authorAm }).from(blogPosts)),
  };
}

/** Every built-in event has its Amharic place and every post its Amharic author, except the ids listed. */
function expectBuiltInNames(names: Awaited<ReturnType<typeof namesOf>>, except: string[] = []) {
  for (const e of eventsAm.filter((x) => !except.includes(x.id))) expect(names.places.get(e.id)?.amharic).toBe(e.location);
  for (const p of blogPostsAm.filter((x) => !except.includes(x.id))) expect(names.authors.get(p.id)?.amharic).toBe(p.author);
}

/** Every built-in row holds the Amharic of content/am, except the ids listed (checked by the caller). */
function expectBuiltInAmharic(columns: Awaited<ReturnType<typeof amharicColumns>>, except: string[] = []) {
  for (const e of eventsAm.filter((x) => !except.includes(x.id))) {
    expect(columns.events.get(e.id)).toEqual({ id: e.id, titleAm: e.title, descriptionAm: e.description });
  }
  for (const p of blogPostsAm.filter((x) => !except.includes(x.id))) {
    expect(columns.posts.get(p.id)).toEqual({ id: p.id, titleAm: p.title, descriptionAm: p.description, contentAm: p.content });
  }
  for (const r of resourcesAm.filter((x) => !except.includes(x.id))) {
    expect(columns.resources.get(r.id)).toEqual({ id: r.id, titleAm: r.title, descriptionAm: r.description, contentAm: r.content });
  }
}

describe('a fresh database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('is seeded with the Amharic of every built-in event, post and resource', async () => {
    await seed(database.db);
    const columns = await amharicColumns(database.db);
    expect(columns.events.size).toBe(builtInEvents.length);
    expect(columns.posts.size).toBe(builtInBlogPosts.length);
    expect(columns.resources.size).toBe(builtInResources.length);
    expectBuiltInAmharic(columns);
    // The posts with a body have it in Amharic too.
    const story = columns.posts.get('wolaita-cooperative-doubles-yield');
    expect(story?.contentAm).toMatch(/^<p>[\u1200-\u137F]/);
  });

  it('is seeded with the Amharic place of every built-in event and author of every built-in post', async () => {
    const names = await namesOf(database.db);
    expectBuiltInNames(names);
    expect(names.places.get(builtInEvents[0]!.id)?.amharic).toBe('አይሲቲ ፓርክ፣ አዲስ አበባ');
    expect(names.authors.get('wolaita-cooperative-doubles-yield')?.amharic).toMatch(/^[\u1200-\u137F]/);
  });
});

describe('a database seeded before the Amharic columns', () => {
  let database: Database;
  const staffTitle = 'የሠራተኞች ርዕስ';
  const editedEvent = builtInEvents[0]!.id;
  const rewrittenPost = 'national-standard-cassava-flour';
  const removedResource = 'finance-guide';

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    // What the earlier seed wrote: the English rows and the markers of its steps.
    await db.insert(events).values(builtInEvents);
    await db.insert(blogPosts).values(builtInBlogPosts);
    await db.insert(resources).values(builtInResources);
    const at = new Date().toISOString();
    await db.insert(settings).values(['events', 'blog-posts', 'resources'].map((k) => ({ key: `seed:content:${k}`, value: at })));
    // Since then staff wrote an Amharic title, rewrote a post's English title and removed a resource.
    await db.update(events).set({ titleAm: staffTitle }).where(eq(events.id, editedEvent));
    await db.update(blogPosts).set({ title: 'Standard adopted: what it means for processors' }).where(eq(blogPosts.id, rewrittenPost));
    await db.delete(resources).where(eq(resources.id, removedResource));
  });
  afterAll(() => database.close());

  it('gets the Amharic of its built-in rows on the next start, once, keeping what staff wrote', async () => {
    // A site seeded before the terms existed also gets their first versions on that start.
    expect(await seed(database.db)).toEqual([
      'content:amharic',
      'content:amharic-place-author',
      'content:resource-documents',
      'content:amharic-tags',
      'legal-documents-v1',
    ]);
    const columns = await amharicColumns(database.db);
    expectBuiltInAmharic(columns, [editedEvent, rewrittenPost, removedResource]);

    // Staff's Amharic title stays; the description they left empty is filled.
    const event = eventsAm.find((e) => e.id === editedEvent)!;
    expect(columns.events.get(editedEvent)).toEqual({ id: editedEvent, titleAm: staffTitle, descriptionAm: event.description });
    // A rewritten English title gets no stale built-in Amharic title; the untouched description and body get theirs.
    const post = blogPostsAm.find((p) => p.id === rewrittenPost)!;
    expect(columns.posts.get(rewrittenPost)).toEqual({
      id: rewrittenPost,
      titleAm: null,
      descriptionAm: post.description,
      contentAm: post.content,
    });
    // A removed row is not brought back.
    expect(columns.resources.has(removedResource)).toBe(false);

    // The next start changes nothing: an Amharic text staff clear later stays cleared.
    await database.db.update(events).set({ descriptionAm: null }).where(eq(events.id, editedEvent));
    expect(await seed(database.db)).toEqual([]);
    const [row] = await database.db.select({ d: events.descriptionAm }).from(events).where(eq(events.id, editedEvent));
    expect(row?.d).toBeNull();
    const markers = await database.db.select().from(settings).where(eq(settings.key, 'seed:content:amharic'));
    expect(markers).toHaveLength(1);
  });
});

describe('a database seeded before the Amharic place and author columns', () => {
  let database: Database;
  const movedEvent = builtInEvents[1]!.id;
  const staffAuthor = 'ጽሕፈት ቤቱ';
  const postWithStaffAuthor = 'wolaita-cooperative-doubles-yield';

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    // What the earlier steps wrote, and their markers; the new step is the only one left.
    await seed(db);
    await db.update(events).set({ locationAm: null });
    await db.update(blogPosts).set({ authorAm: null });
    await db.delete(settings).where(eq(settings.key, 'seed:content:amharic-place-author'));
    // Since then staff moved an event to another place and wrote a post's Amharic author themselves.
    await db.update(events).set({ location: 'Hawassa' }).where(eq(events.id, movedEvent));
    await db.update(blogPosts).set({ authorAm: staffAuthor }).where(eq(blogPosts.id, postWithStaffAuthor));
  });
  afterAll(() => database.close());

  it('gets the Amharic place and author of its built-in rows once, keeping what staff wrote or changed', async () => {
    expect(await seed(database.db)).toEqual(['content:amharic-place-author']);
    const names = await namesOf(database.db);
    expectBuiltInNames(names, [movedEvent, postWithStaffAuthor]);
    // The moved event gets no stale Amharic place; the staff's Amharic author stays.
    expect(names.places.get(movedEvent)).toEqual({ id: movedEvent, english: 'Hawassa', amharic: null });
    expect(names.authors.get(postWithStaffAuthor)?.amharic).toBe(staffAuthor);
    expect(await seed(database.db)).toEqual([]);
  });
});
