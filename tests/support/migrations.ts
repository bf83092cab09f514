// The migration files, run one statement at a time: a migration test brings a database to the state just before the
// migration it tests, puts in the rows that migration must keep, then runs it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Database, migrationsFolder } from '../../server/db/client';

/** Every migration file, in the order they run. */
export const migrationFiles = readdirSync(migrationsFolder)
  .filter((f) => f.endsWith('.sql'))
  .sort();

/** The statements of one migration file. */
export const migrationStatements = (file: string) =>
  readFileSync(join(migrationsFolder, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);

/** Runs the migration files `files` on `database`, statement by statement. */
export async function runMigrations(database: Database, files: readonly string[]) {
  for (const file of files) for (const s of migrationStatements(file)) await database.query(s, []);
}
