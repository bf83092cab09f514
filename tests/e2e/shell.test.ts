import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, PHONE } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('site shell', () => {
  it('sends an unknown path to the home page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/nope`);
    await page.waitForURL(`${server.url}/`);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('opens the phone menu and the Events / Blogs dropdown with the keyboard', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto(server.url);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav.isVisible()).resolves.toBe(true);
    const toggle = page.getByRole('button', { name: 'Events / Blogs' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    for (const name of ['Events', 'Blog', 'Upcoming Events', 'Past Events', 'Success Stories']) {
      await expect(nav.getByRole('link', { name, exact: true }).isVisible()).resolves.toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await page.keyboard.press('Escape');
    await expect(nav.isVisible()).resolves.toBe(false);
    await context.close();
  });
});
