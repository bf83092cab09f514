// Each language's pages load only that language: what an Amharic page downloads (scripts, styles) holds none of the
// English catalog's words, and an English page downloads no Ethiopic words (but the switcher's "አማርኛ") and of the font
// only its Latin faces, preloaded. The Amharic pages' font stays within its budget and is preloaded.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANG_NAMES } from '../../contract/languages';
import { FONT_BUDGET_BYTES } from '../../scripts/lib/ethiopicFont.mjs';
import { aboutPage } from '../../src/i18n/en/aboutPage';
import { common } from '../../src/i18n/en/common';
import { contact } from '../../src/i18n/en/contact';
import { homePage } from '../../src/i18n/en/homePage';
import { launchBrowser, newContext } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';

const PAGES = ['/', '/about', '/membership', '/events', '/contact', '/resources', '/blog', '/login', '/register'];
/** Sentences of the English catalogs that an Amharic page's code would carry if any English catalog were bundled. */
const ENGLISH = [
  common.skipToContent,
  common.footer.rights,
  common.nav.upcomingEvents,
  homePage.heroTitle,
  aboutPage.mission,
  contact.submit,
];

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Every script, stylesheet and font a page loads until the network is idle, with its text (fonts: their size). */
async function downloads(path: string) {
  const context = await newContext(browser);
  const page = await context.newPage();
  const got: { url: string; text: string; bytes: number }[] = [];
  page.on('response', async (r) => {
    if (!/\.(js|css|woff2)(\?|$)/.test(r.url())) return;
    const body = await r.body().catch(() => Buffer.alloc(0));
    got.push({ url: r.url(), text: r.url().endsWith('.woff2') ? '' : body.toString('utf8'), bytes: body.length });
  });
  await page.goto(`${server.url}${path}`);
  await page.waitForLoadState('networkidle');
  const html = await page.content();
  await context.close();
  return { got, html };
}

describe('an Amharic page', () => {
  it.each(PAGES.map((p) => (p === '/' ? '/am' : `/am${p}`)))(
    '%s loads no English catalog, and its Ethiopic font within budget',
    async (path) => {
      const { got } = await downloads(path);
      expect(got.filter((f) => f.url.endsWith('.js')).length).toBeGreaterThan(0);
      const leaks = got.flatMap((f) => ENGLISH.filter((w) => f.text.includes(w)).map((w) => `${f.url.split('/').pop()}: ${w}`));
      expect(leaks).toEqual([]);
      const fonts = got.filter((f) => f.url.endsWith('.woff2'));
      expect(fonts.length).toBeGreaterThan(0);
      expect(fonts.reduce((n, f) => n + f.bytes, 0)).toBeLessThanOrEqual(FONT_BUDGET_BYTES);
    },
  );
});

describe('an English page', () => {
  it.each(PAGES)('%s loads no Amharic words, and only the Latin faces of the font', async (path) => {
    const { got, html } = await downloads(path);
    const ethiopic = (t: string) => (t.match(/[\u1200-\u137f]+/g) ?? []).filter((w) => !Object.values(LANG_NAMES).includes(w));
    expect(got.flatMap((f) => ethiopic(f.text))).toEqual([]);
    expect(ethiopic(html)).toEqual([]);
    const fonts = got.filter((f) => f.url.endsWith('.woff2')).map((f) => new URL(f.url).pathname);
    expect(fonts.sort()).toEqual([
      expect.stringMatching(/^\/assets\/noto-sans-latin-400-[\w-]+\.woff2$/),
      expect.stringMatching(/^\/assets\/noto-sans-latin-700-[\w-]+\.woff2$/),
    ]);
    // Both are asked for with the page, not once the first layout finds text that needs them.
    for (const font of fonts)
      expect(html).toMatch(new RegExp(`<link rel="preload" as="font" type="font/woff2" crossorigin(="")? href="${font}">`));
  });
});
