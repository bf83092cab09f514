// Public content: GET /api/blog-posts, /api/blog-posts/:id, /api/resources (what staff publish appears here).
import { desc, eq, getTableColumns } from 'drizzle-orm';
import { Hono } from 'hono';
import sanitizeHtml from 'sanitize-html';
import * as v from 'valibot';
import { BlogPostSchema, ResourceSchema } from '../../../contract/answers';
import { type BlogPostAnswer, CategoryQuerySchema, type ResourceAnswer } from '../../../contract/content';
import type { Translations } from '../../../contract/translations';
import { TextIdSchema } from '../../../contract/validators';
import { blogPosts, resources } from '../../db/schema';
import { data, describe, pathInput, queryInput } from '../../platform/apiDoc';
import type { AppEnv } from '../../platform/deps';
import { notFound, thingNotFound } from '../../platform/http';
import { type StoredTexts, storedTexts, translationsOf } from '../../platform/itemTexts';
import { publicJson } from '../../platform/publicAnswers';
import { publicKey } from '../../platform/publicCache';

/** Stored HTML is sanitized again on the way out, so the browser can render it without a sanitizer of its own. */
export const sanitizeContent = (html: string | null): string | null =>
  html === null
    ? null
    : sanitizeHtml(html, {
        allowedTags: [
          'p',
          'h2',
          'h3',
          'h4',
          'ul',
          'ol',
          'li',
          'blockquote',
          'strong',
          'em',
          'b',
          'i',
          'a',
          'br',
          'figure',
          'figcaption',
          'img',
        ],
        allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height'] },
        allowedSchemes: ['http', 'https', 'mailto'],
        allowProtocolRelative: false,
        transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
      });

/** A table's columns and its items' stored texts in the other languages. */
const withTexts = {
  blogPosts: { ...getTableColumns(blogPosts), texts: storedTexts('blogPosts') },
  resources: { ...getTableColumns(resources), texts: storedTexts('resources') },
};
type PostRow = typeof blogPosts.$inferSelect & { texts: StoredTexts | null };
type ResourceRow = typeof resources.$inferSelect & { texts: StoredTexts | null };

/** What a blog post and a resource have alike. */
const published = (row: PostRow | ResourceRow) => ({
  id: row.id,
  title: row.title,
  category: row.category,
  type: row.type,
  description: row.description,
  date: row.date,
});

/** The list says only whether a post has a body (Read More opens its page); the page gets the body. */
const body = (html: string | null, whole: boolean) => (whole ? sanitizeContent(html) : html && html.trim() !== '' ? '' : null);

/**
 * The translations of a stored post or resource (platform/itemTexts.ts), their bodies shown as `content`
 * is: sanitized, or in a list only whether there is one.
 */
const translationsOfRow = (
  kind: 'blogPosts' | 'resources',
  row: PostRow | ResourceRow,
  present: (html: string | null) => string | null,
) => {
  const { translations } = translationsOf(kind, row);
  if (!translations) return {};
  const shown = Object.entries(translations).map(([lang, texts]) => [
    lang,
    texts.content === undefined ? texts : { ...texts, content: present(texts.content) },
  ]);
  return { translations: Object.fromEntries(shown) as Translations };
};

const toPost = (row: PostRow, withContent: boolean): BlogPostAnswer => ({
  ...published(row),
  ...translationsOfRow('blogPosts', row, (html) => body(html, withContent)),
  readUrl: row.readUrl,
  image: row.image,
  author: row.author,
  tags: row.tags,
  featured: row.featured,
  content: body(row.content, withContent),
});

const toResource = (row: ResourceRow): ResourceAnswer => ({
  ...published(row),
  ...translationsOfRow('resources', row, sanitizeContent),
  downloadUrl: row.downloadUrl,
  readUrl: row.readUrl,
  galleryUrl: row.galleryUrl,
  image: row.image,
  content: sanitizeContent(row.content),
});

/** Only the items of `category` (none, or "all": every one). */
const inCategory = (table: typeof blogPosts | typeof resources, category: string | undefined) =>
  category && category !== 'all' ? eq(table.category, category) : undefined;

const content = (summary: string, answer: v.GenericSchema) => describe({ tag: 'Content', summary, answer: data(answer) });

export const contentRoutes = () =>
  new Hono<AppEnv>()
    .get('/blog-posts', content('Blog posts, newest first', v.array(BlogPostSchema)), queryInput(CategoryQuerySchema), (c) => {
      const { category } = c.req.valid('query');
      return publicJson(c, publicKey.posts(category), async () =>
        (
          await c
            .get('deps')
            .database.db.select(withTexts.blogPosts)
            .from(blogPosts)
            .where(inCategory(blogPosts, category))
            .orderBy(desc(blogPosts.date), desc(blogPosts.createdAt))
        ).map((row) => toPost(row, false)),
      );
    })
    .get(
      '/blog-posts/:id',
      content('One blog post with its (sanitized) body', BlogPostSchema),
      pathInput(
        v.object({ id: v.pipe(TextIdSchema, v.description('A UUID, or the readable id of built-in content.')) }),
        thingNotFound('post'),
      ),
      (c) => {
        const { id } = c.req.valid('param');
        return publicJson(c, publicKey.post(id), async () => {
          const [row] = await c.get('deps').database.db.select(withTexts.blogPosts).from(blogPosts).where(eq(blogPosts.id, id));
          if (!row) throw notFound(thingNotFound('post'));
          return toPost(row, true);
        });
      },
    )
    .get('/resources', content('Resources, newest first', v.array(ResourceSchema)), queryInput(CategoryQuerySchema), (c) => {
      const { category } = c.req.valid('query');
      return publicJson(c, publicKey.resources(category), async () =>
        (
          await c
            .get('deps')
            .database.db.select(withTexts.resources)
            .from(resources)
            .where(inCategory(resources, category))
            .orderBy(desc(resources.date), desc(resources.createdAt))
        ).map(toResource),
      );
    });
