// The app takes over a page without changing a word of it: the text of #root with JavaScript off (the pre-rendered or
// server-rendered page) is the text once the app has adopted it and loaded its data from the API, in every language, and
// React never has to render the page afresh ("Pre-rendered page re-rendered", a long main-thread task on a phone). On
// Amharic pages this needs the API's Amharic place of an event and author of a post, as the built-in content the page
// was rendered from has them; on Oromo pages, the API's translations of the built-in content.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { builtInBlogPosts as blogPostsAm } from '../../content/am/blogPosts';
import { builtInEvents as eventsAm } from '../../content/am/events';
import { newContext, newRawContext, PHONE } from '../support/browser';
import { withServerAndBrowser } from '../support/site';
import { appTakesOver } from '../support/throttle';

const site = withServerAndBrowser();

const POST = 'wolaita-cooperative-doubles-yield';
const PATHS = ['/', '/blog', `/blog/${POST}`, '/events'];

const rootText = (page: Page) => page.evaluate(() => (document.getElementById('root') as HTMLElement).textContent);

/** The text of #root on each path in one language, as a browser without JavaScript shows it. */
async function withoutJavaScript(prefix: string) {
  const context = await newRawContext(site.browser, PHONE, { javaScriptEnabled: false });
  const page = await context.newPage();
  const texts: Record<string, string> = {};
  for (const path of PATHS) {
    await page.goto(`${site.server.url}${prefix}${path === '/' && prefix ? '' : path}`);
    texts[path] = await rootText(page);
  }
  await context.close();
  return texts;
}

describe.each([
  ['English', ''],
  ['Amharic', '/am'],
  // Oromo has no column for staff texts: the built-in content stays Oromo through the API's translations.
  ['Afaan Oromoo', '/om'],
])('%s pages', (_, prefix) => {
  it('keep their text when the app takes over, and are never rendered afresh', async () => {
    const before = await withoutJavaScript(prefix);
    const context = await newContext(site.browser, PHONE);
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning' || msg.type() === 'error') warnings.push(msg.text());
    });
    for (const path of PATHS) {
      await page.goto(`${site.server.url}${prefix}${path === '/' && prefix ? '' : path}`);
      await appTakesOver(page);
      // The data the loaders asked for has come and React has finished with the page.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      expect(await rootText(page), `${prefix}${path}`).toBe(before[path]);
    }
    expect(warnings.filter((w) => /Pre-rendered page re-rendered/.test(w))).toEqual([]);
    expect(context.consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('Amharic pages', () => {
  it('name the built-in events’ place and the posts’ authors in Amharic, before and after the app', async () => {
    const place = eventsAm[0]!.location;
    const author = blogPostsAm.find((p) => p.id === POST)!.author;
    const before = await withoutJavaScript('/am');
    expect(before['/events']).toContain(place);
    expect(before['/events']).not.toContain('ICT Park');
    expect(before[`/blog/${POST}`]).toContain(author);
    expect(before['/blog']).toContain(author);

    const context = await newContext(site.browser, PHONE);
    const page = await context.newPage();
    for (const [path, text] of [
      ['/events', place],
      [`/blog/${POST}`, author],
    ] as const) {
      await page.goto(`${site.server.url}/am${path}`);
      await appTakesOver(page);
      await page.waitForLoadState('networkidle');
      expect(await rootText(page), path).toContain(text);
    }
    await context.close();
  });
});
