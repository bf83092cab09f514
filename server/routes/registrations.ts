// Event registration: POST /api/events/:id/register, GET /api/events/:id/registrations.
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { RegistrationReceived } from '../../contract/answers';
import { addisToday } from '../../contract/dates';
import { RegistrationSchema } from '../../contract/events';
import { messages } from '../../contract/messages';
import { isUuid } from '../../contract/validators';
import type { Database } from '../db/client';
import { eventRegistrations, events } from '../db/schema';
import type { AppEnv } from '../deps';
import { ApiError, conflict, notFound, ok } from '../http';
import { requestLang } from '../lang';
import { rateLimitByIp, requireStaff } from '../middleware';
import { insertWithMail, SqlValue } from '../services/mail';
import { type EventMail, registrationMails } from '../services/notifications';
import { formBody } from './forms';

/** An event as registrations need it (kept in the per-process cache of AppServices.registrationEvents). */
export type RegistrationEvent = EventMail;

/** An event has taken place once its day (in Addis Ababa, UTC+3) is over. */
export const eventIsPast = (date: string, now: Date) => date < addisToday(now);

const hasCode = (err: unknown, code: string): boolean => {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
};
const isUniqueViolation = (err: unknown) => hasCode(err, '23505');

/** The event as the database has it now, if it is published. A plain statement: this is on the busiest write path. */
const freshEvent = async (database: Database, id: string): Promise<RegistrationEvent | undefined> =>
  (
    await database.query<RegistrationEvent>(
      'select id, title, title_am as "titleAm", date::text as date, time, location, description, description_am as "descriptionAm" from events where id = $1 and archived_at is null',
      [id],
    )
  )[0];

export const registrationRoutes = () => {
  const r = new Hono<AppEnv>();

  r.post('/:id/register', rateLimitByIp('event-register', { limit: 10, windowMs: 15 * 60_000 }), async (c) => {
    const id = c.req.param('id');
    const deps = c.get('deps');
    // The event's details for the confirmation mail come from a short per-process cache (cleared at once by staff
    // writes here, at most PUBLIC_CACHE_SECONDS old after one elsewhere). Whether the event still takes
    // registrations is decided by the INSERT itself, against the event's row as it is at that moment.
    const lookup = () => (isUuid(id) ? freshEvent(deps.database, id.toLowerCase()) : Promise.resolve(undefined));
    const event = isUuid(id)
      ? await deps.registrationEvents.get(id.toLowerCase(), async () => {
          const found = await lookup();
          if (!found) throw notFound(messages.events.eventNotFound); // a miss is not kept
          return found;
        })
      : undefined;
    if (!event) throw notFound(messages.events.eventNotFound);
    const input = await formBody(c, RegistrationSchema, 'registration');
    if (!input) return ok(c, { registration: { id: crypto.randomUUID(), eventId: event.id } } satisfies RegistrationReceived, 201);
    const today = addisToday(deps.now());
    const lang = requestLang(c);
    try {
      const row = {
        id: crypto.randomUUID(),
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
      };
      const stored = await insertWithMail(
        deps.database,
        'event_registrations',
        {
          id: row.id,
          event_id: row.eventId,
          first_name: row.firstName,
          last_name: row.lastName,
          email: row.email,
          phone: row.phone,
          organization: row.organization,
          position: row.position,
          attendees: row.attendees,
          dietary_requirements: row.dietaryRequirements,
          special_requirements: row.specialRequirements,
          lang,
        },
        registrationMails(deps.config, event, row, lang, deps.now()),
        deps.now(),
        // Stored (with its mail) only while the event is published and not yet over, as the database has it now.
        new SqlValue(
          (place) =>
            `exists (select from events where id = ${place(row.eventId)}::uuid and archived_at is null and date >= ${place(today)}::date)`,
        ),
      );
      if (!stored) {
        const current = await lookup();
        throw current && eventIsPast(current.date, deps.now())
          ? new ApiError(409, messages.events.eventPast)
          : notFound(messages.events.eventNotFound);
      }
      return ok(c, { registration: { id: row.id, eventId: event.id } } satisfies RegistrationReceived, 201);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(messages.events.alreadyRegistered);
      throw err;
    }
  });

  r.get('/:id/registrations', requireStaff, async (c) => {
    const id = c.req.param('id');
    const db = c.get('deps').database.db;
    const event = isUuid(id) ? (await db.select().from(events).where(eq(events.id, id.toLowerCase())))[0] : undefined;
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
