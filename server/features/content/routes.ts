// Public content: GET /api/blog-posts, /api/blog-posts/:id, /api/resources (what staff publish appears here).
import { desc, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import sanitizeHtml from 'sanitize-html';
import * as v from 'valibot';
import { BlogPostSchema, ResourceSchema } from '../../../contract/answers';
import { type BlogPostAnswer, CategoryQuerySchema, type ResourceAnswer } from '../../../contract/content';
import type { Translations } from '../../../contract/translations';
import { TextIdSchema } from '../../../contract/validators';
import { blogPosts, resources } from '../../db/schema';
import { data, describe, pathInput, queryInput } from '../../platform/apiDoc';
import { translationsOf } from '../../platform/builtInTexts';
import type { AppEnv } from '../../platform/deps';
import { notFound, thingNotFound } from '../../platform/http';
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

type PostRow = typeof blogPosts.$inferSelect;
type ResourceRow = typeof resources.$inferSelect;

/** What a blog post and a resource have alike. */
const published = (row: PostRow | ResourceRow) => ({
  id: row.id,
  title: row.title,
  category: row.category,
  type: row.type,
  description: row.description,
  titleAm: row.titleAm,
  descriptionAm: row.descriptionAm,
  date: row.date,
});

/** The list says only whether a post has a body (Read More opens its page); the page gets the body. */
const body = (html: string | null, whole: boolean) => (whole ? sanitizeContent(html) : html && html.trim() !== '' ? '' : null);

/**
 * The built-in translations of a stored post or resource (platform/builtInTexts.ts), their bodies shown as `content`
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
  authorAm: row.authorAm,
  tags: row.tags,
  tagsAm: row.tagsAm,
  featured: row.featured,
  content: body(row.content, withContent),
  contentAm: body(row.contentAm, withContent),
});

const toResource = (row: ResourceRow): ResourceAnswer => ({
  ...published(row),
  ...translationsOfRow('resources', row, sanitizeContent),
  downloadUrl: row.downloadUrl,
  readUrl: row.readUrl,
  galleryUrl: row.galleryUrl,
  image: row.image,
  content: sanitizeContent(row.content),
  contentAm: sanitizeContent(row.contentAm),
});

/** A public list of `category` ("all" or none: every one), newest first, through the public cache. */
const byCategory = <T extends typeof blogPosts | typeof resources, A>(
  c: Context<AppEnv>,
  table: T,
  key: string,
  category: string | undefined,
  present: (row: T['$inferSelect']) => A,
) =>
  publicJson(c, key, async () => {
    const rows = await c
      .get('deps')
      .database.db.select()
      // Widened to the two tables it may be: drizzle cannot select from a table of a generic type.
      .from(table as typeof blogPosts | typeof resources)
      .where(category && category !== 'all' ? eq(table.category, category) : undefined)
      .orderBy(desc(table.date), desc(table.createdAt));
    return rows.map((row) => present(row as T['$inferSelect']));
  });

const content = (summary: string, answer: v.GenericSchema) => describe({ tag: 'Content', summary, answer: data(answer) });

export const contentRoutes = () =>
  new Hono<AppEnv>()
    .get('/blog-posts', content('Blog posts, newest first', v.array(BlogPostSchema)), queryInput(CategoryQuerySchema), (c) => {
      const { category } = c.req.valid('query');
      return byCategory(c, blogPosts, publicKey.posts(category), category, (r) => toPost(r, false));
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
          const [row] = await c.get('deps').database.db.select().from(blogPosts).where(eq(blogPosts.id, id));
          if (!row) throw notFound(thingNotFound('post'));
          return toPost(row, true);
        });
      },
    )
    .get('/resources', content('Resources, newest first', v.array(ResourceSchema)), queryInput(CategoryQuerySchema), (c) => {
      const { category } = c.req.valid('query');
      return byCategory(c, resources, publicKey.resources(category), category, toResource);
    });
