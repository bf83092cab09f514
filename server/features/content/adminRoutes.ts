// Staff blog posts and resources: list, create, edit, delete. Post HTML is sanitized before it is stored.
import { type AnyColumn, desc, eq, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { ListQuerySchema } from '../../../contract/admin';
import { AdminBlogPostSchema, AdminResourceSchema, DeletedSchema, pagedOf } from '../../../contract/answers';
import { BlogPostFormSchema, ResourceFormSchema } from '../../../contract/content';
import { type Coded, coded, ref } from '../../../contract/errors';
import { PREFIXED_LANGS } from '../../../contract/languages';
import type { TranslationsInput } from '../../../contract/translations';
import { TextIdSchema } from '../../../contract/validators';
import { type Db, inTx } from '../../db/client';
import { blogPosts, resources } from '../../db/schema';
import { data, describe, jsonInput, pathInput, STAFF } from '../../platform/apiDoc';
import { audit } from '../../platform/audit';
import type { AppEnv } from '../../platform/deps';
import { ApiError, badRequest, jsonBody, notFound, ok, thingNotFound, validate } from '../../platform/http';
import { AUDITED_AS, saveTexts, storedTexts, textsMatching, withTranslations } from '../../platform/itemTexts';
import { actorOf, listInput, listParams, searchWhere, shortListPage } from '../../platform/lists';
import { sanitizeContent } from '../../platform/storedHtml';

/** Text ids (seeded content keeps its readable ids); anything odd is simply not found. */
const textIdInput = (notFoundAs: Coded) =>
  pathInput(v.object({ id: v.pipe(TextIdSchema, v.description('A UUID, or the readable id of built-in content.')) }), notFoundAs);

/** A form's body as the route reads it: its fields as sent, and the values it stores. */
type FormInput<S extends v.GenericSchema> = MiddlewareHandler<
  AppEnv,
  string,
  { in: { json: v.InferInput<S> }; out: { json: v.InferOutput<S> } }
>;

/**
 * List, create, edit and delete of one kind of published content (blog posts, resources): each write is audited in
 * its own transaction. `insert` and `update` give back the row as the API answers it (undefined: no such row).
 */
function publishedRoutes<S extends v.GenericSchema, Values extends { title: string }>(o: {
  table: typeof blogPosts | typeof resources;
  /** The document's tag and what one item is called ("blog post"). */
  tag: string;
  noun: string;
  /** The answer's schema of one item. */
  item: v.GenericSchema;
  /** The form a create and an edit take. */
  form: S;
  /** The media types a create reads (JSON unless said). */
  createTypes?: readonly string[];
  /** Which kind of item it is: its texts in the other languages, and the built-in ones. */
  kind: 'blogPosts' | 'resources';
  /** "That post was not found.": how a refusal of a missing one says it. */
  notFoundAs: Coded;
  /** The columns the API answers with. */
  columns: Record<string, PgColumn | SQL>;
  /** The English columns a search matches (and the texts in the other languages: textsMatching). */
  search: (AnyColumn | SQL)[];
  createInput: FormInput<S>;
  updateInput: FormInput<S>;
  /** What a checked form stores: the item's row, and its texts in the other languages. */
  values: (input: v.InferOutput<S>) => { row: Values; translations: TranslationsInput };
  insert: (tx: Db, values: Values & { createdBy: string }) => Promise<{ id: string } | undefined>;
  update: (tx: Db, id: string, values: Values & { updatedAt: Date }) => Promise<{ id: string } | undefined>;
}) {
  const missing = () => notFound(o.notFoundAs);
  /** An item as staff get it: its texts in the other languages, written or built in, as `translations`. */
  const answer = (row: Record<string, unknown>) => withTranslations(o.kind, row as { id: string });
  /** The item as the API answers it, read in the transaction that wrote it. */
  const written = async (tx: Db, id: string) => answer((await tx.select(o.columns).from(o.table).where(eq(o.table.id, id)))[0]!);
  return new Hono<AppEnv>()
    .get(
      '/',
      describe({ tag: o.tag, summary: `${o.tag}, newest first`, roles: STAFF, answer: data(pagedOf(o.item)) }),
      listInput(ListQuerySchema, listParams),
      async (c) => {
        const { db } = c.get('deps').database;
        const p = c.req.valid('query');
        const where = or(searchWhere(p.q, o.search), textsMatching(o.kind, p.q));
        return ok(
          c,
          await shortListPage(c, p, o.table, where, async (limit, offset) =>
            (
              await db
                .select(o.columns)
                .from(o.table)
                .where(where)
                .orderBy(desc(o.table.createdAt), desc(o.table.id))
                .limit(limit)
                .offset(offset)
            ).map(answer),
          ),
        );
      },
    )
    .post(
      '/',
      describe({
        tag: o.tag,
        summary: `Create a ${o.noun}`,
        roles: STAFF,
        answer: data(o.item, 201, 'Created.'),
        // A create that also reads forms is described here; a JSON one by its validator.
        ...(o.createTypes ? { body: { schema: o.form, types: o.createTypes } } : {}),
      }),
      o.createInput,
      async (c) => {
        const { row: values, translations } = o.values(c.req.valid('json'));
        const actor = actorOf(c);
        const row = await inTx(c.get('deps').database.db, async (tx) => {
          const created = await o.insert(tx, { ...values, createdBy: actor.id });
          await saveTexts(tx, o.kind, created!.id, translations);
          await audit(tx, actor, 'create', AUDITED_AS[o.kind], created!.id, { title: values.title });
          return written(tx, created!.id);
        });
        return ok(c, row, 201);
      },
    )
    .put(
      '/:id',
      describe({ tag: o.tag, summary: `Edit a ${o.noun}`, roles: STAFF, answer: data(o.item) }),
      textIdInput(o.notFoundAs),
      o.updateInput,
      async (c) => {
        const { id } = c.req.valid('param');
        const { row: values, translations } = o.values(c.req.valid('json'));
        const actor = actorOf(c);
        const row = await inTx(c.get('deps').database.db, async (tx) => {
          const updated = await o.update(tx, id, { ...values, updatedAt: new Date() });
          if (!updated) throw missing();
          await saveTexts(tx, o.kind, id, translations);
          await audit(tx, actor, 'update', AUDITED_AS[o.kind], id, { title: values.title });
          return written(tx, id);
        });
        return ok(c, row);
      },
    )
    .delete(
      '/:id',
      describe({ tag: o.tag, summary: `Delete a ${o.noun}`, roles: STAFF, answer: data(DeletedSchema) }),
      textIdInput(o.notFoundAs),
      async (c) => {
        const { id } = c.req.valid('param');
        const actor = actorOf(c);
        await inTx(c.get('deps').database.db, async (tx) => {
          const [gone] = await tx.delete(o.table).where(eq(o.table.id, id)).returning({ title: o.table.title });
          if (!gone) throw missing();
          await audit(tx, actor, 'delete', AUDITED_AS[o.kind], id, { title: gone.title });
        });
        return ok(c, { id, deleted: true });
      },
    );
}

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
  texts: storedTexts('blogPosts'),
  featured: blogPosts.featured,
  createdAt: blogPosts.createdAt,
};

const postValues = ({ translations: texts, ...input }: v.InferOutput<typeof BlogPostFormSchema>) => {
  const content = sanitizeContent(input.content);
  if (!content) throw badRequest('http.validation', { content: coded('validation.required', ref('fields.content')) });
  // A body in another language is optional: markup that sanitizes to nothing means there is none.
  const translations = Object.fromEntries(
    Object.entries(texts).map(([lang, texts]) => [
      lang,
      { ...texts, content: texts.content === null ? null : sanitizeContent(texts.content) || null },
    ]),
  ) as TranslationsInput;
  return { row: { ...input, content, image: input.image || null, tags: [...new Set(input.tags)] }, translations };
};

export const adminBlogRoutes = () =>
  publishedRoutes({
    table: blogPosts,
    tag: 'Blog posts',
    noun: 'blog post',
    item: AdminBlogPostSchema,
    form: BlogPostFormSchema,
    kind: 'blogPosts',
    notFoundAs: thingNotFound('post'),
    columns: postColumns,
    search: [blogPosts.title, blogPosts.author, blogPosts.category, blogPosts.description],
    createInput: jsonInput(BlogPostFormSchema),
    updateInput: jsonInput(BlogPostFormSchema),
    values: postValues,
    insert: async (tx, values) => (await tx.insert(blogPosts).values(values).returning({ id: blogPosts.id }))[0],
    update: async (tx, id, values) =>
      (await tx.update(blogPosts).set(values).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id }))[0],
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
  texts: storedTexts('resources'),
  createdAt: resources.createdAt,
};

const resourceValues = ({ translations, ...input }: v.InferOutput<typeof ResourceFormSchema>) => ({
  row: { ...input, image: input.image || null },
  translations,
});

/**
 * POST takes multipart form data (as the admin area sends it) or JSON; only the form's text fields are read. Read here,
 * not by jsonInput: a form body, and a body of another type, are refused with this route's own codes.
 */
const resourceCreateInput: FormInput<typeof ResourceFormSchema> = async (c, next) => {
  c.req.addValidatedData('json', await resourceInput(c));
  await next();
};

async function resourceInput(c: Context<AppEnv>) {
  const type = c.req.header('content-type') ?? '';
  if (/^multipart\/form-data\b|^application\/x-www-form-urlencoded\b/i.test(type)) {
    let body: Record<string, unknown>;
    try {
      body = await c.req.parseBody();
    } catch {
      throw badRequest('server.formUnreadable');
    }
    const fields: Record<string, unknown> = {};
    const translations: Record<string, Record<string, string>> = {};
    // A text in another language is sent under its form field's name, `translations.<lang>.<field>`.
    const translated = PREFIXED_LANGS.flatMap((lang) => ['title', 'description'].map((field) => [lang, field] as const));
    const keys = [...['title', 'description', 'category', 'type', 'downloadUrl', 'image'].map((key) => [key] as const), ...translated];
    for (const path of keys) {
      const key = path.length === 1 ? path[0] : `translations.${path[0]}.${path[1]}`;
      const value = body[key];
      if (value instanceof File) throw badRequest('http.validation', { [key]: 'server.textNotFile' });
      if (typeof value !== 'string') continue;
      if (path.length === 1) fields[key] = value;
      else translations[path[0]] = { ...translations[path[0]], [path[1]]: value };
    }
    return validate(ResourceFormSchema, { ...fields, translations });
  }
  if (/^application\/json\b/i.test(type)) return jsonBody(c, ResourceFormSchema);
  throw new ApiError(415, 'server.resourceMediaType');
}

export const adminResourceRoutes = () =>
  publishedRoutes({
    table: resources,
    tag: 'Resources',
    noun: 'resource',
    item: AdminResourceSchema,
    form: ResourceFormSchema,
    createTypes: ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded'],
    kind: 'resources',
    notFoundAs: thingNotFound('resource'),
    columns: resourceColumns,
    search: [resources.title, resources.category, resources.type, resources.description],
    createInput: resourceCreateInput,
    updateInput: jsonInput(ResourceFormSchema),
    values: resourceValues,
    insert: async (tx, values) => (await tx.insert(resources).values(values).returning({ id: resources.id }))[0],
    update: async (tx, id, values) =>
      (await tx.update(resources).set(values).where(eq(resources.id, id)).returning({ id: resources.id }))[0],
  });
