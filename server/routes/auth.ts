// Staff accounts: register, login, logout, me (issue 2).
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { LoginSchema, RegisterRequestSchema, type SessionUser } from '../../contract/auth';
import { SESSION_TTL_MS } from '../../contract/limits';
import { messages } from '../../contract/messages';
import { sessions, users } from '../db/schema';
import type { AppEnv, AuthUser } from '../deps';
import { ApiError, conflict, jsonBody, ok } from '../http';
import { clientIp, requireRole } from '../middleware';
import { dummyHash, hashPassword, verifyPassword } from '../services/passwords';
import { clear, hit } from '../services/rateLimit';
import { hashToken, newToken } from '../services/tokens';

export const LOGIN_LIMITS = {
  perIp: { limit: 30, windowMs: 15 * 60_000 },
  perAccount: { limit: 8, windowMs: 15 * 60_000 },
};
const REGISTER_LIMIT = { limit: 10, windowMs: 60 * 60_000 };

export const toSessionUser = (u: AuthUser): SessionUser => ({
  id: u.id,
  name: u.name,
  email: u.email,
  role: u.role,
  status: u.status,
  firstName: u.firstName,
  lastName: u.lastName,
});

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

export const authRoutes = () =>
  new Hono<AppEnv>()
    .post('/register', async (c) => {
      const deps = c.get('deps');
      const limited = await hit(
        deps.database.db,
        `register:ip:${clientIp(c)}`,
        { ...REGISTER_LIMIT, limit: REGISTER_LIMIT.limit * deps.config.rateLimitMultiplier },
        deps.now(),
      );
      if (!limited.allowed)
        throw new ApiError(429, messages.http.rateLimited, undefined, {
          'Retry-After': String(limited.retryAfterSeconds),
        });
      const input = await jsonBody(c, RegisterRequestSchema);
      const passwordHash = await hashPassword(input.password, deps.config.passwordCost);
      try {
        const user = await deps.database.db.transaction(async (tx) => {
          // Serialise registrations so exactly one "first account" can become the admin.
          await tx.execute(sql`select pg_advisory_xact_lock(4242001)`);
          const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(users);
          const first = Number(count) === 0;
          const [row] = await tx
            .insert(users)
            .values({
              name: `${input.firstName} ${input.lastName}`,
              firstName: input.firstName,
              lastName: input.lastName,
              email: input.email,
              phone: input.phone || null,
              company: input.company || null,
              position: input.position || null,
              passwordHash,
              role: first ? 'admin' : 'user',
              status: first ? 'active' : 'inactive',
            })
            .returning();
          return row!;
        });
        deps.logger.info('user registered', { userId: user.id, role: user.role });
        return ok(c, { user: toSessionUser(user) }, 201);
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(messages.auth.emailTaken);
        throw err;
      }
    })
    .post('/login', async (c) => {
      const deps = c.get('deps');
      const db = deps.database.db;
      const m = deps.config.rateLimitMultiplier;
      const input = await jsonBody(c, LoginSchema);
      const accountKey = `login:acct:${input.email.toLowerCase()}`;
      const tooMany = (r: { retryAfterSeconds: number }) =>
        new ApiError(429, messages.auth.tooManyAttempts, undefined, {
          'Retry-After': String(r.retryAfterSeconds),
        });
      const byIp = await hit(db, `login:ip:${clientIp(c)}`, { ...LOGIN_LIMITS.perIp, limit: LOGIN_LIMITS.perIp.limit * m }, deps.now());
      if (!byIp.allowed) throw tooMany(byIp);
      const byAccount = await hit(db, accountKey, { ...LOGIN_LIMITS.perAccount, limit: LOGIN_LIMITS.perAccount.limit * m }, deps.now());
      if (!byAccount.allowed) throw tooMany(byAccount);

      const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${input.email.toLowerCase()}`).limit(1);
      const valid = await verifyPassword(input.password, user?.passwordHash ?? (await dummyHash(deps.config.passwordCost)));
      if (!user || !valid) throw new ApiError(401, messages.auth.invalidCredentials);
      if (user.status === 'suspended') throw new ApiError(403, messages.auth.accountSuspended);
      if (user.status !== 'active') throw new ApiError(403, messages.auth.accountInactive);

      await clear(db, accountKey);
      const token = newToken();
      const expiresAt = new Date(deps.now().getTime() + SESSION_TTL_MS);
      await db.insert(sessions).values({ tokenHash: hashToken(token), userId: user.id, expiresAt });
      deps.logger.info('login', { userId: user.id });
      return ok(c, { token, user: toSessionUser(user), expiresAt: expiresAt.toISOString() });
    })
    .post('/logout', async (c) => {
      const tokenHash = c.get('tokenHash');
      if (tokenHash) await c.get('deps').database.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
      return ok(c, { signedOut: true });
    })
    .get('/me', requireRole('user', 'moderator', 'admin'), (c) => ok(c, { user: toSessionUser(c.get('user')!) }));
