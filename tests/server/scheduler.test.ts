// The scheduler: each job runs once per period across processes (two pools on one database stand for two processes),
// a crashed run's claim is taken over after its lease, a failed run is tried again later; the daily backup job.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../../server/db/client';
import { dailyBackupJob } from '../../server/platform/backup';
import { createLogger } from '../../server/platform/logger';
import { CLAIM_LEASE_MS, claim, createScheduler, type Job, RETRY_AFTER_MS } from '../../server/platform/scheduler';
import { createTestDatabase, usingPostgres } from '../support/db';

let database: Database & { name: string };
let other: Database;
const logs: string[] = [];
const logger = createLogger('debug', (line) => logs.push(line));

beforeAll(async () => {
  database = await createTestDatabase();
  // A second process's connections to the same database (on PGlite, one process owns the database: the same one).
  if (usingPostgres()) {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${database.name}`;
    other = await openPostgres(url.toString(), 5);
  } else other = database;
});
afterAll(async () => {
  if (other !== database) await other.close();
  await database.close();
});

const counting = (name: string, runs: string[], period = (now: Date) => now.toISOString().slice(0, 10)): Job => ({
  name,
  period,
  run: async (now) => {
    runs.push(now.toISOString());
    await new Promise((r) => setTimeout(r, 20));
  },
});

describe('scheduler', () => {
  it('runs a period once when two processes tick at the same moment, many times over', async () => {
    const runs: string[] = [];
    const clock = { now: new Date('2026-11-23T06:00:00Z') };
    const a = createScheduler({ db: database.db, logger, now: () => clock.now, jobs: [counting('twice', runs)] });
    const b = createScheduler({ db: other.db, logger, now: () => clock.now, jobs: [counting('twice', runs)] });
    await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    expect(runs).toHaveLength(1);
    clock.now = new Date('2026-11-23T23:00:00Z');
    await Promise.all([a.tick(), b.tick()]);
    expect(runs).toHaveLength(1);
    clock.now = new Date('2026-11-24T06:00:00Z');
    await Promise.all([b.tick(), a.tick()]);
    expect(runs).toEqual(['2026-11-23T06:00:00.000Z', '2026-11-24T06:00:00.000Z']);
  });

  it('takes over the claim of a process that died mid-run only after its lease', async () => {
    const now = new Date('2026-11-23T06:00:00Z');
    expect(await claim(database.db, 'crashy', '2026-11-23', now)).toBe(true);
    // That process is gone without settling its claim.
    expect(await claim(other.db, 'crashy', '2026-11-23', new Date(now.getTime() + CLAIM_LEASE_MS - 1))).toBe(false);
    expect(await claim(other.db, 'crashy', '2026-11-23', new Date(now.getTime() + CLAIM_LEASE_MS + 1))).toBe(true);
  });

  it('tries a failed run again after RETRY_AFTER_MS, then never again that period', async () => {
    let attempts = 0;
    const clock = { now: new Date('2026-11-23T06:00:00Z') };
    const flaky: Job = {
      name: 'flaky',
      period: (now) => now.toISOString().slice(0, 10),
      run: async () => {
        attempts++;
        if (attempts === 1) throw new Error('disk full');
      },
    };
    const s = createScheduler({ db: database.db, logger, now: () => clock.now, jobs: [flaky] });
    await s.tick();
    await s.tick();
    expect(attempts).toBe(1);
    expect(logs.some((l) => l.includes('job failed') && l.includes('disk full'))).toBe(true);
    clock.now = new Date(clock.now.getTime() + RETRY_AFTER_MS + 1000);
    await s.tick();
    await s.tick();
    expect(attempts).toBe(2);
  });

  it('stop() waits for the run in progress', async () => {
    let finished = false;
    let started!: () => void;
    const running = new Promise<void>((r) => {
      started = r;
    });
    const slow: Job = {
      name: 'slow',
      period: () => 'once',
      run: async () => {
        started();
        await new Promise((r) => setTimeout(r, 50));
        finished = true;
      },
    };
    const s = createScheduler({ db: database.db, logger, now: () => new Date('2030-01-01T06:00:00Z'), jobs: [slow] });
    void s.tick();
    await running;
    await s.stop();
    expect(finished).toBe(true);
  });
});

describe('daily backup job', () => {
  it('writes one backup per Addis Ababa day, whichever process ticks', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ecpa-daily-'));
    try {
      const clock = { now: new Date('2026-11-22T20:59:00Z') }; // 23:59 on 22 November in Addis Ababa
      const job = () => dailyBackupJob(database, dir, 14);
      const a = createScheduler({ db: database.db, logger, now: () => clock.now, jobs: [job()] });
      const b = createScheduler({ db: other.db, logger, now: () => clock.now, jobs: [job()] });
      await Promise.all([a.tick(), b.tick()]);
      clock.now = new Date('2026-11-22T20:59:30Z');
      await Promise.all([a.tick(), b.tick()]);
      expect(await readdir(dir)).toEqual(['ecpa-backup-2026-11-22T205900Z.ndjson.gz']);
      clock.now = new Date('2026-11-22T21:00:00Z'); // midnight there: a new day
      await Promise.all([b.tick(), a.tick()]);
      clock.now = new Date('2026-11-23T12:00:00Z');
      await Promise.all([a.tick(), b.tick()]);
      expect((await readdir(dir)).sort()).toEqual(['ecpa-backup-2026-11-22T205900Z.ndjson.gz', 'ecpa-backup-2026-11-22T210000Z.ndjson.gz']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
