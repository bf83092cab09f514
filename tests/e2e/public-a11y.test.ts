// Accessibility of every public page: axe-core (zero serious or critical violations), headings in order, landmarks,
// images with alt text; with SCREENSHOT_DIR=dir, a picture of each page at 375 px and 1280 px for a person to look at.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeResults } from '../support/axe';
import { LAPTOP, launchBrowser, newContext, PHONE } from '../support/browser';
import { picture } from '../support/pictures';
import { type RunningServer, startServer } from '../support/server';

const PAGES = ['/', '/about', '/membership', '/events', '/contact', '/resources', '/blog', '/blog/wolaita-cooperative-doubles-yield'];

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each([
  ['phone', PHONE],
  ['laptop', LAPTOP],
] as const)('public pages on a %s', (label, viewport) => {
  it.each(PAGES)('%s has no serious or critical axe violations, ordered headings and alt text', async (path) => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Let lazy images and late content arrive before checking.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 500) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 20));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');

    const result = await axeResults(page);
    const bad = result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(bad).toEqual([]);

    const structure = await page.evaluate(() => ({
      levels: [...document.querySelectorAll('main h1, main h2, main h3, main h4')].map((h) => Number(h.tagName[1])),
      h1: document.querySelectorAll('h1').length,
      main: document.querySelectorAll('main').length,
      banner: document.querySelectorAll('header').length > 0,
      footer: document.querySelectorAll('footer').length > 0,
      noAlt: [...document.querySelectorAll('img')].filter((i) => !i.hasAttribute('alt')).length,
      unsized: [...document.querySelectorAll('main img')].filter((i) => !i.getAttribute('width') || !i.getAttribute('height')).length,
    }));
    expect(structure.h1).toBe(1);
    expect(structure.main).toBe(1);
    expect(structure.banner && structure.footer).toBe(true);
    expect(structure.noAlt).toBe(0);
    expect(structure.unsized).toBe(0);
    // No heading skips a level on the way down.
    structure.levels.forEach((level, i) => {
      if (i > 0) expect(level - structure.levels[i - 1]!).toBeLessThanOrEqual(1);
    });
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);

    await picture(page, `${label}-${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}`);
    expect(context.consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('keyboard focus', () => {
  it('is visible on links and buttons of the public pages', async () => {
    const context = await newContext(browser, LAPTOP);
    const page = await context.newPage();
    await page.goto(`${server.url}/resources`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator('[data-filter="research"]').focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const s = getComputedStyle(document.activeElement as Element);
      return { style: s.outlineStyle, width: Number.parseFloat(s.outlineWidth) };
    });
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThan(0);
    await context.close();
  });
});
