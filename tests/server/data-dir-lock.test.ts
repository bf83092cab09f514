// The data directory's lock (server/db/lock.ts): one process at a time, a stale lock taken over and logged, released
// on close and on exit. Other processes are real child processes.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, realpathSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/client';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE, type LockHolder } from '../../server/db/lock';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});
const freshDir = async () => {
  const dir = realpathSync(await mkdtemp(join(tmpdir(), 'eca-lock-')));
  dirs.push(dir);
  return dir;
};
const lockOf = (dir: string) => join(dir, LOCK_FILE);
const readHolder = (dir: string) => JSON.parse(readFileSync(lockOf(dir), 'utf8')) as LockHolder;
const hasProc = existsSync('/proc/self/stat');

function recordingLogger() {
  const warnings: { msg: string; fields?: Record<string, any> }[] = [];
  return { warnings, logger: { warn: (msg: string, fields?: Record<string, unknown>) => warnings.push({ msg, fields }) } };
}

/** A Node process running `code` (an ES module that may import the repository's TypeScript), its output collected. */
function node(code: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (b) => {
    out += b;
  });
  child.stderr!.on('data', (b) => {
    out += b;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => out,
    async printed(text: string, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      while (!out.includes(text)) {
        if (Date.now() > until || child.exitCode !== null) throw new Error(`child did not print ${text}:\n${out}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
  };
}

/** A child process that takes the lock on DIR, says so, and holds it until killed or told to exit. */
const HOLDER = `
import { acquireDataDirLock } from './server/db/lock.ts';
await acquireDataDirLock(process.env.DIR);
console.log('locked');
setInterval(() => {}, 1000);
`;

/** A record as another process would have written it: ours, with the given fields changed. */
async function writeForeignRecord(dir: string, change: Partial<LockHolder>, ageMs = 0) {
  const release = await acquireDataDirLock(dir);
  const record = { ...readHolder(dir), ...change };
  release();
  writeFileSync(lockOf(dir), JSON.stringify(record));
  const t = new Date(Date.now() - ageMs);
  utimesSync(lockOf(dir), t, t);
  return record;
}

describe('one process per data directory', () => {
  it('refuses a second process, naming the directory and the holder, and writes nothing', async () => {
    const dir = await freshDir();
    const release = await acquireDataDirLock(dir);
    const started = Date.now();
    const second = node(
      `import { openPglite } from './server/db/client.ts';
       try { await openPglite(process.env.DIR); console.log('opened'); } catch (e) { console.log(e.name, e.message); process.exit(3); }`,
      { DIR: dir },
    );
    expect(await second.exited).toBe(3);
    expect(Date.now() - started).toBeLessThan(5_000 + 5_000); // the child's own start-up included, on a busy machine
    expect(second.output()).toContain('DataDirLockedError');
    expect(second.output()).toContain(`DATA_DIR ${dir} is in use by process ${process.pid}`);
    expect(readdirSync(dir)).toEqual([LOCK_FILE]); // no database opened, no temporary file left
    expect(readHolder(dir).pid).toBe(process.pid);
    release();
  });

  it('is refused here while a child process holds it', async () => {
    const dir = await freshDir();
    const holder = node(HOLDER, { DIR: dir });
    try {
      await holder.printed('locked');
      const err = await openPglite(dir).catch((e) => e);
      expect(err).toBeInstanceOf(DataDirLockedError);
      expect(err.holder.pid).toBe(holder.child.pid);
      expect(err.message).toContain(dir);
      expect(err.message).toContain(`process ${holder.child.pid}`);
      expect(existsSync(join(dir, 'pglite'))).toBe(false);
    } finally {
      holder.child.kill('SIGKILL');
      await holder.exited;
    }
  });

  it('refuses a second open in the same process, also while the first is still being taken', async () => {
    const dir = await freshDir();
    const [first, second] = await Promise.allSettled([acquireDataDirLock(dir), acquireDataDirLock(dir)]);
    expect(first.status).toBe('fulfilled');
    expect(second.status).toBe('rejected');
    expect((second as PromiseRejectedResult).reason.message).toContain('already open in this process');
    const again = await acquireDataDirLock(dir).catch((e) => e);
    expect(again).toBeInstanceOf(DataDirLockedError);
    (first as PromiseFulfilledResult<() => void>).value();
    (await acquireDataDirLock(dir))();
  });

  it('is released on close, on release (twice is harmless), and when the process exits without closing', async () => {
    const dir = await freshDir();
    const database = await openPglite(dir);
    expect(readHolder(dir).pid).toBe(process.pid);
    await database.close();
    expect(existsSync(lockOf(dir))).toBe(false);

    const release = await acquireDataDirLock(dir);
    release();
    release();
    expect(existsSync(lockOf(dir))).toBe(false);

    const exiting = node(
      `import { openPglite } from './server/db/client.ts';
       await openPglite(process.env.DIR);
       console.log('opened');
       process.exit(0);`,
      { DIR: dir },
    );
    expect(await exiting.exited).toBe(0);
    expect(exiting.output()).toContain('opened');
    expect(existsSync(lockOf(dir))).toBe(false);
    // Two PGlite clusters created (here and in the child): seconds each, more on a busy machine.
  }, 120_000);
});

describe('a stale lock', () => {
  it('left by a process killed with SIGKILL is taken over, and the takeover is logged', async () => {
    const dir = await freshDir();
    const holder = node(HOLDER, { DIR: dir });
    await holder.printed('locked');
    holder.child.kill('SIGKILL');
    await holder.exited;
    expect(readHolder(dir).pid).toBe(holder.child.pid); // kill -9 left it behind

    const { warnings, logger } = recordingLogger();
    const started = Date.now();
    const release = await acquireDataDirLock(dir, { logger });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(readHolder(dir).pid).toBe(process.pid);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.msg).toBe('took over a stale lock on the data directory');
    expect(warnings[0]!.fields).toMatchObject({ dataDir: dir, previousHolder: { pid: holder.child.pid } });
    expect(warnings[0]!.fields!.reason).toContain(`process ${holder.child.pid} that wrote it is no longer running`);
    release();
  });

  it('written before the machine last started (a power cut) is taken over even though its pid is alive again', async () => {
    const dir = await freshDir();
    // pid 1 is always alive; the record is from an earlier boot of this machine.
    await writeForeignRecord(dir, { pid: 1, bootId: 'f0000000-0000-4000-8000-000000000000', bootTime: Date.now() - 86_400_000 });
    const { warnings, logger } = recordingLogger();
    const release = await acquireDataDirLock(dir, { logger });
    expect(warnings[0]!.fields!.reason).toBe('it was written before this machine last started');
    expect(warnings[0]!.fields!.previousHolder.pid).toBe(1);
    release();
  });

  it.runIf(hasProc)('whose pid now belongs to another process is taken over', async () => {
    const dir = await freshDir();
    await writeForeignRecord(dir, { pid: process.ppid, procStart: '1' });
    const { warnings, logger } = recordingLogger();
    const release = await acquireDataDirLock(dir, { logger });
    expect(warnings[0]!.fields!.reason).toContain('the pid now belongs to another process');
    release();
  });

  it('that cannot be read (cut short) is taken over once a few seconds old', async () => {
    const dir = await freshDir();
    writeFileSync(lockOf(dir), '{"pid": 12');
    const t = new Date(Date.now() - 60_000);
    utimesSync(lockOf(dir), t, t);
    const { warnings, logger } = recordingLogger();
    const release = await acquireDataDirLock(dir, { logger });
    expect(warnings[0]!.fields).toMatchObject({ reason: 'the lock file is unreadable', previousHolder: null });
    release();
  });

  it('from another container or machine: refused while its heartbeat goes on, taken over once it stops', async () => {
    const dir = await freshDir();
    const elsewhere = { hostname: 'another-host', pidNamespace: 'pid:[1]', bootId: 'e0000000-0000-4000-8000-000000000000' };
    await writeForeignRecord(dir, { ...elsewhere, pid: 4242 });
    // The other process touches its lock file every 2 s; here every half second.
    const beat = setInterval(() => utimesSync(lockOf(dir), new Date(), new Date()), 500);
    try {
      const started = Date.now();
      const err = await acquireDataDirLock(dir).catch((e) => e);
      expect(err).toBeInstanceOf(DataDirLockedError);
      expect(err.message).toContain(`in use by process 4242 on host another-host`);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      clearInterval(beat);
    }
    const silent = new Date(Date.now() - 60_000);
    utimesSync(lockOf(dir), silent, silent);
    const { warnings, logger } = recordingLogger();
    const release = await acquireDataDirLock(dir, { logger });
    expect(warnings[0]!.fields!.reason).toMatch(/its holder is on host another-host and has not touched it for \d+ s/);
    release();
  });

  it('is taken over by exactly one of several processes trying at the same moment, stale claims included', async () => {
    for (const withStaleClaim of [false, true]) {
      const dir = await freshDir();
      const stale = await writeForeignRecord(dir, { bootId: 'f0000000-0000-4000-8000-000000000000', bootTime: 0 });
      if (withStaleClaim) {
        // A process that died half-way through its own takeover of that record left its claim behind.
        const claim = { ...stale, nonce: 'c1a1c1a1c1a1c1a1c1a1c1a1c1a1c1a1' };
        writeFileSync(`${lockOf(dir)}.claim-${stale.nonce}`, JSON.stringify(claim));
      }
      const at = Date.now() + 2500;
      // The winner holds the lock until every racer has tried: on a busy machine a racer may start seconds late, and
      // one that tried after the winner had let go would rightly win too.
      const everyoneTried = join(dir, 'everyone-tried');
      const racers = Array.from({ length: 8 }, () =>
        node(
          `import { existsSync } from 'node:fs';
           import { acquireDataDirLock } from './server/db/lock.ts';
           await new Promise((r) => setTimeout(r, ${at} - Date.now()));
           try {
             await acquireDataDirLock(process.env.DIR, { logger: { warn: () => {} } });
             console.log('won');
             while (!existsSync(process.env.DONE)) await new Promise((r) => setTimeout(r, 50));
           } catch (e) {
             console.log('refused', e.message);
           }`,
          { DIR: dir, DONE: everyoneTried },
        ),
      );
      const tried = (r: (typeof racers)[number]) => /won|refused/.test(r.output()) || r.child.exitCode !== null;
      while (!racers.every(tried)) await new Promise((r) => setTimeout(r, 50));
      writeFileSync(everyoneTried, '');
      await Promise.all(racers.map((r) => r.exited));
      const won = racers.filter((r) => r.output().includes('won'));
      expect(won, racers.map((r) => r.output()).join('\n')).toHaveLength(1);
      const winner = won[0]!.child.pid;
      for (const r of racers.filter((x) => x !== won[0])) expect(r.output()).toContain(`in use by process ${winner}`);
      // The winner exited normally: nothing of the lock is left.
      expect(readdirSync(dir).filter((n) => n.startsWith(LOCK_FILE))).toEqual([]);
    }
  }, 120_000);
});
