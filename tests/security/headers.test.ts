// Every kind of answer names each header once, on the wire (the Node listener behind a real socket) and through
// app.request(); and an answer that is not public says `Cache-Control: no-store`, so a
// shared proxy never keeps one person's answer for the next, while the public answers keep their own caching.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createApp } from '../../server/app';
import { freshIp, makeUser, type TestContext } from '../support/app';
import { type SiteServer, startSiteServer, onWire as wire } from '../support/siteServer';

let site: SiteServer;
let ctx: TestContext;
let app: ReturnType<typeof createApp>;
let staff: string;

beforeAll(async () => {
  site = await startSiteServer();
  ({ ctx, app } = site);
  staff = (await makeUser(ctx, 'admin')).token;
});
afterAll(() => site.close());

/** One request on the socket, from a client address of its own. */
const onWire = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
  wire(site.port, method, path, { 'x-forwarded-for': freshIp(), ...headers }, body);

const repeated = (names: string[]) => names.filter((n, i) => names.indexOf(n) !== i);

/**
 * A web Headers object joins a header given twice into "a, b": a value listing one item twice is such a join.
 * (None of this app's headers lists an item twice on purpose.)
 */
const joinedTwice = (headers: Headers) =>
  [...headers].filter(([, value]) => {
    const items = value.split(',').map((s) => s.trim().toLowerCase());
    return new Set(items).size !== items.length;
  });

const json = { 'content-type': 'application/json' };
const contact = JSON.stringify({
  name: 'Header Check',
  email: 'headers@example.org',
  phone: '',
  subject: 'Headers',
  message: 'Each header once, please.',
  contactType: 'individual',
  organization: '',
});

/** Every kind of answer: [label, method, path, request headers, body]. Kept answers are asked twice (fill, then kept). */
const kinds = (): [string, string, string, Record<string, string>, string?][] => [
  ['pre-rendered page', 'GET', '/', {}],
  ['pre-rendered page, brotli', 'GET', '/', { 'accept-encoding': 'br' }],
  ['pre-rendered page, HEAD', 'HEAD', '/about', {}],
  ['app shell', 'GET', '/admin/events', {}],
  ['hashed asset', 'GET', '/assets/index-abc123.js', {}],
  ['hashed asset, HEAD', 'HEAD', '/assets/index-abc123.js', {}],
  ['site file with a token (full route)', 'GET', '/assets/index-abc123.js', { authorization: `Bearer ${staff}` }],
  ['page with a token (full route)', 'GET', '/', { authorization: `Bearer ${staff}`, 'accept-encoding': 'br' }],
  ['missing asset', 'GET', '/assets/missing-1.js', {}],
  ['site, wrong method', 'PUT', '/', {}],
  ['kept public list (fill)', 'GET', '/api/blog-posts', { 'accept-encoding': 'br, gzip' }],
  ['kept public list (kept)', 'GET', '/api/blog-posts', { 'accept-encoding': 'br, gzip' }],
  ['kept public list, HEAD', 'HEAD', '/api/blog-posts', {}],
  ['kept public list, staff (full route)', 'GET', '/api/events', { authorization: `Bearer ${staff}` }],
  ['public events (kept)', 'GET', '/api/events', {}],
  ['API JSON', 'GET', '/api/health', {}],
  ['API write', 'POST', '/api/contact', json, contact],
  ['API validation error', 'POST', '/api/contact', json, '{}'],
  ['API 401', 'GET', '/api/auth/me', {}],
  ['signed-in user', 'GET', '/api/auth/me', { authorization: `Bearer ${staff}` }],
  ['staff list', 'GET', '/api/admin/events', { authorization: `Bearer ${staff}` }],
  ['staff CSV', 'GET', '/api/admin/registrations?format=csv', { authorization: `Bearer ${staff}` }],
  ['API unknown path', 'GET', '/api/nope', {}],
  ['API wrong method', 'DELETE', '/api/events', {}],
];

describe('each header once', () => {
  it('on the wire, 304s included', async () => {
    for (const [label, method, path, headers, body] of kinds()) {
      const r = await onWire(method, path, headers, body);
      expect(r.status, label).toBeLessThan(500);
      expect(repeated(r.names), `${label}: ${method} ${path}`).toEqual([]);
      expect(r.headers['x-content-type-options'], label).toBe('nosniff');
      if (typeof r.headers.etag === 'string') {
        const again = await onWire(method, path, { ...headers, 'if-none-match': r.headers.etag });
        expect(again.status, `${label} revalidated`).toBe(304);
        expect(repeated(again.names), `${label} revalidated`).toEqual([]);
      }
    }
  });

  it('through app.request(), 304s included', async () => {
    for (const [label, method, path, headers, body] of kinds()) {
      const res = await app.request(path, { method, headers: { 'x-forwarded-for': freshIp(), ...headers }, body });
      expect(res.status, label).toBeLessThan(500);
      expect(joinedTwice(res.headers), `${label}: ${method} ${path}`).toEqual([]);
      expect(res.headers.get('x-content-type-options'), label).toBe('nosniff');
      const etag = res.headers.get('etag');
      if (etag) {
        const again = await app.request(path, { method, headers: { ...headers, 'if-none-match': etag } });
        expect(again.status, `${label} revalidated`).toBe(304);
        expect(joinedTwice(again.headers), `${label} revalidated`).toEqual([]);
      }
    }
  });
});

describe('Cache-Control: no-store on every answer that is not public', () => {
  const get = (path: string, headers: Record<string, string> = {}) => onWire('GET', path, headers);
  const asStaff = () => ({ authorization: `Bearer ${staff}` });

  it('staff lists, the signed-in user and the dashboard', async () => {
    for (const path of [
      '/api/admin/events',
      '/api/admin/blog-posts',
      '/api/admin/resources',
      '/api/admin/users',
      '/api/admin/registrations',
      '/api/admin/contact-messages',
      '/api/admin/membership-applications',
      '/api/auth/me',
    ]) {
      const r = await get(path, asStaff());
      expect(r.status, path).toBe(200);
      expect(r.headers['cache-control'], path).toBe('no-store');
    }
  });

  it('the sign-in answer, right or wrong', async () => {
    const user = await makeUser(ctx, 'moderator');
    const login = (password: string) => onWire('POST', '/api/auth/login', json, JSON.stringify({ email: user.email, password }));
    const ok = await login(user.password);
    expect(ok.status).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    const wrong = await login('not the password');
    expect(wrong.status).toBe(401);
    expect(wrong.headers['cache-control']).toBe('no-store');
  });

  it('errors of every kind, API and site', async () => {
    const answers = [
      await get('/api/auth/me'),
      await get('/api/admin/events'),
      await get('/api/nope'),
      await get('/api/events/not-an-id'),
      await get('/api/blog-posts?category=%3Cscript%3E'),
      await onWire('POST', '/api/contact', json, '{}'),
      await onWire('POST', '/api/contact', { 'content-type': 'text/plain' }, 'hello'),
      await onWire('DELETE', '/api/events'),
      await get('/assets/missing-2.js'),
      await onWire('PUT', '/'),
    ];
    expect(answers.map((a) => a.status)).toEqual([401, 401, 404, 404, 400, 400, 415, 405, 404, 405]);
    for (const a of answers) expect(a.headers['cache-control']).toBe('no-store');
  });

  it('public answers keep their own caching, kept or not, and on a 304', async () => {
    for (const path of ['/api/events', '/api/blog-posts', '/api/resources', '/api/blog-posts/wolaita-cooperative-doubles-yield']) {
      const first = await get(path);
      const kept = await get(path);
      expect([first.status, kept.status], path).toEqual([200, 200]);
      expect(first.headers['cache-control'], path).toBe('public, max-age=60');
      expect(kept.headers['cache-control'], path).toBe('public, max-age=60');
      const revalidated = await get(path, { 'if-none-match': String(kept.headers.etag) });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers['cache-control'], path).toBe('public, max-age=60');
    }
    expect((await get('/assets/index-abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
    expect((await get('/', asStaff())).headers['cache-control']).toBe('no-cache');
  });
});
