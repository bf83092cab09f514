// createApp(deps): the whole HTTP app, built from its dependencies (no globals).
import { type Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { METHOD_NAME_ALL } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';
import { secureHeaders } from 'hono/secure-headers';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiFailure } from '../contract/api';
import { type Coded, coded } from '../contract/errors';
import { LANG_SWITCH_PATH } from '../contract/languages';
import { JSON_BODY_LIMIT_BYTES, POST_BODY_LIMIT_BYTES, RECEIPT_MAX_BYTES } from '../contract/limits';
import { messages } from '../contract/messages';
import { adminRoutes } from './adminRoutes';
import { accountRoutes } from './features/account/routes';
import { analyticsRoutes } from './features/analytics/routes';
import { legalRoutes } from './features/content/legalRoutes';
import { contentRoutes } from './features/content/routes';
import { cancelRoutes } from './features/events/cancelRoutes';
import { eventPageRoutes } from './features/events/pages';
import { registrationRoutes } from './features/events/registrationRoutes';
import { eventRoutes } from './features/events/routes';
import { ticketRoutes } from './features/events/ticketRoutes';
import { feedRoutes } from './features/feeds/routes';
import { contactRoutes } from './features/inbox/contactRoutes';
import { CERTIFICATE_IMAGE_MAX_BYTES } from './features/members/certificateSigning';
import { directoryRoutes } from './features/members/directoryRoutes';
import { verifyRoutes } from './features/members/verifyRoutes';
import { membershipRoutes } from './features/membership/routes';
import { authRoutes } from './features/staff/authRoutes';
import { frameworkFailure, invalidInputFailure, localizedFailure } from './messages/localize';
import { pageFormRoutes } from './pageForms';
import type { AppDeps, AppEnv, AppServices } from './platform/deps';
import { docsRoutes } from './platform/docsRoutes';
import { createDocumentPool } from './platform/documentPool';
import { healthRoutes } from './platform/healthRoutes';
import { ApiError, InvalidInput } from './platform/http';
import { type Lang, requestLang } from './platform/lang';
import { langRoutes } from './platform/langRoutes';
import { authenticate, requestContext } from './platform/middleware';
import { pageFormKit } from './platform/pageFormKit';
import { createPageRenderer, type InProcessFetch } from './platform/pages';
import { createPublicCache, createShortCache } from './platform/publicCache';
import { createRateLimiter } from './platform/rateLimit';

export const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  // data: for the 1 KB face of the switcher's four Amharic letters, inline in the stylesheet (src/styles/languageNameFace.ts).
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  // Staff see a PDF receipt in the page: the bytes are fetched with their token and framed as a blob: URL.
  frameSrc: ["'self'", 'blob:'],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** The order methods are listed in an Allow header. */
const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const methodRank = (method: string) => METHOD_ORDER.indexOf(method) + 1 || METHOD_ORDER.length + 1;

/** How long a staff list's total may lag writes made through other processes. */
export const LIST_TOTALS_SECONDS = 5;

export function createApp(input: AppDeps) {
  const deps: AppServices = {
    ...input,
    rateLimiter: createRateLimiter(input.database.db),
    publicCache: createPublicCache(input.config.publicCacheSeconds * 1000),
    listTotals: createShortCache<number>(LIST_TOTALS_SECONDS * 1000),
    registrationEvents: createShortCache(input.config.publicCacheSeconds * 1000),
    documents: createDocumentPool({
      workers: input.config.pdfWorkers,
      queue: input.config.pdfQueue,
      cacheBytes: input.config.pdfCacheBytes,
    }),
  };
  const app = new Hono<AppEnv>();
  const hsts = deps.config.publicUrl.startsWith('https:') ? 'max-age=31536000; includeSubDomains' : false;
  // Obsolete for the browsers that visit (X-XSS-Protection, X-Download-Options are for old Internet Explorer) or
  // without effect here: left out, since every answer carries its headers over slow mobile networks too.
  const obsolete = {
    xXssProtection: false,
    xDownloadOptions: false,
    xDnsPrefetchControl: false,
    xPermittedCrossDomainPolicies: false,
    originAgentCluster: false,
    crossOriginEmbedderPolicy: false,
  } as const;
  /** The site's pages and files. */
  const siteSecurity = secureHeaders({
    ...obsolete,
    contentSecurityPolicy: CSP,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    strictTransportSecurity: hsts,
  });
  /**
   * JSON answers are data, never a document: they may load nothing and be framed nowhere (OWASP's advice for REST
   * APIs), and the document-only headers (referrer, opener policy) have nothing to act on.
   */
  const apiSecurity = secureHeaders({
    ...obsolete,
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    referrerPolicy: false,
    crossOriginOpenerPolicy: false,
    xFrameOptions: 'DENY',
    strictTransportSecurity: hsts,
  });
  const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

  app.use('*', requestContext(deps));
  app.use('*', async (c, next) => {
    // The API's reference page is a document, not data: it gets the site's policy.
    await (isApi(c.req.path) && c.req.path !== '/api/docs' ? apiSecurity(c, next) : siteSecurity(c, next));
    // An answer that does not say how it may be kept (staff lists, the signed-in user, sign-in, every error) is kept
    // nowhere, so a shared proxy never hands one person's answer to another. Public answers and site files set their own.
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });

  // A path some route has, asked with a method none of its routes take, is a 405 naming the methods they do take
  // (HEAD wherever GET is: Hono answers it with the GET route). They are read from the routes the app registered,
  // once all are: the catch-alls and middleware (method ALL) are not routes.
  let routeMethods: TrieRouter<string> | undefined;
  const allowedMethods = (path: string): string[] => {
    if (!routeMethods) {
      routeMethods = new TrieRouter<string>();
      for (const r of app.routes) if (r.method !== METHOD_NAME_ALL) routeMethods.add(METHOD_NAME_ALL, r.path, r.method);
    }
    const found = new Set((routeMethods.match('GET', path)[0] as [string, unknown][]).map(([method]) => method));
    if (found.has('GET')) found.add('HEAD');
    return [...found].sort((a, b) => methodRank(a) - methodRank(b) || a.localeCompare(b));
  };
  /**
   * A failure answer, its texts looked up by code in the request's language (Accept-Language). Vary tells caches the
   * answer depends on that header.
   */
  const failure = <S extends ContentfulStatusCode>(
    c: Context<AppEnv>,
    status: S,
    answer: (lang: Lang) => ApiFailure,
    extra?: Record<string, unknown>,
  ) => {
    c.header('Vary', 'Accept-Language', { append: true });
    return c.json({ ...extra, ...answer(requestLang(c)) }, status);
  };
  const noRoute = (c: Context<AppEnv>, notFoundMessage: Coded) => {
    const allowed = allowedMethods(c.req.path);
    if (allowed.length === 0 || allowed.includes(c.req.method)) return failure(c, 404, (lang) => localizedFailure(lang, notFoundMessage));
    c.header('Allow', allowed.join(', '));
    return failure(c, 405, (lang) => localizedFailure(lang, coded('http.methodNotAllowed', allowed.join(', '))));
  };

  const api = new Hono<AppEnv>();
  // The receipt uploads (the public one, and the slip of a member added at the counter) stream their own (bigger)
  // limit; everything else is small JSON.
  const UPLOADS = new Set(['/api/upload-receipt', '/api/admin/counter/members']);
  api.use('*', async (c, next) => {
    // GET and HEAD carry no body; looking for one would build a full web Request for every read, which costs a
    // cached GET a large share of its time.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const upload = UPLOADS.has(c.req.path);
    const limit = upload
      ? RECEIPT_MAX_BYTES + 64 * 1024
      : c.req.path.startsWith('/api/admin/settings/certificate/')
        ? CERTIFICATE_IMAGE_MAX_BYTES
        : c.req.path.startsWith('/api/admin/blog-posts')
          ? POST_BODY_LIMIT_BYTES
          : JSON_BODY_LIMIT_BYTES;
    // A declared length (every ordinary client sends one) is checked without touching the body: the parser never
    // reads past it, and asking for the body here would build a full web Request for every write, where the JSON
    // reader otherwise reads the socket directly. A chunked body is counted as it comes.
    const declared = c.req.header('content-length');
    if (declared !== undefined && /^\d+$/.test(declared) && c.req.header('transfer-encoding') === undefined) {
      if (Number(declared) > limit) {
        throw new ApiError(413, tooLargeMessage(c.req.path));
      }
      return next();
    }
    // The receipt reader counts a chunked upload as it streams it (server/features/membership/receipts.ts): buffering it here would
    // hold 5 MB per upload before the upload caps are even checked.
    if (upload) return next();
    c.req.raw = await bufferedBody(c.req.raw, limit, tooLargeMessage(c.req.path));
    return next();
  });
  api.use('*', authenticate);
  // A write may add, remove or move rows of a staff list: recount them on the next list request.
  api.use('*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') deps.listTotals.clear();
  });
  api.route('/', apiRoutes());
  api.route(
    '/',
    docsRoutes(() => app),
  );
  api.all('*', (c) => noRoute(c, 'server.noEndpoint'));

  app.route('/api', api);
  // Before the site's files: robots.txt, sitemap.xml and the feed are made from the content, never a file or the shell.
  app.route('/', feedRoutes());
  app.route(LANG_SWITCH_PATH, langRoutes());

  if (deps.staticSite) {
    const site = deps.staticSite;
    // The pages the build cannot make ahead, and the forms' posts without JavaScript (server/pageForms.ts), answered
    // through this very app in process.
    const fetchApp: InProcessFetch = async (request, env) => app.fetch(request, env);
    const pages = createPageRenderer(site.dir, fetchApp);
    const kit = pageFormKit(fetchApp, pages);
    app.route('/', pageFormRoutes(kit, site));
    app.route('/', eventPageRoutes(kit));
    app.get('*', (c) => site.serve(c));
    app.on('HEAD', '*', (c) => site.serve(c));
  }
  app.notFound((c) => noRoute(c, 'http.notFound'));

  app.onError((err, c) => {
    if (err instanceof ApiError) {
      for (const [k, v] of Object.entries(err.headers ?? {})) c.header(k, v);
      const answer =
        err instanceof InvalidInput
          ? (lang: Lang) => invalidInputFailure(lang, err.coded, err.fieldIssues)
          : (lang: Lang) => localizedFailure(lang, err.coded, err.fields);
      return failure(c, err.status, answer, err.extra);
    }
    if (err instanceof HTTPException && err.status < 500) {
      return failure(c, err.status, (lang) => frameworkFailure(lang, err.status, err.message || messages.http.validation));
    }
    const requestId = c.get('requestId');
    deps.logger.error('unhandled error', {
      requestId,
      method: c.req.method,
      path: c.req.path,
      error: err instanceof Error ? err.message : String(err),
      stack: err instanceof Error ? err.stack : undefined,
    });
    c.header('Vary', 'Accept-Language', { append: true });
    return c.json({ ...localizedFailure(requestLang(c), 'http.internal'), requestId }, 500);
  });

  return Object.assign(app, { documents: deps.documents });
}
export type App = ReturnType<typeof createApp>;

/**
 * Every /api route, in the order they are matched. Its type is the browser's client (src/api/client.ts): a route added,
 * renamed or removed here changes what the client may call.
 */
export const apiRoutes = () =>
  new Hono<AppEnv>()
    .route('/', healthRoutes())
    .route('/auth', authRoutes())
    .route('/', contentRoutes())
    .route('/events', registrationRoutes())
    .route('/events', eventRoutes())
    .route('/', membershipRoutes())
    .route('/contact', contactRoutes())
    .route('/legal', legalRoutes())
    .route('/account', accountRoutes())
    .route('/members', directoryRoutes())
    .route('/analytics', analyticsRoutes())
    .route('/verify', verifyRoutes())
    .route('/registrations', cancelRoutes())
    .route('/tickets', ticketRoutes())
    .route('/admin', adminRoutes());
export type ApiRoutes = ReturnType<typeof apiRoutes>;

/**
 * A chunked body read whole (at most `limit` bytes) into a request of its own. A body that breaks off (a dropped
 * connection, a request timeout) is a 400, never an error for the log: the client has gone or will be told.
 */
async function bufferedBody(request: Request, limit: number, tooLarge: Coded): Promise<Request> {
  if (!request.body) return request;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) throw new ApiError(413, tooLarge);
      chunks.push(value);
    }
  } catch (err) {
    void reader.cancel().catch(() => {});
    throw err instanceof ApiError ? err : new ApiError(400, 'http.interrupted');
  }
  return new Request(request, { body: Buffer.concat(chunks) });
}

/** What a body over its limit is told: a receipt's (or a counter's slip) and the certificate image's own words, else the general one. */
const tooLargeMessage = (path: string): Coded =>
  path === '/api/upload-receipt' || path === '/api/admin/counter/members'
    ? 'membership.receiptTooLarge'
    : path.startsWith('/api/admin/settings/certificate/')
      ? 'admin.certificateImageTooLarge'
      : 'http.bodyTooLarge';
