// Seats and the waiting list (decision 013): every change of a registration's status happens in one transaction
// that first locks the event's row (SELECT … FOR UPDATE). Registrations, cancellations, staff promotions and capacity
// edits of one event therefore run one after another, on every server process sharing the database, and each sees
// the seats as the one before it left them: capacity is never exceeded and a freed seat is given exactly once.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { type Cancelled, TICKET_ALPHABET, TICKET_CODE_LENGTH } from '../../../contract/assembly';
import { addisToday } from '../../../contract/dates';
import type { Coded } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { checkIns, eventRegistrations, events, tickets } from '../../db/schema';
import { type EventMail, type SeatMailRegistration, seatMail } from '../../messages/notifications';
import type { AppConfig } from '../../platform/config';
import { ApiError, notFound } from '../../platform/http';
import { storedTexts } from '../../platform/itemTexts';
import { enqueueMail } from '../../platform/outbox';
import { hashToken, newToken } from '../../platform/tokens';

/** A new ticket code: TICKET_CODE_LENGTH characters of TICKET_ALPHABET (32 of them, so 5 random bits each). */
export const newTicketCode = (): string => {
  const bytes = randomBytes(TICKET_CODE_LENGTH);
  let code = '';
  for (const b of bytes) code += TICKET_ALPHABET[b & 31];
  return code;
};

/** A ticket just issued: its place in the group (1 is the person who registered) and its code. */
export type IssuedTicket = { position: number; code: string };

/**
 * Gives a registration being confirmed one ticket per seat (decision 017): the first person's code is the
 * registration's own (`leadCode`, stored on it), each further person's a new one. Call in the confirming transaction.
 */
export async function issueTickets(tx: Db, r: { id: string; eventId: string; seats: number }, leadCode: string): Promise<IssuedTicket[]> {
  const issued = ticketsFor(r.seats, leadCode);
  await tx.insert(tickets).values(issued.map((t) => ({ ...t, registrationId: r.id, eventId: r.eventId })));
  return issued;
}

/** The tickets of a group of `seats` people, not yet stored: the first is `leadCode`, each further one a new code. */
export const ticketsFor = (seats: number, leadCode: string): IssuedTicket[] =>
  Array.from({ length: Math.max(1, seats) }, (_, i) => ({ position: i + 1, code: i === 0 ? leadCode : newTicketCode() }));

/** A new one-time cancel link's token and the hash stored in its place. */
export const newCancelToken = () => {
  const token = newToken();
  return { token, hash: hashToken(token) };
};

/** The event as seat decisions and their mails need it; `seatsTaken` as its row held it when it was locked. */
export type SeatEvent = EventMail & { capacity: number | null; registrationDeadline: Date | null; seatsTaken: number };

/** The event a ticket, a cancel link's preview or a check-in names. */
export const ticketEventColumns = {
  id: events.id,
  title: events.title,
  date: events.date,
  time: events.time,
  location: events.location,
  texts: storedTexts('events'),
};

/** Who a registration is for, as a ticket or a cancel link's preview names them. */
export const attendeeColumns = {
  firstName: eventRegistrations.firstName,
  lastName: eventRegistrations.lastName,
  attendees: eventRegistrations.attendees,
};

const eventColumns = {
  ...ticketEventColumns,
  description: events.description,
  capacity: events.capacity,
  registrationDeadline: events.registrationDeadline,
  seatsTaken: events.seatsTaken,
};

/**
 * Locks the event's row until the transaction ends; undefined when there is no such event. Only a published one
 * unless `archivedToo` (a registration of an archived event can still be cancelled).
 */
export async function lockEvent(tx: Db, id: string, archivedToo = false): Promise<SeatEvent | undefined> {
  const [row] = await tx
    .select(eventColumns)
    .from(events)
    .where(archivedToo ? eq(events.id, id) : and(eq(events.id, id), isNull(events.archivedAt)))
    .for('update');
  return row;
}

/** An event has taken place once its day (in Addis Ababa, UTC+3) is over. */
export const eventIsPast = (date: string, now: Date) => date < addisToday(now);

/**
 * The seats confirmed registrations hold, and the people at the door (one check-in per person's ticket): one SQL expression
 * each, so registering, promotion, the public events, the staff events list and the door all count the same way.
 * The seats are the event's `seats_taken`, which the database keeps equal to the sum of its confirmed registrations'
 * seats (triggers of migration 0015), so no count grows with the event. `eventId` is a value, or a column written out
 * in full (`"events"."id"`: Drizzle drops the table's name in a single-table select).
 */
export const seatsConfirmed = (eventId: SQLId) => sql<number>`(select e."seats_taken" from "events" e where e."id" = ${eventId})`;
export const seatsCheckedIn = (eventId: SQLId) =>
  sql<number>`(select cast(count(*) as integer) from "check_ins" ci where ci."event_id" = ${eventId})`;
export type SQLId = string | ReturnType<typeof sql>;

/** An event's own id, written out for the expressions above. */
export const EVENT_ID = sql.raw('"events"."id"');

/** Seats held by the event's confirmed registrations, as they are now in this transaction. */
export async function seatsTaken(tx: Db, eventId: string): Promise<number> {
  const [row] = await tx.select({ taken: events.seatsTaken }).from(events).where(eq(events.id, eventId));
  return Number(row?.taken ?? 0);
}

/**
 * A registration's place in its event's waiting list (1 is next; null unless waitlisted), as a column. The order is
 * created_at (stored to the microsecond, under the event's lock), then id. The outer row's columns are written with
 * their table's name: in a select from event_registrations alone Drizzle leaves the name out, and the subquery's own
 * table would then be compared with itself.
 */
export const waitlistPositionColumn = sql<number | null>`case when "event_registrations"."status" = 'waitlisted' then (
  select cast(count(*) as integer) + 1 from event_registrations w
  where w.event_id = "event_registrations"."event_id" and w.status = 'waitlisted'
    and (w.created_at, w.id) < ("event_registrations"."created_at", "event_registrations"."id")) end`;

/**
 * How many registrations wait for a seat of the event. Under its lock, a registration written next is the last in the
 * queue (its created_at is the moment of its insert), so its place is one more.
 */
export async function waitlistLength(tx: Db, eventId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`cast(count(*) as integer)` })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, 'waitlisted')));
  return Number(row?.n ?? 0);
}

/** A waitlisted registration's place in its event's waiting list (1 is next), read in the same transaction. */
export async function waitlistPosition(tx: Db, registrationId: string): Promise<number> {
  const [row] = await tx.select({ n: waitlistPositionColumn }).from(eventRegistrations).where(eq(eventRegistrations.id, registrationId));
  if (row?.n == null) throw new Error(`registration ${registrationId} is not on a waiting list`);
  return Number(row.n);
}

/** The registration's columns its mails need. */
export const mailColumns = {
  id: eventRegistrations.id,
  eventId: eventRegistrations.eventId,
  ...attendeeColumns,
  email: eventRegistrations.email,
  seats: eventRegistrations.seats,
  attendeeNames: eventRegistrations.attendeeNames,
  lang: eventRegistrations.lang,
  status: eventRegistrations.status,
  ticketCode: eventRegistrations.ticketCode,
  createdAt: eventRegistrations.createdAt,
};

/**
 * Gives a waitlisted registration its seat: confirmed now, with a ticket code and a new cancel link (the old one, in
 * the waiting-list mail, stops working: the "you have a seat" mail carries the one to use), and queues that mail.
 * Call with the event's row locked.
 */
export async function confirmWaitlisted(
  tx: Db,
  config: AppConfig,
  event: SeatEvent,
  r: SeatMailRegistration & { eventId: string; seats: number },
  now: Date,
) {
  const ticketCode = newTicketCode();
  const cancel = newCancelToken();
  const updated = await tx
    .update(eventRegistrations)
    .set({ status: 'confirmed', ticketCode, confirmedAt: now, cancelTokenHash: cancel.hash })
    .where(and(eq(eventRegistrations.id, r.id), eq(eventRegistrations.status, 'waitlisted')))
    .returning({ id: eventRegistrations.id });
  if (updated.length === 0) return ticketCode;
  const issued = await issueTickets(tx, r, ticketCode);
  await enqueueMail(tx, await seatMail(config, event, r, { kind: 'promoted', tickets: issued, cancelToken: cancel.token }, now), now);
  return ticketCode;
}

/**
 * Confirms the earliest waitlisted registrations that fit the free seats, in the waiting list's order (createdAt,
 * then id). One that does not fit is skipped, not waited for: a group of five at the head does not keep a single
 * person behind it from a free seat (it keeps its place and gets the next five seats that free up together). With
 * no capacity every waitlisted registration is confirmed. Call with the event's row locked (lockEvent), in the
 * transaction of the change that freed the seats. The ids of the registrations promoted.
 */
export async function promoteWaitlisted(tx: Db, config: AppConfig, event: SeatEvent, now: Date): Promise<string[]> {
  if (eventIsPast(event.date, now)) return [];
  let free = event.capacity === null ? Number.POSITIVE_INFINITY : event.capacity - (await seatsTaken(tx, event.id));
  if (free <= 0) return [];
  const queue = await tx
    .select(mailColumns)
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.status, 'waitlisted')))
    .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id));
  const promoted: string[] = [];
  for (const r of queue) {
    if (free <= 0) break;
    if (r.seats > free) continue;
    await confirmWaitlisted(tx, config, event, r, now);
    free -= r.seats;
    promoted.push(r.id);
  }
  return promoted;
}

/**
 * The live registration (confirmed or waitlisted) the address already has for the event, if any. Call under the
 * event's lock: every registration of the event is written under it, so none can appear before the transaction ends.
 */
export async function liveRegistration(tx: Db, eventId: string, email: string) {
  const [row] = await tx
    .select(mailColumns)
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        sql`lower(${eventRegistrations.email}) = lower(${email})`,
        sql`${eventRegistrations.status} <> 'cancelled'`,
      ),
    );
  return row;
}

/** A confirmed registration's tickets in their order (its own code alone, should it have none in the table). */
async function ticketsOf(tx: Db, r: { id: string; ticketCode: string | null }): Promise<IssuedTicket[]> {
  const rows = await tx
    .select({ position: tickets.position, code: tickets.code })
    .from(tickets)
    .where(eq(tickets.registrationId, r.id))
    .orderBy(asc(tickets.position));
  return rows.length > 0 || !r.ticketCode ? rows : [{ position: 1, code: r.ticketCode }];
}

/**
 * Mails an existing registration's details to its own address again (its tickets, or its place on the waiting list),
 * with a new cancel link. Its old link stops working only when this mail is queued (a visitor's mails are capped per
 * day), so the person always holds one that works. Call under the event's lock. `visitor`: sent because someone
 * typed the address into the form, so it counts against the address's day; staff resending it at the counter is not.
 * Whether it was queued.
 */
export async function mailRegistrationAgain(
  tx: Db,
  config: AppConfig,
  event: SeatEvent,
  r: Awaited<ReturnType<typeof liveRegistration>> & {},
  now: Date,
  visitor = true,
): Promise<boolean> {
  const cancel = newCancelToken();
  const facts =
    r.status === 'confirmed'
      ? ({
          kind: 'registeredAgain',
          tickets: await ticketsOf(tx, r),
          cancelToken: cancel.token,
        } as const)
      : ({ kind: 'waitlistedAgain', position: await waitlistPosition(tx, r.id), cancelToken: cancel.token } as const);
  const queued = await enqueueMail(tx, { ...(await seatMail(config, event, r, facts, now)), visitor }, now);
  if (queued) await tx.update(eventRegistrations).set({ cancelTokenHash: cancel.hash }).where(eq(eventRegistrations.id, r.id));
  return queued;
}

/** Who cancels: the person (by their link or their account) or a staff member. */
export type CancelledBy = 'person' | 'staff';

/**
 * Cancels a registration (not yet cancelled, its event not over; the caller checked both under the lock), frees its
 * seats to the waiting list in the same transaction and queues the person's mail. The moment it was cancelled.
 */
export async function cancelLocked(
  tx: Db,
  config: AppConfig,
  event: SeatEvent,
  r: SeatMailRegistration & { status: string },
  by: CancelledBy,
  now: Date,
): Promise<{ cancelledAt: Date; promoted: string[] }> {
  await tx.update(eventRegistrations).set({ status: 'cancelled', cancelledAt: now }).where(eq(eventRegistrations.id, r.id));
  const promoted = r.status === 'confirmed' ? await promoteWaitlisted(tx, config, event, now) : [];
  await enqueueMail(
    tx,
    {
      ...(await seatMail(config, event, r, { kind: 'cancelled', wasWaitlisted: r.status === 'waitlisted', by }, now)),
      visitor: by === 'person',
    },
    now,
  );
  return { cancelledAt: now, promoted };
}

/** Whether any of the registration's people has been checked in at the door. */
export async function hasCheckIn(tx: Db, registrationId: string): Promise<boolean> {
  const rows = await tx.select({ one: sql`1` }).from(checkIns).where(eq(checkIns.registrationId, registrationId)).limit(1);
  return rows.length > 0;
}

/** Which registration to cancel: by its id, or by the hash of its cancel link's token. */
export type CancelTarget = { id: string } | { tokenHash: string };

/**
 * Cancels one registration in its own transaction: the event's row is locked first (as every seat change does), then
 * the registration is read again under it. 404 (`notFoundMessage`) when there is none or `allowed` refuses it, 409
 * when it is cancelled already or its event's day is over. Frees its seats to the waiting list and mails the person.
 */
export async function cancelRegistration(
  db: Db,
  config: AppConfig,
  target: CancelTarget,
  by: CancelledBy,
  now: Date,
  opts: {
    notFoundMessage: Coded;
    allowed?: (r: { email: string }) => boolean;
    /** More writes of the same transaction (a staff cancellation's audit row). */
    alongside?: (tx: Db, r: { id: string; firstName: string; lastName: string }, event: SeatEvent) => Promise<void>;
  },
) {
  const where = 'id' in target ? eq(eventRegistrations.id, target.id) : eq(eventRegistrations.cancelTokenHash, target.tokenHash);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [found] = await tx.select({ eventId: eventRegistrations.eventId }).from(eventRegistrations).where(where);
    if (!found) throw notFound(opts.notFoundMessage);
    const event = await lockEvent(tx, found.eventId, true);
    const [r] = await tx.select(mailColumns).from(eventRegistrations).where(where).for('update');
    if (!event || !r || (opts.allowed && !opts.allowed(r))) throw notFound(opts.notFoundMessage);
    if (r.status === 'cancelled') throw new ApiError(409, 'events.alreadyCancelled');
    if (eventIsPast(event.date, now)) throw new ApiError(409, 'events.cannotCancelPast');
    // A person who came in keeps their seat: cancelling it would give it to someone else while they sit in it. The row
    // lock above waits for a check-in being written (it holds the registration FOR SHARE), and this read, a statement
    // after the lock was granted, sees it; a check-in that comes after this commit finds the registration cancelled.
    if (by === 'person' && (await hasCheckIn(tx, r.id))) throw new ApiError(409, 'events.cannotCancelCheckedIn');
    const { cancelledAt, promoted } = await cancelLocked(tx, config, event, r, by, now);
    await opts.alongside?.(tx, r, event);
    return { registration: { ...r, status: 'cancelled' as const, cancelledAt }, event, previousStatus: r.status, promoted };
  });
}

/** The answer of a cancellation (by link, account or staff). */
export const cancelledAnswer = (r: { id: string; eventId: string; cancelledAt: Date }): Cancelled => ({
  registration: { id: r.id, eventId: r.eventId, status: 'cancelled', cancelledAt: r.cancelledAt.toISOString() },
});
