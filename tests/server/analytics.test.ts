// The page-view beacon: daily-rotating visitor hashes from a secret kept once in settings, no IP stored, rate limited.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews, settings } from '../../server/db/schema';
import { visitorHash } from '../../server/services/analytics';
import { call, createTestContext, type TestContext } from '../support/app';

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
