// Builds the real app on a test database, plus helpers to call it and to make staff accounts.
import { expect } from 'vitest';

import { createApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { accountSessions, events, sessions, users } from '../../server/db/schema';
import { type SeedStep, seed } from '../../server/db/seed';
import { hashPassword } from '../../server/features/staff/passwords';
import { loadConfig } from '../../server/platform/config';
import type { AppDeps } from '../../server/platform/deps';
import { createLogger, type Logger } from '../../server/platform/logger';
import { hashToken, newToken } from '../../server/platform/tokens';
import { createTestDatabase } from './db';
import { validApplication } from './fixtures';
import { parseJson } from './json';

export type TestContext = {
  app: ReturnType<typeof createApp>;
  database: Database;
  deps: AppDeps;
  clock: { now: Date; advance(ms: number): void; set(d: Date): void };
  logs: string[];
  close(): Promise<void>;
};

/**
 * Pass `seedSteps` to seed built-in content; `ip` sets X-Forwarded-For (TRUST_PROXY is on in tests). With `database`
 * the app runs on that (already migrated) database, which its caller closes: two apps on one database act as two
 * server processes.
 */
export async function createTestContext(
  opts: { seedSteps?: SeedStep[]; env?: Record<string, string>; database?: Database } = {},
): Promise<TestContext> {
  const database = opts.database ?? (await createTestDatabase());
  if (opts.seedSteps) await seed(database.db, opts.seedSteps);
  const logs: string[] = [];
  const logger: Logger = createLogger('debug', (line) => logs.push(line));
  const config = {
    ...loadConfig({ TRUST_PROXY: 'true', LOG_LEVEL: 'debug', ...opts.env }),
    passwordCost: 2 ** 10,
  };
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
    set(d: Date) {
      clock.now = d;
    },
  };
  // A wait (a paced sign-in) moves the test's clock instead of taking time.
  const sleep = async (ms: number) => clock.advance(ms);
  const deps: AppDeps = { database, config, logger, now: () => clock.now, sleep, startedAt: new Date() };
  const app = createApp(deps);
  return { app, database, deps, clock, logs, close: () => (opts.database ? Promise.resolve() : database.close()) };
}

let ipCounter = 1;
/** A fresh client address, so rate limits of one test do not leak into the next. */
export const freshIp = () => `10.9.${Math.floor(ipCounter / 250) % 250}.${(ipCounter++ % 250) + 1}`;

type CallOpts = { token?: string; ip?: string; headers?: Record<string, string> };

export async function call(ctx: TestContext, method: string, path: string, body?: unknown, opts: CallOpts = {}) {
  const headers: Record<string, string> = { 'X-Forwarded-For': opts.ip ?? freshIp(), ...opts.headers };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData || typeof body === 'string') payload = body as BodyInit;
  else if (body !== undefined) {
    headers['Content-Type'] ??= 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await ctx.app.request(path, { method, headers, body: payload });
  const text = await res.text();
  const json = parseJson(text);
  return { status: res.status, json, text, headers: res.headers };
}

/** Inserts a user directly and returns a valid token for it. */
export async function makeUser(
  ctx: TestContext,
  role: 'user' | 'moderator' | 'admin',
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<{ id: string; token: string; email: string; password: string; name: string }> {
  const password = 'correct horse battery';
  const email = overrides.email ?? `${role}-${Math.random().toString(36).slice(2, 9)}@example.org`;
  const [user] = await ctx.database.db
    .insert(users)
    .values({
      name: `Test ${role}`,
      firstName: 'Test',
      lastName: role,
      email,
      passwordHash: await hashPassword(password, 2 ** 10),
      role,
      status: 'active',
      ...overrides,
    })
    .returning();
  const token = newToken();
  await ctx.database.db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: user!.id,
    expiresAt: new Date(ctx.clock.now.getTime() + 3600_000),
  });
  return { id: user!.id, token, email, password, name: user!.name };
}

/** Stores an event straight in the database (as staff would have published it); its id. */
export async function insertEvent(ctx: TestContext, values: typeof events.$inferInsert): Promise<string> {
  const [row] = await ctx.database.db.insert(events).values(values).returning({ id: events.id });
  return row!.id;
}

/** An account session (as a sign-in link makes) for `email`, straight in the database; its bearer token. */
export async function accountSession(ctx: TestContext, email: string, ttlMs = 3600_000): Promise<string> {
  const token = newToken();
  await ctx.database.db.insert(accountSessions).values({
    tokenHash: hashToken(token),
    email: email.toLowerCase(),
    expiresAt: new Date(ctx.clock.now.getTime() + ttlMs),
  });
  return token;
}

/**
 * A member made the way the site makes one: an application (the valid one, with `over` changed) approved by
 * `adminToken`. Fails the test when either answer is not the expected one; answers the approval's member record.
 */
export async function approvedMember(
  ctx: TestContext,
  adminToken: string,
  over: Record<string, unknown> = {},
  opts: CallOpts = {},
): Promise<{ id: string; [field: string]: unknown }> {
  const applied = await call(ctx, 'POST', '/api/membership/apply', validApplication(over), opts);
  expect(applied.status, applied.text).toBe(201);
  const id = applied.json.data.application.id as string;
  const approved = await call(ctx, 'PUT', `/api/admin/membership-applications/${id}/status`, { status: 'approved' }, { token: adminToken });
  expect(approved.status, approved.text).toBe(200);
  return approved.json.data.member;
}
