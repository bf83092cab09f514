// A cheap phone on a slow mobile network, for the first-tap tests and `npm run bench:first-tap`: the CPU slowed 4× and
// the network throttled through the Chrome DevTools Protocol, on one page. Apply it before the page's navigation.
import type { CDPSession, Page } from 'playwright-core';

/** How much slower than this machine's CPU the phone runs (CDP Emulation.setCPUThrottlingRate). */
export const CPU_SLOWDOWN = 4;

/**
 * The networks a visitor's phone is on (CDP Network.emulateNetworkConditions: throughputs in bytes per second, latency
 * in ms added to every request).
 * - `3g`: 700 kbps down and up, 300 ms: what the first-tap suite of issue 23 runs on.
 * - `4g-slow`: 1.6 Mbps down, 750 kbps up, 150 ms: Lighthouse's mobile line, the fast profile of the issue.
 */
export const NETWORKS = {
  '3g': { label: '3G: 700 kbps, 300 ms', downloadThroughput: (700 * 1024) / 8, uploadThroughput: (700 * 1024) / 8, latency: 300 },
  '4g-slow': {
    label: '1.6 Mbps, 150 ms',
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
    latency: 150,
  },
} as const;
export type NetworkProfile = keyof typeof NETWORKS;

/**
 * Slows `page` down to a cheap phone on `profile`: CPU 4×, the network throttled, the HTTP cache off (every run pays
 * for every byte, as a first visit does). Returns the CDP session, which keeps the settings while it is open.
 */
export async function throttlePhone(page: Page, profile: NetworkProfile = '3g'): Promise<CDPSession> {
  const { label: _, ...network } = NETWORKS[profile];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
  return cdp;
}

/** The app's own mark (src/app.tsx): it has adopted the page, and React's handlers are attached. */
export const APP_INTERACTIVE = 'app:interactive';

/** Whether the app has taken the page over yet (its `app:interactive` mark is there). */
export const appHasTakenOver = (page: Page) => page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, APP_INTERACTIVE);

/** Waits until the app has taken the page over (`timeout` ms at most: a throttled phone is slow). */
export async function appTakesOver(page: Page, timeout = 30_000) {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, APP_INTERACTIVE, { timeout });
}

/**
 * Holds the app's scripts back until `release()`: the page is then exactly what a visitor has before the app arrives,
 * for as long as the test needs, however fast this machine is. The throttled phone alone leaves a window of a few
 * seconds that a fast run may close before the test has finished typing.
 */
export async function holdTheApp(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
