// Staff invitations (admin only): an admin invites an email with a role; the link (a one-time token, only its hash
// kept, 48 hours) opens /register with the email fixed, and the account made there is active with that role at once.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { INVITATION_TTL_MS, InvitationSchema, type InvitationStatus } from '../../../contract/admin';
import { type InvitationAnswer, InvitationAnswerSchema, type Invitations, InvitationsSchema } from '../../../contract/answers';
import { LANG_PREFIX } from '../../../contract/languages';
import { type Db, inTx } from '../../db/client';
import { staffInvitations, users } from '../../db/schema';
import { ADMIN, data, describe, jsonInput, uuidInput } from '../../platform/apiDoc';
import { audit } from '../../platform/audit';
import type { AppConfig } from '../../platform/config';
import type { AppEnv } from '../../platform/deps';
import { conflict, notFound, ok, thingNotFound } from '../../platform/http';
import { type Lang, requestLang } from '../../platform/lang';
import { wordsIn } from '../../platform/languages';
import { actorOf } from '../../platform/lists';
import { requireAdmin } from '../../platform/middleware';
import { enqueueMail } from '../../platform/outbox';
import { hashToken, newToken } from '../../platform/tokens';

export const staffMailsIn = (lang: Lang) => wordsIn(lang).staffMails;
const langPath = (lang: Lang) => LANG_PREFIX[lang];
/** The link an invitation mails: /register of the language the admin invited in, carrying the token. */
export const invitationUrl = (config: AppConfig, lang: Lang, token: string) =>
  `${config.publicUrl}${langPath(lang)}/register?invitation=${encodeURIComponent(token)}`;
export const loginUrl = (config: AppConfig, lang: Lang) => `${config.publicUrl}${langPath(lang)}/login`;

type Row = typeof staffInvitations.$inferSelect;
export const invitationStatus = (r: Row, now: Date): InvitationStatus =>
  r.acceptedAt ? 'accepted' : r.revokedAt ? 'revoked' : r.expiresAt <= now ? 'expired' : 'pending';
const present = (r: Row, now: Date): InvitationAnswer => ({
  id: r.id,
  email: r.email,
  role: r.role,
  status: invitationStatus(r, now),
  invitedByName: r.invitedByName,
  createdAt: r.createdAt.toISOString(),
  expiresAt: r.expiresAt.toISOString(),
  acceptedAt: r.acceptedAt?.toISOString() ?? null,
  revokedAt: r.revokedAt?.toISOString() ?? null,
});

/** The invitation a link's token stands for, locked for the register that uses it. */
export const invitationByToken = (db: Db, token: string) =>
  db
    .select()
    .from(staffInvitations)
    .where(eq(staffInvitations.tokenHash, hashToken(token)))
    .for('update');

export const adminInvitationRoutes = () =>
  new Hono<AppEnv>()
    .use('*', requireAdmin)
    // The latest invitations, newest first: pending, accepted, expired and revoked.
    .get(
      '/',
      describe({
        tag: 'Admin',
        summary: 'The latest staff invitations, newest first, each pending, accepted, expired or revoked',
        roles: ADMIN,
        answer: data(InvitationsSchema),
      }),
      async (c) => {
        const deps = c.get('deps');
        const rows = await deps.database.db
          .select()
          .from(staffInvitations)
          .orderBy(desc(staffInvitations.createdAt), desc(staffInvitations.id))
          .limit(100);
        const now = deps.now();
        return ok(c, { invitations: rows.map((r) => present(r, now)) } satisfies Invitations);
      },
    )
    .post(
      '/',
      describe({
        tag: 'Admin',
        summary: 'Invite someone to the staff with a role (mailed a one-time link valid 48 hours)',
        description:
          'The link opens /register (in the language of the request) with the email fixed; the account made there is active ' +
          'with the role at once. A new invitation to the same email withdraws the open one. An email that already has an ' +
          'account is a 409. Audited.',
        roles: ADMIN,
        answer: data(InvitationAnswerSchema, 201),
        errors: [400, 409],
      }),
      jsonInput(InvitationSchema),
      async (c) => {
        const input = c.req.valid('json');
        const actor = actorOf(c);
        const deps = c.get('deps');
        const now = deps.now();
        const lang = requestLang(c);
        const token = newToken();
        const row = await inTx(deps.database.db, async (tx) => {
          const [taken] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${input.email})`);
          if (taken) throw conflict('auth.emailTaken');
          // A new invitation to the same address replaces the one still open: only the latest link works.
          const replaced = await tx
            .update(staffInvitations)
            .set({ revokedAt: now })
            .where(
              and(
                sql`lower(${staffInvitations.email}) = lower(${input.email})`,
                isNull(staffInvitations.acceptedAt),
                isNull(staffInvitations.revokedAt),
              ),
            )
            .returning({ id: staffInvitations.id });
          const [created] = await tx
            .insert(staffInvitations)
            .values({
              email: input.email,
              role: input.role,
              tokenHash: hashToken(token),
              invitedBy: actor.id,
              invitedByName: actor.name,
              createdAt: now,
              expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
            })
            .returning();
          const mail = staffMailsIn(lang).invitation({
            role: input.role,
            invitedBy: actor.name,
            url: invitationUrl(deps.config, lang, token),
          });
          await enqueueMail(tx, { to: input.email, ...mail }, now);
          await audit(tx, actor, 'invite', 'staff_invitation', created!.id, {
            email: input.email,
            role: input.role,
            ...(replaced.length ? { replaced: replaced.map((r) => r.id) } : {}),
          });
          return created!;
        });
        return ok(c, present(row, now), 201);
      },
    )
    // Withdraws an invitation not yet accepted: its link stops working.
    .delete(
      '/:id',
      describe({
        tag: 'Admin',
        summary: 'Withdraw an invitation not yet accepted (its link stops working)',
        roles: ADMIN,
        answer: data(InvitationAnswerSchema),
        errors: [404, 409],
      }),
      uuidInput(['id'], thingNotFound('invitation')),
      async (c) => {
        const { id } = c.req.valid('param');
        const actor = actorOf(c);
        const deps = c.get('deps');
        const now = deps.now();
        const row = await inTx(deps.database.db, async (tx) => {
          const [found] = await tx.select().from(staffInvitations).where(eq(staffInvitations.id, id)).for('update');
          if (!found) throw notFound(thingNotFound('invitation'));
          if (found.acceptedAt) throw conflict('auth.invitationAccepted');
          if (found.revokedAt) return found;
          const [after] = await tx.update(staffInvitations).set({ revokedAt: now }).where(eq(staffInvitations.id, id)).returning();
          await audit(tx, actor, 'revoke', 'staff_invitation', id, { email: found.email, role: found.role });
          return after!;
        });
        return ok(c, present(row, now));
      },
    );
