// Browser, at 375 px: how to pay, from Settings to the applicant. An applicant reads the fee, the bank and the reference
// on the membership page, applies, and finds them again on the next step, in the mail and on My membership; staff change
// the fee and the bank account in Settings and the next applicant (in Amharic) sees the new ones while the first keeps
// theirs. The membership page says the same without JavaScript, and the receipt page of an application sent without it
// shows what it owes.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_SETTINGS, type PaymentSettings } from '../../contract/payment';
import { flows as amFlows } from '../../src/i18n/am/flows';
import { payment as amPayment } from '../../src/i18n/am/payment';
import { flows as enFlows } from '../../src/i18n/en/flows';
import { payment as enPayment } from '../../src/i18n/en/payment';
import { launchBrowser, newContext, newRawContext, PHONE, signInContext } from '../support/browser';
import { freePort, type RunningServer, startServer } from '../support/server';
import { readMail, startSmtp } from '../support/smtp';

let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: RunningServer;
let port: number;
let dataDir: string;
let session: { token: string; user: unknown };

const FIRST: PaymentSettings = {
  ...DEFAULT_PAYMENT_SETTINGS,
  accounts: [
    { bank: 'Commercial Bank of Ethiopia', branch: 'Bole', accountName: 'Ethiopian Cassava Association', accountNumber: '1000111122223' },
  ],
};

beforeAll(async () => {
  smtp = await startSmtp();
  port = await freePort();
  dataDir = await mkdtemp(join(tmpdir(), 'eca-payment-'));
  const env = { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: `http://127.0.0.1:${port}`, RATE_LIMIT_MULTIPLIER: '20' };
  [server, browser] = await Promise.all([startServer({ port, dataDir, env }), launchBrowser()]);
  const staff = { firstName: 'Pay', lastName: 'Admin', email: 'pay.admin@example.org', password: 'cassava-pay-2026' };
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  expect((await post('/api/auth/register', staff)).status).toBe(201);
  session = ((await (await post('/api/auth/login', { email: staff.email, password: staff.password })).json()) as { data: typeof session })
    .data;
  const res = await fetch(`${server.url}/api/admin/settings`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(FIRST),
  });
  expect(res.status).toBe(200);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The newest mail to `to` whose text holds `needle`. */
async function mailWith(to: string, needle: string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const found = smtp.received
      .filter((m) => m.to.includes(to))
      .map((m) => readMail(m.raw).text)
      .find((text) => text.includes(needle));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} with ${needle} within 30 s`);
}

async function apply(page: Page, flows: typeof amFlows, email: string): Promise<Locator> {
  await page.locator('[data-membership-type="processor"]').first().click();
  const dialog = page.getByRole('dialog');
  for (const [field, value] of Object.entries({
    firstName: 'Tigist',
    lastName: 'Haile',
    email,
    phone: '+251 911 765 432',
    company: 'Haile Cassava Processing',
    city: 'Hawassa',
    address: 'Kebele 02, House 7',
  }))
    await dialog.locator(`[name="${field}"]`).fill(value);
  await dialog.getByRole('checkbox', { name: flows.termsLabel }).check();
  await dialog.getByRole('button', { name: flows.membership.submit }).click();
  await dialog.getByText(flows.membership.submittedTitle).waitFor();
  return dialog;
}

/** The payment block's amount, reference and bank account numbers as shown. */
async function shown(where: Locator) {
  const block = where.getByTestId('payment-details').first();
  await block.waitFor();
  return {
    amount: (await block.getByTestId('payment-amount').textContent()) ?? '',
    reference: (await block.getByTestId('payment-reference').textContent()) ?? '',
    text: (await block.textContent()) ?? '',
  };
}

async function openAccount(page: Page, prefix: string, email: string, sendLabel: RegExp) {
  await page.goto(`${server.url}${prefix}/account`);
  await page.locator('input[type="email"]').fill(email);
  await page.getByRole('button', { name: sendLabel }).click();
  const mail = await mailWith(email, '#token=');
  const link = /(http:\/\/127\.0\.0\.1:\d+(?:\/am)?\/account#token=[A-Za-z0-9_-]+)/.exec(mail)![1]!;
  await page.goto('about:blank');
  await page.goto(link);
}

describe('how to pay, at 375 px', () => {
  it('the fee, bank and reference on the page, the next step, the mail and My membership; Settings changes the next applicant only', async () => {
    // An applicant in English reads the fee and the bank on the membership page.
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto(`${server.url}/membership`);
    expect(await page.locator('[data-plan="processor"]').textContent()).toContain('22,000 Birr');
    expect(await page.locator('[data-plan="processor"]').textContent()).not.toContain('Most popular');
    const howToPay = page.locator('#how-to-pay');
    expect(await howToPay.textContent()).toContain('Commercial Bank of Ethiopia');
    expect(await howToPay.textContent()).toContain('1000111122223');
    expect(await page.getByTestId('investor-price').textContent()).toBe(enPayment.priceOnRequest);

    // Applies: the next step says what to pay, where, with which reference.
    const first = 'first.payer@example.org';
    const dialog = await apply(page, enFlows, first);
    const step = await shown(dialog);
    expect(step.amount).toContain('22,000 Birr');
    expect(step.reference).toMatch(/^ECA-A-\d{4,}$/);
    expect(step.text).toContain('1000111122223');
    expect(await dialog.getByRole('link', { name: enPayment.myMembership }).getAttribute('href')).toBe('/account');

    // The mail says it again, and sends the receipt to My membership.
    const mail = await mailWith(first, step.reference);
    expect(mail).toContain('22,000 Birr');
    expect(mail).toContain('1000111122223');
    expect(mail).toContain(`http://127.0.0.1:${port}/account`);
    expect(mail).not.toContain('application window');

    // Staff change the fee and the bank account in Settings, on a phone.
    const staff = await newContext(browser, PHONE);
    await signInContext(staff, session);
    const admin = await staff.newPage();
    await admin.goto(`${server.url}/admin/settings`);
    await admin.locator('[name="fees.processor"]').fill('25000');
    await admin.locator('[name="row-0.bank"]').fill('Dashen Bank');
    await admin.locator('[name="row-0.accountNumber"]').fill('2000333344445');
    await admin
      .locator('form', { has: admin.locator('[name="fees.processor"]') })
      .getByRole('button', { name: 'Save' })
      .click();
    await admin.getByText('Settings saved. Applicants see them now.').waitFor();

    // The next applicant, in Amharic, sees the new fee and bank; so do the next step and the mail.
    const am = await newContext(browser, PHONE);
    const amPage = await am.newPage();
    await amPage.goto(`${server.url}/am`);
    expect(await amPage.locator('[data-plan="processor"]').textContent()).toContain('25,000 ብር');
    await amPage.goto(`${server.url}/am/membership`);
    expect(await amPage.locator('[data-plan="processor"]').textContent()).toContain('25,000 ብር');
    expect(await amPage.locator('#how-to-pay').textContent()).toContain('Dashen Bank');
    const second = 'second.payer@example.org';
    const amDialog = await apply(amPage, amFlows, second);
    const amStep = await shown(amDialog);
    expect(amStep.amount).toContain('25,000 ብር');
    expect(amStep.text).toContain('2000333344445');
    expect(amStep.text).toContain(amPayment.title);
    expect(amStep.reference).not.toBe(step.reference);
    const amMail = await mailWith(second, amStep.reference);
    expect(amMail).toContain('25,000 ብር');
    expect(amMail).toContain('2000333344445');
    expect(amMail).toContain(`http://127.0.0.1:${port}/am/account`);

    // The first applicant still owes 22,000 Birr on My membership, with the same reference and today's account.
    await openAccount(page, '', first, /^Send me a sign-in link$/);
    const account = await shown(page.locator('main'));
    expect(account.amount).toContain('22,000 Birr');
    expect(account.reference).toBe(step.reference);
    expect(account.text).toContain('2000333344445');
    expect(context.consoleErrors).toEqual([]);
    expect(am.consoleErrors).toEqual([]);
    await Promise.all([context.close(), staff.close(), am.close()]);
  });

  it('without JavaScript: the page shows the fees and accounts from Settings, and the receipt page what the application owes', async () => {
    const context = await newRawContext(browser, PHONE, { javaScriptEnabled: false });
    const page = await context.newPage();
    // The home page's plan cards too, in both languages; the home's address still leads a visitor who chose Amharic
    // to the Amharic home.
    await page.goto(`${server.url}/`);
    expect(await page.locator('[data-plan="processor"]').textContent()).toContain('25,000 Birr');
    expect(await page.locator('[data-plan="farmer"]').textContent()).toContain('22,000 Birr');
    await page.goto(`${server.url}/am`);
    expect(await page.locator('[data-plan="processor"]').textContent()).toContain('25,000 ብር');
    await context.addCookies([{ name: 'lang', value: 'am', url: server.url }]);
    await page.goto(`${server.url}/`);
    expect(new URL(page.url()).pathname).toBe('/am');
    await context.clearCookies();
    await page.goto(`${server.url}/membership`);
    expect(await page.locator('[data-plan="processor"]').textContent()).toContain('25,000 Birr');
    expect(await page.locator('#how-to-pay').textContent()).toContain('Dashen Bank');
    await page.locator('[data-membership-type="processor"]').click();
    await page.waitForURL(`${server.url}/membership/apply/processor`);
    for (const [field, value] of Object.entries({
      firstName: 'Abebe',
      lastName: 'Kebede',
      email: 'nojs.payer@example.org',
      phone: '+251 911 000 111',
      company: 'Kebede Farms',
      city: 'Adama',
      address: 'Kebele 04',
    }))
      await page.locator(`#application-${field}`).fill(value);
    await page.getByRole('checkbox', { name: enFlows.termsLabel }).check();
    await page.getByRole('button', { name: enFlows.membership.submit }).click();
    // The post's anchor is carried over the redirect.
    await page.waitForURL((url) => url.pathname === '/membership/receipt');
    const owed = await shown(page.locator('main'));
    expect(owed.amount).toContain('25,000 Birr');
    expect(owed.reference).toMatch(/^ECA-A-\d{4,}$/);
    expect(owed.text).toContain('2000333344445');
    await context.close();
  });
});
