// Browser: the whole story of a member, on a phone against the production server. Apply and close the dialog without a
// receipt; ask for the sign-in link; open it from the mail that arrived; upload the receipt on the account page; staff
// approve; download the certificate; read its QR code; the verify page says VALID; a year on (the server restarted
// with its clock moved) it says EXPIRED.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, PHONE } from '../support/browser';
import { writeReceipts } from '../support/files';
import { qrTextFromPdf } from '../support/qr';
import { freePort, type RunningServer, startServer } from '../support/server';
import { readMail, startSmtp } from '../support/smtp';

const DAY = 86_400_000;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: RunningServer;
let port: number;
let dataDir: string;
let filesDir: string;
let files: Record<string, string>;
let staffToken: string;

const env = () => ({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: `http://127.0.0.1:${port}`, RATE_LIMIT_MULTIPLIER: '5' });

beforeAll(async () => {
  smtp = await startSmtp();
  port = await freePort();
  dataDir = await mkdtemp(join(tmpdir(), 'eca-member-story-'));
  [server, browser] = await Promise.all([startServer({ port, dataDir, env: env() }), launchBrowser()]);
  filesDir = await mkdtemp(join(tmpdir(), 'eca-member-story-files-'));
  files = await writeReceipts(filesDir);
  const staff = { firstName: 'Story', lastName: 'Admin', email: 'story.admin@example.org', password: 'cassava-story-2026' };
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  expect((await post('/api/auth/register', staff)).status).toBe(201);
  staffToken = (
    (await (await post('/api/auth/login', { email: staff.email, password: staff.password })).json()) as { data: { token: string } }
  ).data.token;
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(filesDir, { recursive: true, force: true });
});

/** The newest mail to `to` whose text holds `needle`, decoded from quoted-printable. */
async function mailWith(to: string, needle: string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const found = smtp.received
      .filter((m) => m.to.includes(to))
      .map((m) => readMail(m.raw).text)
      .find((raw) => raw.includes(needle));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} with ${needle} within 30 s`);
}

const staffApi = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${staffToken}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { data: unknown }).data;
};

describe('a member, from application to an expired certificate', () => {
  it('applies, comes back by the mailed link, uploads the receipt, is approved, and the certificate checks out', async () => {
    const email = 'tigist.story@example.org';
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();

    // Apply, then close the dialog without uploading the receipt.
    await page.goto(`${server.url}/membership`);
    await page.locator('[data-membership-type="processor"]').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('First name').fill('Tigist');
    await dialog.getByLabel('Last name').fill('Haile');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone').fill('+251 911 765 432');
    await dialog.getByLabel('Company / farm name').fill('Haile Cassava Processing');
    await dialog.getByLabel('City').fill('Hawassa');
    await dialog.getByLabel('Address').fill('Kebele 02, House 7');
    await dialog.getByLabel('List my company in the public member directory').check();
    await dialog.getByLabel(/I agree/).check();
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    await dialog.getByText('Application submitted').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Ask for the sign-in link, and open it from the mail.
    await page.goto(`${server.url}/account`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    const mail = await mailWith(email, '#token=');
    const link = /(http:\/\/127\.0\.0\.1:\d+\/account#token=[A-Za-z0-9_-]+)/.exec(mail)?.[1];
    expect(link).toBeDefined();
    await page.goto('about:blank');
    await page.goto(link!);
    await page.getByText('Waiting for your receipt').waitFor();
    expect(page.url()).not.toContain('token=');

    // Upload the receipt there.
    await page.getByLabel('Payment receipt').setInputFiles(files.pdf!);
    await page.getByRole('button', { name: 'Upload receipt' }).click();
    await page.getByText('Under review').waitFor();

    // Staff approve.
    const list = (await staffApi('GET', `/api/admin/membership-applications?q=${encodeURIComponent(email)}`)) as {
      items: { id: string }[];
    };
    expect(list.items).toHaveLength(1);
    await staffApi('PUT', `/api/admin/membership-applications/${list.items[0]!.id}/status`, { status: 'approved' });

    // The account shows the membership; download the certificate and read its QR code.
    await page.reload();
    await page
      .getByText(/ECA-\d{4}-0001/)
      .first()
      .waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download certificate' }).click(),
    ]);
    const certificate = new Uint8Array(await readFile((await download.path())!));
    expect(Buffer.from(certificate.subarray(0, 5)).toString()).toBe('%PDF-');
    const verifyLink = await qrTextFromPdf(certificate);
    expect(verifyLink).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port}/verify/[A-Za-z0-9_-]{32,}$`));

    await page.goto(verifyLink);
    await page.getByText('VALID', { exact: true }).waitFor();
    await page.getByText('Haile Cassava Processing').first().waitFor();
    expect(await page.getByText(email).count()).toBe(0);
    expect(context.consoleErrors).toEqual([]);

    // A year and a day on, the same certificate has expired.
    await server.stop();
    server = await startServer({ port, dataDir, env: { ...env(), TEST_NOW: new Date(Date.now() + 367 * DAY).toISOString() } });
    await page.goto(verifyLink);
    await page.getByText('EXPIRED', { exact: true }).waitFor();
    await context.close();
  }, 120_000);
});
