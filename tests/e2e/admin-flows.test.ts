// Staff run the association from the admin area: publish, answer, review, approve; roles and analytics periods hold.
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInEvents } from '../../content/events';
import { builtInEvents as omEvents } from '../../content/om/events';
import { openPglite } from '../../server/db/client';
import { pageViews } from '../../server/db/schema';
import { listBackups } from '../../server/platform/backup';
import { LAPTOP, launchBrowser, newContext, PHONE } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';
import { ADMIN_ACCOUNT, apiOf, applyWithReceipt, registerAndSignIn, type Session, signedIn as signedInAs } from './admin-support';

let server: RunningServer;
let browser: Browser;
let admin: Session;

const api = apiOf(() => server.url);

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  // Page views of different ages, written before the server opens the database.
  const dataDir = await mkdtemp(join(tmpdir(), 'eca-admin-e2e-'));
  const database = await openPglite(dataDir);
  await database.migrate();
  await database.db.insert(pageViews).values([
    { path: '/', visitor: 'a', day: daysAgo(1) },
    { path: '/events', visitor: 'b', day: daysAgo(2) },
    { path: '/membership', visitor: 'c', day: daysAgo(20) },
    { path: '/membership', visitor: 'd', day: daysAgo(25) },
    { path: '/about', visitor: 'e', day: daysAgo(60) },
  ]);
  await database.close();
  [server, browser] = await Promise.all([startServer({ dataDir, env: { RATE_LIMIT_MULTIPLIER: '20' } }), launchBrowser()]);
  admin = await registerAndSignIn(api, ADMIN_ACCOUNT);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const signedIn = (session: Session, viewport = LAPTOP) => signedInAs(browser, session, viewport);

const dialog = (page: Page) => page.getByRole('dialog');

/** Saves the open form and waits for the list's notice. */
async function save(page: Page, notice: string) {
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await page.getByText(notice).waitFor();
}

/** Deletes a row through its confirmation, which asks `question`. */
async function deleteRow(page: Page, name: string, question: string) {
  await page.getByRole('button', { name: `Delete: ${name}` }).click();
  await dialog(page).getByText(question).waitFor();
  await dialog(page).getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Deleted.').waitFor();
}

/**
 * Edits the row `name` (`change` fills its dialog), checks the public list `list` then shows `expected` for it, deletes
 * it (as `renamed` when the edit renamed it) through the confirmation asking `question`, and checks it is gone.
 */
async function editThenDelete(
  page: Page,
  row: { list: string; id: string; name: string; renamed?: string; question: string; expected: Record<string, unknown> },
  change: (form: ReturnType<typeof dialog>) => Promise<void>,
) {
  await page.getByRole('button', { name: `Edit: ${row.name}` }).click();
  await change(dialog(page));
  await save(page, 'Changes saved.');
  const current = async () => ((await api('GET', row.list)).json.data as { id: string }[]).find((r) => r.id === row.id);
  expect(await current()).toMatchObject(row.expected);
  await deleteRow(page, row.renamed ?? row.name, row.question);
  expect(await current()).toBeUndefined();
}

/** Renames the row `name` to `title` in its dialog, then checks and deletes it as editThenDelete does. */
const renameThenDelete = (page: Page, row: { list: string; id: string; name: string; question: string }, title: string) =>
  editThenDelete(page, { ...row, renamed: title, expected: { title } }, (form) => form.getByLabel(/^Title/).fill(title));

describe('admin area', () => {
  it('creates, edits and deletes an event, a post and a resource, each visible on the public API', async () => {
    const { context, page } = await signedIn(admin);

    // Event
    await page.goto(`${server.url}/admin/events`);
    await page.getByRole('button', { name: 'Add Event' }).click();
    await dialog(page)
      .getByLabel(/^Title/)
      .fill('Cassava cuttings fair');
    await dialog(page)
      .getByLabel(/^Description/)
      .fill('Buy clean planting material.');
    await dialog(page).getByLabel('Date').fill('2031-05-20');
    await dialog(page)
      .getByLabel(/^Location/)
      .fill('Hawassa');
    await dialog(page).getByLabel('Image URL').fill('not a url');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await dialog(page).getByText('Image must be a URL').waitFor();
    await dialog(page).getByLabel('Image URL').fill('');
    // The texts in the other languages, after the English fields; each input is marked with its language. No
    // description in either: none is stored.
    const amharicTitle = dialog(page).getByLabel('Amharic title');
    expect(await amharicTitle.getAttribute('lang')).toBe('am');
    await amharicTitle.fill('የመትከያ ግንድ ገበያ');
    const amharicPlace = dialog(page).getByLabel('Amharic location');
    expect(await amharicPlace.getAttribute('lang')).toBe('am');
    await amharicPlace.fill('ሐዋሳ');
    const oromoTitle = dialog(page).getByLabel('Afaan Oromoo title');
    expect(await oromoTitle.getAttribute('lang')).toBe('om');
    await oromoTitle.fill('Gabaa qottoo muka kaazaavaa');
    await save(page, 'Created.');
    const events = (await api('GET', '/api/events')).json.data as { id: string; title: string; translations?: { am?: object } }[];
    const created = events.find((e) => e.title === 'Cassava cuttings fair');
    expect(created).toMatchObject({
      location: 'Hawassa',
      translations: { am: { title: 'የመትከያ ግንድ ገበያ', location: 'ሐዋሳ' }, om: { title: 'Gabaa qottoo muka kaazaavaa' } },
    });
    expect(created?.translations?.am).not.toHaveProperty('description');
    // Editing shows the stored texts again.
    await page.getByRole('button', { name: 'Edit: Cassava cuttings fair' }).click();
    expect(await dialog(page).getByLabel('Amharic title').inputValue()).toBe('የመትከያ ግንድ ገበያ');
    expect(await dialog(page).getByLabel('Amharic location').inputValue()).toBe('ሐዋሳ');
    expect(await dialog(page).getByLabel('Afaan Oromoo title').inputValue()).toBe('Gabaa qottoo muka kaazaavaa');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    // A built-in event's dialog shows the Afaan Oromoo it came with, for staff to keep or change.
    await page.getByRole('button', { name: `Edit: ${builtInEvents[0]!.title}` }).click();
    expect(await dialog(page).getByLabel('Afaan Oromoo title').inputValue()).toBe(
      omEvents.find((e) => e.id === builtInEvents[0]!.id)!.title,
    );
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await renameThenDelete(
      page,
      { list: '/api/events', id: created!.id, name: 'Cassava cuttings fair', question: 'Are you sure you want to delete this event?' },
      'Cassava cuttings fair 2031',
    );

    // Blog post
    await page.goto(`${server.url}/admin/blog`);
    await page.getByRole('button', { name: 'New Post' }).click();
    await dialog(page)
      .getByLabel(/^Title/)
      .fill('Harvest season opens');
    await dialog(page)
      .getByLabel(/^Author\*?$/)
      .fill('ECA Staff');
    await dialog(page).getByLabel('Amharic author').fill('የማህበሩ ሠራተኞች');
    await dialog(page)
      .getByLabel(/^Description/)
      .fill('Prices and plans for the season.');
    await dialog(page)
      .getByLabel(/^Content/)
      .fill('<p>Hello <script>alert(1)</script>farmers</p>');
    await dialog(page).getByLabel('Tags', { exact: true }).fill(' harvest , , prices ');
    await dialog(page).getByLabel('Amharic tags').fill('መኸር, ዋጋ');
    await dialog(page).getByLabel('Featured post').check();
    await save(page, 'Created.');
    const posts = (await api('GET', '/api/blog-posts')).json.data as { id: string; title: string; tags: string[]; featured: boolean }[];
    const post = posts.find((p) => p.title === 'Harvest season opens');
    expect(post).toMatchObject({
      tags: ['harvest', 'prices'],
      featured: true,
      author: 'ECA Staff',
      translations: { am: { tags: ['መኸር', 'ዋጋ'], author: 'የማህበሩ ሠራተኞች' } },
    });
    const full = (await api('GET', `/api/blog-posts/${post!.id}`)).json.data;
    expect(full.content).not.toContain('script');
    await renameThenDelete(
      page,
      { list: '/api/blog-posts', id: post!.id, name: 'Harvest season opens', question: 'Are you sure you want to delete this post?' },
      'Harvest season is open',
    );

    // Resource (created as multipart form data)
    await page.goto(`${server.url}/admin/resources`);
    await page.getByRole('button', { name: 'Add Resource' }).click();
    await dialog(page)
      .getByLabel(/^Title/)
      .fill('Starch market report');
    await dialog(page)
      .getByLabel(/^Description/)
      .fill('Prices and buyers.');
    await dialog(page).getByLabel('Category').selectOption('market-reports');
    await dialog(page).getByLabel('Download URL').fill('https://example.org/report.pdf');
    const multipart = page.waitForRequest((r) => r.url().endsWith('/api/admin/resources') && r.method() === 'POST');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    expect((await multipart).headers()['content-type']).toMatch(/^multipart\/form-data/);
    await page.getByText('Created.').waitFor();
    const resources = (await api('GET', '/api/resources')).json.data as { id: string; title: string; category: string }[];
    const resource = resources.find((r) => r.title === 'Starch market report');
    expect(resource?.category).toBe('market-reports');
    await editThenDelete(
      page,
      {
        list: '/api/resources',
        id: resource!.id,
        name: 'Starch market report',
        question: 'Are you sure you want to delete this resource?',
        expected: { type: 'article' },
      },
      async (form) => void (await form.getByLabel('Type').selectOption('article')),
    );
    expect(context.consoleErrors.join('\n')).toBe('');
    await context.close();
  }, 120_000);

  it('approves an application after viewing its receipt, and marks a message replied', async () => {
    await applyWithReceipt(api);
    expect(
      (
        await api('POST', '/api/contact', {
          name: 'Abebe',
          email: 'abebe@example.org',
          subject: 'General Inquiry',
          message: 'How do I join?',
          contactType: 'individual',
        })
      ).status,
    ).toBe(201);

    const { context, page } = await signedIn(admin, PHONE);
    await page.goto(`${server.url}/admin/applications`);
    const receiptCall = page.waitForResponse((r) => r.url().includes('/receipt'));
    await page.getByRole('button', { name: 'View receipt: Hana Girma' }).click();
    const receipt = await receiptCall;
    expect(receipt.status()).toBe(200);
    expect(receipt.headers()['content-disposition']).toMatch(/^attachment;/);
    await dialog(page).getByRole('img', { name: 'Receipt from Hana Girma' }).waitFor();
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Approve: Hana Girma' }).click();
    // Approving asks first, naming the person and the plan.
    await dialog(page)
      .getByRole('heading', { name: /^Approve Hana Girma as a .+ member\?$/ })
      .waitFor();
    await dialog(page).getByRole('button', { name: 'Approve application' }).click();
    await page.getByText('Application approved; the applicant will be emailed.').waitFor();
    await page.locator('[data-status="approved"]').waitFor();
    const list = await api('GET', '/api/admin/membership-applications?q=hana', undefined, admin.token);
    expect(list.json.data.items[0].status).toBe('approved');
    // Approval made the member: its number shows in the row.
    const memberNumber = list.json.data.items[0].memberNumber as string;
    expect(memberNumber).toMatch(/^ECA-\d{4}-0001$/);
    await page
      .getByRole('row', { name: /Hana Girma/ })
      .getByText(memberNumber)
      .waitFor();

    // Rejecting asks for the reason: refused without one, sent with it.
    const other = await api('POST', '/api/membership/apply', {
      firstName: 'Kebede',
      lastName: 'Alemu',
      email: 'kebede@example.org',
      phone: '+251911223355',
      company: 'Alemu Farms',
      address: 'Adama',
      city: 'Adama',
      membershipType: 'exporter',
      message: '',
      terms: true,
    });
    expect(other.status).toBe(201);
    await page.reload();
    await page.getByRole('button', { name: 'Reject: Kebede Alemu' }).click();
    const reject = dialog(page);
    await reject.getByRole('heading', { name: 'Reject the application of Kebede Alemu' }).waitFor();
    await reject.getByRole('button', { name: 'Reject application' }).click();
    await reject.getByText('Please write the reason for rejecting this application').waitFor();
    await reject.getByRole('textbox', { name: /Reason for rejecting/ }).fill('No payment receipt was uploaded.');
    await reject.getByRole('button', { name: 'Reject application' }).click();
    await page.getByText('Application rejected; the applicant will be emailed.').waitFor();
    const rejected = await api('GET', '/api/admin/membership-applications?q=kebede', undefined, admin.token);
    expect(rejected.json.data.items[0]).toMatchObject({ status: 'rejected', decisionReason: 'No payment receipt was uploaded.' });

    await page.goto(`${server.url}/admin/messages`);
    await page.getByRole('button', { name: 'Read: General Inquiry' }).click();
    await dialog(page).getByText('How do I join?').waitFor();
    await dialog(page)
      .getByRole('textbox', { name: /Your reply/ })
      .waitFor();
    await dialog(page).getByRole('button', { name: 'Mark Replied' }).click();
    await page.getByText('Marked as replied.').waitFor();
    await page.locator('[data-status="replied"]').waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^messages-\d{4}-\d{2}-\d{2}\.csv$/);
    const { readFile } = await import('node:fs/promises');
    const csv = await readFile((await file.path())!, 'utf8');
    expect(csv).toContain('Abebe,abebe@example.org');
    expect(csv).toContain(',replied');
    expect(context.consoleErrors.join('\n')).toBe('');
    await context.close();
  }, 90_000);

  it('a moderator sees the Users warning and no users are requested; the badge reads Moderator', async () => {
    expect(
      (
        await api('POST', '/api/auth/register', {
          firstName: 'Mesfin',
          lastName: 'Bekele',
          email: 'mesfin@example.org',
          password: 'another-good-password-2',
          confirmPassword: 'another-good-password-2',
        })
      ).status,
    ).toBe(201);
    const users = await api('GET', '/api/admin/users?q=mesfin', undefined, admin.token);
    const id = users.json.data.items[0].id;
    expect(
      (
        await api(
          'PUT',
          `/api/admin/users/${id}`,
          { name: 'Mesfin Bekele', email: 'mesfin@example.org', role: 'moderator', status: 'active' },
          admin.token,
        )
      ).status,
    ).toBe(200);
    const login = await api('POST', '/api/auth/login', { email: 'mesfin@example.org', password: 'another-good-password-2' });
    const { context, page } = await signedIn(login.json.data);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(`${server.url}/admin/users`);
    await page.getByText('You do not have permission to view or manage users.').waitFor();
    expect(await page.getByTestId('role-badge').textContent()).toBe('Moderator');
    await page.goto(`${server.url}/admin`);
    await page.getByTestId('last-backup').waitFor();
    expect(await page.getByRole('button', { name: 'Download a backup now' }).count()).toBe(0);
    expect(requested.filter((p) => p.startsWith('/api/admin/users'))).toEqual([]);
    expect(requested).not.toContain('/api/analytics/pageview');
    await context.close();
  }, 60_000);

  it('the server writes its daily backup by itself; an admin downloads one from the dashboard', async () => {
    // The day's backup, written a few seconds after the start by the server's scheduler.
    await expect.poll(async () => listBackups(join(server.dataDir, 'backups')), { timeout: 30_000 }).toHaveLength(1);
    const { context, page } = await signedIn(admin);
    await page.goto(`${server.url}/admin`);
    await page.getByTestId('last-backup').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download a backup now' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^ecpa-backup-\d{4}-\d{2}-\d{2}T\d{6}Z\.ndjson\.gz$/);
    const bytes = await readFile((await download.path())!);
    const header = JSON.parse(gunzipSync(bytes).toString().split('\n')[0]!);
    expect(header).toMatchObject({ format: 'ecpa-backup', database: 'pglite' });
    expect(await listBackups(join(server.dataDir, 'backups'))).toContain(download.suggestedFilename());
    await page.reload();
    await page
      .getByTestId('last-backup')
      .getByText(/ · \d+(\.\d)? (KB|MB)$/)
      .waitFor();
    await context.close();
  }, 60_000);

  it('changing the analytics period changes the figures', async () => {
    const { context, page } = await signedIn(admin);
    await page.goto(`${server.url}/admin/analytics`);
    const visitors = page.getByTestId('total-visitors');
    await visitors.getByText('4', { exact: true }).waitFor();
    await page.getByTestId('period').selectOption('7d');
    await visitors.getByText('2', { exact: true }).waitFor();
    await page.getByTestId('period').selectOption('90d');
    await visitors.getByText('5', { exact: true }).waitFor();
    await page.getByRole('cell', { name: '/about' }).waitFor();
    expect(await page.getByText('These are sample figures', { exact: false }).count()).toBe(0);
    // When the call fails the screen says the figures shown are samples.
    await page.route('**/api/admin/analytics*', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down","message":"down"}' }),
    );
    await page.getByTestId('period').selectOption('7d');
    await page.getByText('The analytics could not be loaded. These are sample figures, not real data.').waitFor();
    await context.close();
  }, 60_000);

  it('the page-view beacon counts a public page and skips admin pages', async () => {
    const before = (await api('GET', '/api/admin/analytics?period=7d', undefined, admin.token)).json.data;
    const context = await newContext(browser);
    const page = await context.newPage();
    // The beacon's answer, not only its sending: closing the context while the request is still on its way drops it.
    const beacon = page.waitForResponse((r) => r.url().endsWith('/api/analytics/pageview'));
    await page.goto(`${server.url}/about`);
    const answer = await beacon;
    expect(answer.request().method()).toBe('POST');
    expect(answer.ok()).toBe(true);
    await context.close();
    await expect
      .poll(async () => (await api('GET', '/api/admin/analytics?period=7d', undefined, admin.token)).json.data.totalVisitors, {
        timeout: 5000,
      })
      .toBe(before.totalVisitors + 1);
    const after = (await api('GET', '/api/admin/analytics?period=7d', undefined, admin.token)).json.data;
    expect(after.popularPages).toContainEqual({ page: '/about', visits: 1 });
  }, 60_000);
});
