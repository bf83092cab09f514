// The counter in a browser, at 1280 px in English and at 375 px in Amharic: a walk-in member added with a scanned slip
// gets a member number and staff download the certificate; a walk-in registered and checked in at once shows in the
// door's count; a new sign-in link sent from the counter arrives at the SMTP server and opens "My membership"; a
// ticket is sent again with its code kept. SCREENSHOT_DIR=dir keeps a picture of each screen.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addisToday } from '../../contract/dates';
import { memberNumberYear } from '../../contract/members';
import { counter as amCounter } from '../../src/i18n/am/counter';
import { counter as t } from '../../src/i18n/en/counter';
import { LAPTOP, launchBrowser, PHONE } from '../support/browser';
import { png } from '../support/files';
import { layoutFaults } from '../support/layout';
import { picture } from '../support/pictures';
import { type RunningServer, startServer } from '../support/server';
import { readMail, startSmtp } from '../support/smtp';
import { ADMIN_ACCOUNT, apiOf, registerAndSignIn, type Session, signedIn as signedInAs } from './admin-support';

let server: RunningServer;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let admin: Session;
let eventId: string;
let slipDir: string;
let slipPath: string;

const api = apiOf(() => server.url);
/** A field by the start of its label (a required field's label ends with its marker). */
const lbl = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const shot = (page: Page, name: string) => picture(page, name);
/** Mail to `to` whose text matches, as the SMTP server received it (the outbox worker polls every few seconds). */
async function mailTo(to: string, match: RegExp, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const found = smtp.received
      .filter((m) => m.to.includes(to))
      .map((m) => readMail(m.raw))
      .find((m) => match.test(m.text));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} matching ${match}`);
}

beforeAll(async () => {
  smtp = await startSmtp();
  [server, browser] = await Promise.all([
    startServer({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, RATE_LIMIT_MULTIPLIER: '5' } }),
    launchBrowser(),
  ]);
  admin = await registerAndSignIn(api, ADMIN_ACCOUNT);
  const made = await api(
    'POST',
    '/api/admin/events',
    {
      title: 'Cassava field day',
      description: 'Cuttings and tools.',
      date: addisToday(),
      time: '9:00 AM',
      location: 'Hawassa',
      capacity: 3,
    },
    admin.token,
  );
  expect(made.status).toBe(201);
  eventId = made.json.data.id;
  slipDir = await mkdtemp(join(tmpdir(), 'eca-counter-'));
  slipPath = join(slipDir, 'slip.png');
  await writeFile(slipPath, png());
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  if (slipDir) await rm(slipDir, { recursive: true, force: true });
});

describe('the counter at 1280 px', () => {
  it('adds a walk-in member with a slip, downloads the certificate, registers and checks in a walk-in, sends a sign-in link', async () => {
    const { context, page } = await signedInAs(browser, admin, LAPTOP);
    await page.goto(`${server.url}/admin`);
    await page.getByRole('link', { name: 'Counter' }).click();
    await page.waitForURL(/\/admin\/counter$/);
    await page.getByRole('heading', { name: t.member.title }).waitFor();
    await shot(page, 'counter-1280-en');
    expect(await page.evaluate(layoutFaults)).toEqual([]);

    // A walk-in member with a bank slip.
    const form = page.getByTestId('walk-in-member');
    await form.getByLabel(lbl(t.firstName)).fill('Tigist');
    await form.getByLabel(lbl(t.lastName)).fill('Alemu');
    await form.getByLabel(lbl(t.email)).fill('tigist@example.org');
    await form.getByLabel(lbl(t.phone)).fill('+251 911 445 566');
    await form.getByLabel(lbl(t.member.company)).fill('Alemu Cassava Processing');
    await form.getByLabel(lbl(t.member.address)).fill('Kebele 02');
    await form.getByLabel(lbl(t.member.city)).fill('Hawassa');
    await form.getByLabel(lbl(t.member.plan)).selectOption('processor');
    await form.getByLabel(lbl(t.member.slip)).setInputFiles(slipPath);
    await form.getByLabel(lbl(t.member.note)).fill('CBE slip 88231');
    await form.getByLabel(lbl(t.consent)).check();
    await form.getByRole('button', { name: t.member.submit }).click();
    const added = page.getByTestId('member-added');
    await added.waitFor();
    const number = await added.getAttribute('data-number');
    expect(number).toMatch(new RegExp(`^ECA-${memberNumberYear(new Date())}-\\d{4}$`));
    await added.getByText(t.member.added(number!)).waitFor();
    await shot(page, 'counter-1280-member-added');
    const download = page.waitForEvent('download');
    await added.getByRole('button', { name: t.member.certificate }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${number}-certificate.pdf`);
    expect((await readFile((await file.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    // The welcome mail with the number arrived.
    await mailTo('tigist@example.org', new RegExp(number!));

    // A walk-in at today's event, let in at once: the door's count says so.
    const walk = page.getByTestId('walk-in-registration');
    await walk.getByLabel(lbl(t.walkIn.event)).selectOption(eventId);
    await walk.getByLabel(lbl(t.firstName)).fill('Kebede');
    await walk.getByLabel(lbl(t.lastName)).fill('Worku');
    await walk.getByLabel(lbl(t.email)).fill('kebede@example.org');
    await walk.getByLabel(lbl(t.phone)).fill('0911 223 344');
    await walk.getByLabel(lbl(t.walkIn.organization)).fill('Wolaita Growers');
    await walk.getByLabel(lbl(t.walkIn.position)).fill('Farmer');
    await walk.getByLabel(lbl(t.walkIn.attendees)).selectOption('2');
    expect(await walk.getByLabel(lbl(t.walkIn.checkIn)).isChecked()).toBe(true);
    await walk.getByLabel(lbl(t.consent)).check();
    await walk.getByRole('button', { name: t.walkIn.submit }).click();
    const done = page.getByTestId('walked-in');
    await done.getByText(`${t.walkIn.done(2, 2)} ${t.walkIn.door(2, 2)}`).waitFor();
    await shot(page, 'counter-1280-walked-in');
    const door = await api('GET', `/api/admin/events/${eventId}/check-in`, undefined, admin.token);
    expect(door.json.data.count).toEqual({ checkedIn: 2, expected: 2 });
    // The door screen shows the same count.
    await page.goto(`${server.url}/admin/check-in?event=${eventId}`);
    await page.getByText('Checked in 2 of 2').first().waitFor();
    await page.goto(`${server.url}/admin/counter`);

    // A new sign-in link, received by the SMTP server, opens "My membership".
    const link = page.getByTestId('resend-link');
    await link.getByLabel(lbl(t.email)).fill('tigist@example.org');
    await link.getByRole('button', { name: t.resend.signInLink }).click();
    await link.getByText(t.resend.linkSent('tigist@example.org')).waitFor();
    const mail = await mailTo('tigist@example.org', /\/account#token=/);
    const url = /(https?:\/\/\S+\/account#token=[A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const account = await context.newPage();
    await account.goto(url.replace(/^https?:\/\/[^/]+/, server.url));
    await account.getByText(number!).first().waitFor();
    await account.close();

    // The walk-in's ticket, sent again with the same code.
    await page.getByLabel(lbl(t.resend.find)).fill('kebede');
    await page.getByTestId('find-registrations').getByRole('button', { name: t.resend.search }).click();
    const row = page.getByTestId('registration-row').first();
    await row.getByRole('button', { name: t.resend.ticket }).click();
    await row.getByText(t.resend.sent('kebede@example.org')).waitFor();
    await shot(page, 'counter-1280-resent');
    expect(await page.evaluate(layoutFaults)).toEqual([]);

    // The member's dialog prints the certificate too.
    await page.goto(`${server.url}/admin/members`);
    await page.getByRole('button', { name: `Open: Tigist Alemu (${number})` }).click();
    const printed = page.waitForEvent('download');
    await page.getByRole('dialog').getByRole('button', { name: 'Print the certificate' }).click();
    expect((await printed).suggestedFilename()).toBe(`${number}-certificate.pdf`);
    expect(context.consoleErrors.join('\n')).toBe('');
    await context.close();
  });
});

describe('the counter at 375 px, in Amharic', () => {
  it('adds a walk-in member and prints the certificate again from the search; no control is clipped', async () => {
    const { context, page } = await signedInAs(browser, admin, PHONE);
    await context.addCookies([{ name: 'lang', value: 'am', url: server.url }]);
    await page.goto(`${server.url}/admin/counter`);
    await page.getByRole('heading', { name: amCounter.member.title }).waitFor();
    expect(await page.evaluate(layoutFaults)).toEqual([]);
    await shot(page, 'counter-375-am');
    const form = page.getByTestId('walk-in-member');
    await form.getByLabel(lbl(amCounter.firstName)).fill('Almaz');
    await form.getByLabel(lbl(amCounter.lastName)).fill('Bekele');
    await form.getByLabel(lbl(amCounter.email)).fill('almaz.bekele@example.org');
    await form.getByLabel(lbl(amCounter.phone)).fill('0911 000 111');
    await form.getByLabel(lbl(amCounter.member.company)).fill('Bekele Farms');
    await form.getByLabel(lbl(amCounter.member.address)).fill('Kebele 05');
    await form.getByLabel(lbl(amCounter.member.city)).fill('Adama');
    await form.getByLabel(lbl(amCounter.member.slip)).setInputFiles(slipPath);
    await form.getByLabel(lbl(amCounter.consent)).check();
    await form.getByRole('button', { name: amCounter.member.submit }).click();
    const added = page.getByTestId('member-added');
    await added.waitFor();
    const number = (await added.getAttribute('data-number'))!;
    await added.getByText(amCounter.member.added(number)).waitFor();
    await shot(page, 'counter-375-am-member-added');
    // The mail goes in the language staff chose (the page's, Amharic).
    const mail = await mailTo('almaz.bekele@example.org', new RegExp(number));
    expect(mail.subject).toMatch(/[\u1200-\u137F]/);

    await page.getByLabel(lbl(amCounter.reprint.find)).fill(number);
    await page.getByTestId('find-members').getByRole('button', { name: amCounter.resend.search }).click();
    const row = page.getByTestId('member-row').first();
    await row.getByText(number).waitFor();
    expect(await page.evaluate(layoutFaults)).toEqual([]);
    await shot(page, 'counter-375-am-reprint');
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: amCounter.member.certificateIn(amCounter.langs.am) }).click();
    expect((await download).suggestedFilename()).toBe(`${number}-certificate.pdf`);
    expect(context.consoleErrors.join('\n')).toBe('');
    await context.close();
  });
});
