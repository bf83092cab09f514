// Browser, JavaScript off, on a phone, in English and Amharic: Join Now opens the plan's page, whose form posts to the
// server; the receipt page takes a PNG or a PDF through a native file field and lands on the done page. A missing field
// and a bad email come back with their messages and the typed values; a 6 MB receipt and a program renamed .png come
// back with theirs. The mails arrive, and staff see the records. Then, JavaScript on: a tap on Join Now at the first
// paint is never lost.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_TITLES as amPlans } from '../../contract/am/plans';
import { membershipMessages as amMembership } from '../../contract/messages/am/membership';
import { validationMessages as amValidation } from '../../contract/messages/am/validation';
import { membershipMessages as enMembership } from '../../contract/messages/membership';
import { validationMessages as enValidation } from '../../contract/messages/validation';
import { PLAN_TITLES as enPlans } from '../../contract/plans';
import { visitorMails as amMails } from '../../server/messages/am/mail';
import { visitorMails as enMails } from '../../server/messages/mail';
import { flows as amFlows } from '../../src/i18n/am/flows';
import { membershipPage as amMembershipPage } from '../../src/i18n/am/membershipPage';
import { flows as enFlows } from '../../src/i18n/en/flows';
import { membershipPage as enMembershipPage } from '../../src/i18n/en/membershipPage';
import { launchBrowser, newContext, PHONE } from '../support/browser';
import { writeReceipts } from '../support/files';
import { type RunningServer, startServer } from '../support/server';
import { readMail, startSmtp } from '../support/smtp';

let server: RunningServer;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let dir: string;
let token: string;
let files: Record<string, string>;

beforeAll(async () => {
  smtp = await startSmtp();
  [server, browser] = await Promise.all([
    startServer({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, RATE_LIMIT_MULTIPLIER: '5' } }),
    launchBrowser(),
  ]);
  dir = await mkdtemp(join(tmpdir(), 'eca-nojs-membership-'));
  files = await writeReceipts(dir);
  files.six = join(dir, 'big-scan.png');
  await writeFile(files.six, Buffer.alloc(6 * 1024 * 1024, 0x42));
  // A Windows program (MZ header) renamed to look like a picture.
  files.exe = join(dir, 'receipt-photo.png');
  await writeFile(files.exe, Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]), Buffer.alloc(4096, 0x90)]));
  const staff = { firstName: 'NoJs', lastName: 'Admin', email: 'nojs.admin@example.org', password: 'cassava-nojs-2026' };
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  expect((await post('/api/auth/register', staff)).status).toBe(201);
  token = ((await (await post('/api/auth/login', { email: staff.email, password: staff.password })).json()) as { data: { token: string } })
    .data.token;
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/**
 * A phone with JavaScript off. (tests/support/browser.ts's newContext makes page.goto wait for the app to take the page
 * over, which never happens here.) No request may carry personal data in its address.
 */
async function noJsContext(): Promise<BrowserContext & { addresses: string[] }> {
  const context = (await browser.newContext({
    viewport: PHONE,
    javaScriptEnabled: false,
    locale: 'en-US',
    timezoneId: 'Africa/Addis_Ababa',
  })) as BrowserContext & { addresses: string[] };
  context.addresses = [];
  context.on('request', (r) => context.addresses.push(r.url()));
  return context;
}

/** The path of the page a browser is on (a 303 keeps the fragment of the form's action). */
const pathOf = (page: Page) => new URL(page.url()).pathname;

async function staffApi<T>(path: string): Promise<T> {
  const res = await fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

type Row = { id: string; email: string; membershipType: string; status: string; receiptUploadedAt: string | null; firstName: string };
async function applicationOf(email: string) {
  const { applications } = await staffApi<{ applications: Row[] }>('/api/membership/applications');
  const row = applications.find((a) => a.email === email);
  expect(row, `no application from ${email}`).toBeTruthy();
  const { application } = await staffApi<{ application: Row & { receipt: { mimeType: string } | null; receiptCount: number } }>(
    `/api/membership/applications/${row!.id}`,
  );
  return application;
}

/** The subjects of the mails to `to`, once `count` have arrived. */
async function subjectsTo(to: string, count: number) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const mails = smtp.received.filter((m) => m.to.includes(to));
    if (mails.length >= count) return mails.map((m) => readMail(m.raw).subject);
    if (Date.now() > deadline) throw new Error(`${mails.length} of ${count} mails to ${to} within 30 s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const LANGS = [
  {
    lang: 'en',
    prefix: '',
    flows: enFlows,
    membershipPage: enMembershipPage,
    membership: enMembership,
    validation: enValidation,
    mails: enMails,
    plans: enPlans,
  },
  {
    lang: 'am',
    prefix: '/am',
    flows: amFlows,
    membershipPage: amMembershipPage,
    membership: amMembership,
    validation: amValidation,
    mails: amMails,
    plans: amPlans,
  },
] as const;

describe.each(LANGS)('without JavaScript ($lang)', ({ lang, prefix, flows, membershipPage, membership, validation, mails, plans }) => {
  const t = flows.membership;
  const facts = (membershipType: string) => ({ id: 'x', firstName: 'Tigist', lastName: 'Haile', membershipType });
  // The subject does not depend on what is owed.
  const PAYMENT = { reference: 'x', feeBirr: null, accounts: [], instructions: '', translations: {}, accountUrl: '' };

  async function fillApplication(page: Page, email: string, over: Record<string, string> = {}) {
    const values: Record<string, string> = {
      firstName: 'Tigist',
      lastName: 'Haile',
      email,
      phone: '+251 911 765 432',
      company: 'Haile Cassava Processing',
      city: 'Hawassa',
      address: 'Kebele 02, House 7',
      ...over,
    };
    for (const [field, value] of Object.entries(values)) await page.locator(`#application-${field}`).fill(value);
    await page.getByRole('checkbox', { name: flows.termsLabel }).check();
  }

  /** Join Now (or Register Now) on the membership page, followed as a link. */
  async function openPlan(page: Page, plan: string) {
    await page.goto(`${server.url}${prefix}/membership`);
    await page.locator(`[data-membership-type="${plan}"]`).click();
    await page.waitForURL(`${server.url}${prefix}/membership/apply/${plan}`);
    const title = plan === 'farm-investor' ? t.investorDialogTitle : t.dialogTitle(plans[plan as 'farmer']);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
  }

  async function submit(page: Page) {
    await page.getByRole('button', { name: t.submit }).click();
    await page.waitForLoadState('load');
  }

  /** The file field, by its label (the page's own heading may say the same words). */
  const fileField = (page: Page) => page.getByLabel(t.receiptLabel).and(page.locator('input[type="file"]'));

  async function uploadReceipt(page: Page, file: string) {
    await fileField(page).setInputFiles(file);
    await page.getByRole('button', { name: t.upload }).click();
    await page.waitForLoadState('load');
  }

  for (const { plan, file, mime } of [
    { plan: 'processor', file: 'png', mime: 'image/png' },
    { plan: 'exporter', file: 'pdf', mime: 'application/pdf' },
    { plan: 'farm-investor', file: 'png', mime: 'image/png' },
  ]) {
    it(`applies for ${plan} and sends a ${file.toUpperCase()} receipt`, async () => {
      const context = await noJsContext();
      const page = await context.newPage();
      const email = `nojs.${lang}.${plan}@example.org`;
      await openPlan(page, plan);
      await fillApplication(page, email);
      if (plan === 'exporter') await page.getByRole('checkbox', { name: t.listInDirectory }).check();
      await submit(page);
      expect(pathOf(page)).toBe(`${prefix}/membership/receipt`);
      await page.getByRole('heading', { level: 1, name: membershipPage.receiptTitle }).waitFor();
      expect(await page.getByText(membershipPage.receiptIntro('Tigist', plans[plan as 'farmer'])).isVisible()).toBe(true);
      expect(await page.getByText(t.receiptHelp).isVisible()).toBe(true);

      await uploadReceipt(page, files[file]!);
      expect(pathOf(page)).toBe(`${prefix}/membership/done`);
      await page.getByRole('heading', { level: 1, name: membershipPage.doneTitle }).waitFor();
      expect(await page.getByText(membership.receiptSuccess).isVisible()).toBe(true);
      expect(await page.getByText(t.emailPromise).isVisible()).toBe(true);

      const application = await applicationOf(email);
      expect(application).toMatchObject({ membershipType: plan, status: 'pending', firstName: 'Tigist' });
      expect(application.receipt?.mimeType).toBe(mime);
      expect(application.receiptCount).toBe(1);
      const subjects = await subjectsTo(email, 2);
      expect(subjects).toEqual(
        expect.arrayContaining([mails.applicationReceived(facts(plan), PAYMENT).subject, mails.receiptReceived(facts(plan)).subject]),
      );
      expect(context.addresses.filter((a) => a.includes('Tigist') || a.includes(encodeURIComponent(email)) || a.includes(email))).toEqual(
        [],
      );
      await context.close();
    });
  }

  it('sends the form back with a missing field and a bad email, the values kept; then refuses a 6 MB receipt and a program renamed .png', async () => {
    const context = await noJsContext();
    const page = await context.newPage();
    const email = `nojs.${lang}.mistakes@example.org`;
    await openPlan(page, 'farmer');
    await fillApplication(page, 'tigist-at-example', { city: '' });
    await submit(page);
    expect(page.url()).toBe(`${server.url}${prefix}/membership/apply/farmer#application-form`);
    const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { level: 2 }) });
    expect(await summary.getByRole('link', { name: validation.invalidEmail }).getAttribute('href')).toBe('#application-email');
    expect(await summary.getByRole('link').count()).toBe(2);
    expect(await page.locator('#application-email-error').textContent()).toBe(validation.invalidEmail);
    expect(await page.locator('#application-city-error').textContent()).toBeTruthy();
    // What was typed is still there, the terms still ticked.
    expect(await page.locator('#application-firstName').inputValue()).toBe('Tigist');
    expect(await page.locator('#application-email').inputValue()).toBe('tigist-at-example');
    expect(await page.locator('#application-address').inputValue()).toBe('Kebele 02, House 7');
    expect(await page.getByRole('checkbox', { name: flows.termsLabel }).isChecked()).toBe(true);

    await page.locator('#application-email').fill(email);
    await page.locator('#application-city').fill('Hawassa');
    await submit(page);
    expect(pathOf(page)).toBe(`${prefix}/membership/receipt`);

    for (const [file, message] of [
      [files.six!, membership.receiptTooLarge],
      [files.exe!, membership.receiptWrongType],
    ] as const) {
      await uploadReceipt(page, file);
      expect(pathOf(page)).toBe(`${prefix}/membership/receipt`);
      expect(await fileField(page).getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator('#receipt-file-error').textContent()).toBe(message);
      expect(await page.getByRole('link', { name: message }).getAttribute('href')).toBe('#receipt-file');
    }
    await uploadReceipt(page, files.png!);
    expect(pathOf(page)).toBe(`${prefix}/membership/done`);
    const application = await applicationOf(email);
    expect(application.receiptCount).toBe(1);
    expect(application.receipt?.mimeType).toBe('image/png');
    await context.close();
  });

  it('says the receipt page has expired to a browser that did not apply, and points to My membership', async () => {
    const context = await noJsContext();
    const page = await context.newPage();
    const answer = await page.goto(`${server.url}${prefix}/membership/receipt`);
    expect(answer?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: membershipPage.expiredTitle }).waitFor();
    expect(await page.getByRole('link', { name: membershipPage.openAccount }).first().getAttribute('href')).toBe(`${prefix}/account`);
    await context.close();
  });
});

describe('with JavaScript, a tap at the first paint', () => {
  it.each(LANGS)('on Join Now opens the application, never nothing ($lang)', async ({ prefix, flows, plans }) => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${server.url}${prefix}/membership`, { waitUntil: 'commit' });
    const join = page.locator('[data-membership-type="processor"]');
    await join.waitFor({ state: 'visible' });
    await join.click();
    // Before the app: the plan's page; after it: the dialog. Either way the form is there.
    const dialog = page.getByRole('dialog');
    const pageHeading = page.getByRole('heading', { level: 1, name: flows.membership.dialogTitle(plans.processor) });
    await dialog.or(pageHeading).first().waitFor({ timeout: 15_000 });
    await page.locator('input[name="firstName"]').waitFor();
    await context.close();
  });

  it('on the plan’s page, once the app runs, the same form sends the application and the receipt in place', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const email = 'js.inline.farmer@example.org';
    await page.goto(`${server.url}/membership/apply/farmer`);
    const form = page.getByTestId('application-form');
    for (const [field, value] of Object.entries({
      firstName: 'Almaz',
      lastName: 'Bekele',
      email,
      phone: '+251 911 234 567',
      company: 'Bekele Cassava Farm',
      city: 'Hawassa',
      address: 'Kebele 04',
    }))
      await form.locator(`#application-${field}`).fill(value);
    await form.getByRole('checkbox', { name: enFlows.termsLabel }).check();
    await form.getByRole('button', { name: enFlows.membership.submit }).click();
    await page.getByText(enFlows.membership.submittedTitle).waitFor();
    expect(pathOf(page)).toBe('/membership/apply/farmer');
    await page.getByLabel(enFlows.membership.receiptLabel).setInputFiles(files.png!);
    await page.getByRole('button', { name: enFlows.membership.upload }).click();
    await page.getByText(enMembership.receiptSuccess).waitFor();
    expect((await applicationOf(email)).receipt?.mimeType).toBe('image/png');
    expect(context.consoleErrors).toEqual([]);
    await context.close();
  });
});
