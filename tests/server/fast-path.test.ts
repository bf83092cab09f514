// The fast path (server/fast/): kept public content and the site's files answered from memory must be the very answer
// the full Hono route gives (status, body, headers), and everything else must still reach Hono. Every case runs with
// the fast path on and off (FAST_PATH=0), and the two are asked the same requests side by side.

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeUser, type TestContext } from '../support/app';
import { MINI_PAGE } from '../support/miniSite';
import { onWire, type SiteServer, startSiteServer, type Wire } from '../support/siteServer';

/** The headers that differ between any two answers: the request id and the clock. */
const stable = (h: Wire['headers']) => {
  const { 'x-request-id': id, date, ...rest } = h;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return rest;
};
const page = MINI_PAGE;

describe.each([
  ['on', true],
  ['off (FAST_PATH=0)', false],
])('with the fast path %s', (_, fastPath) => {
  let site: SiteServer;
  let ctx: TestContext;
  let port: number;
  const raw = (method: string, path: string, headers: Record<string, string> = {}) => onWire(port, method, path, headers);
  beforeAll(async () => {
    site = await startSiteServer({ fastPath });
    ({ ctx, port } = site);
  });
  afterAll(() => site.close());

  describe('at the Node level', () => {
    it.each([
      '/api/events',
      '/api/blog-posts',
      '/api/blog-posts?category=news',
      '/api/resources?category=books',
      '/api/blog-posts/wolaita-cooperative-doubles-yield',
    ])('answers a kept %s exactly as the route did when it filled the cache', async (path) => {
      const first = await raw('GET', path, { 'accept-encoding': 'br, gzip' });
      const kept = await raw('GET', path, { 'accept-encoding': 'br, gzip' });
      expect(first.status).toBe(200);
      expect(kept.status).toBe(200);
      expect(kept.body.equals(first.body)).toBe(true);
      expect(stable(kept.headers)).toEqual(stable(first.headers));
      expect(kept.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      const again = await raw('GET', path, { 'if-none-match': String(kept.headers.etag) });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      // One log line per request, the kept ones included.
      expect(ctx.logs.filter((l) => l.includes(`"path":"${path.split('?')[0]}"`)).length).toBeGreaterThanOrEqual(3);
    });

    it('serves the site from memory with the security headers, pre-compressed, revalidated by ETag', async () => {
      const home = await raw('GET', '/', { 'accept-encoding': 'br' });
      expect(home.status).toBe(200);
      expect(home.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(home.body).toString()).toBe(page);
      expect(home.headers['x-frame-options']).toBe('DENY');
      expect(home.headers['content-security-policy']).toContain("script-src 'self'");
      expect(home.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(home.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(home.headers['cache-control']).toBe('no-cache');
      expect((await raw('GET', '/', { 'if-none-match': String(home.headers.etag) })).status).toBe(304);
      const about = await raw('GET', '/about?x=1');
      expect(about.body.toString()).toContain('<h1>About</h1>');
      const shell = await raw('GET', '/admin/events');
      expect(shell.body.toString()).toBe('<!doctype html><div id="root"></div>');
      const asset = await raw('GET', '/assets/index-abc123.js');
      expect(asset.headers['cache-control']).toContain('immutable');
      const head = await raw('HEAD', '/assets/index-abc123.js');
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      // Each file's answers are kept apart: a HEAD, a GET, a 304, each encoding.
      const aboutHead = await raw('HEAD', '/about');
      expect(aboutHead.body.length).toBe(0);
      expect(Number(aboutHead.headers['content-length'])).toBe(about.body.length);
      expect((await raw('GET', '/about')).body.toString()).toContain('<h1>About</h1>');
      expect((await raw('GET', '/', { 'if-none-match': String(home.headers.etag), 'accept-encoding': 'br' })).status).toBe(304);
      const plainHome = await raw('GET', '/', { 'accept-encoding': 'identity' });
      expect(plainHome.headers['content-encoding']).toBeUndefined();
      expect(plainHome.body.toString()).toBe(page);
      expect(plainHome.headers['x-request-id']).not.toBe(home.headers['x-request-id']);
    });

    it('leaves everything else to the full routes: misses, writes, staff requests, unknown paths', async () => {
      expect((await raw('GET', '/assets/missing-123.js')).status).toBe(404);
      // An absolute-form target is the full route's to read (Hono parses it as a URL).
      const absolute = await raw('GET', `http://127.0.0.1:${port}/about`);
      expect(absolute.status).toBe(200);
      expect(absolute.body.toString()).toContain('<h1>About</h1>');
      expect((await raw('GET', '/%E0%A4%A')).status).toBe(404);
      const unknown = await raw('GET', '/api/nope');
      expect(unknown.status).toBe(404);
      expect(JSON.parse(unknown.body.toString()).error).toBe('No such API endpoint.');
      expect((await raw('GET', '/api/blog-posts?category=%3Cscript%3E')).status).toBe(400);
      // A write to a read-only path reaches the full route, which names the methods the path takes.
      const write = await raw('POST', '/api/events');
      expect(write.status).toBe(405);
      expect(write.headers.allow).toBe('GET, HEAD');
      const admin = await makeUser(ctx, 'admin');
      const staff = await raw('GET', '/api/events', { authorization: `Bearer ${admin.token}` });
      expect(staff.status).toBe(200);
      expect(staff.headers['x-request-id']).toBeDefined();
      expect((await raw('GET', '/api/admin/events')).status).toBe(401);
    });
    it('answers every kind of Accept-Encoding right, however many kinds clients send', async () => {
      const plain = await raw('GET', '/api/blog-posts');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
      const json = JSON.parse(plain.body.toString());
      // More kinds than an answer remembers (16): the ones past that are made for the request and not kept.
      for (let i = 0; i < 40; i++) {
        const encoding = i % 3 === 0 ? `gzip, x-${i}` : i % 3 === 1 ? `br;q=1, x-${i}` : `identity, x-${i}`;
        const r = await raw('GET', '/api/blog-posts', { 'accept-encoding': encoding });
        expect(r.status).toBe(200);
        expect(Number(r.headers['content-length'])).toBe(r.body.length);
        const text = i % 3 === 0 ? gunzipSync(r.body) : i % 3 === 1 ? brotliDecompressSync(r.body) : r.body;
        expect(r.headers['content-encoding']).toBe(i % 3 === 0 ? 'gzip' : i % 3 === 1 ? 'br' : undefined);
        expect(JSON.parse(text.toString())).toEqual(json);
      }
      const refused = await raw('GET', '/api/blog-posts', { 'accept-encoding': 'br;q=0, gzip;q=0' });
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(refused.body.toString())).toEqual(json);
      // Each request still gets its own id.
      const ids = new Set([
        (await raw('GET', '/api/blog-posts')).headers['x-request-id'],
        (await raw('GET', '/api/blog-posts')).headers['x-request-id'],
      ]);
      expect(ids.size).toBe(2);
    });

    it("moves yesterday's events to the past at midnight in Addis Ababa, though the list is kept", async () => {
      const admin = await makeUser(ctx, 'admin');
      const as = { token: admin.token };
      const base = { description: 'On the day.', time: '9:00 AM', location: 'Hawassa' };
      const onTheDay = await call(ctx, 'POST', '/api/admin/events', { ...base, title: 'Field day', date: '2031-03-10' }, as);
      const later = await call(ctx, 'POST', '/api/admin/events', { ...base, title: 'Tasting', date: '2031-03-15' }, as);
      expect([onTheDay.status, later.status]).toEqual([201, 201]);
      const ids = async () => (JSON.parse((await raw('GET', '/api/events')).body.toString()).data as { id: string }[]).map((e) => e.id);
      ctx.clock.set(new Date('2031-03-10T23:59:59+03:00'));
      expect((await ids()).slice(0, 2)).toEqual([onTheDay.json.data.id, later.json.data.id]);
      expect((await ids()).slice(0, 2)).toEqual([onTheDay.json.data.id, later.json.data.id]);
      ctx.clock.set(new Date('2031-03-11T00:00:00+03:00'));
      expect((await ids()).slice(0, 2)).toEqual([later.json.data.id, onTheDay.json.data.id]);
      expect((await ids()).slice(0, 2)).toEqual([later.json.data.id, onTheDay.json.data.id]);
      // And back (a clock set back is believed too).
      ctx.clock.set(new Date('2031-03-10T20:00:00+03:00'));
      expect((await ids()).slice(0, 2)).toEqual([onTheDay.json.data.id, later.json.data.id]);
      ctx.clock.set(new Date());
    });
  });
});

describe('the same answer with the fast path on and off', () => {
  let on: SiteServer;
  let off: SiteServer;
  beforeAll(async () => {
    on = await startSiteServer({ fastPath: true });
    off = await startSiteServer({ fastPath: false, ctx: on.ctx });
  });
  afterAll(async () => {
    await off.close();
    await on.close();
  });

  /** [method, path, request headers]: each kind of answer the fast path gives, and some it must leave alone. */
  const requests: [string, string, Record<string, string>][] = [
    ['GET', '/api/events', {}],
    ['GET', '/api/events', { 'accept-encoding': 'br, gzip' }],
    ['GET', '/api/blog-posts', { 'accept-encoding': 'gzip' }],
    ['GET', '/api/blog-posts?category=news', {}],
    ['GET', '/api/resources?category=books', { 'accept-encoding': 'br' }],
    ['GET', '/api/blog-posts/wolaita-cooperative-doubles-yield', {}],
    ['GET', '/api/blog-posts?category=%3Cscript%3E', {}],
    ['GET', '/', { 'accept-encoding': 'br' }],
    ['GET', '/', { 'accept-encoding': 'identity' }],
    ['HEAD', '/about', {}],
    ['GET', '/about?x=1', {}],
    ['GET', '/admin/events', {}],
    ['GET', '/assets/index-abc123.js', { 'accept-encoding': 'gzip' }],
    ['HEAD', '/assets/index-abc123.js', {}],
    ['GET', '/assets/missing-123.js', {}],
    ['GET', '/api/nope', {}],
    ['POST', '/api/events', {}],
  ];

  it.each(requests)('%s %s %o: same status, body and headers, kept or not, and on revalidation', async (method, path, headers) => {
    // Asked twice: the first fills the kept answer, the second is answered from it (by the fast path, when on).
    for (let i = 0; i < 2; i++) {
      const a = await onWire(on.port, method, path, headers);
      const b = await onWire(off.port, method, path, headers);
      expect(a.status).toBe(b.status);
      expect(a.body.equals(b.body)).toBe(true);
      expect(stable(a.headers)).toEqual(stable(b.headers));
      expect(a.names.filter((n) => n !== 'date').sort()).toEqual(b.names.filter((n) => n !== 'date').sort());
      if (typeof a.headers.etag !== 'string') continue;
      const again = { ...headers, 'if-none-match': a.headers.etag };
      const [a304, b304] = [await onWire(on.port, method, path, again), await onWire(off.port, method, path, again)];
      expect(a304.status).toBe(b304.status);
      expect(stable(a304.headers)).toEqual(stable(b304.headers));
    }
  });
});
