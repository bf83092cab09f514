// Browser, on a phone (375 px), in English and Amharic: a person registers a group of five in the dialog, naming some
// of the others; the ticket page shows five tickets, each with its own QR code and the name on it ("Guest 3" where
// none was given), and the one mail holds all five codes and QR images. Without JavaScript the registration page asks
// the same names (as many fields as attendees chosen) and lands on the group's tickets.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticket as amTicket } from '../../src/i18n/am/assembly';
import { flows as amFlows } from '../../src/i18n/am/flows';
import { ticket as enTicket } from '../../src/i18n/en/assembly';
import { flows as enFlows } from '../../src/i18n/en/flows';
import { launchBrowser, newContext, PHONE } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';
import { readMail, startSmtp } from '../support/smtp';

let server: RunningServer;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let eventId = '';

const WORDS = {
  en: { prefix: '', flows: enFlows, ticket: enTicket, guest: (n: number) => `Guest ${n}` },
  am: { prefix: '/am', flows: amFlows, ticket: amTicket, guest: (n: number) => `እንግዳ ${n}` },
} as const;
type Lang = keyof typeof WORDS;

let n = 0;
const emailOf = (lang: Lang, how: string) => `group.${how}.${lang}.${Date.now().toString(36)}.${n++}@example.org`;
/** A field's label as it reads: its words, then the mark of a required field. */
const label = (words: string) => new RegExp(`^${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);

/** The newest mail to `to`: its text, and its raw source (the QR images are its inline attachments). */
async function mailTo(to: string): Promise<{ text: string; raw: string }> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const m = smtp.received.filter((x) => x.to.includes(to)).at(-1);
    if (m) return { text: readMail(m.raw).text, raw: m.raw };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} within 30 s`);
}

/** Fills the registration form (in the dialog or on the page) as a person would, by its labels. */
async function fill(
  scope: Page | ReturnType<Page['getByRole']>,
  lang: Lang,
  email: string,
  attendees: string,
  names: Record<number, string>,
) {
  const t = WORDS[lang].flows.events;
  const values = {
    firstName: lang === 'am' ? 'ትዕግስት' : 'Tigist',
    lastName: 'Bekele',
    email,
    phone: '0911 223 344',
    organization: 'Sidama Cassava Union',
    position: 'Secretary',
  };
  for (const [field, value] of Object.entries(values)) await scope.getByLabel(label(t[field as keyof typeof values])).fill(value);
  await scope.locator('select[name="attendees"]').selectOption(attendees);
  for (const [position, name] of Object.entries(names)) await scope.getByLabel(label(t.guestLabel(Number(position)))).fill(name);
  await scope.getByRole('checkbox', { name: WORDS[lang].flows.termsLabel }).check();
  await scope.getByRole('button', { name: t.submit, exact: true }).click();
  return `${values.firstName} ${values.lastName}`;
}

/** Which of the four name fields show, by their number (2 to 5). */
const shownNameFields = async (scope: Page | ReturnType<Page['getByRole']>) => {
  const shown: number[] = [];
  for (const k of [2, 3, 4, 5]) if (await scope.locator(`[data-guest="${k}"]`).isVisible()) shown.push(k);
  return shown;
};

/** The ticket page shows every person's ticket: name, code and a drawn QR code as wide as the phone allows. */
async function expectGroupTickets(page: Page, lang: Lang, names: string[]) {
  const w = WORDS[lang];
  await page.getByRole('heading', { name: w.ticket.groupTitle(names.length) }).waitFor();
  const people = page.locator('[data-person-ticket]');
  expect(await people.count()).toBe(names.length);
  const codes: string[] = [];
  for (const [i, name] of names.entries()) {
    const person = people.nth(i);
    expect(await person.getByRole('heading', { name: w.ticket.person(i + 1, name) }).isVisible()).toBe(true);
    const code = (await person.getAttribute('data-person-ticket'))!;
    codes.push(code);
    const qr = person.locator(`img[src="/api/tickets/${code}/qr.svg"]`);
    await qr.scrollIntoViewIfNeeded();
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const box = (await qr.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(260);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await person.getByText(w.ticket.statuses.confirmed).isVisible()).toBe(true);
  }
  expect(new Set(codes).size).toBe(names.length);
  return codes;
}

/** The one mail holds every person's name and code, and one inline QR image per person. */
async function expectGroupMail(email: string, names: string[], codes: string[]) {
  const mail = await mailTo(email);
  for (const [i, name] of names.entries()) {
    const shown = codes[i]!.match(/.{4}/g)!.join('-');
    expect(mail.text).toContain(`${i + 1}. ${name}`);
    expect(mail.text).toContain(shown);
  }
  expect(mail.raw.match(/Content-Type: image\/png/gi) ?? []).toHaveLength(names.length);
}

beforeAll(async () => {
  smtp = await startSmtp();
  [server, browser] = await Promise.all([
    startServer({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, RATE_LIMIT_MULTIPLIER: '5' } }),
    launchBrowser(),
  ]);
  const admin = { firstName: 'Group', lastName: 'Admin', email: 'group.admin@example.org', password: 'cassava-group-2026' };
  const headers = { 'Content-Type': 'application/json' };
  expect((await fetch(`${server.url}/api/auth/register`, { method: 'POST', headers, body: JSON.stringify(admin) })).status).toBe(201);
  const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers, body: JSON.stringify(admin) });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const created = await fetch(`${server.url}/api/admin/events`, {
    method: 'POST',
    headers: { ...headers, Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: 'Group field day',
      description: 'Growers come with their neighbours.',
      date: '2027-03-10',
      time: '9:00 AM',
      location: 'Hawassa',
      image: '',
      capacity: 60,
    }),
  });
  expect(created.status).toBe(201);
  eventId = ((await created.json()) as { data: { id: string } }).data.id;
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

describe.each(['en', 'am'] as const)('a group of five registers on a phone (%s)', (lang) => {
  const w = WORDS[lang];
  let context: BrowserContext & { consoleErrors: string[] };
  beforeAll(async () => {
    context = await newContext(browser, PHONE);
  });
  afterAll(() => context?.close());

  it('names the others in the dialog, and sees every ticket on the ticket page and in the mail', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}${w.prefix}/events`);
    await page.locator(`[data-event-id="${eventId}"]`).first().click();
    const d = page.getByRole('dialog');
    await d.waitFor();
    // As many name fields as people after the first.
    expect(await shownNameFields(d)).toEqual([]);
    await d.locator('select[name="attendees"]').selectOption('3');
    expect(await shownNameFields(d)).toEqual([2, 3]);
    const email = emailOf(lang, 'dialog');
    const me = await fill(d, lang, email, '5+', { 2: 'Almaz Bekele', 4: 'Kebede Alemu' });
    await d.getByText(w.flows.events.successTitle).waitFor();
    // The tickets are mailed (the answer shows none): the mail's link opens the group's ticket page.
    const lead = /\/ticket\/([0-9A-Z]{16})/.exec((await mailTo(email)).text)![1]!;
    await page.goto(`${server.url}${w.prefix}/ticket/${lead}`);
    const names = [me, 'Almaz Bekele', w.guest(3), 'Kebede Alemu', w.guest(5)];
    const codes = await expectGroupTickets(page, lang, names);
    expect(page.url().endsWith(`/ticket/${codes[0]}`)).toBe(true);
    await expectGroupMail(email, names, codes);
    // The page fits the phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.close();
  });

  it('without JavaScript, the registration page asks the same names; the mail’s link shows the group’s tickets', async () => {
    const noScript = await browser.newContext({
      viewport: PHONE,
      javaScriptEnabled: false,
      locale: lang === 'am' ? 'am-ET' : 'en-US',
      timezoneId: 'Africa/Addis_Ababa',
    });
    try {
      const page = await noScript.newPage();
      await page.goto(`${server.url}${w.prefix}/events/${eventId}/register`);
      expect(await shownNameFields(page)).toEqual([]);
      await page.locator('select[name="attendees"]').selectOption('3');
      // No script: the form's own CSS shows the fields for the people chosen.
      expect(await shownNameFields(page)).toEqual([2, 3]);
      const email = emailOf(lang, 'nojs');
      const me = await fill(page, lang, email, '3', { 3: 'Hanna Tadesse' });
      await page.waitForURL(`**${w.prefix}/events/${eventId}/registered`);
      const lead = /\/ticket\/([0-9A-Z]{16})/.exec((await mailTo(email)).text)![1]!;
      await page.goto(`${server.url}${w.prefix}/ticket/${lead}`);
      const names = [me, w.guest(2), 'Hanna Tadesse'];
      const codes = await expectGroupTickets(page, lang, names);
      await expectGroupMail(email, names, codes);
      await page.close();
    } finally {
      await noScript.close();
    }
  });
});
