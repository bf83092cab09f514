// A throwaway PostgreSQL database on the server `baseUrl` names, for the benchmark and the tests: created empty under
// a fresh name, and dropped (its open connections with it) when done.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type ScratchDatabase = { name: string; url: string; drop(): Promise<void> };

/** `prefix` starts the name (bench_, rel_, t_), so a left-over database says where it came from. */
export async function createScratchDatabase(baseUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const run = async (text: string) => {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      await admin.query(text);
    } finally {
      await admin.end();
    }
  };
  await run(`create database "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) };
}
