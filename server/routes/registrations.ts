// Event registration: POST /api/events/:id/register, GET /api/events/:id/registrations (issue 4).
import { and, desc, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { RegistrationSchema } from '../../contract/events';
import { messages } from '../../contract/messages';
import { eventRegistrations, events } from '../db/schema';
import type { AppEnv } from '../deps';
import { ApiError, conflict, jsonBody, notFound, ok, validate } from '../http';
import { rateLimitByIp, requireStaff } from '../middleware';
import { registrationReceived } from '../services/notifications';
import { AnyObject, isSpam } from './membership';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An event has taken place once its day (in Addis Ababa, UTC+3) is over. */
export const eventIsPast = (date: string, now: Date) => new Date(`${date}T23:59:59.999+03:00`).getTime() < now.getTime();

const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

export const registrationRoutes = () => {
  const r = new Hono<AppEnv>();

  r.post('/:id/register', rateLimitByIp('event-register', { limit: 10, windowMs: 15 * 60_000 }), async (c) => {
    const id = c.req.param('id');
    const deps = c.get('deps');
    const db = deps.database.db;
    const event = UUID.test(id)
      ? (
          await db
            .select()
            .from(events)
            .where(and(eq(events.id, id.toLowerCase()), isNull(events.archivedAt)))
        )[0]
      : undefined;
    if (!event) throw notFound(messages.events.eventNotFound);
    const raw = (await jsonBody(c, AnyObject)) as Record<string, unknown>;
    if (isSpam(raw)) {
      deps.logger.info('honeypot: registration dropped', { requestId: c.get('requestId') });
      return ok(c, { registration: { id: crypto.randomUUID(), eventId: event.id } }, 201);
    }
    const input = validate(RegistrationSchema, raw);
    if (eventIsPast(event.date, deps.now())) throw new ApiError(409, messages.events.eventPast);
    try {
      const row = await db.transaction(async (tx) => {
        const [saved] = await tx
          .insert(eventRegistrations)
          .values({
            eventId: event.id,
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email,
            phone: input.phone,
            organization: input.organization,
            position: input.position,
            attendees: input.attendees,
            dietaryRequirements: input.dietaryRequirements,
            specialRequirements: input.specialRequirements,
          })
          .returning();
        await registrationReceived(tx, deps.config, event, saved!, deps.now());
        return saved!;
      });
      return ok(c, { registration: { id: row.id, eventId: event.id } }, 201);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(messages.events.alreadyRegistered);
      throw err;
    }
  });

  r.get('/:id/registrations', requireStaff, async (c) => {
    const id = c.req.param('id');
    const db = c.get('deps').database.db;
    const event = UUID.test(id) ? (await db.select().from(events).where(eq(events.id, id.toLowerCase())))[0] : undefined;
    if (!event) throw notFound(messages.events.eventNotFound);
    const rows = await db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, event.id))
      .orderBy(desc(eventRegistrations.createdAt), desc(eventRegistrations.id));
    return ok(c, {
      event: { id: event.id, title: event.title, date: event.date, time: event.time, location: event.location },
      registrations: rows.map((row) => ({ ...row, eventTitle: event.title })),
    });
  });

  return r;
};
