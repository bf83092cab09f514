// Every auth route: register, login, logout, me — including bad input, rate limits, expiry and revocation.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TTL_MS } from '../../contract/limits';
import { messages } from '../../contract/messages';
import { rateLimits, users } from '../../server/db/schema';
import { LOGIN_LIMITS } from '../../server/routes/auth';
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
    expect(again.json).toEqual({ error: messages.auth.emailTaken, message: messages.auth.emailTaken });
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
    expect(wrongPassword.json).toEqual({ error: messages.auth.invalidCredentials, message: messages.auth.invalidCredentials });
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
    expect(huge.json).toEqual({ error: messages.http.bodyTooLarge, message: messages.http.bodyTooLarge });
  });

  it('limits attempts per account, across addresses, with a clear 429', async () => {
    const mod = await makeUser(ctx, 'moderator');
    for (let i = 0; i < LOGIN_LIMITS.perAccount.limit; i++) expect((await login(mod.email, 'wrong password')).status).toBe(401);
    const blocked = await login(mod.email, mod.password);
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toBe(messages.auth.tooManyAttempts);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // The window ends and the right password works again.
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

  it('forgets failed attempts after a successful sign-in', async () => {
    const admin = await makeUser(ctx, 'admin');
    for (let i = 0; i < LOGIN_LIMITS.perAccount.limit - 1; i++) await login(admin.email, 'wrong password');
    expect((await login(admin.email, admin.password)).status).toBe(200);
    const rows = await ctx.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `login:acct:${admin.email}`));
    expect(rows).toHaveLength(0);
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
