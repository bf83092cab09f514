// What the browser suites of the translated sites share: one server with a mail catcher and a staff account, and the
// flows every language must complete in its own words (register for the assembly, be refused at the staff's sign-in
// and account pages). Each flow takes the language's catalogs, so a language added is tested by passing its words.

import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { builtInEvents } from '../../content/events';
import { formatTicketCode } from '../../contract/assembly';
import type { Widen } from '../../contract/catalog';
import type { Lang } from '../../contract/languages';
import type { authMessages as enAuthMessages } from '../../contract/messages/auth';
import type { fieldLabels as enFields, validationMessages as enValidation } from '../../contract/messages/validation';
import type { visitorMails as enMails } from '../../server/messages/mail';
import type { auth as enAuth } from '../../src/i18n/en/auth';
import type { flows as enFlows } from '../../src/i18n/en/flows';
import { launchBrowser, newContext } from './browser';
import { layoutFaults } from './layout';
import { type RunningServer, startServer } from './server';
import { readMail, startSmtp } from './smtp';

type Viewport = { width: number; height: number };
type Staff = { firstName: string; lastName: string; email: string; password: string };

export type LanguageSite = Awaited<ReturnType<typeof startLanguageSite>>;

/** The server (mail caught, rate limits loosened for one visitor's many tries), a browser and a signed-in staff member. */
export async function startLanguageSite(lang: Lang, staff: Staff) {
  const smtp = await startSmtp();
  const [server, browser]: [RunningServer, Browser] = await Promise.all([
    startServer({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, RATE_LIMIT_MULTIPLIER: '20' } }),
    launchBrowser(),
  ]);
  const stop = async () => {
    await browser.close();
    await server.stop();
    await smtp.close();
  };
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  let token: string;
  try {
    expect((await post('/api/auth/register', { ...staff, confirmPassword: staff.password })).status).toBe(201);
    const signedIn = (await (await post('/api/auth/login', { email: staff.email, password: staff.password })).json()) as {
      data: { token: string };
    };
    token = signedIn.data.token;
  } catch (error) {
    // Nothing is handed back to stop them later: stopped here, so a failed start leaves no browser or server behind.
    await stop();
    throw error;
  }

  return {
    lang,
    server,
    browser,
    smtp,
    staff,
    /** A staff call (a GET unless `method` says otherwise) that must answer 200; its data. */
    async api<T>(path: string, { method = 'GET', body }: { method?: string; body?: unknown } = {}): Promise<T> {
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: T }).data;
    },
    /** The first `count` mails to `to`, waited for up to 30 s. */
    async mailsTo(to: string, count: number) {
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        const mine = smtp.received.filter((m) => m.to.includes(to));
        if (mine.length >= count) return mine.map((m) => readMail(m.raw));
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error(`fewer than ${count} mails to ${to} within 30 s`);
    },
    /** A page of this language once the app has taken it over (newContext's goto waits for that). */
    async open(viewport: Viewport, path: string) {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      await page.goto(`${server.url}${path}`);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      return { context, page };
    },
    stop,
  };
}

/** A labelled control in `scope`, by its whole label and the * of a required one (so "Name" is not "Last name"). */
export const field = (scope: Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\s*\\*?$`));

/** The catalogs a visitor's flows are checked against, in one language. */
export type VisitorWords = {
  flows: Widen<typeof enFlows>;
  fields: Widen<typeof enFields>;
  validation: Widen<typeof enValidation>;
  mails: typeof enMails;
  /** The built-in events as this language's site shows them. */
  events: typeof builtInEvents;
  /** How a ticket names a person registered without a name. */
  guestName: (position: number) => string;
};

/**
 * Registers three people for the coming assembly from its dialog on a phone: the empty form's messages first, then the
 * registration; the same address again is answered alike, and its registration is mailed to it. Both mails are the
 * language's own, the first exactly its catalog's words.
 */
export async function registersForTheAssembly(site: LanguageSite, words: VisitorWords, email: string, viewport: Viewport) {
  const today = new Date().toISOString().slice(0, 10);
  const assembly = builtInEvents.find((e) => e.date > today)!;
  const shown = words.events.find((e) => e.id === assembly.id)!;
  const ev = words.flows.events;
  const { context, page } = await site.open(viewport, `/${site.lang}/events`);
  const register = async () => {
    await page.locator(`[data-event-id="${assembly.id}"]`).first().click();
    const d = page.getByRole('dialog', { name: ev.dialogTitle(shown.title) });
    await d.waitFor();
    await d.getByRole('button', { name: ev.submit, exact: true }).click();
    for (const text of [
      words.validation.required(words.fields.firstName),
      words.validation.required(words.fields.organization),
      words.validation.required(words.fields.position),
      words.validation.acceptTerms,
    ]) {
      await expect.poll(() => d.getByText(text, { exact: true }).first().isVisible()).toBe(true);
    }
    await field(d, ev.firstName).fill('Tesfaye');
    await field(d, ev.lastName).fill('Gebre');
    await field(d, ev.email).fill(email);
    await field(d, ev.phone).fill('0911 223 344');
    await field(d, ev.organization).fill('Sidama Cassava Union');
    await field(d, ev.position).fill('Chair');
    await field(d, ev.attendees).selectOption('3');
    await field(d, ev.dietaryRequirements).selectOption({ label: ev.dietary.vegan });
    await d.getByRole('checkbox', { name: words.flows.termsLabel }).check();
    await d.getByRole('button', { name: ev.submit, exact: true }).click();
    return d;
  };
  const d = await register();
  await d.getByText(ev.successTitle).waitFor();
  expect(await d.getByText(ev.successBody(shown.title)).isVisible()).toBe(true);
  await d.getByRole('button', { name: words.flows.close }).first().click();
  await d.waitFor({ state: 'detached' });
  // The same address again: answered as a new registration, its registration mailed to it instead.
  const again = await register();
  await again.getByText(ev.successTitle).waitFor();

  const { registrations } = await site.api<{
    registrations: { id: string; email: string; dietaryRequirements: string; ticketCode: string }[];
  }>(`/api/events/${assembly.id}/registrations`);
  const row = registrations.find((r) => r.email === email)!;
  expect(row.dietaryRequirements).toBe('vegan');
  // The row's time is the staff text as written (the international clock); its title, description and place are the
  // language's own.
  const event = { ...assembly, title: shown.title, description: shown.description, location: shown.location };
  const person = { id: row.id, firstName: 'Tesfaye', lastName: 'Gebre', attendees: '3' };
  const noTicket = { code: '', ticketUrl: '', cancelUrl: '', people: [] };
  const mails = await site.mailsTo(email, 2);
  const mail = mails.find((m) => m.subject === words.mails.registered(event, person, noTicket).subject);
  const mailedAgain = mails.find((m) => m.subject === words.mails.registeredAgain(event, person, noTicket).subject);
  expect(mailedAgain?.text).toContain(formatTicketCode(row.ticketCode));
  const codes = [...mail!.text.matchAll(/\b[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}\b/g)].map((m) => m[0]);
  const expected = words.mails.registered(event, person, {
    code: formatTicketCode(row.ticketCode),
    ticketUrl: new RegExp(`\\S+/${site.lang}/ticket/[0-9A-Z]+`).exec(mail!.text)![0],
    cancelUrl: new RegExp(`\\S+/${site.lang}/registrations/cancel#token=\\S+`).exec(mail!.text)![0],
    // Three people, three tickets: the first is the registration's own code, the others named as guests.
    people: ['Tesfaye Gebre', words.guestName(2), words.guestName(3)].map((name, i) => ({ position: i + 1, name, code: codes[i]! })),
  });
  expect(expected.text).toContain(`/${site.lang}/ticket/${row.ticketCode}`);
  expect(mail).toEqual({ subject: expected.subject, text: expected.text });
  expect(context.consoleErrors.filter((e) => !/409/.test(e))).toEqual([]);
  await context.close();
}

/** The staff's sign-in and account pages' words, in one language. */
export type StaffPageWords = { auth: Widen<typeof enAuth>; authMessages: Widen<typeof enAuthMessages> };

/** A wrong password at the sign-in page: refused with the server's message in the page's language. */
export async function signInRefused(site: LanguageSite, words: StaffPageWords, viewport: Viewport) {
  const { context, page } = await site.open(viewport, `/${site.lang}/login`);
  const l = words.auth.login;
  const main = page.locator('main');
  await page.getByRole('heading', { level: 1, name: l.title }).waitFor();
  await field(main, l.email).fill(site.staff.email);
  await field(main, l.password).fill('not-the-password');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
  await page.getByRole('button', { name: l.submit, exact: true }).click();
  const refused = await answer;
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { error: string }).error).toBe(words.authMessages.invalidCredentials);
  await page.getByText(words.authMessages.invalidCredentials).waitFor();
  await context.close();
}

/** The account form: passwords that differ are caught on the page, a taken address by the server, both in the language. */
export async function accountFormRefuses(site: LanguageSite, words: StaffPageWords, viewport: Viewport) {
  const { context, page } = await site.open(viewport, `/${site.lang}/register`);
  const r = words.auth.register;
  const main = page.locator('main');
  await page.getByRole('heading', { level: 1, name: r.title }).waitFor();
  await field(main, r.firstName).fill('Selam');
  await field(main, r.lastName).fill('Tadesse');
  await field(main, r.email).fill(site.staff.email);
  await field(main, r.password).fill('cassava-language-2026');
  await field(main, r.confirmPassword).fill('cassava-language-2027');
  await page.getByRole('button', { name: r.submit, exact: true }).click();
  await main.getByText(words.authMessages.passwordsDoNotMatch).waitFor();
  await field(main, r.confirmPassword).fill('cassava-language-2026');
  const answer = page.waitForResponse((res) => res.url().endsWith('/api/auth/register'));
  await page.getByRole('button', { name: r.submit, exact: true }).click();
  const refused = await answer;
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: string }).error).toBe(words.authMessages.emailTaken);
  await main.getByText(words.authMessages.emailTaken).first().waitFor();
  await context.close();
}

/** What overflows or is cut off on the page, as "check: selector [box] detail". */
export const overflow = async (page: Page) =>
  (await page.evaluate(layoutFaults)).map((f) => `${f.check}: ${f.selector} [${f.box}] ${f.detail}`);
