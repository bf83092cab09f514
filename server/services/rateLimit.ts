// Fixed-window counters in the database, so limits hold across every server process.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export type RateRule = { limit: number; windowMs: number };
export type RateResult = { allowed: boolean; count: number; retryAfterSeconds: number };

export async function hit(db: Db, key: string, rule: RateRule, now: Date): Promise<RateResult> {
  const resetAt = new Date(now.getTime() + rule.windowMs);
  // Every request from one address updates the same row, so each waits for the previous one's row lock.
  // With a durable commit that lock is held through the WAL flush (~5 ms on a plain disk), capping one
  // address at ~200 requests/s. A counter may lose its last few milliseconds if PostgreSQL itself crashes,
  // so this commit does not wait for the flush (synchronous_commit off, for this transaction only).
  const result = (await db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = off`);
    return tx.execute(sql`
    insert into rate_limits (key, count, reset_at) values (${key}, 1, ${resetAt.toISOString()})
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= ${now.toISOString()} then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= ${now.toISOString()} then excluded.reset_at else rate_limits.reset_at end
    returning count, reset_at`);
  })) as unknown as { rows: { count: number; reset_at: string | Date }[] };
  const row = result.rows[0]!;
  const count = Number(row.count);
  const reset = new Date(row.reset_at).getTime();
  return {
    allowed: count <= rule.limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((reset - now.getTime()) / 1000)),
  };
}

export async function clear(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** Drops windows that ended long ago (called by the housekeeping loop). */
export async function prune(db: Db, now: Date): Promise<void> {
  await db.execute(sql`delete from rate_limits where reset_at < ${new Date(now.getTime() - 3600_000).toISOString()}`);
}
