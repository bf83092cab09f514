// The built-in events, posts and resources answer with their Amharic, read from content/am while their English is the
// built-in English: a fresh seed stores none of it, and a database seeded before any Amharic existed gets it the same
// way on its next start, showing what staff wrote over it and none for a text whose English staff changed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInBlogPosts as blogPostsAm } from '../../content/am/blogPosts';
import { builtInEvents as eventsAm } from '../../content/am/events';
import { builtInResources as resourcesAm } from '../../content/am/resources';
import { builtInBlogPosts } from '../../content/blogPosts';
import { builtInEvents } from '../../content/events';
import { builtInResources } from '../../content/resources';
import { blogPosts, blogPostTexts, events, eventTexts, resources, resourceTexts, settings } from '../../server/db/schema';
import { seed, seedSteps } from '../../server/db/seed';
import { sanitizeContent } from '../../server/features/content/routes';
import { audit } from '../../server/platform/audit';
import { call, createTestContext, makeUser, type TestContext } from '../support/app';

type Item = { id: string; translations?: { am?: Record<string, unknown> } };

/** The Amharic each built-in item is answered with, by id: events and resources from their lists, posts from their pages. */
async function amharicAnswers(ctx: TestContext) {
  const list = async (path: string) =>
    new Map(((await call(ctx, 'GET', path)).json.data as Item[]).map((item) => [item.id, item.translations?.am]));
  const posts = new Map<string, Record<string, unknown> | undefined>();
  for (const p of (await call(ctx, 'GET', '/api/blog-posts')).json.data as Item[]) {
    posts.set(p.id, ((await call(ctx, 'GET', `/api/blog-posts/${p.id}`)).json.data as Item).translations?.am);
  }
  return { events: await list('/api/events'), posts, resources: await list('/api/resources') };
}

const builtInEvent = (e: (typeof eventsAm)[number]) => ({ title: e.title, description: e.description, location: e.location });
const builtInPost = (p: (typeof blogPostsAm)[number]) => ({
  title: p.title,
  description: p.description,
  author: p.author,
  tags: p.tags,
  content: sanitizeContent(p.content ?? null),
});
const builtInResource = (r: (typeof resourcesAm)[number]) => ({
  title: r.title,
  description: r.description,
  content: sanitizeContent(r.content ?? null),
});

/** Every built-in item is answered with the Amharic of content/am, except the ids listed (checked by the caller). */
function expectBuiltInAmharic(answers: Awaited<ReturnType<typeof amharicAnswers>>, except: string[] = []) {
  for (const e of eventsAm.filter((x) => !except.includes(x.id))) expect(answers.events.get(e.id), e.id).toEqual(builtInEvent(e));
  for (const p of blogPostsAm.filter((x) => !except.includes(x.id))) expect(answers.posts.get(p.id), p.id).toEqual(builtInPost(p));
  for (const r of resourcesAm.filter((x) => !except.includes(x.id))) {
    expect(answers.resources.get(r.id), r.id).toEqual(builtInResource(r));
  }
}

/** How many rows of texts in other languages are stored, per table. */
async function storedTexts(ctx: TestContext) {
  const { db } = ctx.database;
  return {
    events: (await db.select().from(eventTexts)).length,
    posts: (await db.select().from(blogPostTexts)).length,
    resources: (await db.select().from(resourceTexts)).length,
  };
}

describe('a fresh database', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ seedSteps });
  });
  afterAll(() => ctx.close());

  it('answers the Amharic of every built-in event, post and resource, though the seed stores none', async () => {
    const answers = await amharicAnswers(ctx);
    expect(answers.events.size).toBe(builtInEvents.length);
    expect(answers.posts.size).toBe(builtInBlogPosts.length);
    expect(answers.resources.size).toBe(builtInResources.length);
    expectBuiltInAmharic(answers);
    expect(await storedTexts(ctx)).toEqual({ events: 0, posts: 0, resources: 0 });
    // The posts with a body have it in Amharic too.
    expect(answers.posts.get('wolaita-cooperative-doubles-yield')?.content).toMatch(/^<p>[\u1200-\u137F]/);
  });

  it('answers the Amharic place of every built-in event and author of every built-in post', async () => {
    const answers = await amharicAnswers(ctx);
    for (const e of eventsAm) expect(answers.events.get(e.id)?.location, e.id).toBe(e.location);
    for (const p of blogPostsAm) expect(answers.posts.get(p.id)?.author, p.id).toBe(p.author);
    expect(answers.events.get(builtInEvents[0]!.id)?.location).toBe('አይሲቲ ፓርክ፣ አዲስ አበባ');
    expect(answers.posts.get('wolaita-cooperative-doubles-yield')?.author).toMatch(/^[\u1200-\u137F]/);
  });
});

describe('a database seeded before the Amharic texts', () => {
  let ctx: TestContext;
  const staffTitle = 'የሠራተኞች ርዕስ';
  const editedEvent = builtInEvents[0]!.id;
  const rewrittenPost = 'national-standard-cassava-flour';
  const removedResource = 'finance-guide';

  beforeAll(async () => {
    ctx = await createTestContext();
    const { db } = ctx.database;
    // What the earlier seed wrote: the English rows and the markers of its steps.
    await db.insert(events).values(builtInEvents);
    await db.insert(blogPosts).values(builtInBlogPosts);
    await db.insert(resources).values(builtInResources);
    const at = new Date().toISOString();
    await db.insert(settings).values(['events', 'blog-posts', 'resources'].map((k) => ({ key: `seed:content:${k}`, value: at })));
    // Since then staff wrote an Amharic title (saved, so audited, as every staff save is), rewrote a post's English
    // title and removed a resource.
    await db.insert(eventTexts).values({ eventId: editedEvent, lang: 'am', title: staffTitle });
    await audit(db, await makeUser(ctx, 'moderator'), 'update', 'event', editedEvent);
    await db.update(blogPosts).set({ title: 'Standard adopted: what it means for processors' }).where(eq(blogPosts.id, rewrittenPost));
    await db.delete(resources).where(eq(resources.id, removedResource));
  });
  afterAll(() => ctx.close());

  it('answers the Amharic of its built-in rows on the next start, keeping what staff wrote, and stores none', async () => {
    // The start runs only the steps the site had not run; none of them writes Amharic.
    expect(await seed(ctx.database.db)).toEqual([
      'content:built-in-texts-from-content',
      'content:unsaved-built-in-texts',
      'content:resource-documents',
      'legal-documents-v1',
      'settings:payment-first-words',
    ]);
    expect(await storedTexts(ctx)).toEqual({ events: 1, posts: 0, resources: 0 });
    const answers = await amharicAnswers(ctx);
    expectBuiltInAmharic(answers, [editedEvent, rewrittenPost, removedResource]);

    // Staff's Amharic title stays; the description and place they left unwritten are the built-in ones.
    const event = eventsAm.find((e) => e.id === editedEvent)!;
    expect(answers.events.get(editedEvent)).toEqual({ ...builtInEvent(event), title: staffTitle });
    // A rewritten English title gets no stale built-in Amharic title; the untouched description and body get theirs.
    const post = blogPostsAm.find((p) => p.id === rewrittenPost)!;
    const { title: _, ...untouched } = builtInPost(post);
    expect(answers.posts.get(rewrittenPost)).toEqual(untouched);
    // A removed row is not brought back.
    expect(answers.resources.has(removedResource)).toBe(false);

    // The next start changes nothing.
    expect(await seed(ctx.database.db)).toEqual([]);
    expect(await storedTexts(ctx)).toEqual({ events: 1, posts: 0, resources: 0 });

    // Staff who clear their Amharic title get the built-in one back: its English is still the built-in English.
    const { token } = await makeUser(ctx, 'moderator');
    const { id, ...form } = builtInEvents.find((e) => e.id === editedEvent)!;
    const cleared = await call(ctx, 'PUT', `/api/admin/events/${id}`, { ...form, translations: { am: { title: '' } } }, { token });
    expect(cleared.status).toBe(200);
    expect(await storedTexts(ctx)).toEqual({ events: 0, posts: 0, resources: 0 });
    expect((await call(ctx, 'GET', `/api/events/${id}`)).json.data.translations.am).toEqual(builtInEvent(event));
  });
});

describe('a built-in event staff moved and a built-in post whose Amharic author staff wrote', () => {
  let ctx: TestContext;
  const movedEvent = builtInEvents[1]!.id;
  const staffAuthor = 'ጽሕፈት ቤቱ';
  const postWithStaffAuthor = 'wolaita-cooperative-doubles-yield';

  beforeAll(async () => {
    ctx = await createTestContext({ seedSteps });
    const { db } = ctx.database;
    // Since the seed, staff moved an event to another place and wrote a post's Amharic author themselves.
    await db.update(events).set({ location: 'Hawassa' }).where(eq(events.id, movedEvent));
    await db.insert(blogPostTexts).values({ postId: postWithStaffAuthor, lang: 'am', author: staffAuthor });
  });
  afterAll(() => ctx.close());

  it('answers the Amharic place and author of its built-in rows, keeping what staff wrote or changed', async () => {
    expect(await seed(ctx.database.db)).toEqual([]);
    const answers = await amharicAnswers(ctx);
    expectBuiltInAmharic(answers, [movedEvent, postWithStaffAuthor]);
    // The moved event gets no stale Amharic place; its title and description keep their Amharic.
    const moved = eventsAm.find((e) => e.id === movedEvent)!;
    expect(answers.events.get(movedEvent)).toEqual({ title: moved.title, description: moved.description });
    // The staff's Amharic author stays, beside the built-in Amharic of the post's other texts.
    const post = blogPostsAm.find((p) => p.id === postWithStaffAuthor)!;
    expect(answers.posts.get(postWithStaffAuthor)).toEqual({ ...builtInPost(post), author: staffAuthor });
  });
});

describe('a database whose seed stored the built-in Amharic in an earlier wording', () => {
  let ctx: TestContext;
  const unsaved = builtInEvents[0]!.id;
  const saved = builtInEvents[1]!.id;
  const unsavedPost = 'wolaita-cooperative-doubles-yield';
  const earlierWording = 'የቀድሞው አጻጻፍ ርዕስ';
  const staffWording = 'የሠራተኞች አጻጻፍ ርዕስ';

  beforeAll(async () => {
    ctx = await createTestContext({ seedSteps });
    const { db } = ctx.database;
    // Rows as an earlier version's seed left them, in its wording; staff later saved one of the events.
    await db.insert(eventTexts).values([
      { eventId: unsaved, lang: 'am', title: earlierWording, location: 'የቀድሞው ቦታ' },
      { eventId: saved, lang: 'am', title: staffWording },
    ]);
    await db.insert(blogPostTexts).values({ postId: unsavedPost, lang: 'am', author: 'የቀድሞው ጸሐፊ', tags: ['የቀድሞ'] });
    const staff = await makeUser(ctx, 'moderator');
    await audit(db, staff, 'update', 'event', saved);
    // A save of another kind of item under the same id does not count for the event.
    await audit(db, staff, 'update', 'blog_post', unsaved);
    await db.delete(settings).where(eq(settings.key, 'seed:content:unsaved-built-in-texts'));
  });
  afterAll(() => ctx.close());

  it("shows content/am's present wording for the items staff never saved, and keeps what staff saved", async () => {
    expect(await seed(ctx.database.db)).toEqual(['content:unsaved-built-in-texts']);
    expect(await storedTexts(ctx)).toEqual({ events: 1, posts: 0, resources: 0 });
    const answers = await amharicAnswers(ctx);
    expectBuiltInAmharic(answers, [saved]);
    expect(answers.events.get(saved)).toEqual({ ...builtInEvent(eventsAm.find((e) => e.id === saved)!), title: staffWording });
    expect(await seed(ctx.database.db)).toEqual([]);
  });
});
