// The dashboard shows the day's work: on a laptop and on a phone, in English and in Amharic, an application waiting for
// review and a new message are counted under "Needs attention", each figure opens its list filtered to exactly those
// rows, and "Staff activity" lists what staff did, from the audit log (not the seeded content).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin as am } from '../../src/i18n/am/admin';
import { admin as en } from '../../src/i18n/en/admin';
import { LAPTOP, launchBrowser, PHONE, settled } from '../support/browser';
import { layoutFaults } from '../support/layout';
import { type RunningServer, startServer } from '../support/server';
import { ADMIN_ACCOUNT, apiOf, applyWithReceipt, registerAndSignIn, type Session, signedIn } from './admin-support';

let server: RunningServer;
let browser: Browser;
let staff: Session;
const api = apiOf(() => server.url);

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { RATE_LIMIT_MULTIPLIER: '20' } }), launchBrowser()]);
  staff = await registerAndSignIn(api, ADMIN_ACCOUNT);
  // A decided application (not waiting) beside the waiting one: the filtered list must leave it out.
  const decided = await applyWithReceipt(api, { firstName: 'Selam', lastName: 'Tadesse', email: 'selam@example.org' });
  expect((await api('PUT', `/api/admin/membership-applications/${decided}/status`, { status: 'approved' }, staff.token)).status).toBe(200);
  await applyWithReceipt(api);
  // A message already answered beside the new one.
  for (const [name, email] of [
    ['Abebe Kebede', 'abebe@example.org'],
    ['Mulu Alemu', 'mulu@example.org'],
  ] as const) {
    const sent = await api('POST', '/api/contact', {
      name,
      email,
      subject: 'General Inquiry',
      message: 'How do I join the association?',
      contactType: 'individual',
    });
    expect(sent.status).toBe(201);
  }
  const messages = await api('GET', '/api/admin/contact-messages?q=mulu', undefined, staff.token);
  const mulu = messages.json.data.items[0].id as string;
  expect((await api('PUT', `/api/admin/contact-messages/${mulu}/status`, { status: 'replied' }, staff.token)).status).toBe(200);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const CASES = [
  { screen: 'laptop', viewport: LAPTOP, lang: 'en' },
  { screen: 'phone', viewport: PHONE, lang: 'en' },
  { screen: 'laptop', viewport: LAPTOP, lang: 'am' },
  { screen: 'phone', viewport: PHONE, lang: 'am' },
] as const;

/** The dashboard's "Needs attention" panel, once loaded. */
async function attention(page: Page) {
  await page.goto(`${server.url}/admin`);
  const panel = page.getByTestId('attention');
  await panel.waitFor();
  return panel;
}

describe.each(CASES)('the dashboard on a $screen in $lang', ({ viewport, lang }) => {
  it('counts the waiting application and the new message, opens each filtered list, and shows staff activity', async () => {
    const words = lang === 'am' ? am : en;
    const { context, page } = await signedIn(browser, staff, viewport);
    await context.addCookies([{ name: 'lang', value: lang, url: server.url }]);

    // A staff action of this run: it is the newest entry of Staff activity.
    const title = `Processors’ workshop ${lang} ${viewport.width}`;
    const made = await api(
      'POST',
      '/api/admin/events',
      { title, description: 'Drying and milling.', date: '2031-03-10', time: '9:00 AM', location: 'Hawassa', image: '' },
      staff.token,
    );
    expect(made.status).toBe(201);

    let panel = await attention(page);
    await page.getByRole('heading', { level: 2, name: words.dashboard.attention }).waitFor();
    const review = panel.getByRole('link', { name: words.dashboard.toReview });
    expect((await review.textContent())?.trim()).toBe(`1 ${words.dashboard.toReview}`);
    const newMessages = panel.getByRole('link', { name: words.dashboard.newMessages });
    expect((await newMessages.textContent())?.trim()).toBe(`1 ${words.dashboard.newMessages}`);

    const activity = page.locator('section[aria-labelledby="staff-activity"]');
    await activity.getByRole('heading', { name: words.dashboard.staffActivity }).waitFor();
    const entries = activity.locator('li');
    // Newest first: this run's event, by the admin; the approval made before the runs is in the list too.
    expect(await entries.first().textContent()).toContain(`${ADMIN_ACCOUNT.firstName} ${ADMIN_ACCOUNT.lastName}`);
    expect(await entries.first().textContent()).toContain(words.dashboard.entities.event);
    expect(await activity.textContent()).toContain(words.dashboard.entities.membership_application);
    expect(await activity.textContent()).not.toContain(words.dashboard.noStaffActivity);

    await settled(page);
    expect(await page.evaluate(layoutFaults)).toEqual([]);

    // The waiting application's figure opens the list of pending applications: Hana's, not Selam's decided one.
    await review.click();
    await page.waitForURL(/\/admin\/applications\?status=pending$/);
    expect(await page.getByRole('combobox', { name: words.applications.filterStatus }).inputValue()).toBe('pending');
    await page.getByText('hana@example.org').first().waitFor();
    await settled(page);
    expect(await page.getByText('selam@example.org').count()).toBe(0);

    // The new message's figure opens the list of new messages: Abebe's, not Mulu's answered one.
    panel = await attention(page);
    await panel.getByRole('link', { name: words.dashboard.newMessages }).click();
    await page.waitForURL(/\/admin\/messages\?status=new$/);
    expect(await page.getByRole('combobox', { name: words.messages.filterStatus }).inputValue()).toBe('new');
    await page.getByText('abebe@example.org').first().waitFor();
    await settled(page);
    expect(await page.getByText('mulu@example.org').count()).toBe(0);

    expect(context.consoleErrors).toEqual([]);
    await context.close();
  }, 120_000);
});
