// The two languages' pages on the real app (docs/decisions/009-languages.md): each
// language's pre-rendered pages at their addresses; `/` answers with the Amharic home only for a visitor whose `lang`
// cookie says so (never for Accept-Language alone), uncached and varying by Cookie, and so do the sign-in pages; the
// staff area gets the shell of the cookie's language; an unknown Amharic address goes to the Amharic home.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/platform/config';
import { createLogger } from '../../server/platform/logger';
import { loadStaticSite } from '../../server/platform/static';

const EN_SHELL = '<!doctype html><html lang="en"><div id="root"></div>';
const AM_SHELL = '<!doctype html><html lang="am"><div id="root"></div>';
/** The hreflang links of a page built without PUBLIC_URL. */
const HREFLANG = '<link rel="alternate" hreflang="en" href="/about" /><link rel="alternate" hreflang="am" href="/am/about" />';
const page = (lang: string, address: string) =>
  `<!doctype html><html lang="${lang}"><div id="root" data-prerendered="${address}"><h1>${address}</h1></div>`;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'eca-langs-'));
  const files: Record<string, string> = {
    'index.html': page('en', '/'),
    'about/index.html': page('en', '/about'),
    'am/index.html': page('am', '/am'),
    'am/about/index.html': page('am', '/am/about').replace('<div', `${HREFLANG}<div`),
    'login/index.html': page('en', '/login'),
    'am/login/index.html': page('am', '/am/login'),
    'shell.html': EN_SHELL,
    'shell-am.html': AM_SHELL,
    'assets/site-abc.js': 'console.log(1);',
    'sw.js': "self.addEventListener('fetch', () => {});",
  };
  for (const [name, body] of Object.entries(files)) {
    await mkdir(join(dir, name, '..'), { recursive: true });
    await writeFile(join(dir, name), body);
  }
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the site in two languages', () => {
  let app: ReturnType<typeof createApp>;
  const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
  beforeAll(async () => {
    app = createApp({
      database: {} as never,
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      logger: createLogger('silent'),
      now: () => new Date(),
      startedAt: new Date(),
      staticSite: await loadStaticSite(dir),
    });
  });

  it('serves each language’s pages at their addresses', async () => {
    for (const [path, lang, address] of [
      ['/', 'en', '/'],
      ['/about', 'en', '/about'],
      ['/am', 'am', '/am'],
      ['/am/', 'am', '/am'],
      ['/am/about', 'am', '/am/about'],
      ['/login', 'en', '/login'],
      ['/am/login', 'am', '/am/login'],
    ] as const) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain(`<html lang="${lang}">`);
      expect(html, path).toContain(`data-prerendered="${address}"`);
    }
  });

  it('answers / with the Amharic home for a visitor who chose Amharic, uncached and varying by Cookie', async () => {
    for (const cookie of ['lang=am', 'theme=dark; lang=am', 'lang=am; other=1']) {
      const res = await get('/', { cookie });
      expect(res.status, cookie).toBe(302);
      expect(res.headers.get('location'), cookie).toBe('/am');
      expect(res.headers.get('cache-control'), cookie).toBe('no-store');
      expect(res.headers.get('vary'), cookie).toContain('Cookie');
    }
    // English, the cookie of another site's setting, or no choice: the English home, which varies by Cookie too.
    for (const cookie of ['lang=en', 'lang=fr', 'xlang=am', '']) {
      const res = await get('/', cookie ? { cookie } : {});
      expect(res.status, cookie).toBe(200);
      expect(await res.text(), cookie).toContain('<html lang="en">');
      expect(res.headers.get('vary'), cookie).toMatch(/\bCookie\b/);
    }
    // The choice concerns the home address only: an English page's own address stays English.
    const about = await get('/about', { cookie: 'lang=am' });
    expect(about.status).toBe(200);
    expect(await about.text()).toContain('data-prerendered="/about"');
  });

  it('never redirects on Accept-Language alone', async () => {
    for (const acceptLanguage of ['am', 'am-ET,am;q=0.9', 'am;q=1, en;q=0.5']) {
      const res = await get('/', { 'accept-language': acceptLanguage });
      expect(res.status, acceptLanguage).toBe(200);
      expect(await res.text(), acceptLanguage).toContain('data-prerendered="/"');
    }
    const shell = await get('/admin', { 'accept-language': 'am' });
    expect(await shell.text()).toBe(EN_SHELL);
  });

  it('answers an English sign-in page with the Amharic one for a visitor who chose Amharic, uncached and varying by Cookie', async () => {
    const amharic = await get('/login', { cookie: 'lang=am' });
    expect(amharic.status).toBe(302);
    expect(amharic.headers.get('location')).toBe('/am/login');
    expect(amharic.headers.get('cache-control')).toBe('no-store');
    expect(amharic.headers.get('vary')).toContain('Cookie');
    for (const cookie of ['lang=en', '']) {
      const english = await get('/login', cookie ? { cookie } : {});
      expect(english.status, cookie).toBe(200);
      expect(await english.text(), cookie).toContain('data-prerendered="/login"');
      expect(english.headers.get('vary'), cookie).toMatch(/\bCookie\b/);
    }
  });

  it('serves the staff area, and a sign-in page the build did not pre-render, from the shell of the cookie’s language', async () => {
    for (const path of ['/admin', '/admin/events', '/register']) {
      const english = await get(path);
      expect(english.status, path).toBe(200);
      expect(await english.text(), path).toBe(EN_SHELL);
      expect(english.headers.get('vary'), path).toMatch(/\bCookie\b/);
      expect(await (await get(path, { cookie: 'lang=en' })).text(), path).toBe(EN_SHELL);
      const amharic = await get(path, { cookie: 'lang=am' });
      expect(amharic.status, path).toBe(200);
      expect(await amharic.text(), path).toBe(AM_SHELL);
      expect(amharic.headers.get('vary'), path).toMatch(/\bCookie\b/);
    }
  });

  it('sends an unknown Amharic address to the Amharic home, and a post added since the build or a certificate check to the Amharic app', async () => {
    for (const path of ['/am/unknown', '/am/no/such/page', '/am/admin', '/am/blog/a/b', '/am/verify/a/b']) {
      const res = await get(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location'), path).toBe('/am');
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    const post = await get('/am/blog/a-post-staff-wrote-today');
    expect(post.status).toBe(200);
    expect(await post.text()).toBe(AM_SHELL);
    // A certificate's check is never pre-rendered: each code gets the Amharic app, and English the English one.
    const check = await get('/am/verify/7f3c9a2e41b8d605');
    expect(check.status).toBe(200);
    expect(await check.text()).toBe(AM_SHELL);
    expect(await (await get('/verify/7f3c9a2e41b8d605')).text()).toBe(EN_SHELL);
    // Files keep their own answers: a missing asset is a 404, never a page or a redirect.
    expect((await get('/am/missing.js')).status).toBe(404);
    expect((await get('/assets/site-abc.js', { cookie: 'lang=am' })).status).toBe(200);
  });

  it('is the app in either language when loaded directly: /am/account is never sent away to the Amharic home', async () => {
    for (const path of ['/am/account', '/am/account/']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toBe(AM_SHELL);
    }
    const english = await get('/account');
    expect(english.status).toBe(200);
    expect(await english.text()).toBe(EN_SHELL);
    expect((await get('/am/account/other')).status).toBe(302);
  });

  it('is the app for a cancel link in either language (never pre-rendered, one person each); never for a ticket', async () => {
    for (const [path, shell] of [
      ['/am/registrations/cancel', AM_SHELL],
      ['/registrations/cancel', EN_SHELL],
    ]) {
      const res = await get(path!);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toBe(shell);
    }
    // A ticket is a page the server renders with it (server/features/events/pages.ts; tests/server/event-pages.test.ts).
    for (const path of ['/am/ticket/K7QF2M9XHB4RT8WZ', '/ticket/K7QF2M9XHB4RT8WZ'])
      expect([AM_SHELL, EN_SHELL], path).not.toContain(await (await get(path)).text());
    expect((await get('/am/ticket/a/b')).status).toBe(302);
  });

  it('serves the offline keeper (public/sw.js) as JavaScript that is checked again on every visit, never kept a year', async () => {
    const res = await get('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('hreflang links of a build without PUBLIC_URL', () => {
  it('are made absolute with the server’s PUBLIC_URL, in the plain, gzip and brotli answers', async () => {
    const site = (await loadStaticSite(dir, { publicUrl: 'https://cassava.example.org/' }))!;
    const absolute =
      '<link rel="alternate" hreflang="en" href="https://cassava.example.org/about" />' +
      '<link rel="alternate" hreflang="am" href="https://cassava.example.org/am/about" />';
    const body = (encoding: string) => {
      const r = site.reply('GET', '/am/about', { 'accept-encoding': encoding });
      expect(r.status).toBe(200);
      const bytes = Buffer.from(r.body as Uint8Array);
      const text = (
        r.headers['Content-Encoding'] === 'br'
          ? brotliDecompressSync(bytes)
          : r.headers['Content-Encoding'] === 'gzip'
            ? gunzipSync(bytes)
            : bytes
      ).toString();
      return { text, encoding: r.headers['Content-Encoding'] };
    };
    expect(body('identity').text).toContain(absolute);
    expect(body('gzip')).toEqual({ text: expect.stringContaining(absolute), encoding: 'gzip' });
    // Brotli once the thread pool has made it.
    await vi.waitFor(() => expect(body('br').encoding).toBe('br'));
    expect(body('br').text).toContain(absolute);
    // A page without such links is served as built.
    expect(body('identity').text).not.toContain('href="/');
    expect(Buffer.from(site.reply('GET', '/about', {}).body as Uint8Array).toString()).toBe(page('en', '/about'));
  });
});
