// Short in-process caches: the public content answers (events, blog posts, resources) as serialized JSON and the
// documents made from them (sitemap, RSS feed), and the totals of the staff lists.
//
// A write through this process clears them at once (staff writes clear the public answers; every write clears
// the list totals); other processes on the same PostgreSQL see a change after at most the TTL. Concurrent misses
// for one key share a single database read, and a read that overlapped a clear is answered but not kept.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { headerValue, memoized, type RequestHeaders } from './http';

export type ShortCache<V> = {
  /** The kept value for `key`, or the one `produce` makes (then kept for the TTL). */
  get(key: string, produce: () => Promise<V>): Promise<V>;
  clear(): void;
};

export function createShortCache<V>(ttlMs: number, maxEntries = 500, clock: () => number = () => performance.now()): ShortCache<V> {
  const entries = new Map<string, { value: V; expires: number; renewFrom: number }>();
  const loading = new Map<string, Promise<V>>();
  let generation = 0;

  const load = (key: string, produce: () => Promise<V>): Promise<V> => {
    const startedIn = generation;
    const started = (async () => {
      const value = await produce();
      if (ttlMs > 0 && startedIn === generation) {
        if (!entries.has(key) && entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        const now = clock();
        entries.set(key, { value, expires: now + ttlMs, renewFrom: now + ttlMs * RENEW_FROM });
      }
      return value;
    })().finally(() => {
      if (loading.get(key) === started) loading.delete(key);
    });
    loading.set(key, started);
    return started;
  };

  return {
    get(key, produce) {
      const entry = entries.get(key);
      const now = clock();
      if (entry && entry.expires > now) {
        // Asked for in the last part of its time, a value is made again in the background while the kept one still
        // answers: under steady traffic no request waits for it (a page takes its whole render), and none is ever
        // answered with a value older than the TTL. A failed renewal leaves the kept value to its end.
        if (now >= entry.renewFrom && !loading.has(key)) load(key, produce).catch(() => {});
        return Promise.resolve(entry.value);
      }
      return loading.get(key) ?? load(key, produce);
    },
    clear() {
      generation++;
      entries.clear();
      loading.clear();
    },
  };
}

/** The share of its TTL after which a kept value asked for is made again in the background. */
const RENEW_FROM = 0.8;

/** The JSON, and once compressed with brotli and gzip when that pays (made once per fill, not per request). */
type Answer = {
  body: string;
  etag: string;
  cacheControl: string;
  contentType: string;
  /** The request headers the answer depends on: Accept-Encoding, and Cookie for a page the language cookie decides. */
  vary: string;
  br?: Uint8Array;
  gzip?: Uint8Array;
  /** Its replies, one per kind of request (a 304, or each Accept-Encoding value), made on first use. */
  replies?: Map<string, Reply>;
};

/** Fewer distinct Accept-Encoding values than this are remembered per answer (a client can send any string). */
const KEPT_VARIANTS = 16;

/** Below this a compressed body saves less than its headers cost. */
const COMPRESS_FROM_BYTES = 1024;

const compressed = (body: string): Pick<Answer, 'br' | 'gzip'> => {
  if (Buffer.byteLength(body) < COMPRESS_FROM_BYTES) return {};
  const bytes = Buffer.from(body);
  return {
    br: new Uint8Array(brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })),
    gzip: new Uint8Array(gzipSync(bytes, { level: 6 })),
  };
};

/** The best encoding the client accepts, from "br, gzip;q=0.8" (q=0 refuses). */
const pickEncoding = (accept: string | undefined): 'br' | 'gzip' | undefined => {
  if (!accept) return undefined;
  const ok = (name: string) =>
    accept.split(',').some((part) => {
      const [token, ...params] = part.trim().split(';');
      return token?.trim().toLowerCase() === name && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    });
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : undefined;
};

/** A finished reply: it never changes, so it is made once per kind of request and then only looked up. */
export type Reply = { status: 200 | 304; body: string | Uint8Array<ArrayBuffer> | null; headers: Readonly<Record<string, string>> };

/** True when If-None-Match names the answer's ETag. */
const notModified = (answer: Answer, ifNoneMatch: string | undefined) => !!ifNoneMatch?.split(',').some((t) => t.trim() === answer.etag);

/** The reply to a request for a kept answer: 304 on a matching ETag, else the best encoding the client takes. */
function reply(answer: Answer, request: RequestHeaders): Reply {
  const ifNoneMatch = headerValue(request, 'if-none-match');
  const acceptEncoding = headerValue(request, 'accept-encoding') ?? '';
  const variant = notModified(answer, ifNoneMatch) ? '304' : `200 ${acceptEncoding}`;
  answer.replies ??= new Map();
  return memoized(answer.replies, variant, () => makeReply(answer, variant === '304', acceptEncoding), KEPT_VARIANTS);
}

function makeReply(answer: Answer, notModified: boolean, acceptEncoding: string): Reply {
  const headers: Record<string, string> = { 'Cache-Control': answer.cacheControl, ETag: answer.etag, Vary: answer.vary };
  if (notModified) return { status: 304, body: null, headers };
  headers['Content-Type'] = answer.contentType;
  const encoding = answer.br ? pickEncoding(acceptEncoding) : undefined;
  const body = encoding ? (answer[encoding] as Uint8Array<ArrayBuffer>) : answer.body;
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = String(typeof body === 'string' ? Buffer.byteLength(body) : body.length);
  return { status: 200, body, headers };
}

/** The keys the public answers are kept under. */
export const publicKey = {
  events: (today: string) => `events@${today}`,
  event: (id: string) => `event:${id}`,
  posts: (category: string | undefined) => `blog-posts?${category ?? ''}`,
  post: (id: string) => `blog-post:${id}`,
  resources: (category: string | undefined) => `resources?${category ?? ''}`,
  paymentSettings: 'payment-settings',
  /** Documents made from the content. */
  sitemap: 'sitemap.xml',
  feed: 'blog/rss.xml',
};

export type PublicCache = {
  /** The cached answer for `key`, or the one `produce` makes; with a weak ETag, so revalidation is a 304. */
  json(c: Context, key: string, cacheControl: string, produce: () => Promise<unknown>): Promise<Response>;
  /**
   * The same for a whole document of another type (the sitemap, the RSS feed, a page) that `produce` writes; `varyCookie`
   * when the same address answers another document for another language cookie (the home page).
   */
  document(
    c: Context,
    key: string,
    contentType: string,
    cacheControl: string,
    produce: () => Promise<string>,
    varyCookie?: boolean,
  ): Promise<Response>;
  clear(): void;
};

export function createPublicCache(ttlMs: number): PublicCache {
  const cache = createShortCache<Answer>(ttlMs);
  const send = async (
    c: Context,
    key: string,
    contentType: string,
    cacheControl: string,
    produce: () => Promise<string>,
    varyCookie = false,
  ) => {
    const answer = await cache.get(key, async () => {
      const body = await produce();
      const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
      const vary = varyCookie ? 'Accept-Encoding, Cookie' : 'Accept-Encoding';
      return { body, etag, cacheControl, contentType, vary, ...compressed(body) };
    });
    const r = reply(answer, c.req.header());
    return r.body === null ? c.body(null, 304, r.headers) : c.body(r.body, 200, r.headers);
  };
  return {
    json: (c, key, cacheControl, produce) =>
      send(c, key, 'application/json', cacheControl, async () => JSON.stringify({ data: await produce() })),
    document: send,
    clear: cache.clear,
  };
}
