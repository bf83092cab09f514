// A database seeded when six built-in resources led elsewhere (another article, the events page, a .txt template): on
// the next start each gets its own document, once; a resource whose links staff changed keeps them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInResources } from '../../content/resources';
import type { Database } from '../../server/db/client';
import { resources, settings } from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { createTestDatabase } from '../support/db';

const EARLIER = {
  'cyanide-processing-study': { type: 'article', readUrl: '/blog/cassava-brown-streak-research' },
  'clean-cuttings-guide': { type: 'article', readUrl: '/blog/wolaita-cooperative-doubles-yield' },
  'business-plan-template': { type: 'article', downloadUrl: '/files/cassava-business-plan-template.txt' },
  'machinery-industry-report': { type: 'gallery', galleryUrl: '/events#past' },
  'finance-guide': { type: 'article', readUrl: '/membership' },
  'processing-training-certificate': { type: 'certificate', readUrl: '/contact' },
} as const;

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await seed(db);
  // Back to how the earlier seed left them, every seed step marked done but the new one.
  for (const [id, links] of Object.entries(EARLIER))
    await db
      .update(resources)
      .set({ downloadUrl: null, readUrl: null, galleryUrl: null, ...links })
      .where(eq(resources.id, id));
  await db.delete(settings).where(eq(settings.key, 'seed:content:resource-documents'));
  // Staff pointed the finance guide at their own page since.
  await db.update(resources).set({ readUrl: '/blog/finance-day' }).where(eq(resources.id, 'finance-guide'));
});
afterAll(() => database.close());

describe('the built-in resources get their own documents', () => {
  it('on the next start, once, keeping what staff changed', async () => {
    expect(await seed(database.db)).toEqual(['content:resource-documents']);
    const rows = await database.db.select().from(resources);
    for (const id of Object.keys(EARLIER)) {
      const row = rows.find((r) => r.id === id)!;
      if (id === 'finance-guide') {
        expect(row).toMatchObject({ type: 'article', readUrl: '/blog/finance-day', downloadUrl: null });
        continue;
      }
      const now = builtInResources.find((r) => r.id === id)!;
      expect(row, id).toMatchObject({ type: now.type, downloadUrl: now.downloadUrl, readUrl: null, galleryUrl: null });
      expect(row.downloadUrl).toMatch(/^\/files\/.+\.pdf$/);
    }
    expect(await seed(database.db)).toEqual([]);
  });
});
