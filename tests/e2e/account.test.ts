// Browser: a member opens "My membership" from the emailed sign-in link on a phone: sees the approved membership,
// downloads the certificate, lists themself in the directory, renews with a receipt upload, comes back with the kept
// session, signs out; a used link is refused with the server's message. In Amharic, /am/account is the Amharic page.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { launchBrowser, newContext, PHONE } from '../support/browser';
import { png, writeReceipts } from '../support/files';
import { validApplication } from '../support/fixtures';
import { type RunningServer, startServer } from '../support/server';
import { readMail, startSmtp } from '../support/smtp';

let server: RunningServer;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let staffToken: string;
const files: Record<string, string> = {};
const EMAIL = 'member.account@example.org';

async function call<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const res = await fetch(`${server.url}${path}`, {
    ...rest,
    headers: {
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      Authorization: `Bearer ${staffToken}`,
      ...rest.headers,
    },
    body: json === undefined ? rest.body : JSON.stringify(json),
  });
  expect(res.status, `${path}: ${res.status}`).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

/** An application by the form's API, its receipt uploaded and approved by staff: a member with one paid year. */
async function approvedMember(email: string, lang: 'en' | 'am' = 'en') {
  const { application } = await call<{ application: { id: string } }>('/api/membership/apply', {
    method: 'POST',
    headers: { 'Accept-Language': lang },
    json: validApplication({ email, membershipType: 'processor' }),
  });
  const form = new FormData();
  form.append('applicationId', application.id);
  form.append('receipt', new Blob([new Uint8Array(png())], { type: 'image/png' }), 'receipt.png');
  await call('/api/upload-receipt', { method: 'POST', body: form });
  await call(`/api/admin/membership-applications/${application.id}/status`, { method: 'PUT', json: { status: 'approved' } });
}

/** The sign-in link of the newest mail to `to` (quoted-printable undone). */
async function signInLink(to: string, after: number): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const mail = smtp.received.filter((m) => m.to.includes(to)).slice(after);
    const text = mail.map((m) => readMail(m.raw).text).join('\n');
    const link = /https?:\/\/[^\s"<>]+\/account#token=[\w-]+/.exec(text)?.[0];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no sign-in link to ${to} within 30 s`);
}

/** Asks for a link on the page and returns it as the mail brings it. */
const ENGLISH = { label: 'Email', send: 'Send me a sign-in link', sent: 'If we know this address, a sign-in link is on its way.' };
const AMHARIC = { label: 'ኢሜይል', send: 'የመግቢያ አገናኝ ይላኩልኝ', sent: 'ይህን አድራሻ የምናውቀው ከሆነ የመግቢያ አገናኝ ተልኮልዎታል።' };

async function askForLink(page: Page, email: string, words = ENGLISH) {
  const before = smtp.received.filter((m) => m.to.includes(email)).length;
  await page.getByLabel(words.label).fill(email);
  await page.getByRole('button', { name: words.send }).click();
  await page.getByText(words.sent, { exact: false }).waitFor();
  // The link goes to the page of the server the test runs, whatever address the mail was written with.
  const link = new URL(await signInLink(email, before));
  return `${server.url}${link.pathname}${link.hash}`;
}

beforeAll(async () => {
  smtp = await startSmtp();
  [server, browser] = await Promise.all([
    startServer({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, RATE_LIMIT_MULTIPLIER: '5' } }),
    launchBrowser(),
  ]);
  Object.assign(files, await writeReceipts(await mkdtemp(join(tmpdir(), 'eca-account-'))));
  const staff = { firstName: 'Account', lastName: 'Admin', email: 'account.admin@example.org', password: 'cassava-account-2026' };
  await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(staff),
  });
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: staff.email, password: staff.password }),
  });
  staffToken = ((await login.json()) as { data: { token: string } }).data.token;
  await approvedMember(EMAIL);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

describe('My membership', () => {
  it('opens from the footer, signs in by the emailed link, and does what a member needs', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'My membership' }).click();
    await page.waitForURL(/\/account$/);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    const link = await askForLink(page, EMAIL);

    // A mail client opens the link in a new tab.
    await page.goto('about:blank');
    await page.goto(link);
    const membership = page.getByRole('region', { name: 'Membership', exact: true });
    await membership.waitFor();
    // The token is out of the address bar at once.
    expect(new URL(page.url()).hash).toBe('');
    await membership.getByText(/^ECA-\d{4}-\d{4}$/).waitFor();
    expect(await membership.getByText('Active').isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Applications', exact: true }).getByText('Approved').isVisible()).toBe(true);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      membership.getByRole('button', { name: 'Download certificate' }).click(),
    ]);
    const pdf = await download.createReadStream().then(async (s) => {
      const chunks: Buffer[] = [];
      for await (const c of s) chunks.push(c as Buffer);
      return Buffer.concat(chunks);
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const [ack] = await Promise.all([
      page.waitForEvent('download'),
      membership.getByRole('button', { name: 'Download payment acknowledgement' }).click(),
    ]);
    expect(ack.suggestedFilename()).toMatch(/\.pdf$/);

    const listing = page.getByRole('checkbox', { name: /public members directory/ });
    expect(await listing.isChecked()).toBe(false);
    await listing.click();
    await page.getByText('Your email, phone and address are never shown.').waitFor();
    expect(await listing.isChecked()).toBe(true);

    await membership.getByRole('button', { name: 'Renew membership' }).click();
    const renewal = page.getByRole('form', { name: 'Renew your membership' });
    expect(await renewal.getByRole('radio', { name: 'Processor' }).isChecked()).toBe(true);
    await renewal.getByRole('radio', { name: 'Exporter' }).check();
    await renewal.getByRole('button', { name: 'Start renewal' }).click();
    const waiting = page.getByRole('listitem').filter({ hasText: 'Renewal: Exporter' });
    await waiting.getByText('Waiting for your receipt').waitFor();
    await waiting.getByLabel('Payment receipt').setInputFiles(files.png!);
    await waiting.getByRole('button', { name: 'Upload receipt' }).click();
    await page.getByText(messages.membership.receiptSuccess).waitFor();

    // Back later: the kept session opens the page without a new link; the listing and the renewal were saved.
    await page.reload();
    await page.getByRole('region', { name: 'Membership', exact: true }).waitFor();
    expect(await page.getByRole('checkbox', { name: /public members directory/ }).isChecked()).toBe(true);
    expect(await page.getByRole('listitem').filter({ hasText: 'Renewal: Exporter' }).getByText('Under review').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText(/You are signed out/).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('accountSession'))).toBeNull();

    // The link works once.
    await page.goto(link);
    await page.getByRole('button', { name: 'Send me a new link' }).waitFor();
    expect(await page.getByRole('alert').textContent()).not.toBe('');
    expect(context.consoleErrors.filter((e) => !/status of 410/.test(e))).toEqual([]);
    await context.close();
  }, 120_000);

  it('answers an unknown address the same way, and sends nothing', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto(`${server.url}/account`);
    const before = smtp.received.length;
    await page.getByLabel('Email').fill('nobody.here@example.org');
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
    await page.getByText('If we know this address, a sign-in link is on its way.', { exact: false }).waitFor();
    await new Promise((r) => setTimeout(r, 1000));
    expect(smtp.received.slice(before).filter((m) => m.to.includes('nobody.here@example.org'))).toEqual([]);
    await context.close();
  }, 60_000);

  it('in Amharic, /am/account is the Amharic page, loaded directly, and an Amharic member is sent there', async () => {
    const email = 'abebe.account@example.org';
    await approvedMember(email, 'am');
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const res = await page.goto(`${server.url}/am/account`);
    expect(res?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/am/account');
    await page.getByRole('heading', { name: 'አባልነትዎን ይክፈቱ' }).waitFor();
    const link = await askForLink(page, email, AMHARIC);
    expect(new URL(link).pathname).toBe('/am/account');
    await page.goto(link);
    await page.getByRole('region', { name: 'አባልነት', exact: true }).waitFor();
    await context.close();
  }, 90_000);
});
