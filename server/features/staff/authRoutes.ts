// Staff accounts: register, login, logout, logout everywhere, me.
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  type InvitationOpened,
  InvitationOpenedSchema,
  LoginResultSchema,
  SignedOutEverywhereSchema,
  SignedOutSchema,
  UserAnswerSchema,
} from '../../../contract/answers';
import { LoginSchema, RegisterRequestSchema, type SessionUser } from '../../../contract/auth';
import { coded } from '../../../contract/errors';
import { SESSION_TTL_MS } from '../../../contract/limits';
import { ROLES } from '../../../contract/roles';
import { type Db, inTx } from '../../db/client';
import { sessions, staffInvitations, users } from '../../db/schema';
import { data, describe, jsonInput, pathInput } from '../../platform/apiDoc';
import { audit } from '../../platform/audit';
import type { AppEnv, AuthUser } from '../../platform/deps';
import { ApiError, conflict, ok } from '../../platform/http';
import { clientIp, requireRole } from '../../platform/middleware';
import { clear, hit, isMarked, mark, nextTurn, takeTurn, uncount } from '../../platform/rateLimit';
import { hashToken, newToken } from '../../platform/tokens';
import { invitationByToken, invitationStatus } from './invitations';
import { dummyHash, hashPassword, verifyPassword } from './passwords';
import { endSessions, insertSessionIfUnchanged, knownAddressKey } from './sessions';

/**
 * Sign-in attempts, counted before the password is checked (docs/decisions/003-login-throttling.md). Wrong passwords for
 * one account refuse the address that sends them, never the account's owner elsewhere: beyond a few attempts, the
 * account's attempts from addresses it has not signed in from lately are paced (each waits for its turn) rather than
 * refused, so the owner on a new address gets in, a little later, and guessing stays capped per account.
 */
export const LOGIN_LIMITS = {
  /** Every attempt from one address, whatever account it aims at. */
  perIp: { limit: 30, windowMs: 15 * 60_000 },
  /** Attempts at one account from one address; a successful sign-in from that address clears it. */
  perAccountAndIp: { limit: 8, windowMs: 15 * 60_000 },
  /** Attempts at one account from all the addresses it has not signed in from lately, together, answered at once. */
  perAccount: { limit: 8, windowMs: 15 * 60_000 },
  /**
   * Beyond `perAccount`, those attempts take turns: one password check per turn, the turns 1 s apart for the first
   * attempt over, then 2, 4, 8, 16 s, then every `maxSpacingMs`. An attempt waits for its turn, and is refused (429) only
   * when its turn is more than `maxWaitMs` away (attempts sent in parallel from many addresses), so that no request
   * outlives the sign-in screen's 30-second timeout.
   */
  pacing: { firstSpacingMs: 1000, maxSpacingMs: 20_000, maxWaitMs: 25_000 },
  /** How long an address stays known (exempt from perAccount) after a successful sign-in from it. */
  knownAddressMs: 30 * 24 * 3600_000,
};

/** The spacing of the account's turns for the `over`-th attempt beyond the immediate ones (1, 2, …). */
export const turnSpacingMs = (over: number) =>
  Math.min(LOGIN_LIMITS.pacing.maxSpacingMs, LOGIN_LIMITS.pacing.firstSpacingMs * 2 ** Math.min(over - 1, 20));

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
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
    .post(
      '/register',
      describe({
        tag: 'Auth',
        summary: 'Create an account',
        description:
          'The first account on a new database becomes an active admin; every later one is an inactive user until an admin promotes it. ' +
          "With `invitation` (the token of an admin's invitation link) the account is for the invited email only (400 otherwise) " +
          'and is active at once with the invited role; a used, withdrawn or expired invitation is a 410.',
        answer: data(UserAnswerSchema, 201, 'Created.'),
        errors: [400, 409, 410],
        rateLimited: true,
      }),
      // Counted before the body is read, so a refused body still counts.
      async (c, next) => {
        const deps = c.get('deps');
        const limited = await hit(
          deps.database.db,
          `register:ip:${clientIp(c)}`,
          { ...REGISTER_LIMIT, limit: REGISTER_LIMIT.limit * deps.config.rateLimitMultiplier },
          deps.now(),
        );
        if (!limited.allowed)
          throw new ApiError(429, 'http.rateLimited', undefined, {
            'Retry-After': String(limited.retryAfterSeconds),
          });
        await next();
      },
      jsonInput(RegisterRequestSchema),
      async (c) => {
        const deps = c.get('deps');
        const input = c.req.valid('json');
        const passwordHash = await hashPassword(input.password, deps.config.passwordCost);
        try {
          const user = await deps.database.db.transaction(async (tx) => {
            // Serialise registrations so exactly one "first account" can become the admin.
            await tx.execute(sql`select pg_advisory_xact_lock(4242001)`);
            // An admin's invitation: its email only, once, within 48 hours; the account is staff at once.
            const [invitation] = input.invitation ? await invitationByToken(tx as unknown as Db, input.invitation) : [];
            if (input.invitation) {
              if (!invitation || invitationStatus(invitation, deps.now()) !== 'pending') throw new ApiError(410, 'auth.invitationInvalid');
              if (invitation.email.toLowerCase() !== input.email.toLowerCase()) {
                const otherEmail = coded('auth.invitationOtherEmail', invitation.email);
                throw new ApiError(400, otherEmail, { email: otherEmail });
              }
            }
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
                role: invitation ? invitation.role : first ? 'admin' : 'user',
                status: invitation || first ? 'active' : 'inactive',
              })
              .returning();
            if (invitation) {
              await tx
                .update(staffInvitations)
                .set({ acceptedAt: deps.now(), acceptedUserId: row!.id })
                .where(eq(staffInvitations.id, invitation.id));
              await audit(tx as unknown as Db, { id: row!.id, name: row!.name }, 'accept', 'staff_invitation', invitation.id, {
                email: row!.email,
                role: row!.role,
              });
            }
            return row!;
          });
          deps.logger.info('user registered', { userId: user.id, role: user.role });
          return ok(c, { user: toSessionUser(user) }, 201);
        } catch (err) {
          if (isUniqueViolation(err)) throw conflict('auth.emailTaken');
          throw err;
        }
      },
    )
    // What an invitation's link opens: the email it is for and the role, while it can still be used.
    .get(
      '/invitations/:token',
      describe({
        tag: 'Auth',
        summary: "What an invitation link is for: the email (fixed on the form) and the role; 410 once it can't be used",
        answer: data(InvitationOpenedSchema),
        errors: [410],
      }),
      // Any token is an answer: one that is too long is gone (410) like an unknown one, never a 404, so its length is
      // checked in the handler.
      pathInput(v.object({ token: v.pipe(v.string(), v.description('The token from the invitation mail.')) })),
      async (c) => {
        const deps = c.get('deps');
        const { token } = c.req.valid('param');
        const [invitation] = token.length <= 100 ? await invitationByToken(deps.database.db, token) : [];
        if (!invitation || invitationStatus(invitation, deps.now()) !== 'pending') throw new ApiError(410, 'auth.invitationInvalid');
        return ok(c, {
          email: invitation.email,
          role: invitation.role,
          expiresAt: invitation.expiresAt.toISOString(),
        } satisfies InvitationOpened);
      },
    )
    .post(
      '/login',
      describe({
        tag: 'Auth',
        summary: 'Sign in: a bearer token for the other staff routes',
        answer: data(LoginResultSchema, 200, 'Signed in; send `Authorization: Bearer <token>` from now on.'),
        errors: [401, 403],
        rateLimited: true,
      }),
      jsonInput(LoginSchema),
      async (c) => {
        const deps = c.get('deps');
        const db = deps.database.db;
        const m = deps.config.rateLimitMultiplier;
        const input = c.req.valid('json');
        const email = input.email.toLowerCase();
        const ip = clientIp(c);
        const now = deps.now();
        const tooMany = (r: { retryAfterSeconds: number }) =>
          new ApiError(429, 'auth.tooManyAttempts', undefined, {
            'Retry-After': String(r.retryAfterSeconds),
          });
        const scaled = (rule: { limit: number; windowMs: number }) => ({ ...rule, limit: rule.limit * m });
        const byIp = await hit(db, `login:ip:${ip}`, scaled(LOGIN_LIMITS.perIp), now);
        if (!byIp.allowed) throw tooMany(byIp);
        // An IP address has no '|' and an email no '|' after its '@': the pair's key is unambiguous.
        const pairKey = `login:pair:${email}|${ip}`;
        const byPair = await hit(db, pairKey, scaled(LOGIN_LIMITS.perAccountAndIp), now);
        if (!byPair.allowed) throw tooMany(byPair);

        const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
        // Looked up for an unknown email too, so the answer takes as long either way.
        const known = await isMarked(db, knownAddressKey(user?.id ?? 'none', ip), now);
        const accountKey = `login:acct:${email}`;
        if (!known) {
          const byAccount = await hit(db, accountKey, scaled(LOGIN_LIMITS.perAccount), now);
          if (!byAccount.allowed) {
            // Paced, not refused: the owner on a new address is let in after a wait, a guesser gets one guess per turn.
            const { maxWaitMs } = LOGIN_LIMITS.pacing;
            const turnKey = `login:turn:${email}`;
            const turn = await takeTurn(
              db,
              turnKey,
              turnSpacingMs(byAccount.count - scaled(LOGIN_LIMITS.perAccount).limit),
              maxWaitMs,
              now,
            );
            if (turn === null) {
              // Not checked, so not counted: the queue is full of attempts sent at once from elsewhere.
              await uncount(db, accountKey, now);
              const free = await nextTurn(db, turnKey, now);
              throw tooMany({ retryAfterSeconds: Math.max(1, Math.ceil((free - maxWaitMs - now.getTime()) / 1000)) });
            }
            if (turn > now.getTime()) await (deps.sleep ?? defaultSleep)(turn - now.getTime());
          }
        }

        const valid = await verifyPassword(input.password, user?.passwordHash ?? (await dummyHash(deps.config.passwordCost)));
        if (!user || !valid) throw new ApiError(401, 'auth.invalidCredentials');
        if (user.status === 'suspended') throw new ApiError(403, 'auth.accountSuspended');
        if (user.status !== 'active') throw new ApiError(403, 'auth.accountInactive');

        const token = newToken();
        const signedInAt = deps.now();
        const expiresAt = new Date(signedInAt.getTime() + SESSION_TTL_MS);
        // The password, role or status changed while this sign-in was checking it: sign in again.
        if (!(await insertSessionIfUnchanged(db, { tokenHash: hashToken(token), userId: user.id, expiresAt }, user))) {
          throw new ApiError(401, 'auth.invalidCredentials');
        }
        // The address knows the password: its own failures are forgotten, and this attempt leaves the account's count (the
        // failures of others stay counted, so signing in never hands a guesser a fresh allowance).
        await clear(db, pairKey);
        if (!known) await uncount(db, accountKey, signedInAt);
        await mark(db, knownAddressKey(user.id, ip), new Date(signedInAt.getTime() + LOGIN_LIMITS.knownAddressMs));
        deps.logger.info('login', { userId: user.id });
        return ok(c, { token, user: toSessionUser(user), expiresAt: expiresAt.toISOString() });
      },
    )
    .post(
      '/logout',
      describe({
        tag: 'Auth',
        summary: 'Sign out: ends the session of the token sent, if any',
        optionalAuth: true,
        answer: data(SignedOutSchema),
      }),
      async (c) => {
        const tokenHash = c.get('tokenHash');
        if (tokenHash) await c.get('deps').database.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
        return ok(c, { signedOut: true as const });
      },
    )
    // Sign out everywhere: every session of the signed-in user ends, this one included (a lost phone, a shared computer).
    .post(
      '/logout-all',
      describe({
        tag: 'Auth',
        summary: 'Sign out everywhere: ends every session of the signed-in user, this one included',
        roles: ROLES,
        answer: data(SignedOutEverywhereSchema),
      }),
      requireRole('user', 'moderator', 'admin'),
      async (c) => {
        const deps = c.get('deps');
        const user = c.get('user')!;
        const ended = await inTx(deps.database.db, async (tx) => {
          const n = await endSessions(tx, user.id);
          await audit(tx, { id: user.id, name: user.name }, 'logout-all', 'user', user.id, { sessions: n });
          return n;
        });
        deps.logger.info('logout everywhere', { userId: user.id, sessions: ended });
        return ok(c, { signedOut: true as const, sessions: ended });
      },
    )
    .get(
      '/me',
      describe({ tag: 'Auth', summary: 'The signed-in user', roles: ROLES, answer: data(UserAnswerSchema) }),
      requireRole('user', 'moderator', 'admin'),
      (c) => ok(c, { user: toSessionUser(c.get('user')!) }),
    );
