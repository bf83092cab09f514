// A path the app has, asked with a method it does not take, is a 405 whose Allow header names the methods its
// routes take (read from the routes Hono registered), with the usual JSON error; an unknown path stays a 404.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadStaticSite } from '../../server/platform/static';
import { call, createTestContext, makeUser, type TestContext } from '../support/app';

let ctx: TestContext;
let site: ReturnType<typeof createApp>;
let dir: string;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  dir = await mkdtemp(join(tmpdir(), 'eca-methods-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>t</title><div id="root"></div>');
  site = createApp({ ...ctx.deps, staticSite: await loadStaticSite(dir) });
  admin = (await makeUser(ctx, 'admin')).token;
});
afterAll(async () => {
  await ctx.close();
  await rm(dir, { recursive: true, force: true });
});

const ID = '00000000-0000-4000-8000-000000000000';

const expect405 = (res: { status: number; headers: Headers; json: any }, allow: string) => {
  expect(res.status).toBe(405);
  expect(res.headers.get('allow')).toBe(allow);
  expect(res.json).toEqual({ error: expect.any(String), code: 'http.methodNotAllowed', message: res.json.error });
  expect(res.json.error).toContain(allow);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
};

describe('405 Method Not Allowed with Allow', () => {
  it('public API routes', async () => {
    expect405(await call(ctx, 'DELETE', '/api/events'), 'GET, HEAD');
    expect405(await call(ctx, 'POST', '/api/events'), 'GET, HEAD');
    expect405(await call(ctx, 'PUT', `/api/events/${ID}`), 'GET, HEAD');
    expect405(await call(ctx, 'POST', '/api/blog-posts/some-post'), 'GET, HEAD');
    expect405(await call(ctx, 'GET', '/api/auth/login'), 'POST');
    expect405(await call(ctx, 'DELETE', '/api/contact'), 'GET, HEAD, POST');
    expect405(await call(ctx, 'GET', `/api/events/${ID}/register`), 'POST');
    expect405(await call(ctx, 'GET', '/api/analytics/pageview'), 'POST');
    expect405(await call(ctx, 'PUT', '/api/health'), 'GET, HEAD');
  });

  it('HEAD where only a write is taken', async () => {
    const res = await ctx.app.request('/api/auth/login', { method: 'HEAD' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });

  it('staff routes, for staff (others are told to sign in first, as for any staff path)', async () => {
    const as = { token: admin };
    expect405(await call(ctx, 'DELETE', '/api/admin/events', undefined, as), 'GET, HEAD, POST');
    expect405(await call(ctx, 'PATCH', `/api/admin/events/${ID}`, undefined, as), 'PUT, DELETE');
    expect405(await call(ctx, 'POST', `/api/admin/users/${ID}`, undefined, as), 'PUT, DELETE');
    expect405(await call(ctx, 'GET', `/api/admin/contact-messages/${ID}/status`, undefined, as), 'PUT');
    expect((await call(ctx, 'DELETE', '/api/admin/events')).status).toBe(401);
  });

  it('the site: every page is a GET', async () => {
    for (const path of ['/', '/about', '/admin/events', '/assets/missing.js']) {
      const res = await site.request(path, { method: 'PUT' });
      expect(res.status, path).toBe(405);
      expect(res.headers.get('allow'), path).toBe('GET, HEAD');
      const json = await res.json();
      expect(json).toEqual({ error: json.message, code: 'http.methodNotAllowed', message: expect.any(String) });
    }
    expect((await site.request('/', { method: 'DELETE' })).headers.get('allow')).toBe('GET, HEAD');
    expect((await site.request('/')).status).toBe(200);
  });

  it('unknown paths stay 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await call(ctx, method, '/api/nope');
      expect(res.status, method).toBe(404);
      expect(res.headers.get('allow')).toBeNull();
      expect(res.json).toEqual({ error: 'No such API endpoint.', code: 'server.noEndpoint', message: 'No such API endpoint.' });
    }
    expect((await call(ctx, 'GET', `/api/events/${ID}/nope`)).status).toBe(404);
    // Without a built site nothing answers outside /api.
    const res = await ctx.app.request('/', { method: 'PUT' });
    expect(res.status).toBe(404);
    expect(res.headers.get('allow')).toBeNull();
  });

  it('every registered route: a method it does not take is a 405 naming at least the ones it does', async () => {
    const routes = ctx.app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'));
    const byPath = new Map<string, Set<string>>();
    for (const r of routes) byPath.set(r.path, (byPath.get(r.path) ?? new Set()).add(r.method));
    const registered = new Set(routes.map((r) => r.method));
    expect(byPath.size).toBeGreaterThan(30);
    for (const [pattern, methods] of byPath) {
      const path = pattern.replace(/:[A-Za-z]+/g, ID);
      const res = await call(ctx, 'PATCH', path, undefined, { token: admin });
      expect(res.status, pattern).toBe(405);
      const allow = (res.headers.get('allow') ?? '').split(', ');
      for (const m of methods) expect(allow, pattern).toContain(m);
      if (methods.has('GET')) expect(allow, pattern).toContain('HEAD');
      for (const m of allow) expect(m === 'HEAD' || registered.has(m), pattern).toBe(true);
    }
  });
});
