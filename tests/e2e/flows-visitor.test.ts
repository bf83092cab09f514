// Browser: a visitor applies for each plan and uploads a real PNG and a real PDF, registers for the seeded assembly,
// sends a message (its confirmation in the form's place until another is asked for), sees each client-side validation
// message; rows and mail are checked after.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInEvents } from '../../content/events';
import { messages } from '../../contract/messages';
import { LAPTOP, launchBrowser, newContext, PHONE } from '../support/browser';
import { png, writeReceipts } from '../support/files';
import { type RunningServer, startServer } from '../support/server';
import { startSmtp } from '../support/smtp';

let server: RunningServer;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let dir: string;
let token: string;
const files: Record<string, string> = {};

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

beforeAll(async () => {
  smtp = await startSmtp();
  [server, browser] = await Promise.all([
    startServer({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, RATE_LIMIT_MULTIPLIER: '5' } }),
    launchBrowser(),
  ]);
  dir = await mkdtemp(join(tmpdir(), 'eca-flows-'));
  Object.assign(files, await writeReceipts(dir));
  files.slow = join(dir, 'photo-of-receipt.png');
  const slow = Buffer.alloc(2 * 1024 * 1024, 0x11);
  png().copy(slow);
  await writeFile(files.slow, slow);
  const staff = { firstName: 'Flow', lastName: 'Admin', email: 'flows.admin@example.org', password: 'cassava-flows-2026' };
  const reg = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(staff),
  });
  expect(reg.status).toBe(201);
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: staff.email, password: staff.password }),
  });
  token = ((await login.json()) as { data: { token: string } }).data.token;
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

async function fillApplication(page: Page, email: string) {
  const d = page.getByRole('dialog');
  await d.getByLabel('First name').fill('Almaz');
  await d.getByLabel('Last name').fill('Bekele');
  await d.getByLabel('Email').fill(email);
  await d.getByLabel('Phone').fill('+251 911 234 567');
  await d.getByLabel('Company / farm name').fill('Bekele Cassava Farm');
  await d.getByLabel('City').fill('Hawassa');
  await d.getByLabel('Address').fill('Kebele 04, House 12');
  await d.getByRole('checkbox', { name: /terms and conditions/ }).check();
}

const waitForMail = async (to: string, count = 1) => {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (smtp.received.filter((m) => m.to.includes(to)).length >= count) return smtp.received.filter((m) => m.to.includes(to));
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} within 30 s`);
};

describe('membership application', () => {
  const plans = [
    { type: 'farmer', file: 'png' },
    { type: 'processor', file: 'pdf' },
    { type: 'exporter', file: 'png' },
    { type: 'farm-investor', file: 'pdf' },
  ] as const;
  for (const plan of plans) {
    it(`applies for ${plan.type} on a phone and uploads a ${plan.file.toUpperCase()} receipt`, async () => {
      const context = await newContext(browser, PHONE);
      const page = await context.newPage();
      await page.goto(`${server.url}/membership`);
      await page.locator(`[data-membership-type="${plan.type}"]`).first().click();
      const d = page.getByRole('dialog');
      await d.waitFor();
      const email = `applicant.${plan.type}@example.org`;
      await fillApplication(page, email);
      await d.getByRole('button', { name: 'Submit application' }).click();
      await d.getByText('Application submitted').waitFor();
      expect(await d.getByText(/within 3-5 business days/).isVisible()).toBe(true);
      expect(await d.getByText(/confirmation email within 5 minutes/).isVisible()).toBe(true);
      await d.getByLabel('Payment receipt').setInputFiles(files[plan.file]!);
      await d.getByRole('button', { name: 'Upload receipt' }).click();
      await d.getByText(messages.membership.receiptSuccess).waitFor();

      const { applications } = await api<{
        applications: { id: string; email: string; membershipType: string; status: string; receiptUploadedAt: string | null }[];
      }>('/api/membership/applications');
      const row = applications.find((a) => a.email === email)!;
      expect(row).toMatchObject({ membershipType: plan.type, status: 'pending' });
      expect(row.receiptUploadedAt).not.toBeNull();
      const { application } = await api<{ application: { receipt: { mimeType: string; size: number } } }>(
        `/api/membership/applications/${row.id}`,
      );
      expect(application.receipt.mimeType).toBe(plan.file === 'png' ? 'image/png' : 'application/pdf');
      const mail = await waitForMail(email, 2);
      expect(mail.map((m) => m.raw).join('\n')).toContain('Your payment receipt was received');
      expect(context.consoleErrors).toEqual([]);
      await context.close();
    });
  }

  it('shows the upload progress bar moving on a slow phone connection', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto(`${server.url}/membership`);
    await page.locator('[data-membership-type="exporter"]').first().click();
    const d = page.getByRole('dialog');
    await fillApplication(page, 'slow.uploader@example.org');
    await d.getByRole('button', { name: 'Submit application' }).click();
    await d.getByText('Application submitted').waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // About 3G upload speed: 2 MB takes several seconds.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 100,
      downloadThroughput: -1,
      uploadThroughput: 300 * 1024,
    });
    await d.getByLabel('Payment receipt').setInputFiles(files.slow!);
    await d.getByRole('button', { name: 'Upload receipt' }).click();
    const bar = d.getByRole('progressbar', { name: 'Upload progress' });
    await bar.waitFor();
    const seen: number[] = [];
    const started = Date.now();
    while (Date.now() - started < 30_000) {
      const value = (await bar.count()) > 0 ? await bar.getAttribute('value', { timeout: 1000 }).catch(() => null) : null;
      if (value === null) break;
      seen.push(Number(value));
      await new Promise((r) => setTimeout(r, 200));
    }
    await d.getByText(messages.membership.receiptSuccess).waitFor();
    console.info(`2 MB receipt at 300 KB/s: ${Date.now() - started} ms, ${seen.length} progress samples`);
    const distinct = [...new Set(seen)];
    expect(distinct.length).toBeGreaterThanOrEqual(3);
    expect(distinct).toEqual([...distinct].sort((a, b) => a - b));
    expect(distinct.some((v) => v > 0 && v < 2 * 1024 * 1024)).toBe(true);
    await context.close();
  }, 60_000);

  it('shows every client-side validation message of the application and the receipt', async () => {
    const context = await newContext(browser, LAPTOP);
    const page = await context.newPage();
    await page.goto(`${server.url}/membership`);
    await page.locator('[data-membership-type="farmer"]').first().click();
    const d = page.getByRole('dialog');
    await d.getByRole('button', { name: 'Submit application' }).click();
    for (const text of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone is required',
      'Company / farm name is required',
      'Address is required',
      'City is required',
      'You must accept the terms and conditions',
    ]) {
      expect(await d.getByText(text, { exact: true }).isVisible()).toBe(true);
    }
    await d.getByLabel('Email').fill('not-an-email');
    await d.getByRole('button', { name: 'Submit application' }).click();
    await d.getByText('Please enter a valid email address').waitFor();
    await fillApplication(page, 'validation.applicant@example.org');
    await d.getByRole('button', { name: 'Submit application' }).click();
    await d.getByText('Application submitted').waitFor();
    await d.getByRole('button', { name: 'Upload receipt' }).click();
    await d.getByText(messages.membership.receiptMissing).waitFor();
    await d.getByLabel('Payment receipt').setInputFiles(files.txt!);
    await d.getByText(messages.membership.receiptWrongType).waitFor();
    await d.getByLabel('Payment receipt').setInputFiles(files.big!);
    await d.getByText(messages.membership.receiptTooLarge).waitFor();
    await d.getByRole('button', { name: 'Upload receipt' }).click();
    expect(await d.getByText(messages.membership.receiptTooLarge).isVisible()).toBe(true);
    await d.getByLabel('Payment receipt').setInputFiles(files.png!);
    await d.getByRole('button', { name: 'Upload receipt' }).click();
    await d.getByText(messages.membership.receiptSuccess).waitFor();
    await d.getByRole('button', { name: 'Close' }).first().click();
    await d.waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('event registration', () => {
  const assembly = builtInEvents.find((e) => e.date > new Date().toISOString().slice(0, 10))!;

  it('registers for the upcoming assembly on a phone, then is told about the duplicate', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto(`${server.url}/events`);
    const register = async () => {
      await page.locator(`[data-event-id="${assembly.id}"]`).first().click();
      const d = page.getByRole('dialog');
      await d.waitFor();
      await d.getByRole('button', { name: 'Register', exact: true }).click();
      for (const text of [
        'First name is required',
        'Organization is required',
        'Position is required',
        'You must accept the terms and conditions',
      ]) {
        expect(await d.getByText(text, { exact: true }).isVisible()).toBe(true);
      }
      await d.getByLabel('First name').fill('Tesfaye');
      await d.getByLabel('Last name').fill('Gebre');
      await d.getByLabel('Email').fill('registrant@example.org');
      await d.getByLabel('Phone').fill('0911 223 344');
      await d.getByLabel('Organization').fill('Sidama Cassava Union');
      await d.getByLabel('Position').fill('Chair');
      await d.getByLabel('Number of attendees').selectOption('3');
      await d.getByLabel('Dietary requirements').selectOption('vegan');
      await d.getByRole('checkbox', { name: /terms and conditions/ }).check();
      await d.getByRole('button', { name: 'Register', exact: true }).click();
      return d;
    };
    const d = await register();
    await d.getByText('Registration confirmed').waitFor();
    await d.getByRole('button', { name: 'Close' }).first().click();
    await d.waitFor({ state: 'detached' });
    // The same address again is answered as a new registration (the form tells nobody who is registered); the address
    // gets its registration mailed instead, and nothing more is stored.
    const again = await register();
    await again.getByText('Registration confirmed').waitFor();

    const { registrations } = await api<{ registrations: { email: string; attendees: string; dietaryRequirements: string }[] }>(
      `/api/events/${assembly.id}/registrations`,
    );
    expect(registrations.filter((r) => r.email === 'registrant@example.org')).toEqual([
      expect.objectContaining({ attendees: '3', dietaryRequirements: 'vegan' }),
    ]);
    const [mail] = await waitForMail('registrant@example.org');
    expect(mail!.raw).toMatch(/text\/calendar/i);
    expect(context.consoleErrors.filter((e) => !/409/.test(e))).toEqual([]);
    await context.close();
  });
});

describe('contact', () => {
  it('validates, sends, shows the confirmation in place of the form until another message is asked for', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto(`${server.url}/contact`);
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send message' }).click();
    // The form's machine loads on the visitor's first move (this click) and then checks what was sent: the messages
    // show once it has arrived.
    await form.getByText('Name is required', { exact: true }).waitFor();
    for (const text of ['Name is required', 'Email is required', 'Please choose a subject', 'Message is required']) {
      expect(await form.getByText(text, { exact: true }).isVisible()).toBe(true);
    }
    await form.getByLabel('Name').fill('Hanna Mulugeta');
    await form.getByLabel('Email').fill('hanna.contact@example.org');
    await form.getByLabel('Subject').selectOption('Partnership Opportunities');
    await form.getByRole('radio', { name: 'An organization' }).check();
    await form.getByLabel('Message').fill('We would like to partner on a processing plant in Sidama.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByText('Organization is required', { exact: true }).waitFor();
    await form.locator('input[name="organization"]').fill('Ethio Agri Ltd');
    await form.getByRole('button', { name: 'Send message' }).click();
    // The confirmation in the form's place for 5 seconds, then the form again, empty.
    const confirmation = page.getByRole('status').filter({ hasText: messages.contact.success });
    await confirmation.waitFor();
    const shownAt = Date.now();
    await confirmation.waitFor({ state: 'detached', timeout: 10_000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(4_000);
    expect(shownFor).toBeLessThan(7_000);
    await form.getByLabel('Name').waitFor();
    expect(await form.getByLabel('Name').inputValue()).toBe('');
    expect(await form.getByLabel('Name').evaluate((el) => el === document.activeElement)).toBe(true);
    const { messages: rows } = await api<{ messages: { email: string; organization: string; status: string }[] }>('/api/contact');
    expect(rows.find((r) => r.email === 'hanna.contact@example.org')).toMatchObject({ organization: 'Ethio Agri Ltd', status: 'new' });
    await waitForMail('hanna.contact@example.org');
    expect(context.consoleErrors).toEqual([]);
    await context.close();
  });
});
