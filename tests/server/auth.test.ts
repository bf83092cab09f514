// Every auth route: register, login, logout, me — including bad input, rate limits, expiry and revocation.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TTL_MS } from '../../contract/limits';
import { messages } from '../../contract/messages';
import { auditLog, rateLimits, users } from '../../server/db/schema';
import { LOGIN_LIMITS } from '../../server/features/staff/authRoutes';
import { call, createTestContext, freshIp, makeUser, type TestContext } from '../support/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const registration = (over: Record<string, unknown> = {}) => ({
  firstName: 'Abebe',
  lastName: 'Bekele',
  email: `abebe-${Math.random().toString(36).slice(2, 8)}@example.org`,
  password: 'cassava-roots-2026',
  ...over,
});

const login = (email: string, password: string, ip = freshIp()) => call(ctx, 'POST', '/api/auth/login', { email, password }, { ip });

describe('POST /api/auth/register', () => {
  it('makes the very first account an active admin, and later ones inactive users', async () => {
    const first = registration({ phone: '+251 911 234567', company: 'Sidama Roots', position: 'Chair' });
    const res = await call(ctx, 'POST', '/api/auth/register', { ...first, confirmPassword: first.password });
    expect(res.status).toBe(201);
    expect(res.json.data.user).toMatchObject({ email: first.email, role: 'admin', status: 'active', name: 'Abebe Bekele' });
    expect(res.json.data.user).not.toHaveProperty('passwordHash');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, first.email));
    expect(row).toMatchObject({ phone: '+251 911 234567', company: 'Sidama Roots', position: 'Chair' });
    expect(row!.passwordHash).not.toContain(first.password);

    const second = await call(ctx, 'POST', '/api/auth/register', registration());
    expect(second.status).toBe(201);
    expect(second.json.data.user).toMatchObject({ role: 'user', status: 'inactive' });
  });

  it('refuses an email that is taken, whatever its case', async () => {
    const body = registration();
    expect((await call(ctx, 'POST', '/api/auth/register', body)).status).toBe(201);
    const again = await call(ctx, 'POST', '/api/auth/register', { ...body, email: body.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ error: messages.auth.emailTaken, code: 'auth.emailTaken', message: messages.auth.emailTaken });
  });

  it('names each missing or wrong field', async () => {
    const res = await call(ctx, 'POST', '/api/auth/register', { email: 'not-an-email', password: 'short', firstName: 42 });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(messages.http.validation);
    expect(res.json.fields).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters',
    });
  });

  it('rejects malformed JSON, a wrong content type and a 2 MB body without a 500', async () => {
    const malformed = await call(ctx, 'POST', '/api/auth/register', '{"email":', { headers: { 'Content-Type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toBe(messages.http.invalidJson);
    const form = await call(ctx, 'POST', '/api/auth/register', 'email=a@b.c', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(form.json.message).toBe(messages.http.unsupportedMediaType);
    const huge = await call(ctx, 'POST', '/api/auth/register', registration({ position: 'x'.repeat(2 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
    expect(huge.json.message).toBe(messages.http.bodyTooLarge);
    const array = await call(ctx, 'POST', '/api/auth/register', '[]', { headers: { 'Content-Type': 'application/json' } });
    expect(array.status).toBe(400);
  });

  it('limits registrations per address', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await call(ctx, 'POST', '/api/auth/register', { email: 'x' }, { ip })).status);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    const blocked = await call(ctx, 'POST', '/api/auth/register', registration(), { ip });
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toBe(messages.http.rateLimited);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('POST /api/auth/login', () => {
  it('answers data.token and data.user for an active staff account, and the token works on /me', async () => {
    const admin = await makeUser(ctx, 'admin');
    const res = await login(admin.email.toUpperCase(), admin.password);
    expect(res.status).toBe(200);
    expect(res.json.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(res.json.data.user).toMatchObject({ id: admin.id, email: admin.email, role: 'admin', status: 'active' });
    expect(new Date(res.json.data.expiresAt).getTime()).toBe(ctx.clock.now.getTime() + SESSION_TTL_MS);
    const me = await call(ctx, 'GET', '/api/auth/me', undefined, { token: res.json.data.token });
    expect(me.status).toBe(200);
    expect(me.json.data.user).toMatchObject({ id: admin.id, role: 'admin' });
  });

  it('lets an active ordinary user sign in (the browser then refuses the role)', async () => {
    const user = await makeUser(ctx, 'user');
    const res = await login(user.email, user.password);
    expect(res.status).toBe(200);
    expect(res.json.data.user.role).toBe('user');
  });

  it('gives the same answer for a wrong email and a wrong password', async () => {
    const mod = await makeUser(ctx, 'moderator');
    const wrongPassword = await login(mod.email, 'not the password');
    const wrongEmail = await login('nobody-here@example.org', mod.password);
    expect(wrongPassword.status).toBe(401);
    expect(wrongEmail.status).toBe(401);
    expect(wrongPassword.json).toEqual({
      error: messages.auth.invalidCredentials,
      code: 'auth.invalidCredentials',
      message: messages.auth.invalidCredentials,
    });
    expect(wrongEmail.json).toEqual(wrongPassword.json);
  });

  it('keeps inactive and suspended accounts out, even with the right password', async () => {
    const inactive = await makeUser(ctx, 'moderator', { status: 'inactive' });
    const suspended = await makeUser(ctx, 'admin', { status: 'suspended' });
    const a = await login(inactive.email, inactive.password);
    expect(a.status).toBe(403);
    expect(a.json.message).toBe(messages.auth.accountInactive);
    const b = await login(suspended.email, suspended.password);
    expect(b.status).toBe(403);
    expect(b.json.message).toBe(messages.auth.accountSuspended);
    // Their existing tokens stop working too.
    expect((await call(ctx, 'GET', '/api/auth/me', undefined, { token: suspended.token })).status).toBe(401);
  });

  it('rejects missing fields, wrong types, malformed JSON, a wrong content type and a 2 MB body', async () => {
    const missing = await call(ctx, 'POST', '/api/auth/login', {});
    expect(missing.status).toBe(400);
    expect(missing.json.fields).toEqual({ email: 'Email is required', password: 'Password is required' });
    const types = await call(ctx, 'POST', '/api/auth/login', { email: 12, password: ['x'] });
    expect(types.status).toBe(400);
    expect(Object.keys(types.json.fields).sort()).toEqual(['email', 'password']);
    const malformed = await call(ctx, 'POST', '/api/auth/login', '{oops', { headers: { 'Content-Type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toBe(messages.http.invalidJson);
    const text = await call(ctx, 'POST', '/api/auth/login', 'hello', { headers: { 'Content-Type': 'text/plain' } });
    expect(text.status).toBe(415);
    const huge = await call(ctx, 'POST', '/api/auth/login', { email: 'a@example.org', password: 'p'.repeat(2 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.json).toEqual({ error: messages.http.bodyTooLarge, code: 'http.bodyTooLarge', message: messages.http.bodyTooLarge });
  });

  it('paces attempts per account across addresses instead of refusing them: the right password gets in after a wait', async () => {
    const mod = await makeUser(ctx, 'moderator');
    for (let i = 0; i < LOGIN_LIMITS.perAccount.limit; i++) expect((await login(mod.email, 'wrong password')).status).toBe(401);
    const before = ctx.clock.now.getTime();
    const paced = await login(mod.email, mod.password);
    expect(paced.status).toBe(200);
    // It waited for the account's turn (the test's clock moves instead of the test waiting).
    expect(ctx.clock.now.getTime() - before).toBeGreaterThanOrEqual(0);
    ctx.clock.advance(LOGIN_LIMITS.perAccount.windowMs + 1000);
    expect((await login(mod.email, mod.password)).status).toBe(200);
  });

  it('limits attempts per address, whatever account they aim at', async () => {
    const ip = freshIp();
    for (let i = 0; i < LOGIN_LIMITS.perIp.limit; i++) {
      expect((await login(`guess-${i}@example.org`, 'whatever-1', ip)).status).toBe(401);
    }
    const admin = await makeUser(ctx, 'admin');
    const blocked = await login(admin.email, admin.password, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toBe(messages.auth.tooManyAttempts);
    expect((await login(admin.email, admin.password)).status).toBe(200);
  });

  it("forgets an address's failed attempts at an account after it signs in there", async () => {
    const admin = await makeUser(ctx, 'admin');
    const ip = freshIp();
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndIp.limit - 1; i++) await login(admin.email, 'wrong password', ip);
    expect((await login(admin.email, admin.password, ip)).status).toBe(200);
    const rows = await ctx.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `login:pair:${admin.email}|${ip}`));
    expect(rows).toHaveLength(0);
  });

  it('with TRUST_PROXY, a client varying the left-most X-Forwarded-For entry is still limited per address', async () => {
    const proxySaw = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_LIMITS.perIp.limit + 4; i++) {
      const res = await call(
        ctx,
        'POST',
        '/api/auth/login',
        { email: `xff-${i}@example.org`, password: 'whatever-1' },
        { headers: { 'X-Forwarded-For': `192.0.2.${i}, ${proxySaw}` } },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, LOGIN_LIMITS.perIp.limit).every((st) => st === 401)).toBe(true);
    expect(statuses.slice(LOGIN_LIMITS.perIp.limit)).toEqual([429, 429, 429, 429, 429]);
  });
});

describe('login throttling without lockout', () => {
  const wrong = (email: string, ip = freshIp()) => login(email, 'a wrong guess', ip);

  it("wrong passwords from attackers' addresses do not lock the owner out, from a known address or a new one", async () => {
    const admin = await makeUser(ctx, 'admin');
    const home = freshIp();
    expect((await login(admin.email, admin.password, home)).status).toBe(200);
    // Twelve wrong passwords from three addresses: past the account's immediate attempts.
    const attackers = [freshIp(), freshIp(), freshIp()];
    const statuses: number[] = [];
    for (let round = 0; round < 4; round++) for (const ip of attackers) statuses.push((await wrong(admin.email, ip)).status);
    expect(statuses).toEqual(Array(12).fill(401));
    // The owner, from an address they signed in from, gets in at once.
    let at = ctx.clock.now.getTime();
    const owner = await login(admin.email, admin.password, home);
    expect(owner.status).toBe(200);
    expect(ctx.clock.now.getTime()).toBe(at);
    expect((await call(ctx, 'GET', '/api/auth/me', undefined, { token: owner.json.data.token })).status).toBe(200);
    // From a fourth, new address (a phone whose network changed), the right password gets in too, after its turn.
    at = ctx.clock.now.getTime();
    const phone = await login(admin.email, admin.password, freshIp());
    expect(phone.status).toBe(200);
    expect(ctx.clock.now.getTime() - at).toBeLessThanOrEqual(LOGIN_LIMITS.pacing.maxWaitMs);
    expect((await call(ctx, 'GET', '/api/auth/me', undefined, { token: phone.json.data.token })).status).toBe(200);
  });

  it('caps guessing one account from ever new addresses: at most about 230 password checks an hour', async () => {
    const admin = await makeUser(ctx, 'admin');
    const start = ctx.clock.now.getTime();
    let checked = 0;
    let refused = 0;
    // One guess per address, each from a new one (a botnet), sent one after another for an hour of the server's clock.
    while (ctx.clock.now.getTime() - start < 3600_000) {
      const res = await wrong(admin.email);
      if (res.status === 401) checked++;
      else {
        expect(res.status).toBe(429);
        refused++;
        ctx.clock.advance(1000);
      }
    }
    // 4 windows × 8 at once, plus one turn every 20 s after a short ramp in each window.
    expect(checked).toBeGreaterThan(150);
    expect(checked).toBeLessThanOrEqual(4 * LOGIN_LIMITS.perAccount.limit + 3600_000 / LOGIN_LIMITS.pacing.maxSpacingMs + 4 * 5);
    console.log(`password checks in one hour against one account, one new address each: ${checked} (${refused} refused)`);
  });

  it('refuses (429, Retry-After) only attempts whose turn is further away than the sign-in screen waits', async () => {
    const admin = await makeUser(ctx, 'admin');
    for (let i = 0; i < LOGIN_LIMITS.perAccount.limit + 6; i++) await wrong(admin.email);
    // Now a turn every 20 s: ten attempts sent at once from ten addresses.
    const at = new Date(ctx.clock.now);
    const answers = await Promise.all(Array.from({ length: 10 }, () => wrong(admin.email)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((st) => st === 401).length).toBeLessThanOrEqual(
      1 + LOGIN_LIMITS.pacing.maxWaitMs / LOGIN_LIMITS.pacing.maxSpacingMs,
    );
    const tooMany = answers.filter((a) => a.status === 429);
    expect(tooMany.length).toBeGreaterThanOrEqual(8);
    for (const a of tooMany) {
      expect(a.json.message).toBe(messages.auth.tooManyAttempts);
      expect(Number(a.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(at.getTime()).toBeLessThanOrEqual(ctx.clock.now.getTime());
  });

  it('one address guessing one account is refused after the cap, and only that address', async () => {
    const mod = await makeUser(ctx, 'moderator');
    const home = freshIp();
    expect((await login(mod.email, mod.password, home)).status).toBe(200);
    const attacker = freshIp();
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndIp.limit; i++) expect((await wrong(mod.email, attacker)).status).toBe(401);
    const capped = await login(mod.email, mod.password, attacker);
    expect(capped.status).toBe(429);
    expect(capped.json.message).toBe(messages.auth.tooManyAttempts);
    expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(0);
    // The owner, from the address they signed in from, is not refused.
    expect((await login(mod.email, mod.password, home)).status).toBe(200);
    // The attacker's address is still capped after the owner signed in, until its window ends.
    expect((await wrong(mod.email, attacker)).status).toBe(429);
    ctx.clock.advance(LOGIN_LIMITS.perAccountAndIp.windowMs + 1000);
    expect((await login(mod.email, mod.password, attacker)).status).toBe(200);
  });

  it('keeps the per-address cap: one address spraying many accounts is refused, whatever account', async () => {
    const ip = freshIp();
    for (let i = 0; i < LOGIN_LIMITS.perIp.limit; i++) expect((await wrong(`spray-${i}@example.org`, ip)).status).toBe(401);
    const admin = await makeUser(ctx, 'admin');
    expect((await login(admin.email, admin.password, ip)).status).toBe(429);
  });
});

describe('POST /api/auth/logout-all', () => {
  it("ends every session of the signed-in user, and no other user's", async () => {
    const admin = await makeUser(ctx, 'admin');
    const other = await makeUser(ctx, 'moderator');
    const phone = (await login(admin.email, admin.password)).json.data.token as string;
    const laptop = (await login(admin.email, admin.password)).json.data.token as string;
    const res = await call(ctx, 'POST', '/api/auth/logout-all', undefined, { token: laptop });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ signedOut: true, sessions: 3 });
    for (const token of [admin.token, phone, laptop]) {
      const me = await call(ctx, 'GET', '/api/auth/me', undefined, { token });
      expect(me.status).toBe(401);
      expect(me.json.message).toBe(messages.auth.notSignedIn);
    }
    expect((await call(ctx, 'GET', '/api/auth/me', undefined, { token: other.token })).status).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'logout-all'), eq(auditLog.entityId, admin.id)));
    expect(row).toMatchObject({ actorId: admin.id, entity: 'user', details: { sessions: 3 } });
    // The password still works: signing in again starts a new session.
    expect((await login(admin.email, admin.password)).status).toBe(200);
  });

  it('answers 401 without a valid token and ends nothing', async () => {
    const mod = await makeUser(ctx, 'moderator');
    expect((await call(ctx, 'POST', '/api/auth/logout-all')).status).toBe(401);
    expect((await call(ctx, 'POST', '/api/auth/logout-all', undefined, { token: 'x'.repeat(43) })).status).toBe(401);
    expect((await call(ctx, 'GET', '/api/auth/me', undefined, { token: mod.token })).status).toBe(200);
  });
});

describe('tokens: /api/auth/me and /api/auth/logout', () => {
  it('answers 401 without a token, with a malformed one, and with an unknown one', async () => {
    for (const token of [undefined, 'short', 'x'.repeat(43)]) {
      const res = await call(ctx, 'GET', '/api/auth/me', undefined, { token });
      expect(res.status).toBe(401);
      expect(res.json.message).toBe(messages.auth.notSignedIn);
    }
  });

  it('expires a session after its lifetime', async () => {
    const admin = await makeUser(ctx, 'admin');
    const { token } = (await login(admin.email, admin.password)).json.data;
    ctx.clock.advance(SESSION_TTL_MS - 60_000);
    expect((await call(ctx, 'GET', '/api/auth/me', undefined, { token })).status).toBe(200);
    ctx.clock.advance(120_000);
    const expired = await call(ctx, 'GET', '/api/auth/me', undefined, { token });
    expect(expired.status).toBe(401);
    expect(expired.json.message).toBe(messages.auth.notSignedIn);
  });

  it('revokes the token on logout, and only that token', async () => {
    const admin = await makeUser(ctx, 'admin');
    const one = (await login(admin.email, admin.password)).json.data.token;
    const two = (await login(admin.email, admin.password)).json.data.token;
    const out = await call(ctx, 'POST', '/api/auth/logout', undefined, { token: one });
    expect(out.status).toBe(200);
    expect(out.json.data).toEqual({ signedOut: true });
    expect((await call(ctx, 'GET', '/api/auth/me', undefined, { token: one })).status).toBe(401);
    expect((await call(ctx, 'GET', '/api/auth/me', undefined, { token: two })).status).toBe(200);
    // Logging out again (or without a token) is harmless.
    expect((await call(ctx, 'POST', '/api/auth/logout', undefined, { token: one })).status).toBe(200);
    expect((await call(ctx, 'POST', '/api/auth/logout')).status).toBe(200);
  });

  it('keeps staff routes closed to an ordinary user token', async () => {
    const user = await makeUser(ctx, 'user');
    expect((await call(ctx, 'GET', '/api/auth/me', undefined, { token: user.token })).status).toBe(200);
    const res = await call(ctx, 'GET', '/api/admin/users', undefined, { token: user.token });
    expect(res.status).toBe(403);
  });
});
