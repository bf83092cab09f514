// An admin list keeps its page, search and filter in the address: paging, searching, filtering and a row action on
// the Messages screen, and reload, Back and a shared link land on the same list.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/client';
import { contactMessages } from '../../server/db/schema';
import { launchBrowser } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';
import { ADMIN_ACCOUNT, apiOf, registerAndSignIn, type Session, signedIn } from './admin-support';

let server: RunningServer;
let browser: Browser;
let admin: Session;
const api = apiOf(() => server.url);

// 25 messages, newest first on screen: Sender 25 … Sender 01. Every fifth asks about seeds.
const MESSAGES = Array.from({ length: 25 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  return {
    name: `Sender ${n}`,
    email: `sender${n}@example.org`,
    subject: (i + 1) % 5 === 0 ? 'Seeds question' : 'General Inquiry',
    message: `Message number ${n}.`,
    createdAt: new Date(Date.UTC(2030, 0, 1, 0, i)),
  };
});

beforeAll(async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'eca-admin-list-e2e-'));
  const database = await openPglite(dataDir);
  await database.migrate();
  await database.db.insert(contactMessages).values(MESSAGES);
  await database.close();
  [server, browser] = await Promise.all([startServer({ dataDir }), launchBrowser()]);
  admin = await registerAndSignIn(api, ADMIN_ACCOUNT);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const search = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const total = (page: Page) => page.getByTestId('list-total');
const rows = (page: Page) => page.getByRole('region', { name: 'Messages' }).getByRole('row');

describe('admin list address', () => {
  it('pages, searches, filters and acts on a row; reload, Back and a shared link keep page, search and filter', async () => {
    const { context, page } = await signedIn(browser, admin);
    await page.goto(`${server.url}/admin/messages`);
    await total(page).getByText('Showing 1–20 of 25').waitFor();
    expect(search(page)).toEqual({});

    // Paging: page 2 is in the address and survives a reload.
    await page.getByRole('button', { name: 'Next' }).click();
    await total(page).getByText('Showing 21–25 of 25').waitFor();
    expect(search(page)).toEqual({ page: '2' });
    await page.getByRole('cell', { name: /^Sender 01(?!\d)/ }).waitFor();
    await page.reload();
    await total(page).getByText('Showing 21–25 of 25').waitFor();
    await page.getByRole('cell', { name: /^Sender 01(?!\d)/ }).waitFor();

    // Back returns to page 1.
    await page.goBack();
    await total(page).getByText('Showing 1–20 of 25').waitFor();
    expect(search(page)).toEqual({});

    // Search: typing changes nothing in the address; the search is one history entry (Back below steps over it once).
    await page.getByRole('searchbox', { name: 'Search' }).pressSequentially('Seeds');
    expect(search(page)).toEqual({});
    await page.getByRole('button', { name: 'Search' }).click();
    await total(page).getByText('Showing 1–5 of 5').waitFor();
    expect(search(page)).toEqual({ q: 'Seeds' });

    // A row action on the searched list: mark Sender 10's message replied.
    const row = rows(page).filter({ hasText: 'Sender 10' });
    await row.getByRole('button', { name: 'Mark Replied' }).click();
    await page.getByText('Marked as replied.').waitFor();
    await row.locator('[data-status="replied"]').waitFor();
    expect(search(page)).toEqual({ q: 'Seeds' });

    // Filter: replied messages among the search.
    await page.getByLabel('Status').selectOption('replied');
    await total(page).getByText('Showing 1–1 of 1').waitFor();
    expect(search(page)).toEqual({ q: 'Seeds', status: 'replied' });
    await page.reload();
    await total(page).getByText('Showing 1–1 of 1').waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('Seeds');
    expect(await page.getByLabel('Status').inputValue()).toBe('replied');

    // Back through the history: the search without the filter, then the whole list.
    await page.goBack();
    await total(page).getByText('Showing 1–5 of 5').waitFor();
    expect(await page.getByLabel('Status').inputValue()).toBe('');
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('Seeds');
    await page.goBack();
    await total(page).getByText('Showing 1–20 of 25').waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('');

    // A shared link opens on the same list in another browser.
    const shared = await signedIn(browser, admin);
    await shared.page.goto(`${server.url}/admin/messages?page=2&status=new`);
    await total(shared.page).getByText('Showing 21–24 of 24').waitFor();
    expect(await shared.page.getByLabel('Status').inputValue()).toBe('new');

    // Bad values fall back to the defaults; a page past the end steps back to the last one.
    await shared.page.goto(`${server.url}/admin/messages?page=abc&status=lost`);
    await total(shared.page).getByText('Showing 1–20 of 25').waitFor();
    await shared.page.goto(`${server.url}/admin/messages?page=9`);
    await total(shared.page).getByText('Showing 21–25 of 25').waitFor();
    expect(search(shared.page)).toEqual({ page: '2' });

    expect([...context.consoleErrors, ...shared.context.consoleErrors].join('\n')).toBe('');
    await shared.context.close();
    await context.close();
  }, 120_000);
});
