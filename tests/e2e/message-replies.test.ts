// Staff answer a contact message from the site: on a laptop and on a phone, with the staff area in English and in
// Amharic, a reply written in the message's box reaches the visitor (the test SMTP server) in the language they wrote
// in, from MAIL_FROM with Reply-To the office, their message quoted; the thread shows it delivered and the message is
// replied. SCREENSHOT_DIR=dir keeps the pictures.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageLabels as amLanguages } from '../../contract/messages/am/validation';
import { languageLabels as enLanguages } from '../../contract/messages/validation';
import { admin as am } from '../../src/i18n/am/admin';
import { admin as en } from '../../src/i18n/en/admin';
import { LAPTOP, launchBrowser, PHONE, settled } from '../support/browser';
import { layoutFaults } from '../support/layout';
import { picture } from '../support/pictures';
import { freePort, type RunningServer, startServer } from '../support/server';
import { readMail, startSmtp } from '../support/smtp';
import { ADMIN_ACCOUNT, apiOf, registerAndSignIn, type Session, signedIn } from './admin-support';

const OFFICE = 'office@cassava.test';
const FROM = 'no-reply@cassava.test';

let server: RunningServer;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let staff: Session;
const api = apiOf(() => server.url);

beforeAll(async () => {
  smtp = await startSmtp();
  const port = await freePort();
  const env = {
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    NOTIFY_EMAIL: OFFICE,
    MAIL_FROM: `Ethiopian Cassava Association <${FROM}>`,
    RATE_LIMIT_MULTIPLIER: '20',
  };
  [server, browser] = await Promise.all([startServer({ port, env }), launchBrowser()]);
  staff = await registerAndSignIn(api, ADMIN_ACCOUNT);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

/** A visitor writes through the public API with their browser's language. */
async function visitorWrites(email: string, lang: 'en' | 'am', message: string) {
  const res = await fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': lang === 'am' ? 'am-ET,am' : 'en-US,en' },
    body: JSON.stringify({ name: 'Hana Girma', email, subject: 'Membership Information', message, contactType: 'individual' }),
  });
  expect(res.status).toBe(201);
}

/** The mail to `to` whose subject starts with `subject`, once it arrives. */
async function mailTo(to: string, subject: string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const found = smtp.received.find((m) => m.to.includes(to) && readMail(m.raw).subject.startsWith(subject));
    if (found) return { ...readMail(found.raw), raw: found.raw, from: found.from };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} with the subject ${subject} within 30 s`);
}

async function faultsOf(page: Page, where: string) {
  await settled(page);
  const layout = await page.evaluate(layoutFaults);
  await picture(page, where);
  return layout.map((f) => `${where}: ${f.check}: ${f.selector} [${f.box}] ${f.detail}`);
}

const CASES = [
  { screen: 'laptop', viewport: LAPTOP, staffLang: 'en', visitorLang: 'am' },
  { screen: 'phone', viewport: PHONE, staffLang: 'en', visitorLang: 'en' },
  { screen: 'laptop', viewport: LAPTOP, staffLang: 'am', visitorLang: 'en' },
  { screen: 'phone', viewport: PHONE, staffLang: 'am', visitorLang: 'am' },
] as const;

describe.each(CASES)(
  'a reply from a $screen, staff in $staffLang, visitor in $visitorLang',
  ({ screen, viewport, staffLang, visitorLang }) => {
    it('reaches the visitor in their language, from MAIL_FROM with Reply-To the office, and shows on the message', async () => {
      const words = staffLang === 'am' ? am : en;
      const email = `visitor-${screen}-${staffLang}-${visitorLang}@example.org`;
      const question = visitorLang === 'am' ? 'የአባልነት ክፍያው ስንት ነው?' : 'How much is the membership fee?';
      const answer = visitorLang === 'am' ? 'ዓመታዊ ክፍያው 22,000 ብር ነው።' : 'The yearly fee is 22,000 Birr.';
      await visitorWrites(email, visitorLang, question);

      const { context, page } = await signedIn(browser, staff, viewport);
      if (staffLang === 'am') await context.addCookies([{ name: 'lang', value: 'am', url: server.url }]);
      await page.goto(`${server.url}/admin/messages?q=${encodeURIComponent(email)}`);
      await page
        .getByRole('button', { name: `${words.messages.open}: ${staffLang === 'am' ? 'ስለ አባልነት' : 'Membership Information'}` })
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(question).waitFor();
      await dialog.getByText(words.messages.noReplies).waitFor();
      await dialog.getByText(words.messages.replyHint((staffLang === 'am' ? amLanguages : enLanguages)[visitorLang])).waitFor();
      const faults = await faultsOf(page, `${screen} ${staffLang} reply box`);

      await dialog.getByRole('textbox', { name: new RegExp(words.messages.replyLabel) }).fill(answer);
      await dialog.getByRole('button', { name: words.messages.sendReply }).click();
      await dialog.getByText(words.messages.replySent).waitFor();
      await dialog.getByTestId('message-replies').getByText(answer).waitFor();

      const mail = await mailTo(email, visitorLang === 'am' ? 'ምላሽ፦' : 'Re:');
      expect(mail.subject).toBe(visitorLang === 'am' ? 'ምላሽ፦ ስለ አባልነት' : 'Re: Membership Information');
      expect(mail.text).toContain(answer);
      expect(mail.text).toContain(`> ${question}`);
      expect(mail.text).toMatch(visitorLang === 'am' ? /ውድ Hana Girma፣/ : /^Dear Hana Girma,/);
      expect(mail.from).toBe(FROM);
      expect(mail.raw).toMatch(new RegExp(`^Reply-To: ${OFFICE.replace('.', '\\.')}`, 'm'));

      // Opened again, the thread says the mail went; the list shows the message replied.
      await dialog.getByRole('button', { name: words.common.close }).click();
      await page.locator('[data-status="replied"]').first().waitFor();
      await page
        .getByRole('button', { name: `${words.messages.open}: ${staffLang === 'am' ? 'ስለ አባልነት' : 'Membership Information'}` })
        .click();
      await page.getByRole('dialog').locator('[data-mail-status="sent"]').waitFor();
      faults.push(...(await faultsOf(page, `${screen} ${staffLang} reply sent`)));
      expect(faults).toEqual([]);
      expect(context.consoleErrors).toEqual([]);
      await context.close();
    }, 120_000);
  },
);
