// Seeds the built-in content once (events, blog posts, resources); a settings row marks it done.
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { settings } from './schema';
import { contentSeedSteps } from './seedContent';

export type SeedStep = { key: string; run: (db: Db) => Promise<void> };

/** Steps run once each, in order; later issues add steps (content, events). */
export const seedSteps: SeedStep[] = [...contentSeedSteps];

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
