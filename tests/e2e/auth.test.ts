// Staff sign-in end to end, in Chromium against the production server on a fresh data directory.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { LAPTOP, newContext, PHONE } from '../support/browser';
import { withServerAndBrowser } from '../support/site';

const site = withServerAndBrowser();

const admin = { firstName: 'Hana', lastName: 'Girma', email: 'hana@example.org', password: 'cassava-roots-2026' };
const path = (page: Page) => new URL(page.url()).pathname;
const stored = (page: Page) => page.evaluate(() => ({ token: localStorage.getItem('authToken'), user: localStorage.getItem('user') }));

async function fillRegister(page: Page, who: typeof admin) {
  await page.getByLabel(/^First name/).fill(who.firstName);
  await page.getByLabel(/^Last name/).fill(who.lastName);
  await page.getByLabel(/^Email address/).fill(who.email);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByLabel(/^Confirm password/).fill(who.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${site.server.url}/login`);
  await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
  await page.getByLabel(/^Email address/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('staff sign-in', () => {
  it('registers the first admin, signs out to /, signs in again and reaches /admin', async () => {
    const context = await newContext(site.browser, LAPTOP);
    const page = await context.newPage();
    await page.goto(`${site.server.url}/register`);
    await page.getByRole('heading', { level: 1, name: 'Create Admin Account' }).waitFor();
    await fillRegister(page, admin);
    await page.waitForURL(`${site.server.url}/admin`);
    const first = await stored(page);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(JSON.parse(first.user!)).toMatchObject({ email: admin.email, role: 'admin' });

    // On the public site the admin sees the Admin link and Logout; Logout clears the session, revokes the token, goes to /.
    await page.goto(`${site.server.url}/about`);
    await page.getByRole('link', { name: 'Admin', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${site.server.url}/`);
    await page.getByRole('button', { name: 'Logout' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);
    expect(await stored(page)).toEqual({ token: null, user: null });
    const me = await fetch(`${site.server.url}/api/auth/me`, { headers: { Authorization: `Bearer ${first.token}` } });
    expect(me.status).toBe(401);

    await signIn(page, admin.email, admin.password);
    await page.waitForURL(`${site.server.url}/admin`);
    expect((await stored(page)).token).not.toBe(first.token);

    // Signed in, /login and /register lead to /admin.
    await page.goto(`${site.server.url}/login`);
    await page.waitForURL(`${site.server.url}/admin`);
    await page.goto(`${site.server.url}/register`);
    await page.waitForURL(`${site.server.url}/admin`);
    expect(context.consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the server message for a wrong password and keeps the visitor on /login', async () => {
    const context = await newContext(site.browser, LAPTOP);
    const page = await context.newPage();
    await signIn(page, admin.email, 'not-the-password');
    await page.getByRole('alert').filter({ hasText: messages.auth.invalidCredentials }).waitFor();
    expect(path(page)).toBe('/login');
    expect(await page.getByLabel(/^Email address/).isEnabled()).toBe(true);
    expect(await stored(page)).toEqual({ token: null, user: null });
    await context.close();
  });

  it("refuses a later self-registration with the spec's message (it is not staff)", async () => {
    const context = await newContext(site.browser, LAPTOP);
    const page = await context.newPage();
    await page.goto(`${site.server.url}/register`);
    await fillRegister(page, { ...admin, firstName: 'Dawit', email: 'dawit@example.org' });
    await page.getByRole('alert').filter({ hasText: messages.auth.registerNotStaff }).waitFor();
    expect(path(page)).toBe('/register');
    expect(await stored(page)).toEqual({ token: null, user: null });
    await context.close();
  });

  it('clears a stored non-staff session on reload and sends /admin to /login', async () => {
    const context = await newContext(site.browser, LAPTOP);
    const page = await context.newPage();
    await page.goto(site.server.url);
    await page.evaluate(() => {
      localStorage.setItem('authToken', 'some-token-abcdefghijklmnopqrstuvwxyz');
      localStorage.setItem('user', JSON.stringify({ id: '1', name: 'Visitor', email: 'v@example.org', role: 'user' }));
    });
    await page.reload();
    await page.getByRole('link', { name: 'Join Us' }).first().waitFor();
    await expect.poll(() => stored(page)).toEqual({ token: null, user: null });
    expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(0);
    await page.goto(`${site.server.url}/admin`);
    await page.waitForURL(`${site.server.url}/login`);
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await context.close();
  });

  it('shows the Admin link to an admin only: a moderator gets Logout but no Admin link', async () => {
    const context = await newContext(site.browser, LAPTOP);
    const page = await context.newPage();
    await page.goto(site.server.url);
    await page.getByRole('link', { name: 'Join Us' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);
    await page.evaluate(() => {
      localStorage.setItem('authToken', 'moderator-token-abcdefghijklmnopqrstuvwxyz');
      localStorage.setItem('user', JSON.stringify({ id: '2', name: 'Mod', email: 'm@example.org', role: 'moderator' }));
    });
    await page.reload();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    expect(await page.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);
    await context.close();
  });
  it('"Sign out everywhere" in the admin area ends the sessions on every device, and the password still works', async () => {
    const laptop = await newContext(site.browser, LAPTOP);
    const phone = await newContext(site.browser, PHONE);
    const here = await laptop.newPage();
    const there = await phone.newPage();
    await signIn(here, admin.email, admin.password);
    await here.waitForURL(`${site.server.url}/admin`);
    await signIn(there, admin.email, admin.password);
    await there.waitForURL(`${site.server.url}/admin`);
    const tokens = [(await stored(here)).token, (await stored(there)).token];
    for (const token of tokens) {
      expect((await fetch(`${site.server.url}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
    }

    // Beside Logout in the sidebar; it signs this browser out and goes to the home page.
    const sidebar = here.getByRole('complementary', { name: 'Admin navigation' });
    await sidebar.getByRole('button', { name: 'Logout' }).waitFor();
    await sidebar.getByRole('button', { name: 'Sign out everywhere' }).click();
    await here.waitForURL(`${site.server.url}/`);
    expect(await stored(here)).toEqual({ token: null, user: null });
    for (const token of tokens) {
      expect((await fetch(`${site.server.url}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(401);
    }

    // The phone still holds its token; its next request is refused and it lands on the sign-in page.
    await there.goto(`${site.server.url}/admin/users`);
    await there.waitForURL(`${site.server.url}/login`);
    await expect.poll(() => stored(there)).toEqual({ token: null, user: null });

    await signIn(here, admin.email, admin.password);
    await here.waitForURL(`${site.server.url}/admin`);
    expect(laptop.consoleErrors).toEqual([]);
    await laptop.close();
    await phone.close();
  });

  it('fits a 375 px phone: no sideways scrolling, every field reachable, and signing in works there', async () => {
    const context = await newContext(site.browser, PHONE);
    const page = await context.newPage();
    for (const [route, heading] of [
      ['/register', 'Create Admin Account'],
      ['/login', 'Admin Login'],
    ] as const) {
      await page.goto(`${site.server.url}${route}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      const submit = await page.getByRole('button', { name: route === '/login' ? 'Sign in' : 'Create account' }).boundingBox();
      expect(submit!.x).toBeGreaterThanOrEqual(0);
      expect(submit!.x + submit!.width).toBeLessThanOrEqual(PHONE.width);
    }
    await page.getByLabel(/^Email address/).fill(admin.email);
    await page.getByLabel(/^Password/).fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${site.server.url}/admin`);
    expect(context.consoleErrors).toEqual([]);
    await context.close();
  });
});
