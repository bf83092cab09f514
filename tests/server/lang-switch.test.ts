// The language switcher's address, /lang/<lang>?to=<page> (server/platform/langRoutes.ts), in the app and through the real
// Node listener: it remembers the choice in the `lang` cookie (Secure on https, or behind a trusted
// proxy that says so), answers 303 with the same page in that language and its query, and never sends anyone off the
// site: anything but a plain local path goes to that language's home.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANG_COOKIE_MAX_AGE } from '../../contract/languages';
import { createApp } from '../../server/app';
import { nodeListener } from '../../server/listener';
import { loadConfig } from '../../server/platform/config';
import { createLogger } from '../../server/platform/logger';
import { loadStaticSite } from '../../server/platform/static';

const page = (lang: string, address: string) =>
  `<!doctype html><html lang="${lang}"><div id="root" data-prerendered="${address}"><h1>${address}</h1></div>`;
const COOKIE = (lang: string) => `lang=${lang}; Max-Age=${LANG_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'eca-switch-'));
  const files: Record<string, string> = {
    'index.html': page('en', '/'),
    'about/index.html': page('en', '/about'),
    'am/index.html': page('am', '/am'),
    'am/about/index.html': page('am', '/am/about'),
    'shell.html': '<!doctype html><html lang="en"><div id="root"></div>',
    'shell-am.html': '<!doctype html><html lang="am"><div id="root"></div>',
  };
  for (const [name, body] of Object.entries(files)) {
    await mkdir(join(dir, name, '..'), { recursive: true });
    await writeFile(join(dir, name), body);
  }
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const siteApp = async (env: Record<string, string> = {}) =>
  createApp({
    database: {} as never,
    config: loadConfig({ LOG_LEVEL: 'silent', ...env }),
    logger: createLogger('silent'),
    now: () => new Date(),
    startedAt: new Date(),
    staticSite: await loadStaticSite(dir),
  });

describe('the switcher', () => {
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    app = await siteApp();
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.request(url.startsWith('http') ? url : `http://localhost${url}`, { headers });
  const switchTo = (lang: string, to: string, headers: Record<string, string> = {}) =>
    get(`/lang/${lang}?to=${encodeURIComponent(to)}`, headers);

  it('sets the cookie and answers 303 with the same page and query in the chosen language, uncached', async () => {
    for (const [lang, to, location] of [
      ['am', '/membership?plan=processor', '/am/membership?plan=processor'],
      ['am', '/', '/am'],
      ['am', '/about', '/am/about'],
      ['en', '/about', '/about'],
      ['en', '/', '/'],
      // Either language's address names the page.
      ['en', '/am/about', '/about'],
      ['en', '/am', '/'],
      ['am', '/am/events?x=1&y=2', '/am/events?x=1&y=2'],
      // The staff area keeps its address; only the cookie changes its language.
      ['am', '/admin/events', '/admin/events'],
      // Kept percent-encoded for the header.
      ['am', '/members?q=ጤፍ farm', '/am/members?q=%E1%8C%A4%E1%8D%8D%20farm'],
    ] as const) {
      const res = await switchTo(lang, to);
      expect(res.status, to).toBe(303);
      expect(res.headers.get('location'), to).toBe(location);
      expect(res.headers.get('set-cookie'), to).toBe(COOKIE(lang));
      expect(res.headers.get('cache-control'), to).toBe('no-store');
    }
    // The address the switcher writes: slashes left readable in the query.
    const res = await get('/lang/am?to=/membership%3Fplan%3Dfarm-investor');
    expect(res.headers.get('location')).toBe('/am/membership?plan=farm-investor');
  });

  it('is remembered: the next visit to / lands in the chosen language', async () => {
    const cookie = (await switchTo('am', '/about')).headers.get('set-cookie')!.split(';')[0]!;
    const home = await get('/', { cookie });
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe('/am');
    const back = (await switchTo('en', '/am/about', { cookie })).headers.get('set-cookie')!.split(';')[0]!;
    expect((await get('/', { cookie: back })).status).toBe(200);
  });

  it('never redirects off the site: anything but a local path goes to the language’s home', async () => {
    const attempts = [
      '//evil.example',
      '//evil.example/am/about',
      '///evil.example',
      '/\\evil.example',
      '\\/evil.example',
      '/\\/evil.example',
      '/.//evil.example',
      '/..//evil.example',
      '/am//evil.example',
      '/am/..//evil.example',
      'https://evil.example/',
      'http:evil.example',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'evil.example',
      '/\r\nSet-Cookie: session=1',
      '/about\r\nLocation: https://evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\u0000/evil.example',
      ' /about',
      '',
    ];
    for (const lang of ['en', 'am'] as const) {
      for (const to of attempts) {
        const res = await switchTo(lang, to);
        expect(res.status, JSON.stringify(to)).toBe(303);
        expect(res.headers.get('location'), JSON.stringify(to)).toBe(lang === 'am' ? '/am' : '/');
        // The choice is still remembered: only the destination is refused.
        expect(res.headers.get('set-cookie'), JSON.stringify(to)).toBe(COOKIE(lang));
      }
      // No `to` at all, or several.
      expect((await get(`/lang/${lang}`)).headers.get('location')).toBe(lang === 'am' ? '/am' : '/');
    }
    // A raw CR/LF in the request's query, not percent-encoded, never reaches a header either.
    const raw = await get('/lang/en?to=/%0d%0aLocation:%20https://evil.example');
    expect(raw.headers.get('location')).toBe('/');
  });

  it('keeps the query of the page the tap came from when the pre-rendered link carries none', async () => {
    const referer = (url: string) => ({ referer: url });
    const from = async (to: string, url: string) => (await switchTo('am', to, referer(url))).headers.get('location');
    expect(await from('/resources', 'http://localhost/resources?category=guides')).toBe('/am/resources?category=guides');
    expect(await from('/resources', 'http://localhost/am/resources?category=guides')).toBe('/am/resources?category=guides');
    // Another page, another site, or a link that carries its own query: the link decides.
    expect(await from('/resources', 'http://localhost/blog?category=news')).toBe('/am/resources');
    expect(await from('/resources', 'http://evil.example/resources?category=guides')).toBe('/am/resources');
    expect(await from('/resources?category=reports', 'http://localhost/resources?category=guides')).toBe('/am/resources?category=reports');
    expect(await from('/resources', 'not a url')).toBe('/am/resources');
  });

  it('marks the cookie Secure on https only', async () => {
    expect((await get('https://localhost/lang/am?to=/about')).headers.get('set-cookie')).toBe(`${COOKIE('am')}; Secure`);
    // Without a trusted proxy, X-Forwarded-Proto is whatever the client sent.
    const plain = await get('/lang/am?to=/about', { 'x-forwarded-proto': 'https' });
    expect(plain.headers.get('set-cookie')).toBe(COOKIE('am'));
  });

  it('knows only the site’s languages and is read with GET', async () => {
    expect((await get('/lang/fr?to=/about')).status).toBe(404);
    expect((await get('/lang/?to=/about')).status).not.toBe(303);
    const post = await app.request('http://localhost/lang/am?to=/about', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('set-cookie')).toBeNull();
  });
});

describe('behind a trusted proxy', () => {
  it('marks the cookie Secure when the proxy says the visitor came over https', async () => {
    const app = await siteApp({ TRUST_PROXY: '1' });
    const at = async (proto?: string) =>
      (await app.request('http://localhost/lang/am?to=/about', { headers: proto ? { 'x-forwarded-proto': proto } : {} })).headers.get(
        'set-cookie',
      );
    expect(await at('https')).toBe(`${COOKIE('am')}; Secure`);
    expect(await at('http')).toBe(COOKIE('am'));
    expect(await at()).toBe(COOKIE('am'));
  });
});

describe('through the Node listener', () => {
  it('is answered by the route, not by the app’s shell', async () => {
    const app = await siteApp();
    const server = createServer(nodeListener(app));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const res = await new Promise<{ status: number; location?: string; cookie?: string[] }>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path: '/lang/am?to=/about%3Fa%3D1' }, (r) => {
        r.resume();
        r.on('end', () => resolve({ status: r.statusCode ?? 0, location: r.headers.location, cookie: r.headers['set-cookie'] }));
      })
        .on('error', reject)
        .end();
    });
    await new Promise((r) => server.close(r));
    expect(res).toEqual({ status: 303, location: '/am/about?a=1', cookie: [COOKIE('am')] });
  });
});
