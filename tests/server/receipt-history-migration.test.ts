// The receipt-history migration keeps every receipt stored before it: a database at the previous migration, with
// receipts, is migrated and each receipt is still there, byte for byte, now with an id; then a second one can be added.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, openPglite } from '../../server/db/client';
import { runMigrations } from '../support/migrations';

let database: Database;

beforeAll(async () => {
  database = await openPglite(null);
});
afterAll(async () => {
  await database?.close();
});

it('keeps existing receipts through the migration that makes them a history', async () => {
  await runMigrations(database, ['0000_init.sql', '0001_admin_list_indexes.sql']);
  const apps = await database.query<{ id: string }>(
    `insert into membership_applications (first_name, last_name, email, phone, company, address, city, membership_type)
     values ('A', 'One', 'a@example.org', '1', 'c', 'a', 'c', 'farmer'), ('B', 'Two', 'b@example.org', '1', 'c', 'a', 'c', 'farmer')
     returning id`,
    [],
  );
  for (const [i, app] of apps.entries()) {
    await database.query(`insert into receipts (application_id, mime_type, filename, size, data) values ($1, 'image/png', $2, 3, $3)`, [
      app.id,
      `r${i}.png`,
      new Uint8Array([i, i, i]),
    ]);
  }

  await runMigrations(database, ['0002_receipt_history.sql']);

  const after = await database.query<{ id: string; application_id: string; filename: string; data: Uint8Array }>(
    'select id::text, application_id, filename, data from receipts order by filename',
    [],
  );
  expect(after.map((r) => [r.application_id, r.filename, [...r.data]])).toEqual([
    [apps[0]!.id, 'r0.png', [0, 0, 0]],
    [apps[1]!.id, 'r1.png', [1, 1, 1]],
  ]);
  expect(new Set(after.map((r) => r.id)).size).toBe(2);
  // A second receipt for the same application is now a new row, not a conflict.
  await database.query(
    `insert into receipts (application_id, mime_type, filename, size, data) values ($1, 'image/png', 'again.png', 1, $2)`,
    [apps[0]!.id, new Uint8Array([9])],
  );
  const counted = await database.query<{ n: number }>('select count(*)::int as n from receipts where application_id = $1', [apps[0]!.id]);
  expect(counted[0]!.n).toBe(2);
});
