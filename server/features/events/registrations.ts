// Registering for an event (decisions 013, 017, 019, 030): the rule of a registration, stated once. One SQL statement
// (`decide`) holds every condition: it locks the event's row, says which condition holds, counts the network's seats
// and stores the registration with its tickets and mails when the rule lets it. `refusal` only names the condition that
// refused, from the statement's answer; `register` runs the statement at once, and once more under the event's lock
// when the outcome needs facts only the lock gives (a place on the waiting list, an address registered already).
import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import { seatsFor } from '../../../contract/assembly';
import { addisToday } from '../../../contract/dates';
import type { RegistrationSchema } from '../../../contract/events';
import type { Lang } from '../../../contract/languages';
import { type Database, type Db, inTx, queryIn } from '../../db/client';
import { eventRegistrations, tickets } from '../../db/schema';
import { type EventMail, registrationMails } from '../../messages/notifications';
import type { AppServices } from '../../platform/deps';
import { ApiError, notFound } from '../../platform/http';
import { storedTextsSql } from '../../platform/itemTexts';
import { type MailMessage, mailSteps, rawRow, SqlValue } from '../../platform/outbox';
import { consentColumns } from '../privacy/service';
import {
  type IssuedTicket,
  lockEvent,
  mailColumns,
  mailRegistrationAgain,
  newCancelToken,
  newTicketCode,
  ticketsFor,
  waitlistLength,
} from './seats';

/** An event as registrations need it (kept in the per-process cache of AppServices.registrationEvents). */
export type RegistrationEvent = EventMail;

/** What a person registers with: the form as validated, the language of the request and the client's network. */
export type Registering = { form: v.InferOutput<typeof RegistrationSchema>; lang: Lang; network: string };

/** What became of a registration: a new one's id (a random one for an address registered already) and its status. */
export type Registered = { id: string; status: 'confirmed' | 'waitlisted' };

/** The event as the database has it now, if it is published. A plain statement: this is on the busiest write path. */
const freshEvent = async (database: Database, id: string): Promise<RegistrationEvent | undefined> =>
  (
    await database.query<RegistrationEvent>(
      `select id, title, date::text as date, time, location, description, ${storedTextsSql('events')} as texts from events where id = $1 and archived_at is null`,
      [id],
    )
  )[0];

/**
 * The published event `id` (a lower-case UUID), from a short per-process cache of the events (cleared at once by staff
 * writes here); 404 when there is none. Whether it still takes registrations is decided by `register`, against the
 * event's row as it is at that moment.
 */
export const registrationEvent = (deps: AppServices, id: string): Promise<RegistrationEvent> =>
  deps.registrationEvents.get(id, async () => {
    const found = await freshEvent(deps.database, id);
    if (!found) throw notFound('events.eventNotFound'); // a miss is not kept
    return found;
  });

/**
 * The seats one client network (an IPv4 address, or an IPv6 /64: `clientNetwork`) may book of one event that has a
 * capacity (decision 019), as SQL of the event's `capacity`: a fifth of the seats, but at least one full group ('5+'
 * is five) and at most two.
 */
export const networkSeatCap = (capacity: string) => `least(10, greatest(5, ceil(${capacity} / 5.0)))::integer`;

/** How long a network's seats of an event stay counted: until the end of its day in Addis Ababa (UTC+3). */
const seatWindowMs = (date: string, now: Date) =>
  Math.max(60_000, new Date(`${date}T00:00:00+03:00`).getTime() + 86_400_000 - now.getTime());

/** A registration's row (raw columns: rawRow) with its tickets' rows and its mails, for one outcome. */
type Stored = { registration: Record<string, unknown>; tickets: Record<string, unknown>[]; mails: MailMessage[] };

type Decision = {
  /** The event the mails were written from: stored only while its row still says the same. */
  event: EventMail;
  email: string;
  seats: number;
  network: string;
  multiplier: number;
  now: Date;
  confirmed: Stored;
  /**
   * The waiting list's row and mails: given under the event's lock, where the statement then settles every case. At
   * once (without them) it settles only a registration that gets its seat.
   */
  waitlisted?: Stored;
};

/** What the statement found, one column per condition of the rule, and what it stored. */
type Decided = {
  /** The event exists and is published. */
  found: boolean;
  /** Its row says what the mails say. */
  same: boolean | null;
  /** Its day is not over. */
  upcoming: boolean | null;
  /** Its registration deadline has not passed. */
  open: boolean | null;
  /** The seats asked for fit the seats left. */
  fits: boolean | null;
  /** The address's live registration of the event, if it has one. */
  existing: string | null;
  capacity: number | null;
  /** The statement could settle the registration, and counted its seats against the network's cap. */
  settled: boolean;
  /** Within the network's cap (or the event has no capacity). */
  allowed: boolean;
  stored: 'confirmed' | 'waitlisted' | null;
  /** When the network's count of the event's seats starts again. */
  retryAt: Date | string | null;
};

/**
 * The rule of a registration, as one statement: the event's row is locked (FOR UPDATE, which reads its newest version
 * and so the seats taken as the registration before left them) for this one statement and its commit, so the
 * registrations of one event never wait for a round trip to a server process. Its conditions:
 * - the event is published (`found`), its day is not over (`upcoming`) and its deadline has not passed (`open`);
 * - the seats asked for fit the seats left (`fits`): a seat, else the waiting list;
 * - the client's network has seats of its cap left (`allowed`, decision 019), counted whatever becomes of the
 *   registration (a seat, the waiting list, an address registered already): counted only once the statement settles;
 * - the address has no live registration of the event (`existing`): then nothing is stored, and the address gets its
 *   registration mailed again.
 * The address's registration is looked for in the statement's snapshot, from before the lock was granted: one
 * committed while this one waited is refused by the unique index (23505), and the statement, run again under the lock
 * (in a transaction that took it first), finds it. The same holds for the waiting list's length, so a place on it is
 * only given under the lock.
 */
async function decide(query: <T>(text: string, params: unknown[]) => Promise<T[]>, a: Decision): Promise<Decided> {
  const params: unknown[] = [];
  const place = (value: unknown) => `$${params.push(value)}`;
  const text = (value: unknown) => `${place(value ?? null)}::text`;
  const e = a.event;
  const at = `${place(a.now.toISOString())}::timestamptz`;
  const seats = `${place(a.seats)}::integer`;
  const key = text(`event-seats:${e.id}|${a.network}`);
  const counted = `case when rate_limits.reset_at <= ${at} then excluded.count else rate_limits.count + excluded.count end`;
  const insert = (table: string, row: Record<string, unknown>, when: string) => {
    const columns = Object.keys(row);
    const values = columns.map((c) => (row[c] instanceof SqlValue ? (row[c] as SqlValue).sql(place) : place(row[c])));
    return `insert into ${table} (${columns.map((c) => `"${c}"`).join(', ')}) select ${values.join(', ')} where ${when}`;
  };
  const outcome = (name: 'confirmed' | 'waitlisted', s: Stored, when: string) => [
    `${name} as (${insert('event_registrations', s.registration, `exists (select from allowed where existing is null and ${when})`)} returning 1)`,
    // One statement per ticket: a select of parameters straight under an insert takes the columns' types.
    ...s.tickets.map((t, i) => `${name}Ticket${i} as (${insert('tickets', t, `exists (select from ${name})`)})`),
    ...mailSteps(place, s.mails, `exists (select from ${name})`, a.now, `${name}Mail`),
  ];
  const steps = [
    `ev as (select id, capacity, seats_taken, date, registration_deadline,
        (title, description, date, time, location, ${storedTextsSql('events')}) is not distinct from
        (${text(e.title)}, ${text(e.description)}, ${place(e.date)}::date, ${text(e.time)}, ${text(e.location)},
         ${place(e.texts ? JSON.stringify(e.texts) : null)}::jsonb) as same
      from events where id = ${place(e.id)}::uuid and archived_at is null for update)`,
    `facts as (select capacity, same, date >= ${place(addisToday(a.now))}::date as upcoming,
        (registration_deadline is null or registration_deadline > ${at}) as open,
        (capacity is null or seats_taken + ${seats} <= capacity) as fits,
        (select r.id from event_registrations r where r.event_id = ev.id and lower(r.email) = lower(${text(a.email)})
          and r.status <> 'cancelled' limit 1) as existing
      from ev)`,
    `settled as (select * from facts where same and upcoming and open and ${a.waitlisted ? 'true' : 'fits and existing is null'})`,
    `spent as (insert into rate_limits (key, count, reset_at)
        select ${key}, ${seats}, ${place(new Date(a.now.getTime() + seatWindowMs(e.date, a.now)).toISOString())}::timestamptz
        from settled where capacity is not null
      on conflict (key) do update set count = ${counted},
        reset_at = case when rate_limits.reset_at <= ${at} then excluded.reset_at else rate_limits.reset_at end
      where ${counted} <= (select ${networkSeatCap('capacity')} * ${place(a.multiplier)}::integer from settled)
      returning 1)`,
    `allowed as (select * from settled where capacity is null or exists (select from spent))`,
    ...outcome('confirmed', a.confirmed, 'fits'),
    ...(a.waitlisted ? outcome('waitlisted', a.waitlisted, 'not fits') : []),
  ];
  const [row] = await query<Decided>(
    `with ${steps.join(', ')}
    select exists (select from ev) as found, f.same, f.upcoming, f.open, f.fits, f.existing, f.capacity,
      exists (select from settled) as settled, exists (select from allowed) as allowed,
      case when exists (select from confirmed) then 'confirmed'
        ${a.waitlisted ? `when exists (select from waitlisted) then 'waitlisted'` : ''} end as stored,
      (select reset_at from rate_limits where key = ${key}) as "retryAt"
    from (select 1) one left join facts f on true`,
    params,
  );
  return row!;
}

/** The condition that refused the registration, named from the statement's answer; undefined when none did. */
function refusal(d: Decided, now: Date): ApiError | undefined {
  if (!d.found) return notFound('events.eventNotFound');
  if (!d.upcoming) return new ApiError(409, 'events.eventPast');
  if (!d.open) return new ApiError(409, 'events.registrationClosed');
  if (d.settled && !d.allowed) {
    const retryAfter = d.retryAt ? Math.max(1, Math.ceil((new Date(d.retryAt).getTime() - now.getTime()) / 1000)) : 1;
    return new ApiError(429, 'events.tooManySeats', undefined, { 'Retry-After': String(retryAfter) });
  }
  return undefined;
}

const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/**
 * Registers a person for `event`: a seat, a place on the waiting list, or (for an address registered already) its
 * registration mailed again and the answer a new registration would get, so the form tells nobody which addresses
 * are registered. Throws the refusal (404, 409, 429) otherwise. Most registrations get their seat in the first
 * statement; anything else is settled by the same statement, run again in a transaction that holds the event's lock.
 */
export async function register(deps: AppServices, event: RegistrationEvent, input: Registering): Promise<Registered> {
  const now = deps.now();
  const { form } = input;
  const seats = seatsFor(form.attendees);
  const person = {
    id: crypto.randomUUID(),
    eventId: event.id,
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    phone: form.phone,
    organization: form.organization,
    position: form.position,
    attendees: form.attendees,
    dietaryRequirements: form.dietaryRequirements,
    specialRequirements: form.specialRequirements,
    // One name for each further person, '' where none was given: names beyond the attendees are not kept.
    attendeeNames: Array.from({ length: seats - 1 }, (_, i) => form.attendeeNames[i] ?? ''),
    lang: input.lang,
  };
  const cancel = newCancelToken();
  /** The registration's row as stored, with a seat (its ticket's code) or on the waiting list (null). */
  const row = (ticketCode: string | null) => ({
    ...rawRow(eventRegistrations, {
      ...person,
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
    issued.map((t) => rawRow(tickets, { ...t, registrationId: person.id, eventId: person.eventId }));
  const confirmed = async (e: EventMail): Promise<Stored> => {
    const issued = ticketsFor(seats, newTicketCode());
    const facts = { kind: 'registered', tickets: issued, cancelToken: cancel.token } as const;
    return {
      registration: row(issued[0]!.code),
      tickets: ticketRows(issued),
      mails: await registrationMails(deps.config, e, person, facts, now),
    };
  };
  const asked = { email: person.email, seats, network: input.network, multiplier: deps.config.rateLimitMultiplier, now };
  const answered = (d: Decided, id: string): Registered => {
    // Seats left changed: this process's public event answers say so at once (others within PUBLIC_CACHE_SECONDS).
    if (d.capacity !== null) deps.publicCache.clear();
    return { id, status: d.fits ? 'confirmed' : 'waitlisted' };
  };

  try {
    const atOnce = await decide(deps.database.query, { ...asked, event, confirmed: await confirmed(event) });
    const refused = refusal(atOnce, now);
    if (refused) throw refused;
    if (atOnce.stored) return answered(atOnce, person.id);
  } catch (err) {
    // The address's registration, committed while this one waited for the event's lock: found under the lock below.
    if (!isUniqueViolation(err)) throw err;
  }
  return inTx(deps.database.db, async (tx: Db) => {
    // The lock first, so that the statement's snapshot holds every registration written before it; the mails are
    // written from the row as it is locked.
    const locked = await lockEvent(tx, event.id, true);
    const e = locked ?? event;
    const position = (await waitlistLength(tx, e.id)) + 1;
    const waitlisted = {
      registration: row(null),
      tickets: [],
      mails: await registrationMails(deps.config, e, person, { kind: 'waitlisted', position, cancelToken: cancel.token }, now),
    };
    const query = <T>(text: string, params: unknown[]) => queryIn<T>(tx, text, params);
    const decided = await decide(query, { ...asked, event: e, confirmed: await confirmed(e), waitlisted });
    const refused = refusal(decided, now);
    if (refused) throw refused;
    if (decided.stored) return answered(decided, person.id);
    // Under the lock the statement settles every registration it does not refuse: what is left is an address registered
    // already, answered as a new registration would be while the address gets its registration mailed.
    const [existing] = decided.existing
      ? await tx.select(mailColumns).from(eventRegistrations).where(eq(eventRegistrations.id, decided.existing))
      : [];
    if (!locked || !existing) throw new Error(`registration for event ${e.id} not settled under its lock`);
    await mailRegistrationAgain(tx, deps.config, locked, existing, now);
    return answered(decided, crypto.randomUUID());
  });
}
