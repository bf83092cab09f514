// Staff blog posts and resources: list, create, edit, delete. Post HTML is sanitized before it is stored.
import { desc, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import sanitizeHtml from 'sanitize-html';
import type * as v from 'valibot';
import { BlogPostFormSchema, ResourceFormSchema } from '../../../contract/content';
import { messages } from '../../../contract/messages';
import { blogPosts, resources } from '../../db/schema';
import type { AppEnv } from '../../deps';
import { ApiError, badRequest, jsonBody, notFound, ok, validate } from '../../http';
import { audit } from '../../services/audit';
import { actorOf, countOf, inTx, listParams, paged, searchWhere } from './list';

/** What post content may contain: ordinary article markup, links and images over http(s) only. */
export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2'],
    allowedAttributes: {
      a: ['href', 'name', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      '*': ['id'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  }).trim();
}

/** Text ids (seeded content keeps its readable ids); anything odd is simply not found. */
const textId = (c: Context<AppEnv>, what: string) => {
  const id = c.req.param('id') ?? '';
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(id)) throw notFound(`${what} was not found.`);
  return id;
};

const postColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  description: blogPosts.description,
  content: blogPosts.content,
  category: blogPosts.category,
  type: blogPosts.type,
  date: blogPosts.date,
  readUrl: blogPosts.readUrl,
  image: blogPosts.image,
  author: blogPosts.author,
  tags: blogPosts.tags,
  featured: blogPosts.featured,
  createdAt: blogPosts.createdAt,
};

const postValues = (input: v.InferOutput<typeof BlogPostFormSchema>) => {
  const content = sanitizeContent(input.content);
  if (!content) throw badRequest(messages.http.validation, { content: 'Content is required' });
  return { ...input, content, image: input.image || null, tags: [...new Set(input.tags)] };
};

export const adminBlogRoutes = () =>
  new Hono<AppEnv>()
    .get('/', async (c) => {
      const { db } = c.get('deps').database;
      const p = listParams(c);
      const where = searchWhere(p.q, [blogPosts.title, blogPosts.author, blogPosts.category, blogPosts.description]);
      const [items, [total]] = await Promise.all([
        db
          .select(postColumns)
          .from(blogPosts)
          .where(where)
          .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
          .limit(p.pageSize)
          .offset((p.page - 1) * p.pageSize),
        db.select({ n: countOf }).from(blogPosts).where(where),
      ]);
      return ok(c, paged(items, total?.n ?? 0, p));
    })
    .get('/:id', async (c) => {
      const id = textId(c, 'That post');
      const [row] = await c.get('deps').database.db.select(postColumns).from(blogPosts).where(eq(blogPosts.id, id));
      if (!row) throw notFound('That post was not found.');
      return ok(c, row);
    })
    .post('/', async (c) => {
      const values = postValues(await jsonBody(c, BlogPostFormSchema));
      const actor = actorOf(c);
      const row = await inTx(c.get('deps').database.db, async (tx) => {
        const [created] = await tx
          .insert(blogPosts)
          .values({ ...values, createdBy: actor.id })
          .returning(postColumns);
        await audit(tx, actor, 'create', 'blog_post', created!.id, { title: values.title });
        return created!;
      });
      return ok(c, row, 201);
    })
    .put('/:id', async (c) => {
      const id = textId(c, 'That post');
      const values = postValues(await jsonBody(c, BlogPostFormSchema));
      const actor = actorOf(c);
      const row = await inTx(c.get('deps').database.db, async (tx) => {
        const [updated] = await tx
          .update(blogPosts)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(blogPosts.id, id))
          .returning(postColumns);
        if (!updated) throw notFound('That post was not found.');
        await audit(tx, actor, 'update', 'blog_post', id, { title: values.title });
        return updated;
      });
      return ok(c, row);
    })
    .delete('/:id', async (c) => {
      const id = textId(c, 'That post');
      const actor = actorOf(c);
      await inTx(c.get('deps').database.db, async (tx) => {
        const [gone] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ title: blogPosts.title });
        if (!gone) throw notFound('That post was not found.');
        await audit(tx, actor, 'delete', 'blog_post', id, { title: gone.title });
      });
      return ok(c, { id, deleted: true });
    });

const resourceColumns = {
  id: resources.id,
  title: resources.title,
  description: resources.description,
  category: resources.category,
  type: resources.type,
  date: resources.date,
  downloadUrl: resources.downloadUrl,
  readUrl: resources.readUrl,
  galleryUrl: resources.galleryUrl,
  image: resources.image,
  content: resources.content,
  createdAt: resources.createdAt,
};

/** POST takes multipart form data (SPEC §7) or JSON; only the form's text fields are read. */
async function resourceInput(c: Context<AppEnv>) {
  const type = c.req.header('content-type') ?? '';
  if (/^multipart\/form-data\b|^application\/x-www-form-urlencoded\b/i.test(type)) {
    let body: Record<string, unknown>;
    try {
      body = await c.req.parseBody();
    } catch {
      throw badRequest('The form data could not be read.');
    }
    const fields: Record<string, string> = {};
    for (const key of ['title', 'description', 'category', 'type', 'downloadUrl', 'image'] as const) {
      const value = body[key];
      if (value instanceof File) throw badRequest(messages.http.validation, { [key]: 'Must be text, not a file' });
      if (typeof value === 'string') fields[key] = value;
    }
    return validate(ResourceFormSchema, fields);
  }
  if (/^application\/json\b/i.test(type)) return jsonBody(c, ResourceFormSchema);
  throw new ApiError(415, 'Please send the resource as form data or JSON.');
}

const resourceValues = (input: v.InferOutput<typeof ResourceFormSchema>) => ({ ...input, image: input.image || null });

export const adminResourceRoutes = () =>
  new Hono<AppEnv>()
    .get('/', async (c) => {
      const { db } = c.get('deps').database;
      const p = listParams(c);
      const where = searchWhere(p.q, [resources.title, resources.category, resources.type, resources.description]);
      const [items, [total]] = await Promise.all([
        db
          .select(resourceColumns)
          .from(resources)
          .where(where)
          .orderBy(desc(resources.createdAt), desc(resources.id))
          .limit(p.pageSize)
          .offset((p.page - 1) * p.pageSize),
        db.select({ n: countOf }).from(resources).where(where),
      ]);
      return ok(c, paged(items, total?.n ?? 0, p));
    })
    .get('/:id', async (c) => {
      const id = textId(c, 'That resource');
      const [row] = await c.get('deps').database.db.select(resourceColumns).from(resources).where(eq(resources.id, id));
      if (!row) throw notFound('That resource was not found.');
      return ok(c, row);
    })
    .post('/', async (c) => {
      const values = resourceValues(await resourceInput(c));
      const actor = actorOf(c);
      const row = await inTx(c.get('deps').database.db, async (tx) => {
        const [created] = await tx
          .insert(resources)
          .values({ ...values, createdBy: actor.id })
          .returning(resourceColumns);
        await audit(tx, actor, 'create', 'resource', created!.id, { title: values.title });
        return created!;
      });
      return ok(c, row, 201);
    })
    .put('/:id', async (c) => {
      const id = textId(c, 'That resource');
      const values = resourceValues(await jsonBody(c, ResourceFormSchema));
      const actor = actorOf(c);
      const row = await inTx(c.get('deps').database.db, async (tx) => {
        const [updated] = await tx
          .update(resources)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(resources.id, id))
          .returning(resourceColumns);
        if (!updated) throw notFound('That resource was not found.');
        await audit(tx, actor, 'update', 'resource', id, { title: values.title });
        return updated;
      });
      return ok(c, row);
    })
    .delete('/:id', async (c) => {
      const id = textId(c, 'That resource');
      const actor = actorOf(c);
      await inTx(c.get('deps').database.db, async (tx) => {
        const [gone] = await tx.delete(resources).where(eq(resources.id, id)).returning({ title: resources.title });
        if (!gone) throw notFound('That resource was not found.');
        await audit(tx, actor, 'delete', 'resource', id, { title: gone.title });
      });
      return ok(c, { id, deleted: true });
    });
