// Seed steps for the built-in public content: the one source is content/ (also the browser's fallback). Its English is
// stored; its other languages (content/<lang>/, the same items matched by id) are read from there while staff leave
// the English as built in (server/platform/itemTexts.ts), so they need no rows of their own.
import { type AnyColumn, and, eq, isNull } from 'drizzle-orm';
import { builtInBlogPosts } from '../../content/blogPosts';
import { builtInEvents } from '../../content/events';
import { builtInResources } from '../../content/resources';
import { forgetBuiltInCopies, forgetUnsavedBuiltInCopies } from '../platform/itemTexts';
import type { Db } from './client';
import { blogPosts, events, resources } from './schema';

/** One step of the seed: run once per database, remembered by its key. */
export type SeedStep = { key: string; run: (db: Db) => Promise<void> };

export const contentSeedSteps: SeedStep[] = [
  {
    key: 'content:events',
    run: async (db) => {
      await db.insert(events).values(builtInEvents).onConflictDoNothing();
    },
  },
  {
    key: 'content:blog-posts',
    run: async (db) => {
      await db.insert(blogPosts).values(builtInBlogPosts).onConflictDoNothing();
    },
  },
  {
    key: 'content:resources',
    run: async (db) => {
      await db.insert(resources).values(builtInResources).onConflictDoNothing();
    },
  },
  {
    // Databases whose built-in rows got their Amharic as stored texts: once, the copies go, so the built-in translations
    // are read from content/ there too (and no longer shown once staff rewrite the English beside them).
    key: 'content:built-in-texts-from-content',
    run: forgetBuiltInCopies,
  },
  {
    // Databases whose built-in rows still hold texts an earlier seed wrote in an earlier wording: once, the rows of the
    // built-in items staff never saved go, and content/'s present wording is shown there.
    key: 'content:unsaved-built-in-texts',
    run: forgetUnsavedBuiltInCopies,
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
