// Browser: the Amharic site used by a visitor who reads only Amharic. Every flow (apply with a receipt, register for the
// assembly, write to the staff, sign in, open an account) is completed on the Amharic pages with the words and messages
// of the Amharic catalogs, and the mail that person gets is in Amharic. No English interface word is left on any Amharic
// page or dialog; axe finds nothing on any of them and nothing overflows, on a phone and on a laptop.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInEvents as amEvents } from '../../content/am/events';
import { plans as amPlans } from '../../content/am/plans';
import { CONTACT_SUBJECT_LABELS as amSubjects } from '../../contract/am/contactSubjects';
import { FIRST_PAYMENT_WORDS as AM_PAYMENT_WORDS } from '../../contract/am/paymentWords';
import { authMessages as amAuthMessages } from '../../contract/messages/am/auth';
import { contactMessages as amContactMessages } from '../../contract/messages/am/contact';
import { membershipMessages as amMembershipMessages } from '../../contract/messages/am/membership';
import { fieldLabels as amFields, validationMessages as amValidation } from '../../contract/messages/am/validation';
import type { PaymentSettings } from '../../contract/payment';
import { paymentDue } from '../../server/features/membership/paymentSettings';
import { guestName as amGuestName, visitorMails as amMails } from '../../server/messages/am/mail';
import type { AdminApplication } from '../../src/api/admin';
import { auth as amAuth } from '../../src/i18n/am/auth';
import { common as amCommon } from '../../src/i18n/am/common';
import { contact as amContact } from '../../src/i18n/am/contact';
import { flows as amFlows } from '../../src/i18n/am/flows';
import { axeViolations } from '../support/axe';
import { LAPTOP, newContext, PHONE } from '../support/browser';
import { writeReceipts } from '../support/files';
import {
  accountFormRefuses,
  field,
  type LanguageSite,
  overflow,
  registersForTheAssembly,
  signInRefused,
  startLanguageSite,
} from '../support/languageSite';

const amVisitor = {
  flows: amFlows,
  fields: amFields,
  validation: amValidation,
  mails: amMails,
  events: amEvents,
  guestName: amGuestName,
};
const amStaffPages = { auth: amAuth, authMessages: amAuthMessages };

const POST = 'wolaita-cooperative-doubles-yield';
/** The Amharic pages served as the app's shell (not pre-rendered). */
const SHELL_PAGES: string[] = ['/am/registrations/cancel'];
const AM_PAGES = [
  '/am',
  '/am/about',
  '/am/membership',
  '/am/events',
  '/am/contact',
  '/am/resources',
  '/am/blog',
  `/am/blog/${POST}`,
  '/am/login',
  '/am/register',
  // A cancel link cut short (no token): the page and its message.
  '/am/registrations/cancel',
];

/** Interface words of the English site; none may show on an Amharic page outside an element marked lang="en". */
const ENGLISH_WORDS = [
  'Home',
  'About Us',
  'Membership',
  'Events',
  'Blog',
  'Resources',
  'Contact',
  'Join Us',
  'Submit',
  'Send',
  'Register',
  'Read more',
  'Learn more',
  'Loading',
  'Required',
  'Email',
  'Phone',
  'Password',
  'Sign in',
  'Log in',
  'Upcoming',
  'Past',
  'Download',
  'Apply',
  'Close',
  'Cancel',
  'Menu',
  'All rights reserved',
  'Follow us',
  'Quick links',
  'Name',
  'Message',
  'Subject',
  'Organization',
  'Address',
  'City',
  'Agenda',
  'Sponsors',
  'Featured',
  'Time',
  'Location',
];
/**
 * Latin words an Amharic page may show: names (of the association, places, partners, social networks), the formats of
 * a file, the international time beside the Ethiopian one (as docs/glossary.md writes it) and the contact addresses.
 */
const LATIN_ALLOWED = new Set([
  'ECA',
  'PDF',
  'JPG',
  'PNG',
  'AM',
  'PM',
  'IITA',
  'Facebook',
  'Telegram',
  'LinkedIn',
  'YouTube',
  'X',
  'Twitter',
  'info',
  'events',
  'cassava.org.et',
  'English',
]);

let site: LanguageSite;
const files: Record<'png' | 'pdf' | 'txt' | 'big' | 'fake', string> = { png: '', pdf: '', txt: '', big: '', fake: '' };
const staff = { firstName: 'Meseret', lastName: 'Haile', email: 'amharic.staff@example.org', password: 'cassava-amharic-2026' };

beforeAll(async () => {
  site = await startLanguageSite('am', staff);
  const dir = await mkdtemp(join(tmpdir(), 'eca-amharic-'));
  Object.assign(files, await writeReceipts(dir), { fake: join(dir, 'photo.png') });
  // Named and typed as a PNG, but not one: only the server, which reads the bytes, can tell.
  await writeFile(files.fake, 'this is plain text pretending to be a picture');
}, 120_000);
afterAll(() => site?.stop());

const open = (viewport: { width: number; height: number }, path: string) => site.open(viewport, path);
const api = <T>(path: string) => site.api<T>(path);
const mailsTo = (to: string, count: number) => site.mailsTo(to, count);

async function fillApplication(d: Locator, email: string) {
  const m = amFlows.membership;
  await field(d, m.firstName).fill('Almaz');
  await field(d, m.lastName).fill('Bekele');
  await field(d, m.email).fill(email);
  await field(d, m.phone).fill('+251 911 234 567');
  await field(d, m.company).fill('Bekele Cassava Farm');
  await field(d, m.city).fill('Hawassa');
  await field(d, m.address).fill('Kebele 04, House 12');
  await d.getByRole('checkbox', { name: amFlows.termsLabel }).check();
}

describe('applying for membership in Amharic', () => {
  const m = amFlows.membership;
  for (const plan of [
    { type: 'farmer', file: 'png', viewport: PHONE },
    { type: 'processor', file: 'pdf', viewport: LAPTOP },
  ] as const) {
    it(`applies as ${plan.type} and uploads a ${plan.file.toUpperCase()} receipt; both mails are in Amharic`, async () => {
      const { context, page } = await open(plan.viewport, '/am/membership');
      await page.locator(`[data-membership-type="${plan.type}"]`).first().click();
      const d = page.getByRole('dialog', { name: m.dialogTitle(amPlans.find((p) => p.id === plan.type)!.title) });
      await d.waitFor();
      const email = `amharic.${plan.type}@example.org`;
      await fillApplication(d, email);
      await d.getByRole('button', { name: m.submit }).click();
      await d.getByText(m.submittedTitle).waitFor();
      expect(await d.getByText(m.submittedBody).isVisible()).toBe(true);
      await field(d, m.receiptLabel).setInputFiles(files[plan.file]);
      await d.getByRole('button', { name: m.upload }).click();
      await d.getByText(amMembershipMessages.receiptSuccess).waitFor();
      await d.getByRole('button', { name: amFlows.close }).first().click();
      await d.waitFor({ state: 'detached' });

      const { applications } = await api<{ applications: (AdminApplication & { lang?: string })[] }>('/api/membership/applications');
      const row = applications.find((a) => a.email === email)!;
      const facts = { id: row.id, firstName: 'Almaz', lastName: 'Bekele', membershipType: plan.type };
      const settings = await api<PaymentSettings>('/api/membership/payment');
      const due = paymentDue(settings, row);
      // The mail tells the instructions in Amharic: here the first published ones, since staff have written none.
      expect(due.translations.am?.instructions).toBe(AM_PAYMENT_WORDS.instructions);
      const payment = {
        ...due,
        instructions: AM_PAYMENT_WORDS.instructions,
        accountUrl: `http://localhost:${site.server.port}/am/account`,
      };
      const mails = await mailsTo(email, 2);
      // The two are sent one after the other but may arrive in either order.
      expect(mails).toHaveLength(2);
      expect(mails).toEqual(
        expect.arrayContaining([
          { subject: amMails.applicationReceived(facts, payment).subject, text: amMails.applicationReceived(facts, payment).text },
          { subject: amMails.receiptReceived(facts).subject, text: amMails.receiptReceived(facts).text },
        ]),
      );
      expect(context.consoleErrors).toEqual([]);
      await context.close();
    });
  }

  it('says every validation message in Amharic, and the server’s refusal of a false receipt too', async () => {
    const { context, page } = await open(LAPTOP, '/am/membership');
    await page.locator('[data-membership-type="exporter"]').first().click();
    const d = page.getByRole('dialog');
    await d.getByRole('button', { name: m.submit }).click();
    for (const label of [
      amFields.firstName,
      amFields.lastName,
      amFields.email,
      amFields.phone,
      amFields.company,
      amFields.address,
      amFields.city,
    ]) {
      await expect.poll(() => d.getByText(amValidation.required(label), { exact: true }).first().isVisible()).toBe(true);
    }
    expect(await d.getByText(amValidation.acceptTerms, { exact: true }).isVisible()).toBe(true);
    await field(d, m.email).fill('not-an-email');
    await d.getByRole('button', { name: m.submit }).click();
    await d.getByText(amValidation.invalidEmail).waitFor();
    await fillApplication(d, 'amharic.validation@example.org');
    await d.getByRole('button', { name: m.submit }).click();
    await d.getByText(m.submittedTitle).waitFor();
    await d.getByRole('button', { name: m.upload }).click();
    await d.getByText(amMembershipMessages.receiptMissing).waitFor();
    await field(d, m.receiptLabel).setInputFiles(files.txt);
    await d.getByText(amMembershipMessages.receiptWrongType).waitFor();
    await field(d, m.receiptLabel).setInputFiles(files.big);
    await d.getByText(amMembershipMessages.receiptTooLarge).waitFor();
    // A text file named .png passes the page's checks; the server reads its bytes, refuses it, and says so in Amharic.
    await field(d, m.receiptLabel).setInputFiles(files.fake);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/upload-receipt') && r.request().method() === 'POST');
    await d.getByRole('button', { name: m.upload }).click();
    const refused = await answer;
    expect(refused.status()).toBe(415);
    expect(((await refused.json()) as { error: string }).error).toBe(amMembershipMessages.receiptWrongType);
    await d.getByText(amMembershipMessages.receiptWrongType).waitFor();
    await field(d, m.receiptLabel).setInputFiles(files.png);
    await d.getByRole('button', { name: m.upload }).click();
    await d.getByText(amMembershipMessages.receiptSuccess).waitFor();
    expect(context.consoleErrors.filter((e) => !/415/.test(e))).toEqual([]);
    await context.close();
  });
});

describe('registering for the assembly in Amharic', () => {
  it('registers on a phone; the same address again is answered alike and gets its registration in an Amharic mail', () =>
    registersForTheAssembly(site, amVisitor, 'amharic.registrant@example.org', PHONE));
});

describe('writing to the staff in Amharic', () => {
  it('validates, sends, shows the Amharic confirmation and sends an Amharic acknowledgement', async () => {
    const { context, page } = await open(PHONE, '/am/contact');
    const form = page.getByRole('form', { name: amContact.formLabel });
    await form.getByRole('button', { name: amContact.submit }).click();
    for (const text of [
      amValidation.required(amFields.name),
      amValidation.required(amFields.email),
      amValidation.chooseSubject,
      amValidation.required(amFields.message),
    ]) {
      await expect.poll(() => form.getByText(text, { exact: true }).first().isVisible()).toBe(true);
    }
    await field(form, amContact.name).fill('Hanna Mulugeta');
    await field(form, amContact.email).fill('amharic.contact@example.org');
    await field(form, amContact.subject).selectOption({ label: amSubjects['Partnership Opportunities'] });
    await form.getByRole('radio', { name: amContact.organization }).check();
    await field(form, amContact.message).fill('We would like to partner on a processing plant in Sidama.');
    await form.getByRole('button', { name: amContact.submit }).click();
    await form.getByText(amValidation.required(amFields.organization), { exact: true }).waitFor();
    await form.locator('input[name="organization"]').fill('Ethio Agri Ltd');
    await form.getByRole('button', { name: amContact.submit }).click();
    // The confirmation takes the form's place (with the focus); a new, empty form only when asked for.
    await page.getByRole('status').filter({ hasText: amContactMessages.success }).waitFor();
    await page.getByRole('button', { name: amContact.another }).click();
    expect(await field(form, amContact.name).inputValue()).toBe('');
    const [mail] = await mailsTo('amharic.contact@example.org', 1);
    const expected = amMails.contactReceived({ name: 'Hanna Mulugeta', subject: 'Partnership Opportunities' });
    expect(mail).toEqual({ subject: expected.subject, text: expected.text });
    expect(context.consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('the staff’s sign-in and account pages in Amharic', () => {
  it('refuses a wrong password with the server’s Amharic message', () => signInRefused(site, amStaffPages, LAPTOP));
  it('checks the account form in Amharic and says a taken email in Amharic', () => accountFormRefuses(site, amStaffPages, PHONE));
});

/** Lets the page settle (data in, fonts in, lazy images in) before it is read. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 20));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

/**
 * The English a person would meet on the page (or in the dialog when one is open): sample English interface words and
 * any Latin word not allowed, in visible text and in the names and descriptions read aloud, outside lang="en".
 */
async function englishOn(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const scope = document.querySelector('[role="dialog"]') ?? document.body;
    const out: string[] = [];
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || el.closest('[lang]:not([lang="am"]), script, style, noscript, [aria-hidden="true"]')) continue;
      if (!el.checkVisibility() && !el.closest('.visually-hidden')) continue;
      out.push(n.textContent ?? '');
    }
    for (const el of scope.querySelectorAll('[aria-label], [placeholder], [title], img[alt], input[value]')) {
      if (el.closest('[lang]:not([lang="am"])') || el.matches('input[type="hidden"]')) continue;
      for (const a of ['aria-label', 'placeholder', 'title', 'alt']) out.push(el.getAttribute(a) ?? '');
    }
    return out;
  });
  const found = new Set<string>();
  for (const text of texts) {
    // Addresses (mail and web) are names of places on the Internet, not words.
    const words = text.replace(/\S+@\S+|https?:\/\/\S+/g, ' ');
    for (const word of ENGLISH_WORDS) if (new RegExp(`\\b${word}\\b`, 'i').test(words)) found.add(`“${word}” in “${text.trim()}”`);
    for (const [word] of words.matchAll(/[A-Za-z][A-Za-z’'.-]*[A-Za-z]|[A-Za-z]/g)) {
      if (!LATIN_ALLOWED.has(word!)) found.add(`“${word}” in “${text.trim()}”`);
    }
  }
  return [...found];
}

/**
 * Text marked English on a page whose every text is built in (no staff or visitor wrote any of it): the built-in
 * events, posts and resources have Amharic places, authors and tags, so nothing but the link to the English site may
 * be marked English. A place, tag or author left in English would hide from englishOn behind its lang="en".
 */
async function markedEnglishOn(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('[lang="en"]')]
      .filter((el) => !el.closest('a[hreflang="en"], script, style, noscript') && (el.textContent ?? '').trim() !== '')
      .map((el) => `“${(el.textContent ?? '').trim().slice(0, 80)}” (${el.tagName.toLowerCase()})`),
  );
}

describe('every Amharic page', () => {
  it('has lang="am" and a title and description of its own, in Amharic', async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of AM_PAGES) {
      const html = await (await fetch(`${site.server.url}${path}`)).text();
      expect(html, path).toMatch(/^<!doctype html>\s*<html lang="am">/i);
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
      for (const text of [title, description]) {
        expect(text, path).toMatch(/[\u1200-\u137f]/);
        expect(
          (text.match(/[A-Za-z]+/g) ?? []).filter((w) => !LATIN_ALLOWED.has(w)),
          path,
        ).toEqual([]);
      }
      // A page that is not pre-rendered (a cancel link's) arrives as the language's app shell, with the site's own
      // Amharic title and description until the app sets the page's; every pre-rendered page has its own.
      if (SHELL_PAGES.includes(path)) continue;
      titles.add(title);
      descriptions.add(description);
    }
    const prerendered = AM_PAGES.filter((p) => !SHELL_PAGES.includes(p));
    expect(titles.size).toBe(prerendered.length);
    expect(descriptions.size).toBe(prerendered.length);
  });

  for (const [label, viewport] of [
    ['phone', PHONE],
    ['laptop', LAPTOP],
  ] as const) {
    it(`on a ${label}: shows no English, has no axe violation at all and nothing overflows`, async () => {
      const context = await newContext(site.browser, viewport);
      const page = await context.newPage();
      const faults: string[] = [];
      for (const path of AM_PAGES) {
        await page.goto(`${site.server.url}${path}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await settle(page);
        faults.push(...(await englishOn(page)).map((f) => `${path}: English ${f}`));
        faults.push(...(await markedEnglishOn(page)).map((f) => `${path}: marked English ${f}`));
        faults.push(...(await axeViolations(page)).map((f) => `${path}: axe ${f}`));
        faults.push(...(await overflow(page)).map((f) => `${path}: layout ${f}`));
      }
      // The phone's menu, open: the switcher and every link in Amharic.
      if (viewport === PHONE) {
        await page.goto(`${site.server.url}/am`);
        await page.getByRole('button', { name: amCommon.nav.openMenu }).click();
        await page.locator('header a[hreflang="en"]').waitFor();
        faults.push(...(await englishOn(page)).map((f) => `/am menu: English ${f}`));
        faults.push(...(await axeViolations(page)).map((f) => `/am menu: axe ${f}`));
      }
      expect(faults).toEqual([]);
      expect(context.consoleErrors).toEqual([]);
      await context.close();
    }, 180_000);

    it(`on a ${label}: the application and registration dialogs, empty and with their messages, are all Amharic and fit`, async () => {
      const context = await newContext(site.browser, viewport);
      const page = await context.newPage();
      const faults: string[] = [];
      const d = page.getByRole('dialog');
      const check = async (where: string) => {
        await page.evaluate(() => document.fonts.ready);
        faults.push(...(await englishOn(page)).map((f) => `${where}: English ${f}`));
        faults.push(...(await axeViolations(page)).map((f) => `${where}: axe ${f}`));
        faults.push(...(await overflow(page)).map((f) => `${where}: layout ${f}`));
      };
      await page.goto(`${site.server.url}/am/membership`);
      await page.locator('[data-membership-type="processor"]').first().click();
      await d.getByRole('button', { name: amFlows.membership.submit }).waitFor();
      await check('application dialog');
      await d.getByRole('button', { name: amFlows.membership.submit }).click();
      await d.getByText(amValidation.required(amFields.firstName)).first().waitFor();
      await check('application dialog with its messages');

      await page.goto(`${site.server.url}/am/events`);
      await page.locator('[data-event-id]').first().click();
      await d.getByRole('button', { name: amFlows.events.submit, exact: true }).waitFor();
      await check('registration dialog');
      await d.getByRole('button', { name: amFlows.events.submit, exact: true }).click();
      await d.getByText(amValidation.required(amFields.firstName)).first().waitFor();
      await check('registration dialog with its messages');
      expect(faults).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
