// Staff events: list, create, edit, delete (archive when people registered).
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type * as v from 'valibot';
import { AdminEventSchema, EventRemovedSchema, pagedOf } from '../../../contract/answers';
import { fromAddisWallTime, toAddisWallTime } from '../../../contract/assembly';
import { EventFormSchema } from '../../../contract/events';
import { inTx } from '../../db/client';
import { events } from '../../db/schema';
import { data, describe, jsonInput, STAFF, uuidInput } from '../../platform/apiDoc';
import { audit } from '../../platform/audit';
import type { AppEnv } from '../../platform/deps';
import { notFound, ok, thingNotFound } from '../../platform/http';
import { AUDITED_AS, type StoredTexts, saveTexts, storedTexts, textsMatching, withTranslations } from '../../platform/itemTexts';
import { actorOf, listInput, searchWhere, shortListPage } from '../../platform/lists';
import { EVENT_ID, lockEvent, promoteWaitlisted, seatsCheckedIn, seatsConfirmed } from './seats';

const EVENT_NOT_FOUND = thingNotFound('event');
/** Qualified by hand: in a one-table select drizzle writes a column's bare name, which the subqueries would capture. */

const columns = {
  id: events.id,
  title: events.title,
  description: events.description,
  date: events.date,
  time: events.time,
  location: events.location,
  texts: storedTexts('events'),
  image: events.image,
  createdAt: events.createdAt,
  // Spelled out in full: Drizzle drops table names in single-table selects, which would make "id" ambiguous here.
  // The list counts as the seats do (decision 017): registrations holding seats, their people; cancelled ones nowhere.
  registrations: sql<number>`(select cast(count(*) as integer) from "event_registrations" r where r."event_id" = "events"."id" and r."status" = 'confirmed')`,
  people: sql<number>`(select cast(count(*) as integer) from "tickets" t join "event_registrations" r on r."id" = t."registration_id" where t."event_id" = "events"."id" and r."status" = 'confirmed')`,
  capacity: events.capacity,
  registrationDeadline: events.registrationDeadline,
  seatsTaken: seatsConfirmed(EVENT_ID),
  waitlisted: sql<number>`(select cast(count(*) as integer) from "event_registrations" r where r."event_id" = "events"."id" and r."status" = 'waitlisted')`,
  waitlistedPeople: sql<number>`(select cast(coalesce(sum(r."seats"), 0) as integer) from "event_registrations" r where r."event_id" = "events"."id" and r."status" = 'waitlisted')`,
  checkedIn: seatsCheckedIn(EVENT_ID),
};

/** Every registration the event ever had, cancelled ones too: an event with any is archived, not deleted. */
const everRegistered = sql<number>`(select cast(count(*) as integer) from "event_registrations" r where r."event_id" = "events"."id")`;

type Row = {
  id: string;
  date: string;
  createdAt: Date;
  image: string | null;
  registrationDeadline: Date | null;
  texts: StoredTexts | null;
};
const present = <R extends Row>(row: R) => ({
  ...withTranslations('events', row),
  eventDate: row.date,
  createdAt: row.createdAt.toISOString(),
  registrationDeadline: row.registrationDeadline ? toAddisWallTime(row.registrationDeadline) : null,
});

/** The form's values as the row stores them: no image as null, the deadline (Addis Ababa's wall time) as a moment. */
const stored = ({ translations: _translations, ...input }: v.InferOutput<typeof EventFormSchema>) => ({
  ...input,
  image: input.image || null,
  registrationDeadline: input.registrationDeadline ? fromAddisWallTime(input.registrationDeadline) : null,
});

export const adminEventRoutes = () =>
  new Hono<AppEnv>()
    .get(
      '/',
      describe({ tag: 'Events', summary: 'Events, newest first', roles: STAFF, answer: data(pagedOf(AdminEventSchema)) }),
      listInput(),
      async (c) => {
        const { db } = c.get('deps').database;
        const p = c.req.valid('query');
        const where = and(
          isNull(events.archivedAt),
          or(searchWhere(p.q, [events.title, events.location, events.description]), textsMatching('events', p.q)),
        );
        const page = await shortListPage(c, p, events, where, (limit, offset) =>
          db.select(columns).from(events).where(where).orderBy(desc(events.date), desc(events.createdAt)).limit(limit).offset(offset),
        );
        return ok(c, { ...page, items: page.items.map(present) });
      },
    )
    .post(
      '/',
      describe({ tag: 'Events', summary: 'Create an event', roles: STAFF, answer: data(AdminEventSchema, 201, 'Created.') }),
      jsonInput(EventFormSchema),
      async (c) => {
        const input = c.req.valid('json');
        const actor = actorOf(c);
        const row = await inTx(c.get('deps').database.db, async (tx) => {
          const [created] = await tx
            .insert(events)
            .values({ ...stored(input), createdBy: actor.id })
            .returning({ id: events.id });
          await saveTexts(tx, 'events', created!.id, input.translations);
          await audit(tx, actor, 'create', AUDITED_AS.events, created!.id, { title: input.title });
          const [full] = await tx.select(columns).from(events).where(eq(events.id, created!.id));
          return full!;
        });
        return ok(c, present(row), 201);
      },
    )
    .put(
      '/:id',
      describe({ tag: 'Events', summary: 'Edit an event', roles: STAFF, answer: data(AdminEventSchema) }),
      uuidInput(['id'], EVENT_NOT_FOUND),
      jsonInput(EventFormSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const input = c.req.valid('json');
        const actor = actorOf(c);
        const deps = c.get('deps');
        const row = await inTx(deps.database.db, async (tx) => {
          const updated = await tx
            .update(events)
            .set({ ...stored(input), updatedAt: new Date() })
            .where(and(eq(events.id, id), isNull(events.archivedAt)))
            .returning({ id: events.id });
          if (updated.length === 0) throw notFound(EVENT_NOT_FOUND);
          await saveTexts(tx, 'events', id, input.translations);
          // More seats (or none counted any more): the waiting list gets them in this transaction, under the row's lock.
          const event = await lockEvent(tx, id);
          if (event) await promoteWaitlisted(tx, deps.config, event, deps.now());
          await audit(tx, actor, 'update', AUDITED_AS.events, id, { title: input.title });
          const [full] = await tx.select(columns).from(events).where(eq(events.id, id));
          return full!;
        });
        return ok(c, present(row));
      },
    )
    .delete(
      '/:id',
      describe({
        tag: 'Events',
        summary: 'Delete an event (archived instead, with its registrations kept, when people registered)',
        roles: STAFF,
        answer: data(EventRemovedSchema),
      }),
      uuidInput(['id'], EVENT_NOT_FOUND),
      async (c) => {
        const { id } = c.req.valid('param');
        const actor = actorOf(c);
        const result = await inTx(c.get('deps').database.db, async (tx) => {
          const [found] = await tx
            .select({ title: events.title, registrations: everRegistered })
            .from(events)
            .where(and(eq(events.id, id), isNull(events.archivedAt)));
          if (!found) throw notFound(EVENT_NOT_FOUND);
          // Registrations are people's sign-ups: keep them, hide the event instead.
          if (found.registrations > 0) {
            await tx.update(events).set({ archivedAt: new Date(), updatedAt: new Date() }).where(eq(events.id, id));
            await audit(tx, actor, 'archive', AUDITED_AS.events, id, { title: found.title, registrations: found.registrations });
            return { id, deleted: false, archived: true, registrations: found.registrations };
          }
          await tx.delete(events).where(eq(events.id, id));
          await audit(tx, actor, 'delete', AUDITED_AS.events, id, { title: found.title });
          return { id, deleted: true, archived: false, registrations: 0 };
        });
        return ok(c, result);
      },
    );
