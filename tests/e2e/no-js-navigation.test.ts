// Getting around without JavaScript, and before the app takes over, on a phone (375 px) in both languages: the language
// switcher remembers the choice (server/platform/langRoutes.ts), the phone menu and the Events / Blogs dropdown open and close
// (their links' targets, src/components/SiteHeader.css.ts), the staff sign-in pages show their heading, and only the
// pages that need JavaScript say so.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANG_PREFIX, type Lang, STAFF_LANG } from '../../contract/languages';
import { PUBLIC_PAGES } from '../../contract/site';
import { auth as amAuth } from '../../src/i18n/am/auth';
import { common as amCommon } from '../../src/i18n/am/common';
import { NOSCRIPT as amNoscript } from '../../src/i18n/am/lang';
import { auth as enAuth } from '../../src/i18n/en/auth';
import { common as enCommon } from '../../src/i18n/en/common';
import { NOSCRIPT as enNoscript } from '../../src/i18n/lang';
import { auth as omAuth } from '../../src/i18n/om/auth';
import { common as omCommon } from '../../src/i18n/om/common';
import { NOSCRIPT as omNoscript } from '../../src/i18n/om/lang';
import { newContext, PHONE, waitInPage } from '../support/browser';
import { withServerAndBrowser } from '../support/site';
import { ADMIN_ACCOUNT, apiOf, registerAndSignIn, signedIn } from './admin-support';

const site = withServerAndBrowser();

const LANGUAGES = {
  en: { other: 'am', otherName: 'አማርኛ', common: enCommon, auth: enAuth, noscript: enNoscript },
  am: { other: 'en', otherName: 'English', common: amCommon, auth: amAuth, noscript: amNoscript },
  om: { other: 'am', otherName: 'አማርኛ', common: omCommon, auth: omAuth, noscript: omNoscript },
} as const satisfies Record<Lang, unknown>;

/** A page's address in a language. */
const address = (lang: Lang, path: string) =>
  LANG_PREFIX[lang] ? (path === '/' ? LANG_PREFIX[lang] : `${LANG_PREFIX[lang]}${path}`) : path;
const langCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'lang')?.value;
const noScript = () => newContext(site.browser, PHONE, { javaScriptEnabled: false });
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
/** The page's no-JavaScript note says `text` and is on screen (text locators do not look inside noscript). */
async function expectNote(page: Page, text: string, path: string) {
  const note = page.locator('noscript > p');
  expect(await note.textContent(), path).toBe(text);
  expect(await note.isVisible(), path).toBe(true);
  const box = (await note.boundingBox())!;
  expect(box.y + box.height, path).toBeLessThanOrEqual(PHONE.height + 1);
}

describe.each(['en', 'am', 'om'] as const)('without JavaScript, in %s', (lang) => {
  const words = LANGUAGES[lang];
  const other = words.other;

  it('switches the language keeping the page and its query, and remembers it for the next visit to /', async () => {
    const context = await noScript();
    // The opposite choice made before, so that the switch is what changes where `/` goes.
    await context.addCookies([{ name: 'lang', value: lang, url: site.server.url }]);
    const page = await context.newPage();
    await page.goto(`${site.server.url}${address(lang, '/resources')}?category=farming-guides`);
    await page.getByRole('button', { name: words.common.nav.openMenu }).click();
    const switcher = page.locator(`header a[hreflang="${other}"]`);
    expect(await switcher.textContent()).toBe(words.otherName);
    await switcher.click();
    await page.waitForURL((u) => u.pathname === address(other, '/resources') && u.search === '?category=farming-guides');
    expect(await page.getAttribute('html', 'lang')).toBe(other);
    expect(await langCookie(context)).toBe(other);
    await page.goto(`${site.server.url}/`);
    expect(new URL(page.url()).pathname).toBe(address(other, '/'));
    expect(await page.getAttribute('html', 'lang')).toBe(other);
    await context.close();
  });

  it('opens and closes the phone menu and the Events / Blogs dropdown, without moving the page', async () => {
    const context = await noScript();
    const page = await context.newPage();
    await page.goto(`${site.server.url}${address(lang, '/about')}`);
    await page.mouse.wheel(0, 600);
    await waitInPage(page, () => window.scrollY > 0);
    const scrolled = await scrollY(page);
    const nav = page.getByRole('navigation', { name: words.common.nav.label });
    const past = nav.getByRole('link', { name: words.common.nav.pastEvents, exact: true });
    expect(await nav.isVisible()).toBe(false);

    await page.getByRole('button', { name: words.common.nav.openMenu }).click();
    await nav.waitFor();
    expect(await page.getByRole('button', { name: words.common.nav.openMenu }).isVisible()).toBe(false);
    expect(await past.isVisible()).toBe(false);

    await nav.getByRole('button', { name: words.common.nav.eventsBlogs }).click();
    await past.waitFor();
    expect(await nav.isVisible()).toBe(true);
    expect(await nav.getByRole('button', { name: words.common.nav.eventsBlogs }).getAttribute('aria-expanded')).toBe('true');
    await nav.getByRole('button', { name: words.common.nav.eventsBlogs }).click();
    await past.waitFor({ state: 'hidden' });
    expect(await nav.isVisible()).toBe(true);

    await page.getByRole('button', { name: words.common.nav.closeMenu }).click();
    await nav.waitFor({ state: 'hidden' });
    expect(await page.getByRole('button', { name: words.common.nav.openMenu }).isVisible()).toBe(true);
    expect(await scrollY(page)).toBe(scrolled);
    await context.close();
  });

  it('shows the staff sign-in pages with their heading, and says sign-in needs JavaScript', async () => {
    const context = await noScript();
    const page = await context.newPage();
    for (const [path, title] of [
      ['/login', words.auth.login.title],
      ['/register', words.auth.register.title],
    ] as const) {
      await page.goto(`${site.server.url}${address(lang, path)}`);
      expect(new URL(page.url()).pathname, path).toBe(address(lang, path));
      const h1 = page.getByRole('heading', { level: 1 });
      expect(await h1.textContent(), path).toBe(title);
      expect(await h1.isVisible(), path).toBe(true);
      await expectNote(page, words.noscript.signIn, path);
    }
    await context.close();
  });

  it('says JavaScript is needed on the staff area, the door and a member’s own page, and nowhere on the public pages', async () => {
    for (const path of [...PUBLIC_PAGES, '/blog/wolaita-cooperative-doubles-yield']) {
      const html = await (await fetch(`${site.server.url}${address(lang, path)}`)).text();
      expect(html, address(lang, path)).toContain('data-prerendered=');
      expect(html, address(lang, path)).not.toContain('<noscript');
    }
    const context = await noScript();
    await context.addCookies([{ name: 'lang', value: lang, url: site.server.url }]);
    const page = await context.newPage();
    // The staff area in the staff's language nearest the choice (English for Afaan Oromoo); a member's own page in theirs.
    const staffLang = STAFF_LANG[lang];
    for (const [path, inLang] of [
      ['/admin', staffLang],
      ['/admin/check-in', staffLang],
      [address(lang, '/account'), lang],
    ] as const) {
      await page.goto(`${site.server.url}${path}`);
      expect(await page.getAttribute('html', 'lang'), path).toBe(inLang);
      await expectNote(page, LANGUAGES[inLang].noscript.shell, path);
    }
    await context.close();
  });
});

describe('with JavaScript, before the app takes over', () => {
  it('remembers the language tapped on the first paint', async () => {
    const context = await newContext(site.browser, PHONE, { waitForApp: false });
    // The page's scripts are held back until the tap: what a visitor on a slow line gets in the first seconds.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await context.route(/\/assets\/.+\.js$/, async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/about`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: enCommon.nav.openMenu }).click();
    expect(await page.locator('#root[data-prerendered]').count()).toBe(1);
    await page.locator('header a[hreflang="am"]').click();
    await page.waitForURL((u) => u.pathname === '/am/about', { waitUntil: 'commit' });
    expect(await langCookie(context)).toBe('am');
    release();
    await page.waitForFunction(() => !document.querySelector('#root[data-prerendered]'));
    await page.goto(`${site.server.url}/`);
    await page.waitForURL((u) => u.pathname === '/am');
    await context.close();
  });

  it('remembers the language tapped as soon as the switcher shows, whoever answers the tap', async () => {
    for (const [from, to] of [
      ['/contact', 'am'],
      ['/am/contact', 'en'],
    ] as const) {
      const context = await newContext(site.browser, PHONE, { waitForApp: false });
      const page = await context.newPage();
      await page.goto(`${site.server.url}${from}`, { waitUntil: 'commit' });
      await page.getByRole('button', { name: LANGUAGES[to === 'am' ? 'en' : 'am'].common.nav.openMenu }).click();
      await page.locator(`header a[hreflang="${to}"]`).click();
      await page.waitForURL((u) => u.pathname === address(to, '/contact'));
      expect(await langCookie(context), from).toBe(to);
      expect(context.consoleErrors, from).toEqual([]);
      await context.close();
    }
  });

  it('sends signed-in staff from a pre-rendered sign-in page to the staff area, in its language (English from Oromo)', async () => {
    const session = await registerAndSignIn(
      apiOf(() => site.server.url),
      ADMIN_ACCOUNT,
    );
    const { context, page } = await signedIn(site.browser, session, PHONE);
    for (const path of ['/login', '/register', '/am/login', '/am/register', '/om/login', '/om/register']) {
      await page.goto(`${site.server.url}${path}`);
      await page.waitForURL((u) => u.pathname === '/admin');
      await page.locator('[data-testid="role-badge"]').waitFor();
      // The Oromo pages hand staff to the English app (a full page load), never their own app around English screens.
      expect(await page.getAttribute('html', 'lang'), path).toBe(path.startsWith('/am/') ? 'am' : 'en');
    }
    expect(context.consoleErrors).toEqual([]);
    await context.close();
  });
});
