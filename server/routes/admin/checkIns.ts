// Check-in at the door: the event's ticket list for the phones, and one scan at a time. A ticket is one person's
// (decision 017) and is checked in once: the check_ins row is unique per ticket, so of two phones scanning it at once
// exactly one inserts it. A scan
// saved on a phone while it was offline carries when it was scanned; the earliest scan wins (decision 013).
import { gzipSync } from 'node:zlib';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import {
  type CheckInRefusal,
  CheckInRequestSchema,
  type DoorCount,
  type DoorTicket,
  normalizeTicketCode,
} from '../../../contract/assembly';
import { messages } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { checkIns, eventRegistrations, events, tickets } from '../../db/schema';
import type { AppEnv } from '../../deps';
import { ApiError, badRequest, jsonBody, notFound, ok, uuidParam } from '../../http';
import { serverMessages } from '../../messages/errors';
import { seatsCheckedIn, seatsConfirmed, ticketEventColumns } from '../../services/seats';
import { actorOf } from './list';

const EVENT_NOT_FOUND = serverMessages.notFound(serverMessages.things.event);
/** How far ahead of the server's clock a phone's clock may be before its scan time is refused. */
const CLOCK_SLACK_MS = 60_000;

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

async function doorCount(db: Db, eventId: string): Promise<DoorCount> {
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
  new ApiError(409, messages.events.checkIn[refusal], undefined, undefined, {
    refusal,
    ticket: doorTicket(ticket),
    count,
    ...(otherEvent ? { otherEvent } : {}),
  });

/** When the scan happened: now, or the phone's saved time (not later than now, give or take its clock). */
function scanTime(c: Context<AppEnv>, scannedAt: string | undefined): { at: Date; offline: boolean } {
  const now = c.get('deps').now();
  if (scannedAt === undefined) return { at: now, offline: false };
  const at = new Date(scannedAt);
  if (Number.isNaN(at.getTime())) throw badRequest(messages.http.validation, { scannedAt: messages.http.validation });
  if (at.getTime() > now.getTime() + CLOCK_SLACK_MS) {
    throw badRequest(messages.events.checkIn.scannedInFuture, { scannedAt: messages.events.checkIn.scannedInFuture });
  }
  return { at, offline: true };
}

export const adminCheckInRoutes = () =>
  new Hono<AppEnv>()
    // Every ticket the event issued, with its check-in, and the count: what the phones keep for offline scanning.
    .get('/:id/check-in', async (c) => {
      const id = uuidParam(c, 'id', serverMessages.things.event);
      const deps = c.get('deps');
      const { db } = deps.database;
      const at = deps.now();
      const [event, rows] = await Promise.all([
        eventOf(db, id),
        doorRows(db)
          .where(eq(tickets.eventId, id))
          .orderBy(asc(eventRegistrations.lastName), asc(eventRegistrations.firstName), asc(eventRegistrations.id), asc(tickets.position)),
      ]);
      // People: one per ticket, as seatsConfirmed and seatsCheckedIn count them.
      const count: DoorCount = { checkedIn: 0, expected: 0 };
      for (const r of rows) {
        if (r.status === 'confirmed') count.expected += 1;
        if (r.checkedInAt) count.checkedIn += 1;
      }
      c.header('Cache-Control', 'private, no-store');
      const list = { data: { event, tickets: rows.map(doorTicket), count, at: at.toISOString() } };
      // 500 tickets are about 150 kB of JSON and a fifth of that gzipped: what a phone on the venue's Wi-Fi waits for.
      if (!/\bgzip\b/i.test(c.req.header('accept-encoding') ?? '')) return c.json(list);
      c.header('Vary', 'Accept-Encoding');
      return c.body(gzipSync(JSON.stringify(list), { level: 6 }), 200, {
        'Content-Type': 'application/json; charset=UTF-8',
        'Content-Encoding': 'gzip',
      });
    })
    .post('/:id/check-ins', async (c) => {
      const id = uuidParam(c, 'id', serverMessages.things.event);
      const input = await jsonBody(c, CheckInRequestSchema);
      const code = normalizeTicketCode(input.code);
      if (!code) throw badRequest(messages.events.checkIn.malformedCode, { code: messages.events.checkIn.malformedCode });
      const { at, offline } = scanTime(c, input.scannedAt);
      const actor = actorOf(c);
      const { db } = c.get('deps').database;
      const [event, ticket] = await Promise.all([eventOf(db, id), ticketByCode(db, code)]);
      if (!ticket) throw notFound(messages.events.checkIn.unknownCode);
      if (ticket.eventId !== event.id) {
        throw refused('otherEvent', ticket, await doorCount(db, id), await eventOf(db, ticket.eventId).catch(() => undefined));
      }
      if (ticket.status !== 'confirmed') throw refused(ticket.status, ticket, await doorCount(db, id));
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
      let won = (await db.insert(checkIns).values(values).onConflictDoNothing().returning({ at: checkIns.checkedInAt })).length > 0;
      // A scan made offline before the stored one was scanned earlier: it replaces it (first scan wins by when).
      if (!won && offline) {
        const replaced = await db
          .update(checkIns)
          .set({ ...values, recordedAt: sql`now()` })
          .where(and(eq(checkIns.ticketId, ticket.ticketId), gt(checkIns.checkedInAt, at)))
          .returning({ at: checkIns.checkedInAt });
        won = replaced.length > 0;
      }
      if (!won) {
        const [stored, count] = await Promise.all([ticketByCode(db, code), doorCount(db, id)]);
        throw refused('alreadyCheckedIn', stored!, count);
      }
      const count = await doorCount(db, id);
      return ok(c, { ticket: doorTicket({ ...ticket, checkedInAt: at, checkedInBy: actor.name }), count });
    });
