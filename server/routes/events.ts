// Public events: GET /api/events (every published event, soonest upcoming first, then past), GET /api/events/:id.
import { and, asc, desc, eq, gte, isNull, lt } from 'drizzle-orm';
import { Hono } from 'hono';
import { addisToday } from '../../contract/dates';
import type { PublicEvent } from '../../contract/events';
import { events } from '../db/schema';
import type { AppEnv } from '../deps';
import { notFound, uuidParam } from '../http';
import { serverMessages } from '../messages/errors';
import { publicKey } from '../services/publicCache';
import { PUBLIC_CACHE } from './content';

type EventRow = typeof events.$inferSelect;

export const toPublicEvent = (row: EventRow): PublicEvent => ({
  id: row.id,
  title: row.title,
  date: row.date,
  time: row.time,
  location: row.location,
  description: row.description,
  titleAm: row.titleAm,
  descriptionAm: row.descriptionAm,
  image: row.image,
  eventDate: row.date,
  createdAt: row.createdAt.toISOString(),
});

export const eventRoutes = () =>
  new Hono<AppEnv>()
    .get('/', async (c) => {
      const deps = c.get('deps');
      const db = deps.database.db;
      const today = addisToday(deps.now());
      // Keyed by the day too: at midnight in Addis Ababa yesterday's events move to the past at once.
      return deps.publicCache.json(c, publicKey.events(today), PUBLIC_CACHE, async () => {
        const published = isNull(events.archivedAt);
        const [upcoming, past] = await Promise.all([
          db
            .select()
            .from(events)
            .where(and(published, gte(events.date, today)))
            .orderBy(asc(events.date), asc(events.createdAt)),
          db
            .select()
            .from(events)
            .where(and(published, lt(events.date, today)))
            .orderBy(desc(events.date), asc(events.createdAt)),
        ]);
        return [...upcoming, ...past].map(toPublicEvent);
      });
    })
    .get('/:id', async (c) => {
      const id = uuidParam(c, 'id', serverMessages.things.event);
      const deps = c.get('deps');
      return deps.publicCache.json(c, publicKey.event(id), PUBLIC_CACHE, async () => {
        const [row] = await deps.database.db
          .select()
          .from(events)
          .where(and(eq(events.id, id), isNull(events.archivedAt)));
        if (!row) throw notFound(serverMessages.notFound(serverMessages.things.event));
        return toPublicEvent(row);
      });
    });
