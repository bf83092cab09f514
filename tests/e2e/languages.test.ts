// The two languages on the production build (docs/decisions/009-languages.md): every Amharic address is served in
// Amharic with its own title; both languages' pages name each other with hreflang; the switcher in the header (and in
// the phone menu) goes both ways keeping path, query and hash, and remembers the choice for `/` (without JavaScript:
// tests/e2e/no-js-navigation.test.ts); Accept-Language alone
// never redirects; an unknown Amharic address goes to the Amharic home; the staff area works in both languages.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { builtInBlogPosts } from '../../content/blogPosts';
import { type Lang, langSwitchHref } from '../../contract/languages';
import { ACCOUNT_PAGES, PUBLIC_PAGES } from '../../contract/site';
import { loadConfig } from '../../server/platform/config';
import { LAPTOP, newContext, PHONE } from '../support/browser';
import { withServerAndBrowser } from '../support/site';
import { ADMIN_ACCOUNT, apiOf, registerAndSignIn, signedIn } from './admin-support';

const site = withServerAndBrowser();
const api = apiOf(() => site.server.url);

const POSTS = builtInBlogPosts.filter((p) => p.content).map((p) => `/blog/${p.id}`);
/** Every public page's app path (English address); its Amharic address is `am(path)`. */
const PAGES = [...PUBLIC_PAGES, ...POSTS];
const am = (path: string) => (path === '/' ? '/am' : `/am${path}`);
/** The server's address: it makes the hreflang links absolute (without PUBLIC_URL, localhost at the server's port). */
const origin = () => loadConfig({ PUBLIC_URL: process.env.PUBLIC_URL, PORT: String(site.server.port) }).publicUrl;

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
const alternatesOf = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => `${m[1]}=${m[2]}`);

/** Waits until the page shown has been taken over by the app (its switcher then remembers the choice on click). */
const live = (page: Page) => page.waitForFunction(() => !document.querySelector('#root[data-prerendered]'));

const cookieLang = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'lang');

/**
 * Checks the header's switcher to `to.lang` (its name, its language, its address: the server's switch address for the
 * page's app path and query), follows it, and checks the page is `to.href`.
 */
async function switchLanguage(page: Page, to: { lang: Lang; label: string; href: string }, path: string) {
  const link = page.locator(`header a[hreflang="${to.lang}"]`);
  expect(await link.textContent(), path).toBe(to.label);
  expect(await link.getAttribute('lang'), path).toBe(to.lang);
  expect(await link.getAttribute('href'), path).toBe(langSwitchHref(to.lang, path));
  await link.click();
  await page.waitForURL((u) => u.pathname + u.search === to.href);
  await live(page);
  expect(await page.getAttribute('html', 'lang'), path).toBe(to.lang);
  expect((await cookieLang(page.context()))?.value, path).toBe(to.lang);
}

describe('the pages of each language, as served', () => {
  it('serves every Amharic address with lang="am", its own title, and absolute hreflang pairs on both languages’ pages', async () => {
    const titles = new Set<string>();
    for (const path of PAGES) {
      const res = await fetch(`${site.server.url}${am(path)}`);
      expect(res.status, am(path)).toBe(200);
      const html = await res.text();
      expect(html, am(path)).toMatch(/^<!doctype html>\s*<html lang="am">/i);
      expect(html, am(path)).toContain(`<div id="root" data-prerendered="${am(path)}">`);
      const title = titleOf(html);
      expect(title.length, am(path)).toBeGreaterThan(0);
      titles.add(title);
      expect(html, am(path)).toContain(`<meta property="og:title" content="${title}" />`);
      const pairs = [
        `en=${origin()}${path}`,
        `am=${origin()}${am(path)}`,
        `om=${origin()}${path === '/' ? '/om' : `/om${path}`}`,
        `x-default=${origin()}${path}`,
      ];
      expect(alternatesOf(html), am(path)).toEqual(pairs);
      const english = await (await fetch(`${site.server.url}${path}`)).text();
      expect(english, path).toMatch(/^<!doctype html>\s*<html lang="en">/i);
      expect(alternatesOf(english), path).toEqual(pairs);
    }
    // Each page has a title of its own.
    expect(titles.size).toBe(PAGES.length);
    for (const path of ACCOUNT_PAGES) {
      const html = await (await fetch(`${site.server.url}${am(path)}`)).text();
      expect(html, am(path)).toContain('<html lang="am">');
      expect(titles.has(titleOf(html)), am(path)).toBe(false);
    }
    const shell = await (await fetch(`${site.server.url}/admin`, { headers: { cookie: 'lang=am' } })).text();
    expect(shell).toContain('<html lang="am">');
    expect(shell).toContain('<div id="root"></div>');
  });

  it('never redirects on Accept-Language alone', async () => {
    const res = await fetch(`${site.server.url}/`, { headers: { 'accept-language': 'am-ET,am;q=0.9' }, redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<html lang="en">');
    const context = await site.browser.newContext({ locale: 'am-ET', extraHTTPHeaders: { 'Accept-Language': 'am-ET,am;q=0.9' } });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/`);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await context.close();
  });

  it('sends an unknown Amharic address to the Amharic home', async () => {
    const res = await fetch(`${site.server.url}/am/no-such-page`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/am');
    const context = await newContext(site.browser, LAPTOP);
    const page = await context.newPage();
    await page.goto(`${site.server.url}/am/x`);
    expect(new URL(page.url()).pathname).toBe('/am');
    expect(await page.getAttribute('html', 'lang')).toBe('am');
    // A post that is not there, in the Amharic app: its page says so, in the Amharic app, at its Amharic address.
    await page.goto(`${site.server.url}/am/blog/no-such-post`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/am/blog/no-such-post');
    await context.close();
  });
});

describe('the language switcher', () => {
  it('goes both ways on every public page, keeping the path, as a full page load that remembers the choice', async () => {
    const context = await newContext(site.browser, LAPTOP);
    const page = await context.newPage();
    for (const path of [...PAGES, '/resources?category=farming-guides']) {
      await page.goto(`${site.server.url}${path}`);
      const want = path.startsWith('/resources?') ? `/am${path}` : am(path);
      await switchLanguage(page, { lang: 'am', label: 'አማርኛ', href: want }, path);
      await switchLanguage(page, { lang: 'en', label: 'English', href: path }, path);
    }
    const cookie = (await cookieLang(context))!;
    expect(cookie.path).toBe('/');
    expect(cookie.sameSite).toBe('Lax');
    // A year, give or take the test's own minutes.
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
    expect(context.consoleErrors).toEqual([]);
    await context.close();
  });

  it('keeps the hash: the one the page was opened with, and one a link on the page set since', async () => {
    const context = await newContext(site.browser, LAPTOP);
    const page = await context.newPage();
    await page.goto(`${site.server.url}/events#upcoming`);
    expect(await page.locator('header a[hreflang="am"]').getAttribute('href')).toBe('/lang/am?to=/events#upcoming');
    await page.evaluate(() => {
      window.location.hash = 'past';
    });
    await page.waitForFunction(
      () => document.querySelector('header a[hreflang="am"]')?.getAttribute('href') === '/lang/am?to=/events#past',
    );
    await page.locator('header a[hreflang="am"]').click();
    await page.waitForURL((u) => u.pathname === '/am/events' && u.hash === '#past');
    await live(page);
    await page.locator('header a[hreflang="en"]').click();
    await page.waitForURL((u) => u.pathname === '/events' && u.hash === '#past');
    await context.close();
  });

  it('is in the phone menu', async () => {
    const context = await newContext(site.browser, PHONE);
    const page = await context.newPage();
    await page.goto(`${site.server.url}/about`);
    const toAmharic = page.locator('header a[hreflang="am"]');
    expect(await toAmharic.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await toAmharic.click();
    await page.waitForURL((u) => u.pathname === '/am/about');
    await live(page);
    expect((await cookieLang(context))?.value).toBe('am');
    await context.close();
  });

  it('is remembered: / opens the Amharic home after choosing Amharic, and the English one after choosing English', async () => {
    const context = await newContext(site.browser, LAPTOP);
    const page = await context.newPage();
    await page.goto(`${site.server.url}/`);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.locator('header a[hreflang="am"]').click();
    await page.waitForURL((u) => u.pathname === '/am');
    await live(page);
    await page.goto(`${site.server.url}/`);
    expect(new URL(page.url()).pathname).toBe('/am');
    expect(await page.getAttribute('html', 'lang')).toBe('am');
    await page.locator('header a[hreflang="en"]').click();
    await page.waitForURL((u) => u.pathname === '/');
    await live(page);
    await page.goto(`${site.server.url}/`);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await context.close();
  });
});

describe('the staff area in both languages', () => {
  it('works at /admin in either language, and its switcher reloads it in the other', async () => {
    const session = await registerAndSignIn(api, ADMIN_ACCOUNT);
    const { context, page } = await signedIn(site.browser, session, LAPTOP);
    await page.goto(`${site.server.url}/admin`);
    await page.locator('[data-testid="role-badge"]').waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    const toAmharic = page.locator('header a[hreflang="am"]');
    expect(await toAmharic.getAttribute('href')).toBe('/lang/am?to=/admin');
    await toAmharic.click();
    await page.locator('header a[hreflang="en"]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
    expect(await page.getAttribute('html', 'lang')).toBe('am');
    await page.locator('[data-testid="role-badge"]').waitFor();
    // Another staff screen, in Amharic, keeps its address.
    await page.goto(`${site.server.url}/admin/events`);
    await page.locator('[data-testid="role-badge"]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/events');
    expect(await page.getAttribute('html', 'lang')).toBe('am');
    await page.locator('header a[hreflang="en"]').click();
    await page.locator('header a[hreflang="am"]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/events');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(context.consoleErrors).toEqual([]);
    await context.close();
  });

  it('sends a signed-out visitor to the sign-in page of their language', async () => {
    const context = await newContext(site.browser, LAPTOP);
    const page = await context.newPage();
    await page.goto(`${site.server.url}/admin`);
    await page.waitForURL((u) => u.pathname === '/login');
    await context.addCookies([{ name: 'lang', value: 'am', url: site.server.url }]);
    await page.goto(`${site.server.url}/admin`);
    await page.waitForURL((u) => u.pathname === '/am/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('am');
    await context.close();
  });
});
