// The static file server: malformed paths are 404s (never 500s), pre-compressed bodies go out whole with
// their request id, and a stale page's missing asset is a real 404. With pre-rendered pages (scripts/prerender.mjs)
// each public route gets its own HTML, revalidated by an ETag over every byte; every other app path gets the empty
// shell, never a public page.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/platform/config';
import { createLogger } from '../../server/platform/logger';
import { loadStaticSite } from '../../server/platform/static';

/** The whole app (headers, request ids) serving the static site in `dir`. */
const appFor = async (dir: string) =>
  createApp({
    database: {} as never,
    config: loadConfig({ LOG_LEVEL: 'silent' }),
    logger: createLogger('silent'),
    now: () => new Date(),
    startedAt: new Date(),
    staticSite: await loadStaticSite(dir),
  });

let dir: string;
let app: ReturnType<typeof createApp>;
const script = `console.log(${JSON.stringify('x'.repeat(20_000))});`;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'eca-static-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>t</title><div id="root"></div>');
  await writeFile(join(dir, 'assets', 'index-abc123.js'), script);
  await writeFile(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  await writeFile(join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  app = await appFor(dir);
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

  it('sends a file kept only compressed to a client that takes no compression as its plain bytes, and as gzip to one that takes gzip', async () => {
    for (const method of ['GET', 'GET', 'HEAD']) {
      const plain = await app.request('/assets/index-abc123.js', { method });
      expect(plain.status).toBe(200);
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(Number(plain.headers.get('content-length'))).toBe(script.length);
      expect(await plain.text()).toBe(method === 'HEAD' ? '' : script);
    }
    const gzip = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);
  });

  it('sends a file whose gzip copy is of other bytes (left from an earlier build) as the file itself to a client that takes no compression', async () => {
    const staleDir = await mkdtemp(join(tmpdir(), 'eca-static-stale-'));
    try {
      await writeFile(join(staleDir, 'index.html'), '<!doctype html><title>t</title>');
      await writeFile(join(staleDir, 'app.js'), script);
      await writeFile(join(staleDir, 'app.js.gz'), gzipSync('console.log("an older build");'));
      const res = await (await appFor(staleDir)).request('/app.js');
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(await res.text()).toBe(script);
    } finally {
      await rm(staleDir, { recursive: true, force: true });
    }
  });

  it('falls back to index.html for app routes and 404s a missing hashed asset', async () => {
    const page = await app.request('/membership');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const missing = await app.request('/assets/index-old999.js');
    expect(missing.status).toBe(404);
  });
});

let pagesDir: string;
let pagesApp: ReturnType<typeof createApp>;
const html = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><div id="root"${body ? ' data-prerendered=""' : ''}>${body}</div></body></html>`;
const pages: Record<string, string> = {
  'index.html': html('Home', '<h1>Home page</h1>'),
  'about/index.html': html('About', '<h1>About page</h1>'),
  'blog/index.html': html('Blog', '<h1>Blog page</h1>'),
  'blog/a-post/index.html': html('Post', '<h1>A post</h1>'),
  'shell.html': html('Shell', ''),
};

beforeAll(async () => {
  pagesDir = await mkdtemp(join(tmpdir(), 'eca-static-pages-'));
  for (const [name, body] of Object.entries(pages)) {
    await mkdir(join(pagesDir, name, '..'), { recursive: true });
    await writeFile(join(pagesDir, name), body);
    await writeFile(join(pagesDir, `${name}.br`), brotliCompressSync(body));
  }
  // Two pages of the same length that differ in one character (an asset hash, a date).
  await mkdir(join(pagesDir, 'events'));
  await writeFile(join(pagesDir, 'events', 'index.html'), `${'x'.repeat(50_000)}A`);
  await mkdir(join(pagesDir, 'contact'));
  await writeFile(join(pagesDir, 'contact', 'index.html'), `${'x'.repeat(50_000)}B`);
  pagesApp = await appFor(pagesDir);
});
afterAll(() => rm(pagesDir, { recursive: true, force: true }));

describe('pre-rendered pages', () => {
  it('serves each public route its own HTML, with and without a trailing slash', async () => {
    for (const [path, h1] of [
      ['/', 'Home page'],
      ['/about', 'About page'],
      ['/about/', 'About page'],
      ['/blog', 'Blog page'],
      ['/blog/a-post', 'A post'],
    ]) {
      const res = await pagesApp.request(path!);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(await res.text(), path).toContain(`<h1>${h1}</h1>`);
    }
  });

  it('sends the pre-compressed page whole', async () => {
    const res = await pagesApp.request('/about', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(brotliDecompressSync(body).toString()).toBe(pages['about/index.html']);
  });

  it('gives the empty shell to every other app path', async () => {
    for (const path of ['/admin', '/admin/events', '/login', '/register', '/no/such/page', '/blog/not-pre-rendered', '/about/x']) {
      const res = await pagesApp.request(path);
      expect(res.status, path).toBe(200);
      const text = await res.text();
      expect(text, path).toContain('<title>Shell</title>');
      expect(text, path).toContain('<div id="root"></div>');
    }
  });

  it('answers HEAD and If-None-Match per page, with ETags that tell same-length pages apart', async () => {
    const head = await pagesApp.request('/about', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const etag = head.headers.get('etag')!;
    expect((await pagesApp.request('/about', { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await pagesApp.request('/blog', { headers: { 'if-none-match': etag } })).status).toBe(200);
    const events = (await pagesApp.request('/events')).headers.get('etag');
    const contact = (await pagesApp.request('/contact')).headers.get('etag');
    expect(events).not.toBe(contact);
  });

  it('still 404s a missing asset or file instead of sending a page', async () => {
    expect((await pagesApp.request('/assets/about-old.js')).status).toBe(404);
    expect((await pagesApp.request('/about/logo.png')).status).toBe(404);
  });
});
