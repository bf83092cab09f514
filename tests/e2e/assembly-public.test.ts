// Browser, on a phone (375 px): the event cards say how many seats are left, that an event is full (the waiting list)
// or that registration has closed; a visitor registers, gets a seat and a ticket code in the dialog, opens the ticket
// page, goes offline and reloads it: the ticket and its QR code still show. A full event waitlists with the place in the
// queue; the email's cancel link previews, cancels once and refuses a second use. The Amharic ticket and cancel pages.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsMessages as amEvents } from '../../contract/messages/am/events';
import { launchBrowser, newContext, PHONE } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';
import { readMail, startSmtp } from '../support/smtp';

let server: RunningServer;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let token: string;
const ids: Record<'few' | 'full' | 'closed' | 'open', string> = { few: '', full: '', closed: '', open: '' };

async function call<T>(path: string, init: { method?: string; json?: unknown; lang?: string } = {}): Promise<T> {
  const res = await fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Authorization: `Bearer ${token}`,
      'Accept-Language': init.lang ?? 'en',
      ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  expect(res.status, `${path}: ${res.status} ${res.status >= 300 ? await res.clone().text() : ''}`).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

const event = (title: string, extra: Record<string, unknown>) =>
  call<{ id: string }>('/api/admin/events', {
    method: 'POST',
    json: {
      title,
      description: `${title}: a day with the cassava value chain.`,
      date: '2027-02-10',
      time: '9:00 AM',
      location: 'ICT Park, Addis Ababa',
      image: '',
      ...extra,
    },
  });

const person = (email: string, attendees = '1') => ({
  firstName: 'Hana',
  lastName: 'Girma',
  email,
  phone: '0911 223 344',
  organization: 'Wolaita Cassava Union',
  position: 'Secretary',
  attendees,
  dietaryRequirements: 'none',
  specialRequirements: '',
  terms: true,
});

/** The ticket's code in the mails to `to` (the registration's answer carries none). */
async function mailedTicketCode(to: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const text = smtp.received
      .filter((m) => m.to.includes(to))
      .map((m) => readMail(m.raw).text)
      .join('\n');
    const code = /\/ticket\/([0-9A-Z]{16})/.exec(text)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no ticket mailed to ${to} within 30 s`);
}

/** The cancel link of the newest mail to `to`. */
async function cancelLink(to: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const text = smtp.received
      .filter((m) => m.to.includes(to))
      .map((m) => readMail(m.raw).text)
      .join('\n');
    const link = /https?:\/\/[^\s"<>]+\/registrations\/cancel#token=[\w-]+/.exec(text)?.[0];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no cancel link to ${to} within 30 s`);
}

/** The link as this test's server answers it (the mail names the configured public address). */
const local = (link: string) => {
  const url = new URL(link);
  return `${server.url}${url.pathname}${url.hash}`;
};

beforeAll(async () => {
  smtp = await startSmtp();
  [server, browser] = await Promise.all([
    startServer({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, RATE_LIMIT_MULTIPLIER: '5' } }),
    launchBrowser(),
  ]);
  const staff = { firstName: 'Seat', lastName: 'Admin', email: 'seats.admin@example.org', password: 'cassava-seats-2026' };
  expect(
    (
      await fetch(`${server.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(staff),
      })
    ).status,
  ).toBe(201);
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: staff.email, password: staff.password }),
  });
  token = ((await login.json()) as { data: { token: string } }).data.token;
  ids.few = (await event('Few seats field day', { capacity: 12 })).id;
  ids.full = (await event('Full training day', { capacity: 1 })).id;
  ids.closed = (await event('Closed workshop', { capacity: 50, registrationDeadline: '2026-01-05T17:00' })).id;
  ids.open = (await event('Open processing clinic', { capacity: 2 })).id;
  await call(`/api/events/${ids.full}/register`, { method: 'POST', json: person('first.in@example.org') });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

async function register(page: Page, eventId: string, email: string) {
  await page.locator(`[data-event-id="${eventId}"]`).first().click();
  const d = page.getByRole('dialog');
  await d.waitFor();
  const p = person(email);
  await d.getByLabel('First name').fill(p.firstName);
  await d.getByLabel('Last name').fill(p.lastName);
  await d.getByLabel('Email').fill(email);
  await d.getByLabel('Phone').fill(p.phone);
  await d.getByLabel('Organization').fill(p.organization);
  await d.getByLabel('Position').fill(p.position);
  await d.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await d.getByRole('button', { name: 'Register', exact: true }).click();
  return d;
}

/** The QR image drawn and as wide as a phone can show it. */
async function expectScannableQr(page: Page) {
  const qr = page.locator('img[src*="/qr.svg"]').first();
  await qr.waitFor();
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('img[src*="/qr.svg"]');
    return !!img && img.complete && img.naturalWidth > 0;
  });
  const box = (await qr.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(260);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
}

describe('the public side of the assembly day, on a phone', () => {
  let context: BrowserContext & { consoleErrors: string[] };
  let code = '';

  it('shows seats left, full and closed on the event cards; closed has no Register button', async () => {
    context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto(`${server.url}/events`);
    const card = (id: string) => page.locator(`[data-event-card="${id}"]`);
    await card(ids.few).getByText('12 seats left').waitFor();
    expect(await card(ids.full).getByText('Full: join the waiting list').isVisible()).toBe(true);
    expect(await card(ids.closed).getByText('Registration closed').isVisible()).toBe(true);
    expect(await card(ids.closed).locator('[data-event-id]').count()).toBe(0);
    expect(await card(ids.full).locator('[data-event-id]').count()).toBe(1);
    expect(await card(ids.open).getByText('2 seats left').isVisible()).toBe(true);
    await page.close();
  });

  it('registers with a seat: the dialog sends to the mail, whose ticket page shows the code in groups and a scannable QR', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/events`);
    const d = await register(page, ids.open, 'seat.holder@example.org');
    await d.getByText('Registration confirmed').waitFor();
    await d.getByText(/Your ticket and a calendar invitation are on their way to your email/).waitFor();
    // No ticket in the dialog (the answer is the same for an address registered already): the mail has it.
    expect(await d.locator('a[href*="/ticket/"]').count()).toBe(0);
    code = await mailedTicketCode('seat.holder@example.org');
    const shown = code.match(/.{4}/g)!.join('-');
    await page.goto(`${server.url}/ticket/${code}`);
    await page.getByRole('heading', { name: 'Your ticket' }).waitFor();
    await page.locator('[data-ticket]').getByText(shown).waitFor();
    for (const text of ['Hana Girma', 'Wolaita Cassava Union', 'Open processing clinic', 'ICT Park, Addis Ababa', '9:00 AM']) {
      expect(await page.getByText(text, { exact: true }).isVisible(), text).toBe(true);
    }
    expect(await page.getByText('Confirmed: show this at the door').isVisible()).toBe(true);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await expectScannableQr(page);
    // The page asked for it to be kept; the card now says one seat is left.
    await page.waitForFunction(() => document.documentElement.dataset.offline === 'kept');
    await page.close();
  });

  it('still shows the ticket and its QR code after reloading it offline', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/ticket/${code}`);
    await page.getByText('Hana Girma', { exact: true }).waitFor();
    await context.setOffline(true);
    try {
      await page.reload();
      await page.getByText('Open processing clinic', { exact: true }).waitFor({ timeout: 15_000 });
      expect(await page.getByText('Confirmed: show this at the door').isVisible()).toBe(true);
      await expectScannableQr(page);
    } finally {
      await context.setOffline(false);
    }
    await page.close();
  });

  it('waitlists on a full event, the place in the queue being mailed', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/events`);
    const d = await register(page, ids.full, 'second.in@example.org');
    await d.getByText('You are on the waiting list').waitFor();
    expect(await d.getByText('We will email you if a seat frees up.').isVisible()).toBe(true);
    expect(await d.getByText('We have sent you an email with the details and a link to leave the waiting list.').isVisible()).toBe(true);
    expect(await d.locator('a[href*="/ticket/"]').count()).toBe(0);
    await page.close();
  });

  it('cancels by the email link once: preview, confirm, cancelled; the link is refused after', async () => {
    const link = local(await cancelLink('seat.holder@example.org'));
    const page = await context.newPage();
    await page.goto(link);
    await page.getByRole('heading', { name: 'Do you want to cancel this registration?' }).waitFor();
    expect(new URL(page.url()).hash).toBe('');
    for (const text of ['Open processing clinic', 'Hana Girma', 'ICT Park, Addis Ababa']) {
      expect(await page.getByText(text, { exact: true }).isVisible(), text).toBe(true);
    }
    await page.getByRole('button', { name: 'Yes, cancel my registration' }).click();
    await page.getByText('Your registration is cancelled').waitFor();
    expect(await page.getByText(/Your seats go to the people on the waiting list/).isVisible()).toBe(true);
    await page.goto(link);
    await page.locator('[data-cancel="refused"]').waitFor();
    expect(await page.getByRole('button', { name: /cancel my registration/ }).count()).toBe(0);
    await page.goto(`${server.url}/ticket/${code}`);
    await page.getByText('Cancelled', { exact: true }).waitFor();
    expect(await page.locator('img[src*="/qr.svg"]').count()).toBe(0);
    expect(context.consoleErrors.filter((e) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
    await context.close();
  });
});

describe('the Amharic ticket and cancel pages', () => {
  it('shows the ticket in Amharic, and the cancel page asks and answers in Amharic', async () => {
    const { registration } = await call<{ registration: { id: string } }>(`/api/events/${ids.few}/register`, {
      method: 'POST',
      json: person('amharic.holder@example.org', '2'),
      lang: 'am',
    });
    // The answer carries no ticket (it is mailed): the staff list has its code.
    const { registrations } = await call<{ registrations: { id: string; ticketCode: string }[] }>(`/api/events/${ids.few}/registrations`);
    const ticketCode = registrations.find((r) => r.id === registration.id)!.ticketCode;
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto(`${server.url}/am/ticket/${ticketCode}`);
    // The page's heading is there at once; the ticket itself once it has been fetched.
    await page.getByRole('heading', { name: 'የመግቢያ ትኬትዎ' }).waitFor();
    // Registered for two: a ticket for each person, each confirmed.
    await page.getByText('ተረጋግጧል፦ በመግቢያው ላይ ይህን ያሳዩ').first().waitFor();
    expect(await page.locator('[data-person-ticket]').count()).toBe(2);
    expect(await page.getByText('2ኛ፦ እንግዳ 2').isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('am');
    await expectScannableQr(page);
    const link = local(await cancelLink('amharic.holder@example.org'));
    expect(new URL(link).pathname).toBe('/am/registrations/cancel');
    await page.goto(link);
    await page.getByRole('heading', { name: 'ይህን ምዝገባ መሰረዝ ይፈልጋሉ?' }).waitFor();
    await page.getByRole('button', { name: 'አዎ፣ ምዝገባዬ ይሰረዝ' }).click();
    await page.getByText('ምዝገባዎ ተሰርዟል').waitFor();
    await page.goto(link);
    await page.locator('[data-cancel="refused"]').waitFor();
    expect([amEvents.cancelLinkInvalid, amEvents.alreadyCancelled]).toContain(
      (await page.locator('[data-cancel="refused"] [role="alert"]').textContent())?.trim(),
    );
    await context.close();
  });
});
