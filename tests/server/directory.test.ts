// The public member directory (GET /api/members): only members who chose to be listed and are valid today, with their
// name, plan and city and nothing that reaches them; search, plan and city filters, pages, the cities, and a lapsed
// member leaving it when the app clock passes the end.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fieldLabels as amLabels, validationMessages as amValidation } from '../../contract/messages/am/validation';
import type { members } from '../../server/db/schema';
import { call, createTestContext, type TestContext } from '../support/app';
import { insertMember as insertTestMember } from '../support/members';

/** 24 November 2026, noon in Addis Ababa. */
const NOON_ADDIS = new Date('2026-11-24T09:00:00Z');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.db.execute(sql`truncate members cascade`);
  ctx.clock.set(NOON_ADDIS);
});

/** A member who chose to be listed (valid 2026-01-10 to 2027-01-10 unless `over` says otherwise). */
const insertMember = (over: Partial<typeof members.$inferInsert> = {}) =>
  insertTestMember(ctx, { listInDirectory: true, phone: '+251911000000', ...over });

const directory = async (query = '') => {
  const res = await call(ctx, 'GET', `/api/members${query}`);
  expect(res.status, res.text).toBe(200);
  return res.json.data;
};
const names = async (query = '') => (await directory(query)).items.map((m: { name: string }) => m.name);

describe('GET /api/members', () => {
  it('lists only members who chose to be, valid today, by name, with no contact details, number or id', async () => {
    await insertMember({ company: 'Sidama Roots', city: 'Hawassa', plan: 'processor', validUntil: '2026-12-01' });
    await insertMember({ company: '', firstName: 'Hana', lastName: 'Girma', city: 'Adama', plan: 'farm-investor' });
    await insertMember({ company: '  ', firstName: 'Tigist', lastName: 'Alemu', city: 'Bahir Dar' });
    await insertMember({ company: 'Hidden Farms', listInDirectory: false, city: 'Jimma' });
    await insertMember({ company: 'Lapsed Ltd', validUntil: '2026-11-23', city: 'Gondar' });
    await insertMember({ company: 'awash starch', city: 'Adama', plan: 'exporter', validUntil: '2026-11-24' });
    const res = await call(ctx, 'GET', '/api/members');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const data = res.json.data;
    expect(Object.keys(data).sort()).toEqual(['cities', 'items', 'page', 'pageSize', 'total']);
    expect(data.items).toEqual([
      { name: 'awash starch', plan: 'exporter', city: 'Adama' },
      { name: 'Hana Girma', plan: 'farm-investor', city: 'Adama' },
      { name: 'Sidama Roots', plan: 'processor', city: 'Hawassa' },
      { name: 'Tigist Alemu', plan: 'farmer', city: 'Bahir Dar' },
    ]);
    for (const item of data.items) expect(Object.keys(item).sort()).toEqual(['city', 'name', 'plan']);
    expect(res.text).not.toMatch(/@example\.org|\+251|0911|ECA-|Hidden|Lapsed/);
    expect(data).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    // Cities of listed valid members only, sorted, each once.
    expect(data.cities).toEqual(['Adama', 'Bahir Dar', 'Hawassa']);
  });

  it('searches company, name and city, never the email or the number; filters by plan and city (any case)', async () => {
    await insertMember({ company: 'Sidama Roots', city: 'Hawassa', plan: 'processor', email: 'secret@roots.example' });
    await insertMember({ company: '', firstName: 'Hana', lastName: 'Girma', city: 'Adama' });
    await insertMember({ company: 'Awash Starch', city: 'adama', plan: 'exporter' });
    expect(await names('?q=roots')).toEqual(['Sidama Roots']);
    expect(await names('?q=hana%20girma')).toEqual(['Hana Girma']);
    expect(await names('?q=ADAMA')).toEqual(['Awash Starch', 'Hana Girma']);
    expect(await names('?q=secret')).toEqual([]);
    expect(await names('?q=ECA-2019')).toEqual([]);
    expect(await names('?plan=exporter')).toEqual(['Awash Starch']);
    expect(await names('?city=ADAMA')).toEqual(['Awash Starch', 'Hana Girma']);
    expect(await names('?city=Adam')).toEqual([]);
    expect(await names('?city=adama&plan=farmer')).toEqual(['Hana Girma']);
    // One spelling per city for the filter, whatever the filters asked.
    const filtered = await directory('?plan=processor');
    expect(filtered.total).toBe(1);
    expect(filtered.cities).toEqual(['Adama', 'Hawassa']);
  });

  it('pages by name', async () => {
    for (const company of ['Delta', 'Alpha', 'Echo', 'Bravo', 'Charlie']) await insertMember({ company });
    const one = await directory('?pageSize=2');
    const three = await directory('?pageSize=2&page=3');
    expect(one).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(one.items.map((m: { name: string }) => m.name)).toEqual(['Alpha', 'Bravo']);
    expect(three.items.map((m: { name: string }) => m.name)).toEqual(['Echo']);
  });

  it('drops a member the day after the last valid day (in Addis Ababa), and its city with it', async () => {
    await insertMember({ company: 'Ends Soon', city: 'Dilla', validUntil: '2026-12-31' });
    await insertMember({ company: 'Stays', city: 'Hawassa', validUntil: '2027-06-30' });
    ctx.clock.set(new Date('2026-12-31T20:59:00Z'));
    expect(await names()).toEqual(['Ends Soon', 'Stays']);
    ctx.clock.set(new Date('2026-12-31T21:00:00Z'));
    const after = await directory();
    expect(after.items.map((m: { name: string }) => m.name)).toEqual(['Stays']);
    expect(after.cities).toEqual(['Hawassa']);
  });

  it('refuses a bad filter with a message', async () => {
    const res = await call(ctx, 'GET', '/api/members?plan=banana');
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ plan: 'Plan must be all, farmer, processor, exporter or farm-investor' });
    expect((await call(ctx, 'GET', '/api/members?pageSize=1000')).status).toBe(400);
    const long = await call(ctx, 'GET', `/api/members?city=${'x'.repeat(81)}`, undefined, { headers: { 'Accept-Language': 'am' } });
    expect(long.status).toBe(400);
    expect(long.json.fields).toEqual({ city: amValidation.tooLong(amLabels.city, 80) });
  });
});
