// The page-view beacon: daily-rotating visitor hashes from a secret kept once in settings, no IP stored, rate limited;
// and the staff figures on members: those valid today, and the new members of each month from their history.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews, sessions, settings } from '../../server/db/schema';
import { visitorHash } from '../../server/features/analytics/service';
import { call, createTestContext, makeUser, type TestContext } from '../support/app';
import { validApplication } from '../support/fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const view = (path: string, ip = '198.51.100.4', ua = 'Browser/1') =>
  call(ctx, 'POST', '/api/analytics/pageview', { path }, { ip, headers: { 'User-Agent': ua } });

describe('POST /api/analytics/pageview', () => {
  it('keeps one secret, and the same person gets a new hash the next day', async () => {
    ctx.clock.set(new Date('2030-01-10T10:00:00Z'));
    expect((await view('/')).status).toBe(204);
    expect((await view('/events')).status).toBe(204);
    ctx.clock.set(new Date('2030-01-11T10:00:00Z'));
    expect((await view('/')).status).toBe(204);
    const secrets = await ctx.database.db.select().from(settings).where(eq(settings.key, 'analytics.salt_secret'));
    expect(secrets).toHaveLength(1);
    const rows = await ctx.database.db.select().from(pageViews);
    expect(rows.map((r) => r.day)).toEqual(['2030-01-10', '2030-01-10', '2030-01-11']);
    expect(rows[0]!.visitor).toBe(rows[1]!.visitor);
    expect(rows[2]!.visitor).not.toBe(rows[0]!.visitor);
    expect(rows[0]!.visitor).toBe(visitorHash(secrets[0]!.value, '2030-01-10', '198.51.100.4', 'Browser/1'));
    expect(rows[0]!.visitor).toMatch(/^[0-9a-f]{64}$/);
  });

  it('normalises a trailing slash and refuses non-JSON bodies', async () => {
    expect((await view('/events/')).status).toBe(204);
    const rows = await ctx.database.db.select().from(pageViews).where(eq(pageViews.path, '/events'));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const text = await call(ctx, 'POST', '/api/analytics/pageview', 'path=/', { headers: { 'Content-Type': 'text/plain' } });
    expect(text.status).toBe(415);
    expect((await call(ctx, 'POST', '/api/analytics/pageview', { path: `/${'a'.repeat(300)}` })).status).toBe(400);
  });

  it('rate limits one address', async () => {
    const ip = '198.51.100.99';
    const statuses: number[] = [];
    for (let i = 0; i < 125; i++) statuses.push((await view('/', ip)).status);
    expect(statuses.slice(0, 120).every((s) => s === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  }, 60_000);
});

describe('GET /api/admin/analytics: members', () => {
  it('counts the members valid today, and the new members of each month (Addis Ababa months; renewals not counted)', async () => {
    const admin = await makeUser(ctx, 'admin');
    await ctx.database.db.update(sessions).set({ expiresAt: new Date('2100-01-01T00:00:00Z') });
    let n = 0;
    const join = async (at: string, email = `growth-${++n}@example.org`) => {
      ctx.clock.set(new Date(at));
      const applied = await call(ctx, 'POST', '/api/membership/apply', validApplication({ email }));
      expect(applied.status, applied.text).toBe(201);
      const decided = await call(
        ctx,
        'PUT',
        `/api/admin/membership-applications/${applied.json.data.application.id}/status`,
        { status: 'approved' },
        { token: admin.token },
      );
      expect(decided.status, decided.text).toBe(200);
    };
    // Joined a year before and lapsed on 1 October 2026: counted in neither figure.
    await join('2025-10-01T09:00:00Z');
    await join('2026-09-15T09:00:00Z', 'first@example.org');
    // 21:30 UTC on 31 October is 00:30 on 1 November in Addis Ababa: a November member.
    await join('2026-10-31T21:30:00Z');
    await join('2026-11-10T09:00:00Z');
    // A renewal of the September member: no new member.
    await join('2026-11-12T09:00:00Z', 'first@example.org');

    ctx.clock.set(new Date('2026-11-24T09:00:00Z'));
    const figures = async (period: string) =>
      (await call(ctx, 'GET', `/api/admin/analytics?period=${period}`, undefined, { token: admin.token })).json.data;
    const d90 = await figures('90d');
    expect(d90.totalMembers).toBe(3);
    expect(d90.memberGrowth).toEqual([
      { month: '2026-08', count: 0 },
      { month: '2026-09', count: 1 },
      { month: '2026-10', count: 0 },
      { month: '2026-11', count: 2 },
    ]);
    expect((await figures('30d')).memberGrowth).toEqual([
      { month: '2026-10', count: 0 },
      { month: '2026-11', count: 2 },
    ]);
    // The day after the November members' year ends (in Addis Ababa), the figure drops to the renewed one.
    ctx.clock.set(new Date('2027-11-10T21:00:00Z'));
    expect((await figures('7d')).totalMembers).toBe(1);
  });
});
