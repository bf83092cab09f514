// Staff changing a registration's seat by hand: POST /api/admin/registrations/:id/promote (a waitlisted registration
// gets a seat, even beyond the capacity) and POST /api/admin/registrations/:id/cancel (its seats go to the waiting
// list). Both lock the event's row like every seat change (services/seats.ts), mail the person and are audited.
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { StaffRegistrationSchema } from '../../../contract/counter';
import { type Db, inTx } from '../../db/client';
import { eventRegistrations, events } from '../../db/schema';
import { data, describe, STAFF, uuidInput } from '../../platform/apiDoc';
import { audit } from '../../platform/audit';
import type { AppEnv } from '../../platform/deps';
import { ApiError, notFound, ok } from '../../platform/http';
import { actorOf } from '../../platform/lists';
import { cancelRegistration, confirmWaitlisted, lockEvent, mailColumns } from './seats';
import { presentRegistration, regColumns } from './staffRegistrations';

/** The registration as the staff list shows it (with its seat, ticket, place in the waiting list and check-in). */
export async function staffRegistration(db: Db, id: string) {
  const [row] = await db
    .select(regColumns)
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(eq(eventRegistrations.id, id));
  if (!row) throw notFound('events.registrationNotFound');
  return presentRegistration(row);
}

/** The registration `id` to change, and its event, locked as every seat change locks them (the event first); 404 when none. */
export async function lockedRegistration(tx: Db, id: string) {
  const [found] = await tx.select({ eventId: eventRegistrations.eventId }).from(eventRegistrations).where(eq(eventRegistrations.id, id));
  if (!found) throw notFound('events.registrationNotFound');
  const event = await lockEvent(tx, found.eventId, true);
  const [r] = await tx.select(mailColumns).from(eventRegistrations).where(eq(eventRegistrations.id, id)).for('update');
  if (!event || !r) throw notFound('events.registrationNotFound');
  return { event, r };
}

/** A registration's id in the path: one that cannot be a UUID is the same 404 as one that names no registration. */
export const registrationIdInput = () => uuidInput(['id'], 'events.registrationNotFound');

/** The seat routes' description: the person is mailed, the change audited. */
const seatChange = (summary: string) =>
  describe({ tag: 'Admin', summary, roles: STAFF, answer: data(StaffRegistrationSchema), errors: [404, 409] });

export const adminRegistrationActionRoutes = () =>
  new Hono<AppEnv>()
    .post(
      '/:id/promote',
      seatChange('Give a waitlisted registration a seat (even beyond the capacity); 409 unless it is waitlisted'),
      registrationIdInput(),
      async (c) => {
        const { id } = c.req.valid('param');
        const deps = c.get('deps');
        const actor = actorOf(c);
        const now = deps.now();
        await inTx(deps.database.db, async (tx) => {
          const { event, r } = await lockedRegistration(tx, id);
          if (r.status !== 'waitlisted') throw new ApiError(409, 'events.notWaitlisted');
          const ticketCode = await confirmWaitlisted(tx, deps.config, event, r, now);
          await audit(tx, actor, 'promote', 'registration', id, { event: event.title, name: `${r.firstName} ${r.lastName}`, ticketCode });
        });
        return ok(c, await staffRegistration(deps.database.db, id));
      },
    )
    .post(
      '/:id/cancel',
      seatChange('Cancel a registration, its seats going to the waiting list; 409 when cancelled already or the day is over'),
      registrationIdInput(),
      async (c) => {
        const { id } = c.req.valid('param');
        const deps = c.get('deps');
        const actor = actorOf(c);
        await cancelRegistration(deps.database.db, deps.config, { id }, 'staff', deps.now(), {
          notFoundMessage: 'events.registrationNotFound',
          alongside: (tx, r, event) =>
            audit(tx, actor, 'cancel', 'registration', r.id, { event: event.title, name: `${r.firstName} ${r.lastName}` }),
        });
        return ok(c, await staffRegistration(deps.database.db, id));
      },
    );
