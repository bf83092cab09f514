// The fast reply: public content answers this process keeps (events, blog posts, resources) and the built site's
// files, answered whole with exactly the headers the full route sends (the security headers are read once from their
// middleware): no routing, no per-header validation. It answers only an anonymous GET or HEAD whose answer is already
// kept; anything else, or a miss, goes the normal way (which validates the input and fills the cache).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Hono, type MiddlewareHandler } from 'hono';
import { addisToday } from '../../contract/dates';
import { isUuid } from '../../contract/validators';
import type { AppServices } from '../deps';
import type { RequestHeaders } from '../http';
import { logRequest } from '../middleware';
import { publicKey } from '../services/publicCache';

/**
 * A whole answer for a request that needs no routing (kept public content, the built site's files), or undefined.
 * `url` is the path with its query string, as the request line has it; `headers` has lower-case names.
 */
export type FastPath = (method: string, url: string, headers: RequestHeaders) => FastReply | undefined;
/** `headers` is the flat list Node's writeHead takes: [name, value, name, value, …], Content-Length included. */
export type FastReply = { status: number; headers: readonly string[]; body: Uint8Array | string | null };

const EVENT_PATH = '/api/events/';
const FAST_POST = /^\/api\/blog-posts\/([A-Za-z0-9-]{1,100})$/;

/**
 * The key a public route keeps its answer under, read from the raw path and query. A key is only ever filled by its
 * route with validated input, so a raw path or query that is not exactly such an input simply misses.
 */
const keyOf = (path: string, query: (name: string) => string | undefined, today: string): string | undefined => {
  if (path === '/api/events') return publicKey.events(today);
  if (path === '/api/blog-posts') return publicKey.posts(query('category'));
  if (path === '/api/resources') return publicKey.resources(query('category'));
  const event = path.startsWith(EVENT_PATH) ? path.slice(EVENT_PATH.length) : '';
  if (isUuid(event)) return publicKey.event(event);
  const post = FAST_POST.exec(path)?.[1];
  return post ? publicKey.post(post) : undefined;
};

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
const noQuery = () => undefined;

/** The headers a security middleware sets on an answer, read once from a throwaway app. */
const headersOf = (middleware: MiddlewareHandler) =>
  Promise.resolve(
    new Hono()
      .use(middleware)
      .get('/', (c) => c.body(null, 204))
      .request('/'),
  ).then((res) => Object.fromEntries(res.headers));

/** The fast reply of an app, given the security middleware of the site's files and of the API. */
export function createFastPath(deps: AppServices, security: { site: MiddlewareHandler; api: MiddlewareHandler }): FastPath {
  let siteHeaders: Record<string, string> | undefined;
  let apiHeaders: Record<string, string> | undefined;
  void headersOf(security.site).then((h) => {
    siteHeaders = h;
  });
  void headersOf(security.api).then((h) => {
    apiHeaders = h;
  });
  // Addis Ababa's date, worked out again only when the clock leaves the day it was made for.
  let today = '';
  let todayFrom = 0;
  let todayUntil = 0;
  const todayInAddis = () => {
    const now = deps.now().getTime();
    if (now < todayFrom || now >= todayUntil) {
      today = addisToday(new Date(now));
      todayFrom = Date.parse(`${today}T00:00:00+03:00`);
      todayUntil = todayFrom + 86_400_000;
    }
    return today;
  };
  // The kept replies (server/static.ts, services/publicCache.ts) never change: each is joined with its security
  // headers into the flat list writeHead takes once, then only looked up.
  // Header names are compared without case (a reply's "X-Content-Type-Options" and the middleware's
  // "x-content-type-options" are one header): the security header wins, as its middleware overwrites on the full route.
  const flatReplies = new WeakMap<object, string[]>();
  const withSecurity = (r: { headers: Readonly<Record<string, string>> }, securityHeaders: Record<string, string>) => {
    let flat = flatReplies.get(r);
    if (!flat) {
      const byName = new Map<string, [string, string]>();
      for (const [name, value] of [...Object.entries(r.headers), ...Object.entries(securityHeaders)])
        byName.set(name.toLowerCase(), [name, value]);
      flat = [...byName.values()].flat();
      flatReplies.set(r, flat);
    }
    return flat;
  };
  return (method, url, headers) => {
    // Never a write, never a signed-in request (its answer may differ by user).
    if (!siteHeaders || !apiHeaders || (method !== 'GET' && method !== 'HEAD') || headers.authorization !== undefined) return undefined;
    // Only the usual origin-form target ("/path?query"); anything else (absolute-form, "*") takes the full route.
    if (url.charCodeAt(0) !== 47) return undefined;
    const start = performance.now();
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    if (isApi(path)) {
      if (method !== 'GET') return undefined;
      const search = q === -1 ? undefined : new URLSearchParams(url.slice(q + 1));
      const query = search ? (name: string) => search.get(name) ?? undefined : noQuery;
      const key = keyOf(path, query, todayInAddis());
      const r = key === undefined ? undefined : deps.publicCache.peek(key, headers);
      if (!r) return undefined;
      const requestId = crypto.randomUUID();
      logRequest(deps, requestId, 'GET', path, r.status, start);
      return { status: r.status, headers: withSecurity(r, apiHeaders).concat('X-Request-Id', requestId), body: r.body };
    }
    // A page asked with a query may be one the server renders for it (server/pageForms.ts): the full route decides.
    if (q !== -1) return undefined;
    const r = deps.staticSite?.reply(method, path, headers);
    // A 404 takes the full route, which logs it.
    if (!r || r.status === 404) return undefined;
    return { status: r.status, headers: withSecurity(r, siteHeaders).concat('X-Request-Id', crypto.randomUUID()), body: r.body };
  };
}

/** The fast reply in front of the Hono app's own routes, for requests that reach it without Node (app.request()). */
export const fastMiddleware =
  (fast: FastPath): MiddlewareHandler =>
  async (c, next) => {
    const url = c.req.url;
    const r = fast(c.req.method, url.slice(url.indexOf('/', url.indexOf('//') + 2)), c.req.header());
    if (!r) return next();
    const headers = new Headers();
    for (let i = 0; i < r.headers.length; i += 2) headers.append(r.headers[i]!, r.headers[i + 1]!);
    return new Response(r.body as Uint8Array<ArrayBuffer> | string | null, { status: r.status, headers });
  };

/** A Node request listener that tries the fast reply first and hands every other request to `viaHono`. */
export function withFastPath(fast: FastPath, viaHono: (req: IncomingMessage, res: ServerResponse) => unknown) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const r = fast(req.method ?? 'GET', req.url ?? '/', req.headers);
    if (!r) return void viaHono(req, res);
    // The fast path names every header, Content-Length too, as Hono does for a whole body (never chunked).
    res.writeHead(r.status, r.headers as string[]);
    res.end(r.body ?? undefined);
  };
}
