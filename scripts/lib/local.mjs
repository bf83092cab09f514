// What the measuring scripts and the tests share about this machine: Debian's Chromium and how it is started, a free
// port, and whether a build is older than its sources.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/**
 * The flags node runs the production server with, as package.json's `start` script gives them (said there only): the
 * tests and the benchmarks start the compiled server with the same ones, so what they measure is what runs. Read when
 * asked, never on import: `npm start` imports this file too, and must start whatever its script says.
 * docs/decisions/036-server-node-flags.md says why these.
 */
export function serverNodeFlags() {
  const start = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).scripts.start;
  const flags = /\bnode((?:\s+--[\w-]+(?:=\S+)?)*)\s+scripts\/start\.mjs\b/.exec(start)?.[1];
  if (flags === undefined) throw new Error(`package.json's start script runs no "node --flag … scripts/start.mjs": ${start}`);
  return flags.trim().split(/\s+/).filter(Boolean);
}

/** Debian's Chromium (a browser that tools download for themselves does not run here). */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Chromium's flags for headless runs in a container: no sandbox, no GPU, nothing fetched in the background. */
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

/** A TCP port free on 127.0.0.1 right now. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

/** The newest modification time (ms) of any file below `dir`; 0 when it does not exist. */
export function newest(dir) {
  if (!existsSync(dir)) return 0;
  let t = 0;
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (e.isFile()) t = Math.max(t, statSync(join(e.parentPath, e.name)).mtimeMs);
  }
  return t;
}

/** Every folder and file the built site (dist/) is made from. */
export const SITE_SOURCES = [
  'src',
  'contract',
  'content',
  'machines',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
  'scripts/prerender.mjs',
  'scripts/build-site.mjs',
  'scripts/lib/languageSwap.mjs',
  'scripts/compress.mjs',
];
/** Every folder the compiled server (dist-server/) is made from. */
export const SERVER_SOURCES = ['server', 'contract', 'content', 'package.json', 'scripts/build-server.mjs'];

/** Whether `built` (a file a build writes last) is missing or older than any of `sources`. */
export function isStale(built, sources) {
  const at = existsSync(built) ? statSync(built).mtimeMs : 0;
  const changed = Math.max(...sources.map((s) => (existsSync(s) && statSync(s).isFile() ? statSync(s).mtimeMs : newest(s))));
  return at < changed;
}

/**
 * Builds the site (and the server) with `npm run build` when dist/shell.html, which the pre-render writes near the end
 * of the build, is missing or older than the site's sources.
 */
export function buildSiteIfStale() {
  if (!isStale('dist/shell.html', SITE_SOURCES)) return;
  console.log(existsSync('dist/shell.html') ? 'Sources changed since the last build; rebuilding…' : 'No build yet; building…');
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('npm run build failed');
}

/** The environment a local server runs with on `port`, keeping its data and its daily backups in `dataDir`. */
export const localServerEnv = (port, dataDir) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  BACKUP_DIR: join(dataDir, 'backups'),
});

/**
 * The mail and link settings (server/platform/config.ts) for a server measured on this machine at `port`, so that it starts
 * without the warnings a production server gives for each one left at its default: the mail addresses are on the
 * reserved example.org domain.
 */
export const measuredServerMail = (port) => ({
  PUBLIC_URL: `http://localhost:${port}`,
  NOTIFY_EMAIL: 'office@example.org',
  MAIL_FROM: 'Ethiopian Cassava Association (measurement) <no-reply@example.org>',
});

/** The server from its sources (the built site in dist/) as in production, on `port` with its data in `dataDir`; its
 * output is piped for the caller to read. */
export const startSourceServer = (port, dataDir, logLevel) =>
  spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      ...measuredServerMail(port),
      ...localServerEnv(port, dataDir),
      LOG_LEVEL: logLevel,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
