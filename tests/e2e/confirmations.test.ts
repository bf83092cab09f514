// Browser, on a phone (375 px), in English and Amharic: after every form a visitor, member or staff member sends, what it
// led to holds the focus (a heading, in a status region when it appears in place), is on screen and not under the fixed
// header, and nothing typed was emptied before it showed. With the app, and without JavaScript (where the server's
// result page focuses its title as it loads). SHOTS=<dir> also saves each confirmation at 375 and 1280 px.
import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInEvents } from '../../content/events';
import { LAPTOP, launchBrowser, newContext, newRawContext, PHONE } from '../support/browser';
import { writeReceipts } from '../support/files';
import { type RunningServer, startServer } from '../support/server';

let server: RunningServer;
let browser: Browser;
let receipts: Record<string, string>;
const assembly = builtInEvents.find((e) => e.date > new Date().toISOString().slice(0, 10))!;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { RATE_LIMIT_MULTIPLIER: '10' } }), launchBrowser()]);
  receipts = await writeReceipts(await mkdtemp(join(tmpdir(), 'eca-confirm-')));
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const LANGS = { en: '', am: '/am' } as const;
let serial = 0;
const unique = (who: string, lang: string) => `${who}.${lang}.${Date.now()}.${++serial}@example.org`;

/**
 * From now until a confirmation is in the page, every frame notes a field of `names` that held text and was emptied:
 * a person must never look at their emptied form before they are told it was sent.
 */
async function watchForEmptying(page: Page, names: readonly string[]) {
  await page.evaluate((names) => {
    const w = window as unknown as { emptied: string[] };
    w.emptied = [];
    const held: Record<string, string> = {};
    const frame = () => {
      if (document.querySelector('[data-confirmation]')) return;
      for (const name of names) {
        const field = document.querySelector<HTMLInputElement>(`[name="${name}"]:not([type="hidden"])`);
        if (!field) continue;
        if (held[name] && field.value === '') w.emptied.push(name);
        held[name] = field.value;
      }
      requestAnimationFrame(frame);
    };
    frame();
  }, names);
}

const emptied = (page: Page) => page.evaluate(() => (window as unknown as { emptied: string[] }).emptied);

/**
 * The focused element is the confirmation's heading (or a status region), on screen and not covered (by the fixed
 * header, or anything else); `inPlace`: it appeared in the page, so it is announced from a status region too.
 */
async function expectFocusedConfirmation(page: Page, { inPlace }: { inPlace: boolean }) {
  await page.waitForFunction(() => {
    const el = document.activeElement;
    return !!el && el !== document.body && (/^H[1-3]$/.test(el.tagName) || el.getAttribute('role') === 'status');
  });
  // Let a smooth scroll (or the dialog's own) settle before measuring.
  await page.waitForTimeout(300);
  const seen = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + Math.min(r.width / 2, 24), r.top + Math.min(r.height / 2, 12));
    return {
      text: el.textContent ?? '',
      heading: /^H[1-3]$/.test(el.tagName),
      inStatus: !!el.closest('[role="status"]'),
      inViewport: r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth && r.height > 0,
      uncovered: !!hit && (hit === el || el.contains(hit)),
    };
  });
  expect(seen.text.trim()).not.toBe('');
  expect(seen.heading || seen.inStatus).toBe(true);
  if (inPlace) expect(seen.inStatus).toBe(true);
  expect(seen.inViewport).toBe(true);
  expect(seen.uncovered).toBe(true);
  return seen.text;
}

/** SHOTS=<dir>: the page as it is now at 375 px, then again at 1280 px (the phone's size restored after). */
async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}-375.png`) });
  await page.setViewportSize(LAPTOP);
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(dir, `${name}-1280.png`) });
  await page.setViewportSize(PHONE);
}

async function fill(scope: Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const field = scope.locator(`[name="${name}"]:not([type="hidden"])`).first();
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

const applicant = (email: string) => ({
  firstName: 'Almaz',
  lastName: 'Bekele',
  email,
  phone: '+251 911 234 567',
  company: 'Bekele Cassava Farm',
  city: 'Hawassa',
  address: 'Kebele 04, House 12',
});
const registrant = (email: string) => ({
  firstName: 'Tesfaye',
  lastName: 'Gebre',
  email,
  phone: '0911 223 344',
  organization: 'Sidama Cassava Union',
  position: 'Chair',
});
const message = (email: string) => ({
  name: 'Hanna Mulugeta',
  email,
  subject: 'Partnership Opportunities',
  message: 'We would like to partner on a processing plant in Sidama.',
});

for (const [lang, prefix] of Object.entries(LANGS)) {
  describe(`confirmations at 375 px (${lang}), with the app`, () => {
    it('contact: the confirmation takes the form’s place and the focus; what was typed stays until then', async () => {
      const context = await newContext(browser, PHONE);
      const page = await context.newPage();
      await page.goto(`${server.url}${prefix}/contact`);
      const form = page.getByTestId('contact-form');
      const values = message(unique('contact', lang));
      await fill(form, values);
      // The form's machine loads on the first focus: wait until it has taken the fields over.
      await page.waitForTimeout(500);
      await watchForEmptying(page, Object.keys(values));
      await form.locator('button[type="submit"]').click();
      await expectFocusedConfirmation(page, { inPlace: true });
      expect(await emptied(page)).toEqual([]);
      expect(await page.locator('[data-confirmation]').textContent()).toContain(values.email);
      await shoot(page, `contact-${lang}`);
      expect(context.consoleErrors).toEqual([]);
      await context.close();
    });

    it('membership dialog: the application’s confirmation, then the receipt’s, each focused and on screen', async () => {
      const context = await newContext(browser, PHONE);
      const page = await context.newPage();
      await page.goto(`${server.url}${prefix}/membership`);
      await page.locator('[data-membership-type="farmer"]').first().click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      const values = applicant(unique('apply', lang));
      await fill(dialog, values);
      await dialog.locator('input[name="terms"]').check();
      await watchForEmptying(page, Object.keys(values));
      await dialog.locator('button[type="submit"]').click();
      await expectFocusedConfirmation(page, { inPlace: true });
      expect(await emptied(page)).toEqual([]);
      expect(await page.locator('[data-confirmation]').getAttribute('data-outcome')).toBe('submitted');
      await shoot(page, `application-${lang}`);
      await dialog.locator('input[name="receipt"]').setInputFiles(receipts.png!);
      await dialog.locator('form button[type="submit"]').click();
      await page.locator('[data-confirmation][data-outcome="done"]').waitFor();
      await expectFocusedConfirmation(page, { inPlace: true });
      await shoot(page, `application-done-${lang}`);
      expect(context.consoleErrors).toEqual([]);
      await context.close();
    });

    it('membership page (the app running it): the confirmation in the form’s place, focused', async () => {
      const context = await newContext(browser, PHONE);
      const page = await context.newPage();
      await page.goto(`${server.url}${prefix}/membership/apply/processor`);
      const form = page.getByTestId('application-form');
      const values = applicant(unique('apply-page', lang));
      await fill(form, values);
      await form.locator('input[name="terms"]').check();
      await watchForEmptying(page, Object.keys(values));
      await form.locator('button[type="submit"]').click();
      await expectFocusedConfirmation(page, { inPlace: true });
      expect(await emptied(page)).toEqual([]);
      expect(context.consoleErrors).toEqual([]);
      await context.close();
    });

    it('event registration dialog: the ticket’s confirmation, focused and on screen', async () => {
      const context = await newContext(browser, PHONE);
      const page = await context.newPage();
      await page.goto(`${server.url}${prefix}/events`);
      await page.locator(`[data-event-id="${assembly.id}"]`).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      const values = registrant(unique('register', lang));
      await fill(dialog, values);
      await dialog.locator('input[name="terms"]').check();
      await watchForEmptying(page, Object.keys(values));
      await dialog.locator('button[type="submit"]').click();
      await expectFocusedConfirmation(page, { inPlace: true });
      expect(await emptied(page)).toEqual([]);
      expect(await page.locator('[data-confirmation]').getAttribute('data-outcome')).toMatch(/^(confirmed|waitlisted)$/);
      await shoot(page, `registration-${lang}`);
      expect(context.consoleErrors).toEqual([]);
      await context.close();
    });

    it('event registration page (the app running it): the confirmation, focused', async () => {
      const context = await newContext(browser, PHONE);
      const page = await context.newPage();
      await page.goto(`${server.url}${prefix}/events/${assembly.id}/register`);
      const form = page.locator('form[method="post"]').filter({ has: page.locator('input[name="terms"]') });
      const values = registrant(unique('register-page', lang));
      await fill(form, values);
      await form.locator('input[name="terms"]').check();
      await watchForEmptying(page, Object.keys(values));
      await form.locator('button[type="submit"]').click();
      await expectFocusedConfirmation(page, { inPlace: true });
      expect(await emptied(page)).toEqual([]);
      expect(context.consoleErrors).toEqual([]);
      await context.close();
    });

    it('My membership: the sign-in link’s confirmation, focused', async () => {
      const context = await newContext(browser, PHONE);
      const page = await context.newPage();
      await page.goto(`${server.url}${prefix}/account`);
      const email = page.locator('input[name="email"]');
      await email.fill(unique('member', lang));
      await watchForEmptying(page, ['email']);
      await page.locator('form button[type="submit"]').click();
      await expectFocusedConfirmation(page, { inPlace: true });
      expect(await emptied(page)).toEqual([]);
      await shoot(page, `account-link-${lang}`);
      expect(context.consoleErrors).toEqual([]);
      await context.close();
    });

    it('staff: creating an account, then signing in, each lands with the admin page’s title focused', async () => {
      const email = unique('staff', lang);
      const password = 'a-very-good-password-1';
      const context = await newContext(browser, PHONE);
      const page = await context.newPage();
      await page.goto(`${server.url}${prefix}/register`);
      await fill(page.locator('form'), { firstName: 'Selam', lastName: 'Haile', email, password, confirmPassword: password });
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL(/\/admin/);
      await expectFocusedConfirmation(page, { inPlace: false });
      await context.close();

      const again = await newContext(browser, PHONE);
      const signIn = await again.newPage();
      await signIn.goto(`${server.url}${prefix}/login`);
      await fill(signIn.locator('form'), { email, password });
      await signIn.locator('form button[type="submit"]').click();
      await signIn.waitForURL(/\/admin/);
      await expectFocusedConfirmation(signIn, { inPlace: false });
      await shoot(signIn, `staff-signed-in-${lang}`);
      // Opened again (a reload), the admin area leaves the focus where the browser puts it.
      await signIn.reload();
      await signIn.locator('#admin-main h1').waitFor();
      await signIn.waitForTimeout(500);
      expect(await signIn.evaluate(() => document.activeElement === document.body)).toBe(true);
      await again.close();
    });
  });

  describe(`confirmations at 375 px (${lang}), without JavaScript`, () => {
    const noScript = async () => {
      const context = await newRawContext(browser, PHONE, { javaScriptEnabled: false });
      return { context, page: await context.newPage() };
    };

    it('contact: the result page’s title holds the focus as it loads', async () => {
      const { context, page } = await noScript();
      await page.goto(`${server.url}${prefix}/contact`);
      const form = page.getByTestId('contact-form');
      await fill(form, message(unique('contact-nojs', lang)));
      await form.locator('button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname === `${prefix}/contact/sent`);
      await expectFocusedConfirmation(page, { inPlace: false });
      await shoot(page, `contact-nojs-${lang}`);
      await context.close();
    });

    it('membership: the receipt page, then the done page, each with its title focused', async () => {
      const { context, page } = await noScript();
      await page.goto(`${server.url}${prefix}/membership/apply/exporter`);
      const form = page.getByTestId('application-form');
      await fill(form, applicant(unique('apply-nojs', lang)));
      await form.locator('input[name="terms"]').check();
      await form.locator('button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname === `${prefix}/membership/receipt`);
      await expectFocusedConfirmation(page, { inPlace: false });
      await page.locator('input[name="receipt"]').setInputFiles(receipts.pdf!);
      await page.locator('form[enctype="multipart/form-data"] button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname === `${prefix}/membership/done`);
      await expectFocusedConfirmation(page, { inPlace: false });
      await context.close();
    });

    it('event registration: the ticket’s page with its title focused', async () => {
      const { context, page } = await noScript();
      await page.goto(`${server.url}${prefix}/events/${assembly.id}/register`);
      const form = page.locator('form[method="post"]').filter({ has: page.locator('input[name="terms"]') });
      await fill(form, registrant(unique('register-nojs', lang)));
      await form.locator('input[name="terms"]').check();
      await form.locator('button[type="submit"]').click();
      await page.waitForURL(/\/ticket\/[0-9A-Z]{16}\?registered$|\/waitlisted/);
      await expectFocusedConfirmation(page, { inPlace: false });
      await shoot(page, `registration-nojs-${lang}`);
      await context.close();
    });

    it('a refused form still leads with its error summary, not a confirmation', async () => {
      const { context, page } = await noScript();
      await page.goto(`${server.url}${prefix}/contact`);
      const form = page.getByTestId('contact-form');
      await fill(form, { ...message('not-an-email'), email: 'not-an-email' });
      await form.locator('button[type="submit"]').click();
      await page.locator('[aria-labelledby="error-summary-title"]').waitFor();
      expect(await page.locator('[data-confirmation], [autofocus]').count()).toBe(0);
      await context.close();
    });
  });
}
