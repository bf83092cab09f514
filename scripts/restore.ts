// npm run restore -- FILE [--force]  Restores a backup (from BACKUP_DIR or an admin's download) into the database the
// server is configured for: DATA_DIR (embedded PGlite, which must not be in use) or DATABASE_URL (PostgreSQL).
// Refused onto a database that holds any row unless --force, which replaces everything in it.
import { stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { type Database, openPglite, openPostgres } from '../server/db/client';
import { restoreBackupFile } from '../server/platform/backup';
import { loadConfig } from '../server/platform/config';
import { runWhenMain, UsageError } from './cli';

const USAGE = `Usage: npm run restore -- <backup file> [--force]
  Restores into DATA_DIR (stop the server first) or DATABASE_URL. The database must be empty; --force replaces
  everything in it with the backup.`;

export async function run(argv: string[]): Promise<string> {
  let parsed: ReturnType<typeof parse>;
  const parse = () => parseArgs({ args: argv, allowPositionals: true, options: { force: { type: 'boolean' }, help: { type: 'boolean' } } });
  try {
    parsed = parse();
  } catch (err) {
    throw new UsageError(`${(err as Error).message}\n${USAGE}`);
  }
  if (parsed.values.help) return USAGE;
  const [file, ...rest] = parsed.positionals;
  if (!file || rest.length) throw new UsageError(USAGE);
  const size = await stat(file).then(
    (s) => (s.isFile() ? s.size : undefined),
    () => undefined,
  );
  if (size === undefined) throw new UsageError(`No backup file at ${file}.`);

  const config = loadConfig(process.env);
  const where = config.databaseUrl ? 'DATABASE_URL' : `DATA_DIR=${config.dataDir}`;
  let database: Database;
  try {
    database = config.databaseUrl ? await openPostgres(config.databaseUrl, 2) : await openPglite(config.dataDir);
    await database.migrate();
  } catch (err) {
    throw new Error(`Could not open the database (${where}): ${(err as Error).message}`);
  }
  try {
    const started = performance.now();
    const result = await restoreBackupFile(database, file, { force: Boolean(parsed.values.force) });
    const total = Object.values(result.rows).reduce((a, b) => a + b, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    return `Restored ${total} rows in ${Object.keys(result.rows).length} tables from the backup of ${result.createdAt} (${size >= 1_048_576 ? `${(size / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(size / 1024))} KB`}) into ${where} in ${seconds} s.`;
  } finally {
    await database.close();
  }
}

runWhenMain(import.meta.url, 'restore', run);
