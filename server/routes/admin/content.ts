// Staff blog posts and resources: list, create, edit, delete. Post HTML is sanitized before it is stored.
import { type AnyColumn, desc, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Context, Hono } from 'hono';
import sanitizeHtml from 'sanitize-html';
import type * as v from 'valibot';
import { BlogPostFormSchema, ResourceFormSchema } from '../../../contract/content';
import { type Coded, coded, ref } from '../../../contract/errors';
import { isTextId } from '../../../contract/validators';
import { type Db, inTx } from '../../db/client';
import { blogPosts, resources } from '../../db/schema';
import type { AppEnv } from '../../deps';
import { ApiError, badRequest, jsonBody, notFound, ok, thingNotFound, validate } from '../../http';
import { audit } from '../../services/audit';
import { actorOf, listParams, searchWhere, shortListPage } from './list';

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
const textId = (c: Context<AppEnv>, notFoundAs: Coded) => {
  const id = c.req.param('id') ?? '';
  if (!isTextId(id)) throw notFound(notFoundAs);
  return id;
};

/**
 * List, create, edit and delete of one kind of published content (blog posts, resources): each write is audited in
 * its own transaction. `insert` and `update` give back the row as the API answers it (undefined: no such row).
 */
function publishedRoutes<Row, Values extends { title: string }>(o: {
  table: typeof blogPosts | typeof resources;
  entity: 'blog_post' | 'resource';
  /** "That post was not found.": how a refusal of a missing one says it. */
  notFoundAs: Coded;
  /** The columns the API answers with. */
  columns: Record<string, PgColumn>;
  search: AnyColumn[];
  createInput: (c: Context<AppEnv>) => Promise<Values>;
  updateInput: (c: Context<AppEnv>) => Promise<Values>;
  insert: (tx: Db, values: Values & { createdBy: string }) => Promise<(Row & { id: string }) | undefined>;
  update: (tx: Db, id: string, values: Values & { updatedAt: Date }) => Promise<Row | undefined>;
}) {
  const missing = () => notFound(o.notFoundAs);
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const { db } = c.get('deps').database;
      const p = listParams(c);
      const where = searchWhere(p.q, o.search);
      return ok(
        c,
        await shortListPage(c, p, o.table, where, (limit, offset) =>
          db.select(o.columns).from(o.table).where(where).orderBy(desc(o.table.createdAt), desc(o.table.id)).limit(limit).offset(offset),
        ),
      );
    })
    .post('/', async (c) => {
      const values = await o.createInput(c);
      const actor = actorOf(c);
      const row = await inTx(c.get('deps').database.db, async (tx) => {
        const created = await o.insert(tx, { ...values, createdBy: actor.id });
        await audit(tx, actor, 'create', o.entity, created!.id, { title: values.title });
        return created!;
      });
      return ok(c, row, 201);
    })
    .put('/:id', async (c) => {
      const id = textId(c, o.notFoundAs);
      const values = await o.updateInput(c);
      const actor = actorOf(c);
      const row = await inTx(c.get('deps').database.db, async (tx) => {
        const updated = await o.update(tx, id, { ...values, updatedAt: new Date() });
        if (!updated) throw missing();
        await audit(tx, actor, 'update', o.entity, id, { title: values.title });
        return updated;
      });
      return ok(c, row);
    })
    .delete('/:id', async (c) => {
      const id = textId(c, o.notFoundAs);
      const actor = actorOf(c);
      await inTx(c.get('deps').database.db, async (tx) => {
        const [gone] = await tx.delete(o.table).where(eq(o.table.id, id)).returning({ title: o.table.title });
        if (!gone) throw missing();
        await audit(tx, actor, 'delete', o.entity, id, { title: gone.title });
      });
      return ok(c, { id, deleted: true });
    });
}

const postColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  description: blogPosts.description,
  content: blogPosts.content,
  titleAm: blogPosts.titleAm,
  descriptionAm: blogPosts.descriptionAm,
  contentAm: blogPosts.contentAm,
  category: blogPosts.category,
  type: blogPosts.type,
  date: blogPosts.date,
  readUrl: blogPosts.readUrl,
  image: blogPosts.image,
  author: blogPosts.author,
  authorAm: blogPosts.authorAm,
  tags: blogPosts.tags,
  tagsAm: blogPosts.tagsAm,
  featured: blogPosts.featured,
  createdAt: blogPosts.createdAt,
};

const postValues = async (c: Context<AppEnv>) => {
  const input = await jsonBody(c, BlogPostFormSchema);
  const content = sanitizeContent(input.content);
  if (!content) throw badRequest('http.validation', { content: coded('validation.required', ref('fields.content')) });
  // The Amharic body is optional: markup that sanitizes to nothing means there is none.
  const contentAm = input.contentAm === null ? null : sanitizeContent(input.contentAm) || null;
  return { ...input, content, contentAm, image: input.image || null, tags: [...new Set(input.tags)], tagsAm: [...new Set(input.tagsAm)] };
};

export const adminBlogRoutes = () =>
  publishedRoutes({
    table: blogPosts,
    entity: 'blog_post',
    notFoundAs: thingNotFound('post'),
    columns: postColumns,
    search: [blogPosts.title, blogPosts.titleAm, blogPosts.author, blogPosts.authorAm, blogPosts.category, blogPosts.description],
    createInput: postValues,
    updateInput: postValues,
    insert: async (tx, values) => (await tx.insert(blogPosts).values(values).returning(postColumns))[0],
    update: async (tx, id, values) => (await tx.update(blogPosts).set(values).where(eq(blogPosts.id, id)).returning(postColumns))[0],
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
  titleAm: resources.titleAm,
  descriptionAm: resources.descriptionAm,
  contentAm: resources.contentAm,
  createdAt: resources.createdAt,
};

const resourceValues = (input: v.InferOutput<typeof ResourceFormSchema>) => ({ ...input, image: input.image || null });

/** POST takes multipart form data (as the admin area sends it) or JSON; only the form's text fields are read. */
async function resourceInput(c: Context<AppEnv>) {
  const type = c.req.header('content-type') ?? '';
  if (/^multipart\/form-data\b|^application\/x-www-form-urlencoded\b/i.test(type)) {
    let body: Record<string, unknown>;
    try {
      body = await c.req.parseBody();
    } catch {
      throw badRequest('server.formUnreadable');
    }
    const fields: Record<string, string> = {};
    for (const key of ['title', 'description', 'titleAm', 'descriptionAm', 'category', 'type', 'downloadUrl', 'image'] as const) {
      const value = body[key];
      if (value instanceof File) throw badRequest('http.validation', { [key]: 'server.textNotFile' });
      if (typeof value === 'string') fields[key] = value;
    }
    return resourceValues(validate(ResourceFormSchema, fields));
  }
  if (/^application\/json\b/i.test(type)) return resourceValues(await jsonBody(c, ResourceFormSchema));
  throw new ApiError(415, 'server.resourceMediaType');
}

export const adminResourceRoutes = () =>
  publishedRoutes({
    table: resources,
    entity: 'resource',
    notFoundAs: thingNotFound('resource'),
    columns: resourceColumns,
    search: [resources.title, resources.titleAm, resources.category, resources.type, resources.description],
    createInput: resourceInput,
    updateInput: async (c) => resourceValues(await jsonBody(c, ResourceFormSchema)),
    insert: async (tx, values) => (await tx.insert(resources).values(values).returning(resourceColumns))[0],
    update: async (tx, id, values) => (await tx.update(resources).set(values).where(eq(resources.id, id)).returning(resourceColumns))[0],
  });
