// Tokens: expired, revoked, forged, other users' and other roles' tokens, ended by a status or role change; brute force on
// login.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TTL_MS } from '../../contract/limits';
import { auditLog, sessions, users } from '../../server/db/schema';
import { insertSessionIfUnchanged, passwordChanged } from '../../server/features/staff/sessions';
import { hashToken, newToken } from '../../server/platform/tokens';
import { call, createTestContext, freshIp, makeUser, type TestContext } from '../support/app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const staffRoutes = ['/api/auth/me', '/api/admin/events', '/api/admin/registrations', '/api/admin/dashboard-summary'];

async function expectRejected(token: string | undefined, status = 401) {
  for (const path of staffRoutes) {
    const res = await call(ctx, 'GET', path, undefined, token === undefined ? {} : { token });
    expect(res.status, `${path} with ${token?.slice(0, 8)}`).toBe(status);
    expect(res.json).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  }
}

describe('session tokens', () => {
  it('a valid staff token works; login issues one that works too', async () => {
    const admin = await makeUser(ctx, 'admin');
    const res = await call(ctx, 'GET', '/api/admin/events', undefined, { token: admin.token });
    expect(res.status).toBe(200);
    const login = await call(ctx, 'POST', '/api/auth/login', { email: admin.email, password: admin.password });
    expect(login.status).toBe(200);
    const me = await call(ctx, 'GET', '/api/auth/me', undefined, { token: login.json.data.token });
    expect(me.json.data.user.id).toBe(admin.id);
  });

  it('an expired token is refused everywhere', async () => {
    const login = await makeUser(ctx, 'admin');
    const res = await call(ctx, 'POST', '/api/auth/login', { email: login.email, password: login.password });
    const token = res.json.data.token as string;
    ctx.clock.advance(SESSION_TTL_MS + 1000);
    try {
      await expectRejected(token);
    } finally {
      ctx.clock.set(new Date());
    }
  });

  it('a revoked (logged out) token is refused, and logout of one session leaves others working', async () => {
    const admin = await makeUser(ctx, 'admin');
    const a = (await call(ctx, 'POST', '/api/auth/login', { email: admin.email, password: admin.password })).json.data.token;
    const b = (await call(ctx, 'POST', '/api/auth/login', { email: admin.email, password: admin.password })).json.data.token;
    expect((await call(ctx, 'POST', '/api/auth/logout', undefined, { token: a })).status).toBe(200);
    await expectRejected(a);
    expect((await call(ctx, 'GET', '/api/admin/events', undefined, { token: b })).status).toBe(200);
  });

  it('forged tokens are refused: random, malformed, the stored hash itself, truncated, other schemes', async () => {
    const admin = await makeUser(ctx, 'admin');
    const [row] = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(admin.token)));
    expect(row).toBeDefined();
    for (const forged of [
      newToken(),
      row!.tokenHash,
      admin.token.slice(0, -1),
      `${admin.token}x`,
      admin.token.toUpperCase(),
      'A'.repeat(43),
    ]) {
      await expectRejected(forged);
    }
    for (const header of [
      `Basic ${admin.token}`,
      `Bearer  ${admin.token} extra`,
      `bearer`,
      `Bearer ${'a'.repeat(5000)}`,
      `Token ${admin.token}`,
    ]) {
      const res = await call(ctx, 'GET', '/api/auth/me', undefined, { headers: { Authorization: header } });
      expect(res.status, header.slice(0, 30)).toBe(401);
    }
  });

  it('a token of a suspended or deactivated account stops working at once', async () => {
    const mod = await makeUser(ctx, 'moderator');
    expect((await call(ctx, 'GET', '/api/admin/events', undefined, { token: mod.token })).status).toBe(200);
    await ctx.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, mod.id));
    await expectRejected(mod.token);
    await ctx.database.db.update(users).set({ status: 'inactive' }).where(eq(users.id, mod.id));
    await expectRejected(mod.token);
  });

  it('other users and lower roles: a plain user is 403 on staff routes, a moderator 403 on users', async () => {
    const user = await makeUser(ctx, 'user');
    for (const path of ['/api/admin/events', '/api/admin/registrations', '/api/admin/users']) {
      const res = await call(ctx, 'GET', path, undefined, { token: user.token });
      expect(res.status, path).toBe(403);
    }
    const mod = await makeUser(ctx, 'moderator');
    const admin = await makeUser(ctx, 'admin');
    expect((await call(ctx, 'GET', '/api/admin/users', undefined, { token: mod.token })).status).toBe(403);
    const put = await call(
      ctx,
      'PUT',
      `/api/admin/users/${mod.id}`,
      { name: 'Me', email: mod.email, role: 'admin', status: 'active' },
      { token: mod.token },
    );
    expect(put.status).toBe(403);
    const [still] = await ctx.database.db.select().from(users).where(eq(users.id, mod.id));
    expect(still!.role).toBe('moderator');
    // Another user's token is that user: me answers with them, not with whoever asks.
    const me = await call(ctx, 'GET', '/api/auth/me', undefined, { token: admin.token });
    expect(me.json.data.user.id).toBe(admin.id);
  });

  it('suspending then reactivating a user does not bring their old tokens back', async () => {
    const admin = await makeUser(ctx, 'admin');
    const mod = await makeUser(ctx, 'moderator');
    const edit = (status: string) =>
      call(
        ctx,
        'PUT',
        `/api/admin/users/${mod.id}`,
        { name: mod.name, email: mod.email, role: 'moderator', status },
        { token: admin.token },
      );
    expect((await edit('suspended')).status).toBe(200);
    await expectRejected(mod.token);
    expect((await edit('active')).status).toBe(200);
    await expectRejected(mod.token);
    // The audit row says the sessions ended; signing in again works.
    const rows = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, mod.id), eq(auditLog.action, 'update')));
    expect(rows.map((r) => r.details)).toContainEqual({ status: { from: 'active', to: 'suspended' }, sessionsEnded: 1 });
    const again = await call(ctx, 'POST', '/api/auth/login', { email: mod.email, password: mod.password });
    expect((await call(ctx, 'GET', '/api/admin/events', undefined, { token: again.json.data.token })).status).toBe(200);
  });

  it('a role change ends the old tokens; a name change does not', async () => {
    const admin = await makeUser(ctx, 'admin');
    const mod = await makeUser(ctx, 'moderator');
    const edit = (name: string, role: string) =>
      call(ctx, 'PUT', `/api/admin/users/${mod.id}`, { name, email: mod.email, role, status: 'active' }, { token: admin.token });
    expect((await edit('Renamed Moderator', 'moderator')).status).toBe(200);
    expect((await call(ctx, 'GET', '/api/auth/me', undefined, { token: mod.token })).status).toBe(200);
    expect((await edit('Renamed Moderator', 'admin')).status).toBe(200);
    await expectRejected(mod.token);
    expect((await call(ctx, 'GET', '/api/auth/me', undefined, { token: admin.token })).status).toBe(200);
  });

  it('a sign-in whose user changes between the password check and the new session gets no session', async () => {
    const mod = await makeUser(ctx, 'moderator');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, mod.id));
    const session = { tokenHash: hashToken(newToken()), userId: mod.id, expiresAt: new Date(Date.now() + 60_000) };
    expect(await insertSessionIfUnchanged(ctx.database.db, session, { passwordHash: 'an older hash', role: row!.role })).toBe(false);
    expect(await insertSessionIfUnchanged(ctx.database.db, session, { passwordHash: row!.passwordHash, role: 'admin' })).toBe(false);
    expect(await insertSessionIfUnchanged(ctx.database.db, session, row!)).toBe(true);
  });

  it('deleting a user ends their sessions', async () => {
    const admin = await makeUser(ctx, 'admin');
    const mod = await makeUser(ctx, 'moderator');
    const del = await call(ctx, 'DELETE', `/api/admin/users/${mod.id}`, undefined, { token: admin.token });
    expect(del.status).toBeLessThan(300);
    await expectRejected(mod.token);
  });
});

describe('brute force on login', () => {
  it('paces guesses at an account from many addresses; the owner signs in from a known address at once, from a new one after a wait', async () => {
    const admin = await makeUser(ctx, 'admin');
    const office = freshIp();
    expect((await call(ctx, 'POST', '/api/auth/login', { email: admin.email, password: admin.password }, { ip: office })).status).toBe(200);
    const statuses: number[] = [];
    const start = ctx.clock.now.getTime();
    for (let i = 0; i < 12; i++) {
      const res = await call(ctx, 'POST', '/api/auth/login', { email: admin.email, password: `guess-${i}` }, { ip: freshIp() });
      statuses.push(res.status);
    }
    expect(statuses.every((s) => s === 401)).toBe(true);
    // The last four waited for their turns (1, 2 and 4 s apart): the test's clock moved instead of the test waiting.
    expect(ctx.clock.now.getTime() - start).toBe(7000);
    const right = await call(ctx, 'POST', '/api/auth/login', { email: admin.email, password: admin.password }, { ip: freshIp() });
    expect(right.status).toBe(200);
    expect(ctx.clock.now.getTime() - start).toBe(15_000);
    const owner = await call(ctx, 'POST', '/api/auth/login', { email: admin.email, password: admin.password }, { ip: office });
    expect(owner.status).toBe(200);
    expect(ctx.clock.now.getTime() - start).toBe(15_000);
  });

  it('a new password makes known addresses unknown again (their attempts are paced like any other)', async () => {
    const admin = await makeUser(ctx, 'admin');
    const office = freshIp();
    expect((await call(ctx, 'POST', '/api/auth/login', { email: admin.email, password: admin.password }, { ip: office })).status).toBe(200);
    await passwordChanged(ctx.database.db, admin.id);
    for (let i = 0; i < 9; i++)
      await call(ctx, 'POST', '/api/auth/login', { email: admin.email, password: `guess-${i}` }, { ip: freshIp() });
    const before = ctx.clock.now.getTime();
    const res = await call(ctx, 'POST', '/api/auth/login', { email: admin.email, password: admin.password }, { ip: office });
    expect(res.status).toBe(200);
    expect(ctx.clock.now.getTime() - before).toBe(1000);
  });

  it('limits one address spraying many accounts', async () => {
    const ip = freshIp();
    let limited = 0;
    for (let i = 0; i < 35; i++) {
      const res = await call(ctx, 'POST', '/api/auth/login', { email: `spray-${i}@example.org`, password: 'password1' }, { ip });
      if (res.status === 429) limited++;
      else expect(res.status).toBe(401);
    }
    expect(limited).toBeGreaterThanOrEqual(5);
  });

  it('the lock is per window: after it ends, the right password works again', async () => {
    const admin = await makeUser(ctx, 'admin');
    for (let i = 0; i < 9; i++) await call(ctx, 'POST', '/api/auth/login', { email: admin.email, password: 'nope' }, { ip: freshIp() });
    ctx.clock.advance(16 * 60_000);
    try {
      const res = await call(ctx, 'POST', '/api/auth/login', { email: admin.email, password: admin.password }, { ip: freshIp() });
      expect(res.status).toBe(200);
    } finally {
      ctx.clock.set(new Date());
    }
  });
});
