// The staff Members API: the list (search, status at its edges for the app clock, plan, order, pages, CSV), a change of
// end date or listing with a reason (history and audit), a renewal paid at the office (period, plan, acknowledgement
// number and amount), who may call them, and the dashboard's member counts at the same edges.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { YEARLY_FEE_BIRR } from '../../contract/members';
import { fieldLabels as amLabels, validationMessages as amValidation } from '../../contract/messages/am/validation';
import { serverMessages } from '../../contract/messages/server';
import { auditLog, members, sessions } from '../../server/db/schema';
import { call, createTestContext, makeUser, type TestContext } from '../support/app';
import { insertMember as insertTestMember } from '../support/members';

/** 24 November 2026, noon in Addis Ababa (15 Hidar 2019). */
const NOON_ADDIS = new Date('2026-11-24T09:00:00Z');
const DAY = 86_400_000;
const missing = '00000000-0000-4000-8000-000000000000';

let ctx: TestContext;
let admin: { id: string; token: string; name: string };
let moderator: { token: string };
let plainUser: { token: string };
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await makeUser(ctx, 'admin');
  moderator = await makeUser(ctx, 'moderator');
  plainUser = await makeUser(ctx, 'user');
  // The clock moves ahead here; the sessions must outlive it.
  await ctx.database.db.update(sessions).set({ expiresAt: new Date('2100-01-01T00:00:00Z') });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.db.execute(sql`truncate members, member_history, acknowledgement_counters, audit_log cascade`);
  ctx.clock.set(NOON_ADDIS);
});

const insertMember = (over: Partial<typeof members.$inferInsert> = {}) => insertTestMember(ctx, over);

const get = (path: string, token = admin.token) => call(ctx, 'GET', path, undefined, { token });
const numbersOf = async (path: string) => {
  const res = await get(path);
  expect(res.status, res.text).toBe(200);
  return (res.json.data.items as { number: string }[]).map((m) => m.number);
};
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('GET /api/admin/members', () => {
  it('works out the status for the app clock: 31 days left active, 30 expiring, the last day expiring, the day after lapsed', async () => {
    const m = await insertMember({ validUntil: '2027-03-01' });
    const until = Date.parse('2027-03-01T09:00:00Z');
    const statusOn = async (msBefore: number) => {
      ctx.clock.set(new Date(until - msBefore));
      const found: string[] = [];
      for (const status of ['active', 'expiring', 'lapsed'])
        if ((await numbersOf(`/api/admin/members?status=${status}`)).includes(m.number)) found.push(status);
      const [item] = (await get('/api/admin/members')).json.data.items;
      // The filter and the status the answer gives agree.
      expect([item.status]).toEqual(found);
      return found[0];
    };
    expect(await statusOn(31 * DAY)).toBe('active');
    expect(await statusOn(30 * DAY)).toBe('expiring');
    expect(await statusOn(0)).toBe('expiring');
    // 23:59 in Addis Ababa on the last day, then midnight there (21:00 UTC).
    expect(await statusOn(-(11 * 3600_000 + 59 * 60_000))).toBe('expiring');
    expect(await statusOn(-12 * 3600_000)).toBe('lapsed');
    expect(await statusOn(-1 * DAY)).toBe('lapsed');
    expect(await numbersOf('/api/admin/members?status=all')).toEqual([m.number]);
  });

  it('searches number, name, email, company and city; filters by plan; orders newest first or by number', async () => {
    const a = await insertMember({ firstName: 'Hana', lastName: 'Girma', company: 'Sidama Roots', city: 'Hawassa', plan: 'processor' });
    const b = await insertMember({ email: 'tigist@cassava.example', company: 'Awash Starch', city: 'Adama', plan: 'exporter' });
    const c = await insertMember({ company: '', city: 'Bahir Dar', number: 'ECA-2018-0007' });
    expect(await numbersOf('/api/admin/members?q=hana%20girma')).toEqual([a.number]);
    expect(await numbersOf('/api/admin/members?q=TIGIST@')).toEqual([b.number]);
    expect(await numbersOf('/api/admin/members?q=starch')).toEqual([b.number]);
    expect(await numbersOf('/api/admin/members?q=bahir')).toEqual([c.number]);
    expect(await numbersOf('/api/admin/members?q=2018-0007')).toEqual([c.number]);
    // % and _ are taken literally.
    expect(await numbersOf('/api/admin/members?q=%25')).toEqual([]);
    expect(await numbersOf('/api/admin/members?plan=exporter')).toEqual([b.number]);
    expect(await numbersOf('/api/admin/members?plan=farmer&q=bahir')).toEqual([c.number]);
    expect(await numbersOf('/api/admin/members')).toEqual([c.number, b.number, a.number]);
    expect(await numbersOf('/api/admin/members?sort=number')).toEqual([c.number, a.number, b.number]);
    // Sequences past 9999 sort as numbers, not as text.
    const big = await insertMember({ number: 'ECA-2019-10000' });
    expect((await numbersOf('/api/admin/members?sort=number')).at(-1)).toBe(big.number);
  });

  it('pages, with the total of every match', async () => {
    for (let i = 0; i < 7; i++) await insertMember();
    const page = async (n: number) => (await get(`/api/admin/members?pageSize=3&page=${n}&sort=number`)).json.data;
    const [one, two, three] = [await page(1), await page(2), await page(3)];
    expect([one.total, one.page, one.pageSize, one.items.length, two.items.length, three.items.length]).toEqual([7, 1, 3, 3, 3, 1]);
    const all = [...one.items, ...two.items, ...three.items].map((m: { number: string }) => m.number);
    expect(new Set(all).size).toBe(7);
    expect(all).toEqual([...all].sort());
  });

  it('refuses unknown filters with a message in English and Amharic', async () => {
    const bad = await get('/api/admin/members?status=gone');
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual({ status: 'Status must be all, active, expiring or lapsed' });
    const am = await call(ctx, 'GET', '/api/admin/members?plan=banana', undefined, {
      token: admin.token,
      headers: { 'Accept-Language': 'am' },
    });
    expect(am.status).toBe(400);
    expect(am.json.fields).toEqual({ plan: amValidation.membershipTypeFilter });
    expect((await get('/api/admin/members?sort=name')).status).toBe(400);
    expect((await get('/api/admin/members?format=xml')).status).toBe(400);
    expect((await get('/api/admin/members?pageSize=0')).status).toBe(400);
  });

  it('exports every match as CSV: header, one row each, quoting, the phone as text and formulas neutralised', async () => {
    await insertMember({
      firstName: 'Hana, "Sr"',
      lastName: 'Girma',
      company: '=HYPERLINK("http://evil.example","x")',
      city: 'Hawassa',
      phone: '+251911234567',
      plan: 'farm-investor',
      validUntil: '2026-12-01',
      listInDirectory: true,
    });
    for (let i = 0; i < 30; i++) await insertMember({ validUntil: '2026-01-01' });
    const res = await get('/api/admin/members?format=csv&pageSize=5');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="members-2026-11-24.csv"');
    const lines = res.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Member number,First name,Last name,Email,Phone,Company,City,Plan,Valid from,Valid until,Status,Days left,In directory,Member since',
    );
    // Every match, not one page: 31 members and the empty line after the last line break.
    expect(lines).toHaveLength(33);
    const hana = lines.find((l) => l.includes('Girma'))!;
    expect(hana).toContain(`"Hana, ""Sr""",Girma,`);
    expect(hana).toContain(`,'+251911234567,`);
    expect(hana).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(hana).toContain(',Hawassa,Farm investor,2026-01-10,2026-12-01,expiring,7,yes,');
    // Filters apply to the export too.
    const lapsed = await get('/api/admin/members?format=csv&status=lapsed');
    expect(lapsed.text.trim().split('\r\n')).toHaveLength(31);
  });
});

describe('PUT /api/admin/members/:id', () => {
  it('changes the end date and the listing, with the reason in the history (with who) and the audit log', async () => {
    const m = await insertMember({ validUntil: '2027-01-10' });
    const res = await call(
      ctx,
      'PUT',
      `/api/admin/members/${m.id}`,
      { validUntil: '2027-02-10', listInDirectory: true, reason: '  Paid the difference at the office  ' },
      { token: moderator.token },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({ id: m.id, validUntil: '2027-02-10', listInDirectory: true, status: 'active' });
    expect(res.json.data.history).toEqual([
      expect.objectContaining({
        kind: 'edited',
        previousUntil: '2027-01-10',
        validUntil: '2027-02-10',
        validFrom: '2026-01-10',
        listInDirectory: true,
        reason: 'Paid the difference at the office',
        acknowledgementNumber: null,
        amount: null,
        actorName: 'Test moderator',
      }),
    ]);
    // Only the end date this time: the listing did not move, so the history says nothing of it.
    const second = await call(
      ctx,
      'PUT',
      `/api/admin/members/${m.id}`,
      { validUntil: '2026-11-23', listInDirectory: true, reason: 'Cancelled on request' },
      { token: admin.token },
    );
    expect(second.json.data).toMatchObject({ validUntil: '2026-11-23', status: 'lapsed' });
    expect(second.json.data.history.at(-1)).toMatchObject({ listInDirectory: null, previousUntil: '2027-02-10' });
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'member'), eq(auditLog.entityId, m.id)));
    expect(audits.map((a) => [a.action, a.details])).toEqual([
      [
        'update',
        {
          number: m.number,
          from: { validUntil: '2027-01-10', listInDirectory: false },
          to: { validUntil: '2027-02-10', listInDirectory: true },
          reason: 'Paid the difference at the office',
        },
      ],
      [
        'update',
        {
          number: m.number,
          from: { validUntil: '2027-02-10', listInDirectory: true },
          to: { validUntil: '2026-11-23', listInDirectory: true },
          reason: 'Cancelled on request',
        },
      ],
    ]);
  });

  it('refuses a missing reason, a bad date and an end before the start (a message per field), and an unknown member', async () => {
    const m = await insertMember();
    const put = (body: unknown, id = m.id, headers: Record<string, string> = {}) =>
      call(ctx, 'PUT', `/api/admin/members/${id}`, body, { token: admin.token, headers });
    const noReason = await put({ validUntil: '2027-02-10', listInDirectory: false });
    expect(noReason.status).toBe(400);
    expect(noReason.json.fields).toEqual({ reason: 'Reason is required' });
    expect((await put({ validUntil: '2027-02-10', listInDirectory: false, reason: '   ' })).json.fields).toEqual({
      reason: 'Reason is required',
    });
    const badDate = await put({ validUntil: '2027-02-30', listInDirectory: false, reason: 'x' });
    expect(badDate.status).toBe(400);
    expect(badDate.json.fields).toEqual({ validUntil: 'End date must be a date (YYYY-MM-DD)' });
    const both = await put({ validUntil: 'soon', listInDirectory: 'yes' }, m.id, { 'Accept-Language': 'am' });
    expect(both.status).toBe(400);
    expect(both.json.fields).toEqual({
      validUntil: amValidation.notDate(amLabels.validUntil),
      listInDirectory: amValidation.listInDirectory,
      reason: amValidation.required(amLabels.reason),
    });
    const early = await put({ validUntil: '2026-01-09', listInDirectory: false, reason: 'typo' });
    expect(early.status).toBe(400);
    expect(early.json).toMatchObject({ message: serverMessages.endBeforeStart, fields: { validUntil: serverMessages.endBeforeStart } });
    const unknown = await put({ validUntil: '2027-02-10', listInDirectory: false, reason: 'x' }, missing);
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('That member was not found.');
    // Nothing was written by any of them.
    const [row] = await ctx.database.db.select().from(members).where(eq(members.id, m.id));
    expect(row!.validUntil).toBe('2027-01-10');
    expect((await get(`/api/admin/members/${m.id}`)).json.data.history).toEqual([]);
    expect(await ctx.database.db.select().from(auditLog)).toEqual([]);
  });
});

describe('POST /api/admin/members/:id/renewals (paid at the office)', () => {
  const renew = (id: string, body: unknown, token = admin.token) => call(ctx, 'POST', `/api/admin/members/${id}/renewals`, body, { token });

  it('extends a valid membership one year from its end, on the plan given, with an acknowledgement number and the fee', async () => {
    const m = await insertMember({ validFrom: '2026-03-01', validUntil: '2027-03-01', plan: 'farmer' });
    const res = await renew(m.id, { membershipType: 'exporter', reason: 'Cash, office receipt 118' });
    expect(res.status, res.text).toBe(201);
    expect(res.json.data).toMatchObject({ validFrom: '2026-03-01', validUntil: '2028-03-01', plan: 'exporter', number: m.number });
    expect(res.json.data.history).toEqual([
      expect.objectContaining({
        kind: 'office-renewal',
        plan: 'exporter',
        validFrom: '2026-03-01',
        previousUntil: '2027-03-01',
        validUntil: '2028-03-01',
        reason: 'Cash, office receipt 118',
        acknowledgementNumber: 'ECA-R-2019-0001',
        amount: YEARLY_FEE_BIRR,
        actorName: admin.name,
      }),
    ]);
    const [audit] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, m.id));
    expect(audit).toMatchObject({
      action: 'office-renewal',
      entity: 'member',
      details: expect.objectContaining({ acknowledgementNumber: 'ECA-R-2019-0001', amount: 22_000, validUntil: '2028-03-01' }),
    });
  });

  it('renews from today when the membership ends today or has lapsed; the numbers follow on', async () => {
    const endsToday = await insertMember({ validUntil: '2026-11-24' });
    const lapsed = await insertMember({ validFrom: '2025-01-01', validUntil: '2026-01-01' });
    const first = await renew(endsToday.id, { membershipType: 'farmer', reason: 'Cash' }, moderator.token);
    // Valid through today: the new year runs from its end, and the start is kept.
    expect(first.json.data).toMatchObject({ validFrom: '2026-01-10', validUntil: '2027-11-24', status: 'active' });
    const second = await renew(lapsed.id, { membershipType: 'processor', reason: 'Bank transfer' });
    expect(second.json.data).toMatchObject({ validFrom: '2026-11-24', validUntil: '2027-11-24', status: 'active', plan: 'processor' });
    expect(second.json.data.history[0]).toMatchObject({ previousUntil: '2026-01-01', acknowledgementNumber: 'ECA-R-2019-0002' });
  });

  it('refuses an unknown plan, a missing note and an unknown member', async () => {
    const m = await insertMember();
    const noPlan = await renew(m.id, { reason: 'Cash' });
    expect(noPlan.status).toBe(400);
    expect(noPlan.json.fields).toEqual({ membershipType: 'Please choose a membership type' });
    expect((await renew(m.id, { membershipType: 'farmer' })).json.fields).toEqual({ reason: 'Reason is required' });
    expect((await renew(missing, { membershipType: 'farmer', reason: 'Cash' })).status).toBe(404);
    expect((await renew('nope', { membershipType: 'farmer', reason: 'Cash' })).status).toBe(404);
    expect((await get(`/api/admin/members/${m.id}`)).json.data.history).toEqual([]);
  });
});

describe('who may call the Members routes', () => {
  it('staff (moderator and admin) may; a plain user gets 403 and no token 401', async () => {
    const m = await insertMember();
    const edit = { validUntil: '2027-02-10', listInDirectory: false, reason: 'x' };
    const renewal = { membershipType: 'farmer', reason: 'Cash' };
    const calls = [
      ['GET', '/api/admin/members', undefined, 200],
      ['GET', '/api/admin/members?format=csv', undefined, 200],
      ['GET', `/api/admin/members/${m.id}`, undefined, 200],
      ['PUT', `/api/admin/members/${m.id}`, edit, 200],
      ['POST', `/api/admin/members/${m.id}/renewals`, renewal, 201],
    ] as const;
    for (const [method, path, body, allowed] of calls) {
      expect((await call(ctx, method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await call(ctx, method, path, body, { token: plainUser.token })).status, `${method} ${path}`).toBe(403);
      expect((await call(ctx, method, path, body, { token: moderator.token })).status, `${method} ${path}`).toBe(allowed);
      expect((await call(ctx, method, path, body, { token: admin.token })).status, `${method} ${path}`).toBe(allowed);
    }
  });
});

describe('the dashboard member counts', () => {
  it('counts valid members (today included) and those with 30 days or fewer left, at the edges', async () => {
    const today = Date.parse('2026-11-24T00:00:00Z');
    for (const left of [-1, 0, 30, 31]) await insertMember({ validUntil: day(today + left * DAY) });
    const stats = async () => (await get('/api/admin/dashboard-summary')).json.data.stats;
    expect(await stats()).toMatchObject({ activeMembers: 3, expiringMembers: 2 });
    // A day later, in Addis Ababa (21:00 UTC): the one ending "today" has lapsed and the 31-day one is expiring.
    ctx.clock.set(new Date('2026-11-24T21:00:00Z'));
    expect(await stats()).toMatchObject({ activeMembers: 2, expiringMembers: 2 });
  });
});
