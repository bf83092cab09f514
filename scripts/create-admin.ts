// npm run admin:create -- --email … --name …  Creates an active admin, or promotes an existing account to one.
// Uses the server's own configuration: DATA_DIR (embedded PGlite) or DATABASE_URL (PostgreSQL).
// The password comes from ADMIN_PASSWORD or is asked for without echo.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { email as emailSchema } from '../contract/validators';
import { type Database, openPglite, openPostgres } from '../server/db/client';
import { DataDirLockedError } from '../server/db/lock';
import { users } from '../server/db/schema';
import { hashPassword } from '../server/features/staff/passwords';
import { endSessions, passwordChanged } from '../server/features/staff/sessions';
import { audit } from '../server/platform/audit';
import { loadConfig } from '../server/platform/config';
import { runWhenMain, UsageError } from './cli';

const USAGE = `Usage: npm run admin:create -- --email <email> --name "<first> <last>"
  The password is read from ADMIN_PASSWORD, or asked for when run in a terminal.
  An existing account with that email is promoted to an active admin (its password is replaced only when one is given).
  Stop a server using the same DATA_DIR first: the embedded database allows one process at a time.`;

const PasswordSchema = v.pipe(
  v.string(),
  v.minLength(8, 'The password must be at least 8 characters.'),
  v.maxLength(200, 'The password is too long.'),
);

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          return resolve(value);
        }
        if (ch === '\u0003') {
          stdin.setRawMode(false);
          process.stdout.write('\n');
          return reject(new UsageError('Cancelled.'));
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function askPassword(existing: boolean): Promise<string | undefined> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  if (!process.stdin.isTTY) {
    if (existing) return undefined;
    throw new UsageError('No password given: set ADMIN_PASSWORD, or run the command in a terminal to be asked for one.');
  }
  const first = await promptHidden(existing ? 'New password (leave empty to keep the current one): ' : 'Password: ');
  if (existing && first === '') return undefined;
  const again = await promptHidden('Repeat the password: ');
  if (first !== again) throw new UsageError('The two passwords do not match.');
  return first;
}

export async function run(argv: string[]): Promise<string> {
  let values: { email?: string; name?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
    }));
  } catch (err) {
    throw new UsageError(`${(err as Error).message}\n${USAGE}`);
  }
  if (values.help) return USAGE;
  const email = v.safeParse(emailSchema(), values.email ?? '');
  if (!email.success) throw new UsageError(`--email: ${email.issues[0].message}\n${USAGE}`);
  const name = (values.name ?? '').trim().replace(/\s+/g, ' ');
  if (!name) throw new UsageError(`--name is required.\n${USAGE}`);
  if (name.length > 160) throw new UsageError('--name must be at most 160 characters.');
  const [firstName, ...rest] = name.split(' ');
  const lastName = rest.join(' ');

  const config = loadConfig(process.env);
  let database: Database;
  try {
    database = config.databaseUrl ? await openPostgres(config.databaseUrl, 2) : await openPglite(config.dataDir);
    await database.migrate();
  } catch (err) {
    throw new Error(
      `Could not open the database (${config.databaseUrl ? 'DATABASE_URL' : `DATA_DIR=${config.dataDir}`}): ${(err as Error).message}` +
        (config.databaseUrl || err instanceof DataDirLockedError ? '' : '\nIs a server running on the same DATA_DIR? Stop it first.'),
    );
  }
  try {
    const db = database.db;
    const [existing] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.output.toLowerCase()}`).limit(1);
    const password = await askPassword(Boolean(existing));
    if (password !== undefined) {
      const checked = v.safeParse(PasswordSchema, password);
      if (!checked.success) throw new UsageError(checked.issues[0].message);
    }
    const passwordHash = password === undefined ? undefined : await hashPassword(password, config.passwordCost);
    if (existing) {
      await db
        .update(users)
        .set({
          role: 'admin',
          status: 'active',
          name,
          firstName,
          lastName: lastName || null,
          ...(passwordHash ? { passwordHash } : {}),
          updatedAt: new Date(),
        })
        .where(sql`${users.id} = ${existing.id}`);
      // A new password, role or status ends the account's sessions (a password also forgets its known sign-in addresses).
      const changedAccess = existing.role !== 'admin' || existing.status !== 'active';
      const sessionsEnded = passwordHash ? await passwordChanged(db, existing.id) : changedAccess ? await endSessions(db, existing.id) : 0;
      await audit(db, null, 'user.promoted', 'user', existing.id, {
        via: 'admin:create',
        from: { role: existing.role, status: existing.status },
        passwordSet: Boolean(passwordHash),
        sessionsEnded,
      });
      const ended = sessionsEnded ? ` Signed it out of ${sessionsEnded} session${sessionsEnded === 1 ? '' : 's'}.` : '';
      return `Promoted ${existing.email} to an active admin${passwordHash ? ' and set a new password' : ''}.${ended}`;
    }
    if (!passwordHash) throw new UsageError('A password is required for a new account.');
    const [row] = await db
      .insert(users)
      .values({ name, firstName, lastName: lastName || null, email: email.output, passwordHash, role: 'admin', status: 'active' })
      .returning({ id: users.id, email: users.email });
    await audit(db, null, 'user.created', 'user', row!.id, { via: 'admin:create', role: 'admin' });
    return `Created the admin account ${row!.email}. Sign in at /login.`;
  } finally {
    await database.close();
  }
}

runWhenMain(import.meta.url, 'admin:create', run);
