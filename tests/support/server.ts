// Starts the real production server (npm start's server: the compiled dist-server/main.js) on a free port with a fresh
// data directory.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { freePort, isStale, localServerEnv, SERVER_SOURCES, serverNodeFlags } from '../../scripts/lib/local.mjs';
import { scratchRoot } from './scratch';

export type RunningServer = {
  url: string;
  port: number;
  dataDir: string;
  logs: string[];
  process: ChildProcess;
  stop(): Promise<void>;
  kill(): Promise<void>;
};

export { freePort };

/** The compiled server production runs (dist-server/main.js), compiled again when the server's sources are newer. */
function compiledServer() {
  if (!isStale('dist-server/main.js', SERVER_SOURCES)) return;
  const r = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('compiling the server (scripts/build-server.mjs) failed');
}

/**
 * The data directory of a server that has started once and stopped (migrated, built-in content seeded), made by the
 * browser tests' global setup for this checkout's build. A new server starts from a copy of it: creating the database
 * takes a fresh server about twice as long as opening one.
 */
export const dataTemplate = () =>
  join(scratchRoot(), `eca-e2e-data-${createHash('sha256').update(process.cwd()).digest('hex').slice(0, 12)}`);

/** Makes dataTemplate() anew from the compiled server as built now. */
export async function makeDataTemplate() {
  const aside = await mkdtemp(join(scratchRoot(), 'eca-e2e-template-'));
  const server = await startServer({ dataDir: aside, fresh: true });
  await server.stop();
  await rm(join(aside, 'backups'), { recursive: true, force: true });
  await rm(dataTemplate(), { recursive: true, force: true });
  await rename(aside, dataTemplate());
}

export async function startServer(
  opts: { env?: Record<string, string>; dataDir?: string; port?: number; fresh?: boolean } = {},
): Promise<RunningServer> {
  const port = opts.port ?? (await freePort());
  const dataDir = opts.dataDir ?? (await mkdtemp(join(scratchRoot(), 'eca-e2e-')));
  const logs: string[] = [];
  compiledServer();
  // `fresh`: the server creates its database itself, as on a new machine.
  if (!opts.fresh && !existsSync(join(dataDir, 'pglite')) && existsSync(join(dataTemplate(), 'pglite')))
    await cp(join(dataTemplate(), 'pglite'), join(dataDir, 'pglite'), { recursive: true });
  const child = spawn(process.execPath, [...serverNodeFlags(), 'dist-server/main.js'], {
    env: {
      ...process.env,
      // The daily backup (a minute after start) goes with the test's data, not into the checkout's ./backups.
      ...localServerEnv(port, dataDir),
      LOG_LEVEL: 'info',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const onData = (buf: Buffer) => logs.push(...buf.toString().split('\n').filter(Boolean));
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s:\n${logs.join('\n')}`)), 60_000);
    const check = setInterval(() => {
      if (logs.some((l) => l.includes('"msg":"listening"'))) {
        clearInterval(check);
        clearTimeout(timer);
        resolve();
      }
    }, 50);
    child.on('exit', (code) => {
      clearInterval(check);
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${logs.join('\n')}`));
    });
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const cleanup = async () => {
    if (!opts.dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    logs,
    process: child,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      await cleanup();
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** The request ids of serverLog's own requests. */
const markers = new Set<string>();

/**
 * One line of the server's request log (server/platform/middleware.ts). It logs API requests and every answer ≥ 400, with the
 * path only: a page answered 200 and any query string are not in it. So a test for personal data in addresses reads
 * the browser's requests too (`requestedUrls` of a context from ./browser), where a form sent as a GET shows.
 */
export type RequestLogLine = { requestId: string; method: string; path: string; status: number; ms: number; user?: string };

/**
 * Everything the server has logged until now, and its request log lines parsed. The server writes its info lines up to
 * 50 ms late (server/platform/logger.ts), so this first asks /api/health and waits for that request's own line, which is
 * written after every line before it. The lines of these requests are left out.
 */
export async function serverLog(server: RunningServer): Promise<{ lines: string[]; requests: RequestLogLine[] }> {
  const marker = (await fetch(`${server.url}/api/health`)).headers.get('x-request-id');
  if (!marker) throw new Error('/api/health answered without an X-Request-Id');
  markers.add(marker);
  const until = Date.now() + 5_000;
  while (!server.logs.some((l) => l.includes(marker))) {
    if (Date.now() > until) throw new Error(`the server did not log request ${marker} within 5 s (LOG_LEVEL above info?)`);
    await new Promise((r) => setTimeout(r, 20));
  }
  const lines = server.logs.filter((l) => ![...markers].some((m) => l.includes(m)));
  const requests = lines.flatMap((line) => {
    if (!line.includes('"msg":"request"')) return [];
    try {
      return [JSON.parse(line) as RequestLogLine];
    } catch {
      return [];
    }
  });
  return { lines, requests };
}
