// Every resource card leads where it says, in both languages: a document's title is the card's title (the Amharic
// pages link the Amharic document), and a page's heading is what the card promises.
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { LAPTOP, newContext } from '../support/browser';
import { withServerAndBrowser } from '../support/site';

const site = withServerAndBrowser();

describe('resource links', () => {
  for (const [lang, path] of [
    ['en', '/resources'],
    ['am', '/am/resources'],
  ] as const) {
    it(`on ${path}, each card's link opens its own resource`, async () => {
      const context = await newContext(site.browser, LAPTOP);
      const page = await context.newPage();
      await page.goto(`${site.server.url}${path}`);
      const cards = page.locator('[data-resource]');
      await expect.poll(() => cards.count()).toBe(12);
      const followed: string[] = [];
      for (const card of await cards.all()) {
        const title = (await card.locator('h3, h2').first().textContent())!.trim();
        const href = (await card.locator('[data-action]').getAttribute('href'))!;
        if (href.startsWith('/files/')) {
          // Amharic pages link the Amharic document, English pages the English one.
          expect(href.startsWith('/files/am/')).toBe(lang === 'am');
          const res = await page.request.get(`${site.server.url}${href}`);
          expect(res.status(), href).toBe(200);
          expect(res.headers()['content-type']).toBe('application/pdf');
          const pdf = await PDFDocument.load(await res.body());
          expect(pdf.getTitle(), href).toBe(title);
        } else {
          // A page: the handbook's promotion on the blog.
          expect(href).toMatch(/^(\/am)?\/blog#book$/);
          const target = await context.newPage();
          await target.goto(`${site.server.url}${href}`);
          await expect.poll(() => target.locator('#book').textContent()).toContain(title);
          await target.close();
        }
        followed.push(href);
      }
      expect(new Set(followed).size).toBe(12);
      // The business template panel too.
      const template = (await page.locator('[data-panel="business"] a[download]').getAttribute('href'))!;
      expect(template).toBe(lang === 'am' ? '/files/am/cassava-business-plan-template.pdf' : '/files/cassava-business-plan-template.pdf');
      await context.close();
    }, 60_000);
  }
});
