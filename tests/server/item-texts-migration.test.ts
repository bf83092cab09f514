// The migration to texts as rows per item and language (0017): a database at the migration before it, whose events,
// posts and resources hold Amharic columns, is migrated; each item's Amharic texts are its 'am' row, exactly, an item
// without any has no row, and the API answers them as the item's Amharic `translations`. On PGlite, and on PostgreSQL
// with TEST_DATABASE_URL. The built-in Amharic an earlier seed stored goes on the next start, and is read from content/.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { builtInEvents as amEvents } from '../../content/am/events';
import { builtInEvents } from '../../content/events';
import { FIRST_PAYMENT_WORDS as AM_PAYMENT_WORDS } from '../../contract/am/paymentWords';
import { createScratchDatabase, type ScratchDatabase } from '../../scripts/scratchDatabase';
import { type Database, openPglite, openPostgres } from '../../server/db/client';
import { paymentWordsSeedStep } from '../../server/db/seed';
import { forgetBuiltInCopies } from '../../server/platform/itemTexts';
import { call, createTestContext } from '../support/app';
import { usingPostgres } from '../support/db';
import { migrationFiles, runMigrations } from '../support/migrations';

let database: Database;
let scratch: ScratchDatabase | undefined;

const target = migrationFiles.find((f) => f.includes('item_texts'))!;

beforeAll(async () => {
  // An empty database, migrated here statement by statement up to the one before the migration under test.
  if (usingPostgres()) {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 't_');
    database = await openPostgres(scratch.url, 5);
  } else database = await openPglite(null);
});
afterAll(async () => {
  await database?.close();
  await scratch?.drop();
});

it("makes each item's Amharic columns its 'am' row, none for an item without, the Settings', legal and certificate Amharic their translations, and the API answers them", async () => {
  expect(target).toBe('0017_item_texts.sql');
  await runMigrations(database, migrationFiles.slice(0, migrationFiles.indexOf(target)));
  const insert = async (text: string) => (await database.query<{ id: string }>(`${text} returning id::text`, []))[0]!.id;
  const placed = await insert(
    `insert into events (title, description, date, location, title_am, location_am)
     values ('Field day', 'Visit the farm.', '2030-05-01', 'Hawassa', 'የመስክ ቀን', 'ሐዋሳ')`,
  );
  const plain = await insert(
    `insert into events (title, description, date, location) values ('Open day', 'Come in.', '2030-06-01', 'Adama')`,
  );
  const written = await insert(
    `insert into blog_posts (id, title, description, content, author, author_am, tags, tags_am)
     values ('harvest-news', 'Harvest news', 'A good season.', '<p>Yields rose.</p>', 'Hana Girma', 'ሐና ግርማ', '{harvest}', '{መኸር,ዋጋ}')`,
  );
  // No Amharic text, and its Amharic tags the column's empty default.
  const untranslated = await insert(
    `insert into blog_posts (id, title, description, author) values ('prices', 'Prices', 'Market prices.', 'Desk')`,
  );
  // Two built-in events as the earlier seed stored them, with the built-in Amharic in their columns; staff since
  // rewrote the English title of the second.
  const [kept, rewritten] = builtInEvents;
  const builtIn = async (e: typeof kept, title: string) => {
    const am = amEvents.find((a) => a.id === e!.id)!;
    await database.query(
      `insert into events (id, title, description, date, location, title_am, description_am, location_am)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [e!.id, title, e!.description, e!.date, e!.location, am.title, am.description, am.location],
    );
  };
  await builtIn(kept, kept!.title);
  await builtIn(rewritten, 'The assembly, as staff now call it');
  const guide = await insert(
    `insert into resources (id, title, description, download_url, content, content_am)
     values ('harvest-guide', 'Harvest guide', 'How to harvest.', '/files/guide.pdf', '<p>Dig.</p>', '<p>ቆፍሩ።</p>')`,
  );

  // The other words staff kept in Amharic: the payment Settings, a published privacy notice, the certificate's title;
  // beside them a setting whose value is no JSON, which the migrations must leave alone.
  const payment = {
    fees: { farmer: 22000, processor: 22000, exporter: 22000 },
    // The Amharic arrangement as the form once required it: the first published words, kept beside another English.
    investor: { priceBirr: null, text: 'Agreed with you.', textAm: AM_PAYMENT_WORDS.investorText },
    accounts: [],
    instructions: 'Pay at any branch.',
    instructionsAm: 'በማንኛውም ቅርንጫፍ ይክፈሉ።',
  };
  await database.query('insert into payment_settings (id, value) values (1, $1::jsonb)', [JSON.stringify(payment)]);
  await database.query(
    `insert into legal_documents (kind, version, title_en, body_en, title_am, body_am, published_by_name)
     values ('privacy', 1, 'Privacy notice', 'We keep little.', 'የግል መረጃ ማስታወቂያ', 'ጥቂት እንይዛለን።', 'Staff')`,
    [],
  );
  await database.query(`insert into settings (key, value) values ('certificate:words', $1), ('seed:marker', '2026-11-27T00:00:00Z')`, [
    JSON.stringify({ chairName: 'Dr. Tadesse Bekele', chairTitle: 'Chairperson', chairTitleAm: 'ሰብሳቢ' }),
  ]);

  const amharicColumns = () =>
    database.query<{ name: string }>(
      `select table_name || '.' || column_name as name from information_schema.columns
       where table_name in ('events', 'blog_posts', 'resources') and column_name like '%\\_am'`,
      [],
    );
  expect(await amharicColumns()).toHaveLength(11);

  // This migration, and the ones after it (the Settings' words, the legal texts, the certificate's title).
  await runMigrations(database, migrationFiles.slice(migrationFiles.indexOf(target)));

  expect(
    await database.query('select event_id::text, lang, title, description, location from event_texts where event_id = $1', [placed]),
  ).toEqual([{ event_id: placed, lang: 'am', title: 'የመስክ ቀን', description: null, location: 'ሐዋሳ' }]);
  expect(await database.query('select count(*)::int as n from event_texts', [])).toEqual([{ n: 3 }]);
  expect(await database.query('select post_id, lang, title, description, content, author, tags from blog_post_texts', [])).toEqual([
    { post_id: written, lang: 'am', title: null, description: null, content: null, author: 'ሐና ግርማ', tags: ['መኸር', 'ዋጋ'] },
  ]);
  expect(await database.query('select resource_id, lang, title, description, content from resource_texts', [])).toEqual([
    { resource_id: guide, lang: 'am', title: null, description: null, content: '<p>ቆፍሩ።</p>' },
  ]);
  expect(await amharicColumns()).toEqual([]);

  // The copies of the built-in Amharic go on the next start; what staff wrote stays.
  await forgetBuiltInCopies(database.db);
  expect(await database.query('select event_id::text as id from event_texts', [])).toEqual([{ id: placed }]);

  const ctx = await createTestContext({ database });
  const answer = async (path: string) => (await call(ctx, 'GET', path)).json.data;
  expect((await answer(`/api/events/${placed}`)).translations).toEqual({ am: { title: 'የመስክ ቀን', location: 'ሐዋሳ' } });
  expect(await answer(`/api/events/${plain}`)).not.toHaveProperty('translations');
  // A built-in event still answers its Amharic, now from content/am, while its English is the built-in English only.
  const keptAm = amEvents.find((a) => a.id === kept!.id)!;
  expect((await answer(`/api/events/${kept!.id}`)).translations.am).toEqual({
    title: keptAm.title,
    description: keptAm.description,
    location: keptAm.location,
  });
  expect((await answer(`/api/events/${rewritten!.id}`)).translations.am).not.toHaveProperty('title');
  expect((await answer(`/api/blog-posts/${written}`)).translations).toEqual({ am: { author: 'ሐና ግርማ', tags: ['መኸር', 'ዋጋ'] } });
  expect(await answer(`/api/blog-posts/${untranslated}`)).not.toHaveProperty('translations');
  // The Settings' Amharic words are their `translations.am`; the Oromo, with the English no longer the first published,
  // has none.
  expect((await answer('/api/membership/payment')).translations).toEqual({
    am: { instructions: payment.instructionsAm, investorText: payment.investor.textAm },
  });
  // On the next start the copy of the first published words goes: beside an English of staff's, the page says that.
  await paymentWordsSeedStep.run(database.db);
  const [stored] = await database.query<{ value: { translations: unknown } }>('select value from payment_settings', []);
  expect(stored!.value.translations).toEqual({ am: { instructions: payment.instructionsAm } });
  expect(await database.query('select lang, title, body from legal_document_texts', [])).toEqual(
    expect.arrayContaining([{ lang: 'am', title: 'የግል መረጃ ማስታወቂያ', body: 'ጥቂት እንይዛለን።' }]),
  );
  expect((await call(ctx, 'GET', '/api/legal/privacy', undefined, { headers: { 'Accept-Language': 'am' } })).json.data.document.title).toBe(
    'የግል መረጃ ማስታወቂያ',
  );
  const settingsRows = await database.query<{ key: string; value: string }>(
    `select key, value from settings where key in ('certificate:words', 'seed:marker') order by key`,
    [],
  );
  expect(JSON.parse(settingsRows[0]!.value)).toEqual({
    chairName: 'Dr. Tadesse Bekele',
    chairTitle: 'Chairperson',
    translations: { am: { chairTitle: 'ሰብሳቢ' } },
  });
  expect(settingsRows[1]).toEqual({ key: 'seed:marker', value: '2026-11-27T00:00:00Z' });
  const resources = (await answer('/api/resources')) as { id: string; translations?: unknown }[];
  expect(resources.find((r) => r.id === guide)?.translations).toEqual({ am: { content: '<p>ቆፍሩ።</p>' } });
});
