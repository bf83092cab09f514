// The static file server: malformed paths are 404s (never 500s), pre-compressed bodies go out whole with
// their request id, and a stale page's missing asset is a real 404.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import { loadStaticSite } from '../../server/static';

let dir: string;
let app: ReturnType<typeof createApp>;
const script = `console.log(${JSON.stringify('x'.repeat(20_000))});`;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'eca-static-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>t</title><div id="root"></div>');
  await writeFile(join(dir, 'assets', 'index-abc123.js'), script);
  await writeFile(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  const staticSite = await loadStaticSite(dir);
  app = createApp({
    database: {} as never,
    config: loadConfig({ LOG_LEVEL: 'silent' }),
    logger: createLogger('silent'),
    now: () => new Date(),
    startedAt: new Date(),
    staticSite,
  });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('static site', () => {
  it('answers a malformed percent-encoded path with 404, not 500', async () => {
    for (const path of ['/%E0%A4%A', '/assets/%ZZ.js', '/%', '/assets/%C0%AF.js']) {
      const res = await app.request(path);
      expect(res.status, path).toBeLessThan(500);
    }
  });

  it('sends the whole brotli body with its length, cache headers and a request id', async () => {
    const res = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    const body = new Uint8Array(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(Buffer.from(body)).toEqual(brotliCompressSync(script));
  });

  it('falls back to index.html for app routes and 404s a missing hashed asset', async () => {
    const page = await app.request('/membership');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const missing = await app.request('/assets/index-old999.js');
    expect(missing.status).toBe(404);
  });
});
