// robots.txt, sitemap.xml and the blog's RSS feed on the real app, with a built site present (pre-rendered pages, the
// shell for other paths): both documents are well-formed XML, every address they name answers, staff writes show in
// them at once in the writing process and within PUBLIC_CACHE_SECONDS in another.
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { like } from 'drizzle-orm';
// @ts-expect-error jsdom ships no types; only its DOMParser is used, typed by the DOM library.
import { JSDOM } from 'jsdom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { builtInBlogPosts } from '../../content/blogPosts';
import { createApp } from '../../server/app';
import { blogPosts } from '../../server/db/schema';
import { seedSteps } from '../../server/db/seed';
import { escapeXml } from '../../server/features/feeds/routes';
import { loadStaticSite, type StaticSite } from '../../server/platform/static';
import { createTestContext, makeUser, type TestContext } from '../support/app';

const BASE = 'https://cassava.example.org';
const BUILT = new Date('2026-01-15T08:00:00Z');
const FIXED_PAGES = ['/', '/about', '/membership', '/members', '/events', '/contact', '/resources', '/blog', '/terms', '/privacy'];
const RFC822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/;

let ctx: TestContext;
let app: ReturnType<typeof createApp>;
let site: StaticSite;
let dir: string;
let admin: Awaited<ReturnType<typeof makeUser>>;

const get = (path: string, headers: Record<string, string> = {}, on = app) => on.request(path, { headers });
const send = (method: string, path: string, body?: unknown) =>
  app.request(path, {
    method,
    headers: { Authorization: `Bearer ${admin.token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const XmlParser: typeof DOMParser = new JSDOM('').window.DOMParser;
/** The document parsed by a real XML parser; a syntax error fails the test. */
const parseXml = (text: string) => {
  const doc = new XmlParser().parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
};
const childText = (el: Element, name: string) => el.getElementsByTagName(name)[0]?.textContent ?? undefined;

type Sitemap = Map<string, string>;
const XHTML = 'http://www.w3.org/1999/xhtml';
/** Each listed address → its hreflang alternates (`en=…`, `am=…`, `x-default=…`), as one string. */
let alternatesOf = new Map<string, string>();
async function sitemap(on = app): Promise<Sitemap> {
  const res = await get('/sitemap.xml', {}, on);
  expect(res.status).toBe(200);
  const doc = parseXml(await res.text());
  expect(doc.documentElement.localName).toBe('urlset');
  expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  const urls = [...doc.getElementsByTagName('url')];
  alternatesOf = new Map(
    urls.map((u) => [
      childText(u, 'loc')!,
      [...u.getElementsByTagNameNS(XHTML, 'link')].map((l) => `${l.getAttribute('hreflang')}=${l.getAttribute('href')}`).join(' '),
    ]),
  );
  return new Map(urls.map((u) => [childText(u, 'loc')!, childText(u, 'lastmod')!]));
}
/** A page's address in Amharic. */
const am = (path: string) => (path === '/' ? '/am' : `/am${path}`);
/** A page's address in Afaan Oromoo. */
const om = (path: string) => (path === '/' ? '/om' : `/om${path}`);

type Item = { title: string; link: string; guid: string; pubDate: string; description?: string };
async function feed(on = app) {
  const res = await get('/blog/rss.xml', {}, on);
  expect(res.status).toBe(200);
  const text = await res.text();
  const doc = parseXml(text);
  expect(doc.documentElement.localName).toBe('rss');
  expect(doc.documentElement.getAttribute('version')).toBe('2.0');
  const channel = doc.getElementsByTagName('channel')[0]!;
  const items: Item[] = [...channel.getElementsByTagName('item')].map((i) => ({
    title: childText(i, 'title')!,
    link: childText(i, 'link')!,
    guid: childText(i, 'guid')!,
    pubDate: childText(i, 'pubDate')!,
    description: childText(i, 'description'),
  }));
  return { text, channel, items };
}

/** A local path of the app from one of its absolute addresses. */
const pathOf = (url: string) => {
  expect(url.startsWith(`${BASE}/`)).toBe(true);
  const u = new URL(url);
  return u.pathname + u.search;
};

/** The page answers: a fixed page with its own pre-rendered HTML; a post page with the shell, and its post exists. */
async function expectPage(url: string) {
  const path = pathOf(url);
  const res = await get(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
  const html = await res.text();
  const post = /^(?:\/am|\/om)?\/blog\/([^/?]+)$/.exec(path)?.[1];
  if (post) {
    const api = await get(`/api/blog-posts/${post}`);
    expect(api.status, path).toBe(200);
    expect(((await api.json()) as { data: { content: string } }).data.content.length, path).toBeGreaterThan(0);
  } else {
    expect(html, path).toContain(`data-prerendered="${new URL(url).pathname}"`);
  }
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'eca-feeds-'));
  for (const path of [...FIXED_PAGES, ...FIXED_PAGES.map(am), ...FIXED_PAGES.map(om)]) {
    const file = path === '/' ? join(dir, 'index.html') : join(dir, path.slice(1), 'index.html');
    await mkdir(join(file, '..'), { recursive: true });
    await writeFile(file, `<!doctype html><div id="root" data-prerendered="${path}"><h1>${path}</h1></div>`);
  }
  await writeFile(join(dir, 'shell.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(dir, 'shell-am.html'), '<!doctype html><html lang="am"><div id="root"></div>');
  await writeFile(join(dir, 'shell-om.html'), '<!doctype html><html lang="om"><div id="root"></div>');
  await utimes(join(dir, 'index.html'), BUILT, BUILT);
  site = (await loadStaticSite(dir))!;
  ctx = await createTestContext({ seedSteps, env: { PUBLIC_URL: `${BASE}/` } });
  app = createApp({ ...ctx.deps, staticSite: site });
  admin = await makeUser(ctx, 'admin');
});
afterAll(async () => {
  await ctx.close();
  await rm(dir, { recursive: true, force: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('robots.txt', () => {
  it('keeps crawlers out of the staff area and the API and names the sitemap, as plain text (not the shell)', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await res.text()).toBe(
      `User-agent: *\nDisallow: /admin\nDisallow: /api\nDisallow: /verify/\nDisallow: /am/verify/\nDisallow: /om/verify/\nDisallow: /ticket/\nDisallow: /am/ticket/\nDisallow: /om/ticket/\nDisallow: /registrations/\nDisallow: /am/registrations/\nDisallow: /om/registrations/\nDisallow: /lang/\n\nSitemap: ${BASE}/sitemap.xml\n`,
    );
  });
});

describe('sitemap.xml', () => {
  it('lists every public page and every post page once in each language, with absolute addresses, W3C dates and hreflang alternates, as XML', async () => {
    const res = await get('/sitemap.xml', { 'accept-encoding': 'identity' });
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const map = await sitemap();
    const posts = builtInBlogPosts.filter((p) => p.content).map((p) => `/blog/${p.id}`);
    expect(posts.length).toBeGreaterThan(3);
    const english = [...FIXED_PAGES, ...posts];
    expect([...map.keys()].sort()).toEqual([...english, ...english.map(am), ...english.map(om)].map((p) => BASE + p).sort());
    for (const [loc, lastmod] of map) {
      expect(lastmod, loc).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
      await expectPage(loc);
    }
    // Every language's entry of a page names the same alternates; the default is English.
    for (const path of english) {
      const want = `en=${BASE}${path} am=${BASE}${am(path)} om=${BASE}${om(path)} x-default=${BASE}${path}`;
      expect(alternatesOf.get(BASE + path), path).toBe(want);
      expect(alternatesOf.get(BASE + am(path)), path).toBe(want);
      expect(alternatesOf.get(BASE + om(path)), path).toBe(want);
    }
    expect(map.get(`${BASE}/am/about`)).toBe(map.get(`${BASE}/about`));
    // Pages whose text is all in the build changed when it was built; content pages when their content last did.
    for (const page of ['/about', '/membership', '/members', '/contact']) expect(map.get(BASE + page)).toBe(BUILT.toISOString());
    expect(Date.parse(map.get(`${BASE}/blog`)!)).toBeGreaterThan(BUILT.getTime());
  });

  it('revalidates with its ETag, and HEAD has no body', async () => {
    const first = await get('/sitemap.xml');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    expect((await get('/sitemap.xml', { 'if-none-match': etag })).status).toBe(304);
    const head = await app.request('/sitemap.xml', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

describe('blog/rss.xml', () => {
  it('is RSS 2.0 with the channel’s title, link and description and the posts newest first, every link answering', async () => {
    const res = await get('/blog/rss.xml');
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const { channel, items } = await feed();
    expect(childText(channel, 'title')).toBe('Ethiopian Cassava Association: Our Blog');
    expect(childText(channel, 'link')).toBe(`${BASE}/blog`);
    expect(childText(channel, 'description')?.length).toBeGreaterThan(20);
    expect(items).toHaveLength(builtInBlogPosts.length);
    for (const item of items) {
      expect(item.title.length).toBeGreaterThan(0);
      expect(item.pubDate).toMatch(RFC822);
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
      expect(item.guid.startsWith(`${BASE}/blog/`)).toBe(true);
      await expectPage(item.link);
    }
    const times = items.map((i) => Date.parse(i.pubDate));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // A post with a page links to it; one without links where its Read More does.
    const story = items.find((i) => i.title === builtInBlogPosts.find((p) => p.id === 'wolaita-cooperative-doubles-yield')!.title);
    expect(story?.link).toBe(`${BASE}/blog/wolaita-cooperative-doubles-yield`);
    const board = items.find((i) => i.title === builtInBlogPosts.find((p) => p.id === 'new-board-members')!.title);
    expect(board?.link).toBe(`${BASE}/about`);
  });

  it('carries at most 20 posts: the latest ones', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({
      id: `bulk-${String(i + 1).padStart(2, '0')}`,
      title: `Bulk post ${i + 1}`,
      description: 'One of many.',
      content: '<p>Body.</p>',
      date: `2031-01-${String(i + 1).padStart(2, '0')}`,
      author: 'Staff',
    }));
    await ctx.database.db.insert(blogPosts).values(rows);
    try {
      // A fresh process: this one's kept answers were not told of a write made straight to the database.
      const fresh = createApp({ ...ctx.deps, staticSite: site });
      const { items } = await feed(fresh);
      expect(items.map((i) => i.title)).toEqual(Array.from({ length: 20 }, (_, i) => `Bulk post ${25 - i}`));
      expect(items[0]!.pubDate).toBe('Fri, 24 Jan 2031 21:00:00 GMT');
    } finally {
      await ctx.database.db.delete(blogPosts).where(like(blogPosts.id, 'bulk-%'));
    }
  });
});

describe('staff changes', () => {
  const title = 'Cassava & <chips>: "Addis" ካሳቫ';

  it('a post published through the admin API shows in both at once here, in another process within PUBLIC_CACHE_SECONDS, and goes when deleted', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    // Another process on the same database, its answers already kept.
    const other = createApp({ ...ctx.deps, staticSite: site });
    const before = await sitemap(other);
    await feed(other);
    await sitemap();
    await feed();

    const created = await send('POST', '/api/admin/blog-posts', {
      title,
      description: 'Chips & crisps <made> locally.',
      content: '<p>A new line of snacks.</p>',
      author: 'Hana Girma',
      category: 'news',
    });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { data: { id: string } }).data.id;
    const loc = `${BASE}/blog/${id}`;

    const map = await sitemap();
    expect(map.has(loc)).toBe(true);
    expect(Date.parse(map.get(loc)!)).toBeGreaterThan(BUILT.getTime());
    await expectPage(loc);
    const { text, items } = await feed();
    const item = items.find((i) => i.guid === loc);
    expect(item?.title).toBe(title);
    expect(item?.link).toBe(loc);
    expect(item?.description).toBe('Chips & crisps <made> locally.');
    expect(text).toContain('<title>Cassava &amp; &lt;chips&gt;: &quot;Addis&quot; ካሳቫ</title>');

    // The other process still answers what it kept, until its PUBLIC_CACHE_SECONDS (5) are up.
    vi.advanceTimersByTime(4_900);
    expect(await sitemap(other)).toEqual(before);
    expect((await feed(other)).items.some((i) => i.guid === loc)).toBe(false);
    vi.advanceTimersByTime(200);
    expect((await sitemap(other)).has(loc)).toBe(true);
    expect((await feed(other)).items.find((i) => i.guid === loc)?.title).toBe(title);

    // An edit shows at once, with a later lastmod.
    const edited = await send('PUT', `/api/admin/blog-posts/${id}`, {
      title: 'Cassava chips, renamed',
      description: 'Still local.',
      content: '<p>A new line of snacks.</p>',
      author: 'Hana Girma',
    });
    expect(edited.status).toBe(200);
    expect(Date.parse((await sitemap()).get(loc)!)).toBeGreaterThan(Date.parse(map.get(loc)!));
    expect((await feed()).items.find((i) => i.guid === loc)?.title).toBe('Cassava chips, renamed');

    // Deleted: gone from both, and the blog page's lastmod is the deletion's.
    const blogBefore = (await sitemap()).get(`${BASE}/blog`)!;
    const deletedAt = Date.now();
    expect((await send('DELETE', `/api/admin/blog-posts/${id}`)).status).toBe(200);
    const after = await sitemap();
    expect(after.has(loc)).toBe(false);
    expect(Date.parse(after.get(`${BASE}/blog`)!)).toBeGreaterThanOrEqual(Math.max(Date.parse(blogBefore), deletedAt - 1000));
    expect(after.get(`${BASE}/blog`)).not.toBe(blogBefore);
    expect((await feed()).items.some((i) => i.guid === loc)).toBe(false);
  });
});

describe('escapeXml', () => {
  it('escapes markup characters and drops what XML cannot carry, so the document still parses', () => {
    const nasty = `a & b < c > d " e ' f \u0001\u000B g \uD800 h 😀 ካሳቫ`;
    const escaped = escapeXml(nasty);
    expect(escaped).toBe('a &amp; b &lt; c &gt; d &quot; e &apos; f  g  h 😀 ካሳቫ');
    const doc = parseXml(`<x a="${escaped}">${escaped}</x>`);
    expect(doc.documentElement.textContent).toBe('a & b < c > d " e \' f  g  h 😀 ካሳቫ');
    expect(doc.documentElement.getAttribute('a')).toBe('a & b < c > d " e \' f  g  h 😀 ካሳቫ');
  });
});
