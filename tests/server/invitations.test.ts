// Staff invitations: an admin invites an email with a role; the mailed one-time link (48 h, only its hash stored)
// opens /register with the email fixed, and the account made with it is active with that role at once; the admin sees
// it accepted, can withdraw one still open. Without an invitation /register is as the specification says. An admin
// making a user active staff mails them.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox, staffInvitations, users } from '../../server/db/schema';
import { invitationStatus } from '../../server/features/staff/invitations';
import { hashToken } from '../../server/platform/tokens';
import { call, createTestContext, makeUser, type TestContext } from '../support/app';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof makeUser>>;
const as = (token: string) => ({ token });
const PASSWORD = 'a-good-long-password';

const person = (email: string, more: Record<string, unknown> = {}) => ({
  firstName: 'Selam',
  lastName: 'Tadesse',
  email,
  password: PASSWORD,
  ...more,
});

/** The token in the newest invitation mail to `to`. */
async function linkTo(to: string) {
  const mails = await ctx.database.db.select().from(outbox).where(eq(outbox.to, to));
  const mail = mails.at(-1)!;
  const url = /https?:\/\/\S+\/register\?invitation=(\S+)/.exec(mail.text);
  return { mail, url: url?.[0], token: decodeURIComponent(url![1]!) };
}

beforeAll(async () => {
  ctx = await createTestContext({ env: { PUBLIC_URL: 'https://cassava.test' } });
  admin = await makeUser(ctx, 'admin');
});
afterAll(() => ctx.close());

describe('staff invitations', () => {
  it('mails a one-time link to /register; the account made with it is active staff with the role at once', async () => {
    const invited = await call(ctx, 'POST', '/api/admin/invitations', { email: 'Selam@Example.org', role: 'moderator' }, as(admin.token));
    expect(invited.status).toBe(201);
    expect(invited.json.data).toMatchObject({
      email: 'Selam@Example.org',
      role: 'moderator',
      status: 'pending',
      invitedByName: admin.name,
    });
    expect(Date.parse(invited.json.data.expiresAt) - Date.parse(invited.json.data.createdAt)).toBe(48 * 3600_000);
    expect(JSON.stringify(invited.json)).not.toMatch(/token/i);

    const { mail, url, token } = await linkTo('Selam@Example.org');
    expect(url).toMatch(/^https:\/\/cassava\.test\/register\?invitation=/);
    expect(mail.subject).toBe('You are invited to the staff area of the Ethiopian Cassava Association');
    expect(mail.text).toContain('as moderator');
    // Only the token's hash is kept.
    const [row] = await ctx.database.db.select().from(staffInvitations).where(eq(staffInvitations.id, invited.json.data.id));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const opened = await call(ctx, 'GET', `/api/auth/invitations/${encodeURIComponent(token)}`);
    expect(opened.status).toBe(200);
    expect(opened.json.data).toMatchObject({ email: 'Selam@Example.org', role: 'moderator' });

    // The email is fixed: another one is refused.
    const other = await call(ctx, 'POST', '/api/auth/register', person('someone.else@example.org', { invitation: token }));
    expect(other.status).toBe(400);
    expect(other.json.fields.email).toBe('This invitation is for Selam@Example.org.');

    const registered = await call(ctx, 'POST', '/api/auth/register', person('selam@example.org', { invitation: token }));
    expect(registered.status).toBe(201);
    expect(registered.json.data.user).toMatchObject({ role: 'moderator', status: 'active' });
    const login = await call(ctx, 'POST', '/api/auth/login', { email: 'selam@example.org', password: PASSWORD });
    expect(login.status).toBe(200);

    const list = await call(ctx, 'GET', '/api/admin/invitations', undefined, as(admin.token));
    expect(list.json.data.invitations[0]).toMatchObject({ id: invited.json.data.id, status: 'accepted' });
    const audits = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, invited.json.data.id));
    expect(audits.map((a) => a.action).sort()).toEqual(['accept', 'invite']);

    // Used once: the link works no more.
    expect((await call(ctx, 'GET', `/api/auth/invitations/${encodeURIComponent(token)}`)).status).toBe(410);
    const again = await call(
      ctx,
      'POST',
      '/api/auth/register',
      person('selam@example.org', { invitation: token, email: 'selam@example.org' }),
    );
    expect(again.status).toBe(410);
  });

  it('refuses an expired or withdrawn link, and a new invitation replaces the open one', async () => {
    const first = await call(ctx, 'POST', '/api/admin/invitations', { email: 'late@example.org', role: 'admin' }, as(admin.token));
    const { token: old } = await linkTo('late@example.org');
    const second = await call(ctx, 'POST', '/api/admin/invitations', { email: 'late@example.org', role: 'admin' }, as(admin.token));
    const { token } = await linkTo('late@example.org');
    expect((await call(ctx, 'GET', `/api/auth/invitations/${encodeURIComponent(old)}`)).status).toBe(410);
    ctx.clock.advance(48 * 3600_000 + 1000);
    try {
      const late = await call(ctx, 'POST', '/api/auth/register', person('late@example.org', { invitation: token }));
      expect(late.status).toBe(410);
      expect(late.json.error).toMatch(/not valid any more/);
      // (The admin's session has ended by now; the statuses are read as the list reads them.)
      const rows = await ctx.database.db.select().from(staffInvitations);
      const byId = Object.fromEntries(rows.map((r) => [r.id, invitationStatus(r, ctx.clock.now)]));
      expect(byId[first.json.data.id]).toBe('revoked');
      expect(byId[second.json.data.id]).toBe('expired');
    } finally {
      ctx.clock.set(new Date());
    }
    expect(await ctx.database.db.select().from(users).where(eq(users.email, 'late@example.org'))).toEqual([]);

    const third = await call(ctx, 'POST', '/api/admin/invitations', { email: 'withdrawn@example.org', role: 'moderator' }, as(admin.token));
    const { token: withdrawn } = await linkTo('withdrawn@example.org');
    const revoked = await call(ctx, 'DELETE', `/api/admin/invitations/${third.json.data.id}`, undefined, as(admin.token));
    expect(revoked.status).toBe(200);
    expect(revoked.json.data.status).toBe('revoked');
    expect((await call(ctx, 'POST', '/api/auth/register', person('withdrawn@example.org', { invitation: withdrawn }))).status).toBe(410);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, third.json.data.id), eq(auditLog.action, 'revoke')));
    expect(audits).toHaveLength(1);
  });

  it('checks its input and is for admins only', async () => {
    const bad = await call(ctx, 'POST', '/api/admin/invitations', { email: 'nope', role: 'user' }, as(admin.token));
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toMatchObject({ email: 'Please enter a valid email address', role: 'Role must be moderator or admin' });
    const am = await call(
      ctx,
      'POST',
      '/api/admin/invitations',
      { email: 'x@example.org', role: 'user' },
      { token: admin.token, headers: { 'Accept-Language': 'am' } },
    );
    expect(am.json.fields.role).toBe('ሚናው «አርታዒ» ወይም «አስተዳዳሪ» መሆን አለበት');
    const taken = await call(ctx, 'POST', '/api/admin/invitations', { email: admin.email.toUpperCase(), role: 'admin' }, as(admin.token));
    expect(taken.status).toBe(409);
    const moderator = await makeUser(ctx, 'moderator');
    expect((await call(ctx, 'GET', '/api/admin/invitations', undefined, as(moderator.token))).status).toBe(403);
    expect((await call(ctx, 'POST', '/api/admin/invitations', { email: 'm@example.org', role: 'admin' }, as(moderator.token))).status).toBe(
      403,
    );
    expect((await call(ctx, 'POST', '/api/admin/invitations', { email: 'm@example.org', role: 'admin' })).status).toBe(401);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call(ctx, 'DELETE', `/api/admin/invitations/${missing}`, undefined, as(admin.token))).status).toBe(404);
    expect((await call(ctx, 'GET', `/api/auth/invitations/${'x'.repeat(300)}`)).status).toBe(410);
    const junk = await call(ctx, 'POST', '/api/auth/register', person('junk@example.org', { invitation: 'made-up' }));
    expect(junk.status).toBe(410);
    expect(await ctx.database.db.select().from(users).where(eq(users.email, 'junk@example.org'))).toEqual([]);
  });

  it('cannot withdraw an accepted invitation', async () => {
    const invited = await call(ctx, 'POST', '/api/admin/invitations', { email: 'kept@example.org', role: 'moderator' }, as(admin.token));
    const { token } = await linkTo('kept@example.org');
    expect((await call(ctx, 'POST', '/api/auth/register', person('kept@example.org', { invitation: token }))).status).toBe(201);
    expect((await call(ctx, 'DELETE', `/api/admin/invitations/${invited.json.data.id}`, undefined, as(admin.token))).status).toBe(409);
  });

  it('without an invitation, a later account is an inactive user, as the specification says', async () => {
    const plain = await call(ctx, 'POST', '/api/auth/register', person('walk.in@example.org'));
    expect(plain.status).toBe(201);
    expect(plain.json.data.user).toMatchObject({ role: 'user', status: 'inactive' });
  });

  it('mails a user an admin makes active staff, once, in the language the admin uses', async () => {
    const user = await makeUser(ctx, 'user', { status: 'inactive', email: 'promoted@example.org', name: 'Dawit Bekele' });
    const edit = (body: Record<string, unknown>, lang = 'en') =>
      call(
        ctx,
        'PUT',
        `/api/admin/users/${user.id}`,
        { name: 'Dawit Bekele', email: 'promoted@example.org', ...body },
        {
          token: admin.token,
          headers: { 'Accept-Language': lang },
        },
      );
    // Promoted but still inactive: nothing to tell yet.
    expect((await edit({ role: 'moderator', status: 'inactive' })).status).toBe(200);
    expect(await ctx.database.db.select().from(outbox).where(eq(outbox.to, 'promoted@example.org'))).toEqual([]);
    expect((await edit({ role: 'moderator', status: 'active' }, 'am')).status).toBe(200);
    const mails = await ctx.database.db.select().from(outbox).where(eq(outbox.to, 'promoted@example.org'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('በኢትዮጵያ ካሳቫ ማህበር የሠራተኛ መለያዎ ነቅቷል');
    expect(mails[0]!.text).toContain('https://cassava.test/am/login');
    expect(mails[0]!.text).toContain('አርታዒ');
    // A change that leaves them active staff (a new role) is not a new activation.
    expect((await edit({ role: 'admin', status: 'active' })).status).toBe(200);
    expect(await ctx.database.db.select().from(outbox).where(eq(outbox.to, 'promoted@example.org'))).toHaveLength(1);
  });
});
