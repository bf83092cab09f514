// createApp(deps): the whole HTTP app, built from its dependencies (no globals).
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { JSON_BODY_LIMIT_BYTES, RECEIPT_MAX_BYTES } from '../contract/limits';
import { messages } from '../contract/messages';
import type { AppDeps, AppEnv, AppServices } from './deps';
import { ApiError, failureBody } from './http';
import { authenticate, logRequest, requestContext } from './middleware';
import { adminRoutes } from './routes/admin';
import { analyticsRoutes } from './routes/analytics';
import { authRoutes } from './routes/auth';
import { contactRoutes } from './routes/contact';
import { contentRoutes } from './routes/content';
import { addisToday, eventRoutes } from './routes/events';
import { healthRoutes } from './routes/health';
import { membershipRoutes } from './routes/membership';
import { registrationRoutes } from './routes/registrations';
import { createPublicCache, createShortCache } from './services/publicCache';
import { createRateLimiter } from './services/rateLimit';

export const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** How long a staff list's total may lag writes made through other processes. */
export const LIST_TOTALS_SECONDS = 5;

export function createApp(input: AppDeps) {
  const deps: AppServices = {
    ...input,
    rateLimiter: createRateLimiter(input.database.db),
    publicCache: createPublicCache(input.config.publicCacheSeconds * 1000),
    listTotals: createShortCache<number>(LIST_TOTALS_SECONDS * 1000),
    registrationEvents: createShortCache(input.config.publicCacheSeconds * 1000),
  };
  const app = new Hono<AppEnv>();
  const security = secureHeaders({
    contentSecurityPolicy: CSP,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: deps.config.publicUrl.startsWith('https:') ? 'max-age=31536000; includeSubDomains' : false,
  });

  // Fast path for public content answers this process keeps (events, blog posts, resources): the finished reply,
  // with exactly the security headers the middleware below sets (read once from it), built as one plain header
  // object: no routing, no per-header validation. Anything else, or a miss, goes the normal way.
  let securityHeaders: Record<string, string> | undefined;
  void Promise.resolve(
    new Hono()
      .use(security)
      .get('/', (c) => c.body(null, 204))
      .request('/'),
  ).then((res) => {
    securityHeaders = Object.fromEntries(res.headers);
  });
  app.use('/api/*', async (c, next) => {
    if (!securityHeaders || c.req.method !== 'GET' || c.req.header('authorization') !== undefined) return next();
    const start = performance.now();
    const path = c.req.path;
    const r = deps.publicCache.fast(
      path,
      (name) => c.req.query(name),
      addisToday(deps.now()),
      (name) => c.req.header(name),
      securityHeaders,
    );
    if (!r) return next();
    const requestId = crypto.randomUUID();
    logRequest(deps, requestId, 'GET', path, r.status, start);
    return new Response(r.body, { status: r.status, headers: { ...r.headers, 'X-Request-Id': requestId } });
  });

  app.use('*', requestContext(deps));
  app.use('*', security);

  const api = new Hono<AppEnv>();
  // The receipt upload streams its own (bigger) limit; everything else is small JSON.
  api.use('*', async (c, next) => {
    // GET and HEAD carry no body; looking at one would build a full web Request for every read (~15% of a cached GET).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const limit = c.req.path === '/api/upload-receipt' ? RECEIPT_MAX_BYTES + 64 * 1024 : JSON_BODY_LIMIT_BYTES;
    return bodyLimit({
      maxSize: limit,
      onError: () => {
        throw new ApiError(413, c.req.path === '/api/upload-receipt' ? messages.membership.receiptTooLarge : messages.http.bodyTooLarge);
      },
    })(c, next);
  });
  api.use('*', authenticate);
  // A write may add, remove or move rows of a staff list: recount them on the next list request.
  api.use('*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') deps.listTotals.clear();
  });
  api.route('/', healthRoutes());
  api.route('/auth', authRoutes());
  api.route('/', contentRoutes());
  api.route('/events', registrationRoutes());
  api.route('/events', eventRoutes());
  api.route('/', membershipRoutes());
  api.route('/contact', contactRoutes());
  api.route('/analytics', analyticsRoutes());
  api.route('/admin', adminRoutes());
  api.all('*', (c) => c.json(failureBody('No such API endpoint.'), 404));

  app.route('/api', api);

  if (deps.staticSite) {
    const site = deps.staticSite;
    app.get('*', (c) => site.serve(c));
    app.on('HEAD', '*', (c) => site.serve(c));
  }
  app.notFound((c) => c.json(failureBody(messages.http.notFound), 404));

  app.onError((err, c) => {
    if (err instanceof ApiError) {
      for (const [k, v] of Object.entries(err.headers ?? {})) c.header(k, v);
      return c.json(failureBody(err.message, err.fields), err.status);
    }
    if (err instanceof HTTPException && err.status < 500) {
      return c.json(failureBody(err.message || messages.http.validation), err.status);
    }
    const requestId = c.get('requestId');
    deps.logger.error('unhandled error', {
      requestId,
      method: c.req.method,
      path: c.req.path,
      error: err instanceof Error ? err.message : String(err),
      stack: err instanceof Error ? err.stack : undefined,
    });
    return c.json({ ...failureBody(messages.http.internal), requestId }, 500);
  });

  return app;
}
export type App = ReturnType<typeof createApp>;
