import { describe, expect, it } from 'vitest';
import { newContext, PHONE } from '../support/browser';
import { withServerAndBrowser } from '../support/site';

const site = withServerAndBrowser();

describe('site shell', () => {
  it('sends an unknown path to the home page', async () => {
    const context = await newContext(site.browser);
    const page = await context.newPage();
    await page.goto(`${site.server.url}/nope`);
    await page.waitForURL(`${site.server.url}/`);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('opens the phone menu and the Events / Blogs dropdown with the keyboard', async () => {
    const context = await newContext(site.browser, PHONE);
    const page = await context.newPage();
    await page.goto(site.server.url);
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
