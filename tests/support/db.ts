// One migrated database per test file: in-memory PGlite, or a fresh PostgreSQL database when TEST_DATABASE_URL is set.
import { createScratchDatabase } from '../../scripts/scratchDatabase';
import { type Database, openPglite, openPostgres } from '../../server/db/client';

export const usingPostgres = () => Boolean(process.env.TEST_DATABASE_URL);

export async function createTestDatabase(): Promise<Database & { name: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = await openPglite(null);
    await db.migrate();
    return { ...db, name: 'pglite:memory' };
  }
  const scratch = await createScratchDatabase(url, 't_');
  const db = await openPostgres(scratch.url, 20);
  await db.migrate();
  return {
    ...db,
    name: scratch.name,
    async close() {
      await db.close();
      await scratch.drop();
    },
  };
}
