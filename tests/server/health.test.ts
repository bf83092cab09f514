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

  it('sends the secure headers of a JSON answer: it may load nothing and be framed nowhere', async () => {
    const res = await call(ctx, 'GET', '/api/health');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // Obsolete headers are not sent.
    expect(res.headers.get('x-xss-protection')).toBeNull();
    expect(res.headers.get('x-download-options')).toBeNull();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await call(ctx, 'GET', '/api/nope');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: 'No such API endpoint.', code: 'server.noEndpoint', message: 'No such API endpoint.' });
  });

  it('logs one JSON line per request with its request id', async () => {
    const res = await call(ctx, 'GET', '/api/health');
    const id = res.headers.get('x-request-id');
    const line = ctx.logs.map((l) => JSON.parse(l)).find((l) => l.requestId === id && l.msg === 'request');
    expect(line).toMatchObject({ method: 'GET', path: '/api/health', status: 200 });
  });
});
