// One process at a time per data directory: a lock file in DATA_DIR, taken before the embedded database is opened and
// removed when it is closed or the process exits. Why, and how a lock left by a dead process is told from a live one:
// docs/decisions/002-one-process-per-data-dir.md.
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeSync,
} from 'node:fs';
import { hostname, uptime } from 'node:os';
import { join, resolve } from 'node:path';

/** The lock file's name inside the data directory. */
export const LOCK_FILE = 'process.lock';
/** How often the holder touches its lock file: the only sign of life a process in another container or machine can see. */
export const HEARTBEAT_MS = 2_000;
/** A lock from another machine or container, untouched for this long, is taken for stale. */
export const FOREIGN_STALE_MS = 20_000;
/** A lock file that cannot be read (cut short by a power failure) is stale once it is this old. */
const UNREADABLE_STALE_MS = 5_000;
/** How many times a contender looks again while other processes create or take over the lock at the same moment. */
const MAX_RETRIES = 100;

/** What a lock file says about its holder (JSON). */
export type LockHolder = {
  pid: number;
  hostname: string;
  /** The holder's command line, to name it in messages. */
  command: string;
  /** When the holder process started. */
  startedAt: string;
  acquiredAt: string;
  /** /proc/sys/kernel/random/boot_id: a new one after every boot (Linux). */
  bootId: string | null;
  /** When the machine booted, by its uptime (ms since the epoch, to a few ms): the boot check where there is no boot id. */
  bootTime: number;
  /** /proc/self/ns/pid: another value means another container, whose pids this process cannot check. */
  pidNamespace: string | null;
  /** Field 22 of /proc/PID/stat (start time in clock ticks since boot): a reused pid has another. */
  procStart: string | null;
  /** Random; names the claim file of a takeover of this lock. */
  nonce: string;
};

type LockLogger = { warn(msg: string, fields?: Record<string, unknown>): void };

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly lockFile: string,
    readonly holder: LockHolder,
    message: string,
  ) {
    super(message);
    this.name = 'DataDirLockedError';
  }
}

/**
 * Locks this process holds, by lock file. A lock belongs to the process, not to one database handle: a second open of
 * the same directory in this process is refused, and `process.exit` without a close still removes the file.
 */
const held = new Map<string, { nonce: string; heartbeat: NodeJS.Timeout }>();
/** Lock files this process is taking right now: a second take meanwhile is refused like one of a held lock. */
const taking = new Set<string>();
let exitHookInstalled = false;

/**
 * Takes the lock on `dataDir` (created if missing), or throws DataDirLockedError naming the directory and the process
 * that holds it. A lock whose holder is gone (killed, or the machine restarted) is taken over, and `logger` is told.
 * Returns the release function; calling it again does nothing.
 */
export async function acquireDataDirLock(dataDir: string, opts: { logger?: LockLogger } = {}): Promise<() => void> {
  mkdirSync(dataDir, { recursive: true });
  const dir = realpathSync(resolve(dataDir));
  const lockFile = join(dir, LOCK_FILE);
  const mine = identity();
  if (held.has(lockFile) || taking.has(lockFile)) {
    throw new DataDirLockedError(
      dir,
      lockFile,
      mine,
      `DATA_DIR ${dir} is already open in this process (pid ${process.pid}): close it before opening it again.`,
    );
  }
  taking.add(lockFile);
  try {
    await take(dir, lockFile, mine, opts.logger ?? stderrLogger);
  } finally {
    taking.delete(lockFile);
  }
  sweepLeftovers(dir);

  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(lockFile, now, now);
    } catch {}
  }, HEARTBEAT_MS);
  heartbeat.unref();
  held.set(lockFile, { nonce: mine.nonce, heartbeat });
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.on('exit', () => {
      for (const [file, entry] of held) release(file, entry.nonce);
    });
  }
  return () => release(lockFile, mine.nonce);
}

/** Creates the lock file, or takes it over from a holder that is gone; throws when a live process holds it. */
async function take(dir: string, lockFile: string, mine: LockHolder, logger: LockLogger) {
  for (let attempt = 0; ; attempt++) {
    if (attempt > 0) {
      if (attempt > MAX_RETRIES) throw new Error(`Could not take the lock on DATA_DIR ${dir}: ${lockFile} kept changing.`);
      await sleep(20 + Math.random() * 30);
    }
    const current = observe(lockFile);
    if (!current) {
      if (create(lockFile, lockFile, mine)) return;
      continue; // another process created it first: look at it
    }
    const state = await settle(current, current.holder ? FOREIGN_STALE_MS : UNREADABLE_STALE_MS);
    if (state.kind === 'changed') continue;
    if (state.kind === 'held') throw lockedError(dir, lockFile, state.holder, state.foreign);
    if ((await takeOver(lockFile, [current], mine)) === 'retry') continue;
    const h = current.holder;
    logger.warn('took over a stale lock on the data directory', {
      dataDir: dir,
      reason: state.reason,
      previousHolder: h ? { pid: h.pid, hostname: h.hostname, command: h.command, since: h.acquiredAt } : null,
    });
    return;
  }
}

function release(lockFile: string, nonce: string) {
  const entry = held.get(lockFile);
  if (!entry || entry.nonce !== nonce) return;
  clearInterval(entry.heartbeat);
  held.delete(lockFile);
  // Only our own record is removed: never one that another process wrote after judging this one dead.
  if (observe(lockFile)?.holder?.nonce === nonce) {
    try {
      unlinkSync(lockFile);
    } catch {}
  }
}

// ---------------------------------------------------------------- taking over a stale lock

/**
 * Replaces a stale lock with ours, so that of several processes doing it at once exactly one wins. For each stale
 * record there is one claim file, named after the record (`process.lock.claim-<nonce>`), created with an exclusive
 * link: only its creator may replace that record. The winner checks that every record it judged stale is unchanged,
 * then renames its claim file (which holds its own record) over the lock file. A claimant that dies half-way leaves a
 * stale claim, taken over the same way through a claim named after it (`chain` holds the lock, then each claim).
 */
async function takeOver(lockFile: string, chain: Observed[], mine: LockHolder): Promise<'won' | 'retry'> {
  const last = chain[chain.length - 1]!;
  const claimFile = `${lockFile}.claim-${last.id}`;
  if (create(lockFile, claimFile, mine)) {
    if (!chain.every((o) => readRaw(o.path) === o.raw)) {
      removeIf(claimFile, (o) => o.holder?.nonce === mine.nonce);
      return 'retry';
    }
    renameSync(claimFile, lockFile);
    // The stale claims passed over: nobody can act on them any more (the lock they were about is replaced).
    for (const o of chain.slice(1)) removeIf(o.path, (now) => now.raw === o.raw);
    return 'won';
  }
  const claim = observe(claimFile);
  if (!claim) return 'retry';
  // A claim lasts milliseconds: one seen for a few seconds without its holder being checkable is left over.
  const state = await settle(claim, UNREADABLE_STALE_MS);
  if (state.kind !== 'stale') return 'retry'; // a live process is taking over right now: look again at what it made
  if (chain.length > 8) throw new Error(`Could not take the lock: too many stale claim files next to ${lockFile}; remove them.`);
  return takeOver(lockFile, [...chain, claim], mine);
}

// ---------------------------------------------------------------- is the holder alive?

type Observed = { path: string; raw: string; mtimeMs: number; holder: LockHolder | null; id: string };
type State =
  | { kind: 'held'; holder: LockHolder; foreign: boolean }
  | { kind: 'stale'; reason: string }
  /** The file was replaced or removed while we looked. */
  | { kind: 'changed' };

/**
 * Decides whether a record's holder is alive. On the same machine and in the same pid namespace that is exact (the pid,
 * its start time); for a record from another container or machine the only sign of life is the file's heartbeat, so a
 * fresh one is watched until it is touched again (held) or grows older than `staleAfterMs` (stale).
 */
async function settle(o: Observed, staleAfterMs: number): Promise<State> {
  const local = judgeLocally(o);
  if (local) return local;
  const until = o.mtimeMs + staleAfterMs;
  for (;;) {
    if (Date.now() >= until) {
      return {
        kind: 'stale',
        reason: o.holder
          ? `its holder is on ${o.holder.hostname === hostname() ? 'this machine in another container' : `host ${o.holder.hostname}`} and has not touched it for ${Math.round((Date.now() - o.mtimeMs) / 1000)} s`
          : 'the lock file is unreadable',
      };
    }
    await sleep(Math.min(250, Math.max(1, until - Date.now())));
    const now = observe(o.path);
    if (!now || now.raw !== o.raw) return { kind: 'changed' };
    if (now.mtimeMs !== o.mtimeMs) {
      if (now.holder) return { kind: 'held', holder: now.holder, foreign: true };
      return { kind: 'changed' };
    }
  }
}

/** Held or stale when this process can tell; undefined when only the heartbeat can. */
function judgeLocally(o: Observed): State | undefined {
  const h = o.holder;
  if (!h) return undefined;
  const me = here();
  const sameHost = h.hostname === me.hostname;
  const sameBoot = h.bootId && me.bootId ? h.bootId === me.bootId : Math.abs(h.bootTime - me.bootTime) < 60_000;
  if (sameHost && !sameBoot) return { kind: 'stale', reason: 'it was written before this machine last started' };
  const samePids = sameBoot && (h.pidNamespace && me.pidNamespace ? h.pidNamespace === me.pidNamespace : sameHost);
  if (!samePids) return undefined;
  // Our own pid: not a lock of ours (those are refused before), so an earlier process's that had the same pid.
  if (h.pid === process.pid) return { kind: 'stale', reason: `process ${h.pid} that wrote it is gone (this process has its pid now)` };
  if (!pidExists(h.pid)) return { kind: 'stale', reason: `process ${h.pid} that wrote it is no longer running` };
  const stat = procStat(h.pid);
  if (stat && (stat.state === 'Z' || stat.state === 'X')) return { kind: 'stale', reason: `process ${h.pid} that wrote it has exited` };
  if (stat && h.procStart && stat.start !== h.procStart) {
    return { kind: 'stale', reason: `process ${h.pid} that wrote it is gone (the pid now belongs to another process)` };
  }
  return { kind: 'held', holder: h, foreign: false };
}

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'; // alive, owned by another user
  }
}

/** State letter and start time (clock ticks since boot) from /proc/PID/stat; null off Linux. */
function procStat(pid: number): { state: string; start: string } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command) state ppid …": the command may hold spaces and parentheses, so fields count from the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0]!, start: fields[19]! };
  } catch {
    return null;
  }
}

let bootId: string | null | undefined;
let pidNamespace: string | null | undefined;

/** This machine, its boot and its pid namespace. */
function here() {
  bootId ??= readOr(() => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim());
  pidNamespace ??= readOr(() => readlinkSync('/proc/self/ns/pid'));
  return { hostname: hostname(), bootId, bootTime: Math.round(Date.now() - uptime() * 1000), pidNamespace };
}

function identity(): LockHolder {
  const now = Date.now();
  return {
    pid: process.pid,
    ...here(),
    command: [process.argv0 || 'node', ...process.execArgv, ...process.argv.slice(1)].join(' ').slice(0, 300),
    startedAt: new Date(now - process.uptime() * 1000).toISOString(),
    acquiredAt: new Date(now).toISOString(),
    procStart: procStat(process.pid)?.start ?? null,
    nonce: randomBytes(16).toString('hex'),
  };
}

function lockedError(dir: string, lockFile: string, h: LockHolder, foreign: boolean) {
  const where = foreign ? ` on ${h.hostname === hostname() ? 'this machine, in another container' : `host ${h.hostname}`}` : '';
  return new DataDirLockedError(
    dir,
    lockFile,
    h,
    `DATA_DIR ${dir} is in use by process ${h.pid}${where} (${h.command}, since ${h.acquiredAt}): ` +
      `the embedded database allows one process at a time. Stop that process first, or use another DATA_DIR (lock file: ${lockFile}).`,
  );
}

// ---------------------------------------------------------------- files

function observe(path: string): Observed | null {
  let raw: string;
  let mtimeMs: number;
  try {
    raw = readFileSync(path, 'utf8');
    mtimeMs = statSync(path).mtimeMs;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const holder = parse(raw);
  // An unreadable record is named by its bytes, so every process names the same one alike.
  const id = holder?.nonce ?? createHash('sha256').update(raw).digest('hex').slice(0, 32);
  return { path, raw, mtimeMs, holder, id };
}

function parse(raw: string): LockHolder | null {
  try {
    const h = JSON.parse(raw) as LockHolder;
    if (Number.isInteger(h.pid) && typeof h.hostname === 'string' && /^[0-9a-f]{8,64}$/.test(h.nonce)) return h;
  } catch {}
  return null;
}

const readRaw = (path: string) => readOr(() => readFileSync(path, 'utf8'));

/**
 * Creates `path` holding `holder`, only if it does not exist, and never half-written: the record is written to a
 * temporary file and hard-linked into place (a link fails when the name exists). False when it exists.
 */
function create(lockFile: string, path: string, holder: LockHolder): boolean {
  const data = `${JSON.stringify(holder, null, 2)}\n`;
  const tmp = `${lockFile}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeDurably(tmp, data, 'w');
  try {
    linkSync(tmp, path);
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw err;
    // A file system without hard links: an exclusive create (a reader may see it empty for a moment, and waits).
    try {
      writeDurably(path, data, 'wx');
      return true;
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw again;
    }
  } finally {
    try {
      unlinkSync(tmp);
    } catch {}
  }
}

function writeDurably(path: string, data: string, flags: 'w' | 'wx') {
  const fd = openSync(path, flags, 0o644);
  try {
    writeSync(fd, data);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function removeIf(path: string, check: (o: Observed) => boolean) {
  const o = observe(path);
  if (o && check(o)) {
    try {
      unlinkSync(path);
    } catch {}
  }
}

/** Temporary and claim files left by processes killed while taking the lock (a minute old: none is still in use). */
function sweepLeftovers(dir: string) {
  try {
    for (const name of readdirSync(dir)) {
      if (!name.startsWith(`${LOCK_FILE}.`)) continue;
      const path = join(dir, name);
      try {
        if (Date.now() - statSync(path).mtimeMs > 60_000) unlinkSync(path);
      } catch {}
    }
  } catch {}
}

function readOr<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const stderrLogger: LockLogger = {
  warn: (msg, fields) => process.stderr.write(`${msg}: ${JSON.stringify(fields)}\n`),
};
