// Logical backups of the whole database (every table of the public schema, receipts' bytes included) as gzip'd JSON
// lines, and their restore. One format for PGlite and PostgreSQL, so a backup of the embedded database also moves a
// site onto PostgreSQL. How it keeps requests flowing while it reads: docs/decisions/004-backups-and-scheduler.md.

import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { type SQL, sql } from 'drizzle-orm';
import { addisToday } from '../../contract/dates';
import { RECEIPT_MAX_BYTES } from '../../contract/limits';
import type { Database, Db } from '../db/client';
import type { Job } from './scheduler';

export const BACKUP_FORMAT = 'ecpa-backup';
export const BACKUP_VERSION = 1;
/** Final backup files: `ecpa-backup-2026-11-23T173300Z.ndjson.gz`; they sort by time. */
const FINAL_NAME = /^ecpa-backup-\d{4}-\d{2}-\d{2}T\d{6}Z\.ndjson\.gz$/;
/** A backup being written; never taken for a finished one, removed when found older than a day. */
const PARTIAL_PREFIX = '.partial-';

/**
 * What a backup holds of a mail: who it was for, its subject, its times and how it ended, never its body. A mail still
 * waiting to be sent carries a live sign-in link, cancel link or ticket, and a backup is copied and kept far longer
 * than such a link lives; a sent one has no body left (mail.ts). So a waiting mail is written as given up, with why:
 * a restored site does not send it (docs/decisions/020-no-live-secrets-at-rest.md).
 */
export const MAIL_LEFT_OUT = 'Not sent: still waiting when the backup was taken, and a backup keeps no mail body.';
function withoutMailBody(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...row, text: '', html: null, attachments: [] };
  if (row.status === 'pending') Object.assign(out, { status: 'failed', last_error: MAIL_LEFT_OUT, locked_until: null });
  for (const key of ['text', 'html', 'attachments', 'status', 'last_error', 'locked_until']) if (!(key in row)) delete out[key];
  return out;
}
/** Rows changed on their way into a backup (by table). */
const IN_BACKUP: Record<string, (row: Record<string, unknown>) => Record<string, unknown>> = { outbox: withoutMailBody };

/** Tables read outside the snapshot, in pages by their growing id: rows only ever added, never referenced. */
const APPEND_ONLY = new Set(['page_views']);
/**
 * Rows read at a time, inside the snapshot and after it: small, because the server's heap keeps what a backup grows it
 * to (with 500, the bench's first backup of 100,000 registrations grows it by 6–7 MB and takes 10–11 s).
 */
export const PAGE_ROWS = 500;

type TableInfo = { name: string; columns: string[]; key: string[]; bytea: boolean };
export type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: Database['kind'];
  /** How many schema migrations the database had: a restore needs at least as many. */
  migrations: number;
  tables: { name: string; columns: string[] }[];
};
type Line = { table: string; row: Record<string, unknown> } | { end: true; rows: Record<string, number> };

export class BackupError extends Error {}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
}

/** The public schema's tables, parents before children, with their stored columns, primary key and whether they hold bytes. */
export async function describeTables(db: Db): Promise<TableInfo[]> {
  const columns = await rows<{ table: string; column: string; type: string }>(
    db,
    sql`select table_name as "table", column_name as "column", data_type as "type" from information_schema.columns
        where table_schema = 'public' and is_generated = 'NEVER' order by table_name, ordinal_position`,
  );
  const keys = await rows<{ table: string; column: string }>(
    db,
    sql`select c.conrelid::regclass::text as "table", a.attname as "column"
        from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
        where c.contype = 'p' and c.connamespace = 'public'::regnamespace order by a.attnum`,
  );
  const links = await rows<{ child: string; parent: string }>(
    db,
    sql`select conrelid::regclass::text as child, confrelid::regclass::text as parent from pg_constraint
        where contype = 'f' and connamespace = 'public'::regnamespace`,
  );
  const tables = new Map<string, TableInfo>();
  for (const c of columns) {
    const t = tables.get(c.table) ?? { name: c.table, columns: [], key: [], bytea: false };
    t.columns.push(c.column);
    if (c.type === 'bytea') t.bytea = true;
    tables.set(c.table, t);
  }
  const bare = (name: string) => name.replace(/^public\./, '').replace(/^"|"$/g, '');
  for (const k of keys) tables.get(bare(k.table))?.key.push(k.column);
  // Parents first, so a restore can insert in file order with every foreign key checked.
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const l of links) if (bare(l.child) === name && bare(l.parent) !== name) place(bare(l.parent), path);
    placed.add(name);
    const t = tables.get(name);
    if (t) ordered.push(t);
  };
  for (const name of [...tables.keys()].sort()) place(name, new Set());
  return ordered;
}

async function migrationCount(db: Db): Promise<number> {
  try {
    const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    return Number(row?.n ?? 0);
  } catch {
    return 0;
  }
}

/** Writes one JSON line, waiting when the stream asks it to. */
async function writeLine(out: Writable, line: unknown) {
  if (!out.write(`${typeof line === 'string' ? line : JSON.stringify(line)}\n`)) await once(out, 'drain');
}

/**
 * Writes the whole database to `out` (gzip'd JSON lines: a header, one line a row, a closing line with the counts).
 * Ordinary tables are read in one read-only snapshot, so what they hold is consistent; rows holding bytes (receipts)
 * are read one by one after it by their key, and append-only logs in pages, so that on PGlite (one connection, which
 * a snapshot holds) other requests wait only for the small tables, never for the bytes.
 */
export async function writeBackup(database: Database, out: Writable, now: Date = new Date()): Promise<Record<string, number>> {
  const db = database.db;
  const tables = await describeTables(db);
  const gzip = createGzip({ level: 6 });
  gzip.pipe(out);
  const finished = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
    gzip.on('error', reject);
  });
  const counts: Record<string, number> = {};
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: now.toISOString(),
    database: database.kind,
    migrations: await migrationCount(db),
    tables: tables.map((t) => ({ name: t.name, columns: t.columns })),
  };
  await writeLine(gzip, header);

  // Inside the snapshot: whole rows of the ordinary tables, the keys of rows with bytes, the last id of the logs.
  const deferred = new Map<string, string[]>();
  const appendUntil = new Map<string, number>();
  await db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    for (const t of tables) {
      counts[t.name] = 0;
      if (APPEND_ONLY.has(t.name) && t.key.length === 1) {
        const [row] = await rows<{ last: string | null }>(
          tx,
          sql.raw(`select max(${ident(t.key[0]!)})::text as last from ${ident(t.name)}`),
        );
        appendUntil.set(t.name, Number(row?.last ?? 0));
        continue;
      }
      if (t.bytea && t.key.length) {
        const keyCols = t.key.map((k) => `'${k.replaceAll("'", "''")}', ${ident(k)}`).join(', ');
        const found = await rows<{ k: string }>(tx, sql.raw(`select json_build_object(${keyCols})::text as k from ${ident(t.name)}`));
        deferred.set(
          t.name,
          found.map((r) => r.k),
        );
        continue;
      }
      // Through a cursor, a page at a time: a table read whole (100,000 registrations are some 40 MB of JSON text)
      // would grow the heap by that much, and a process keeps a heap it has grown long after the backup is written.
      await tx.execute(sql.raw(`declare backup_rows no scroll cursor for select row_to_json(t)::text as j from ${ident(t.name)} t`));
      const change = IN_BACKUP[t.name];
      for (;;) {
        const page = await rows<{ j: string }>(tx, sql.raw(`fetch ${PAGE_ROWS} from backup_rows`));
        for (const r of page) {
          const row = change ? JSON.stringify(change(JSON.parse(r.j))) : r.j;
          await writeLine(gzip, `{"table":${JSON.stringify(t.name)},"row":${row}}`);
        }
        counts[t.name] = (counts[t.name] ?? 0) + page.length;
        if (page.length < PAGE_ROWS) break;
      }
      await tx.execute(sql.raw('close backup_rows'));
    }
  });

  // After it: rows with bytes, one at a time by key (a row gone since the snapshot is left out: nothing refers to receipts).
  for (const t of tables) {
    const keysOf = deferred.get(t.name);
    if (!keysOf) continue;
    const match = t.key.map((k) => `t.${ident(k)} = k.${ident(k)}`).join(' and ');
    const query = `select row_to_json(t)::text as j from ${ident(t.name)} t, json_populate_record(null::${ident(t.name)}, $1::json) k where ${match}`;
    for (const key of keysOf) {
      const [found] = await database.query<{ j: string }>(query, [key]);
      if (!found) continue;
      await writeLine(gzip, `{"table":${JSON.stringify(t.name)},"row":${found.j}}`);
      counts[t.name] = (counts[t.name] ?? 0) + 1;
    }
  }
  for (const [name, last] of appendUntil) {
    const id = ident(tables.find((t) => t.name === name)!.key[0]!);
    let after = 0;
    for (;;) {
      // Ordered by the table's column, named through its alias: an unqualified `order by` takes an output column of the
      // same name first, and the key is also selected as text, where '10' sorts before '9'.
      const page = await database.query<{ j: string; key: string }>(
        `select row_to_json(t)::text as j, t.${id}::text as key from ${ident(name)} t where t.${id} > $1 and t.${id} <= $2 order by t.${id} limit ${PAGE_ROWS}`,
        [after, last],
      );
      for (const r of page) await writeLine(gzip, `{"table":${JSON.stringify(name)},"row":${r.j}}`);
      counts[name] = (counts[name] ?? 0) + page.length;
      if (page.length < PAGE_ROWS) break;
      after = Number(page[page.length - 1]!.key);
    }
  }
  await writeLine(gzip, { end: true, rows: counts } satisfies Line);
  gzip.end();
  await finished;
  return counts;
}

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
    .replace(/^(\d{4})(\d{2})(\d{2})/, '$1-$2-$3');

/** Owner only. */
export const BACKUP_FILE_MODE = 0o600;
export const BACKUP_DIR_MODE = 0o700;

export type BackupFile = { path: string; name: string; bytes: number; ms: number; rows: Record<string, number> };

/**
 * Writes a backup into `dir` under a temporary name, flushes it to disk, then renames it to its final name (so a
 * half-written file never has one), and keeps only the newest `keep` backups. A backup holds every record and hash the
 * database does: it is readable by the server's own user only (0600), in a directory only that user can list (0700,
 * when the server makes it).
 */
export async function backupToDir(database: Database, dir: string, keep: number, now: Date = new Date()): Promise<BackupFile> {
  const started = performance.now();
  await mkdir(dir, { recursive: true, mode: BACKUP_DIR_MODE });
  const name = `ecpa-backup-${stamp(now)}.ndjson.gz`;
  const partial = join(dir, `${PARTIAL_PREFIX}${process.pid}-${crypto.randomUUID()}-${name}`);
  const path = join(dir, name);
  let counts: Record<string, number>;
  try {
    counts = await writeBackup(database, createWriteStream(partial, { mode: BACKUP_FILE_MODE }), now);
    const fh = await open(partial, 'r');
    try {
      await fh.sync();
    } finally {
      await fh.close();
    }
    await rename(partial, path);
    const dh = await open(dir, 'r').catch(() => undefined);
    await dh?.sync().catch(() => {});
    await dh?.close();
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
  await prune(dir, keep);
  return { path, name, bytes: (await stat(path)).size, ms: Math.round(performance.now() - started), rows: counts };
}

/** The finished backups in `dir`, newest first. */
export async function listBackups(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((n) => FINAL_NAME.test(n)).sort((a, b) => (a < b ? 1 : -1));
}

/** The newest finished backup in `dir` (its time read from its name), or null. */
export async function lastBackup(dir: string): Promise<{ name: string; createdAt: string; bytes: number } | null> {
  for (const name of await listBackups(dir)) {
    const s = await stat(join(dir, name)).catch(() => undefined);
    const m = /(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})(\d{2})Z/.exec(name);
    if (s && m) return { name, createdAt: `${m[1]}T${m[2]}:${m[3]}:${m[4]}.000Z`, bytes: s.size };
  }
  return null;
}

async function prune(dir: string, keep: number) {
  for (const old of (await listBackups(dir)).slice(Math.max(1, keep))) await rm(join(dir, old), { force: true });
  // A partial file left by a process that died while writing (its age by the wall clock, as the file system keeps it).
  for (const name of await readdir(dir)) {
    if (!name.startsWith(PARTIAL_PREFIX)) continue;
    const s = await stat(join(dir, name)).catch(() => undefined);
    if (s && Date.now() - s.mtimeMs > 86_400_000) await rm(join(dir, name), { force: true });
  }
}

/** Counts the rows of every public table. */
async function rowCounts(db: Db, tables: TableInfo[]): Promise<number> {
  let total = 0;
  for (const t of tables) {
    const [row] = await rows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${ident(t.name)}`));
    total += Number(row?.n ?? 0);
  }
  return total;
}

const BATCH_ROWS = 500;
const BATCH_CHARS = 16 * 1024 * 1024;
/**
 * The longest line a backup of this site can hold: a receipt row, its 5 MB file written as hex (twice as long) and
 * its fields. A longer line is refused before it is kept in memory: a crafted file can unpack a few hundred kilobytes
 * into one line of hundreds of megabytes.
 */
export const MAX_LINE_CHARS = 2 * RECEIPT_MAX_BYTES + 1024 * 1024;
/** The longest row of a table without files: far beyond any text the site accepts (a post's body, a message). */
export const MAX_ROW_CHARS = 1024 * 1024;

/** The lines of a text stream, each refused once it grows past `limit` characters instead of being buffered whole. */
async function* boundedLines(input: AsyncIterable<Buffer>, limit: number): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let pending = '';
  for await (const chunk of input) {
    const text = decoder.decode(chunk, { stream: true });
    // Only the new text is searched: a long line arrives in many chunks.
    let start = 0;
    for (let newline = text.indexOf('\n'); newline !== -1; newline = text.indexOf('\n', start)) {
      yield pending + text.slice(start, newline);
      pending = '';
      start = newline + 1;
    }
    pending += text.slice(start);
    if (pending.length > limit) throw new BackupError(tooLong(limit));
  }
  pending += decoder.decode();
  if (pending.length > limit) throw new BackupError(tooLong(limit));
  if (pending) yield pending;
}

const tooLong = (limit: number) =>
  `The backup file is damaged or not a backup of this site: a line is longer than ${Math.round(limit / (1024 * 1024))} MB.`;

/**
 * Restores a backup into a migrated database: refused when any table holds a row, unless `force` (then every table is
 * emptied first). Everything happens in one transaction: a broken or cut-off file changes nothing.
 */
export async function restoreBackup(
  database: Database,
  input: Readable,
  options: { force?: boolean } = {},
): Promise<{ rows: Record<string, number>; createdAt: string }> {
  const db = database.db;
  const tables = await describeTables(db);
  const current = new Map(tables.map((t) => [t.name, new Set(t.columns)]));
  const byteaTables = new Set(tables.filter((t) => t.bytea).map((t) => t.name));
  const lines = boundedLines(input.pipe(createGunzip()), MAX_LINE_CHARS);
  const next = async (): Promise<unknown> => {
    let r: IteratorResult<string>;
    try {
      r = await lines.next();
    } catch (err) {
      if (err instanceof BackupError) throw err;
      throw new BackupError("This is not a backup file of this site (it is not gzip'd JSON lines).");
    }
    if (r.done) return undefined;
    try {
      return JSON.parse(r.value);
    } catch {
      throw new BackupError('The backup file is damaged (a line is not JSON).');
    }
  };
  let header: BackupHeader;
  try {
    header = (await next()) as BackupHeader;
  } catch (err) {
    if (err instanceof BackupError) throw err;
    throw new BackupError("This is not a backup file of this site (it is not gzip'd JSON lines).");
  }
  if (header?.format !== BACKUP_FORMAT) throw new BackupError('This is not a backup file of this site.');
  if (header.version > BACKUP_VERSION)
    throw new BackupError(`This backup was written by a newer version of the site (format ${header.version}).`);
  const migrations = await migrationCount(db);
  if (header.migrations > migrations) {
    throw new BackupError(
      `This backup has ${header.migrations} schema migrations and this code only ${migrations}: update the code first.`,
    );
  }
  for (const t of header.tables)
    if (!current.has(t.name)) throw new BackupError(`The backup holds a table this code does not know: ${t.name}.`);
  const columnsOf = new Map(header.tables.map((t) => [t.name, t.columns.filter((c) => current.get(t.name)!.has(c))]));

  if (!options.force && (await rowCounts(db, tables)) > 0) {
    throw new BackupError('The database is not empty: restore into an empty data directory, or add --force to replace everything in it.');
  }

  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    if (options.force) await tx.execute(sql.raw(`truncate ${tables.map((t) => ident(t.name)).join(', ')} restart identity cascade`));
    let batchTable = '';
    let batch: string[] = [];
    let batchChars = 0;
    const flush = async () => {
      if (!batch.length) return;
      const cols = columnsOf.get(batchTable)!.map(ident).join(', ');
      await tx.execute(
        // OVERRIDING SYSTEM VALUE: identity columns (an application's number) take the backup's values, as serials do.
        sql`${sql.raw(`insert into ${ident(batchTable)} (${cols}) overriding system value select ${cols} from json_populate_recordset(null::${ident(batchTable)}, `)}${`[${batch.join(',')}]`}::json)`,
      );
      counts[batchTable] = (counts[batchTable] ?? 0) + batch.length;
      batch = [];
      batchChars = 0;
    };
    let end: { rows: Record<string, number> } | undefined;
    for (;;) {
      const line = (await next()) as Line | undefined;
      if (line === undefined) break;
      if ('end' in line) {
        end = line;
        break;
      }
      if (!columnsOf.has(line.table)) throw new BackupError(`The backup names a table it did not list: ${line.table}.`);
      if (line.table !== batchTable || batch.length >= BATCH_ROWS || batchChars >= BATCH_CHARS) {
        await flush();
        batchTable = line.table;
      }
      // A backup written before bodies were left out still holds them: they are left out on the way back in too.
      const change = IN_BACKUP[line.table];
      const json = JSON.stringify(change ? change(line.row) : line.row);
      if (!byteaTables.has(line.table) && json.length > MAX_ROW_CHARS)
        throw new BackupError(`The backup file is damaged: a row of ${line.table} is longer than any the site writes (1 MB).`);
      batch.push(json);
      batchChars += json.length;
    }
    await flush();
    if (!end) throw new BackupError('The backup file is cut off (its last line is missing): nothing was restored.');
    for (const [name, n] of Object.entries(end.rows)) {
      if ((counts[name] ?? 0) !== n)
        throw new BackupError(`The backup file is damaged: ${name} should have ${n} rows, it has ${counts[name] ?? 0}.`);
    }
    // Sequences (bigserial ids, identity columns) continue after the restored rows.
    const serials = await rows<{ table: string; column: string }>(
      tx,
      sql`select table_name as "table", column_name as "column" from information_schema.columns
          where table_schema = 'public' and (column_default like 'nextval(%' or is_identity = 'YES')`,
    );
    for (const s of serials) {
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${ident(s.table).replaceAll("'", "''")}', '${s.column.replaceAll("'", "''")}'), coalesce(max(${ident(s.column)}), 1), max(${ident(s.column)}) is not null) from ${ident(s.table)}`,
        ),
      );
    }
  });
  return { rows: counts, createdAt: header.createdAt };
}

/** Restores from a file path (see restoreBackup). */
export const restoreBackupFile = (database: Database, path: string, options: { force?: boolean } = {}) =>
  restoreBackup(database, createReadStream(path), options);

/**
 * The scheduler's daily backup: once per Addis Ababa day, at the first tick of the day (just after midnight there, when
 * nobody applies or registers), or soon after the server starts if none has been written that day.
 */
export const dailyBackupJob = (database: Database, dir: string, keep: number, onDone?: (file: BackupFile) => void): Job => ({
  name: 'backup',
  period: (now) => addisToday(now),
  run: async (now) => {
    const file = await backupToDir(database, dir, keep, now);
    onDone?.(file);
  },
});
