// An event's, a post's and a resource's texts in the languages besides the default, as pages, mails and documents
// tell them: per field, what staff wrote in that language (a row per item and language, server/db/schema.ts `*_texts`),
// else the built-in content's own text (content/<lang>/) while the English is still the built-in English. Once staff
// rewrite the English of a field they left untranslated, the built-in translation no longer says what they wrote and
// the page shows their English. The English of content/ is therefore what databases hold: rewording it there (rather
// than in the staff area) leaves every existing database's copy different, and its other-language texts shown in
// English.
import { getTableColumns, getTableName, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { DEFAULT_LANG, type Lang, PREFIXED_LANGS } from '../../contract/languages';
import type { TranslatedField, TranslatedTexts, Translations, TranslationsInput } from '../../contract/translations';
import type { Db } from '../db/client';
import { blogPosts, blogPostTexts, events, eventTexts, resources, resourceTexts } from '../db/schema';
import { type BuiltInContent, wordsIn } from './languages';
import { likePattern } from './likePattern';
import { sanitizeContent } from './storedHtml';

type Kind = keyof BuiltInContent;
/** An item's stored texts per language, as `storedTexts` reads them (a text field staff wrote none of is left out). */
export type StoredTexts = Partial<Record<Lang, Partial<Record<TranslatedField, unknown>>>>;
type Item = { id: string; texts?: StoredTexts | null } & Partial<Record<TranslatedField, unknown>>;

/**
 * The texts each kind of item has (its table of texts' columns besides the item's and the language), that table's name
 * and the column naming the item, and the item's own table: read from the tables (server/db/schema.ts), so a text
 * field is declared there and in the form's schema (contract/), nowhere else.
 */
const KINDS: Readonly<Record<Kind, { fields: readonly TranslatedField[]; table: string; owner: string; from: string }>> = {
  events: kindOf(eventTexts, eventTexts.eventId, events),
  blogPosts: kindOf(blogPostTexts, blogPostTexts.postId, blogPosts),
  resources: kindOf(resourceTexts, resourceTexts.resourceId, resources),
};

function kindOf(texts: PgTable, owner: PgColumn, item: PgTable) {
  const columns = Object.values(getTableColumns(texts)).map((column) => column.name);
  return {
    fields: columns.filter((name) => name !== owner.name && name !== 'lang') as TranslatedField[],
    table: getTableName(texts),
    owner: owner.name,
    from: `"${getTableName(item)}"`,
  };
}

/**
 * The statement text reading an item's stored texts as one JSON value, `{ am: { title, … }, … }` (null when it has
 * none): a column of a select from the item's table. Its id is named with the table's name: Drizzle writes a column's
 * bare name in a one-table select, which would be read as the subquery's own.
 */
export const storedTextsSql = (kind: Kind): string => {
  const { table, owner, from } = KINDS[kind];
  const id = `${from}."id"`;
  return `(select jsonb_object_agg(t.lang, jsonb_strip_nulls(to_jsonb(t) - '${owner}' - 'lang')) from ${table} t where t.${owner} = ${id})`;
};

/** `storedTextsSql` as a column of a Drizzle select: `texts: storedTexts('events')`. */
export const storedTexts = (kind: Kind): SQL<StoredTexts | null> => sql<StoredTexts | null>`${sql.raw(storedTextsSql(kind))}`;

/**
 * A staff search's condition on the texts in the other languages (its title, description and place or author): what
 * staff wrote, and the built-in text of each field still shown as built in (its English the built-in English, and no
 * text of staff's in that language). Undefined for no search.
 */
export function textsMatching(kind: Kind, q: string): SQL | undefined {
  if (!q) return undefined;
  const { table, owner, fields, from } = KINDS[kind];
  const searched = fields.filter((field) => field !== 'tags' && field !== 'content');
  const id = sql.raw(`${from}."id"`);
  const stored = sql`exists (select 1 from ${sql.raw(table)} t where t.${sql.raw(owner)} = ${id}
    and concat_ws(' ', ${sql.raw(searched.map((field) => `t.${field}`).join(', '))}) ilike ${likePattern(q)})`;
  const needle = q.toLocaleLowerCase();
  const builtInHits: SQL[] = [];
  for (const lang of PREFIXED_LANGS) {
    for (const item of wordsIn(lang).builtIn[kind] as Item[]) {
      const english = builtIn(kind, DEFAULT_LANG, item.id);
      for (const field of searched) {
        const text = item[field];
        const own = english?.[field];
        if (typeof text !== 'string' || typeof own !== 'string' || !text.toLocaleLowerCase().includes(needle)) continue;
        builtInHits.push(sql`(${id} = ${item.id} and ${sql.raw(`${from}."${field}"`)} = ${own} and not exists (select 1 from
          ${sql.raw(table)} t where t.${sql.raw(owner)} = ${item.id} and t.lang = ${lang} and t.${sql.raw(field)} is not null))`);
      }
    }
  }
  return or(stored, ...builtInHits);
}

/** A list of tags as a statement's value. */
const tagList = (tags: readonly string[]): SQL =>
  tags.length === 0
    ? sql`'{}'::text[]`
    : sql`array[${sql.join(
        tags.map((tag) => sql`${tag}`),
        sql`, `,
      )}]::text[]`;

/**
 * Stores the texts staff sent for item `id`, in the transaction `tx`. Each language given replaces the fields it gives
 * (a field the form has no input for keeps its text); a language not given keeps its own; a row with no text left
 * goes. A text that is the item's built-in one in that language is not stored: it is the built-in text, shown while,
 * and only while, the English beside it is the built-in English (staff's dialog shows it, and sends it back as is).
 */
export async function saveTexts(tx: Db, kind: Kind, id: string, translations: TranslationsInput | undefined) {
  const { table, owner, fields } = KINDS[kind];
  for (const lang of PREFIXED_LANGS) {
    const given = translations?.[lang] as Partial<Record<TranslatedField, unknown>> | undefined;
    if (!given) continue;
    const own = builtIn(kind, lang, id);
    const sent = fields.filter((field) => field in given);
    if (sent.length === 0) continue;
    const values = sent.map((field) => {
      const value = given[field];
      if (field === 'tags') {
        const tags = Array.isArray(value) ? [...new Set(value as string[])] : [];
        return own && unchanged(field, tags, own[field]) ? [] : tags;
      }
      if (typeof value !== 'string' || value.trim() === '') return null;
      return own && unchanged(field, value, own[field]) ? null : value;
    });
    const placed = values.map((value) => (Array.isArray(value) ? tagList(value) : sql`${value}`));
    const columns = sql.raw(sent.join(', '));
    await tx.execute(
      sql`insert into ${sql.raw(table)} (${sql.raw(owner)}, lang, ${columns}) values (${id}, ${lang}, ${sql.join(placed, sql`, `)})
        on conflict (${sql.raw(owner)}, lang) do update set ${sql.raw(sent.map((field) => `${field} = excluded.${field}`).join(', '))}`,
    );
    await tx.execute(sql`delete from ${sql.raw(table)} where ${sql.raw(owner)} = ${id} and lang = ${lang} and ${sql.raw(nothingIn(kind))}`);
  }
}

/** The condition of a row of `kind` with no text left. */
const nothingIn = (kind: Kind) =>
  KINDS[kind].fields.map((field) => (field === 'tags' ? 'cardinality(tags) = 0' : `${field} is null`)).join(' and ');

const indexes = new Map<string, ReadonlyMap<string, Item>>();
/** The built-in item of `id` in `lang`, if there is one. */
function builtIn(kind: Kind, lang: Lang, id: string): Item | undefined {
  const key = `${kind}:${lang}`;
  let index = indexes.get(key);
  if (!index) {
    index = new Map((wordsIn(lang).builtIn[kind] as Item[]).map((item) => [item.id, item]));
    indexes.set(key, index);
  }
  return index.get(id);
}

const same = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((x, i) => x === b[i]) : (a ?? null) === (b ?? null);

const cleaned = new Map<string, string>();
/**
 * Whether a stored field is the built-in English: as seeded, or as staff saved it unchanged (a body they save is
 * stored cleaned, its entities written as characters: sanitizeContent).
 */
function unchanged(field: TranslatedField, stored: unknown, builtInText: unknown): boolean {
  if (same(stored, builtInText)) return true;
  if (field !== 'content' || typeof builtInText !== 'string' || typeof stored !== 'string') return false;
  let clean = cleaned.get(builtInText);
  if (clean === undefined) {
    clean = sanitizeContent(builtInText);
    cleaned.set(builtInText, clean);
  }
  return stored === clean;
}

/**
 * Clears the stored texts that are only a copy of the built-in content's own (a database seeded before the built-in
 * translations were read from content/ holds the built-in Amharic as rows): such a field is then given while, and
 * only while, its English is the built-in English, as on a database seeded since. A row with nothing left goes.
 */
export async function forgetBuiltInCopies(db: Db) {
  for (const kind of Object.keys(KINDS) as Kind[]) {
    const { table, owner, fields } = KINDS[kind];
    for (const lang of PREFIXED_LANGS) {
      for (const item of wordsIn(lang).builtIn[kind] as Item[]) {
        const sets = fields.map((field) => {
          const own = item[field];
          if (field === 'tags') {
            const tags = Array.isArray(own) ? (own as string[]) : [];
            return sql`tags = case when tags = ${tagList(tags)} then '{}'::text[] else tags end`;
          }
          if (typeof own !== 'string') return sql`${sql.raw(field)} = ${sql.raw(field)}`;
          const same = field === 'content' ? sql`in (${own}, ${sanitizeContent(own)})` : sql`= ${own}`;
          return sql`${sql.raw(field)} = case when ${sql.raw(field)} ${same} then null else ${sql.raw(field)} end`;
        });
        await db.execute(
          sql`update ${sql.raw(table)} set ${sql.join(sets, sql`, `)} where ${sql.raw(owner)} = ${item.id} and lang = ${lang}`,
        );
      }
    }
    await db.execute(sql.raw(`delete from ${table} where ${nothingIn(kind)}`));
  }
}

/** The name the audit log gives each kind of item: the staff routes audit their saves under it. */
export const AUDITED_AS = { events: 'event', blogPosts: 'blog_post', resources: 'resource' } as const satisfies Record<Kind, string>;

/**
 * Clears the stored texts of the built-in items no staff member has ever saved (the audit log records every save):
 * they are what an earlier version's seed wrote, in that version's wording, which forgetBuiltInCopies no longer
 * recognises once content/ is reworded, and which would otherwise be shown as if staff had written it. An item staff
 * saved keeps all its rows.
 */
export async function forgetUnsavedBuiltInCopies(db: Db) {
  for (const kind of Object.keys(KINDS) as Kind[]) {
    const { table, owner } = KINDS[kind];
    const ids = wordsIn(DEFAULT_LANG).builtIn[kind].map((item) => item.id);
    if (ids.length === 0) continue;
    await db.execute(sql`delete from ${sql.raw(table)} t where t.${sql.raw(owner)}::text in ${ids}
      and not exists (select 1 from audit_log a where a.entity = ${AUDITED_AS[kind]} and a.entity_id = t.${sql.raw(owner)}::text
        and a.action in ('create', 'update'))`);
  }
}

/** Whether a stored text says something (a blank text or an empty list of tags does not). */
const written = (value: unknown): boolean =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' ? value.trim() !== '' : false;

/**
 * The translations of `item` (a stored event, post or resource, with whichever of its text fields were read and its
 * stored `texts`): for each language besides the default, what staff wrote, and the built-in text of each other field
 * whose English is the built-in English. Undefined when there is none.
 */
export function translationsFor(kind: Kind, item: Item): Translations | undefined {
  const { fields } = KINDS[kind];
  const english = builtIn(kind, DEFAULT_LANG, item.id);
  const kept = english ? fields.filter((field) => field in item && unchanged(field, item[field], english[field])) : [];
  const translations: Translations = {};
  for (const lang of PREFIXED_LANGS) {
    const own = kept.length > 0 ? builtIn(kind, lang, item.id) : undefined;
    const stored = item.texts?.[lang] ?? {};
    const texts = {
      ...(own ? Object.fromEntries(kept.map((field) => [field, own[field]])) : {}),
      ...Object.fromEntries(fields.filter((field) => field in item && written(stored[field])).map((field) => [field, stored[field]])),
    } as TranslatedTexts;
    if (Object.keys(texts).length > 0) translations[lang] = texts;
  }
  return Object.keys(translations).length > 0 ? translations : undefined;
}

/** `{ translations }` for an answer, or nothing, so an item without any keeps its shape. */
export const translationsOf = (kind: Kind, item: Item): { translations?: Translations } => {
  const translations = translationsFor(kind, item);
  return translations ? { translations } : {};
};

/** A stored item as the API answers it: its stored `texts` turned into `translations`. */
export const withTranslations = <T extends Item>(kind: Kind, item: T): Omit<T, 'texts'> & { translations?: Translations } => {
  const { texts: _texts, ...rest } = item;
  return { ...rest, ...translationsOf(kind, item) };
};

/**
 * `item` (a stored event, post or resource) with its texts in `lang`, as a mail or document in that language tells it,
 * and the English for the rest. The browser's `localized` makes the same choice for a page.
 */
export function textsIn<T extends Item>(kind: Kind, item: T, lang: Lang): T {
  if (lang === DEFAULT_LANG) return item;
  return { ...item, ...translationsFor(kind, item)?.[lang] };
}
