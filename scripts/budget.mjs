// npm run budget: builds for production, loads every public route of every language in headless Chromium against the real server,
// and prints the gzipped JavaScript and CSS its first view loads. Fails above 105 KB of JavaScript on any route, or when a
// public route loads any of the admin area's chunks.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { LANGS, pathIn } from './lib/languages.mjs';
import { freePort, startSourceServer } from './lib/local.mjs';

const JS_BUDGET = 105 * 1024;
const ROUTE_PATHS = [
  '/',
  '/about',
  '/membership',
  '/members',
  '/events',
  '/contact',
  '/resources',
  '/blog',
  '/blog/wolaita-cooperative-doubles-yield',
];
// Each route at its address in every language (each its own build, the same budget).
const ROUTES = process.env.BUDGET_ROUTES
  ? process.env.BUDGET_ROUTES.split(',')
  : LANGS.flatMap((lang) => ROUTE_PATHS.map((path) => pathIn(lang, path)));

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = Number(process.env.BUDGET_PORT ?? (await freePort()));
const dataDir = mkdtempSync(join(tmpdir(), 'eca-budget-'));
const server = startSourceServer(port, dataDir, 'info');
let log = '';
server.stdout.on('data', (b) => {
  log += b;
});
server.stderr.on('data', (b) => {
  log += b;
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
await new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error(`server did not start:\n${log}`)), 90_000);
  const check = setInterval(() => {
    if (log.includes('"msg":"listening"')) {
      clearInterval(check);
      clearTimeout(timer);
      resolve();
    }
  }, 100);
  server.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${log}`)));
}).catch((err) => {
  console.error(err.message);
  stop();
  process.exit(1);
});

/** gzip size of a built asset, measured on the file in dist/ (what the server sends pre-compressed). */
const gzipCache = new Map();
const gzipSize = (pathname) => {
  if (!gzipCache.has(pathname)) gzipCache.set(pathname, gzipSync(readFileSync(join('dist', pathname)), { level: 9 }).length);
  return gzipCache.get(pathname);
};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'],
});
let failed = false;
const rows = [];
try {
  for (const route of ROUTES) {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const assets = new Set();
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.origin !== `http://127.0.0.1:${port}`) return;
      if (/\.(js|mjs|css)$/.test(url.pathname)) assets.add(url.pathname);
    });
    const response = await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' });
    // A pre-rendered page carries its styles inline (scripts/prerender.mjs): they count as the route's CSS.
    const html = (await response?.text()) ?? '';
    const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce(
      (n, m) => n + gzipSync(Buffer.from(m[1]), { level: 9 }).length,
      0,
    );
    // The first view is complete when the page's heading is on screen and the network has gone quiet again.
    await page.locator('main h1').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    let js = 0;
    let css = inlineCss;
    for (const a of assets) {
      if (a.endsWith('.css')) css += gzipSize(a);
      else js += gzipSize(a);
    }
    // Public routes never load the admin area's code (its screens, words and styles live in admin* chunks).
    const adminAssets = [...assets].filter((a) => /\/admin[^/]*\.(js|css)$/.test(a));
    const over = js > JS_BUDGET;
    failed ||= over || adminAssets.length > 0;
    if (adminAssets.length > 0) console.error(`${route} loads admin code: ${adminAssets.join(', ')}`);
    if (process.argv.includes('--verbose')) {
      console.log(`\n${route}`);
      for (const a of [...assets].sort((x, y) => gzipSize(y) - gzipSize(x))) console.log(`  ${kb(gzipSize(a)).padStart(9)}  ${a}`);
    }
    rows.push({ route, files: assets.size, js: kb(js), css: kb(css), budget: over ? 'OVER' : adminAssets.length ? 'ADMIN CODE' : 'ok' });
    await context.close();
  }
} finally {
  await browser.close();
  stop();
}
console.log(`\nFirst view of each public route (gzip), JavaScript budget ${kb(JS_BUDGET)}:`);
console.table(rows);
if (failed) {
  console.error('A public route loads more JavaScript than the budget allows, or loads admin code.');
  process.exit(1);
}
