// What search engines and feed readers ask for: /robots.txt, /sitemap.xml (every public page and post page with its
// last change) and /blog/rss.xml (the latest posts). The sitemap and the feed are kept with the public content
// answers (services/publicCache.ts), so a staff write shows in them at once in this process and within
// PUBLIC_CACHE_SECONDS in the others.
import { desc, inArray, max } from 'drizzle-orm';
import { Hono } from 'hono';
import { addisToday } from '../../../contract/dates';
import { LANG_PREFIX, LANGS, pathIn } from '../../../contract/languages';
import { BLOG_CATEGORY_LABELS, BLOG_DESCRIPTION, BLOG_TITLE, SITE_NAME } from '../../../contract/site';
import { auditLog, blogPosts, events, legalDocuments, resources } from '../../db/schema';
import type { AppEnv, AppServices } from '../../platform/deps';
import { PUBLIC_CACHE } from '../../platform/publicAnswers';
import { publicKey } from '../../platform/publicCache';

/** How many posts the feed carries. */
export const FEED_POSTS = 20;

const XML_TYPE = 'application/xml; charset=utf-8';
const RSS_TYPE = 'application/rss+xml; charset=utf-8';

/**
 * Text as XML character data or an attribute value: the five markup characters as entities, and the characters
 * XML 1.0 does not allow at all (C0 controls other than tab and newlines, lone surrogates, U+FFFE/U+FFFF) left out,
 * since one of them would make a feed reader refuse the whole document.
 */
export const escapeXml = (text: string): string =>
  text
    .replace(
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these control characters are the ones XML 1.0 forbids
      /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      '',
    )
    .replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);

/** A post has a page of its own when it has a body (the blog's Read More opens it); the others link elsewhere. */
const hasPage = (content: string | null) => content !== null && content.trim() !== '';

const postPath = (id: string) => `/blog/${encodeURIComponent(id)}`;

/** A post's own address, or, for a post without a body, where its Read More leads (a site path or another site). */
const postLink = (base: string, post: { id: string; content: string | null; readUrl: string | null }) => {
  if (hasPage(post.content)) return base + postPath(post.id);
  if (post.readUrl?.startsWith('/') && !post.readUrl.startsWith('//')) return base + post.readUrl;
  if (post.readUrl && /^https?:\/\//i.test(post.readUrl)) return post.readUrl;
  return `${base}/blog`;
};

/**
 * When a post was published, for the feed: the moment it was created when that was on its date (in Addis Ababa),
 * else the start of its date there (seeded posts, posts dated ahead or back). Either way it falls on the date the
 * blog shows, so the feed's order is the blog's.
 */
const publishedAt = (date: string, createdAt: Date) => (addisToday(createdAt) === date ? createdAt : new Date(`${date}T00:00:00+03:00`));

/** The latest staff change (row updated, or anything created, edited or deleted) of each kind of content. */
async function contentChanges(deps: AppServices) {
  const { db } = deps.database;
  const latest = (table: typeof events | typeof blogPosts | typeof resources) =>
    db
      .select({ at: max(table.updatedAt) })
      .from(table)
      .then((rows) => rows[0]?.at ?? null);
  const [eventRow, postRow, resourceRow, audited] = await Promise.all([
    latest(events),
    latest(blogPosts),
    latest(resources),
    db
      .select({ entity: auditLog.entity, at: max(auditLog.createdAt) })
      .from(auditLog)
      .where(inArray(auditLog.entity, ['event', 'blog_post', 'resource']))
      .groupBy(auditLog.entity),
  ]);
  const audit = (entity: string) => audited.find((a) => a.entity === entity)?.at ?? null;
  return { events: [eventRow, audit('event')], posts: [postRow, audit('blog_post')], resources: [resourceRow, audit('resource')] };
}

const latestOf = (...dates: (Date | null)[]) => new Date(Math.max(...dates.map((d) => d?.getTime() ?? 0)));

async function sitemap(deps: AppServices): Promise<string> {
  const base = deps.config.publicUrl;
  const [changes, posts, legal] = await Promise.all([
    contentChanges(deps),
    deps.database.db
      .select({ id: blogPosts.id, content: blogPosts.content, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .orderBy(desc(blogPosts.date), desc(blogPosts.createdAt)),
    deps.database.db
      .select({ kind: legalDocuments.kind, at: max(legalDocuments.publishedAt) })
      .from(legalDocuments)
      .groupBy(legalDocuments.kind),
  ]);
  const published = (kind: 'terms' | 'privacy') => legal.filter((l) => l.kind === kind && l.at).map((l) => new Date(l.at!));
  // Each page's last change: its fixed text and markup come with the built site, so a page changes when the site is
  // built (the built index.html's time; the process start when no site is served) and, for a page that shows content
  // from the database, when staff last changed that content (a row's update time, or the audit log's entry for a
  // create, edit or delete, since a deleted row leaves no time behind). A post's page changes when its row does.
  const built = deps.staticSite?.builtAt ?? deps.startedAt;
  const pages: [string, Date][] = [
    ['/', latestOf(built, ...changes.events)],
    ['/about', built],
    ['/membership', built],
    // The directory's list is read when the page opens; what is indexed is its pre-rendered heading and text.
    ['/members', built],
    ['/events', latestOf(built, ...changes.events)],
    ['/contact', built],
    ['/resources', latestOf(built, ...changes.resources)],
    ['/blog', latestOf(built, ...changes.posts)],
    // Their texts are the versions admins publish.
    ['/terms', latestOf(built, ...published('terms'))],
    ['/privacy', latestOf(built, ...published('privacy'))],
    ...posts.filter((p) => hasPage(p.content)).map((p): [string, Date] => [postPath(p.id), latestOf(built, p.updatedAt)]),
  ];
  // Every page in each language, each naming all its languages (and English as the default) as search engines ask.
  const urls = pages.flatMap(([path, lastmod]) => {
    const alternates = [
      ...LANGS.map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(base + pathIn(lang, path))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(base + path)}"/>`,
    ].join('');
    return LANGS.map(
      (lang) => `  <url><loc>${escapeXml(base + pathIn(lang, path))}</loc><lastmod>${lastmod.toISOString()}</lastmod>${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

async function feed(deps: AppServices): Promise<string> {
  const base = deps.config.publicUrl;
  const rows = await deps.database.db.select().from(blogPosts).orderBy(desc(blogPosts.date), desc(blogPosts.createdAt)).limit(FEED_POSTS);
  const items = rows
    .map((p) => ({ ...p, published: publishedAt(p.date, p.createdAt) }))
    .sort((a, b) => b.published.getTime() - a.published.getTime())
    .map((p) => {
      const page = hasPage(p.content);
      return [
        '    <item>',
        `      <title>${escapeXml(p.title)}</title>`,
        `      <link>${escapeXml(postLink(base, p))}</link>`,
        // The post's own address names it for good; a post without a page gets the same, marked as no link.
        `      <guid isPermaLink="${page}">${escapeXml(base + postPath(p.id))}</guid>`,
        `      <pubDate>${p.published.toUTCString()}</pubDate>`,
        `      <description>${escapeXml(p.description)}</description>`,
        `      <category>${escapeXml(BLOG_CATEGORY_LABELS[p.category] ?? p.category)}</category>`,
        `      <dc:creator>${escapeXml(p.author)}</dc:creator>`,
        '    </item>',
      ].join('\n');
    });
  const newest = rows.reduce<Date | null>((at, p) => (at && at > p.updatedAt ? at : p.updatedAt), null);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(`${SITE_NAME}: ${BLOG_TITLE}`)}</title>`,
    `    <link>${escapeXml(`${base}/blog`)}</link>`,
    `    <description>${escapeXml(BLOG_DESCRIPTION)}</description>`,
    '    <language>en</language>',
    ...(newest ? [`    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>`] : []),
    `    <atom:link href="${escapeXml(`${base}/blog/rss.xml`)}" rel="self" type="application/rss+xml" />`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/**
 * Crawlers stay out of the staff area and the API (the pages they need are pre-rendered), and out of the certificate
 * checks: a member's name on such a page is for whoever holds the certificate, not for a search engine.
 */
const PRIVATE_PAGES = ['/verify/', '/ticket/', '/registrations/'];
const robots = (base: string) =>
  `User-agent: *\nDisallow: /admin\nDisallow: /api\n${PRIVATE_PAGES.flatMap((page) => LANGS.map((lang) => `Disallow: ${LANG_PREFIX[lang]}${page}\n`)).join('')}Disallow: /lang/\n\nSitemap: ${base}/sitemap.xml\n`;

export const feedRoutes = () =>
  new Hono<AppEnv>()
    .get('/robots.txt', (c) => c.text(robots(c.get('deps').config.publicUrl), 200, { 'Cache-Control': PUBLIC_CACHE }))
    .get('/sitemap.xml', (c) => {
      const deps = c.get('deps');
      return deps.publicCache.document(c, publicKey.sitemap, XML_TYPE, PUBLIC_CACHE, () => sitemap(deps));
    })
    .get('/blog/rss.xml', (c) => {
      const deps = c.get('deps');
      return deps.publicCache.document(c, publicKey.feed, RSS_TYPE, PUBLIC_CACHE, () => feed(deps));
    });
