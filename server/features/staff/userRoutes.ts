// Staff accounts (admin only): list, edit name/email/role/status (a new role or status ends the user's sessions),
// delete; never lock the association out.
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { ListQuerySchema, UserEditSchema } from '../../../contract/admin';
import { AdminUserSchema, DeletedSchema, pagedOf } from '../../../contract/answers';
import { isStaffRole, type StaffRole } from '../../../contract/roles';
import { type Db, inTx } from '../../db/client';
import { users } from '../../db/schema';
import { ADMIN, data, describe, jsonInput, uuidInput } from '../../platform/apiDoc';
import { audit } from '../../platform/audit';
import type { AppEnv } from '../../platform/deps';
import { conflict, notFound, ok, thingNotFound } from '../../platform/http';
import { requestLang } from '../../platform/lang';
import { actorOf, listInput, listParams, searchWhere, shortListPage } from '../../platform/lists';
import { requireAdmin } from '../../platform/middleware';
import { enqueueMail } from '../../platform/outbox';
import { loginUrl, staffMailsIn } from './invitations';
import { endSessions } from './sessions';

export const userMessages = {
  notFound: thingNotFound('user'),
  selfDelete: 'server.selfDelete',
  selfDemote: 'server.selfDemote',
  lastAdmin: 'server.lastAdmin',
} as const;

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  status: users.status,
  createdAt: users.createdAt,
};
const present = <R extends { createdAt: Date }>(row: R) => ({ ...row, createdAt: row.createdAt.toISOString() });

/** Active admins other than `id`; locked so two admins cannot demote each other at once. */
async function otherActiveAdmins(tx: Db, id: string): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active'), ne(users.id, id)))
    .for('update');
  return rows.length;
}

export const adminUserRoutes = () =>
  new Hono<AppEnv>()
    .use('*', requireAdmin)
    .get(
      '/',
      describe({ tag: 'Admin', summary: 'Accounts, newest first', roles: ADMIN, answer: data(pagedOf(AdminUserSchema)) }),
      listInput(ListQuerySchema, listParams),
      async (c) => {
        const { db } = c.get('deps').database;
        const p = c.req.valid('query');
        const where = searchWhere(p.q, [users.name, users.email, users.role, users.status]);
        const page = await shortListPage(c, p, users, where, (limit, offset) =>
          db.select(columns).from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(offset),
        );
        return ok(c, { ...page, items: page.items.map(present) });
      },
    )
    .put(
      '/:id',
      describe({
        tag: 'Admin',
        summary: "Edit an account (a new role or status ends the user's sessions; made active staff, the user is mailed)",
        roles: ADMIN,
        answer: data(AdminUserSchema),
        errors: [409],
      }),
      uuidInput(['id'], thingNotFound('user')),
      jsonInput(UserEditSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const input = c.req.valid('json');
        const actor = actorOf(c);
        const row = await inTx(c.get('deps').database.db, async (tx) => {
          const [before] = await tx.select(columns).from(users).where(eq(users.id, id)).for('update');
          if (!before) throw notFound(userMessages.notFound);
          const staysActiveAdmin = input.role === 'admin' && input.status === 'active';
          if (id === actor.id && !staysActiveAdmin) throw conflict(userMessages.selfDemote);
          if (before.role === 'admin' && before.status === 'active' && !staysActiveAdmin && (await otherActiveAdmins(tx, id)) === 0) {
            throw conflict(userMessages.lastAdmin);
          }
          const [taken] = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(sql`lower(${users.email}) = lower(${input.email})`, ne(users.id, id)));
          if (taken) throw conflict('auth.emailTaken');
          const [after] = await tx
            .update(users)
            .set({ ...input, updatedAt: new Date() })
            .where(eq(users.id, id))
            .returning(columns);
          const changed: Record<string, unknown> = Object.fromEntries(
            (['name', 'email', 'role', 'status'] as const)
              .filter((k) => before[k] !== after![k])
              .map((k) => [k, { from: before[k], to: after![k] }]),
          );
          // A new role or status ends the user's sessions: a suspended account's tokens must not come back with
          // reactivation, and a changed role signs in again to get it.
          if ('role' in changed || 'status' in changed) changed.sessionsEnded = await endSessions(tx, id);
          // Made staff or made active (or both): the person is told they can sign in, in the language the admin uses.
          const nowStaff = after!.status === 'active' && isStaffRole(after!.role);
          if (nowStaff && (before.status !== 'active' || !isStaffRole(before.role))) {
            const deps = c.get('deps');
            const lang = requestLang(c);
            const mail = staffMailsIn(lang).accountChanged({
              name: after!.name,
              role: after!.role as StaffRole,
              loginUrl: loginUrl(deps.config, lang),
            });
            await enqueueMail(tx, { to: after!.email, ...mail }, deps.now());
            changed.notified = after!.email;
          }
          await audit(tx, actor, 'update', 'user', id, changed);
          return after!;
        });
        return ok(c, present(row));
      },
    )
    .delete(
      '/:id',
      describe({
        tag: 'Admin',
        summary: 'Delete an account (never your own, never the last active admin)',
        roles: ADMIN,
        answer: data(DeletedSchema),
        errors: [409],
      }),
      uuidInput(['id'], thingNotFound('user')),
      async (c) => {
        const { id } = c.req.valid('param');
        const actor = actorOf(c);
        if (id === actor.id) throw conflict(userMessages.selfDelete);
        await inTx(c.get('deps').database.db, async (tx) => {
          const [found] = await tx.select(columns).from(users).where(eq(users.id, id)).for('update');
          if (!found) throw notFound(userMessages.notFound);
          if (found.role === 'admin' && found.status === 'active' && (await otherActiveAdmins(tx, id)) === 0) {
            throw conflict(userMessages.lastAdmin);
          }
          await tx.delete(users).where(eq(users.id, id));
          await audit(tx, actor, 'delete', 'user', id, { email: found.email, role: found.role });
        });
        return ok(c, { id, deleted: true });
      },
    );
