// Public events: GET /api/events (every published event, soonest upcoming first, then past), GET /api/events/:id.
import { and, asc, desc, eq, getTableColumns, gte, inArray, isNull, lt } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { PublicEventSchema } from '../../../contract/answers';
import { toAddisWallTime } from '../../../contract/assembly';
import { addisToday } from '../../../contract/dates';
import type { PublicEvent } from '../../../contract/events';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { data, describe, uuidInput } from '../../platform/apiDoc';
import type { AppEnv } from '../../platform/deps';
import { notFound, thingNotFound } from '../../platform/http';
import { type StoredTexts, storedTexts, translationsOf } from '../../platform/itemTexts';
import { publicJson } from '../../platform/publicAnswers';
import { publicKey } from '../../platform/publicCache';
import { EVENT_ID, eventIsPast, seatsConfirmed } from './seats';

/** An event's columns and its stored texts in the other languages. */
const eventColumns = { ...getTableColumns(events), texts: storedTexts('events') };
type EventRow = typeof events.$inferSelect & { texts: StoredTexts | null };

/** The seats held by confirmed registrations, per event of `ids` (only events that have a capacity need it). */
async function seatsTakenOf(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ eventId: events.id, taken: seatsConfirmed(EVENT_ID) })
    .from(events)
    .where(inArray(events.id, ids));
  return new Map(rows.map((r) => [r.eventId, Number(r.taken)]));
}

/** The event as the public sees it, with its seats left (given the seats taken) and whether it takes registrations now. */
export const toPublicEvent = (row: EventRow, taken: number, now: Date): PublicEvent => ({
  id: row.id,
  title: row.title,
  date: row.date,
  time: row.time,
  location: row.location,
  description: row.description,
  ...translationsOf('events', row),
  image: row.image,
  eventDate: row.date,
  createdAt: row.createdAt.toISOString(),
  capacity: row.capacity,
  registrationDeadline: row.registrationDeadline ? toAddisWallTime(row.registrationDeadline) : null,
  seatsLeft: row.capacity === null ? null : Math.max(0, row.capacity - taken),
  registrationOpen: !eventIsPast(row.date, now) && (!row.registrationDeadline || now < row.registrationDeadline),
});

/** The rows as public events, their seats counted in one query. */
const publicEvents = async (db: Db, rows: EventRow[], now: Date) => {
  const taken = await seatsTakenOf(
    db,
    rows.filter((r) => r.capacity !== null).map((r) => r.id),
  );
  return rows.map((r) => toPublicEvent(r, taken.get(r.id) ?? 0, now));
};

// Seats left are kept with the answer: a registration or cancellation through this process clears it at once, one
// through another process shows within PUBLIC_CACHE_SECONDS (the register route decides under a lock either way).
export const eventRoutes = () =>
  new Hono<AppEnv>()
    .get(
      '/',
      describe({
        tag: 'Content',
        summary: 'Published events: upcoming soonest first, then past ones',
        answer: data(v.array(PublicEventSchema)),
      }),
      async (c) => {
        const deps = c.get('deps');
        const db = deps.database.db;
        const today = addisToday(deps.now());
        // Keyed by the day too: at midnight in Addis Ababa yesterday's events move to the past at once.
        return publicJson(c, publicKey.events(today), async () => {
          const published = isNull(events.archivedAt);
          const [upcoming, past] = await Promise.all([
            db
              .select(eventColumns)
              .from(events)
              .where(and(published, gte(events.date, today)))
              .orderBy(asc(events.date), asc(events.createdAt)),
            db
              .select(eventColumns)
              .from(events)
              .where(and(published, lt(events.date, today)))
              .orderBy(desc(events.date), asc(events.createdAt)),
          ]);
          return publicEvents(db, [...upcoming, ...past], deps.now());
        });
      },
    )
    .get(
      '/:id',
      describe({ tag: 'Content', summary: 'One published event', answer: data(PublicEventSchema) }),
      uuidInput(['id'], thingNotFound('event')),
      async (c) => {
        const { id } = c.req.valid('param');
        const deps = c.get('deps');
        return publicJson(c, publicKey.event(id), async () => {
          const [row] = await deps.database.db
            .select(eventColumns)
            .from(events)
            .where(and(eq(events.id, id), isNull(events.archivedAt)));
          if (!row) throw notFound(thingNotFound('event'));
          return (await publicEvents(deps.database.db, [row], deps.now()))[0]!;
        });
      },
    );
