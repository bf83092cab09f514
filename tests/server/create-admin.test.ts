import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { sessions, users } from '../../server/db/schema';
import { hashPassword, verifyPassword } from '../../server/features/staff/passwords';
import { loadConfig } from '../../server/platform/config';
import { createLogger } from '../../server/platform/logger';
import { hashToken, newToken } from '../../server/platform/tokens';
import { runScript, type ScriptTarget, scriptTarget } from '../support/script';

let env: Record<string, string>;
let open: () => Promise<Database>;
let target: ScriptTarget;

beforeAll(async () => {
  target = await scriptTarget();
  ({ env, open } = target);
});
afterAll(() => target.dispose());

const createAdmin = (args: string[], extraEnv: Record<string, string> = {}) =>
  runScript('scripts/create-admin.ts', args, { ...env, ...extraEnv });

/** An active account with `sessionCount` open sessions: their tokens. */
async function activeAccount(name: string, email: string, role: 'admin' | 'moderator', sessionCount: number): Promise<string[]> {
  const database = await open();
  try {
    await database.migrate(); // when this test runs alone, before the script ever opened the database
    const passwordHash = await hashPassword('first-password', 2 ** 10);
    const [user] = await database.db.insert(users).values({ name, email, passwordHash, role, status: 'active' }).returning();
    const tokens = Array.from({ length: sessionCount }, () => newToken());
    const expiresAt = new Date(Date.now() + 3600_000);
    await database.db.insert(sessions).values(tokens.map((t) => ({ tokenHash: hashToken(t), userId: user!.id, expiresAt })));
    return tokens;
  } finally {
    await database.close();
  }
}

/** GET /api/auth/me with `token`, answered by the real app on the script's database. */
async function me(token: string): Promise<number> {
  const database = await open();
  try {
    const app = createApp({
      database,
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      logger: createLogger('silent', () => {}),
      now: () => new Date(),
      startedAt: new Date(),
    });
    return (await app.request('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } })).status;
  } finally {
    await database.close();
  }
}

async function findUser(email: string) {
  const database = await open();
  try {
    const [row] = await database.db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    return row;
  } finally {
    await database.close();
  }
}

describe('npm run admin:create', { timeout: 180_000 }, () => {
  it('creates an active admin with the password from ADMIN_PASSWORD', async () => {
    const res = await createAdmin(['--email', 'Hana@Example.org', '--name', 'Hana  Girma'], { ADMIN_PASSWORD: 'injera-and-cassava' });
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('Created the admin account Hana@Example.org');
    const row = await findUser('hana@example.org');
    expect(row).toMatchObject({ role: 'admin', status: 'active', name: 'Hana Girma', firstName: 'Hana', lastName: 'Girma' });
    expect(await verifyPassword('injera-and-cassava', row!.passwordHash)).toBe(true);
  });

  it('promotes an existing inactive user, keeping the password when none is given', async () => {
    const database = await open();
    await database.db.insert(users).values({
      name: 'Tesfaye Alemu',
      email: 'tesfaye@example.org',
      passwordHash: await hashPassword('old-password-1', 2 ** 10),
      role: 'user',
      status: 'inactive',
    });
    await database.close();
    const res = await createAdmin(['--email', 'TESFAYE@example.org', '--name', 'Tesfaye Alemu']);
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('Promoted tesfaye@example.org to an active admin.');
    const row = await findUser('tesfaye@example.org');
    expect(row).toMatchObject({ role: 'admin', status: 'active' });
    expect(await verifyPassword('old-password-1', row!.passwordHash)).toBe(true);

    const again = await createAdmin(['--email', 'tesfaye@example.org', '--name', 'Tesfaye Alemu'], { ADMIN_PASSWORD: 'a-new-password' });
    expect(again.stdout).toContain('and set a new password');
    expect(await verifyPassword('a-new-password', (await findUser('tesfaye@example.org'))!.passwordHash)).toBe(true);
  });

  it('a password set for an existing account ends its sessions; a promotion ends them too; a re-run with nothing new keeps them', async () => {
    const [token, second] = await activeAccount('Meron Tadesse', 'meron@example.org', 'admin', 2);
    expect(await me(token!)).toBe(200);

    // Already an active admin, no password given: nothing about access changes, the sessions stay.
    expect((await createAdmin(['--email', 'meron@example.org', '--name', 'Meron Tadesse'])).code).toBe(0);
    expect(await me(token!)).toBe(200);

    const res = await createAdmin(['--email', 'meron@example.org', '--name', 'Meron Tadesse'], { ADMIN_PASSWORD: 'second-password' });
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('and set a new password. Signed it out of 2 sessions.');
    expect(await me(token!)).toBe(401);
    expect(await me(second!)).toBe(401);

    // A moderator promoted to admin signs in again to get the new role.
    const [modToken] = await activeAccount('Sara Bekele', 'sara@example.org', 'moderator', 1);
    expect(await me(modToken!)).toBe(200);
    expect((await createAdmin(['--email', 'sara@example.org', '--name', 'Sara Bekele'])).code).toBe(0);
    expect(await me(modToken!)).toBe(401);
  });

  it('explains bad arguments and a missing or short password, and changes nothing', async () => {
    const badEmail = await createAdmin(['--email', 'not-an-email', '--name', 'X Y'], { ADMIN_PASSWORD: 'long-enough-1' });
    expect(badEmail.code).toBe(2);
    expect(badEmail.stderr).toContain('--email: Please enter a valid email address');
    expect(badEmail.stderr).toContain('Usage: npm run admin:create');

    const noName = await createAdmin(['--email', 'a@example.org'], { ADMIN_PASSWORD: 'long-enough-1' });
    expect(noName.code).toBe(2);
    expect(noName.stderr).toContain('--name is required.');

    const unknown = await createAdmin(['--email', 'a@example.org', '--name', 'A B', '--role', 'x'], { ADMIN_PASSWORD: 'long-enough-1' });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Unknown option '--role'");

    const noPassword = await createAdmin(['--email', 'b@example.org', '--name', 'B C']);
    expect(noPassword.code).toBe(2);
    expect(noPassword.stderr).toContain('No password given: set ADMIN_PASSWORD');

    const short = await createAdmin(['--email', 'c@example.org', '--name', 'C D'], { ADMIN_PASSWORD: 'short' });
    expect(short.code).toBe(2);
    expect(short.stderr).toContain('The password must be at least 8 characters.');

    for (const email of ['a@example.org', 'b@example.org', 'c@example.org']) expect(await findUser(email)).toBeUndefined();
  });
});
