// Event registration: POST /api/events/:id/register, GET /api/events/:id/registrations. What a registration gets is
// decided in server/features/events/registrations.ts; the routes read the request and answer.
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { EventRegistrationsSchema } from '../../../contract/answers';
import { type RegistrationOutcome, RegistrationOutcomeSchema } from '../../../contract/assembly';
import { RegistrationSchema } from '../../../contract/events';
import { eventRegistrations, events } from '../../db/schema';
import { data, describe, FOR_API_CLIENTS, formInput, STAFF, uuidInput } from '../../platform/apiDoc';
import type { AppEnv } from '../../platform/deps';
import { notFound, ok } from '../../platform/http';
import { requestLang } from '../../platform/lang';
import { clientIp, rateLimitByIp, requireStaff } from '../../platform/middleware';
import { register, registrationEvent } from './registrations';

export const registrationRoutes = () =>
  new Hono<AppEnv>()
    .post(
      '/:id/register',
      describe({
        tag: 'Public forms',
        summary: 'Register for an event',
        answer: data(
          RegistrationOutcomeSchema,
          201,
          'Registered: confirmed or waitlisted; the tickets or the place are mailed, never answered (ticketCode and waitlistPosition are null). An address registered already gets the same answer and its registration mailed again. 429 past the seats one client network may book of the event.',
        ),
        errors: [409, 429],
        rateLimited: true,
      }),
      rateLimitByIp('event-register', { limit: 10, windowMs: 15 * 60_000 }),
      uuidInput(['id'], 'events.eventNotFound'),
      // An unknown event is answered before the form is read.
      async (c, next) => {
        await registrationEvent(c.get('deps'), c.req.valid('param').id);
        await next();
      },
      formInput(RegistrationSchema, 'registration'),
      async (c) => {
        const deps = c.get('deps');
        const event = await registrationEvent(deps, c.req.valid('param').id);
        const form = c.req.valid('json');
        // The honeypot: answered like a registration that got its seat, nothing stored or sent.
        const { id, status } = form
          ? await register(deps, event, { form, lang: requestLang(c), network: clientIp(c) })
          : { id: crypto.randomUUID(), status: 'confirmed' as const };
        // The answer carries neither the ticket nor the place in the queue (they are mailed): the same answer for a new
        // registration and for an address registered already, so no ticket goes to whoever typed someone's address.
        const registration = { id, eventId: event.id, status, waitlistPosition: null, ticketCode: null };
        return ok(c, { registration } satisfies RegistrationOutcome, 201);
      },
    )
    .get(
      '/:id/registrations',
      describe({
        tag: 'Staff',
        summary: "An event's registrations, newest first",
        roles: STAFF,
        answer: data(EventRegistrationsSchema),
        description: FOR_API_CLIENTS,
      }),
      requireStaff,
      uuidInput(['id'], 'events.eventNotFound'),
      async (c) => {
        const db = c.get('deps').database.db;
        const [event] = await db
          .select()
          .from(events)
          .where(eq(events.id, c.req.valid('param').id));
        if (!event) throw notFound('events.eventNotFound');
        const rows = await db
          .select()
          .from(eventRegistrations)
          .where(eq(eventRegistrations.eventId, event.id))
          .orderBy(desc(eventRegistrations.createdAt), desc(eventRegistrations.id));
        return ok(c, {
          event: { id: event.id, title: event.title, date: event.date, time: event.time, location: event.location },
          registrations: rows.map(({ cancelTokenHash: _, ...row }) => ({ ...row, eventTitle: event.title })),
        });
      },
    );
