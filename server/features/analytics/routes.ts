// Page-view beacon: POST /api/analytics/pageview {path}. Public, rate limited, no cookie, no stored IP.
import { Hono } from 'hono';
import { PageViewSchema } from '../../../contract/analytics';
import { describe, jsonInput } from '../../platform/apiDoc';
import type { AppEnv } from '../../platform/deps';
import { ApiError } from '../../platform/http';
import { clientIp, rateLimitByIp } from '../../platform/middleware';
import { countedPage, dayOf, PAGE_VIEWS_PER_ADDRESS_PER_DAY, recordPageView } from './service';

const DAY_MS = 86_400_000;

export const analyticsRoutes = () =>
  new Hono<AppEnv>().post(
    '/pageview',
    describe({
      tag: 'Public forms',
      summary: 'Count a page view (no cookie, no stored address)',
      answer: { status: 204, schema: null, description: 'Counted.' },
      errors: [403],
      rateLimited: true,
    }),
    rateLimitByIp('pageview', { limit: 120, windowMs: 60_000 }),
    // Browsers say where a request came from; another site's page may not count views here (before its body is read).
    async (c, next) => {
      if (c.req.header('sec-fetch-site') === 'cross-site') throw new ApiError(403, 'server.crossSiteView');
      await next();
    },
    jsonInput(PageViewSchema),
    async (c) => {
      const { path } = c.req.valid('json');
      const deps = c.get('deps');
      const now = deps.now();
      // Only the site's own pages are counted, and at most PAGE_VIEWS_PER_ADDRESS_PER_DAY views from one address a day.
      // A view that is not counted is answered as one that is (204): the beacon's answer is read by nobody, an old link
      // or a deleted post is no fault of the visitor's, and a sender learns nothing of which paths count.
      const page = await countedPage(deps.database.db, path.length > 1 ? path.replace(/\/+$/, '') : path);
      if (page === undefined) return c.body(null, 204);
      const ip = clientIp(c);
      const daily = await deps.rateLimiter.hit(
        `pageview-day:${dayOf(now)}:ip:${ip}`,
        { limit: PAGE_VIEWS_PER_ADDRESS_PER_DAY, windowMs: DAY_MS },
        now,
      );
      if (!daily.allowed) return c.body(null, 204);
      await recordPageView(deps.database.db, now, page, ip, (c.req.header('user-agent') ?? '').slice(0, 400));
      return c.body(null, 204);
    },
  );
