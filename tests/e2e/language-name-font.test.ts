// On an English page the switcher's "አማርኛ" is drawn by the inline face of its four letters (a phone without an
// Ethiopic font would show empty boxes): the page's security policy lets the face load, and the switcher uses it.
import { describe, expect, it } from 'vitest';
import { LAPTOP, newContext } from '../support/browser';
import { withServerAndBrowser } from '../support/site';

const site = withServerAndBrowser();

describe('the language name on an English page', () => {
  it('loads its face and sets the switcher in it', async () => {
    const context = await newContext(site.browser, LAPTOP);
    const page = await context.newPage();
    await page.goto(`${site.server.url}/`);
    const switcher = page.locator('header a[hreflang="am"]');
    expect(await switcher.textContent()).toBe('አማርኛ');
    const status = await page.evaluate(async () => {
      await document.fonts.load('700 16px "ECA Language Name"', 'አማርኛ');
      return [...document.fonts].filter((f) => f.family.replaceAll('"', '') === 'ECA Language Name').map((f) => f.status);
    });
    expect(status).toEqual(['loaded']);
    expect(await switcher.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"ECA Language Name", /);
    expect(context.consoleErrors).toEqual([]);
    await context.close();
  });
});
