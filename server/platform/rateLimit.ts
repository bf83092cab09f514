// Fixed-window counters in the database, so limits hold across every server process.
//
// `hit` counts one request with one upsert (login and account registration: exact, every attempt). `mark` keeps a fact
// with an expiry in the same table (an address an account signed in from recently).
// `createRateLimiter` is for the per-IP limits of the public forms: each process reserves quota for a key
// from the shared counter in blocks (a lease) and spends it in memory. A block is added to the shared count
// when it is reserved, so the processes together never let more requests through than the limit; a key
// that is busy in several processes may be refused a little early (by the unspent blocks of the others,
// at most an eighth of what was left each). A quiet key (every real visitor) reserves one request at a
// time, which is exactly `hit`. Without this, every request from one address would update the same row
// and wait for the previous request's row lock through its disk flush (~100 requests/s per address).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export type RateRule = { limit: number; windowMs: number };
export type RateResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/** Adds `n` to the key's counter (starting a new window when the old one is over): the new count and window end. */
async function add(db: Db, key: string, n: number, windowMs: number, now: Date): Promise<{ count: number; resetAt: number }> {
  const resetAt = new Date(now.getTime() + windowMs).toISOString();
  const at = now.toISOString();
  const result = (await db.execute(sql`
    insert into rate_limits (key, count, reset_at) values (${key}, ${n}, ${resetAt})
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= ${at} then excluded.count else rate_limits.count + excluded.count end,
      reset_at = case when rate_limits.reset_at <= ${at} then excluded.reset_at else rate_limits.reset_at end
    returning count, reset_at`)) as unknown as { rows: { count: number; reset_at: string | Date }[] };
  const row = result.rows[0]!;
  return { count: Number(row.count), resetAt: new Date(row.reset_at).getTime() };
}

const retryAfter = (resetAt: number, now: Date) => Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000));

export async function hit(db: Db, key: string, rule: RateRule, now: Date): Promise<RateResult> {
  const { count, resetAt } = await add(db, key, 1, rule.windowMs, now);
  return { allowed: count <= rule.limit, count, retryAfterSeconds: retryAfter(resetAt, now) };
}

export async function clear(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** Takes back one counted request (one that turned out not to need counting) from the key's current window. */
export async function uncount(db: Db, key: string, now: Date): Promise<void> {
  await db.execute(sql`update rate_limits set count = greatest(0, count - 1) where key = ${key} and reset_at > ${now.toISOString()}`);
}

/** Deletes every key that starts with `prefix`. */
export async function clearPrefix(db: Db, prefix: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where starts_with(key, ${prefix})`);
}

/**
 * Marks a key until `until` (a fact with an expiry, such as an address an account signed in from recently): the row's
 * window is set to end then, so `prune` drops it after. Marking again moves the end.
 */
export async function mark(db: Db, key: string, until: Date): Promise<void> {
  await db.execute(sql`
    insert into rate_limits (key, count, reset_at) values (${key}, 1, ${until.toISOString()})
    on conflict (key) do update set count = 1, reset_at = excluded.reset_at`);
}

/** Whether `key` was marked and its mark has not ended. */
export async function isMarked(db: Db, key: string, now: Date): Promise<boolean> {
  const result = (await db.execute(sql`select 1 from rate_limits where key = ${key} and reset_at > ${now.toISOString()}`)) as unknown as
    | { rows: unknown[] }
    | unknown[];
  return (Array.isArray(result) ? result : result.rows).length > 0;
}

export type BudgetSpend = { allowed: boolean; count: number; resetAt: number; retryAfterSeconds: number };

/**
 * Spends `n` units (bytes, say) of a budget of `limit` per window, shared by every process: added to the key's counter
 * at once, and given back when that takes the counter past the limit, so concurrent spenders never get more than the
 * limit between them. Give back what was spent and not used with `refund`.
 */
export async function spend(db: Db, key: string, n: number, limit: number, windowMs: number, now: Date): Promise<BudgetSpend> {
  const { count, resetAt } = await add(db, key, n, windowMs, now);
  const retryAfterSeconds = retryAfter(resetAt, now);
  if (count <= limit) return { allowed: true, count, resetAt, retryAfterSeconds };
  await refund(db, key, n, resetAt);
  return { allowed: false, count: count - n, resetAt, retryAfterSeconds };
}

/** Gives `n` back to a budget spent with `spend`, unless its window (the one ending at `resetAt`) is over already. */
export async function refund(db: Db, key: string, n: number, resetAt: number): Promise<void> {
  if (n <= 0) return;
  await db.execute(sql`
    update rate_limits set count = greatest(0, count - ${n})
    where key = ${key} and reset_at = ${new Date(resetAt).toISOString()}`);
}

/** Drops windows that ended long ago (called by the housekeeping loop). */
export async function prune(db: Db, now: Date): Promise<void> {
  await db.execute(sql`delete from rate_limits where reset_at < ${new Date(now.getTime() - 3600_000).toISOString()}`);
}

type Lease = {
  /** End of the shared window this lease belongs to (ms). */
  resetAt: number;
  /** Requests reserved in the shared counter and not yet spent here. */
  left: number;
  /** The shared count after the last reservation. */
  count: number;
  /** The limit is used up for this window: refuse without asking the database. */
  exhausted: boolean;
  /** Requests for this key in the current second, and that second: sizes the next block. */
  recent: number;
  recentSecond: number;
  /** Requests in the second before (so a block reserved early in a second is not too small). */
  previous: number;
  reserving?: Promise<void>;
};

export type RateLimiter = { hit(key: string, rule: RateRule, now: Date): Promise<RateResult> };

/** How long a block should last at the key's current rate. */
const BLOCK_SECONDS = 0.25;
/** Most keys kept in memory; beyond that the oldest leases are dropped (their unspent quota is lost, never gained). */
const MAX_KEYS = 50_000;

export function createRateLimiter(db: Db): RateLimiter {
  const leases = new Map<string, Lease>();

  const reserve = async (key: string, lease: Lease, rule: RateRule, now: Date) => {
    const remaining = Math.max(0, rule.limit - lease.count);
    const wanted = Math.ceil(Math.max(lease.recent, lease.previous) * BLOCK_SECONDS);
    const n = Math.max(1, Math.min(wanted, Math.floor(remaining / 8)));
    const { count, resetAt } = await add(db, key, n, rule.windowMs, now);
    const granted = Math.max(0, Math.min(n, rule.limit - (count - n)));
    if (resetAt !== lease.resetAt) lease.left = 0;
    lease.resetAt = resetAt;
    lease.count = count;
    lease.left += granted;
    lease.exhausted = count >= rule.limit;
  };

  return {
    async hit(key, rule, now) {
      const t = now.getTime();
      let lease = leases.get(key);
      if (!lease || lease.resetAt <= t) {
        if (lease) leases.delete(key);
        if (leases.size >= MAX_KEYS) {
          for (const [k, l] of leases) if (l.resetAt <= t) leases.delete(k);
          for (const k of leases.keys()) {
            if (leases.size < MAX_KEYS) break;
            leases.delete(k);
          }
        }
        lease = { resetAt: 0, left: 0, count: 0, exhausted: false, recent: 0, recentSecond: 0, previous: 0 };
        leases.set(key, lease);
      }
      const second = Math.floor(t / 1000);
      if (lease.recentSecond !== second) {
        lease.previous = lease.recentSecond === second - 1 ? lease.recent : 0;
        lease.recentSecond = second;
        lease.recent = 0;
      }
      lease.recent++;
      while (lease.left === 0 && !(lease.exhausted && lease.resetAt > t)) {
        if (!lease.reserving) {
          const current = lease;
          current.reserving = reserve(key, current, rule, now).finally(() => {
            current.reserving = undefined;
          });
        }
        await lease.reserving;
      }
      if (lease.left === 0) return { allowed: false, count: lease.count, retryAfterSeconds: retryAfter(lease.resetAt, now) };
      lease.left--;
      return { allowed: true, count: lease.count, retryAfterSeconds: retryAfter(lease.resetAt, now) };
    },
  };
}

/**
 * Takes the next turn of a key that lets one request through every `spacingMs` (the key's `reset_at` is when the next
 * turn is free): the moment of the turn taken, which is now or later, or null when the next turn is more than
 * `maxWaitMs` away (nothing is taken then). One statement, so concurrent takers on any process get distinct turns.
 */
export async function takeTurn(db: Db, key: string, spacingMs: number, maxWaitMs: number, now: Date): Promise<number | null> {
  const at = now.toISOString();
  const result = (await db.execute(sql`
    insert into rate_limits (key, count, reset_at) values (${key}, 1, ${new Date(now.getTime() + spacingMs).toISOString()})
    on conflict (key) do update set
      count = rate_limits.count + 1,
      reset_at = greatest(rate_limits.reset_at, ${at}::timestamptz) + ${`${spacingMs} milliseconds`}::interval
    where rate_limits.reset_at <= ${new Date(now.getTime() + maxWaitMs).toISOString()}::timestamptz
    returning reset_at`)) as unknown as { rows: { reset_at: string | Date }[] };
  const row = result.rows[0];
  return row ? new Date(row.reset_at).getTime() - spacingMs : null;
}

/** When the key's next turn is free (ms), or now when it has none. */
export async function nextTurn(db: Db, key: string, now: Date): Promise<number> {
  const result = (await db.execute(sql`select reset_at from rate_limits where key = ${key}`)) as unknown as {
    rows: { reset_at: string | Date }[];
  };
  const row = result.rows[0];
  return Math.max(now.getTime(), row ? new Date(row.reset_at).getTime() : 0);
}
