// Runs one of scripts/*.ts as npm runs it: a child process with the server's configuration in its environment.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Database, openPglite, openPostgres } from '../../server/db/client';
import { createTestDatabase, usingPostgres } from './db';
import { scratchRoot } from './scratch';

export type ScriptResult = { code: number | null; stdout: string; stderr: string };

/** `env` is laid over a clean slate of the settings that choose a database, so the test's own never leak in. */
export function runScript(script: string, args: string[], env: Record<string, string>): Promise<ScriptResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: '', ADMIN_PASSWORD: '', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b) => {
      stdout += b;
    });
    child.stderr.on('data', (b) => {
      stderr += b;
    });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The database a script under test works on, as its environment names it, and a way for the test to look inside. */
export type ScriptTarget = { env: Record<string, string>; open(): Promise<Database>; dispose(): Promise<void> };

/** A fresh PostgreSQL database (with TEST_DATABASE_URL; migrated, dropped by dispose) or an empty PGlite data directory. */
export async function scriptTarget(): Promise<ScriptTarget> {
  if (usingPostgres()) {
    const fresh = await createTestDatabase();
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${fresh.name}`;
    return { env: { DATABASE_URL: url.toString() }, open: () => openPostgres(url.toString(), 2), dispose: () => fresh.close() };
  }
  const dir = await mkdtemp(join(scratchRoot(), 'ecpa-script-'));
  return { env: { DATA_DIR: dir }, open: () => openPglite(dir), dispose: () => rm(dir, { recursive: true, force: true }) };
}
