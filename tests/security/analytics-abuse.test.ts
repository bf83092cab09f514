// The page-view figures cannot be inflated: only the site's own pages are counted (a made-up path is answered 204
// like any view and not stored), and one address adds at most PAGE_VIEWS_PER_ADDRESS_PER_DAY views a day.
import { readFile } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_RESULT_PAGES, MEMBER_PAGES, SERVER_PAGES } from '../../contract/pages';
import { pageViews } from '../../server/db/schema';
import { seedSteps } from '../../server/db/seed';
import { COUNTED_PAGES, PAGE_VIEWS_PER_ADDRESS_PER_DAY } from '../../server/features/analytics/service';
import { call, createTestContext, makeUser, type TestContext } from '../support/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seedSteps });
});
afterAll(() => ctx.close());

const view = (path: string, ip: string, ua = 'Browser/1') =>
  call(ctx, 'POST', '/api/analytics/pageview', { path }, { ip, headers: { 'User-Agent': ua } });
/** The staff figures, asked by an admin signed in at the test clock's time. */
const figures = async () => {
  const { token } = await makeUser(ctx, 'admin');
  return (await call(ctx, 'GET', '/api/admin/analytics?period=7d', undefined, { token })).json.data;
};
const viewsOn = async (day: string, where = sql`true`) =>
  (
    await ctx.database.db
      .select()
      .from(pageViews)
      .where(and(eq(pageViews.day, day), where))
  ).length;

describe('only the site pages count', () => {
  it('60 views of a made-up path with varied user agents change nothing', async () => {
    ctx.clock.set(new Date('2030-02-01T10:00:00Z'));
    expect((await view('/', '203.0.113.1')).status).toBe(204);
    const before = await figures();
    expect(before.totalVisitors).toBe(1);
    for (let i = 0; i < 60; i++) expect((await view('/buy-cheap-pills', '203.0.113.2', `Bot/${i}`)).status).toBe(204);
    const after = await figures();
    expect(after.totalVisitors).toBe(1);
    expect(after.popularPages).toEqual([{ page: '/', visits: 1 }]);
    expect(await viewsOn('2030-02-01', eq(pageViews.path, '/buy-cheap-pills'))).toBe(0);
  });

  it('counts the public pages and the page of a post that exists, however the path is cased or ends', async () => {
    ctx.clock.set(new Date('2030-02-02T10:00:00Z'));
    const ip = '203.0.113.3';
    for (const path of [
      '/about',
      '/About',
      '/events/',
      '/blog/wolaita-cooperative-doubles-yield',
      '/BLOG/wolaita-cooperative-doubles-yield',
    ]) {
      expect((await view(path, ip)).status, path).toBe(204);
    }
    for (const path of ['/blog/no-such-post', '/blog/wolaita-cooperative-doubles-yield/extra', '/about/us', '/wp-login.php', '/events/x']) {
      expect((await view(path, ip)).status, path).toBe(204);
    }
    const rows = await ctx.database.db.select().from(pageViews).where(eq(pageViews.day, '2030-02-02'));
    expect(rows.map((r) => r.path).sort()).toEqual([
      '/about',
      '/about',
      '/blog/wolaita-cooperative-doubles-yield',
      '/blog/wolaita-cooperative-doubles-yield',
      '/events',
    ]);
    // A malformed path is still a 400, as before.
    expect((await view('//evil.example', ip)).status).toBe(400);
  });

  // A member's own page, a cancel link's, a ticket and a certificate's check are one person's business: their visits
  // are not counted.
  it("lists exactly the router's public pages (src/routes/_site), but a member's own page", async () => {
    const tree = await readFile(new URL('../../src/routeTree.gen.ts', import.meta.url), 'utf8');
    const paths = new Set([...tree.matchAll(/fullPath: '([^']*)'/g)].map((m) => m[1]!));
    // Nor is the page a form sent without JavaScript lands on, or a step only the server makes for one person.
    const notCounted = [...MEMBER_PAGES, ...FORM_RESULT_PAGES, ...SERVER_PAGES];
    const fixed = [...paths].filter((p) => !p.startsWith('/admin') && !p.includes('$') && !notCounted.includes(p));
    expect(new Set(fixed)).toEqual(new Set(COUNTED_PAGES));
    expect([...paths].filter((p) => p.includes('$') && !p.startsWith('/admin')).sort()).toEqual([
      '/blog/$postId',
      '/events/$eventId/register',
      '/events/$eventId/registered',
      '/events/$eventId/waitlisted',
      '/membership/apply/$plan',
      '/ticket/$code',
      '/verify/$code',
    ]);
  });

  it("does not count a member's page or a certificate check", async () => {
    const ip = '203.0.113.77';
    const paths = ['/account', '/verify/abcdefghijklmnopqrstuvwxyz012345', '/ticket/K7QF2M9XHB4RT8WZ', '/registrations/cancel'];
    for (const path of paths) expect((await view(path, ip)).status).toBe(204);
    const rows = await ctx.database.db
      .select()
      .from(pageViews)
      .where(
        sql`${pageViews.path} in ('/account', '/verify/abcdefghijklmnopqrstuvwxyz012345', '/ticket/K7QF2M9XHB4RT8WZ', '/registrations/cancel')`,
      );
    expect(rows).toEqual([]);
  });
});

describe('views per address per day', () => {
  it(`counts at most ${PAGE_VIEWS_PER_ADDRESS_PER_DAY} a day from one address, whatever its user agents; the next day counts again`, async () => {
    ctx.clock.set(new Date('2030-03-01T08:00:00Z'));
    const ip = '203.0.113.50';
    const pages = [...COUNTED_PAGES];
    const statuses: number[] = [];
    // In rounds below the per-minute limit, a minute apart (the clock is the app's).
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 40; i++) statuses.push((await view(pages[i % pages.length]!, ip, `Agent/${round}-${i}`)).status);
      ctx.clock.advance(61_000);
    }
    expect(statuses.every((s) => s === 204)).toBe(true);
    expect(await viewsOn('2030-03-01')).toBe(PAGE_VIEWS_PER_ADDRESS_PER_DAY);
    expect((await figures()).visitorsByDay.find((d: { day: string }) => d.day === '2030-03-01').visitors).toBe(
      PAGE_VIEWS_PER_ADDRESS_PER_DAY,
    );
    // Another address is counted as usual.
    expect((await view('/', '203.0.113.51')).status).toBe(204);
    expect(await viewsOn('2030-03-01')).toBe(PAGE_VIEWS_PER_ADDRESS_PER_DAY + 1);
    // Late the same day: still capped.
    ctx.clock.set(new Date('2030-03-01T23:59:00Z'));
    await view('/about', ip, 'Late/1');
    expect(await viewsOn('2030-03-01')).toBe(PAGE_VIEWS_PER_ADDRESS_PER_DAY + 1);
    // The next day the address counts again.
    ctx.clock.set(new Date('2030-03-02T00:01:00Z'));
    expect((await view('/about', ip, 'Agent/next')).status).toBe(204);
    expect(await viewsOn('2030-03-02')).toBe(1);
    ctx.clock.set(new Date());
  });
});
