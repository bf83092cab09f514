// Debian's Chromium driven by playwright-core (its own browser download does not work here).
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/local.mjs';

export { CHROMIUM_ARGS, chromiumPath };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}

export const PHONE = { width: 375, height: 740 };
export const LAPTOP = { width: 1280, height: 800 };

/** A browser context that keeps what a test asserts on: its pages' console errors and every URL they requested. */
export type WatchedContext = BrowserContext & { consoleErrors: string[]; requestedUrls: string[] };

async function watchedContext(browser: Browser, viewport: { width: number; height: number }, javaScriptEnabled = true) {
  const context = (await browser.newContext({
    viewport,
    locale: 'en-US',
    timezoneId: 'Africa/Addis_Ababa',
    javaScriptEnabled,
  })) as WatchedContext;
  context.consoleErrors = [];
  context.requestedUrls = [];
  // Every request of every page, navigations included (a form sent as a GET shows its fields here).
  context.on('request', (request) => void context.requestedUrls.push(request.url()));
  context.on('page', (page) => {
    page.on('console', (msg) => {
      if (msg.type() === 'error') context.consoleErrors.push(msg.text());
    });
    page.on('pageerror', (err) => context.consoleErrors.push(err.message));
  });
  return context;
}

/**
 * A fresh context (empty storage) at the given viewport; console errors are collected for assertions; `page.goto` waits
 * until the app has taken over a pre-rendered page. `javaScriptEnabled: false` gives a browser without JavaScript, and
 * `waitForApp: false` leaves `page.goto` as Playwright has it (a test of what a visitor can do before the app runs):
 * without JavaScript the app never takes over, so there is nothing to wait for.
 */
export async function newContext(
  browser: Browser,
  viewport = LAPTOP,
  options: { javaScriptEnabled?: boolean; waitForApp?: boolean } = {},
): Promise<WatchedContext> {
  const javaScriptEnabled = options.javaScriptEnabled ?? true;
  const waitForApp = javaScriptEnabled && (options.waitForApp ?? true);
  const context = await watchedContext(browser, viewport, javaScriptEnabled);
  if (waitForApp)
    context.on('page', (page) => {
      // A public page arrives pre-rendered and works once the app has taken it over (src/app.tsx): a navigation waits
      // for that, as a person waits for the page to respond, so a test does not click a button that is not live yet.
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await page.waitForFunction(() => !document.querySelector('#root[data-prerendered]'));
        return response;
      };
    });
  return context;
}

/**
 * A fresh context like `newContext`'s, but `page.goto` does not wait for the app: a first-tap test taps and types while
 * the pre-rendered page is all there is (wait with `appTakesOver` from ./throttle when the test needs the app). With
 * `javaScriptEnabled: false` the pages never run a script: what a proxy browser or a failed chunk leaves a visitor.
 */
export function newRawContext(
  browser: Browser,
  viewport = PHONE,
  { javaScriptEnabled = true }: { javaScriptEnabled?: boolean } = {},
): Promise<WatchedContext> {
  return watchedContext(browser, viewport, javaScriptEnabled);
}

/** Signs a context in as a staff session: every page of it starts with the token and the user in storage. */
export function signInContext(context: BrowserContext, session: { token: string; user: unknown }) {
  return context.addInitScript(
    ([token, user]) => {
      // Runs in every frame; about:blank has no storage.
      try {
        localStorage.setItem('authToken', token as string);
        localStorage.setItem('user', user as string);
      } catch {}
    },
    [session.token, JSON.stringify(session.user)],
  );
}

/** Waits until a page has settled as a person would see it: its data loaded, its fonts in, no loading notice left. */
export async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page
    .locator('[role="status"] .visually-hidden')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => {});
}

/**
 * Waits until `predicate` holds in the page, asking it from here every 100 ms. Playwright's `waitForFunction` polls
 * with the page's own timers, which never fire when the page's JavaScript is off: there it sees only the first answer,
 * so a page whose autofocus or scroll lands a moment after the load would time out with the condition already true.
 */
export async function waitInPage(page: Page, predicate: () => boolean, { timeout = 30_000 }: { timeout?: number } = {}): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    // A navigation under way destroys the page's context mid-question: asked again on the next round.
    const holds = await page.evaluate(predicate).catch((error: Error) => {
      if (/context was destroyed|navigation/i.test(error.message)) return false;
      throw error;
    });
    if (holds) return;
    if (Date.now() > deadline) throw new Error(`waitInPage: not true after ${timeout} ms: ${predicate.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
