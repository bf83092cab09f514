// One migrated database per test file: in-memory PGlite, or a fresh PostgreSQL database when TEST_DATABASE_URL is set.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from '../../scripts/scratchDatabase';
import { type Database, migrationsFolder, openPglite, openPostgres } from '../../server/db/client';

export const usingPostgres = () => Boolean(process.env.TEST_DATABASE_URL);

/**
 * A migrated, empty PGlite database as a tarball, made once per set of migrations and kept in the temporary directory:
 * PGlite takes seconds to create a cluster and about one to load a copy, and the suite opens one database per file.
 * Named after this checkout and the migrations' contents, so another checkout or a new migration makes its own.
 */
async function migratedTemplate(): Promise<Blob> {
  const hash = createHash('sha256').update(process.cwd());
  for (const name of (await readdir(migrationsFolder, { recursive: true })).sort()) {
    if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(await readFile(join(migrationsFolder, name)));
  }
  const dir = join(tmpdir(), 'eca-pglite-templates');
  const file = join(dir, `${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(file)) return new Blob([await readFile(file)]);
  const fresh = await openPglite(null);
  await fresh.migrate();
  const dump = await fresh.dump!();
  await fresh.close();
  await mkdir(dir, { recursive: true });
  // Written aside and renamed: two test files making it at once each write a whole file, and readers see either.
  const aside = `${file}.${process.pid}.${Date.now()}`;
  await writeFile(aside, Buffer.from(await dump.arrayBuffer()));
  await rename(aside, file);
  return dump;
}

export async function createTestDatabase(): Promise<Database & { name: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = await openPglite(null, { from: await migratedTemplate() });
    // Nothing to apply (the copy is migrated); kept so that a stale copy could never run on an older schema.
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
