// Browser, on a phone (375 px), in English and Amharic: after every form a visitor, member or staff member sends, what it
// led to holds the focus (a heading, in a status region when it appears in place), is on screen and not under the fixed
// header, and nothing typed was emptied before it showed. With the app, and without JavaScript (where the server's
// result page focuses its title as it loads). SCREENSHOT_DIR=<dir> also saves each confirmation at 375 and 1280 px.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInEvents } from '../../content/events';
import { LAPTOP, launchBrowser, newContext, newRawContext, PHONE, waitInPage } from '../support/browser';
import { writeReceipts } from '../support/files';
import { validApplication, validRegistration } from '../support/fixtures';
import { keepingPictures, picture } from '../support/pictures';
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
  // Asked from the test, not by the page's own timers: a page without JavaScript runs none, and on a busy machine its
  // autofocus may land a moment after the load. A failure says what held the focus instead.
  await waitInPage(page, () => {
    const el = document.activeElement;
    return !!el && el !== document.body && (/^H[1-3]$/.test(el.tagName) || el.getAttribute('role') === 'status');
  }).catch(async (error: Error) => {
    const held = await page.evaluate(() => ({
      url: location.href,
      focused: document.activeElement?.outerHTML.slice(0, 160),
      title: document.querySelector('h1')?.outerHTML.slice(0, 200),
      readyState: document.readyState,
      visibility: document.visibilityState,
    }));
    throw new Error(`${error.message}; the focus was elsewhere: ${JSON.stringify(held)}`);
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

/** With SCREENSHOT_DIR set, the page as it is now at 375 px, then again at 1280 px (the phone's size restored after). */
async function shoot(page: Page, name: string) {
  if (!keepingPictures()) return;
  await picture(page, `${name}-375`, { fullPage: false });
  await page.setViewportSize(LAPTOP);
  await page.waitForTimeout(300);
  await picture(page, `${name}-1280`, { fullPage: false });
  await page.setViewportSize(PHONE);
}

/** Types each text value into the field of that name in `scope` (a select gets it chosen); the terms box is ticked. */
async function fill(scope: Locator, values: Record<string, unknown>) {
  for (const [name, value] of Object.entries(values)) {
    const field = scope.locator(`[name="${name}"]:not([type="hidden"])`).first();
    if (typeof value !== 'string' || value === '' || (await field.count()) === 0) continue;
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
  if (values.terms === true) await scope.locator('input[name="terms"]').check();
}

/** Fills and sends the form in `scope`; its confirmation then holds the focus in place, and nothing typed was emptied. */
async function sendInPlace(page: Page, scope: Locator, values: Record<string, unknown>) {
  await scope.waitFor();
  await fill(scope, values);
  await watchForEmptying(page, Object.keys(values));
  await scope.locator('button[type="submit"]').first().click();
  await expectFocusedConfirmation(page, { inPlace: true });
  expect(await emptied(page)).toEqual([]);
}

/** A page at `path` on a phone, with the app (`script`) or without JavaScript; closed after `run`, the console clean. */
async function onPhone(path: string, script: boolean, run: (page: Page) => Promise<void>) {
  const context = script ? await newContext(browser, PHONE) : await newRawContext(browser, PHONE, { javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  await run(page);
  // Without JavaScript the console has only the browser's own notes (a refused form's 400).
  if (script) expect(context.consoleErrors).toEqual([]);
  await context.close();
}

const applicant = (lang: string) => validApplication({ email: unique('apply', lang) });
const registrant = (lang: string) => validRegistration(unique('register', lang));
const message = (email: string) => ({
  name: 'Hanna Mulugeta',
  email,
  subject: 'Partnership Opportunities',
  message: 'We would like to partner on a processing plant in Sidama.',
});
const registrationForm = (page: Page) => page.locator('form[method="post"]').filter({ has: page.locator('input[name="terms"]') });

const STAFF = { email: 'selam.haile@example.org', password: 'a-very-good-password-1' };

/** Sends a staff form; the admin area opens with its page's title focused, and only then: a reload leaves it alone. */
async function staffArrives(path: string, values: Record<string, string>, shot: string) {
  await onPhone(path, true, async (page) => {
    await fill(page.locator('form'), values);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(/\/admin/);
    await expectFocusedConfirmation(page, { inPlace: false });
    await shoot(page, shot);
    await page.reload();
    await page.locator('#admin-main h1').waitFor();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  });
}

// Only the first account made on the page is staff (later ones wait for an admin): it is made here, in Amharic.
it('staff: creating the first account lands with the admin page’s title focused', async () => {
  const { email, password } = STAFF;
  await staffArrives(
    '/am/register',
    { firstName: 'Selam', lastName: 'Haile', email, password, confirmPassword: password },
    'staff-register-am',
  );
});

for (const [lang, prefix] of Object.entries(LANGS)) {
  describe(`confirmations at 375 px (${lang}), with the app`, () => {
    it('contact: the confirmation takes the form’s place and the focus; what was typed stays until then', async () => {
      await onPhone(`${prefix}/contact`, true, async (page) => {
        const values = message(unique('contact', lang));
        const form = page.getByTestId('contact-form');
        // The form's machine loads on the first focus: give it the moment it takes before the form is sent.
        await form.locator('[name="name"]').focus();
        await page.waitForTimeout(500);
        await sendInPlace(page, form, values);
        expect(await page.locator('[data-confirmation]').textContent()).toContain(values.email);
        await shoot(page, `contact-${lang}`);
      });
    });

    it('membership dialog: the application’s confirmation, then the receipt’s, each focused and on screen', async () => {
      await onPhone(`${prefix}/membership`, true, async (page) => {
        await page.locator('[data-membership-type="farmer"]').first().click();
        const dialog = page.getByRole('dialog');
        await sendInPlace(page, dialog, applicant(lang));
        expect(await page.locator('[data-confirmation]').getAttribute('data-outcome')).toBe('submitted');
        await shoot(page, `application-${lang}`);
        await dialog.locator('input[name="receipt"]').setInputFiles(receipts.png!);
        await dialog.locator('form button[type="submit"]').click();
        await page.locator('[data-confirmation][data-outcome="done"]').waitFor();
        await expectFocusedConfirmation(page, { inPlace: true });
        await shoot(page, `application-done-${lang}`);
      });
    });

    it('membership page (the app running it): the confirmation in the form’s place, focused', async () => {
      await onPhone(`${prefix}/membership/apply/processor`, true, (page) =>
        sendInPlace(page, page.getByTestId('application-form'), applicant(lang)),
      );
    });

    it('event registration dialog: the ticket’s confirmation, focused and on screen', async () => {
      await onPhone(`${prefix}/events`, true, async (page) => {
        await page.locator(`[data-event-id="${assembly.id}"]`).first().click();
        await sendInPlace(page, page.getByRole('dialog'), registrant(lang));
        expect(await page.locator('[data-confirmation]').getAttribute('data-outcome')).toMatch(/^(confirmed|waitlisted)$/);
        await shoot(page, `registration-${lang}`);
      });
    });

    it('event registration page (the app running it): the confirmation, focused', async () => {
      await onPhone(`${prefix}/events/${assembly.id}/register`, true, (page) =>
        sendInPlace(page, registrationForm(page), registrant(lang)),
      );
    });

    it('My membership: the sign-in link’s confirmation, focused', async () => {
      await onPhone(`${prefix}/account`, true, async (page) => {
        await sendInPlace(page, page.locator('form'), { email: unique('member', lang) });
        await shoot(page, `account-link-${lang}`);
      });
    });

    it('staff: signing in lands with the admin page’s title focused (a reload of it leaves the focus alone)', async () => {
      await staffArrives(`${prefix}/login`, { email: STAFF.email, password: STAFF.password }, `staff-login-${lang}`);
    });
  });

  describe(`confirmations at 375 px (${lang}), without JavaScript`, () => {
    /** Sends the form without JavaScript; the page it lands on (`landsOn`) holds the focus on its title. */
    const sendWithoutScript = async (page: Page, form: Locator, values: Record<string, unknown>, landsOn: (url: URL) => boolean) => {
      await fill(form, values);
      await form.locator('button[type="submit"]').click();
      await page.waitForURL(landsOn);
      await expectFocusedConfirmation(page, { inPlace: false });
    };

    it('contact: the result page’s title holds the focus as it loads', async () => {
      await onPhone(`${prefix}/contact`, false, async (page) => {
        const sent = (url: URL) => url.pathname === `${prefix}/contact/sent`;
        await sendWithoutScript(page, page.getByTestId('contact-form'), message(unique('contact-nojs', lang)), sent);
        await shoot(page, `contact-nojs-${lang}`);
      });
    });

    it('membership: the receipt page, then the done page, each with its title focused', async () => {
      await onPhone(`${prefix}/membership/apply/exporter`, false, async (page) => {
        const form = page.getByTestId('application-form');
        await sendWithoutScript(page, form, applicant(lang), (url) => url.pathname === `${prefix}/membership/receipt`);
        const receipt = page.locator('form[enctype="multipart/form-data"]');
        await receipt.locator('input[name="receipt"]').setInputFiles(receipts.pdf!);
        await sendWithoutScript(page, receipt, {}, (url) => url.pathname === `${prefix}/membership/done`);
      });
    });

    it('event registration: the registered page (the ticket is mailed) with its title focused', async () => {
      await onPhone(`${prefix}/events/${assembly.id}/register`, false, async (page) => {
        const landed = (url: URL) => /\/events\/[^/]+\/(registered|waitlisted)$/.test(url.pathname);
        await sendWithoutScript(page, registrationForm(page), registrant(lang), landed);
        await shoot(page, `registration-nojs-${lang}`);
      });
    });

    it('a refused form still leads with its error summary, not a confirmation', async () => {
      await onPhone(`${prefix}/contact`, false, async (page) => {
        const form = page.getByTestId('contact-form');
        await fill(form, message('not-an-email'));
        await form.locator('button[type="submit"]').click();
        await page.locator('[aria-labelledby="error-summary-title"]').waitFor();
        expect(await page.locator('[data-confirmation], [autofocus]').count()).toBe(0);
      });
    });
  });
}
