import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, type TestContext } from '../support/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/health', () => {
  it('reports the database as reachable', async () => {
    const res = await call(ctx, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ status: 'ok', database: 'reachable' });
  });

  it('sends the secure headers', async () => {
    const res = await call(ctx, 'GET', '/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await call(ctx, 'GET', '/api/nope');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: 'No such API endpoint.', message: 'No such API endpoint.' });
  });

  it('logs one JSON line per request with its request id', async () => {
    const res = await call(ctx, 'GET', '/api/health');
    const id = res.headers.get('x-request-id');
    const line = ctx.logs.map((l) => JSON.parse(l)).find((l) => l.requestId === id && l.msg === 'request');
    expect(line).toMatchObject({ method: 'GET', path: '/api/health', status: 200 });
  });
});
