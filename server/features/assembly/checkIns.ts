// Check-in at the door: the event's ticket list for the phones, and one scan at a time. A ticket is one person's
// (decision 017) and is checked in once: the check_ins row is unique per ticket, so of two phones scanning it at once
// exactly one inserts it, and the first to reach the server stays: no later request rewrites who scanned or when. A
// scan saved on a phone while it was offline carries when it was scanned, kept only within bounds (decision 013).
import { gzipSync } from 'node:zlib';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  CheckedInSchema,
  type CheckInRefusal,
  CheckInRefusedSchema,
  CheckInRequestSchema,
  type DoorCount,
  DoorListSchema,
  type DoorTicket,
  normalizeTicketCode,
} from '../../../contract/assembly';
import type { Coded } from '../../../contract/errors';
import { type Db, inTx } from '../../db/client';
import { checkIns, eventRegistrations, events, tickets } from '../../db/schema';
import { data, describe, jsonInput, STAFF, uuidInput } from '../../platform/apiDoc';
import type { AppEnv } from '../../platform/deps';
import { ApiError, badRequest, notFound, ok, thingNotFound } from '../../platform/http';
import { withTranslations } from '../../platform/itemTexts';
import { actorOf } from '../../platform/lists';
import { seatsCheckedIn, seatsConfirmed, ticketEventColumns } from '../events/seats';

const EVENT_NOT_FOUND = thingNotFound('event');
/** How far ahead of the server's clock a phone's clock may be before its scan time is refused. */
const CLOCK_SLACK_MS = 60_000;
/** How far behind the server's clock a phone's clock may be: a scan this much before its list was fetched still counts. */
const CLOCK_BEHIND_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

/** A person's ticket as the door knows it, read with its registration and its check-in (if any). */
const doorColumns = {
  ticketId: tickets.id,
  code: tickets.code,
  position: tickets.position,
  attendeeNames: eventRegistrations.attendeeNames,
  registrationId: eventRegistrations.id,
  eventId: eventRegistrations.eventId,
  firstName: eventRegistrations.firstName,
  lastName: eventRegistrations.lastName,
  organization: eventRegistrations.organization,
  attendees: eventRegistrations.attendees,
  seats: eventRegistrations.seats,
  status: eventRegistrations.status,
  checkedInAt: checkIns.checkedInAt,
  checkedInBy: checkIns.checkedInByName,
};
type DoorRow = Awaited<ReturnType<typeof doorRows>>[number];

const doorTicket = (r: DoorRow): DoorTicket => ({
  code: r.code,
  registrationId: r.registrationId,
  name: `${r.firstName} ${r.lastName}`,
  organization: r.organization,
  attendees: r.attendees,
  seats: 1,
  position: r.position,
  guestName: r.position > 1 ? r.attendeeNames[r.position - 2] || null : null,
  status: r.status,
  checkedInAt: r.checkedInAt?.toISOString() ?? null,
  checkedInBy: r.checkedInBy,
});

const doorRows = (db: Db) =>
  db
    .select(doorColumns)
    .from(tickets)
    .innerJoin(eventRegistrations, eq(eventRegistrations.id, tickets.registrationId))
    .leftJoin(checkIns, eq(checkIns.ticketId, tickets.id));

export async function doorCount(db: Db, eventId: string): Promise<DoorCount> {
  const [row] = await db
    .select({ checkedIn: seatsCheckedIn(eventId), expected: seatsConfirmed(eventId) })
    .from(events)
    .where(eq(events.id, eventId));
  return { checkedIn: row?.checkedIn ?? 0, expected: row?.expected ?? 0 };
}

/** The event (not archived) as a ticket names it; 404 when there is none. */
export async function eventOf(db: Db, id: string) {
  const [event] = await db
    .select(ticketEventColumns)
    .from(events)
    .where(and(eq(events.id, id), isNull(events.archivedAt)));
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return event;
}

/** The ticket `code` as the door knows it, or undefined when no ticket has it. */
async function ticketByCode(db: Db, code: string): Promise<DoorRow | undefined> {
  const [row] = await doorRows(db).where(eq(tickets.code, code));
  return row;
}

/** The 409 of a refused scan: why, the ticket (with when and by whom for 'alreadyCheckedIn') and the count. */
const refused = (refusal: CheckInRefusal, ticket: DoorRow, count: DoorCount, otherEvent?: unknown) =>
  new ApiError(409, `events.checkIn.${refusal}`, undefined, undefined, {
    refusal,
    ticket: doorTicket(ticket),
    count,
    ...(otherEvent ? { otherEvent } : {}),
  });

/**
 * The days a scan time may fall on: from the start of the day before the event's day to the end of the day after it,
 * in Addis Ababa (UTC+3): a door that opens the evening before, or a phone that syncs the next morning.
 */
export const scanWindow = (date: string) => {
  const from = Date.parse(`${date}T00:00:00+03:00`) - DAY_MS;
  return { from, to: from + 3 * DAY_MS };
};

const badScanTime = (message: Coded) => badRequest(message, { scannedAt: message });

/**
 * When the scan happened: now, or the phone's saved time. A saved time is the phone's clock, so it is kept only when it
 * is plausible: not ahead of the server's clock (beyond a minute of difference), not before the phone fetched the list
 * it scanned against (beyond ten minutes of a clock running behind), and around the event's day. Anything else is a
 * phone whose clock is wrong (a reset phone says 1970) and is refused rather than stored.
 */
function scanTime(
  now: Date,
  input: { scannedAt?: string | undefined; listAt?: string | undefined },
  eventDate: string,
): { at: Date; offline: boolean } {
  if (input.scannedAt === undefined) return { at: now, offline: false };
  const at = new Date(input.scannedAt);
  if (Number.isNaN(at.getTime())) throw badScanTime('http.validation');
  if (at.getTime() > now.getTime() + CLOCK_SLACK_MS) throw badScanTime('events.checkIn.scannedInFuture');
  const listAt = input.listAt === undefined ? Number.NaN : Date.parse(input.listAt);
  // A list is fetched from this server, so its time is never ahead of the server's clock.
  if (input.listAt !== undefined && (Number.isNaN(listAt) || listAt > now.getTime() + CLOCK_SLACK_MS)) {
    throw badRequest('http.validation', { listAt: 'http.validation' });
  }
  if (at.getTime() < listAt - CLOCK_BEHIND_MS) throw badScanTime('events.checkIn.scannedBeforeList');
  const window = scanWindow(eventDate);
  if (at.getTime() < window.from || at.getTime() >= window.to) throw badScanTime('events.checkIn.scannedOutsideEvent');
  return { at, offline: true };
}

export const adminCheckInRoutes = () =>
  new Hono<AppEnv>()
    // Every ticket the event issued, with its check-in, and the count: what the phones keep for offline scanning.
    .get(
      '/:id/check-in',
      describe({
        tag: 'Check-in',
        summary: 'The door list: every ticket of the event, its check-in and the count',
        description:
          'Every ticket the event issued (cancelled and waitlisted ones too, so the door can refuse them by name), each with when and by whom it was checked in, and the people (seats) checked in of those confirmed. The check-in screen keeps it on the phone to check scans offline.',
        roles: STAFF,
        answer: data(DoorListSchema),
      }),
      uuidInput(['id'], EVENT_NOT_FOUND),
      async (c) => {
        const { id } = c.req.valid('param');
        const deps = c.get('deps');
        const { db } = deps.database;
        const at = deps.now();
        const [event, rows] = await Promise.all([
          eventOf(db, id),
          doorRows(db)
            .where(eq(tickets.eventId, id))
            .orderBy(
              asc(eventRegistrations.lastName),
              asc(eventRegistrations.firstName),
              asc(eventRegistrations.id),
              asc(tickets.position),
            ),
        ]);
        // People: one per ticket, as seatsConfirmed and seatsCheckedIn count them.
        const count: DoorCount = { checkedIn: 0, expected: 0 };
        for (const r of rows) {
          if (r.status === 'confirmed') count.expected += 1;
          if (r.checkedInAt) count.checkedIn += 1;
        }
        c.header('Cache-Control', 'private, no-store');
        const list = { data: { event: withTranslations('events', event), tickets: rows.map(doorTicket), count, at: at.toISOString() } };
        // 500 tickets are about 150 kB of JSON and a fifth of that gzipped: what a phone on the venue's Wi-Fi waits for.
        if (!/\bgzip\b/i.test(c.req.header('accept-encoding') ?? '')) return c.json(list);
        c.header('Vary', 'Accept-Encoding');
        return c.body(gzipSync(JSON.stringify(list), { level: 6 }), 200, {
          'Content-Type': 'application/json; charset=UTF-8',
          'Content-Encoding': 'gzip',
        });
      },
    )
    .post(
      '/:id/check-ins',
      describe({
        tag: 'Check-in',
        summary: 'Check a ticket in at the door (a typed or scanned code)',
        description:
          'The code is read as people type it (lower case, hyphens, O for 0, I and L for 1; a link to the ticket page). A ticket is checked in once: of concurrent scans exactly one gets 200. The first check-in stored is never rewritten: a later request, whatever its `scannedAt`, gets 409 naming when and by whom. A scan saved on a phone while offline sends `scannedAt` (and `listAt`, the `at` of the door list it scanned against); 400 for a malformed code, or a `scannedAt` more than a minute in the future, more than ten minutes before `listAt`, or outside the day before the event to the day after it (Addis Ababa); 404 for an unknown code.',
        roles: STAFF,
        answer: data(CheckedInSchema, 200, 'Checked in by this scan.'),
        refusals: {
          409: {
            schema: CheckInRefusedSchema,
            description: 'Refused: checked in before (with when and by whom), cancelled, waitlisted, or a ticket of another event (named).',
          },
        },
      }),
      uuidInput(['id'], EVENT_NOT_FOUND),
      jsonInput(CheckInRequestSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const input = c.req.valid('json');
        // The code as people type it, read after the schema: what cannot be a ticket code is refused by its own field code.
        const code = normalizeTicketCode(input.code);
        if (!code) throw badRequest('events.checkIn.malformedCode', { code: 'events.checkIn.malformedCode' });
        const actor = actorOf(c);
        const deps = c.get('deps');
        const { db } = deps.database;
        const [event, found] = await Promise.all([eventOf(db, id), ticketByCode(db, code)]);
        if (!found) throw notFound('events.checkIn.unknownCode');
        if (found.eventId !== event.id) {
          const other = await eventOf(db, found.eventId).catch(() => undefined);
          throw refused('otherEvent', found, await doorCount(db, id), other && withTranslations('events', other));
        }
        const { at, offline } = scanTime(deps.now(), input, event.date);
        const outcome = await inTx(db, async (tx) => {
          // The registration is held (FOR SHARE) until the check-in is written: a cancellation, which takes it FOR UPDATE,
          // waits and then sees the check-in; one that came first has left it cancelled, which this read then sees. The
          // event's row comes first, as in a cancellation (which locks the event, then the registration): the check-in's
          // foreign key would take it after the registration otherwise, and the two would wait for each other.
          await tx.select({ id: events.id }).from(events).where(eq(events.id, id)).for('key share');
          const [ticket] = await doorRows(tx).where(eq(tickets.code, code)).for('share', { of: eventRegistrations });
          if (ticket?.status !== 'confirmed') return { ticket: ticket ?? found, won: false };
          const values = {
            ticketId: ticket.ticketId,
            registrationId: ticket.registrationId,
            eventId: id,
            checkedInAt: at,
            checkedInBy: actor.id,
            checkedInByName: actor.name,
            offline,
          };
          // The first scan inserts the row; a concurrent or later one finds it there and inserts nothing.
          const inserted = await tx.insert(checkIns).values(values).onConflictDoNothing().returning({ at: checkIns.checkedInAt });
          return { ticket, won: inserted.length > 0 };
        });
        const { ticket } = outcome;
        if (ticket.status !== 'confirmed') throw refused(ticket.status, ticket, await doorCount(db, id));
        if (!outcome.won) {
          const [stored, count] = await Promise.all([ticketByCode(db, code), doorCount(db, id)]);
          throw refused('alreadyCheckedIn', stored!, count);
        }
        const count = await doorCount(db, id);
        return ok(c, { ticket: doorTicket({ ...ticket, checkedInAt: at, checkedInBy: actor.name }), count });
      },
    );
