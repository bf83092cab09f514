// Browser, on a cheap phone (CPU 4× slower, 3G: 700 kbps, 300 ms): what a visitor does between the first paint and the
// moment the app takes the page over. The page is on screen well before the app has adopted it
// (`npm run bench:first-tap`: about 2.5 s on this profile), so a visitor types and taps in that window.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newRawContext, PHONE, type WatchedContext } from '../support/browser';
import { leaksOf } from '../support/privacy';
import { serverLog } from '../support/server';
import { withServerAndBrowser } from '../support/site';
import { appHasTakenOver, appTakesOver, holdTheApp, throttlePhone } from '../support/throttle';
import { apiOf, registerAndSignIn } from './admin-support';

const running = withServerAndBrowser();

const visitor = { name: 'Tigist Alemu', email: 'tigist.first-tap@example.et', message: 'Hello from Hawassa, about cassava cuttings.' };

/** /contact on the throttled phone, opened without waiting for the app; returns once the form's name field shows. */
async function openContact(): Promise<{ context: WatchedContext; page: Page; app: { release: () => void } }> {
  const context = await newRawContext(running.browser, PHONE);
  const page = await context.newPage();
  await throttlePhone(page, '3g');
  const app = await holdTheApp(page);
  await page.goto(`${running.server.url}/contact`, { waitUntil: 'commit' });
  await page.getByRole('form', { name: 'Contact form' }).getByLabel('Name').waitFor();
  return { context, page, app };
}

/** Types the visitor's name, email and message as soon as the fields show, and checks the app had not taken over. */
async function typeBeforeTheApp(page: Page) {
  const form = page.getByRole('form', { name: 'Contact form' });
  // Key by key for the name, as a person types; filled for the rest, so all of it lands inside the window.
  await form.getByLabel('Name').pressSequentially(visitor.name);
  await form.getByLabel('Email').fill(visitor.email);
  await form.getByLabel('Message').fill(visitor.message);
  // Otherwise this test would not be about the window at all.
  expect(await appHasTakenOver(page), 'the app took the page over before the visitor had finished typing').toBe(false);
  return form;
}

/** Nothing the visitor typed is in any address the browser asked for, nor in the server's request log. */
async function expectNoPersonalDataLeft(context: WatchedContext) {
  const personal = Object.values(visitor);
  expect(leaksOf(context.requestedUrls, personal)).toEqual([]);
  // The request log (the logged mails of a server without SMTP say what the mail says, as they must). The app counts
  // the page view when the browser is idle, up to 2 s later on a busy machine: the log is read once it holds a request.
  let { requests } = await serverLog(running.server);
  for (const until = Date.now() + 15_000; requests.length === 0 && Date.now() < until; ) {
    await new Promise((r) => setTimeout(r, 250));
    ({ requests } = await serverLog(running.server));
  }
  expect(requests.length).toBeGreaterThan(0);
  expect(
    leaksOf(
      requests.map((r) => JSON.stringify(r)),
      personal,
    ),
  ).toEqual([]);
}

describe('the contact form, typed into before the app takes over', () => {
  it('keeps what was typed once the app has adopted the page', async () => {
    const { context, page, app } = await openContact();
    const form = await typeBeforeTheApp(page);
    app.release();
    await appTakesOver(page);
    expect(await form.getByLabel('Name').inputValue()).toBe(visitor.name);
    expect(await form.getByLabel('Email').inputValue()).toBe(visitor.email);
    expect(await form.getByLabel('Message').inputValue()).toBe(visitor.message);
    await expectNoPersonalDataLeft(context);
    expect(context.consoleErrors).toEqual([]);
    await context.close();
  });

  it('keeps what was typed when the visitor goes on to the next field after the app has taken over', async () => {
    const { context, page, app } = await openContact();
    const form = await typeBeforeTheApp(page);
    app.release();
    await appTakesOver(page);
    await form.getByLabel('Email').click();
    await form.getByLabel('Email').press('End');
    await form.getByLabel('Phone').pressSequentially('0911 000 000');
    // Past the machine's load (the form's first move fetches it) and its first render.
    await page.waitForLoadState('networkidle');
    expect(await form.getByLabel('Phone').inputValue()).toBe('0911 000 000');
    expect({
      name: await form.getByLabel('Name').inputValue(),
      email: await form.getByLabel('Email').inputValue(),
      message: await form.getByLabel('Message').inputValue(),
    }).toEqual(visitor);
    await context.close();
  });

  it('sends a form submitted before the app takes over once, as a post, and shows where it landed', async () => {
    const { context, page, app } = await openContact();
    const form = await typeBeforeTheApp(page);
    await form.getByLabel('Subject').selectOption('Other');
    await form.getByRole('button', { name: 'Send message' }).click();
    expect(await appHasTakenOver(page), 'the app took the page over before the form was sent').toBe(false);
    app.release();
    await page.waitForURL((url) => url.pathname === '/contact/sent');
    await page.getByRole('heading', { level: 1, name: 'Message sent' }).waitFor();
    const api = apiOf(() => running.server.url);
    const staff = await registerAndSignIn(api, {
      firstName: 'Almaz',
      lastName: 'Tesfaye',
      email: 'almaz.first-tap@example.org',
      password: 'a-very-good-password-1',
    });
    const list = await api('GET', `/api/admin/contact-messages?q=${encodeURIComponent(visitor.email)}`, undefined, staff.token);
    expect(list.json.data.total).toBe(1);
    await expectNoPersonalDataLeft(context);
    await context.close();
  });
});

describe('a page scrolled before the app takes over', () => {
  it('stays where the visitor put it, so the tap that follows lands on the button they reached for', async () => {
    const context = await newRawContext(running.browser, PHONE);
    const page = await context.newPage();
    await throttlePhone(page, '3g');
    const app = await holdTheApp(page);
    await page.goto(`${running.server.url}/membership`, { waitUntil: 'commit' });
    const join = page.locator('[data-membership-type="processor"]');
    await join.waitFor();
    await join.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => scrollY);
    expect(scrolled, 'the plans are below the first screen on a phone').toBeGreaterThan(0);
    app.release();
    await appTakesOver(page);
    // A frame after the app's first render, where a reset to the top would show.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
    await join.click();
    await page.getByRole('dialog', { name: 'Apply for Processor' }).waitFor();
    await context.close();
  });
});
