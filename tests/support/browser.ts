// Debian's Chromium driven by playwright-core (its own browser download does not work here).
import { type Browser, type BrowserContext, chromium } from 'playwright-core';

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}

export const PHONE = { width: 375, height: 740 };
export const LAPTOP = { width: 1280, height: 800 };

/** A fresh context (empty storage) at the given viewport; console errors are collected for assertions. */
export async function newContext(browser: Browser, viewport = LAPTOP): Promise<BrowserContext & { consoleErrors: string[] }> {
  const context = (await browser.newContext({
    viewport,
    locale: 'en-US',
    timezoneId: 'Africa/Addis_Ababa',
  })) as BrowserContext & {
    consoleErrors: string[];
  };
  context.consoleErrors = [];
  context.on('page', (page) => {
    page.on('console', (msg) => {
      if (msg.type() === 'error') context.consoleErrors.push(msg.text());
    });
    page.on('pageerror', (err) => context.consoleErrors.push(err.message));
  });
  return context;
}
