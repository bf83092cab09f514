// Event registration with JavaScript off (Opera Mini's extreme mode, a proxy browser, a script that never arrived), on a
// phone, in English and Amharic: Register Now on the events page is a link to the event's registration page; the form
// posts to the server, which answers with the ticket page (its QR code and the holder's name) or the waiting-list
// page, or with the form again showing each message and every typed value (a missing field, a bad email, a duplicate);
// a closed event says so without a form; an unknown event is a 404 page. The mails come from the test SMTP server and
// the records are checked through the staff API. With JavaScript on, Register Now tapped at the first paint opens the
// registration page or the dialog.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInEvents as eventsAm } from '../../content/am/events';
import { builtInEvents } from '../../content/events';
import { addisToday } from '../../contract/dates';
import { eventsMessages as amEvents } from '../../contract/messages/am/events';
import { validationMessages as amValidation } from '../../contract/messages/am/validation';
import { eventsMessages as enEvents } from '../../contract/messages/events';
import { validationMessages as enValidation } from '../../contract/messages/validation';
import { registered as amRegistered, ticket as amTicket } from '../../src/i18n/am/assembly';
import { form as amForm } from '../../src/i18n/am/contact';
import { flows as amFlows } from '../../src/i18n/am/flows';
import { registered as enRegistered, ticket as enTicket } from '../../src/i18n/en/assembly';
import { form as enForm } from '../../src/i18n/en/contact';
import { flows as enFlows } from '../../src/i18n/en/flows';
import { launchBrowser, PHONE } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';
import { readMail, startSmtp } from '../support/smtp';

let server: RunningServer;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let token: string;

/** Each language's address prefix and words. */
const WORDS = {
  en: {
    prefix: '',
    flows: enFlows,
    registered: enRegistered,
    ticket: enTicket,
    events: enEvents,
    validation: enValidation,
    summary: enForm.summaryTitle,
  },
  am: {
    prefix: '/am',
    flows: amFlows,
    registered: amRegistered,
    ticket: amTicket,
    events: amEvents,
    validation: amValidation,
    summary: amForm.summaryTitle,
  },
} as const;
type Lang = keyof typeof WORDS;

/** An upcoming built-in event: the pre-rendered events page shows its card without any script. */
const assembly = builtInEvents.find((e) => e.date >= addisToday(new Date()))!;
/** The assembly's place in each language (the Amharic one seeded beside the English). */
const PLACE = { en: assembly.location, am: eventsAm.find((e) => e.id === assembly.id)!.location };

async function staff<T>(path: string, init: { method?: string; json?: unknown } = {}): Promise<T> {
  const res = await fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${token}`, ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  expect(res.status, `${path}: ${res.status}`).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

const newEvent = (title: string, extra: Record<string, unknown>) =>
  staff<{ id: string }>('/api/admin/events', {
    method: 'POST',
    json: {
      title,
      description: `${title}: growers and processors meet.`,
      date: '2027-03-10',
      time: '9:00 AM',
      location: 'Hawassa',
      image: '',
      ...extra,
    },
  }).then((e) => e.id);

type Registration = { email: string; status: string; firstName: string; attendees: string; ticketCode: string | null; lang: string };
const recordOf = async (eventId: string, email: string) =>
  (await staff<{ registrations: Registration[] }>(`/api/events/${eventId}/registrations`)).registrations.find((r) => r.email === email);

/** The text of the newest mail to `to` that holds `pattern`. */
async function mailTo(to: string, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const text = smtp.received
      .filter((m) => m.to.includes(to))
      .map((m) => readMail(m.raw).text)
      .find((t) => pattern.test(t));
    if (text) return text;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} matching ${pattern} within 30 s`);
}

/** A phone with JavaScript off. (tests/support/browser.ts newContext waits for the app to take over, which never comes.) */
async function noScriptPhone(lang: Lang): Promise<BrowserContext> {
  return browser.newContext({
    viewport: PHONE,
    javaScriptEnabled: false,
    locale: lang === 'am' ? 'am-ET' : 'en-US',
    timezoneId: 'Africa/Addis_Ababa',
  });
}

let n = 0;
const person = (lang: Lang) => ({
  firstName: lang === 'am' ? 'ትዕግስት' : 'Tigist',
  lastName: 'Bekele',
  email: `nojs.${lang}.${Date.now().toString(36)}.${n++}@example.org`,
  phone: '0911 223 344',
  organization: 'Sidama Cassava Union',
  position: 'Secretary',
});

/** A field's label as it reads: its words, then the mark of a required field. */
const label = (words: string) => new RegExp(`^${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);

/** Fills the registration form as a person would, by its labels. */
async function fill(page: Page, lang: Lang, values: Partial<ReturnType<typeof person>>, terms = true) {
  const t = WORDS[lang].flows.events;
  for (const [field, value] of Object.entries(values))
    await page.getByLabel(label(t[field as keyof ReturnType<typeof person>])).fill(value);
  if (terms) await page.getByRole('checkbox', { name: WORDS[lang].flows.termsLabel }).check();
}

const submit = (page: Page, lang: Lang) => page.getByRole('button', { name: WORDS[lang].flows.events.submit, exact: true }).click();

beforeAll(async () => {
  smtp = await startSmtp();
  [server, browser] = await Promise.all([
    startServer({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, RATE_LIMIT_MULTIPLIER: '5' } }),
    launchBrowser(),
  ]);
  const admin = { firstName: 'Seble', lastName: 'Admin', email: 'nojs.admin@example.org', password: 'cassava-nojs-2026' };
  const headers = { 'Content-Type': 'application/json' };
  expect((await fetch(`${server.url}/api/auth/register`, { method: 'POST', headers, body: JSON.stringify(admin) })).status).toBe(201);
  const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers, body: JSON.stringify(admin) });
  token = ((await login.json()) as { data: { token: string } }).data.token;
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

describe.each(['en', 'am'] as const)('registering for an event without JavaScript (%s), on a phone', (lang) => {
  const w = WORDS[lang];
  let context: BrowserContext;
  let full = '';
  let open = '';
  beforeAll(async () => {
    context = await noScriptPhone(lang);
    full = await newEvent(`Full field day ${lang}`, { capacity: 1 });
    open = await newEvent(`Open field day ${lang}`, { capacity: 40 });
    // The one seat is taken.
    const first = await fetch(`${server.url}/api/events/${full}/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...person(lang), attendees: '1', dietaryRequirements: 'none', specialRequirements: '', terms: true }),
    });
    expect(first.status).toBe(201);
  });
  afterAll(() => context?.close());

  it('Register Now on the events page opens the registration page; the registration says its ticket is mailed, whose page has the QR code', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}${w.prefix}/events`);
    const link = page.locator(`[data-event-id="${assembly.id}"]`).first();
    expect(await link.getAttribute('href')).toBe(`${w.prefix}/events/${assembly.id}/register`);
    await link.click();
    await page.waitForURL(`**${w.prefix}/events/${assembly.id}/register`);
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    const me = person(lang);
    await fill(page, lang, me);
    await page.locator('select[name="attendees"]').selectOption('2');
    await submit(page, lang);
    // The answer to the form shows no ticket (it is the same for an address registered already): the mail has it.
    await page.waitForURL(`**${w.prefix}/events/${assembly.id}/registered`);
    await page.getByRole('heading', { name: w.flows.events.successTitle }).waitFor();
    expect(await page.getByText(w.registered.confirmedMail).isVisible()).toBe(true);
    const code = /\/ticket\/([0-9A-Z]{16})/.exec(await mailTo(me.email, /\/ticket\/[0-9A-Z]{16}/))![1]!;
    await page.goto(`${server.url}${w.prefix}/ticket/${code}`);
    await page.getByRole('heading', { name: w.ticket.title }).waitFor();
    // Registered for two: a ticket for each, the first with the registration's own code.
    expect(await page.locator('[data-person-ticket]').count()).toBe(2);
    expect(await page.getByText(w.ticket.statuses.confirmed).first().isVisible()).toBe(true);
    expect(await page.getByText(`${me.firstName} ${me.lastName}`, { exact: true }).isVisible()).toBe(true);
    const qr = page.locator(`img[src="/api/tickets/${code}/qr.svg"]`);
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const box = (await qr.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(260);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    // The place in the page's language, the other language's nowhere.
    const other = lang === 'am' ? 'en' : 'am';
    expect(await page.getByText(PLACE[lang], { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(PLACE[other]).count()).toBe(0);

    const mail = await mailTo(me.email, new RegExp(`/ticket/${code}`));
    expect(mail).toContain(`${w.prefix}/ticket/${code}`);
    expect(mail).toContain(PLACE[lang]);
    expect(mail).not.toContain(PLACE[other]);
    expect(await recordOf(assembly.id, me.email)).toMatchObject({ status: 'confirmed', ticketCode: code, attendees: '2', lang });
    await page.close();
  });

  it('a full event puts the registration on the waiting list: its place, and the mail with the link to leave it', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}${w.prefix}/events/${full}/register`);
    const me = person(lang);
    await fill(page, lang, me);
    await submit(page, lang);
    await page.waitForURL(`**${w.prefix}/events/${full}/waitlisted`);
    await page.getByRole('heading', { name: w.registered.waitlistedTitle }).waitFor();
    expect(await page.getByText(w.registered.waitlistedBody(null)).isVisible()).toBe(true);
    expect(await page.getByText(w.registered.waitlistedMail).isVisible()).toBe(true);
    expect(await mailTo(me.email, /registrations\/cancel#token=/)).toContain(`${w.prefix}/registrations/cancel#token=`);
    expect(await recordOf(full, me.email)).toMatchObject({ status: 'waitlisted', ticketCode: null, lang });
    await page.close();
  });

  it('a missing field and a bad email come back with their messages, the summary and every typed value', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}${w.prefix}/events/${open}/register`);
    const me = { ...person(lang), lastName: '', email: 'tigist-at-example.org' };
    await fill(page, lang, me, false);
    await page.locator('select[name="dietaryRequirements"]').selectOption('vegetarian');
    await submit(page, lang);
    const summary = page.getByRole('alert').filter({ hasText: w.summary });
    await summary.waitFor();
    for (const message of [w.validation.required(w.flows.events.lastName), w.validation.invalidEmail, w.validation.acceptTerms]) {
      expect(await summary.getByRole('link', { name: message }).count(), message).toBe(1);
      expect(await page.locator('[id$="-error"]').getByText(message, { exact: true }).count(), message).toBe(1);
    }
    expect(await summary.getByRole('link', { name: w.validation.invalidEmail }).getAttribute('href')).toBe('#registration-email');
    expect(await page.getByLabel(label(w.flows.events.firstName)).inputValue()).toBe(me.firstName);
    expect(await page.getByLabel(label(w.flows.events.email)).inputValue()).toBe(me.email);
    expect(await page.getByLabel(label(w.flows.events.organization)).inputValue()).toBe(me.organization);
    expect(await page.locator('select[name="dietaryRequirements"]').inputValue()).toBe('vegetarian');
    // Corrected and sent again: a seat.
    await fill(page, lang, { lastName: 'Bekele', email: person(lang).email });
    await submit(page, lang);
    await page.waitForURL(`**${w.prefix}/events/${open}/registered`);
    await page.close();
  });

  it('a registration of an address registered already lands where a new one does, and the address gets its registration', async () => {
    const page = await context.newPage();
    const me = person(lang);
    for (let i = 0; i < 2; i++) {
      await page.goto(`${server.url}${w.prefix}/events/${open}/register`);
      await fill(page, lang, me);
      await submit(page, lang);
      await page.waitForURL(`**${w.prefix}/events/${open}/registered`);
      expect(await page.getByText(w.registered.confirmedMail).isVisible()).toBe(true);
    }
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await mailTo(me.email, /already registered|አስቀድሞ ተመዝግቧል/)).toContain('#token=');
    expect(
      (await staff<{ registrations: Registration[] }>(`/api/events/${open}/registrations`)).registrations.filter(
        (r) => r.email === me.email,
      ),
    ).toHaveLength(1);
    await page.close();
  });

  it('a closed event says registration has closed, with no form; an unknown event is a 404 page with the way back', async () => {
    const closed = await newEvent(`Closed workshop ${lang}`, { capacity: 50, registrationDeadline: '2026-01-05T17:00' });
    const page = await context.newPage();
    await page.goto(`${server.url}${w.prefix}/events/${closed}/register`);
    expect(await page.getByRole('heading', { name: w.registered.closedTitle }).isVisible()).toBe(true);
    expect(await page.getByText(w.registered.closedBody).isVisible()).toBe(true);
    expect(await page.locator('form[method="post"]').count()).toBe(0);
    const missing = await page.goto(`${server.url}${w.prefix}/events/0b7e5c1a-0000-4000-8000-000000000000/register`);
    expect(missing!.status()).toBe(404);
    expect(await page.getByRole('heading', { name: w.registered.notFoundTitle }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: w.registered.allEvents }).getAttribute('href')).toBe(`${w.prefix}/events`);
    await page.close();
  });
});

describe('Register Now at the first paint, with JavaScript', () => {
  it('opens the registration page or the dialog, whichever is there at the tap', async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'en-US', timezoneId: 'Africa/Addis_Ababa' });
    const page = await context.newPage();
    await page.goto(`${server.url}/events`, { waitUntil: 'commit' });
    await page.locator(`[data-event-id="${assembly.id}"]`).first().click();
    // Before the app has taken over the link is followed; after, the dialog opens. Either way, one of them.
    const onPage = () => new URL(page.url()).pathname === `/events/${assembly.id}/register`;
    await expect.poll(async () => onPage() || (await page.getByRole('dialog').count()) > 0, { timeout: 20_000 }).toBe(true);
    const opened = onPage() ? 'page' : 'dialog';
    if (opened === 'page') {
      await page.getByRole('heading', { name: enRegistered.pageTitle(assembly.title) }).waitFor();
      expect(await page.locator('form[method="post"] [name="email"]').count()).toBe(1);
    } else {
      expect(new URL(page.url()).pathname).toBe('/events');
      expect(await page.getByRole('dialog').getByLabel(label(enFlows.events.email)).count()).toBe(1);
    }
    await context.close();
  });
});
