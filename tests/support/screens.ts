// npm run screens: a picture of every staff screen, for a person to look at before a change is called done. Builds the
// site when its sources are newer than the build, starts the production server on a fresh data directory, fills it
// with a day's work through the API (a waiting application, a decided one, a message, an event today with a ticket
// checked in, a post, a resource, a user waiting for approval), signs in as the admin and writes a full-page PNG of
// each staff screen (an application's review, a message opened and an event's edit dialog included) at 1280 and
// 375 px, in English and in Amharic, into screens/ (not committed). Prints the files written.
//
// `--readme` also writes the README's two pictures: docs/screens/home-375.jpg (the home page on a phone) and
// docs/screens/dashboard-1280.jpg (the staff dashboard on a laptop), JPEG so that each stays well under 150 KB.
// SCREENS_DIR=dir writes elsewhere than screens/.
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { type Lang, STAFF_LANGS } from '../../contract/languages';
import { buildSiteIfStale } from '../../scripts/lib/local.mjs';
import { admin as am } from '../../src/i18n/am/admin';
import { admin as en } from '../../src/i18n/en/admin';
import {
  ADMIN_ACCOUNT,
  apiOf,
  applyWithReceipt,
  HARVEST_POST,
  registerAndSignIn,
  type Session,
  sidamaRegistration,
  signedIn,
} from '../e2e/admin-support';
import { LAPTOP, launchBrowser, newContext, PHONE, settled } from './browser';
import { startServer } from './server';

/** The staff area's words in each language, to find its headings. */
const ADMIN_WORDS: Record<Lang, typeof am> = { en, am, om: en };
/** The staff area's languages (a visitor's Afaan Oromoo opens it in English). */

const OUT = process.env.SCREENS_DIR ?? 'screens';
const README = process.argv.includes('--readme');

/** Every staff screen, by address (the admin sees them all). */
const SCREENS = [
  ['dashboard', '/admin'],
  ['applications', '/admin/applications'],
  ['members', '/admin/members'],
  ['events', '/admin/events'],
  ['registrations', '/admin/registrations'],
  ['messages', '/admin/messages'],
  ['resources', '/admin/resources'],
  ['blog', '/admin/blog'],
  ['users', '/admin/users'],
  ['analytics', '/admin/analytics'],
  ['counter', '/admin/counter'],
  ['check-in', '/admin/check-in'],
  ['privacy', '/admin/privacy'],
  ['settings', '/admin/settings'],
] as const;

const WIDTHS = { 1280: LAPTOP, 375: PHONE } as const;

/** Today in Addis Ababa (UTC+3), the calendar events are dated in, `days` later. */
const addisDay = (days = 0) => new Date(Date.now() + 3 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

type Api = ReturnType<typeof apiOf>;

async function must(api: Api, method: string, path: string, body: unknown, token?: string) {
  const res = await api(method, path, body, token);
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.json)}`);
  return res.json?.data;
}

/** A day's work for the screens to show. Returns the ids of the application waiting for review and of today's event. */
async function seed(api: Api, staff: Session) {
  const token = staff.token;
  const password = 'another-good-password-2';
  await must(api, 'POST', '/api/auth/register', {
    firstName: 'Mesfin',
    lastName: 'Alemu',
    email: 'mesfin@example.org',
    password,
    confirmPassword: password,
  });
  const event = (title: string, amharicTitle: string, date: string) =>
    must(
      api,
      'POST',
      '/api/admin/events',
      {
        title,
        description: 'Clean planting material, processing and markets.',
        translations: { am: { title: amharicTitle } },
        date,
        time: '9:00 AM – 5:00 PM',
        location: 'Hawassa',
        capacity: 60,
        image: '',
      },
      token,
    );
  const today = await event('Cassava cuttings fair', 'የመትከያ ግንድ ገበያ', addisDay());
  await event('Processors’ workshop', 'የአቀነባባሪዎች አውደ ጥናት', addisDay(21));
  for (const [firstName, lastName] of [
    ['Tigist', 'Bekele'],
    ['Dawit', 'Haile'],
  ] as const) {
    await must(api, 'POST', `/api/events/${today.id}/register`, sidamaRegistration(firstName, lastName));
  }
  const registrations = await must(api, 'GET', `/api/events/${today.id}/registrations`, undefined, token);
  const first = registrations.registrations[0] as { ticketCode: string };
  await must(api, 'POST', `/api/admin/events/${today.id}/check-ins`, { code: first.ticketCode }, token);
  await must(api, 'POST', '/api/admin/blog-posts', HARVEST_POST, token);
  const decided = await applyWithReceipt(api, { firstName: 'Selam', lastName: 'Tadesse', email: 'selam@example.org' });
  await must(api, 'PUT', `/api/admin/membership-applications/${decided}/status`, { status: 'approved' }, token);
  const waiting = await applyWithReceipt(api, { message: 'We grow cassava on four hectares near Hawassa.' });
  await must(api, 'POST', '/api/contact', {
    name: 'Abebe Kebede',
    email: 'abebe@example.org',
    subject: 'Membership Information',
    message: 'How much is the yearly fee for a processor?',
    contactType: 'individual',
  });
  return { applicationId: waiting, eventId: today.id as string };
}

type Seeded = Awaited<ReturnType<typeof seed>>;

const written: string[] = [];

async function shoot(page: Page, file: string) {
  await settled(page);
  await page.screenshot({ path: file, fullPage: true });
  written.push(file);
}

async function staffScreens(browser: Browser, baseUrl: string, staff: Session, { applicationId, eventId }: Seeded) {
  for (const lang of STAFF_LANGS) {
    const words = ADMIN_WORDS[lang];
    for (const [width, viewport] of Object.entries(WIDTHS)) {
      const { context, page } = await signedIn(browser, staff, viewport);
      await context.addCookies([{ name: 'lang', value: lang, url: baseUrl }]);
      const file = (name: string) => join(OUT, `${lang}-${width}-${name}.png`);
      for (const [name, path] of SCREENS) {
        await page.goto(`${baseUrl}${path}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await shoot(page, file(name));
      }
      // The door, open on today's event.
      await page.goto(`${baseUrl}/admin/check-in?event=${eventId}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await shoot(page, file('check-in-door'));

      await page.goto(`${baseUrl}/admin/applications/${applicationId}`);
      await page.getByTestId('application-fields').waitFor();
      await shoot(page, file('application-review'));

      await page.goto(`${baseUrl}/admin/messages`);
      await page
        .getByRole('button', { name: new RegExp(`^${words.messages.open}: `) })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      await shoot(page, file('message-open'));

      await page.goto(`${baseUrl}/admin/events`);
      await page
        .getByRole('button', { name: new RegExp(`^${words.common.edit}: `) })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      await shoot(page, file('event-edit'));

      if (context.consoleErrors.length) console.warn(`${lang} ${width}: console errors:\n  ${context.consoleErrors.join('\n  ')}`);
      await context.close();
    }
  }
}

/** The README's two pictures: the home page on a phone, the dashboard on a laptop (the first screen of each). */
async function readmeScreens(browser: Browser, baseUrl: string, staff: Session) {
  mkdirSync('docs/screens', { recursive: true });
  const home = await newContext(browser, PHONE);
  const homePage = await home.newPage();
  await homePage.goto(`${baseUrl}/`);
  await settled(homePage);
  await homePage.screenshot({ path: 'docs/screens/home-375.jpg', type: 'jpeg', quality: 72 });
  written.push('docs/screens/home-375.jpg');
  await home.close();
  const { context, page } = await signedIn(browser, staff, LAPTOP);
  await page.goto(`${baseUrl}/admin`);
  await page.getByTestId('attention').waitFor();
  await settled(page);
  await page.screenshot({ path: 'docs/screens/dashboard-1280.jpg', type: 'jpeg', quality: 72 });
  written.push('docs/screens/dashboard-1280.jpg');
  await context.close();
}

buildSiteIfStale();
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const [server, browser] = await Promise.all([startServer({ env: { RATE_LIMIT_MULTIPLIER: '50' } }), launchBrowser()]);
try {
  const api = apiOf(() => server.url);
  const staff = await registerAndSignIn(api, ADMIN_ACCOUNT);
  await staffScreens(browser, server.url, staff, await seed(api, staff));
  if (README) await readmeScreens(browser, server.url, staff);
} finally {
  await browser.close();
  await server.stop();
}
for (const f of written) console.log(`${f} (${Math.round(statSync(f).size / 1024)} KB)`);
console.log(`${written.length} pictures written.`);
