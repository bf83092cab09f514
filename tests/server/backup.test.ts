// Backups: write, wipe, restore (every row, every receipt byte), refusals, cut-off files, retention.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { seedSteps } from '../../server/db/seed';
import {
  BackupError,
  backupToDir,
  describeTables,
  listBackups,
  PAGE_ROWS,
  restoreBackup,
  restoreBackupFile,
} from '../../server/platform/backup';
import { call, createTestContext, makeUser, type TestContext } from '../support/app';
import { createTestDatabase } from '../support/db';
import { receiptForm } from '../support/forms';

let ctx: TestContext;
let dir: string;
/** A second, empty database to restore into (made once: a new one costs seconds). */
let target: Database;
let admin: Awaited<ReturnType<typeof makeUser>>;
/** Rows enough for a backup to read a table in three pages, the last one part full (1,234 at 500 a page). */
const BEYOND_A_PAGE = 2 * PAGE_ROWS + 234;
const receiptBytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(300_000), Buffer.from('\n%%EOF\n')]);

/** Every row of every table, as text, sorted: two databases with the same rows give the same dump. */
async function dump(database: Database): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const t of await describeTables(database.db)) {
    const found = await database.query<{ j: string }>(`select row_to_json(t)::text as j from "${t.name}" t`, []);
    out[t.name] = found.map((r) => r.j).sort();
  }
  return out;
}

/**
 * A dump with its mails as a backup keeps them: who, what subject and when, never a body; a mail still waiting comes
 * back as not to be sent (docs/decisions/020-no-live-secrets-at-rest.md).
 */
function mailsAsKept(d: Record<string, string[]>): Record<string, string[]> {
  const kept = (j: string) => {
    const { id, to, subject, created_at, sent_at } = JSON.parse(j);
    return JSON.stringify({ id, to, subject, created_at, sent_at });
  };
  return { ...d, outbox: (d.outbox ?? []).map(kept).sort() };
}

/** No restored mail has a body or waits to be sent. */
async function expectNoMailBodies(database: Database) {
  const mails = await database.query<{ text: string; html: string | null; attachments: unknown[]; status: string }>(
    'select text, html, attachments, status from outbox',
    [],
  );
  expect(mails.length).toBeGreaterThan(0);
  for (const m of mails)
    expect(m).toMatchObject({ text: '', html: null, attachments: [], status: expect.stringMatching(/^(sent|failed)$/) });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ecpa-backup-test-'));
  ctx = await createTestContext({ seedSteps, env: { BACKUP_DIR: join(dir, 'served'), BACKUP_KEEP: '2' } });
  target = await createTestDatabase();
  admin = await makeUser(ctx, 'admin');
  const applied = await call(ctx, 'POST', '/api/membership/apply', {
    firstName: 'Almaz',
    lastName: 'Bekele',
    email: 'almaz.backup@example.org',
    phone: '+251 911 234 567',
    company: 'Bekele Cassava Farm',
    address: 'Kebele 04',
    city: 'Hawassa',
    membershipType: 'farmer',
    message: 'ሰላም: Amharic text survives too.',
    terms: true,
  });
  expect(applied.status).toBe(201);
  const fd = receiptForm(applied.json.data.application.id, { bytes: receiptBytes, name: 'receipt.pdf', type: 'application/pdf' });
  expect((await call(ctx, 'POST', '/api/upload-receipt', fd)).status).toBe(201);
  const sent = await call(ctx, 'POST', '/api/contact', {
    name: 'Kebede',
    email: 'kebede@example.org',
    subject: 'General Inquiry',
    message: 'Where can we buy cuttings?',
    contactType: 'individual',
  });
  expect(sent.status).toBe(201);
  await call(ctx, 'POST', '/api/analytics/pageview', { path: '/events' });
  await call(ctx, 'DELETE', `/api/admin/blog-posts/${crypto.randomUUID()}`, undefined, { token: admin.token });
  // More rows than a backup reads at once, in a table read through the snapshot's cursor and in one read in pages by
  // id after it: a row lost or read twice where one page ends and the next begins shows in the restored dump.
  await ctx.database.db.execute(sql`insert into contact_messages (name, email, subject, message)
    select 'Sender ' || g, 'sender' || g || '@example.org', 'General Inquiry', 'Message ' || g from generate_series(1, ${BEYOND_A_PAGE}) g`);
  await ctx.database.db.execute(sql`insert into page_views (path, visitor, day)
    select '/events', 'visitor-' || g, '2026-11-20' from generate_series(1, ${BEYOND_A_PAGE}) g`);
});
afterAll(async () => {
  await target.close();
  await ctx.close();
  await rm(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('is readable by the server’s user alone, in a directory only that user can open', async () => {
    const inside = join(dir, 'private');
    const file = await backupToDir(ctx.database, inside, 14, ctx.clock.now);
    expect((await stat(file.path)).mode & 0o777).toBe(0o600);
    expect((await stat(inside)).mode & 0o777).toBe(0o700);
  });

  it('changes nothing when the file is cut off, damaged or not a backup', async () => {
    const file = await backupToDir(ctx.database, dir, 14, ctx.clock.now);
    const whole = gunzipSync(await readFile(file.path)).toString();
    const lines = whole.trimEnd().split('\n');
    {
      const cut = gzipSync(lines.slice(0, -1).join('\n'));
      await expect(restoreBackup(target, Readable.from([cut]))).rejects.toThrow(/cut off/);
      const lying = gzipSync([...lines.slice(0, 3), lines.at(-1)].join('\n'));
      await expect(restoreBackup(target, Readable.from([lying]))).rejects.toThrow(/damaged/);
      await expect(restoreBackup(target, Readable.from([Buffer.from('hello')]))).rejects.toBeInstanceOf(BackupError);
      await expect(restoreBackup(target, Readable.from([gzipSync('{"format":"other"}\n')]))).rejects.toThrow(/not a backup/);
      const counts = await dump(target);
      expect(Object.values(counts).every((r) => r.length === 0)).toBe(true);
    }
  });

  it('refuses a line or a row longer than any the site writes, before holding it in memory', async () => {
    const file = await backupToDir(ctx.database, dir, 14, ctx.clock.now);
    const lines = gunzipSync(await readFile(file.path))
      .toString()
      .trimEnd()
      .split('\n');
    // 40 MB of one letter packs into a few kilobytes.
    const bomb = gzipSync(Buffer.concat([Buffer.from(`${lines[0]}\n`), Buffer.alloc(40 * 1024 * 1024, 'a')]));
    expect(bomb.length).toBeLessThan(100 * 1024);
    await expect(restoreBackup(target, Readable.from([bomb]))).rejects.toThrow(/a line is longer than 11 MB/);
    const message = lines.find((l) => l.startsWith('{"table":"contact_messages"'))!;
    const huge = JSON.stringify({ ...JSON.parse(message), row: { ...JSON.parse(message).row, message: 'x'.repeat(2 * 1024 * 1024) } });
    const swollen = gzipSync(lines.map((l) => (l === message ? huge : l)).join('\n'));
    await expect(restoreBackup(target, Readable.from([swollen]))).rejects.toThrow(/a row of contact_messages is longer/);
    const counts = await dump(target);
    expect(Object.values(counts).every((r) => r.length === 0)).toBe(true);
  });

  it('brings back every row and every receipt byte in an empty database', async () => {
    const file = await backupToDir(ctx.database, dir, 14, ctx.clock.now);
    expect(file.name).toMatch(/^ecpa-backup-\d{4}-\d{2}-\d{2}T\d{6}Z\.ndjson\.gz$/);
    expect(file.rows.receipts).toBe(1);
    expect(file.rows.events).toBeGreaterThan(0);
    expect(file.rows.contact_messages).toBe(BEYOND_A_PAGE + 1);
    expect(file.rows.page_views).toBe(BEYOND_A_PAGE + 1);

    {
      const restored = await restoreBackupFile(target, file.path);
      expect(restored.rows).toEqual(Object.fromEntries(Object.entries(file.rows).filter(([, n]) => n > 0)));
      expect(mailsAsKept(await dump(target))).toEqual(mailsAsKept(await dump(ctx.database)));
      await expectNoMailBodies(target);
      const [bytes] = await target.query<{ data: Uint8Array }>('select data from receipts', []);
      expect(Buffer.from(bytes!.data).equals(receiptBytes)).toBe(true);
      // Sequences continue after the restored ids: a new audit row does not collide.
      await target.db.execute(sql`insert into audit_log (actor_name, action, entity, entity_id) values ('t', 'x', 'y', 'z')`);
    }
  });

  it('refuses a database that holds rows, and replaces everything with force', async () => {
    const file = await backupToDir(ctx.database, dir, 14, ctx.clock.now);
    await expect(restoreBackupFile(ctx.database, file.path)).rejects.toThrow(/not empty/);
    const before = await dump(ctx.database);
    await restoreBackupFile(ctx.database, file.path, { force: true });
    expect(mailsAsKept(await dump(ctx.database))).toEqual(mailsAsKept(before));
    await expectNoMailBodies(ctx.database);
  });

  it('keeps the newest BACKUP_KEEP files and never leaves a partial one under a final name', async () => {
    const keepDir = await mkdtemp(join(tmpdir(), 'ecpa-keep-'));
    try {
      // A partial file from a process that died mid-write, two days ago.
      const stale = join(keepDir, '.partial-1-x-ecpa-backup-2020-01-01T000000Z.ndjson.gz');
      await writeFile(stale, 'half');
      const old = new Date(Date.now() - 3 * 86_400_000);
      await import('node:fs/promises').then((fs) => fs.utimes(stale, old, old));
      for (let day = 1; day <= 4; day++) await backupToDir(ctx.database, keepDir, 2, new Date(`2026-11-0${day}T00:00:00Z`));
      expect(await listBackups(keepDir)).toEqual(['ecpa-backup-2026-11-04T000000Z.ndjson.gz', 'ecpa-backup-2026-11-03T000000Z.ndjson.gz']);
      expect((await readdir(keepDir)).sort()).toEqual([
        'ecpa-backup-2026-11-03T000000Z.ndjson.gz',
        'ecpa-backup-2026-11-04T000000Z.ndjson.gz',
      ]);
    } finally {
      await rm(keepDir, { recursive: true, force: true });
    }
  });
});

describe('GET /api/admin/backup', () => {
  it('sends an admin a backup as an attachment that restores the whole site, audited, kept with the others', async () => {
    const res = await ctx.app.request('/api/admin/backup', { headers: { Authorization: `Bearer ${admin.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/gzip');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const name = /attachment; filename="(ecpa-backup-[^"]+\.ndjson\.gz)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
    expect(name).toBeDefined();
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    expect(await listBackups(join(dir, 'served'))).toContain(name);

    {
      await restoreBackup(target, Readable.from([bytes]), { force: true });
      const [fromBackup, live] = [await dump(target), await dump(ctx.database)];
      // The download's own audit row was written after the backup was taken.
      expect(live.audit_log!.length).toBe(fromBackup.audit_log!.length + 1);
      expect(mailsAsKept({ ...fromBackup, audit_log: [] })).toEqual(mailsAsKept({ ...live, audit_log: [] }));
    }
    const [row] = await ctx.database.query<{ action: string; entity_id: string }>(
      "select action, entity_id from audit_log where action = 'backup.download' order by id desc limit 1",
      [],
    );
    expect(row).toEqual({ action: 'backup.download', entity_id: name });
  });

  it('is for admins only', async () => {
    const moderator = await makeUser(ctx, 'moderator');
    expect((await call(ctx, 'GET', '/api/admin/backup', undefined, { token: moderator.token })).status).toBe(403);
    expect((await call(ctx, 'GET', '/api/admin/backup')).status).toBe(401);
  });
});
