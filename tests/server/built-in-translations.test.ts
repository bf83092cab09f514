// The built-in events, posts and resources in the languages besides English, here Afaan Oromoo: every answer that names
// one carries the built-in content's own text of each field staff have left as built in, and no longer once they rewrite
// that field; the mails in that language use it too. What staff write in a language (a row of its own) comes before it.

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInBlogPosts as amPosts } from '../../content/am/blogPosts';
import { builtInEvents as amEvents } from '../../content/am/events';
import { builtInResources as amResources } from '../../content/am/resources';
import { builtInBlogPosts } from '../../content/blogPosts';
import { builtInEvents } from '../../content/events';
import { builtInBlogPosts as omPosts } from '../../content/om/blogPosts';
import { builtInEvents as omEvents } from '../../content/om/events';
import { builtInResources as omResources } from '../../content/om/resources';
import { eventTexts, resourceTexts } from '../../server/db/schema';
import { seedSteps } from '../../server/db/seed';
import { sanitizeContent } from '../../server/features/content/routes';
import { textsIn } from '../../server/platform/itemTexts';
import { accountSession, call, createTestContext, makeUser, type TestContext } from '../support/app';
import { cancelTokenOf, mailsTo, register } from '../support/seats';

const OM = { 'Accept-Language': 'om' };
/** A call to the API as the staff member signed in for these tests. */
const asStaff = (method: string, path: string, body?: unknown) => call(ctx, method, path, body, { token: staff });

let ctx: TestContext;
let staff: string;
beforeAll(async () => {
  ctx = await createTestContext({ seedSteps });
  staff = (await makeUser(ctx, 'moderator')).token;
});
afterAll(() => ctx.close());

const upcoming = builtInEvents[0]!;
const omUpcoming = omEvents.find((e) => e.id === upcoming.id)!;
const amUpcoming = amEvents.find((e) => e.id === upcoming.id)!;
type Item = { id: string; translations?: Record<string, Record<string, unknown>> };
const find = (items: Item[], id: string) => items.find((item) => item.id === id)!;

describe('the public answers', () => {
  it('give each built-in event its Oromo title, description and place', async () => {
    const events = (await call(ctx, 'GET', '/api/events')).json.data as Item[];
    for (const om of omEvents) {
      expect(find(events, om.id).translations?.om).toEqual({ title: om.title, description: om.description, location: om.location });
    }
    expect((await call(ctx, 'GET', `/api/events/${upcoming.id}`)).json.data.translations.om.title).toBe(omUpcoming.title);
  });

  it('give each built-in post its Oromo texts and tags: a list marks the body, the post its sanitized body', async () => {
    const posts = (await call(ctx, 'GET', '/api/blog-posts')).json.data as Item[];
    for (const om of omPosts) {
      expect(find(posts, om.id).translations?.om).toEqual({
        title: om.title,
        description: om.description,
        author: om.author,
        tags: om.tags,
        content: om.content ? '' : null,
      });
    }
    const withBody = omPosts.find((p) => p.content)!;
    const one = (await call(ctx, 'GET', `/api/blog-posts/${withBody.id}`)).json.data as Item;
    expect(one.translations?.om?.content).toBe(sanitizeContent(withBody.content));
  });

  it('give each built-in resource its Oromo title, description and body', async () => {
    const resources = (await call(ctx, 'GET', '/api/resources')).json.data as Item[];
    for (const om of omResources) {
      expect(find(resources, om.id).translations?.om).toEqual({
        title: om.title,
        description: om.description,
        content: sanitizeContent(om.content ?? null),
      });
    }
  });
});

describe('the staff search', () => {
  const found = async (path: string, q: string) =>
    ((await asStaff('GET', `${path}?pageSize=100&q=${encodeURIComponent(q)}`)).json.data.items as Item[]).map((i) => i.id).sort();
  /** The built-in items whose title, description, place or author in one language holds `q`, in any case. */
  const holding = (items: readonly Record<string, unknown>[], q: string) =>
    items
      .filter((item) =>
        ['title', 'description', 'location', 'author'].some((f) =>
          String(item[f] ?? '')
            .toLowerCase()
            .includes(q.toLowerCase()),
        ),
      )
      .map((item) => item.id as string)
      .sort();

  it('finds a built-in item by the Amharic or Oromo it shows, in any case, and no longer once staff replace that text', async () => {
    const q = 'ጉባኤ 2017';
    const twentySeventeen = holding(amEvents, q);
    expect(twentySeventeen).toHaveLength(2);
    expect(await found('/api/admin/events', q)).toEqual(twentySeventeen);
    const omQ = 'WALGAHII WALIIGALAA WAGGAA 2018';
    expect(holding(omEvents, omQ)).toHaveLength(2);
    expect(await found('/api/admin/events', omQ)).toEqual(holding(omEvents, omQ));
    // A post by its Amharic author, a resource by its Amharic title.
    expect(await found('/api/admin/blog-posts', 'ገነት አበበ')).toEqual(holding(amPosts, 'ገነት አበበ'));
    expect(await found('/api/admin/resources', 'የሙከራ ውጤቶች')).toEqual(holding(amResources, 'የሙከራ ውጤቶች'));

    // Staff write their own Amharic title for one: the built-in one is no longer shown, nor found; theirs is.
    const [first, second] = twentySeventeen;
    const { id, ...form } = builtInEvents.find((e) => e.id === first)!;
    await asStaff('PUT', `/api/admin/events/${id}`, { ...form, translations: { am: { title: 'የ2017 የአባላት ስብሰባ' } } });
    expect(await found('/api/admin/events', 'ጠቅላላ ጉባኤ 2017')).toEqual([second]);
    expect(await found('/api/admin/events', 'የአባላት ስብሰባ')).toEqual([first]);
    // Staff rewrite the other's English title: its built-in Amharic title is not shown, so not found either.
    const other = builtInEvents.find((e) => e.id === second)!;
    await asStaff('PUT', `/api/admin/events/${second}`, { ...other, id: undefined, title: 'The 2017 assembly, second day' });
    expect(await found('/api/admin/events', 'ጠቅላላ ጉባኤ 2017')).toEqual([]);
    // Put back as built in.
    await asStaff('PUT', `/api/admin/events/${id}`, { ...form, translations: { am: { title: '' } } });
    await asStaff('PUT', `/api/admin/events/${second}`, { ...other, id: undefined });
    expect(await found('/api/admin/events', q)).toEqual(twentySeventeen);
  });
});

describe('once staff rewrite a field', () => {
  it('the field has no Oromo any more, the others keep theirs; an item staff made has none', async () => {
    const post = builtInBlogPosts.find((p) => p.id === 'jimma-processor-local-dryer')!;
    const { id: _, date: __, readUrl: ___, ...form } = post;
    const rewritten = await asStaff('PUT', `/api/admin/blog-posts/${post.id}`, { ...form, title: 'A new dryer in Jimma' });
    // Saved as it stands, its picture (a path of the site's own) too.
    expect(rewritten.json).toMatchObject({ data: { title: 'A new dryer in Jimma', image: post.image } });
    const elsewhere = await asStaff('PUT', `/api/admin/blog-posts/${post.id}`, { ...form, image: '//evil.example/x.png' });
    expect(elsewhere.json.fields).toEqual({ image: 'Image must be a URL' });
    const om = omPosts.find((p) => p.id === post.id)!;
    const shown = (await call(ctx, 'GET', `/api/blog-posts/${post.id}`)).json.data as Item;
    expect(shown.translations?.om).toMatchObject({ description: om.description, author: om.author });
    expect(shown.translations?.om).not.toHaveProperty('title');

    const made = await asStaff('POST', '/api/admin/events', {
      title: 'Field day',
      description: 'Visit the farm.',
      date: '2030-08-01',
      location: 'Hawassa',
    });
    expect(made.status).toBe(201);
    expect((await call(ctx, 'GET', `/api/events/${made.json.data.id}`)).json.data).not.toHaveProperty('translations');
  });
});

describe('the staff answers', () => {
  it('give a built-in event, post and resource their translations, so the edit dialog can say what came with the site', async () => {
    for (const [path, id] of [
      ['/api/admin/events', upcoming.id],
      ['/api/admin/blog-posts', omPosts[0]!.id],
      ['/api/admin/resources', omResources[0]!.id],
    ] as const) {
      const items = (await asStaff('GET', `${path}?pageSize=100`)).json.data.items as Item[];
      expect(find(items, id).translations?.om, path).toBeDefined();
    }
    const event = builtInEvents.find((e) => e.id.endsWith('2018'))!;
    const { id, ...form } = event;
    const saved = await asStaff('PUT', `/api/admin/events/${id}`, { ...form, title: 'The 2018 assembly' });
    expect(saved.json.data.translations.om).not.toHaveProperty('title');
    expect(saved.json.data.translations.om).toHaveProperty('description');
  });
});

describe('a built-in item as the edit dialog sends it back', () => {
  it('stores none of the built-in texts it was filled with: a field whose English staff change shows their English', async () => {
    const event = builtInEvents.find((e) => e.id !== upcoming.id && !e.id.endsWith('2018'))!;
    const shownToStaff = (await asStaff('GET', '/api/admin/events?pageSize=100')).json.data.items as Item[];
    const { translations } = find(shownToStaff, event.id);
    expect(translations?.om?.title).toBe(omEvents.find((e) => e.id === event.id)!.title);
    const { id, ...form } = event;
    // Every language's texts as the dialog had them, the English title changed.
    const saved = await asStaff('PUT', `/api/admin/events/${id}`, { ...form, title: 'The assembly, renamed', translations });
    expect(saved.status).toBe(200);
    expect(saved.json.data.translations.om).not.toHaveProperty('title');
    expect(saved.json.data.translations.am).not.toHaveProperty('title');
    expect(saved.json.data.translations.om.description).toBe(omEvents.find((e) => e.id === event.id)!.description);
    expect(await ctx.database.db.select().from(eventTexts).where(eq(eventTexts.eventId, id))).toEqual([]);
    await asStaff('PUT', `/api/admin/events/${id}`, form);
  });

  it('keeps a text the form has no input for: a resource’s body in another language', async () => {
    const resource = omResources[0]!;
    await ctx.database.db.insert(resourceTexts).values({ resourceId: resource.id, lang: 'am', content: '<p>የሠራተኞች ጽሑፍ</p>' });
    const items = (await asStaff('GET', '/api/admin/resources?pageSize=100')).json.data.items as Record<string, unknown>[];
    const shown = items.find((item) => item.id === resource.id)!;
    const id = resource.id;
    // The fields of the staff form, as the dialog sends them.
    const form = Object.fromEntries(['title', 'description', 'category', 'type', 'downloadUrl', 'image'].map((k) => [k, shown[k] ?? '']));
    const saved = await asStaff('PUT', `/api/admin/resources/${id}`, { ...form, translations: { am: { title: 'የሠራተኞች ርዕስ' } } });
    expect(saved.status, saved.text).toBe(200);
    const [row] = await ctx.database.db.select().from(resourceTexts).where(eq(resourceTexts.resourceId, id));
    expect(row).toMatchObject({ title: 'የሠራተኞች ርዕስ', content: '<p>የሠራተኞች ጽሑፍ</p>' });
  });
});

describe('a built-in item staff save unchanged', () => {
  it('keeps its Oromo body, though the body is stored cleaned (its entities as characters)', async () => {
    const post = builtInBlogPosts.find((p) => p.id === 'wolaita-cooperative-doubles-yield')!;
    expect(post.content).toMatch(/&[a-z]+;/);
    const { id: _, date: __, readUrl: ___, ...form } = post;
    const saved = await asStaff('PUT', `/api/admin/blog-posts/${post.id}`, { ...form, featured: !post.featured });
    expect(saved.status).toBe(200);
    expect(saved.json.data.content).not.toBe(post.content);
    const om = omPosts.find((p) => p.id === post.id)!;
    const shown = (await call(ctx, 'GET', `/api/blog-posts/${post.id}`)).json.data as Item;
    expect(shown.translations?.om).toEqual({
      title: om.title,
      description: om.description,
      author: om.author,
      tags: om.tags,
      content: sanitizeContent(om.content),
    });
  });

  it('a post staff wrote has none', async () => {
    const made = await asStaff('POST', '/api/admin/blog-posts', {
      title: 'Harvest news',
      description: 'A good season.',
      content: '<p>Yields rose.</p>',
      author: 'Hana Girma',
    });
    expect(made.status).toBe(201);
    expect((await call(ctx, 'GET', `/api/blog-posts/${made.json.data.id}`)).json.data).not.toHaveProperty('translations');
  });
});

describe('a registration on the Oromo site for a built-in event', () => {
  it('is mailed with the Oromo title and place; its ticket, cancel link and account name the event in Oromo too', async () => {
    const r = await register(ctx, upcoming.id, {}, OM);
    expect(r.status).toBe(201);
    const [mail] = await mailsTo(ctx, r.email);
    expect(mail!.subject).toContain(omUpcoming.title);
    expect(mail!.text).toContain(omUpcoming.location);
    expect(mail!.text).not.toContain(upcoming.title);

    const ticket = (await call(ctx, 'GET', `/api/tickets/${r.reg.ticketCode}`)).json.data.ticket;
    expect(ticket.event.translations.om).toEqual({ title: omUpcoming.title, location: omUpcoming.location });
    const preview = await call(ctx, 'POST', '/api/registrations/cancel/preview', { token: await cancelTokenOf(ctx, r.email) });
    expect(preview.json.data.registration.event.translations.om.title).toBe(omUpcoming.title);
    const account = await call(ctx, 'GET', '/api/account', undefined, { token: await accountSession(ctx, r.email) });
    expect(account.json.data.registrations[0].translations.om).toEqual({ title: omUpcoming.title });
  });
});

describe('an event in a mail or document of each language (textsIn)', () => {
  it('takes the texts staff wrote, the built-in text of what staff kept, and the English for the rest', () => {
    const stored = {
      ...upcoming,
      description: 'Rewritten by staff.',
      texts: { am: { title: 'የ2019 ጉባኤ', description: '  ' }, om: { location: 'Galma ICT, Finfinnee' } },
    };
    expect(textsIn('events', stored, 'en')).toBe(stored);
    // A blank text is none: the rewritten English description shows; the place kept as built in has its Amharic.
    expect(textsIn('events', stored, 'am')).toMatchObject({
      title: 'የ2019 ጉባኤ',
      description: 'Rewritten by staff.',
      location: amUpcoming.location,
    });
    expect(textsIn('events', stored, 'om')).toMatchObject({
      title: omUpcoming.title,
      description: 'Rewritten by staff.',
      location: 'Galma ICT, Finfinnee',
    });
    const made = { id: '00000000-0000-4000-8000-000000000001', title: 'Field day', description: 'Visit.', location: 'Hawassa' };
    expect(textsIn('events', made, 'om')).toEqual(made);
    expect(textsIn('events', { ...made, texts: { om: { title: 'Guyyaa dirree' } } }, 'om')).toMatchObject({
      title: 'Guyyaa dirree',
      location: 'Hawassa',
    });
  });
});

describe('Oromo texts staff write for an event', () => {
  const omRows = async (id: string) =>
    ctx.database.db
      .select()
      .from(eventTexts)
      .where(and(eq(eventTexts.eventId, id), eq(eventTexts.lang, 'om')));

  it('are answered to the public as its Oromo, beside its Amharic; emptied, the Oromo row goes and the Amharic stays', async () => {
    const form = { title: 'Field day', description: 'Visit the farm.', date: '2030-09-01', location: 'Hawassa' };
    const made = await asStaff('POST', '/api/admin/events', { ...form, translations: { am: { title: 'የመስክ ቀን' } } });
    expect(made.status).toBe(201);
    const id = made.json.data.id as string;
    const oromo = { title: 'Guyyaa dirree', description: 'Lafa qonnaa daawwadhaa.', location: 'Hawaasaa' };

    const written = await asStaff('PUT', `/api/admin/events/${id}`, { ...form, translations: { om: oromo } });
    expect(written.status).toBe(200);
    expect(await omRows(id)).toEqual([{ eventId: id, lang: 'om', ...oromo }]);
    // The Amharic, not sent with the edit, is kept.
    expect((await call(ctx, 'GET', `/api/events/${id}`)).json.data.translations).toEqual({ am: { title: 'የመስክ ቀን' }, om: oromo });

    const emptied = await asStaff('PUT', `/api/admin/events/${id}`, {
      ...form,
      translations: { om: { title: '', description: '', location: '' } },
    });
    expect(emptied.status).toBe(200);
    expect(await omRows(id)).toEqual([]);
    expect((await call(ctx, 'GET', `/api/events/${id}`)).json.data.translations).toEqual({ am: { title: 'የመስክ ቀን' } });
  });
});
