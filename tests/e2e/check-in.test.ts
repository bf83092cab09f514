// The door on a phone (375 px): a visitor registers on the public site and opens the ticket page; staff open
// /admin/check-in, check the ticket in by typing its code and see the count move; then the browser goes offline, two
// more tickets are checked in ("saved on this phone"), and once it is back online they are sent and counted by the
// server. The screen in Amharic; the staff events and registrations screens' new columns and actions.
// SCREENSHOT_DIR=dir keeps a picture of each screen for a person to look at.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTicketCode } from '../../contract/assembly';
import { longDate } from '../../contract/dates';
import { admin as am } from '../../src/i18n/am/admin';
import { admin as en } from '../../src/i18n/en/admin';
import { launchBrowser, newContext, PHONE } from '../support/browser';
import { picture } from '../support/pictures';
import { type RunningServer, startServer } from '../support/server';
import { ADMIN_ACCOUNT, apiOf, registerAndSignIn, type Session, signedIn } from './admin-support';

let server: RunningServer;
let browser: Browser;
let staff: Session;
const api = apiOf(() => server.url);

// Days from today in Addis Ababa (UTC+3), the calendar the events are dated in: the door opens on the event's day.
const inDays = (n: number) => new Date(Date.now() + 3 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);
const t = en.checkIn;

/** A staff-made event (today unless told); its id. */
async function createEvent(title: string, capacity: number | null, day = 0) {
  const created = await api(
    'POST',
    '/api/admin/events',
    { title, description: 'The association meets.', date: inDays(day), time: '9:00 AM', location: 'ICT Park', capacity: capacity ?? '' },
    staff.token,
  );
  if (created.status !== 201) throw new Error(`event create answered ${created.status}: ${JSON.stringify(created.json)}`);
  return created.json.data.id as string;
}

/** Someone registers through the public API; the outcome, with the ticket's code from the staff list (the answer has none: it is mailed). */
async function register(eventId: string, firstName: string, lastName: string, attendees = '1') {
  const res = await api('POST', `/api/events/${eventId}/register`, {
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.org`,
    phone: '0911223344',
    organization: `${lastName} Farm`,
    position: 'Farmer',
    attendees,
    dietaryRequirements: 'none',
    terms: true,
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${JSON.stringify(res.json)}`);
  const reg = res.json.data.registration as { id: string; status: string };
  const list = await api('GET', `/api/events/${eventId}/registrations`, undefined, staff.token);
  const row = (list.json.data.registrations as { id: string; ticketCode: string | null }[]).find((r) => r.id === reg.id);
  return { ...reg, ticketCode: row?.ticketCode ?? null };
}

const shot = (page: Page, name: string) => picture(page, name);

/** Types a code into the door's big input and checks it. */
async function typeCode(page: Page, code: string, label = t.codeLabel, button = t.check) {
  await page.getByLabel(label).fill(code);
  await page.getByRole('button', { name: button, exact: true }).click();
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { RATE_LIMIT_MULTIPLIER: '20' } }), launchBrowser()]);
  staff = await registerAndSignIn(api, ADMIN_ACCOUNT);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('check-in at the door (375 px)', () => {
  let eventId: string;
  const codes: string[] = [];

  it('register on the site, open the ticket, check it in by its typed code; offline two more, synced when back', async () => {
    eventId = await createEvent('Annual Assembly', 100);
    codes.push((await register(eventId, 'Meron', 'Alemu', '2')).ticketCode!, (await register(eventId, 'Dawit', 'Bekele')).ticketCode!);

    // A visitor registers on the public site and opens the ticket page (its code is mailed; here the staff list has it).
    const visitor = await newContext(browser, PHONE);
    const site = await visitor.newPage();
    await site.goto(`${server.url}/events`);
    await site.locator(`[data-event-id="${eventId}"]`).first().click();
    const d = site.getByRole('dialog');
    await d.getByLabel('First name').fill('Tesfaye');
    await d.getByLabel('Last name').fill('Gebre');
    await d.getByLabel('Email').fill('tesfaye@example.org');
    await d.getByLabel('Phone').fill('0911 223 344');
    await d.getByLabel('Organization').fill('Sidama Cassava Union');
    await d.getByLabel('Position').fill('Chair');
    await d.getByLabel('Number of attendees').selectOption('3');
    await d.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await d.getByRole('button', { name: 'Register', exact: true }).click();
    await d.getByText('Registration confirmed').waitFor();
    const list = await api('GET', `/api/events/${eventId}/registrations`, undefined, staff.token);
    const code = (list.json.data.registrations as { email: string; ticketCode: string }[]).find(
      (r) => r.email === 'tesfaye@example.org',
    )!.ticketCode;
    const shown = code.match(/.{4}/g)!.join('-');
    await site.goto(`${server.url}/ticket/${code}`);
    await site.getByText(shown).first().waitFor();
    await visitor.close();

    // Staff at the door: the list is saved on the phone (a ticket per person: 2 + 1 + 3), then the typed code checks
    // Tesfaye in: one person, not the group of three.
    const { context, page } = await signedIn(browser, staff, PHONE);
    await page.goto(`${server.url}/admin/check-in?event=${eventId}`);
    await page.getByText(t.listSaved(6, '').slice(0, -2)).waitFor();
    const count = page.getByTestId('door-count');
    await expect.poll(() => count.textContent()).toBe(t.count(0, 6));
    await typeCode(page, shown.toLowerCase());
    const answer = page.getByTestId('door-answer');
    await expect.poll(() => answer.textContent()).toContain(`✓ Tesfaye Gebre`);
    expect(await answer.textContent()).toContain('Sidama Cassava Union');
    expect(await answer.getAttribute('data-answer')).toBe('yes');
    await expect.poll(() => count.textContent()).toBe(t.count(1, 6));
    await shot(page, 'door-en-checked-in');

    // The same ticket again: refused, with when and by whom.
    await typeCode(page, code);
    await expect.poll(() => answer.textContent()).toContain(`✗ Already checked in at`);
    expect(await answer.textContent()).toContain(`by ${ADMIN_ACCOUNT.firstName} ${ADMIN_ACCOUNT.lastName}`);
    expect(await answer.getAttribute('data-answer')).toBe('no');

    // The screen is kept on the phone (a reload without the network opens it).
    await page.waitForFunction(() => document.documentElement.dataset.offline === 'kept');

    // Meron's guest has a ticket of their own.
    const door = await api('GET', `/api/admin/events/${eventId}/check-in`, undefined, staff.token);
    const guestCode = door.json.data.tickets.find((x: { name: string; position: number }) => x.name === 'Meron Alemu' && x.position === 2)
      .code as string;
    codes.push(guestCode);

    // The network drops: three more tickets are checked on the phone and saved there, Meron's guest by their own code.
    await context.setOffline(true);
    await typeCode(page, formatTicketCode(codes[0]!));
    await expect.poll(() => answer.textContent()).toContain('✓ Meron Alemu');
    expect(await answer.textContent()).toContain(t.savedOnPhone);
    await typeCode(page, codes[1]!);
    await expect.poll(() => answer.textContent()).toContain('✓ Dawit Bekele');
    expect(await answer.textContent()).toContain(t.savedOnPhone);
    await typeCode(page, guestCode);
    await expect.poll(() => answer.textContent()).toContain(`✓ ${t.guest(2)}`);
    expect(await answer.textContent()).toContain(t.groupOf('Meron Alemu'));
    expect(await answer.textContent()).toContain(t.savedOnPhone);
    // The same guest again, still offline: already in, on this phone.
    await typeCode(page, guestCode);
    await expect.poll(() => answer.getAttribute('data-answer')).toBe('no');
    await expect.poll(() => page.getByTestId('door-pending').textContent()).toBe(t.pending(3));
    await expect.poll(() => count.textContent()).toBe(t.count(4, 6));
    expect(await page.getByTestId('door-status').textContent()).toContain(t.offline);
    await shot(page, 'door-en-offline');
    // Reloaded without the network: the screen, the list and the two waiting scans come from the phone.
    await page.reload();
    await expect.poll(() => page.getByTestId('door-pending').textContent()).toBe(t.pending(3));
    await expect.poll(() => count.textContent()).toBe(t.count(4, 6));
    expect(await page.getByTestId('door-status').textContent()).toContain(t.offline);
    // The events cannot be listed offline: the picker names the event from the list on the phone.
    await expect
      .poll(() => page.getByLabel(t.chooseEvent).locator('option:checked').textContent())
      .toBe(`Annual Assembly (${longDate(inDays(0))})`);
    // Nothing reached the server meanwhile.
    const during = await api('GET', `/api/admin/events/${eventId}/check-in`, undefined, staff.token);
    expect(during.json.data.count).toEqual({ checkedIn: 1, expected: 6 });

    // Back online: the three scans are sent, the list reloaded, and the server counts them.
    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('door-sent').textContent(), { timeout: 20_000 }).toBe(t.sent(3));
    expect(await page.getByTestId('door-pending').count()).toBe(0);
    await expect.poll(() => count.textContent()).toBe(t.count(4, 6));
    expect(await page.getByTestId('door-status').textContent()).toContain(t.online);
    const after = await api('GET', `/api/admin/events/${eventId}/check-in`, undefined, staff.token);
    expect(after.json.data.count).toEqual({ checkedIn: 4, expected: 6 });
    for (const c of codes) expect(after.json.data.tickets.find((x: { code: string }) => x.code === c).checkedInAt).not.toBeNull();
    await shot(page, 'door-en-synced');
    // The refusal of the second scan is a 409 the browser logs; requests made offline (the staff event list) fail;
    // nothing else may.
    expect(context.consoleErrors.filter((e) => !/status of 409|ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|Failed to fetch/.test(e))).toEqual(
      [],
    );
    await context.close();
  }, 120_000);

  it('with the keyboard up (half of the 375 px screen left), the answer is the first thing seen, felt and counted in people', async () => {
    // Two registered, one cancelled by staff: the count and the saved list name the same one person; the cancelled
    // ticket apart.
    const doorId = await createEvent('Door Day', null);
    const seated = (await register(doorId, 'Almaz', 'Bekele')).ticketCode!;
    const cancelled = await register(doorId, 'Kebede', 'Tola');
    expect((await api('POST', `/api/admin/registrations/${cancelled.id}/cancel`, {}, staff.token)).status).toBe(200);
    await createEvent('Last Year Meeting', null, -30);
    await createEvent('Next Month Fair', null, 30);
    const { context, page } = await signedIn(browser, staff, PHONE);
    await context.addInitScript(() => {
      const felt: unknown[] = [];
      (window as unknown as { felt: unknown[] }).felt = felt;
      Object.defineProperty(navigator, 'vibrate', { value: (p: unknown) => felt.push(p) !== 0, configurable: true });
    });
    await page.goto(`${server.url}/admin/check-in?event=${doorId}`);
    // The picker: today's events, then the ones coming up, then past ones in a group of their own, last.
    const picker = page.getByLabel(t.chooseEvent);
    await expect
      .poll(() => picker.locator('optgroup').evaluateAll((gs) => gs.map((g) => g.getAttribute('label'))), { timeout: 10_000 })
      .toEqual([t.today, t.upcoming, t.past]);
    expect(await picker.locator(`optgroup[label="${t.today}"] option`).allTextContents()).toContain(`Door Day (${longDate(inDays(0))})`);
    expect(await picker.locator(`optgroup[label="${t.upcoming}"] option`).allTextContents()).toContain(
      `Next Month Fair (${longDate(inDays(30))})`,
    );
    // The seeded past assemblies are there too, the latest past event first.
    expect((await picker.locator(`optgroup[label="${t.past}"] option`).allTextContents())[0]).toBe(
      `Last Year Meeting (${longDate(inDays(-30))})`,
    );
    await expect.poll(() => page.getByTestId('door-count').textContent()).toBe('Checked in 0 of 1 person');
    const saved = (await page.getByTestId('door-saved').textContent())!;
    expect(saved).toContain('1 person with a seat');
    expect(saved).toContain(t.notSeated(1));

    // The on-screen keyboard takes the lower half: the layout viewport a phone leaves above it.
    const visible = { width: 375, height: 370 };
    await page.setViewportSize(visible);
    const inView = async (testId: string) => {
      const box = (await page.getByTestId(testId).boundingBox())!;
      // The staff header stays at the top: the answer must be below it.
      const header = (await page.locator('header').first().boundingBox())!;
      return box.y >= header.y + header.height && box.y + box.height <= visible.height;
    };
    await typeCode(page, seated);
    const answer = page.getByTestId('door-answer');
    await expect.poll(() => answer.textContent()).toContain('✓ Almaz Bekele');
    await expect.poll(() => inView('door-answer')).toBe(true);
    // Above the input, and the input still in sight for the next code.
    const a = (await answer.boundingBox())!;
    const input = (await page.getByLabel(t.codeLabel).boundingBox())!;
    expect(a.y + a.height).toBeLessThanOrEqual(input.y);
    expect(input.y + input.height).toBeLessThanOrEqual(visible.height);
    // Large: the name in at least 28 px type.
    expect(
      await answer
        .locator('p')
        .first()
        .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize)),
    ).toBeGreaterThanOrEqual(28);
    await expect.poll(() => page.getByTestId('door-count').textContent()).toBe('Checked in 1 of 1 person');
    await shot(page, 'door-en-keyboard-yes');
    // A refusal too, felt differently.
    await typeCode(page, seated);
    await expect.poll(() => answer.getAttribute('data-answer')).toBe('no');
    await expect.poll(() => inView('door-answer')).toBe(true);
    await shot(page, 'door-en-keyboard-no');
    expect(await page.evaluate(() => (window as unknown as { felt: unknown[] }).felt)).toEqual([120, [150, 80, 150]]);
    await context.close();
  }, 60_000);

  it('a ticket checked in by another phone while this one was offline: the first check-in stands, shown after syncing', async () => {
    const late = (await register(eventId, 'Sara', 'Haile')).ticketCode!;
    const { context, page } = await signedIn(browser, staff, PHONE);
    await page.goto(`${server.url}/admin/check-in?event=${eventId}`);
    await page.getByText(t.listSaved(7, '').slice(0, -2)).waitFor();
    await context.setOffline(true);
    await typeCode(page, late);
    await expect.poll(() => page.getByTestId('door-answer').textContent()).toContain(t.savedOnPhone);
    // Another phone scans the same ticket online, after this one did offline: the first check-in the server stored
    // (the other phone's) stands, and this phone shows it once its scan is sent.
    const other = await api('POST', `/api/admin/events/${eventId}/check-ins`, { code: late }, staff.token);
    expect(other.status).toBe(200);
    await context.setOffline(false);
    const settled = page.getByTestId('door-conflicts');
    await expect.poll(() => settled.textContent(), { timeout: 20_000 }).toContain('Sara Haile');
    expect(await settled.textContent()).toMatch(/already checked in at \d\d:\d\d by Almaz Tesfaye: the first check-in stands/);
    await context.close();
    // The other way round: this phone scans offline after the other phone did; its scan is refused when sent.
    const second = (await register(eventId, 'Yonas', 'Tadesse')).ticketCode!;
    const again = await signedIn(browser, staff, PHONE);
    await again.page.goto(`${server.url}/admin/check-in?event=${eventId}`);
    await again.page.getByText(t.listSaved(8, '').slice(0, -2)).waitFor();
    await again.context.setOffline(true);
    const scannedFirst = await api('POST', `/api/admin/events/${eventId}/check-ins`, { code: second }, staff.token);
    expect(scannedFirst.status).toBe(200);
    await typeCode(again.page, second);
    await expect.poll(() => again.page.getByTestId('door-answer').textContent()).toContain(t.savedOnPhone);
    await again.context.setOffline(false);
    const conflicts = again.page.getByTestId('door-conflicts');
    await expect.poll(() => conflicts.textContent(), { timeout: 20_000 }).toContain('Yonas Tadesse');
    expect(await conflicts.textContent()).toMatch(/already checked in at \d\d:\d\d by Almaz Tesfaye: the first check-in stands/);
    await shot(again.page, 'door-en-conflict');
    await again.page.getByRole('button', { name: t.dismiss }).click();
    await conflicts.waitFor({ state: 'detached' });
    await again.context.close();
  }, 120_000);

  it('in Amharic: the door screen in the Amharic staff words, an answer and the count', async () => {
    const { context, page } = await signedIn(browser, staff, PHONE);
    await context.addCookies([{ name: 'lang', value: 'am', url: server.url }]);
    await page.goto(`${server.url}/admin/check-in?event=${eventId}`);
    await page.getByRole('heading', { name: am.checkIn.title, level: 1 }).waitFor();
    await page.getByText(am.checkIn.listSaved(8, '').slice(0, -2)).waitFor();
    await typeCode(page, 'ZZZZ-YYYY-XXXX-WWWW', am.checkIn.codeLabel, am.checkIn.check);
    await expect.poll(() => page.getByTestId('door-answer').textContent()).toContain(`✗ ${am.checkIn.unknownCode}`);
    const text = (await page.locator('main').textContent())!;
    for (const word of [t.title, t.codeLabel, t.check, t.scan, t.unknownCode, 'Checked in', 'Online', 'Ticket list'])
      expect(text).not.toContain(word);
    // People: Tesfaye, Meron and her guest, Dawit, Sara and Yonas are in, of eight tickets.
    expect(await page.getByTestId('door-count').textContent()).toBe(am.checkIn.count(6, 8));
    await shot(page, 'door-am-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, 'door-am-laptop');
    await context.close();
  }, 60_000);

  it('in English at a laptop width, the picker lists upcoming events first and remembers the choice', async () => {
    // A session of its own: this test signs out at the end, which ends its session on the server.
    const login = await api('POST', '/api/auth/login', { email: ADMIN_ACCOUNT.email, password: ADMIN_ACCOUNT.password });
    const { context, page } = await signedIn(browser, login.json.data, { width: 1280, height: 800 });
    await page.goto(`${server.url}/admin/check-in`);
    const picker = page.getByLabel(t.chooseEvent);
    // Upcoming events, the soonest first; the Field Day and the workshop come later in this file, so only this one.
    await expect.poll(() => picker.locator('option').allTextContents()).toContain(`Annual Assembly (${longDate(inDays(0))})`);
    expect(page.url()).not.toContain('event=');
    await picker.selectOption(eventId);
    await page.waitForURL(new RegExp(`event=${eventId}`));
    await page.getByTestId('door-count').waitFor();
    // Opened again without an event in the address: the one this browser last used.
    await page.goto(`${server.url}/admin/check-in`);
    await page.waitForURL(new RegExp(`event=${eventId}`));
    expect(await picker.inputValue()).toBe(eventId);
    await page.getByTestId('door-count').waitFor();
    await shot(page, 'door-en-laptop');

    // Signing out wipes the attendee list and the chosen event from this device.
    const doorData = () =>
      page.evaluate(async () => ({
        databases: (await indexedDB.databases()).map((d) => d.name),
        event: localStorage.getItem('eca-door-event'),
      }));
    expect(await doorData()).toEqual({ databases: ['eca-door'], event: eventId });
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Join Us' }).first().waitFor();
    await expect.poll(doorData).toEqual({ databases: [], event: null });
    await context.close();
  }, 60_000);
});

describe('staff screens for seats', () => {
  it('events list: seats taken / capacity, waiting list, checked in; capacity and deadline in the form; Check-in link', async () => {
    const eventId = await createEvent('Field Day', 2);
    await register(eventId, 'Abebe', 'Kebede', '2');
    await register(eventId, 'Hana', 'Tesfaye');
    const { context, page } = await signedIn(browser, staff, PHONE);
    await page.goto(`${server.url}/admin/events`);
    const row = page.locator('tr', { hasText: 'Field Day' });
    await expect.poll(() => row.locator('[data-count="seats"]').textContent()).toBe('2 / 2');
    // One registration holding seats, its two people; one waiting (one person).
    expect(await row.locator('[data-count="registrations"]').textContent()).toBe('1');
    expect(await row.locator('[data-count="people"]').textContent()).toBe('2');
    expect(await row.locator('[data-count="waitlist"]').textContent()).toBe(`1 (${en.events.peopleCount(1)})`);
    expect(await row.locator('[data-count="checkedIn"]').textContent()).toBe('0');
    await shot(page, 'events-en-phone');
    await page.getByRole('button', { name: 'Edit: Field Day' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel(en.events.fieldCapacity).inputValue()).toBe('2');
    await dialog.getByLabel(en.events.fieldCapacity).fill('3');
    await dialog.getByLabel(en.events.fieldDeadline).fill(`${inDays(6)}T17:00`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Changes saved.').waitFor();
    // The freed seat went to the waiting list.
    await expect.poll(() => row.locator('[data-count="seats"]').textContent()).toBe('3 / 3');
    expect(await row.locator('[data-count="waitlist"]').textContent()).toBe('0');
    const stored = await api('GET', '/api/admin/events?q=Field', undefined, staff.token);
    expect(stored.json.data.items[0]).toMatchObject({ capacity: 3, registrationDeadline: `${inDays(6)}T17:00` });
    await row.getByRole('link', { name: `${en.events.checkInLink}: Field Day` }).click();
    await page.waitForURL(new RegExp(`/admin/check-in\\?event=${eventId}`));
    // A ticket per person: Abebe and his guest, and Hana given the freed seat.
    await page.getByText(t.listSaved(3, '').slice(0, -2)).waitFor();
    await context.close();
  }, 60_000);

  it('registrations: status filter in the address, queue place, Give a seat, Cancel registration with a confirmation', async () => {
    const eventId = await createEvent('Processing Workshop', 1);
    await register(eventId, 'Lemma', 'Girma');
    const waiting = await register(eventId, 'Tigist', 'Alemu');
    expect(waiting).toMatchObject({ status: 'waitlisted', ticketCode: null });
    const { context, page } = await signedIn(browser, staff, PHONE);
    await page.goto(`${server.url}/admin/registrations?eventId=${eventId}`);
    await page.getByLabel(en.registrations.filterStatus).selectOption('waitlisted');
    await page.waitForURL(/status=waitlisted/);
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain(en.registrations.queuePlace(1));
    await shot(page, 'registrations-en-waitlisted');
    await page.getByRole('button', { name: `${en.registrations.promote}: Tigist Alemu` }).click();
    await page.getByText(en.common.notices.promote!).waitFor();
    await expect.poll(() => rows.count()).toBe(0);
    await page.reload();
    expect(await page.getByLabel(en.registrations.filterStatus).inputValue()).toBe('waitlisted');
    await page.getByLabel(en.registrations.filterStatus).selectOption('confirmed');
    await expect.poll(() => rows.count()).toBe(2);
    await page.getByRole('button', { name: `${en.registrations.cancel}: Lemma Girma` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(en.registrations.cancelConfirm('Lemma Girma')).waitFor();
    await dialog.getByRole('button', { name: en.registrations.confirmCancel }).click();
    await page.getByText(en.common.notices.cancel!).waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    await page.getByLabel(en.registrations.filterStatus).selectOption('cancelled');
    await page.waitForURL(/status=cancelled/);
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringContaining('Lemma Girma')]);
    expect(await rows.first().textContent()).toContain(en.registrations.statuses.cancelled);
    await context.close();
  }, 60_000);

  it('in Amharic: the events columns, the registrations status filter, queue place and actions', async () => {
    const eventId = await createEvent('Seed Fair', 1);
    await register(eventId, 'Bekele', 'Ayana');
    await register(eventId, 'Selam', 'Worku');
    const { context, page } = await signedIn(browser, staff, PHONE);
    await context.addCookies([{ name: 'lang', value: 'am', url: server.url }]);
    await page.goto(`${server.url}/admin/events`);
    const row = page.locator('tr', { hasText: 'Seed Fair' });
    await expect.poll(() => row.locator('[data-count="seats"]').textContent()).toBe('1 / 1');
    expect(await row.locator('[data-count="waitlist"]').textContent()).toBe(`1 (${am.events.peopleCount(1)})`);
    await row.getByRole('link', { name: `${am.events.checkInLink}: Seed Fair` }).waitFor();
    await row.getByRole('button', { name: am.events.badges }).waitFor();
    await shot(page, 'events-am-phone');
    await page.goto(`${server.url}/admin/registrations?eventId=${eventId}&status=waitlisted`);
    expect(await page.getByLabel(am.registrations.filterStatus).inputValue()).toBe('waitlisted');
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringContaining(am.registrations.queuePlace(1))]);
    expect(await rows.first().textContent()).toContain(am.registrations.statuses.waitlisted);
    await rows
      .first()
      .getByRole('button', { name: `${am.registrations.promote}: Selam Worku` })
      .waitFor();
    await rows
      .first()
      .getByRole('button', { name: `${am.registrations.cancel}: Selam Worku` })
      .click();
    await page.getByRole('dialog').getByText(am.registrations.cancelConfirm('Selam Worku')).waitFor();
    await shot(page, 'registrations-am-cancel');
    const words = (await page.locator('body').textContent())!;
    for (const english of [
      en.registrations.promote,
      en.registrations.cancel,
      en.registrations.keep,
      en.registrations.filterStatus,
      'Waiting list',
      'Place 1',
    ])
      expect(words).not.toContain(english);
    await context.close();
  }, 60_000);
});
