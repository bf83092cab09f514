// npm run bench:first-tap: the dead window of a public page on a cheap phone, the time between the first paint and the
// moment the app takes the page over. In that window the visitor sees the page, but a tap on a dialog button does
// nothing and a form submits natively (issue 23).
//
// 1. Builds the site when dist/ is older than its sources; starts the production server (dist-server/main.js,
//    compiled again when older than its sources) on a free port with a scratch PGlite data directory
//    (tests/support/server.ts, as the browser tests do). Chromium is started as in the browser tests
//    (tests/support/browser.ts: Debian's, with CHROMIUM_ARGS).
// 2. For each network profile and each run, opens every route in a fresh Chromium context (empty storage, HTTP cache
//    off) at 375×740 with the CPU slowed 4× and the network throttled (tests/support/throttle.ts: CDP
//    Emulation.setCPUThrottlingRate and Network.emulateNetworkConditions). The routes take turns run after run, so a
//    burst of load from other work on the machine spreads over all of them.
// 3. Reads, on the page's own clock (ms since the navigation started):
//    - first paint: the `first-contentful-paint` entry;
//    - app JS asked: the first script requested after the first paint (src/main.tsx asks for the app once the first
//      screen has been shown, src/firstView.ts);
//    - app takes over: the `app:interactive` mark, made by src/app.tsx when React has adopted the pre-rendered page
//      (the site layout's effect has run: its handlers are attached, `data-prerendered` is gone);
//    - dead window: app takes over − first paint.
// 4. Prints min–max and the median per route and profile, with the machine's load average. Figures only: nothing is
//    checked, and the exit code is 0 unless a page could not be measured.
//
// Options: --runs N (default 3), --profile 3g|4g-slow|all (default all), --routes /,/contact (default below).
// BENCH_SKIP_BUILD=1 uses dist/ as it is.
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { PREFIXED_LANGS, pathIn } from '../contract/languages';
import { launchBrowser, PHONE } from '../tests/support/browser';
import { startServer } from '../tests/support/server';
import { APP_INTERACTIVE, appTakesOver, CPU_SLOWDOWN, NETWORKS, type NetworkProfile, throttlePhone } from '../tests/support/throttle';
import { buildSiteIfStale } from './lib/local.mjs';

const DEFAULT_ROUTES = [
  ...['/', '/membership', '/events', '/contact'],
  ...PREFIXED_LANGS.flatMap((lang) => ['/', '/membership', '/contact'].map((path) => pathIn(lang, path))),
];
/** The longest one page may take to be taken over before the run counts as failed. */
const TAKE_OVER_LIMIT_MS = 60_000;

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    profile: { type: 'string', default: 'all' },
    routes: { type: 'string', default: DEFAULT_ROUTES.join(',') },
  },
});
const RUNS = Math.max(1, Number(opts.runs));
const PROFILES = (opts.profile === 'all' ? Object.keys(NETWORKS) : opts.profile.split(',')) as NetworkProfile[];
for (const p of PROFILES) if (!(p in NETWORKS)) throw new Error(`unknown profile ${p}; one of ${Object.keys(NETWORKS).join(', ')}, all`);
const ROUTES = opts.routes
  .split(',')
  .map((r) => r.trim())
  .filter(Boolean);

type Sample = { firstPaint: number; appAsked: number | undefined; takesOver: number; dead: number };

function buildIfStale() {
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync('dist/shell.html')) return;
  buildSiteIfStale();
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

/** One visit: a fresh context, throttled before the navigation, until the app has taken the page over. */
async function visit(browser: Browser, url: string, profile: NetworkProfile): Promise<Sample> {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-US', timezoneId: 'Africa/Addis_Ababa' });
  const errors: string[] = [];
  try {
    const page = await context.newPage();
    page.on('pageerror', (err) => errors.push(err.message));
    await throttlePhone(page, profile);
    await page.goto(url, { waitUntil: 'commit', timeout: TAKE_OVER_LIMIT_MS });
    await appTakesOver(page, TAKE_OVER_LIMIT_MS).catch((err) => {
      throw new Error(`${url}: the app did not take over within ${TAKE_OVER_LIMIT_MS / 1000} s (${errors.join('; ') || err.message})`);
    });
    const t = await page.evaluate((mark) => {
      const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const takesOver = performance.getEntriesByName(mark)[0]!.startTime;
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (e) => new URL(e.name).pathname.endsWith('.js') && firstPaint !== undefined && e.startTime >= firstPaint,
      );
      const appAsked = scripts.length ? Math.min(...scripts.map((e) => e.startTime)) : undefined;
      return { firstPaint, takesOver, appAsked };
    }, APP_INTERACTIVE);
    if (t.firstPaint === undefined) throw new Error(`${url}: no first-contentful-paint entry`);
    return { firstPaint: t.firstPaint, appAsked: t.appAsked, takesOver: t.takesOver, dead: t.takesOver - t.firstPaint };
  } finally {
    await context.close();
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
/** "0.64–0.78 (0.70)": min–max, median in brackets, in seconds. */
const spread = (xs: number[]) =>
  xs.length === 0 ? '–' : `${seconds(Math.min(...xs))}–${seconds(Math.max(...xs))} (${seconds(median(xs))})`;

function table(rows: string[][]) {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(rows[0]!), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.slice(1).map(line)].join('\n');
}

async function main() {
  buildIfStale();
  const loadBefore = load();
  const server = await startServer({ env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  const browser = await launchBrowser();
  const samples = new Map<string, Sample[]>();
  const failures: string[] = [];
  const started = Date.now();
  try {
    console.log(`Chromium ${browser.version()}, server ${server.url}, load average before: ${loadBefore}`);
    for (const profile of PROFILES) {
      for (let run = 1; run <= RUNS; run++) {
        for (const route of ROUTES) {
          try {
            const s = await visit(browser, server.url + route, profile);
            (samples.get(`${profile} ${route}`) ?? samples.set(`${profile} ${route}`, []).get(`${profile} ${route}`)!).push(s);
            console.log(
              `${NETWORKS[profile].label}, run ${run}, ${route}: first paint ${seconds(s.firstPaint)} s, app JS asked ${s.appAsked === undefined ? '–' : `${seconds(s.appAsked)} s`}, takes over ${seconds(s.takesOver)} s, dead ${seconds(s.dead)} s`,
            );
          } catch (err) {
            failures.push(err instanceof Error ? err.message : String(err));
            console.log(`${NETWORKS[profile].label}, run ${run}, ${route}: FAILED ${failures.at(-1)}`);
          }
        }
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  const loadAfter = load();
  const version = JSON.parse(readFileSync('node_modules/playwright-core/package.json', 'utf8')).version;
  console.log(
    `\nDead window on a phone: 375×740, CPU ${CPU_SLOWDOWN}× slower, HTTP cache off, a fresh context per visit; ${RUNS} run(s) per route; seconds from the start of the navigation, min–max (median).`,
  );
  console.log(`playwright-core ${version}; ${Math.round((Date.now() - started) / 1000)} s in all.`);
  console.log(`Load average (1, 5, 15 min) before: ${loadBefore}; after: ${loadAfter}.`);
  for (const profile of PROFILES) {
    const rows = [['route', 'first paint', 'app JS asked', 'app takes over', 'dead window']];
    for (const route of ROUTES) {
      const list = samples.get(`${profile} ${route}`) ?? [];
      rows.push([
        route,
        spread(list.map((s) => s.firstPaint)),
        spread(list.flatMap((s) => (s.appAsked === undefined ? [] : [s.appAsked]))),
        spread(list.map((s) => s.takesOver)),
        spread(list.map((s) => s.dead)),
      ]);
    }
    const all = ROUTES.flatMap((r) => samples.get(`${profile} ${r}`) ?? []);
    rows.push([
      'all routes',
      spread(all.map((s) => s.firstPaint)),
      spread(all.flatMap((s) => (s.appAsked === undefined ? [] : [s.appAsked]))),
      spread(all.map((s) => s.takesOver)),
      spread(all.map((s) => s.dead)),
    ]);
    console.log(`\n${NETWORKS[profile].label}\n\n${table(rows)}`);
  }
  if (failures.length) {
    console.log(`\n${failures.length} visit(s) could not be measured:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
