// Jobs that run on a timer inside every server process. Each run belongs to a period (a day, say) and is claimed in the
// database before it starts, so several processes and restarts run it once per period. The clock is the app's `now`.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Logger } from './logger';

export type Job = {
  name: string;
  /** The period a run made now would belong to, or undefined when the job is not due yet. */
  period(now: Date): string | undefined;
  run(now: Date): Promise<void>;
};

export type Scheduler = {
  /** Runs every due job whose period no process has claimed yet; resolves when they are done. */
  tick(): Promise<void>;
  /** Ticks every `intervalMs`, and once `firstMs` after start, until stop(). */
  start(intervalMs?: number, firstMs?: number): void;
  /** Stops ticking and waits for a run in progress to finish. */
  stop(): Promise<void>;
};

/** A claim older than this is taken to belong to a process that died mid-run, and is taken over. */
export const CLAIM_LEASE_MS = 30 * 60_000;
/** After a failed run, the next try comes this much later. */
export const RETRY_AFTER_MS = 60 * 60_000;

const claimKey = (job: string, period: string) => `job:${job}:${period}`;
const running = (until: Date) => `running:${until.toISOString()}`;

/**
 * Claims one period of a job: true for exactly one caller across processes until the claim's lease runs out. A row in
 * `settings` holds `running:<lease end>` while a process runs it and `done:<time>` after.
 */
export async function claim(db: Db, job: string, period: string, now: Date): Promise<boolean> {
  const result = (await db.execute(sql`
    insert into settings (key, value) values (${claimKey(job, period)}, ${running(new Date(now.getTime() + CLAIM_LEASE_MS))})
    on conflict (key) do update set value = excluded.value
      where settings.value like 'running:%' and settings.value < ${running(now)}
    returning key`)) as unknown as { rows: unknown[] } | unknown[];
  return (Array.isArray(result) ? result : result.rows).length === 1;
}

async function settle(db: Db, job: string, period: string, value: string) {
  await db.execute(sql`update settings set value = ${value} where key = ${claimKey(job, period)}`);
}

export function createScheduler(deps: { db: Db; logger: Logger; now: () => Date; jobs: Job[] }): Scheduler {
  let timer: ReturnType<typeof setInterval> | undefined;
  let first: ReturnType<typeof setTimeout> | undefined;
  let current: Promise<void> = Promise.resolve();
  let stopped = false;

  const runJob = async (job: Job) => {
    const now = deps.now();
    const period = job.period(now);
    if (period === undefined) return;
    if (!(await claim(deps.db, job.name, period, now))) {
      // Another process (or an earlier tick) has this period: said at debug level, so a test can watch processes skip.
      deps.logger.debug('job already claimed', { job: job.name, period });
      return;
    }
    const started = performance.now();
    try {
      await job.run(now);
      await settle(deps.db, job.name, period, `done:${deps.now().toISOString()}`);
      deps.logger.info('job done', { job: job.name, period, ms: Math.round(performance.now() - started) });
    } catch (err) {
      await settle(deps.db, job.name, period, running(new Date(deps.now().getTime() + RETRY_AFTER_MS))).catch(() => {});
      deps.logger.error('job failed; tried again later', {
        job: job.name,
        period,
        error: err instanceof Error ? err.message : String(err),
      });
    }
  };
  const tick = () => {
    current = current.then(async () => {
      for (const job of deps.jobs) {
        if (stopped) return;
        await runJob(job).catch((err) => deps.logger.error('job could not be claimed', { job: job.name, error: String(err) }));
      }
    });
    return current;
  };
  return {
    tick,
    start(intervalMs = 5 * 60_000, firstMs = 5_000) {
      first = setTimeout(() => void tick(), firstMs);
      first.unref();
      timer = setInterval(() => void tick(), intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await current;
    },
  };
}
