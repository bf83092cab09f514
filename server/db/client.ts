// Opens the database: PGlite under DATA_DIR by default, node-postgres when a URL is given.
import { stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Logger } from '../platform/logger';
import { acquireDataDirLock } from './lock';
import * as schema from './schema';
import { statementNamer } from './statements';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** True when a trivial query succeeds. */
  ping(): Promise<boolean>;
  sizeBytes(): Promise<number>;
  /** One parameterized statement straight to the driver, for the hottest writes (no query builder on the way). */
  query<T = Record<string, unknown>>(text: string, params: unknown[]): Promise<T[]>;
  /** PGlite only: the whole database as a tarball, to open copies of it (`openPglite(null, { from })`). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
};

/** Runs `fn` in one transaction: its writes land together or not at all. */
export const inTx = <T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> => db.transaction((tx) => fn(tx as unknown as Db));

/**
 * `database.query` on a transaction's connection: one parameterized statement ($1, $2, …) of the transaction, its rows
 * as the drivers give them (node-postgres in `rows`, PGlite too, Drizzle's PGlite session as the array itself).
 */
export async function queryIn<T>(tx: Db, text: string, params: unknown[]): Promise<T[]> {
  // The text's $n placeholders become Drizzle's parameters again, so the statement runs on the transaction's connection.
  const result = (await tx.execute(
    sql.join(text.split(/\$(\d+)/).map((part, i) => (i % 2 === 1 ? sql`${params[Number(part) - 1]}` : sql.raw(part)))),
  )) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
}

export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

const ping = async (db: Db) => {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
};
const dbSize = async (db: Db) => {
  const rows = (await db.execute(sql`select pg_database_size(current_database())::bigint as size`)) as unknown as
    | { rows: { size: string | number }[] }
    | { size: string | number }[];
  const list = Array.isArray(rows) ? rows : rows.rows;
  return Number(list[0]?.size ?? 0);
};

/**
 * PostgreSQL's page cache inside PGlite's WebAssembly memory, which never shrinks once grown: 128 MB by default. 64 MB
 * holds the staff lists' working set (their trigram search over 100,000 registrations stays within its latency budget,
 * where 32 MB did not) and keeps the server at rest under 300 MB; pages outside it come from the file system's cache.
 * The figures: docs/decisions/005-compiled-server-and-memory.md.
 */
const PGLITE_OPTIONS = { extensions: { pg_trgm }, postgresqlconf: ['shared_buffers = 64MB'] };

/**
 * `dataDir` null means in memory (tests). A directory is locked for this process before PGlite opens it, and unlocked
 * by `close()`: a second process (or a second open here) is refused with DataDirLockedError (server/db/lock.ts).
 * `opts.unlock`: the caller took the lock already (acquireDataDirLock's release function); `close()` calls it.
 * `opts.from`: an in-memory database starts as a copy of this dump (`dumpDataDir`) instead of a new cluster, which takes
 * PGlite several seconds to create (the tests start from a migrated copy: tests/support/db.ts).
 */
export async function openPglite(
  dataDir: string | null,
  opts: { logger?: Pick<Logger, 'warn'>; unlock?: () => void; from?: Blob } = {},
): Promise<Database> {
  let client: PGlite;
  let unlock = () => {};
  if (dataDir) {
    unlock = opts.unlock ?? (await acquireDataDirLock(dataDir, opts));
    try {
      client = new PGlite(join(resolve(dataDir), 'pglite'), PGLITE_OPTIONS);
      await client.waitReady;
    } catch (err) {
      unlock();
      throw err;
    }
  } else {
    client = new PGlite({ ...PGLITE_OPTIONS, loadDataDir: opts.from });
    await client.waitReady;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: () => ping(db),
    sizeBytes: async () => {
      if (!dataDir) return dbSize(db);
      return dirSize(join(resolve(dataDir), 'pglite'));
    },
    query: async <T>(text: string, params: unknown[]) => (await client.query<T>(text, params)).rows,
    dump: () => client.dumpDataDir('none'),
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', (err) => console.error(JSON.stringify({ level: 'error', msg: 'pg pool error', err: err.message })));
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  // The busiest statements are prepared once per connection.
  const statementName = statementNamer();
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateNodePg(db as never, { migrationsFolder }),
    ping: () => ping(db),
    sizeBytes: () => dbSize(db),
    query: async <T>(text: string, params: unknown[]) =>
      (await pool.query({ name: statementName(text), text, values: params })).rows as T[],
    close: () => pool.end(),
  };
}

async function dirSize(dir: string): Promise<number> {
  const { readdir } = await import('node:fs/promises');
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}
