// Browser: the Afaan Oromoo site used by a visitor who reads Afaan Oromoo. Every page is served in Oromo (its own title
// and description, lang="om"), shows no interface word of the English site and no Ge'ez, has no axe violation and
// nothing overflows, on a phone and on a laptop, the folded menu included. An application with its receipt and a
// registration for the assembly are completed in Oromo and their mails are the Oromo catalog's; the staff's sign-in and
// account pages refuse in Oromo; the switcher remembers the choice, and staff who chose Oromo get the
// staff area in English (contract/languages.ts, STAFF_LANG).

import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInEvents } from '../../content/events';
import { builtInEvents as omEvents } from '../../content/om/events';
import { plans as omPlans } from '../../content/om/plans';
import { authMessages as omAuthMessages } from '../../contract/messages/om/auth';
import { membershipMessages as omMembershipMessages } from '../../contract/messages/om/membership';
import { fieldLabels as omFields, validationMessages as omValidation } from '../../contract/messages/om/validation';
import { FIRST_PAYMENT_WORDS as OM_PAYMENT_WORDS } from '../../contract/om/paymentWords';
import { DEFAULT_PAYMENT_SETTINGS, type PaymentSettings } from '../../contract/payment';
import { paymentDue } from '../../server/features/membership/paymentSettings';
import { guestName as omGuestName, visitorMails as omMails } from '../../server/messages/om/mail';
import type { AdminApplication } from '../../src/api/admin';
import { common as enCommon } from '../../src/i18n/en/common';
import { flows as enFlows } from '../../src/i18n/en/flows';
import { auth as omAuth } from '../../src/i18n/om/auth';
import { common as omCommon } from '../../src/i18n/om/common';
import { flows as omFlows } from '../../src/i18n/om/flows';
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

const POST = 'wolaita-cooperative-doubles-yield';
const OM_PAGES = [
  '/om',
  '/om/about',
  '/om/membership',
  '/om/events',
  '/om/contact',
  '/om/resources',
  '/om/blog',
  `/om/blog/${POST}`,
  '/om/terms',
  '/om/privacy',
  '/om/login',
  '/om/register',
];

/**
 * The English site's interface words (its navigation, buttons and the dialogs' actions, read from its catalogs): none
 * may show on an Oromo page outside an element marked lang="en". Oromo is written in the same letters, so the check is
 * by these words and phrases, not by script.
 */
const ENGLISH_WORDS = [
  ...new Set([
    ...Object.values(enCommon.nav).filter((w): w is string => typeof w === 'string'),
    enFlows.close,
    enFlows.membership.submit,
    enFlows.membership.upload,
    'Read more',
    'Learn more',
    'Download',
    'Required',
    'Loading',
    'Password',
    'Sign in',
    'Quick links',
    'All rights reserved',
  ]),
].filter((w) => w.length > 2);

let site: LanguageSite;
let receipts: Awaited<ReturnType<typeof writeReceipts>>;
const staff = { firstName: 'Chaltu', lastName: 'Gammachuu', email: 'oromo.staff@example.org', password: 'cassava-oromo-2026' };

beforeAll(async () => {
  site = await startLanguageSite('om', staff);
  receipts = await writeReceipts(await mkdtemp(join(tmpdir(), 'eca-oromo-')));
}, 120_000);
afterAll(() => site?.stop());

const api = <T>(path: string) => site.api<T>(path);

const omVisitor = {
  flows: omFlows,
  fields: omFields,
  validation: omValidation,
  mails: omMails,
  // An event is staff's text, which they write in English and Amharic: on the Oromo site (and in its mails) a built-in
  // event is the built-in Oromo text while staff keep its English as built in (server/platform/builtInTexts.ts).
  events: omEvents,
  guestName: omGuestName,
};
const omStaffPages = { auth: omAuth, authMessages: omAuthMessages };

/** The English interface words, a 12-hour time and the Ge'ez text on the page (or its open dialog), outside what is marked English. */
async function foreignOn(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const scope = document.querySelector('[role="dialog"]') ?? document.body;
    const out: string[] = [];
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || el.closest('[lang]:not([lang="om"]), script, style, noscript, [aria-hidden="true"]')) continue;
      if (!el.checkVisibility() && !el.closest('.visually-hidden')) continue;
      out.push(n.textContent ?? '');
    }
    for (const el of scope.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (el.closest('[lang]:not([lang="om"])')) continue;
      for (const a of ['aria-label', 'placeholder', 'title', 'alt']) out.push(el.getAttribute(a) ?? '');
    }
    return out;
  });
  const found = new Set<string>();
  for (const text of texts) {
    const words = text.replace(/\S+@\S+|https?:\/\/\S+/g, ' ');
    for (const word of ENGLISH_WORDS) if (new RegExp(`(^|\\W)${word}(\\W|$)`).test(words)) found.add(`“${word}” in “${text.trim()}”`);
    if (/[\u1200-\u137f]/.test(words)) found.add(`Ge'ez in “${text.trim()}”`);
    // The international time is on the 24-hour clock: AM and PM are English (docs/glossary.md, Dates and times).
    if (/\d:\d\d\s?[AP]M\b/.test(words)) found.add(`the 12-hour clock in “${text.trim()}”`);
  }
  return [...found];
}

describe('every Afaan Oromoo page', () => {
  it('has lang="om" and a title and description of its own, in Oromo', async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of OM_PAGES) {
      const html = await (await fetch(`${site.server.url}${path}`)).text();
      expect(html, path).toMatch(/^<!doctype html>\s*<html lang="om">/i);
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
      for (const text of [title, description]) {
        expect(text, path).not.toBe('');
        expect(text, path).not.toMatch(/[\u1200-\u137f]/);
      }
      titles.add(title);
      descriptions.add(description);
      // The page as the build pre-rendered it holds the Oromo build's own content: nothing in it is marked English but
      // the switcher's link to the English site (and its hreflang alternate). The server may answer with the staff's
      // (English, marked) content instead; the built file is what a visitor gets when it cannot.
      const built = await readFile(join('dist', path.slice(1), 'index.html'), 'utf8');
      const markedEnglish = [...built.matchAll(/<[^>]*\blang="en"[^>]*>/g)].map((m) => m[0]).filter((tag) => !/hreflang="en"/i.test(tag));
      expect(markedEnglish, path).toEqual([]);
    }
    expect(titles.size).toBe(OM_PAGES.length);
    expect(descriptions.size).toBe(OM_PAGES.length);
  });

  for (const [label, viewport] of [
    ['phone', PHONE],
    ['laptop', LAPTOP],
  ] as const) {
    it(`on a ${label}: shows no English interface word and no Ge'ez, has no axe violation and nothing overflows`, async () => {
      const context = await newContext(site.browser, viewport);
      const page = await context.newPage();
      const faults: string[] = [];
      for (const path of OM_PAGES) {
        await page.goto(`${site.server.url}${path}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.evaluate(() => document.fonts.ready);
        faults.push(...(await foreignOn(page)).map((f) => `${path}: ${f}`));
        faults.push(...(await axeViolations(page)).map((f) => `${path}: axe ${f}`));
        faults.push(...(await overflow(page)).map((f) => `${path}: layout ${f}`));
      }
      // The menu, open: folded on a phone; on a laptop the links take a row of their own under the brand and the
      // buttons (SiteHeader.css.ts), and the Events / Blogs list opens from that row.
      await page.goto(`${site.server.url}/om`);
      if (viewport === PHONE) {
        await page.getByRole('button', { name: omCommon.nav.openMenu }).click();
        await page.locator('header a[hreflang="am"]').waitFor();
      } else {
        await page.getByRole('button', { name: omCommon.nav.eventsBlogs }).click();
        await page.locator('header').getByRole('link', { name: omCommon.nav.successStories }).waitFor();
      }
      faults.push(...(await foreignOn(page)).map((f) => `/om menu: ${f}`));
      faults.push(...(await axeViolations(page)).map((f) => `/om menu: axe ${f}`));
      faults.push(...(await overflow(page)).map((f) => `/om menu: layout ${f}`));
      expect(faults).toEqual([]);
      expect(context.consoleErrors).toEqual([]);
      await context.close();
    }, 180_000);
  }
});

describe('the Oromo header on a desktop window', () => {
  it('shows the links in a row of their own under the brand and the buttons from 1080 px, and folds them below', async () => {
    const context = await newContext(site.browser, { width: 1040, height: 800 });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/om/events`);
    await page.evaluate(() => document.fonts.ready);
    const menuButton = page.getByRole('button', { name: omCommon.nav.openMenu });
    const contact = page.locator('header').getByRole('link', { name: omCommon.nav.contact });
    expect(await menuButton.isVisible()).toBe(true);
    expect(await contact.isVisible()).toBe(false);
    // Folded there: the menu, open, is the panel at the right, whole and without an axe violation.
    await menuButton.click();
    await contact.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflow(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await contact.waitFor({ state: 'hidden' });
    await page.setViewportSize({ width: 1079, height: 800 });
    expect(await menuButton.isVisible()).toBe(true);
    for (const width of [1080, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await menuButton.isVisible(), `${width}`).toBe(false);
      const rows = await page.evaluate(() => {
        const box = (el: Element | null) => el!.getBoundingClientRect();
        const header = box(document.querySelector('header'));
        const links = box(document.querySelector('header nav ul'));
        const join = box(document.querySelector('header nav ul + *'));
        const brand = box(document.querySelector('header a'));
        // Where the page's own content begins: right under the header, whatever its height.
        const main = box(document.querySelector('main'));
        return { header, links, join, brand, main };
      });
      // Brand and buttons share the first row, the links fill the second, and the page starts right below both.
      expect(rows.join.bottom, `${width}`).toBeLessThanOrEqual(rows.links.top);
      expect(rows.brand.bottom, `${width}`).toBeLessThanOrEqual(rows.links.top);
      expect(rows.join.right, `${width}`).toBeGreaterThan(rows.brand.right);
      expect(rows.links.bottom, `${width}`).toBeLessThanOrEqual(rows.header.bottom);
      expect(Math.abs(rows.main.top - rows.header.bottom), `${width}`).toBeLessThanOrEqual(1);
      expect(await contact.isVisible(), `${width}`).toBe(true);
      expect(await overflow(page), `${width}`).toEqual([]);
    }
    // A section the links name scrolls to just under the taller header, not under it.
    await page.locator('header').getByRole('button', { name: omCommon.nav.eventsBlogs }).click();
    await page.locator('header').getByRole('link', { name: omCommon.nav.pastEvents, exact: true }).click();
    await page.waitForURL((u) => u.hash === '#past');
    await page.waitForFunction(() => {
      const top = document.querySelector('#past')!.getBoundingClientRect().top;
      const header = document.querySelector('header')!.getBoundingClientRect().bottom;
      return top >= header - 2 && top <= header + 24;
    });
    expect(context.consoleErrors).toEqual([]);
    await context.close();
  });

  it('opens the Events / Blogs list from the row of links without JavaScript', async () => {
    const context = await newContext(site.browser, LAPTOP, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/om/about`);
    const nav = page.getByRole('navigation', { name: omCommon.nav.label });
    const past = nav.getByRole('link', { name: omCommon.nav.pastEvents, exact: true });
    expect(await page.getByRole('button', { name: omCommon.nav.openMenu }).isVisible()).toBe(false);
    await nav.getByRole('button', { name: omCommon.nav.eventsBlogs }).click();
    await past.waitFor();
    await past.click();
    await page.waitForURL((u) => u.pathname === '/om/events' && u.hash === '#past');
    await context.close();
  });
});

describe('the built-in content on the Oromo site', () => {
  it('stays Oromo once the server has answered; what staff rewrote shows in their English, marked', async () => {
    const english = builtInEvents.find((e) => e.id.endsWith('2017'))!;
    const oromo = omEvents.find((e) => e.id === english.id)!;
    const rewritten = 'The 2017 assembly, as staff now describe it.';
    const { id, ...form } = english;
    await site.api(`/api/admin/events/${id}`, { method: 'PUT', body: { ...form, description: rewritten } });
    const { context, page } = await site.open(PHONE, '/om/events');
    // The staff's new description comes from the server only: once it shows, the page is the server's answer.
    const description = page.getByText(rewritten);
    await description.waitFor();
    expect(await description.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe('en');
    const title = page.getByText(oromo.title, { exact: true }).first();
    expect(await title.isVisible()).toBe(true);
    expect(await title.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe('om');
    expect(await page.getByText(english.title).count()).toBe(0);
    expect(context.consoleErrors).toEqual([]);
    await context.close();
    await site.api(`/api/admin/events/${id}`, { method: 'PUT', body: form });
  });
});

describe('applying for membership in Afaan Oromoo', () => {
  it('says the validation messages in Oromo, applies as a farmer with a receipt, and both mails are in Oromo', async () => {
    const m = omFlows.membership;
    const context = await newContext(site.browser, PHONE);
    const page = await context.newPage();
    await page.goto(`${site.server.url}/om/membership`);
    expect(await page.getAttribute('html', 'lang')).toBe('om');
    // How to pay, in Oromo while staff have written none and not changed the first published English.
    const howToPay = page.getByTestId('payment-details').first();
    const instructions = OM_PAYMENT_WORDS.instructions;
    expect(instructions).not.toBe(DEFAULT_PAYMENT_SETTINGS.instructions);
    await howToPay.getByText(instructions).waitFor();
    expect(await howToPay.getByText(instructions).getAttribute('lang')).toBeNull();
    await page.locator('[data-membership-type="farmer"]').first().click();
    const d = page.getByRole('dialog', { name: m.dialogTitle(omPlans.find((p) => p.id === 'farmer')!.title) });
    await d.waitFor();
    await d.getByRole('button', { name: m.submit }).click();
    await d.getByText(omValidation.required(omFields.firstName)).first().waitFor();
    expect(await foreignOn(page)).toEqual([]);

    const email = 'oromo.farmer@example.org';
    await field(d, m.firstName).fill('Chaltu');
    await field(d, m.lastName).fill('Tolasaa');
    await field(d, m.email).fill(email);
    await field(d, m.phone).fill('+251 911 234 567');
    await field(d, m.company).fill('Tolasaa Cassava Farm');
    await field(d, m.city).fill('Adaamaa');
    await field(d, m.address).fill('Ganda 04, Mana 12');
    await d.getByRole('checkbox', { name: omFlows.termsLabel }).check();
    await d.getByRole('button', { name: m.submit }).click();
    await d.getByText(m.submittedTitle).waitFor();
    await field(d, m.receiptLabel).setInputFiles(receipts.png);
    await d.getByRole('button', { name: m.upload }).click();
    await d.getByText(omMembershipMessages.receiptSuccess).waitFor();
    expect(await foreignOn(page)).toEqual([]);

    const { applications } = await api<{ applications: AdminApplication[] }>('/api/membership/applications');
    const row = applications.find((a) => a.email === email)!;
    const facts = { id: row.id, firstName: 'Chaltu', lastName: 'Tolasaa', membershipType: 'farmer' };
    const settings = await api<PaymentSettings>('/api/membership/payment');
    const due = paymentDue(settings, row);
    // The instructions in Oromo: the first published ones, since staff have written none.
    expect(due.translations.om?.instructions).toBe(OM_PAYMENT_WORDS.instructions);
    const payment = { ...due, instructions: OM_PAYMENT_WORDS.instructions, accountUrl: `http://localhost:${site.server.port}/om/account` };
    const mails = await site.mailsTo(email, 2);
    expect(mails).toEqual(
      expect.arrayContaining([
        { subject: omMails.applicationReceived(facts, payment).subject, text: omMails.applicationReceived(facts, payment).text },
        { subject: omMails.receiptReceived(facts).subject, text: omMails.receiptReceived(facts).text },
      ]),
    );
    expect(context.consoleErrors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('registering for the assembly in Afaan Oromoo', () => {
  it('registers on a phone; the same address again is answered alike and gets its registration in an Oromo mail', () =>
    registersForTheAssembly(site, omVisitor, 'oromo.registrant@example.org', PHONE));
});

describe('the staff’s sign-in and account pages in Afaan Oromoo', () => {
  it('refuses a wrong password with the server’s Oromo message', () => signInRefused(site, omStaffPages, LAPTOP));
  it('checks the account form in Oromo and says a taken email in Oromo', () => accountFormRefuses(site, omStaffPages, PHONE));
});

describe('choosing Afaan Oromoo', () => {
  it('is remembered for the next visit to /, and staff who chose it get the staff area in English', async () => {
    const context = await newContext(site.browser, PHONE);
    const page = await context.newPage();
    await page.goto(`${site.server.url}/membership`);
    await page.getByRole('button', { name: enCommon.nav.openMenu }).click();
    await page.locator('header a[hreflang="om"]').click();
    await page.waitForURL((u) => u.pathname === '/om/membership');
    expect(await page.getAttribute('html', 'lang')).toBe('om');
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('om');
    await page.goto(`${site.server.url}/`);
    expect(new URL(page.url()).pathname).toBe('/om');
    // The staff area's address answers with the English app (its sign-in, for a visitor not signed in).
    const staffArea = await fetch(`${site.server.url}/admin`, { headers: { Cookie: 'lang=om' } });
    expect(await staffArea.text()).toMatch(/<html lang="en">/);
    await context.close();
  });
});
