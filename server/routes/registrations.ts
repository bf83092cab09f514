// Event registration: POST /api/events/:id/register, GET /api/events/:id/registrations.
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { type RegistrationOutcome, seatsFor } from '../../contract/assembly';
import { RegistrationSchema } from '../../contract/events';
import { isUuid } from '../../contract/validators';
import type { Database } from '../db/client';
import { eventRegistrations, events, tickets } from '../db/schema';
import type { AppEnv } from '../deps';
import { ApiError, notFound, ok } from '../http';
import { requestLang } from '../lang';
import { clientIp, rateLimitByIp, requireStaff } from '../middleware';
import { insertRowsWithMail, rawRow, SqlValue } from '../services/mail';
import { type EventMail, registrationMails } from '../services/notifications';
import { consentColumns } from '../services/privacy';
import {
  confirmAtOnce,
  countNetworkSeats,
  eventIsPast,
  type IssuedTicket,
  liveRegistration,
  lockEvent,
  mailRegistrationAgain,
  newCancelToken,
  newTicketCode,
  ticketsFor,
  waitlistLength,
} from '../services/seats';
import { inTx } from './admin/list';
import { formBody } from './forms';

/** An event as registrations need it (kept in the per-process cache of AppServices.registrationEvents). */
export type RegistrationEvent = EventMail;

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
      'select id, title, title_am as "titleAm", date::text as date, time, location, location_am as "locationAm", description, description_am as "descriptionAm" from events where id = $1 and archived_at is null',
      [id],
    )
  )[0];

export const registrationRoutes = () => {
  const r = new Hono<AppEnv>();

  r.post('/:id/register', rateLimitByIp('event-register', { limit: 10, windowMs: 15 * 60_000 }), async (c) => {
    const id = c.req.param('id');
    const deps = c.get('deps');
    // An unknown event is answered before the form is read, from a short per-process cache of the events (cleared
    // at once by staff writes here). Whether the event still takes registrations, and whether a seat is left, is
    // decided in the transaction below, against the event's row locked as it is at that moment.
    const event = isUuid(id)
      ? await deps.registrationEvents.get(id.toLowerCase(), async () => {
          const found = await freshEvent(deps.database, id.toLowerCase());
          if (!found) throw notFound('events.eventNotFound'); // a miss is not kept
          return found;
        })
      : undefined;
    if (!event) throw notFound('events.eventNotFound');
    const input = await formBody(c, RegistrationSchema, 'registration');
    if (!input) {
      // The honeypot: answered like a registration that got its seat, nothing stored or sent.
      const fake = { id: crypto.randomUUID(), eventId: event.id, status: 'confirmed', waitlistPosition: null, ticketCode: null } as const;
      return ok(c, { registration: fake } satisfies RegistrationOutcome, 201);
    }
    const now = deps.now();
    const lang = requestLang(c);
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
      // One name for each further person, '' where none was given: names beyond the attendees are not kept.
      attendeeNames: Array.from({ length: seatsFor(input.attendees) - 1 }, (_, i) => input.attendeeNames[i] ?? ''),
      lang,
    };
    const seats = seatsFor(input.attendees);
    const cancel = newCancelToken();
    const network = clientIp(c);
    /** The registration's row as stored, with a seat (its ticket's code) or on the waiting list (null). */
    const stored = (ticketCode: string | null) => ({
      ...rawRow(eventRegistrations, {
        ...row,
        seats,
        status: ticketCode ? 'confirmed' : 'waitlisted',
        ticketCode,
        confirmedAt: ticketCode ? now : null,
        cancelTokenHash: cancel.hash,
      }),
      ...consentColumns(now),
      // The moment it is written, under the lock: the waiting list's order is the order of the lock.
      created_at: new SqlValue(() => 'clock_timestamp()'),
    });
    const ticketRows = (issued: IssuedTicket[]) =>
      issued.map((t) => rawRow(tickets, { ...t, registrationId: row.id, eventId: row.eventId }));
    const register = () =>
      inTx(deps.database.db, async (tx) => {
        const locked = await lockEvent(tx, event.id);
        if (!locked) throw notFound('events.eventNotFound');
        if (eventIsPast(locked.date, now)) throw new ApiError(409, 'events.eventPast');
        if (locked.registrationDeadline && now >= locked.registrationDeadline) throw new ApiError(409, 'events.registrationClosed');
        await countNetworkSeats(tx, locked, network, seats, deps.config.rateLimitMultiplier, now);
        const fits = locked.capacity === null || locked.seatsTaken + seats <= locked.capacity;
        // An address registered already is answered as a new registration would be (the status the seats left would
        // give), so the form tells nobody which addresses are registered; the address gets its registration mailed.
        const existing = await liveRegistration(tx, locked.id, row.email);
        if (existing) {
          await mailRegistrationAgain(tx, deps.config, locked, existing, now);
          return { id: crypto.randomUUID(), capacity: locked.capacity, status: fits ? 'confirmed' : 'waitlisted' } as const;
        }
        const status = fits ? 'confirmed' : 'waitlisted';
        const ticketCode = fits ? newTicketCode() : null;
        const issued = ticketCode ? ticketsFor(seats, ticketCode) : [];
        const facts = ticketCode
          ? ({ kind: 'registered', tickets: issued, cancelToken: cancel.token } as const)
          : ({ kind: 'waitlisted', position: (await waitlistLength(tx, locked.id)) + 1, cancelToken: cancel.token } as const);
        // The registration, its tickets and its mails in one statement: the lock is held for the decision and this
        // write only (the mails' QR images are drawn when they are sent; the event's seats_taken follows by trigger).
        await insertRowsWithMail(
          tx,
          [
            { table: 'event_registrations', rows: [stored(ticketCode)] },
            { table: 'tickets', rows: ticketRows(issued) },
          ],
          await registrationMails(deps.config, locked, row, facts, now),
          now,
        );
        return { id: row.id, capacity: locked.capacity, status } as const;
      });
    // Most registrations get their seat at once: one statement, which stores nothing when anything else is to be
    // decided (then the transaction above decides, and says why).
    const atOnce = async () => {
      const ticketCode = newTicketCode();
      const issued = ticketsFor(seats, ticketCode);
      const done = await confirmAtOnce(deps.database, {
        event,
        registration: stored(ticketCode),
        tickets: ticketRows(issued),
        email: row.email,
        seats,
        network,
        multiplier: deps.config.rateLimitMultiplier,
        mails: await registrationMails(deps.config, event, row, { kind: 'registered', tickets: issued, cancelToken: cancel.token }, now),
        now,
      });
      return done && ({ id: row.id, capacity: done.capacity, status: 'confirmed' } as const);
    };
    let outcome: Awaited<ReturnType<typeof register>>;
    try {
      outcome = (await atOnce()) || (await register());
    } catch (err) {
      // The address's registration, committed while this one waited for the event's lock: a registration stored at once
      // looks for it in its statement's snapshot, from before the wait (or a write that did not take the lock). Once
      // more, in the transaction, and it is found.
      if (!isUniqueViolation(err)) throw err;
      outcome = await register();
    }
    // Seats left changed: this process's public event answers say so at once (others within PUBLIC_CACHE_SECONDS).
    if (outcome.capacity !== null) deps.publicCache.clear();
    // The answer carries neither the ticket nor the place in the queue (they are mailed): the same answer for a new
    // registration and for an address registered already, so no ticket goes to whoever typed someone's address.
    const registration = { id: outcome.id, eventId: event.id, status: outcome.status, waitlistPosition: null, ticketCode: null } as const;
    return ok(c, { registration } satisfies RegistrationOutcome, 201);
  });

  r.get('/:id/registrations', requireStaff, async (c) => {
    const id = c.req.param('id');
    const db = c.get('deps').database.db;
    const event = isUuid(id) ? (await db.select().from(events).where(eq(events.id, id.toLowerCase())))[0] : undefined;
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
  });

  return r;
};
