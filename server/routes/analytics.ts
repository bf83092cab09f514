// Page-view beacon: POST /api/analytics/pageview {path}. Public, rate limited, no cookie, no stored IP.
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../deps';
import { ApiError, jsonBody } from '../http';
import { clientIp, rateLimitByIp } from '../middleware';
import { recordPageView } from '../services/analytics';

/** A path on this site: starts with one slash, plain URL characters, no query or fragment, not the API or admin. */
export const PageViewSchema = v.object({
  path: v.pipe(
    v.string('Path is required'),
    v.maxLength(200, 'Path is too long'),
    v.regex(/^\/(?!\/)[A-Za-z0-9\-._~/%]*$/, 'Path must be a page path on this site'),
    v.check((p) => !/^\/(api|admin)(\/|$)/.test(p), 'Path must be a public page'),
  ),
});

export const analyticsRoutes = () =>
  new Hono<AppEnv>().post('/pageview', rateLimitByIp('pageview', { limit: 120, windowMs: 60_000 }), async (c) => {
    // Browsers say where a request came from; another site's page may not count views here.
    if (c.req.header('sec-fetch-site') === 'cross-site') throw new ApiError(403, 'Page views are only counted from this site.');
    const { path } = await jsonBody(c, PageViewSchema);
    const deps = c.get('deps');
    const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
    await recordPageView(deps.database.db, deps.now(), normalized, clientIp(c), (c.req.header('user-agent') ?? '').slice(0, 400));
    return c.body(null, 204);
  });
