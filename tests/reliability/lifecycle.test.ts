// The server process's life with real processes: one process per PGlite data directory (a second server or
// `npm run admin:create` is refused and the first loses nothing; a kill -9 leaves a stale lock that does not block the
// restart), and SIGTERM / SIGINT to `npm start` (as docker stop, systemd and Ctrl-C send them) stop the server cleanly:
// the request in flight is answered, exit code 0, no process left.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverNodeFlags } from '../../scripts/lib/local.mjs';
import { LOCK_FILE } from '../../server/db/lock';
import { api, PG_URL, pgliteStore, port, postgresStore, type Store, serve, waitUntil } from './helpers';

const cleanup: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const fn of cleanup.reverse()) await Promise.resolve(fn()).catch(() => {});
});

const message = (i: number, run: string) => ({
  name: 'Lock Test',
  email: `lock-${run}-${i}@example.org`,
  phone: '',
  subject: 'General Inquiry',
  message: `Message ${i} of run ${run}.`,
  contactType: 'individual',
  organization: '',
});

/** Posts contact messages; the ids of those answered 201. */
async function sendMessages(base: string, run: string, from: number, count: number) {
  const ids: string[] = [];
  for (let i = from; i < from + count; i++) {
    const res = await api(base, 'POST', '/api/contact', message(i, run), { ip: `10.8.${i % 250}.1` });
    expect(res.status, res.text).toBe(201);
    ids.push(res.json.data.message.id);
  }
  return ids;
}

/** Runs a command to its end; its exit code, output and how long it took. */
function run(command: string, args: string[], env: Record<string, string>) {
  const started = Date.now();
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (b) => {
    output += b;
  });
  child.stderr.on('data', (b) => {
    output += b;
  });
  return new Promise<{ code: number | null; output: string; ms: number }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output, ms: Date.now() - started })),
  );
}

describe('one server per PGlite data directory', () => {
  it('a second server is refused within 5 s, naming the directory and the holder; the first keeps serving and loses nothing', async () => {
    const store = await pgliteStore();
    cleanup.push(() => store.drop());
    const first = await serve(store);
    cleanup.push(() => first.stop());
    const runId = Date.now().toString(36);
    const before = await sendMessages(first.url, runId, 0, 5);

    const second = await run(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      PORT: String(await port()),
      HOST: '127.0.0.1',
      DATA_DIR: store.dataDir,
      DATABASE_URL: '',
    });
    expect(second.code, second.output).not.toBe(0);
    expect(second.ms).toBeLessThan(5000);
    expect(second.output).toContain(`DATA_DIR ${realpathSync(store.dataDir)} is in use by process ${first.process.pid}`);

    const after = await sendMessages(first.url, runId, 5, 5);
    expect((await api(first.url, 'GET', '/api/health')).status).toBe(200);
    await first.stop();
    const stored = new Set((await store.query<{ id: string }>('select id from contact_messages')).map((r) => r.id));
    expect([...before, ...after].filter((id) => !stored.has(id))).toEqual([]);
    expect(stored.size).toBe(10);
  });

  it('npm run admin:create against a running server is refused within 5 s and writes nothing', async () => {
    const store = await pgliteStore();
    cleanup.push(() => store.drop());
    const server = await serve(store);
    cleanup.push(() => server.stop());
    const files = readdirSync(store.dataDir).sort();

    const res = await run('npm', ['run', '--silent', 'admin:create', '--', '--email', 'refused@example.org', '--name', 'Refused Admin'], {
      DATA_DIR: store.dataDir,
      DATABASE_URL: '',
      ADMIN_PASSWORD: 'a long enough password',
    });
    expect(res.code, res.output).not.toBe(0);
    expect(res.ms).toBeLessThan(5000);
    expect(res.output).toContain(`DATA_DIR ${realpathSync(store.dataDir)} is in use by process ${server.process.pid}`);
    expect(readdirSync(store.dataDir).sort()).toEqual(files); // no temporary or claim file left beside the lock

    expect((await api(server.url, 'GET', '/api/health')).status).toBe(200);
    await server.stop();
    expect(await store.query(`select id from users where email = 'refused@example.org'`)).toEqual([]);
  });

  it('every write answered before a kill -9 is there after the restart, which takes over the stale lock', async () => {
    const store = await pgliteStore();
    cleanup.push(() => store.drop());
    let server = await serve(store);
    cleanup.push(() => server.stop());
    const runId = Date.now().toString(36);
    const ids = await sendMessages(server.url, runId, 0, 5);
    const killedPid = server.process.pid;
    await server.kill();
    const lockFile = join(store.dataDir, LOCK_FILE);
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid, 'kill -9 leaves the lock file behind').toBe(killedPid);

    server = await serve(store);
    cleanup.push(() => server.stop());
    const takeover = server.logs.find((l) => l.includes('took over a stale lock on the data directory'));
    expect(takeover, server.logs.join('\n')).toBeDefined();
    expect(JSON.parse(takeover!)).toMatchObject({ level: 'warn', previousHolder: { pid: killedPid } });
    await server.stop();
    expect(existsSync(lockFile)).toBe(false);
    const stored = new Set((await store.query<{ id: string }>('select id from contact_messages')).map((r) => r.id));
    expect(ids.filter((id) => !stored.has(id))).toEqual([]);
  });
});

// ---------------------------------------------------------------- npm start and signals

const parentOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
};

/** Every process under `root` (Linux /proc). */
function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const ppid = parentOf(Number(name));
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {}
  }
  const found: number[] = [];
  const queue = [root];
  while (queue.length) {
    for (const child of children.get(queue.shift()!) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

const running = (pid: number) => {
  try {
    return !/^\S+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

const portOpen = (p: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(p, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** `npm start`, as a service manager or a terminal starts it; resolves once the server listens. */
async function npmStart(store: Store) {
  const serverPort = await port();
  const npm = spawn('npm', ['start'], {
    env: {
      ...process.env,
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: store.dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      RATE_LIMIT_MULTIPLIER: '1000',
      TRUST_PROXY: 'true',
      ...store.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const onData = (b: Buffer) => logs.push(...b.toString().split('\n').filter(Boolean));
  npm.stdout.on('data', onData);
  npm.stderr.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    npm.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  let tree: number[] = [];
  cleanup.push(() => {
    for (const pid of [npm.pid!, ...tree]) if (running(pid)) process.kill(pid, 'SIGKILL');
  });
  // The first start after a change of the sources builds the site first.
  await waitUntil(
    async () => {
      if (npm.exitCode !== null) throw new Error(`npm start exited with ${npm.exitCode}:\n${logs.join('\n')}`);
      return logs.some((l) => l.includes('"msg":"listening"'));
    },
    240_000,
    'npm start to listen',
  );
  tree = descendants(npm.pid!);
  return { npm: npm as ChildProcess, tree, logs, exited, url: `http://127.0.0.1:${serverPort}`, port: serverPort };
}

/**
 * A POST in flight until `finish()`: `started` resolves once the server has read its headers and taken the request up
 * (its 100 Continue), after which only part of the body is sent.
 */
function slowPost(url: string, body: unknown) {
  const data = Buffer.from(JSON.stringify(body));
  const req = request(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': data.length,
      'X-Forwarded-For': '10.9.0.1',
      Expect: '100-continue',
    },
  });
  const started = new Promise<void>((resolve) =>
    req.once('continue', () => {
      req.write(data.subarray(0, 20));
      resolve();
    }),
  );
  const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c) => {
        text += c;
      });
      res.on('end', () => resolve({ status: res.statusCode!, text }));
    });
    req.on('error', reject);
  });
  let answered = false;
  response.then(
    () => {
      answered = true;
    },
    () => {}, // a cut connection fails the test where the response is awaited
  );
  req.flushHeaders();
  return { started, finish: () => req.end(data.subarray(20)), response, answered: () => answered };
}

const stores: { name: string; make: () => Promise<Store> }[] = [
  { name: 'PGlite', make: pgliteStore },
  ...(PG_URL ? [{ name: 'PostgreSQL', make: () => postgresStore(PG_URL!) }] : []),
];

describe.runIf(existsSync('/proc/self/stat')).each(stores)('stopping npm start on $name', ({ make }) => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`${signal} to npm: the request in flight is answered, the server stops in under 10 s with code 0, no process is left`, async () => {
      const store = await make();
      cleanup.push(() => store.drop());
      const started = await npmStart(store);
      // npm's own child is the server (node scripts/start.mjs), with no shell in between to swallow the signal.
      const children = started.tree.filter((pid) => parentOf(pid) === started.npm.pid);
      expect(children.map((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean))).toEqual([
        [expect.stringMatching(/node$/), ...serverNodeFlags(), 'scripts/start.mjs'],
      ]);
      const server = children[0]!;

      const inFlight = slowPost(`${started.url}/api/contact`, message(0, `signal-${Date.now().toString(36)}`));
      await inFlight.started;
      const signalled = Date.now();
      process.kill(started.npm.pid!, signal);
      await waitUntil(async () => started.logs.some((l) => l.includes('"msg":"shutting down"')), 5000, 'the server to begin its shutdown');
      if (signal === 'SIGINT') {
        // Ctrl-C in a terminal reaches every process of the foreground group: the server gets a second SIGINT.
        process.kill(server, 'SIGINT');
        await waitUntil(async () => started.logs.some((l) => l.includes('"msg":"already shutting down"')), 5000, 'the second signal');
      }
      await new Promise((r) => setTimeout(r, 1000));
      expect(inFlight.answered(), 'nothing answered before the body is complete').toBe(false);
      expect(started.npm.exitCode, 'the server waits for the request in flight').toBeNull();
      expect(await portOpen(started.port), 'no new connection is accepted while stopping').toBe(false);

      inFlight.finish();
      const answer = await inFlight.response;
      expect(answer.status, answer.text).toBe(201);
      const exit = await started.exited;
      expect(exit, started.logs.join('\n')).toMatchObject({ code: 0, signal: null });
      expect(exit.at - signalled).toBeLessThan(10_000);
      expect(started.logs.some((l) => l.includes('"msg":"stopped"'))).toBe(true);

      await waitUntil(async () => started.tree.every((pid) => !running(pid)), 2000, 'every process of npm start to end');
      if (store.kind === 'pglite') expect(existsSync(join(store.dataDir, LOCK_FILE)), 'the lock is released').toBe(false);
      const id = JSON.parse(answer.text).data.message.id;
      expect(await store.query('select id from contact_messages where id = $1', [id])).toHaveLength(1);
    });
  }
});
