import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from '../../server/db/client';
import { acquireDataDirLock } from '../../server/db/lock';
import { seed } from '../../server/db/seed';
import { backupToDir, describeTables } from '../../server/platform/backup';
import { createTestDatabase, usingPostgres } from '../support/db';
import { runScript, type ScriptTarget, scriptTarget } from '../support/script';

let source: Database;
let backup: string;
let work: string;
let env: Record<string, string>;
let open: () => Promise<Database>;
let target: ScriptTarget;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ecpa-restore-'));
  source = await createTestDatabase();
  await seed(source.db);
  // A mail still waiting, with a sign-in link in it: the backup keeps who and what, not the link.
  await source.query(`insert into outbox ("to", subject, text) values ('waiting@example.org', 'Your sign-in link', $1)`, [
    'Open https://example.org/account#token=restoreScriptTokenXXXXXXXXXXXXXXXXXXXXXXXXX',
  ]);
  backup = (await backupToDir(source, join(work, 'backups'), 14)).path;
  target = await scriptTarget();
  ({ env, open } = target);
});
afterAll(async () => {
  await source.close();
  await target.dispose();
  await rm(work, { recursive: true, force: true });
});

const restore = (args: string[]) => runScript('scripts/restore.ts', args, env);
const restoreWith = (dataDir: string, args: string[]) => runScript('scripts/restore.ts', args, { DATA_DIR: dataDir });

const counts = async (database: Database) => {
  const out: Record<string, number> = {};
  for (const t of await describeTables(database.db)) {
    const [row] = await database.query<{ n: number }>(`select count(*)::int as n from "${t.name}"`, []);
    out[t.name] = Number(row!.n);
  }
  return out;
};

describe('npm run restore', () => {
  it('restores into an empty database, refuses a second time, and replaces everything with --force', { timeout: 180_000 }, async () => {
    const first = await restore([backup]);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^Restored \d+ rows in \d+ tables from the backup of .* in [\d.]+ s\.\n$/);

    const again = await restore([backup]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/not empty.*--force/);

    const forced = await restore([backup, '--force']);
    expect(forced.code).toBe(0);
    const restored = await open();
    try {
      expect(await counts(restored)).toEqual(await counts(source));
      expect(await restored.query('select "to", subject, text, status from outbox', [])).toEqual([
        { to: 'waiting@example.org', subject: 'Your sign-in link', text: '', status: 'failed' },
      ]);
    } finally {
      await restored.close();
    }
  });

  it.skipIf(usingPostgres())('is refused while a server holds the data directory, and writes nothing', { timeout: 60_000 }, async () => {
    const dataDir = join(work, 'held');
    const release = await acquireDataDirLock(dataDir);
    try {
      const started = Date.now();
      const held = await restoreWith(dataDir, [backup]);
      expect(held.code).toBe(1);
      expect(held.stderr).toContain(dataDir);
      expect(held.stderr).toContain(String(process.pid));
      expect(Date.now() - started).toBeLessThan(30_000);
    } finally {
      release();
    }
    // Nothing was created: the database opens empty once the lock is free.
    const empty = await openPglite(dataDir);
    try {
      await empty.migrate();
      expect(Object.values(await counts(empty)).every((n) => n === 0)).toBe(true);
    } finally {
      await empty.close();
    }
  });

  it('explains its usage and a missing file', { timeout: 60_000 }, async () => {
    const none = await restore([]);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/Usage: npm run restore -- <backup file>/);
    const missing = await restore([join(work, 'nope.ndjson.gz')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/No backup file at/);
  });
});
