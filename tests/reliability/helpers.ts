// Shared pieces of the reliability tests: real server processes, a database to share, a counting SMTP server.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createScratchDatabase } from '../../scripts/scratchDatabase';
import { parseJson } from '../support/json';
import { freePort, type RunningServer, startServer } from '../support/server';

export const PG_URL = process.env.TEST_DATABASE_URL;

/**
 * A port free right now, from the system: files of this suite run side by side, each starting servers and mail
 * servers of its own.
 */
export const port = (): Promise<number> => freePort() as Promise<number>;

export type Store = {
  kind: 'pglite' | 'postgres';
  env: Record<string, string>;
  dataDir: string;
  /** Runs SQL against the store; PGlite only while no server holds it (the data directory's lock is taken). */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
};

export async function pgliteStore(): Promise<Store> {
  const dataDir = await mkdtemp(join(tmpdir(), 'eca-rel-'));
  return {
    kind: 'pglite',
    env: {},
    dataDir,
    async query<T>(text: string, params: unknown[] = []) {
      const { openPglite } = await import('../../server/db/client');
      const db = await openPglite(dataDir);
      try {
        return await db.query<T>(text, params);
      } finally {
        await db.close();
      }
    },
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

export async function postgresStore(baseUrl: string): Promise<Store> {
  const scratch = await createScratchDatabase(baseUrl, 'rel_');
  const dataDir = await mkdtemp(join(tmpdir(), 'eca-rel-'));
  return {
    kind: 'postgres',
    env: { DATABASE_URL: scratch.url },
    dataDir,
    async query<T>(text: string, params: unknown[] = []) {
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      try {
        return (await client.query(text, params)).rows as T[];
      } finally {
        await client.end();
      }
    },
    async drop() {
      await scratch.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function serve(store: Store, env: Record<string, string> = {}): Promise<RunningServer> {
  return startServer({
    dataDir: store.dataDir,
    port: await port(),
    env: { RATE_LIMIT_MULTIPLIER: '1000', TRUST_PROXY: 'true', STATIC_DIR: '/nonexistent', ...store.env, ...env },
  });
}

/**
 * Two server processes on one fresh PostgreSQL database (TEST_DATABASE_URL), with `env` besides the usual; `cleanup`
 * stops them and drops it.
 */
export async function twoProcessesOnPostgres(cleanup: (() => Promise<void>)[], env: Record<string, string> = {}) {
  const store = await postgresStore(PG_URL!);
  cleanup.push(() => store.drop());
  const a = await serve(store, env);
  cleanup.push(() => a.stop());
  const b = await serve(store, env);
  cleanup.push(() => b.stop());
  return { store, a, b };
}

export async function api(base: string, method: string, path: string, body?: unknown, opts: { token?: string; ip?: string } = {}) {
  const headers: Record<string, string> = { 'X-Forwarded-For': opts.ip ?? '10.1.0.1' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  const res = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, json: parseJson(text), text };
}

/** The first account becomes the admin; returns its token and an upcoming event created through the admin API. */
export async function adminAndEvent(base: string): Promise<{ token: string; email: string; password: string; eventId: string }> {
  const email = `admin-${randomBytes(3).toString('hex')}@example.org`;
  const password = 'a long enough password';
  const reg = await api(base, 'POST', '/api/auth/register', {
    firstName: 'Rel',
    lastName: 'Admin',
    email,
    password,
    phone: '',
    company: '',
    position: '',
  });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${reg.text}`);
  const login = await api(base, 'POST', '/api/auth/login', { email, password });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${login.text}`);
  const token = login.json.data.token as string;
  const date = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const ev = await api(
    base,
    'POST',
    '/api/admin/events',
    { title: 'Reliability day', description: 'Durability under load.', date, time: '09:00', location: 'Addis Ababa', image: '' },
    { token },
  );
  if (ev.status !== 201) throw new Error(`event: ${ev.status} ${ev.text}`);
  return { token, email, password, eventId: ev.json.data.id };
}

export const registration = (email: string) => ({
  firstName: 'Load',
  lastName: 'Test',
  email,
  phone: '+251 911 000 000',
  organization: 'Durable Farms',
  position: 'Manager',
  attendees: '1',
  dietaryRequirements: 'none',
  specialRequirements: '',
  terms: true,
});

/** Every registration id of an event, through the admin list. */
export async function registrationIds(base: string, token: string, eventId: string): Promise<Set<string>> {
  const ids = new Set<string>();
  for (let page = 1; page < 100; page++) {
    const res = await api(base, 'GET', `/api/admin/registrations?eventId=${eventId}&pageSize=100&page=${page}`, undefined, { token });
    if (res.status !== 200) throw new Error(`list: ${res.status} ${res.text}`);
    for (const item of res.json.data.items as { id: string }[]) ids.add(item.id);
    if (page * 100 >= res.json.data.total) break;
  }
  return ids;
}

export { type Received, startSmtp } from '../support/smtp';

export async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}
