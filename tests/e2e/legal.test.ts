// Phone (375 px), both languages, with and without JavaScript: /terms and /privacy show the published texts, every
// public form's consent checkbox has the terms and privacy links beside it (the application and registration pages and
// dialogs), the contact form links the privacy policy, and the footer links both. A version an admin publishes is the
// one the page shows next.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInEvents } from '../../content/events';
import { launchBrowser, newContext, newRawContext, PHONE } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';
import { apiOf, registerAndSignIn, type Session } from './admin-support';

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let admin: Session;
const api = apiOf(() => server.url);
const assembly = builtInEvents.find((e) => e.date > new Date().toISOString().slice(0, 10))!;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  admin = await registerAndSignIn(api, {
    firstName: 'Almaz',
    lastName: 'Tesfaye',
    email: 'almaz.legal@example.org',
    password: 'a-very-good-password-1',
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const LANGS = {
  en: { prefix: '', terms: 'Terms and conditions', privacy: 'Privacy policy', law: '1321/2024', version: 'Version 1', join: 'Join Now' },
  am: { prefix: '/am', terms: 'የአገልግሎት ውል', privacy: 'የግል መረጃ አያያዝ ፖሊሲ', law: '1321/2016', version: 'እትም 1', join: 'አባል ይሁኑ' },
} as const;

/** The consent links beside the form's terms checkbox: both documents, in the page's language, opening in a new tab. */
async function consentLinksBeside(scope: ReturnType<Page['locator']>, prefix: string) {
  const checkbox = scope.locator('input[name="terms"]');
  expect(await checkbox.count()).toBe(1);
  // The links follow the checkbox's own block directly.
  const links = scope.locator('input[name="terms"] >> xpath=ancestor::div[1]/parent::div/following-sibling::p[@data-consent-links][1]//a');
  expect(await links.evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.getAttribute('target')]))).toEqual([
    [`${prefix}/terms`, '_blank'],
    [`${prefix}/privacy`, '_blank'],
  ]);
  // On screen at 375 px, inside the viewport's width.
  const box = await links.first().boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
}

for (const [lang, t] of Object.entries(LANGS)) {
  for (const js of [false, true]) {
    describe(`${lang}, ${js ? 'with' : 'without'} JavaScript`, () => {
      const open = async (path: string) => {
        const context = js ? await newContext(browser, PHONE) : await newRawContext(browser, PHONE, { javaScriptEnabled: false });
        const page = await context.newPage();
        await page.goto(`${server.url}${t.prefix}${path}`);
        return { page, close: () => context.close() };
      };

      it('shows the terms and the privacy policy, and the footer links both', async () => {
        for (const [kind, title] of [
          ['terms', t.terms],
          ['privacy', t.privacy],
        ] as const) {
          const { page, close } = await open(`/${kind}`);
          expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
          const body = page.locator(`[data-legal="${kind}"]`);
          expect(await body.getByText(t.version).count()).toBeGreaterThan(0);
          if (kind === 'privacy') expect(await body.textContent()).toContain(t.law);
          expect(await body.locator('h2').count()).toBeGreaterThan(3);
          const footer = page.locator('footer');
          expect(await footer.getByRole('link', { name: t.terms }).getAttribute('href')).toBe(`${t.prefix}/terms`);
          expect(await footer.getByRole('link', { name: t.privacy }).getAttribute('href')).toBe(`${t.prefix}/privacy`);
          // Nothing wider than the phone.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
          await close();
        }
      });

      it('has the links beside the consent checkbox of the application and registration pages, and under the contact form', async () => {
        for (const path of ['/membership/apply/farmer', `/events/${assembly.id}/register`]) {
          const { page, close } = await open(path);
          await consentLinksBeside(page.locator('form').filter({ has: page.locator('input[name="terms"]') }), t.prefix);
          await close();
        }
        const { page, close } = await open('/contact');
        const links = page.locator('form [data-consent-links] a');
        expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([`${t.prefix}/privacy`]);
        await close();
      });

      if (js) {
        it('has the links beside the consent checkbox of the application and registration dialogs', async () => {
          const { page, close } = await open('/membership');
          await page.locator('[data-membership-type="farmer"]').first().click();
          const dialog = page.getByRole('dialog');
          await dialog.waitFor();
          await consentLinksBeside(dialog, t.prefix);
          await close();
          const events = await open('/events');
          await events.page.locator(`[data-event-id="${assembly.id}"]`).first().click();
          const registration = events.page.getByRole('dialog');
          await registration.waitFor();
          await consentLinksBeside(registration, t.prefix);
          await events.close();
        });
      }
    });
  }
}

describe('a new version', () => {
  it('is what the pages show once an admin publishes it, in both languages', async () => {
    const published = await api(
      'POST',
      '/api/admin/privacy/documents/terms',
      {
        titleEn: 'Terms and conditions',
        bodyEn: '## Membership\n- Second version of the terms.',
        translations: { am: { title: 'የአገልግሎት ውል', body: '## አባልነት\n- ሁለተኛው እትም።' } },
      },
      admin.token,
    );
    expect(published.status).toBe(201);
    for (const [lang, words] of [
      ['', ['Version 2', 'Second version of the terms.']],
      ['/am', ['እትም 2', 'ሁለተኛው እትም።']],
    ] as const) {
      for (const js of [false, true]) {
        const context = js ? await newContext(browser, PHONE) : await newRawContext(browser, PHONE, { javaScriptEnabled: false });
        const page = await context.newPage();
        await page.goto(`${server.url}${lang}/terms`);
        const text = await page.locator('[data-legal="terms"]').textContent();
        for (const w of words) expect(text, `${lang} js=${js}`).toContain(w);
        await context.close();
      }
    }
  });
});
