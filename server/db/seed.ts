// Seeds the built-in content once (events, blog posts, resources); a settings row marks it done.
import { sql } from 'drizzle-orm';
import * as am from '../../content/am/legal';
import * as en from '../../content/legal';
import type { Db } from './client';
import { legalDocuments, settings } from './schema';
import { contentSeedSteps, type SeedStep } from './seedContent';

export type { SeedStep };

/** Steps run once each, in order; later issues add steps (content, events). */
/** The first terms and privacy notice, so that every form's consent names a version from the start. */
export const legalSeedStep: SeedStep = {
  key: 'legal-documents-v1',
  run: async (db) => {
    await db
      .insert(legalDocuments)
      .values(
        [
          { kind: 'terms' as const, en: en.builtInTerms, am: am.builtInTerms },
          { kind: 'privacy' as const, en: en.builtInPrivacy, am: am.builtInPrivacy },
        ].map(({ kind, en, am }) => ({
          kind,
          version: 1,
          titleEn: en.title,
          bodyEn: en.body,
          titleAm: am.title,
          bodyAm: am.body,
          publishedByName: 'Ethiopian Cassava Association',
        })),
      )
      .onConflictDoNothing();
  },
};

export const seedSteps: SeedStep[] = [...contentSeedSteps, legalSeedStep];

export async function seed(db: Db, steps: SeedStep[] = seedSteps): Promise<string[]> {
  const done: string[] = [];
  for (const step of steps) {
    const marker = `seed:${step.key}`;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(4242002)`);
      const existing = await tx.select().from(settings).where(sql`${settings.key} = ${marker}`);
      if (existing.length > 0) return;
      await step.run(tx as unknown as Db);
      await tx.insert(settings).values({ key: marker, value: new Date().toISOString() });
      done.push(step.key);
    });
  }
  return done;
}
