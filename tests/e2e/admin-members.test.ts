// Staff look after members from the admin area: the dashboard counts them, the Members list finds and filters them
// and exports them, and a member's dialog shows the history and changes the end date, the listing, or records a
// renewal paid at the office. In English on a laptop, in Amharic on a phone, and for a moderator too.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin as am } from '../../src/i18n/am/admin';
import { LAPTOP, launchBrowser, PHONE, settled } from '../support/browser';
import { layoutFaults } from '../support/layout';
import { type RunningServer, startServer } from '../support/server';
import { ADMIN_ACCOUNT, apiOf, applyWithReceipt, registerAndSignIn, type Session, signedIn as signedInAs } from './admin-support';

let server: RunningServer;
let browser: Browser;
let admin: Session;
let memberId: string;
let memberNumber: string;

const api = apiOf(() => server.url);
const signedIn = (session: Session, viewport = LAPTOP) => signedInAs(browser, session, viewport);
const dialog = (page: Page) => page.getByRole('dialog');
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { RATE_LIMIT_MULTIPLIER: '20' } }), launchBrowser()]);
  admin = await registerAndSignIn(api, ADMIN_ACCOUNT);
  // Hana applies with a receipt and staff approve: she is the first member.
  await applyWithReceipt(api);
  const apps = await api('GET', '/api/admin/membership-applications?q=hana', undefined, admin.token);
  const approved = await api(
    'PUT',
    `/api/admin/membership-applications/${apps.json.data.items[0].id}/status`,
    { status: 'approved' },
    admin.token,
  );
  expect(approved.status).toBe(200);
  memberId = approved.json.data.member.id;
  memberNumber = approved.json.data.member.number;
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the Members screen', () => {
  it('counts, lists, filters, opens, edits, renews and exports a member', async () => {
    const { context, page } = await signedIn(admin);
    await page.goto(`${server.url}/admin`);
    const cards = page.getByRole('region', { name: 'Dashboard' });
    await cards.getByText('Active members').waitFor();
    await page.getByRole('link', { name: 'Manage Active members' }).click();
    await page.waitForURL(/\/admin\/members$/);

    const row = page.getByRole('row', { name: /Hana Girma/ });
    await row.getByText(memberNumber).waitFor();
    await row.getByText('Girma Farms').waitFor();
    await row.getByText('Farmer').waitFor();
    await row.locator('[data-status="active"]').waitFor();
    await row.getByText(/^\d+ days left$/).waitFor();

    // The filters live in the address: a lapsed filter finds no one; back to all, then by plan.
    await page.getByRole('combobox', { name: 'Status' }).selectOption('lapsed');
    await page.waitForURL(/status=lapsed/);
    await page.getByText('Nothing matches these filters.').waitFor();
    await page.goBack();
    await row.getByText(memberNumber).waitFor();
    await page.getByRole('combobox', { name: 'Plan' }).selectOption('farmer');
    await page.waitForURL(/plan=farmer/);
    await row.getByText(memberNumber).waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill('girma');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/q=girma/);
    await row.getByText(memberNumber).waitFor();

    // The member's dialog: details and the history of the approval.
    await page.getByRole('button', { name: `Open: Hana Girma (${memberNumber})` }).click();
    await dialog(page)
      .getByRole('heading', { name: `Hana Girma · ${memberNumber}` })
      .waitFor();
    const history = dialog(page).getByTestId('member-history');
    await history.getByText('Joined: Farmer').waitFor();
    await history.getByText('Application approved').waitFor();
    await history.getByText(/^Payment acknowledgement ECA-R-/).waitFor();

    // The end date moves to ten days from now and the member leaves the directory; the reason is required.
    await dialog(page).getByRole('button', { name: 'Change end date or listing' }).click();
    await dialog(page)
      .getByLabel(/^Valid until/)
      .fill(isoDay(10));
    await dialog(page).getByRole('checkbox', { name: 'Show in the public directory' }).setChecked(false);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await dialog(page).getByText('Reason is required').waitFor();
    await dialog(page)
      .getByLabel(/^Reason for the change/)
      .fill('Paid for a shorter period; agreed by the board');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await dialog(page).getByText('Changes saved.').waitFor();
    await dialog(page).locator('[data-status="expiring"]').first().waitFor();
    await history.getByText('Changed by staff').waitFor();
    await history.getByText('Reason: Paid for a shorter period; agreed by the board').waitFor();
    await history.getByText(`by ${ADMIN_ACCOUNT.firstName} ${ADMIN_ACCOUNT.lastName}`).first().waitFor();
    const edited = await api('GET', `/api/admin/members/${memberId}`, undefined, admin.token);
    expect(edited.json.data).toMatchObject({ validUntil: isoDay(10), listInDirectory: false, status: 'expiring' });

    // A renewal paid at the office, on another plan: the note is required too.
    await dialog(page).getByRole('button', { name: 'Record a renewal paid at the office' }).click();
    await dialog(page).getByLabel(/^Plan/).selectOption('exporter');
    await dialog(page).getByRole('button', { name: 'Record renewal' }).click();
    await dialog(page).getByText('Reason is required').waitFor();
    await dialog(page)
      .getByLabel(/^Reason or note/)
      .fill('Receipt 0042, paid in cash');
    await dialog(page).getByRole('button', { name: 'Record renewal' }).click();
    await dialog(page).getByText('Renewal recorded.').waitFor();
    await history.getByText('Renewal paid at the office: Exporter').waitFor();
    const renewed = await api('GET', `/api/admin/members/${memberId}`, undefined, admin.token);
    expect(renewed.json.data.plan).toBe('exporter');
    expect(renewed.json.data.validUntil > isoDay(300)).toBe(true);
    await dialog(page).getByRole('button', { name: 'Close' }).click();

    // The list behind loaded again: the row shows the new plan, so the search and the plan filter (farmer) no longer
    // find her.
    await page.getByText('Nothing matches “girma”.').waitFor();
    await page.getByRole('combobox', { name: 'Plan' }).selectOption('');
    await row.getByText('Exporter').waitFor();

    // The CSV holds what the list shows.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    expect(await readFile((await file.path())!, 'utf8')).toContain(memberNumber);

    // The dashboard's second card opens the list filtered to expiring members.
    await page.goto(`${server.url}/admin`);
    await page.getByRole('link', { name: 'Manage Expiring in 30 days' }).click();
    await page.waitForURL(/\/admin\/members\?status=expiring$/);
    expect(await page.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('expiring');
    expect(context.consoleErrors.join('\n')).toBe('');
    await context.close();
  }, 120_000);

  it('reads in Amharic on a phone, with no layout fault', async () => {
    const { context, page } = await signedIn(admin, PHONE);
    await context.addCookies([{ name: 'lang', value: 'am', url: server.url }]);
    await page.goto(`${server.url}/admin/members`);
    await page.getByRole('heading', { level: 1, name: am.members.title }).waitFor();
    await page.getByText(memberNumber).first().waitFor();
    await settled(page);
    expect(await page.evaluate(layoutFaults)).toEqual([]);
    await page.getByRole('button', { name: `${am.members.open}: Hana Girma (${memberNumber})` }).click();
    await dialog(page).getByRole('heading', { name: am.members.history }).waitFor();
    await dialog(page)
      .getByText(/ዓ\.ም\./)
      .first()
      .waitFor();
    await dialog(page).getByRole('button', { name: am.members.renewalOpen }).click();
    await dialog(page).getByRole('button', { name: am.members.recordRenewal }).waitFor();
    await settled(page);
    expect(await page.evaluate(layoutFaults)).toEqual([]);
    expect(context.consoleErrors.join('\n')).toBe('');
    await context.close();
  }, 90_000);

  it('a moderator finds Members in the sidebar and opens the list', async () => {
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
    const login = await api('POST', '/api/auth/login', { email: 'mesfin@example.org', password });
    const { context, page } = await signedIn(login.json.data);
    await page.goto(`${server.url}/admin`);
    await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Members', exact: true }).click();
    await page.getByRole('row', { name: /Hana Girma/ }).waitFor();
    await context.close();
  }, 90_000);
});
