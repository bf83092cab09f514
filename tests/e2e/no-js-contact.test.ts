// Browser, JavaScript off, on a phone: the contact form is a real form. It posts to the server, which stores the message
// and sends its mails as the app's request would, then shows where it landed; a refused form comes back with an error
// summary, each message beside its field and everything typed kept, in the page's language.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldLabels as omFields, validationMessages as omValidation } from '../../contract/messages/om/validation';
import { CONTACT_SUBJECT_LABELS as omSubjects } from '../../contract/om/contactSubjects';
import { contact as omContact, form as omForm } from '../../src/i18n/om/contact';
import { contactPage as omContactPage } from '../../src/i18n/om/contactPage';
import { launchBrowser, newRawContext, PHONE } from '../support/browser';
import { leaksOf } from '../support/privacy';
import { type RunningServer, startServer } from '../support/server';
import { readMail, startSmtp } from '../support/smtp';
import { apiOf, registerAndSignIn, type Session } from './admin-support';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let staff: Session;
const api = apiOf(() => server.url);

beforeAll(async () => {
  // Every language sends its forms from this one address: three times the limits, as three visitors would have.
  smtp = await startSmtp();
  [server, browser] = await Promise.all([
    startServer({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, RATE_LIMIT_MULTIPLIER: '3' } }),
    launchBrowser(),
  ]);
  staff = await registerAndSignIn(api, {
    firstName: 'Almaz',
    lastName: 'Tesfaye',
    email: 'almaz.nojs@example.org',
    password: 'a-very-good-password-1',
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

const LANGS = {
  en: {
    prefix: '',
    form: 'Contact form',
    name: 'Name',
    email: 'Email',
    subject: 'Subject',
    subjectOption: 'Membership Information',
    message: 'Message',
    send: 'Send message',
    sent: 'Message sent',
    summary: 'There is a problem',
    badEmail: 'Please enter a valid email address',
    noMessage: 'Message is required',
  },
  am: {
    prefix: '/am',
    form: 'የመልእክት መላኪያ ቅጽ',
    name: 'ስም',
    email: 'ኢሜይል',
    subject: 'ርዕስ',
    subjectOption: 'ስለ አባልነት',
    message: 'መልእክት',
    send: 'መልእክት ይላኩ',
    sent: 'የተላከ መልእክት',
    summary: 'እባክዎ የሚከተሉትን ያስተካክሉ',
    badEmail: 'እባክዎ ትክክለኛ የኢሜይል አድራሻ ያስገቡ',
    noMessage: 'መልእክት ያስፈልጋል',
  },
  om: {
    prefix: '/om',
    form: omContact.formLabel,
    name: omContact.name,
    email: omContact.email,
    subject: omContact.subject,
    subjectOption: omSubjects['Membership Information'],
    message: omContact.message,
    send: omContact.submit,
    sent: omContactPage.sentTitle,
    summary: omForm.summaryTitle,
    badEmail: omValidation.invalidEmail,
    noMessage: omValidation.required(omFields.message),
  },
} as const;

async function messagesFrom(email: string) {
  const res = await api('GET', '/api/admin/contact-messages?pageSize=100', undefined, staff.token);
  const items = (res.json.data.items ?? res.json.data.messages ?? res.json.data) as { email: string; message: string }[];
  return items.filter((m) => m.email === email);
}

async function openContact(prefix: string): Promise<{ page: Page; close: () => Promise<void>; urls: string[] }> {
  const context = await newRawContext(browser, PHONE, { javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.url}${prefix}/contact`);
  return { page, close: () => context.close(), urls: context.requestedUrls };
}

for (const [lang, t] of Object.entries(LANGS)) {
  describe(`the contact form without JavaScript (${lang})`, () => {
    it('sends the message: one record, the mails, and the page that says so', async () => {
      const email = `tigist.${lang}@example.et`;
      const { page, close, urls } = await openContact(t.prefix);
      const form = page.getByRole('form', { name: t.form });
      await form.getByLabel(t.name).fill('Tigist Alemu');
      await form.getByLabel(t.email).fill(email);
      await form.getByLabel(t.subject).selectOption({ label: t.subjectOption });
      await form.getByLabel(t.message).fill('Where can I buy clean cuttings near Hawassa?');
      await form.getByRole('button', { name: t.send }).click();
      // The form's anchor goes with the redirect (a browser keeps it): harmless, the page has no such place.
      await page.waitForURL((url) => url.pathname === `${t.prefix}/contact/sent`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(t.sent);
      const stored = await messagesFrom(email);
      expect(stored).toHaveLength(1);
      expect(stored[0]!.message).toBe('Where can I buy clean cuttings near Hawassa?');
      // No address the browser asked for carries what was typed.
      expect(leaksOf(urls, ['Tigist', email, 'Hawassa'])).toEqual([]);
      // The visitor's acknowledgement, in the page's language, and the office's copy with the message.
      const toVisitor = () => smtp.received.find((m) => m.to.includes(email));
      const toOffice = () => smtp.received.find((m) => !m.to.includes(email) && readMail(m.raw).text.includes(email));
      await expect.poll(() => Boolean(toVisitor() && toOffice()), { timeout: 15_000 }).toBe(true);
      expect(readMail(toOffice()!.raw).text).toContain('Hawassa');
      const acknowledgement = readMail(toVisitor()!.raw).text;
      expect(acknowledgement).toContain('Tigist');
      expect(/[\u1200-\u137f]/.test(acknowledgement)).toBe(lang === 'am');
      await close();
    });

    it('sends a refused form back with a summary, each message at its field, and what was typed', async () => {
      const { page, close } = await openContact(t.prefix);
      const form = page.getByRole('form', { name: t.form });
      await form.getByLabel(t.name).fill('Abebe Kebede');
      await form.getByLabel(t.email).fill('abebe-at-example');
      await form.getByLabel(t.subject).selectOption({ label: t.subjectOption });
      const response = page.waitForResponse((r) => r.request().method() === 'POST');
      await form.getByRole('button', { name: t.send }).click();
      expect((await response).status()).toBe(400);
      const summary = page.getByRole('alert').filter({ hasText: t.summary });
      await expect.poll(() => summary.count()).toBe(1);
      // Each message is a link to its field, and is also shown beside it.
      await expect.poll(() => summary.getByRole('link', { name: t.badEmail }).getAttribute('href')).toBe('#contact-email');
      expect(await summary.getByRole('link', { name: t.noMessage }).count()).toBe(1);
      expect(await page.locator('#contact-email').inputValue()).toBe('abebe-at-example');
      expect(await page.locator('#contact-email').getAttribute('aria-invalid')).toBe('true');
      expect(await form.getByLabel(t.name).inputValue()).toBe('Abebe Kebede');
      expect(await form.getByLabel(t.subject).inputValue()).toBe('Membership Information');
      // The answer opens at the form, not at the top of the page.
      expect(page.url()).toBe(`${server.url}${t.prefix}/contact#contact-form`);
      expect(await messagesFrom('abebe-at-example')).toHaveLength(0);
      await close();
    });
  });
}
