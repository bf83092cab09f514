// Every public page and every admin screen, at a phone's width and a laptop's, with long names, emails and titles in
// the data: nothing makes the page scroll sideways, nothing sticks out of the box that clips it or out of the window,
// no control sits where only scrolling a table sideways would reach it, no text is squeezed to one character a line,
// and a chart spans its card. The dialogs that matter are checked open.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAPTOP, launchBrowser, newContext, PHONE, settled, signInContext } from '../support/browser';
import { layoutFaults, type Offender } from '../support/layout';
import { picture } from '../support/pictures';
import { type RunningServer, startServer } from '../support/server';

let server: RunningServer;
let browser: Browser;
let staff: { token: string; user: unknown };
let longPostId: string;

const api = async (method: string, path: string, body?: unknown, token?: string) => {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${server.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return text ? JSON.parse(text).data : undefined;
};

// Long values, the kind real rows carry: names, emails and titles that are where layouts break.
const LONG = {
  first: 'Tsehaywoinshet',
  last: 'Gebremedhin-Woldegiorgis',
  email: (n: number) => `tsehaywoinshet.gebremedhin${n}@ethiopian-cassava-processors-cooperative.example.org`,
  company: 'Southern Nations, Nationalities and Peoples’ Region Cassava Processors and Exporters Cooperative Union',
  title: (n: number) =>
    `Regional cassava value-chain stakeholders’ consultation workshop on clean planting material, processing and export markets ${n}`,
  url: 'https://www.ethiopian-cassava-association.example.org/resources/research/2026/cassava-brown-streak-disease-field-survey-report.pdf',
  /** An Amharic title as long as the English one (Ethiopic words are long runs without spaces). */
  titleAm: (n: number) => `ስለ ንጹህ የመትከያ ግንድ፣ ስለ ማቀነባበርና ስለ ውጭ ገበያዎች የካሳቫ የእሴት ሰንሰለት ባለድርሻ አካላት ክልላዊ የምክክር አውደ ጥናት ${n}`,
};

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { RATE_LIMIT_MULTIPLIER: '50' } }), launchBrowser()]);
  const password = 'a-very-good-password-1';
  await api('POST', '/api/auth/register', {
    firstName: LONG.first,
    lastName: LONG.last,
    email: LONG.email(0),
    password,
    confirmPassword: password,
  });
  staff = await api('POST', '/api/auth/login', { email: LONG.email(0), password });
  for (let n = 1; n <= 3; n++) {
    // Later accounts wait for approval: rows for the Users screen.
    await api('POST', '/api/auth/register', {
      firstName: LONG.first,
      lastName: `${LONG.last}${n}`,
      email: LONG.email(n),
      password,
      confirmPassword: password,
    });
    const event = await api(
      'POST',
      '/api/admin/events',
      {
        title: LONG.title(n),
        description: `${LONG.company}. ${LONG.title(n)}.`,
        translations: { am: { title: LONG.titleAm(n), description: LONG.titleAm(n) } },
        date: `2031-0${n}-1${n}`,
        time: '9:00 AM – 5:00 PM (registration opens at 8:00 AM)',
        location: 'Hawassa Industrial Park Conference Centre, Sidama Region',
        image: '',
      },
      staff.token,
    );
    await api('POST', `/api/events/${event.id}/register`, {
      firstName: LONG.first,
      lastName: LONG.last,
      email: LONG.email(n),
      phone: '+251 911 223 344',
      organization: LONG.company,
      position: 'Head of Quality Assurance and Smallholder Out-grower Relations',
      attendees: '5+',
      dietaryRequirements: 'glutenFree',
      specialRequirements: LONG.title(n),
      terms: true,
    });
    const post = await api(
      'POST',
      '/api/admin/blog-posts',
      {
        title: LONG.title(n),
        description: `${LONG.company}: ${LONG.title(n)}`,
        content: `<p>${LONG.title(n)} ${LONG.url}</p>`,
        translations: { am: { title: LONG.titleAm(n), content: `<p>${LONG.titleAm(n)}</p>` } },
        category: 'news',
        tags: ['value-chain-development', 'clean-planting-material'],
        author: `${LONG.first} ${LONG.last}`,
        featured: n === 1,
      },
      staff.token,
    );
    longPostId ??= post.id;
    await api(
      'POST',
      '/api/admin/resources',
      { title: LONG.title(n), description: LONG.company, category: 'research-papers', type: 'pdf', downloadUrl: LONG.url, image: '' },
      staff.token,
    );
    await api('POST', '/api/membership/apply', {
      firstName: LONG.first,
      lastName: LONG.last,
      email: LONG.email(n),
      phone: '+251 911 223 344',
      company: LONG.company,
      address: 'Kebele 04, near the Hawassa Industrial Park main gate',
      city: 'Hawassa',
      membershipType: 'processor',
      message: LONG.title(n),
      terms: true,
    });
    await api('POST', '/api/contact', {
      name: `${LONG.first} ${LONG.last}`,
      email: LONG.email(n),
      subject: 'Partnership Opportunities',
      message: `${LONG.title(n)} ${LONG.url}`,
      contactType: 'organization',
      organization: LONG.company,
    });
  }
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const report = (where: string, faults: Offender[]) => faults.map((f) => `${where}: ${f.check}: ${f.selector} [${f.box}] ${f.detail}`);

/** Lets the page settle (data loaded, fonts in) and returns its faults, labelled. */
async function faultsOf(page: Page, where: string) {
  await settled(page);
  await picture(page, where);
  return report(where, await page.evaluate(layoutFaults));
}

const sizes = { phone: PHONE, laptop: LAPTOP } as const;

const publicPaths = () => [
  '/',
  '/about',
  '/membership',
  '/events',
  '/contact',
  '/resources',
  '/resources?category=research-papers',
  '/blog',
  '/blog?category=news',
  '/blog/wolaita-cooperative-doubles-yield',
  `/blog/${longPostId}`,
  '/login',
  '/register',
];

const adminPaths = [
  '/admin',
  '/admin/analytics',
  '/admin/applications',
  '/admin/events',
  '/admin/blog',
  '/admin/resources',
  '/admin/users',
  '/admin/messages',
  '/admin/registrations',
  '/admin/counter',
  '/admin/members',
  '/admin/check-in',
  '/admin/privacy',
  '/admin/settings',
];

describe.each(Object.entries(sizes))('at %s width', (name, viewport) => {
  it('no public page overflows, clips or squeezes its text', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const faults: string[] = [];
    for (const path of publicPaths()) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      faults.push(...(await faultsOf(page, `${name} ${path}`)));
    }
    expect(faults).toEqual([]);
    await context.close();
  }, 120_000);

  it('no admin screen overflows, clips or squeezes its text', async () => {
    const context = await newContext(browser, viewport);
    await signInContext(context, staff);
    const page = await context.newPage();
    const faults: string[] = [];
    for (const path of adminPaths) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      faults.push(...(await faultsOf(page, `${name} ${path}`)));
    }
    // One application's own view, with the long values in it.
    await page.goto(`${server.url}/admin/applications`);
    await page
      .getByRole('link', { name: `Review: ${LONG.first} ${LONG.last}` })
      .first()
      .click();
    await page.getByTestId('application-fields').waitFor();
    faults.push(...(await faultsOf(page, `${name} /admin/applications/:id`)));
    // An edit dialog with a long title in it.
    await page.goto(`${server.url}/admin/events`);
    await page.getByRole('button', { name: `Edit: ${LONG.title(1)}` }).click();
    await page.getByRole('dialog').waitFor();
    faults.push(...(await faultsOf(page, `${name} /admin/events edit dialog`)));
    // The post dialog: the most fields, its Amharic ones filled.
    await page.goto(`${server.url}/admin/blog`);
    await page.getByRole('button', { name: `Edit: ${LONG.title(1)}` }).click();
    await page.getByRole('dialog').getByLabel('Amharic content').waitFor();
    faults.push(...(await faultsOf(page, `${name} /admin/blog edit dialog`)));
    expect(faults).toEqual([]);
    await context.close();
  }, 120_000);

  it('the apply and register dialogs and the contact form, with their error messages showing, fit', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const faults: string[] = [];
    const dialog = page.getByRole('dialog');

    await page.goto(`${server.url}/membership`);
    await page.locator('[data-membership-type="processor"]').first().click();
    await dialog.waitFor();
    faults.push(...(await faultsOf(page, `${name} apply dialog`)));
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    await dialog.getByText('First name is required').waitFor();
    faults.push(...(await faultsOf(page, `${name} apply dialog with errors`)));

    await page.goto(`${server.url}/events`);
    await page.locator('[data-event-id]').first().click();
    await dialog.waitFor();
    faults.push(...(await faultsOf(page, `${name} register dialog`)));
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await dialog.getByText('First name is required').waitFor();
    faults.push(...(await faultsOf(page, `${name} register dialog with errors`)));

    await page.goto(`${server.url}/contact`);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Name is required').first().waitFor();
    faults.push(...(await faultsOf(page, `${name} contact form with errors`)));

    expect(faults).toEqual([]);
    await context.close();
  }, 120_000);
});
