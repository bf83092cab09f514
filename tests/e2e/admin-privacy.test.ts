// An admin answers a person's data request on the Privacy screen: finds what is held about an applicant's email
// address, exports it as a file, erases it after confirming, and the applicant is gone from the applications and from
// a new search. In English on a laptop (1280 px) and in Amharic on a phone (375 px), with no layout fault; an editor
// gets the warning and the screen asks nothing of the server. SCREENSHOT_DIR=<dir> saves the screen at 375 and 1280 px in both
// languages.
import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '../../contract/messages/admin';
import { admin as am } from '../../src/i18n/am/admin';
import { admin as en } from '../../src/i18n/en/admin';
import { LAPTOP, launchBrowser, PHONE, settled } from '../support/browser';
import { layoutFaults } from '../support/layout';
import { picture, pictureOf } from '../support/pictures';
import { type RunningServer, startServer } from '../support/server';
import { ADMIN_ACCOUNT, type Api, apiOf, registerAndSignIn, type Session, signedIn as signedInAs } from './admin-support';

let server: RunningServer;
let browser: Browser;
let admin: Session;

const api = apiOf(() => server.url);
const signedIn = (session: Session, viewport = LAPTOP) => signedInAs(browser, session, viewport);

/** An applicant for membership with a receipt (a 1×1 PNG): applications, a receipt and the mails sent to them. */
async function applicant(api: Api, who: { firstName: string; lastName: string; email: string }) {
  const applied = await api('POST', '/api/membership/apply', {
    ...who,
    phone: '+251911223344',
    company: `${who.lastName} Farms`,
    address: 'Bole',
    city: 'Addis Ababa',
    membershipType: 'farmer',
    message: '',
    terms: true,
  });
  expect(applied.status).toBe(201);
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  const form = new FormData();
  form.set('applicationId', applied.json.data.application.id);
  form.set('receipt', new Blob([png], { type: 'image/png' }), 'receipt.png');
  expect((await api('POST', '/api/upload-receipt', form)).status).toBe(201);
}

/** What the server holds about an address, as the admin's API counts it. */
const held = async (email: string) =>
  (await api('POST', '/api/admin/privacy/requests/find', { email }, admin.token)).json.data.summary as {
    total: number;
    counts: Record<string, number>;
  };

/**
 * With SCREENSHOT_DIR set, the page as it is now, whole, and its data-request panel by itself (the part a person reads
 * at a glance), named by the window's width.
 */
async function shoot(page: Page, name: string) {
  const width = page.viewportSize()!.width;
  await picture(page, `${name}-${width}`);
  await pictureOf(page.getByTestId('find-person').locator('..'), `${name}-${width}-requests`);
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { RATE_LIMIT_MULTIPLIER: '20' } }), launchBrowser()]);
  admin = await registerAndSignIn(api, ADMIN_ACCOUNT);
  for (const who of Object.values(RUNS)) await applicant(api, who);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Each language at each width, with an applicant of its own. */
const RUNS = {
  'en-1280': { lang: 'en', viewport: LAPTOP, firstName: 'Hana', lastName: 'Girma', email: 'hana@example.org' },
  'am-375': { lang: 'am', viewport: PHONE, firstName: 'Selam', lastName: 'Kebede', email: 'selam@example.org' },
  'en-375': { lang: 'en', viewport: PHONE, firstName: 'Dawit', lastName: 'Alemu', email: 'dawit@example.org' },
  'am-1280': { lang: 'am', viewport: LAPTOP, firstName: 'Tigist', lastName: 'Haile', email: 'tigist@example.org' },
} as const;
const WORDS = { en: en.privacy, am: am.privacy };
/** The addresses erased so far. */
const erased = new Set<string>();

describe('the Privacy screen', () => {
  for (const { lang, viewport, email, lastName } of Object.values(RUNS)) {
    const t = WORDS[lang];
    const others = Object.values(RUNS)
      .map((r) => r.email)
      .filter((e) => e !== email);

    it(`${lang === 'en' ? 'in English' : 'in Amharic'} at ${viewport.width} px: finds an applicant's data, exports it and erases it`, async () => {
      expect((await held(email)).total).toBeGreaterThan(0);
      const { context, page } = await signedIn(admin, viewport);
      if (lang === 'am') await context.addCookies([{ name: 'lang', value: 'am', url: server.url }]);
      await page.goto(`${server.url}/admin/privacy`);
      await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
      const retention = page.getByRole('region', { name: t.retention });
      expect(await retention.getByRole('spinbutton').inputValue()).toBe('730');

      const requests = page.getByRole('region', { name: t.requests });
      await requests.getByLabel(t.email).fill(email);
      await requests.getByRole('button', { name: t.find }).click();
      const summary = await held(email);
      await requests.getByText(t.found(summary.total)).waitFor();
      await requests.getByText(`${t.counts.applications}: 1`).waitFor();
      await requests.getByText(`${t.counts.receipts}: 1`).waitFor();
      await settled(page);
      expect(await page.evaluate(layoutFaults)).toEqual([]);
      // Each step stands apart from the one above it: no button touches the answer or the heading below it.
      const gap = async (above: Locator, below: Locator) =>
        (await below.boundingBox())!.y - ((await above.boundingBox())!.y + (await above.boundingBox())!.height);
      expect(await gap(retention, requests)).toBeGreaterThanOrEqual(12);
      expect(
        await gap(page.getByRole('region', { name: t.kinds.terms }), page.getByRole('region', { name: t.kinds.privacy })),
      ).toBeGreaterThanOrEqual(12);
      expect(await gap(requests.getByRole('button', { name: t.find }), requests.getByText(t.found(summary.total)))).toBeGreaterThanOrEqual(
        8,
      );
      expect(
        await gap(requests.getByRole('button', { name: t.export }), requests.getByRole('heading', { name: t.correct })),
      ).toBeGreaterThanOrEqual(16);
      expect(
        await gap(requests.getByRole('button', { name: t.saveCorrection }), requests.getByRole('heading', { name: t.erase })),
      ).toBeGreaterThanOrEqual(16);
      await shoot(page, `privacy-found-${lang}`);

      // The file holds the applicant's records and names no one else.
      const download = page.waitForEvent('download');
      await requests.getByRole('button', { name: t.export }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
      const text = await readFile((await file.path())!, 'utf8');
      const data = JSON.parse(text);
      expect(data).toMatchObject({ format: 'ecpa-personal-data', email });
      expect(text).toContain(lastName);
      for (const other of others) expect(text).not.toContain(other);

      // Erasing waits for the confirmation.
      const erase = requests.getByRole('button', { name: t.erase });
      expect(await erase.isDisabled()).toBe(true);
      await requests.getByRole('checkbox', { name: t.eraseConfirm }).check();
      await erase.click();
      await requests.getByText(t.erased).waitFor();
      await settled(page);
      expect(await page.evaluate(layoutFaults)).toEqual([]);
      await shoot(page, `privacy-erased-${lang}`);

      // Gone: a new search finds nothing, nor do the applications.
      await requests.getByRole('button', { name: t.find }).click();
      await requests.getByText(t.nothing).waitFor();
      expect(await requests.getByRole('button', { name: t.export }).count()).toBe(0);
      expect((await held(email)).total).toBe(0);
      const apps = await api('GET', `/api/admin/membership-applications?q=${encodeURIComponent(email)}`, undefined, admin.token);
      expect(apps.json.data.total).toBe(0);
      // The others are untouched until their own request.
      erased.add(email);
      for (const other of others.filter((e) => !erased.has(e))) expect((await held(other)).total, other).toBeGreaterThan(0);
      expect(context.consoleErrors.join('\n')).toBe('');
      await context.close();
    }, 120_000);
  }

  it('an editor gets the warning, and the screen asks nothing of the server', async () => {
    const password = 'another-good-password-2';
    await api('POST', '/api/auth/register', {
      firstName: 'Mesfin',
      lastName: 'Bekele',
      email: 'mesfin@example.org',
      password,
      confirmPassword: password,
    });
    const users = await api('GET', '/api/admin/users?q=mesfin', undefined, admin.token);
    const promoted = await api(
      'PUT',
      `/api/admin/users/${users.json.data.items[0].id}`,
      { name: 'Mesfin Bekele', email: 'mesfin@example.org', role: 'moderator', status: 'active' },
      admin.token,
    );
    expect(promoted.status).toBe(200);
    const editor = (await api('POST', '/api/auth/login', { email: 'mesfin@example.org', password })).json.data as Session;

    for (const viewport of [LAPTOP, PHONE]) {
      const { context, page } = await signedIn(editor, viewport);
      await page.goto(`${server.url}/admin/privacy`);
      await page.getByRole('heading', { level: 1, name: en.privacy.title }).waitFor();
      await page.getByRole('alert').filter({ hasText: en.privacy.noPermission }).waitFor();
      await settled(page);
      expect(await page.getByRole('region', { name: en.privacy.requests }).count()).toBe(0);
      expect(await page.getByRole('region', { name: en.privacy.retention }).count()).toBe(0);
      expect(await page.getByRole('button', { name: en.privacy.find }).count()).toBe(0);
      // The menu offers an editor neither Privacy nor Settings.
      expect(await page.locator('a[href="/admin/privacy"], a[href="/admin/settings"]').count()).toBe(0);
      expect(
        (context as typeof context & { requestedUrls: string[] }).requestedUrls.filter((u) => u.includes('/api/admin/privacy')),
      ).toEqual([]);
      expect(await page.evaluate(layoutFaults)).toEqual([]);
      await context.close();
    }
    // The server refuses the editor in words, whatever the screen shows.
    const refused = await api('POST', '/api/admin/privacy/requests/find', { email: 'selam@example.org' }, editor.token);
    expect(refused.status).toBe(403);
    expect(refused.json.message ?? refused.json.error).toBe(adminMessages.privacyNoPermission);
  }, 120_000);
});
