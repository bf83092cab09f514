// Seed steps for the built-in public content: the one source is content/ (also the browser's fallback). The Amharic
// columns come from content/am/, the same events, posts and resources in Amharic, matched by id.
import { type AnyColumn, and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { builtInBlogPosts as blogPostsAm } from '../../content/am/blogPosts';
import { builtInEvents as eventsAm } from '../../content/am/events';
import { builtInResources as resourcesAm } from '../../content/am/resources';
import { builtInBlogPosts } from '../../content/blogPosts';
import { builtInEvents } from '../../content/events';
import { builtInResources } from '../../content/resources';
import type { Db } from './client';
import { blogPosts, events, resources } from './schema';

/** One step of the seed: run once per database, remembered by its key. */
export type SeedStep = { key: string; run: (db: Db) => Promise<void> };

type Text = { title: string; description: string; content?: string | null };

/** The Amharic of one built-in row, by its id; every English row has one (a test keeps the files in step). */
function amharicOf<T extends Text & { id: string }>(rows: T[]) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return (id: string): T => {
    const row = byId.get(id);
    if (!row) throw new Error(`no Amharic text for built-in content ${id}`);
    return row;
  };
}

const eventAm = amharicOf(eventsAm);
const postAm = amharicOf(blogPostsAm);
const resourceAm = amharicOf(resourcesAm);

/** Built-in posts or resources with their Amharic beside the English, as a fresh database gets them. */
const withAmharic = <T extends Text & { id: string }>(rows: T[], amOf: (id: string) => Text) =>
  rows.map((row) => {
    const am = amOf(row.id);
    return { ...row, titleAm: am.title, descriptionAm: am.description, contentAm: am.content ?? null };
  });

type Pair = { english: AnyColumn; amharic: AnyColumn; englishText: string | null; amharicText: string | null };

/**
 * Fills the Amharic columns of one built-in row that a database seeded before they existed left empty. A column is
 * filled only while it is still empty and its English is still the built-in text: an Amharic text staff wrote, or
 * built-in Amharic beside English that staff have since rewritten, would be wrong to put there.
 */
async function fillAmharic(db: Db, table: PgTable, id: AnyColumn, rowId: string, pairs: Pair[]) {
  const sets: SQL[] = [];
  const fillable: SQL[] = [];
  for (const { english, amharic, englishText, amharicText } of pairs) {
    if (englishText === null || amharicText === null) continue;
    const when = and(isNull(amharic), eq(english, englishText)) as SQL;
    sets.push(sql`${sql.identifier(amharic.name)} = case when ${when} then ${amharicText} else ${amharic} end`);
    fillable.push(when);
  }
  if (sets.length === 0) return;
  await db.execute(sql`update ${table} set ${sql.join(sets, sql`, `)} where ${and(eq(id, rowId), or(...fillable))}`);
}

export const contentSeedSteps: SeedStep[] = [
  {
    key: 'content:events',
    run: async (db) => {
      const rows = builtInEvents.map((e) => {
        const am = eventAm(e.id);
        return { ...e, titleAm: am.title, descriptionAm: am.description, locationAm: am.location };
      });
      await db.insert(events).values(rows).onConflictDoNothing();
    },
  },
  {
    key: 'content:blog-posts',
    run: async (db) => {
      const rows = withAmharic(builtInBlogPosts, postAm).map((p) => ({ ...p, authorAm: postAm(p.id).author, tagsAm: postAm(p.id).tags }));
      await db.insert(blogPosts).values(rows).onConflictDoNothing();
    },
  },
  {
    key: 'content:resources',
    run: async (db) => {
      await db.insert(resources).values(withAmharic(builtInResources, resourceAm)).onConflictDoNothing();
    },
  },
  {
    // Databases seeded before the Amharic columns existed: once, on the next start, the built-in rows get their Amharic.
    key: 'content:amharic',
    run: async (db) => {
      for (const e of builtInEvents) {
        const am = eventAm(e.id);
        await fillAmharic(db, events, events.id, e.id, [
          { english: events.title, amharic: events.titleAm, englishText: e.title, amharicText: am.title },
          { english: events.description, amharic: events.descriptionAm, englishText: e.description, amharicText: am.description },
        ]);
      }
      for (const [table, rows, amOf] of [
        [blogPosts, builtInBlogPosts, postAm],
        [resources, builtInResources, resourceAm],
      ] as const) {
        for (const row of rows) {
          const am = amOf(row.id);
          await fillAmharic(db, table, table.id, row.id, [
            { english: table.title, amharic: table.titleAm, englishText: row.title, amharicText: am.title },
            { english: table.description, amharic: table.descriptionAm, englishText: row.description, amharicText: am.description },
            { english: table.content, amharic: table.contentAm, englishText: row.content, amharicText: am.content ?? null },
          ]);
        }
      }
    },
  },
  {
    // Databases seeded before an event's place and a post's author had Amharic columns: once, the built-in rows get them.
    key: 'content:amharic-place-author',
    run: async (db) => {
      for (const e of builtInEvents) {
        await fillAmharic(db, events, events.id, e.id, [
          { english: events.location, amharic: events.locationAm, englishText: e.location, amharicText: eventAm(e.id).location },
        ]);
      }
      for (const p of builtInBlogPosts) {
        await fillAmharic(db, blogPosts, blogPosts.id, p.id, [
          { english: blogPosts.author, amharic: blogPosts.authorAm, englishText: p.author, amharicText: postAm(p.id).author },
        ]);
      }
    },
  },
  {
    // Databases seeded when six built-in resources led elsewhere (another article, the events page, a .txt): once,
    // each gets its own document, unless staff changed its links since.
    key: 'content:resource-documents',
    run: async (db) => {
      for (const [id, old] of Object.entries(EARLIER_LINKS)) {
        const now = builtInResources.find((r) => r.id === id)!;
        const same = (column: AnyColumn, value: string | null) => (value === null ? isNull(column) : eq(column, value));
        await db
          .update(resources)
          .set({ type: now.type, downloadUrl: now.downloadUrl, readUrl: now.readUrl, galleryUrl: now.galleryUrl })
          .where(
            and(
              eq(resources.id, id),
              same(resources.downloadUrl, old.downloadUrl ?? null),
              same(resources.readUrl, old.readUrl ?? null),
              same(resources.galleryUrl, old.galleryUrl ?? null),
            ),
          );
      }
    },
  },
  {
    // Databases seeded before a post's tags had an Amharic column: once, each built-in post whose Amharic tags are still
    // empty and whose English tags are still the built-in ones gets the Amharic tags of content/am/.
    key: 'content:amharic-tags',
    run: async (db) => {
      const textArray = (tags: string[]) =>
        sql`array[${sql.join(
          tags.map((t) => sql`${t}`),
          sql`, `,
        )}]::text[]`;
      for (const p of builtInBlogPosts) {
        await db
          .update(blogPosts)
          .set({ tagsAm: postAm(p.id).tags })
          .where(and(eq(blogPosts.id, p.id), sql`${blogPosts.tagsAm} = '{}'::text[]`, sql`${blogPosts.tags} = ${textArray(p.tags)}`));
      }
    },
  },
];

/** The links the built-in resources had before each had its own document. */
const EARLIER_LINKS: Record<string, { downloadUrl?: string; readUrl?: string; galleryUrl?: string }> = {
  'cyanide-processing-study': { readUrl: '/blog/cassava-brown-streak-research' },
  'clean-cuttings-guide': { readUrl: '/blog/wolaita-cooperative-doubles-yield' },
  'business-plan-template': { downloadUrl: '/files/cassava-business-plan-template.txt' },
  'machinery-industry-report': { galleryUrl: '/events#past' },
  'finance-guide': { readUrl: '/membership' },
  'processing-training-certificate': { readUrl: '/contact' },
};
