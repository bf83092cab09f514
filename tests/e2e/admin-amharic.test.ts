// Staff can run the association in Amharic: with the `lang=am` cookie every staff screen, at a laptop's width and a
// phone's, is the Amharic build's (its words from the Amharic staff catalog, no English interface word left, dates in
// the Ethiopian calendar), passes axe and the layout check, and works: an event is created with an Amharic title, a
// mistake is named in Amharic, an approval shows its Amharic status. The header's switcher brings English back.
// SCREENSHOT_DIR=dir keeps a picture of each screen for a person to look at.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldLabels, languageLabels, validationMessages } from '../../contract/messages/am/validation';
import { languageLabels as enLanguages, validationMessages as enValidation } from '../../contract/messages/validation';
import { admin as am } from '../../src/i18n/am/admin';
import { counter as amCounter } from '../../src/i18n/am/counter';
import { admin as en } from '../../src/i18n/en/admin';
import { ENGLISH_ADMIN_WORDS } from '../support/adminWords';
import { axeViolations } from '../support/axe';
import { LAPTOP, launchBrowser, PHONE, settled } from '../support/browser';
import { layoutFaults } from '../support/layout';
import { picture } from '../support/pictures';
import { type RunningServer, startServer } from '../support/server';
import {
  ADMIN_ACCOUNT,
  apiOf,
  applyWithReceipt,
  HARVEST_POST,
  registerAndSignIn,
  type Session,
  sidamaRegistration,
  signedIn,
} from './admin-support';

let server: RunningServer;
let browser: Browser;
let staff: Session;
const api = apiOf(() => server.url);

/** English words of the staff interface: none may show on an Amharic screen, except inside an element marked English. */
const ENGLISH_WORDS = [
  ...ENGLISH_ADMIN_WORDS,
  'Blog',
  'Posts',
  'Actions',
  'Previous',
  'Next',
  'Sign out',
  'Date',
  'Role',
  'Pending',
  'Approved',
  'Replied',
  'Read',
  'Administrator',
  'Active',
  'Joined',
  'Received',
  'Applied',
  'Receipt',
  'Category',
  'Type',
  'Location',
  'Members',
  'Period',
  'Last',
  'Total',
  'Showing',
  'General Inquiry',
  'View website',
  'Skip',
  ...['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  ...['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
];

/** Every staff screen: its address, its heading in the Amharic catalog, and whether it shows a date in its rows. */
const SCREENS = [
  { path: '/admin', title: am.dashboard.title, dated: true },
  { path: '/admin/analytics', title: am.analytics.title, dated: false },
  { path: '/admin/events', title: am.events.title, dated: true },
  { path: '/admin/blog', title: am.blog.title, dated: false },
  { path: '/admin/resources', title: am.resources.title, dated: false },
  { path: '/admin/registrations', title: am.registrations.title, dated: true },
  { path: '/admin/applications', title: am.applications.title, dated: true },
  { path: '/admin/messages', title: am.messages.title, dated: false },
  { path: '/admin/users', title: am.users.title, dated: true },
  { path: '/admin/members', title: am.members.title, dated: false },
  { path: '/admin/counter', title: amCounter.title, dated: false },
];

/** The data every screen lists: written in English by staff and visitors, as most rows are; none of it uses a word above. */
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { RATE_LIMIT_MULTIPLIER: '20' } }), launchBrowser()]);
  staff = await registerAndSignIn(api, ADMIN_ACCOUNT);
  const password = 'another-good-password-2';
  await api('POST', '/api/auth/register', {
    firstName: 'Mesfin',
    lastName: 'Alemu',
    email: 'mesfin@example.org',
    password,
    confirmPassword: password,
  });
  const event = await api(
    'POST',
    '/api/admin/events',
    {
      title: 'Cassava cuttings fair',
      description: 'Buy clean planting material.',
      translations: { am: { title: 'የመትከያ ግንድ ገበያ', description: '' } },
      date: '2031-05-20',
      time: '9:00 AM – 5:00 PM',
      location: 'Hawassa',
      image: '',
    },
    staff.token,
  );
  expect(event.status).toBe(201);
  const registered = await api('POST', `/api/events/${event.json.data.id}/register`, sidamaRegistration('Tigist', 'Bekele'));
  expect(registered.status).toBe(201);
  const post = await api('POST', '/api/admin/blog-posts', HARVEST_POST, staff.token);
  expect(post.status).toBe(201);
  const resource = await api(
    'POST',
    '/api/admin/resources',
    {
      title: 'Planting guide',
      description: 'How to plant cuttings.',
      category: 'farming-guides',
      type: 'pdf',
      downloadUrl: 'https://example.org/guide.pdf',
      image: '',
    },
    staff.token,
  );
  expect(resource.status).toBe(201);
  await applyWithReceipt(api);
  const message = await api('POST', '/api/contact', {
    name: 'Abebe Kebede',
    email: 'abebe@example.org',
    subject: 'General Inquiry',
    message: 'How do I join?',
    contactType: 'individual',
  });
  expect(message.status).toBe(201);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A signed-in staff browser that has chosen Amharic (the cookie the switcher sets). */
async function inAmharic(viewport: { width: number; height: number }) {
  const { context, page } = await signedIn(browser, staff, viewport);
  await context.addCookies([{ name: 'lang', value: 'am', url: server.url }]);
  return { context, page };
}

/**
 * The words a person sees or hears on the page, except inside elements marked English: visible text, and the
 * placeholders, accessible names and titles of visible elements.
 */
const shownWords = (page: Page) =>
  page.evaluate(() => {
    const english = (el: Element | null) => el?.closest('[lang]')?.getAttribute('lang')?.startsWith('en') ?? false;
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const cs = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && cs.visibility !== 'hidden';
    };
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      const text = n.textContent?.trim();
      if (!el || !text || english(el) || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(el.tagName)) continue;
      // Text screen readers get (a visually-hidden span) counts too: it is read out.
      out.push(text);
    }
    // An accessible name may quote a text marked English on the page (a row's title in "Edit: …"): that part is data.
    const quoted = [...document.querySelectorAll('[lang^="en"]')].map((el) => el.textContent?.trim() ?? '').filter(Boolean);
    for (const el of document.body.querySelectorAll('[placeholder], [aria-label], [title]')) {
      if (english(el) || !visible(el)) continue;
      for (const a of ['placeholder', 'aria-label', 'title']) {
        const v = quoted.reduce((rest, q) => rest.split(q).join(' '), el.getAttribute(a) ?? '');
        if (v.trim()) out.push(v);
      }
    }
    return out;
  });

const englishIn = (texts: string[]) =>
  texts.flatMap((t) => ENGLISH_WORDS.filter((w) => new RegExp(`\\b${w}\\b`).test(t)).map((w) => `${w} in “${t.slice(0, 80)}”`));

/** Every check a staff screen in Amharic must pass; the faults found, labelled with `where`. */
async function amharicFaults(page: Page, where: string, dated: boolean) {
  await settled(page);
  const faults: string[] = [];
  if ((await page.getAttribute('html', 'lang')) !== 'am') faults.push(`${where}: <html lang> is not am`);
  const words = await shownWords(page);
  faults.push(...englishIn(words).map((f) => `${where}: English left: ${f}`));
  if (dated && !words.some((w) => w.includes('ዓ.ም.'))) faults.push(`${where}: no Ethiopian date (ዓ.ም.)`);
  faults.push(...(await axeViolations(page)).map((f) => `${where}: axe ${f}`));
  const layout = await page.evaluate(layoutFaults);
  faults.push(...layout.map((f) => `${where}: ${f.check}: ${f.selector} [${f.box}] ${f.detail}`));
  await picture(page, where);
  return faults;
}

const dialog = (page: Page) => page.getByRole('dialog');

describe.each([
  ['laptop', LAPTOP],
  ['phone', PHONE],
] as const)('the staff area in Amharic on a %s', (name, viewport) => {
  it('shows every screen in Amharic, with Ethiopian dates, no axe violation and no layout fault', async () => {
    const { context, page } = await inAmharic(viewport);
    const faults: string[] = [];
    for (const screen of SCREENS) {
      await page.goto(`${server.url}${screen.path}`);
      await page.getByRole('heading', { level: 1, name: screen.title }).waitFor();
      faults.push(...(await amharicFaults(page, `${name} ${screen.path}`, screen.dated)));
    }
    // The navigation, from the Amharic catalog (on a phone it is behind the menu button).
    if (name === 'phone') await page.getByRole('button', { name: am.nav.toggle }).click();
    const nav = page.getByRole('navigation', { name: am.nav.label });
    for (const label of [am.nav.dashboard, am.nav.events, am.nav.users, am.nav.messages, am.nav.applications]) {
      await nav.getByRole('link', { name: label, exact: true }).waitFor();
    }
    await page.getByRole('button', { name: am.nav.logout, exact: true }).waitFor();
    if (name === 'phone') faults.push(...(await amharicFaults(page, `${name} menu open`, false)));

    // Dialogs: an event's edit form, a message read, a receipt viewed, a delete confirmation.
    await page.goto(`${server.url}/admin/events`);
    await page.getByRole('button', { name: `${am.common.edit}: Cassava cuttings fair` }).click();
    await dialog(page).getByRole('heading', { name: am.events.editTitle }).waitFor();
    await dialog(page).getByRole('button', { name: am.common.save }).waitFor();
    await dialog(page).getByRole('button', { name: am.common.cancel }).waitFor();
    faults.push(...(await amharicFaults(page, `${name} event edit dialog`, false)));
    await dialog(page).getByRole('button', { name: am.common.cancel }).click();
    await page.getByRole('button', { name: `${am.common.delete}: Cassava cuttings fair` }).click();
    await dialog(page).getByRole('heading', { name: am.events.deleteTitle }).waitFor();
    faults.push(...(await amharicFaults(page, `${name} event delete dialog`, false)));
    await dialog(page).getByRole('button', { name: am.common.cancel }).click();

    await page.goto(`${server.url}/admin/messages`);
    await page.getByRole('button', { name: new RegExp(`^${am.messages.open}: `) }).click();
    await dialog(page).getByText('How do I join?').waitFor();
    faults.push(...(await amharicFaults(page, `${name} message dialog`, true)));
    await dialog(page).getByRole('button', { name: am.common.close }).click();

    await page.goto(`${server.url}/admin/applications`);
    await page.getByRole('button', { name: `${am.applications.viewReceipt}: Hana Girma` }).click();
    await dialog(page)
      .getByRole('img', { name: am.applications.receiptTitle('Hana Girma') })
      .waitFor();
    faults.push(...(await amharicFaults(page, `${name} receipt dialog`, false)));
    await dialog(page).getByRole('button', { name: am.common.close }).click();

    expect(faults).toEqual([]);
    expect(context.consoleErrors).toEqual([]);
    await context.close();
  }, 240_000);
});

describe('working in Amharic', () => {
  it('creates an event with an Amharic title, names a mistake in Amharic, approves an application, and switches back to English', async () => {
    const { context, page } = await inAmharic(LAPTOP);
    await page.goto(`${server.url}/admin/events`);
    await page.getByRole('button', { name: am.events.add }).click();
    const form = dialog(page);
    await form.getByRole('heading', { name: am.events.createTitle }).waitFor();
    await form.getByLabel(new RegExp(`^${am.events.fieldTitle}`)).fill('የካሳቫ ማቀነባበሪያ ሥልጠና');
    await form.getByLabel(new RegExp(`^${am.events.fieldDescription}`)).fill('ለአርሶ አደሮች የሚሰጥ ሥልጠና።');
    await form.getByLabel(new RegExp(`^${am.events.fieldDate}`)).fill('2031-06-12');
    await form.getByLabel(new RegExp(`^${am.events.fieldLocation}\\*?$`)).fill('ሀዋሳ');
    await form.getByLabel(new RegExp(`^${am.events.fieldImage}`)).fill('not a url');
    await form.getByLabel(validationMessages.fieldIn(am.events.fieldTitle, languageLabels.am)).fill('የካሳቫ ማቀነባበሪያ ሥልጠና');
    await form.getByRole('button', { name: am.common.save }).click();
    await form.getByText(validationMessages.notUrl(fieldLabels.image)).waitFor();
    await form.getByLabel(new RegExp(`^${am.events.fieldImage}`)).fill('');
    await form.getByRole('button', { name: am.common.save }).click();
    await page.getByText(am.common.notices.created).waitFor();
    await page.getByRole('cell', { name: /^የካሳቫ ማቀነባበሪያ ሥልጠና/ }).waitFor();
    const events = (await api('GET', '/api/events')).json.data as { title: string; date: string }[];
    expect(events.find((e) => e.title === 'የካሳቫ ማቀነባበሪያ ሥልጠና')).toMatchObject({
      translations: { am: { title: 'የካሳቫ ማቀነባበሪያ ሥልጠና' } },
      date: '2031-06-12',
    });

    await page.goto(`${server.url}/admin/applications`);
    await page.getByRole('button', { name: `${am.applications.approve}: Hana Girma` }).click();
    // Approving asks first, in Amharic.
    await page.getByRole('dialog').getByRole('button', { name: am.applications.confirmApprove }).click();
    await page.getByText(am.common.notices.approved).waitFor();
    await page.locator('[data-status="approved"]', { hasText: am.applications.statuses.approved }).waitFor();
    const list = await api('GET', '/api/admin/membership-applications?q=hana', undefined, staff.token);
    expect(list.json.data.items[0].status).toBe('approved');

    // Back to English: the same screen, its words from the English catalog, and the choice remembered.
    await page.locator('header a[hreflang="en"]').click();
    await page.getByRole('heading', { level: 1, name: en.applications.title }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/applications');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
    await page.goto(`${server.url}/admin`);
    await page.getByRole('heading', { level: 1, name: en.dashboard.title }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(context.consoleErrors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('the English staff area', () => {
  it('draws the Amharic staff typed in the Ethiopic typeface the staff area carries', async () => {
    const { context, page } = await signedIn(browser, staff, LAPTOP);
    const fonts: string[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.woff2') && r.ok()) fonts.push(new URL(r.url()).pathname);
    });
    await page.goto(`${server.url}/admin/events`);
    await page.getByRole('button', { name: `${en.common.edit}: Cassava cuttings fair` }).click();
    const amharicTitle = dialog(page).getByLabel(enValidation.fieldIn(en.events.fieldTitle, enLanguages.am));
    expect(await amharicTitle.inputValue()).toBe('የመትከያ ግንድ ገበያ');
    await settled(page);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    const faces = await page.evaluate(() =>
      [...document.fonts].map((f) => ({ family: f.family.replace(/"/g, ''), weight: f.weight, range: f.unicodeRange, status: f.status })),
    );
    // The regular face, for the input's text, has arrived; each face covers Ethiopic letters only.
    expect(faces.filter((f) => f.family === 'Noto Sans Ethiopic').map((f) => f.range)).toEqual(['U+1200-137F', 'U+1200-137F']);
    expect(faces.find((f) => f.family === 'Noto Sans Ethiopic' && f.weight === '400')?.status).toBe('loaded');
    expect(fonts.some((f) => /^\/assets\/noto-sans-ethiopic-400-[\w-]+\.woff2$/.test(f))).toBe(true);
    // Ethiopic letters as the staff area draws them (here the header's "አማርኛ") are as wide as that face draws them,
    // not the empty boxes of a system font that has none.
    const widths = await page.evaluate(() => {
      const drawn = (el: Element) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return range.getBoundingClientRect().width;
      };
      const inFace = (el: Element, text: string) => {
        const cs = getComputedStyle(el);
        const span = document.createElement('span');
        span.textContent = text;
        span.style.cssText = `position:absolute;white-space:nowrap;font-size:${cs.fontSize};font-weight:${cs.fontWeight};font-family:"Noto Sans Ethiopic"`;
        document.body.append(span);
        const width = span.getBoundingClientRect().width;
        span.remove();
        return width;
      };
      const switcher = document.querySelector('header a[hreflang="am"]')!;
      return { drawn: drawn(switcher), face: inFace(switcher, switcher.textContent ?? '') };
    });
    expect(widths.drawn).toBeCloseTo(widths.face, 0);
    await amharicTitle.scrollIntoViewIfNeeded();
    await picture(page, 'english event edit dialog with amharic', { fullPage: false });
    expect(context.consoleErrors).toEqual([]);
    await context.close();
  }, 60_000);
});
