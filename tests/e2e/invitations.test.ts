// An admin invites staff from the Users screen, on a laptop and on a phone, in English and in Amharic: the mail (the
// test SMTP server) carries a link to /register with the email fixed; the account made there is active with the role
// at once (it lands in the staff area), and the admin sees the invitation accepted. SCREENSHOT_DIR=dir keeps pictures.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin as am } from '../../src/i18n/am/admin';
import { auth as amAuth } from '../../src/i18n/am/auth';
import { admin as en } from '../../src/i18n/en/admin';
import { auth as enAuth } from '../../src/i18n/en/auth';
import { LAPTOP, launchBrowser, newContext, PHONE, settled } from '../support/browser';
import { layoutFaults } from '../support/layout';
import { picture } from '../support/pictures';
import { freePort, type RunningServer, startServer } from '../support/server';
import { readMail, startSmtp } from '../support/smtp';
import { ADMIN_ACCOUNT, apiOf, registerAndSignIn, type Session, signedIn } from './admin-support';

let server: RunningServer;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let staff: Session;
const api = apiOf(() => server.url);

beforeAll(async () => {
  smtp = await startSmtp();
  const port = await freePort();
  const env = { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: `http://127.0.0.1:${port}`, RATE_LIMIT_MULTIPLIER: '20' };
  [server, browser] = await Promise.all([startServer({ port, env }), launchBrowser()]);
  staff = await registerAndSignIn(api, ADMIN_ACCOUNT);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

async function linkIn(to: string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const found = smtp.received.find((m) => m.to.includes(to));
    if (found) {
      const mail = readMail(found.raw);
      const url = /https?:\/\/\S+\/register\?invitation=\S+/.exec(mail.text)?.[0];
      if (url) return { ...mail, url };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no invitation mail to ${to} within 30 s`);
}

async function faultsOf(page: Page, where: string) {
  await settled(page);
  const layout = await page.evaluate(layoutFaults);
  await picture(page, where);
  return layout.map((f) => `${where}: ${f.check}: ${f.selector} [${f.box}] ${f.detail}`);
}

const CASES = [
  { screen: 'laptop', viewport: LAPTOP, lang: 'en', role: 'moderator' },
  { screen: 'phone', viewport: PHONE, lang: 'en', role: 'admin' },
  { screen: 'laptop', viewport: LAPTOP, lang: 'am', role: 'admin' },
  { screen: 'phone', viewport: PHONE, lang: 'am', role: 'moderator' },
] as const;

describe.each(CASES)('an invitation from a $screen in $lang', ({ screen, viewport, lang, role }) => {
  it('is mailed, opens /register with the email fixed, makes an active account with the role, and shows accepted', async () => {
    const words = lang === 'am' ? am : en;
    const authWords = lang === 'am' ? amAuth : enAuth;
    const email = `new.staff.${screen}.${lang}@example.org`;
    const where = `${screen} ${lang}`;
    const { context, page } = await signedIn(browser, staff, viewport);
    if (lang === 'am') await context.addCookies([{ name: 'lang', value: 'am', url: server.url }]);
    await page.goto(`${server.url}/admin/users`);
    await page.getByRole('button', { name: words.users.invite, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: words.users.inviteTitle }).waitFor();
    await dialog.getByLabel(new RegExp(`^${words.users.fieldEmail}`)).fill(email);
    await dialog.getByLabel(new RegExp(`^${words.users.fieldRole}`)).selectOption(role);
    const faults = await faultsOf(page, `${where} invite dialog`);
    await dialog.getByRole('button', { name: words.users.inviteSend }).click();
    await page.getByText(words.users.invited(email)).waitFor();
    const row = page.getByTestId('invitations').locator('li', { hasText: email });
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('pending');
    faults.push(...(await faultsOf(page, `${where} invitation pending`)));

    const mail = await linkIn(email);
    expect(mail.url).toContain(lang === 'am' ? '/am/register?invitation=' : '/register?invitation=');
    expect(mail.url.startsWith(server.url)).toBe(true);

    // The invited person, on their own device of the same size.
    const guest = await newContext(browser, viewport);
    const form = await guest.newPage();
    await form.goto(mail.url);
    const emailBox = form.getByLabel(new RegExp(`^${authWords.register.email}`));
    await emailBox.waitFor();
    expect(await emailBox.inputValue()).toBe(email);
    expect(await emailBox.getAttribute('readonly')).not.toBeNull();
    await form.getByText(authWords.register.invitedIntro(authWords.roleBadge[role], email)).waitFor();
    await form.getByLabel(new RegExp(`^${authWords.register.firstName}`)).fill('Selam');
    await form.getByLabel(new RegExp(`^${authWords.register.lastName}`)).fill('Tadesse');
    await form.getByLabel(new RegExp(`^${authWords.register.password}`)).fill('a-good-long-password');
    await form.getByLabel(new RegExp(`^${authWords.register.confirmPassword}`)).fill('a-good-long-password');
    faults.push(...(await faultsOf(form, `${where} invited register`)));
    await form.getByRole('button', { name: authWords.register.submit }).click();
    // Active with the role at once: the staff area opens, with the role's badge.
    await form.waitForURL(/\/admin\/?$/);
    await form.getByText(authWords.roleBadge[role], { exact: true }).first().waitFor();
    faults.push(...(await faultsOf(form, `${where} invited signed in`)));
    await guest.close();

    await page.reload();
    await page.getByTestId('invitations').locator('li[data-status="accepted"]', { hasText: email }).waitFor();
    faults.push(...(await faultsOf(page, `${where} invitation accepted`)));
    const users = await api('GET', `/api/admin/users?q=${encodeURIComponent(email)}`, undefined, staff.token);
    expect(users.json.data.items[0]).toMatchObject({ email, role, status: 'active' });
    expect(faults).toEqual([]);
    expect(context.consoleErrors).toEqual([]);
    await context.close();
  }, 120_000);
});
