// The assembly day (issue 16): seats, the waiting list, cancelling without an account, tickets and check-in at the
// door. What each request carries and what each answer holds, written once for the server, the browser and the OpenAPI
// document. Decision 013 explains the rules (docs/decisions/013-seats-waiting-list-check-in.md).
import * as v from 'valibot';
import { REGISTRATION_STATUSES } from './lists';
import { translationsEntry } from './translations';
import { day, timestamp, UuidSchema } from './validators';

// ── Rules ───────────────────────────────────────────────────────────────────────────────────────────────────────

export {
  REGISTRATION_FILTERS,
  REGISTRATION_STATUSES,
  type RegistrationFilter,
  type RegistrationStatus,
} from './lists';

/** The seats a registration takes: one per attendee, '5+' counting as 5. */
export const seatsFor = (attendees: string): number => {
  if (attendees === '5+') return 5;
  const n = Number(attendees);
  return Number.isInteger(n) && n >= 1 && n <= 5 ? n : 1;
};

/** The public event card shows the seats left only when fewer than this remain (its own module: the card loads it). */
export { FEW_SEATS_LEFT } from './seats';
/** The largest capacity staff may give an event. */
export const MAX_CAPACITY = 100_000;

/**
 * A ticket code: 16 characters of Crockford's base32 (0-9 and A-Z without I, L, O, U), 80 random bits, shown in
 * groups of four ("K7QF-2M9X-HB4R-T8WZ") so it can be read out and typed at the door.
 */
export const TICKET_CODE_LENGTH = 16;
export const TICKET_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A typed or scanned code as stored: upper case, without spaces or hyphens, with the letters people confuse read as
 * the digits they look like (O as 0, I and L as 1). Null when it cannot be a ticket code.
 */
export const normalizeTicketCode = (input: string): string | null => {
  const code = input
    .trim()
    .replace(/^.*\/ticket\//i, '') // a scanned link to the ticket page
    .replace(/[\s-]/g, '')
    .toUpperCase()
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (code.length !== TICKET_CODE_LENGTH) return null;
  for (const ch of code) if (!TICKET_ALPHABET.includes(ch)) return null;
  return code;
};

/** A stored code as people read it: four groups of four. */
export const formatTicketCode = (code: string): string => code.match(/.{1,4}/g)?.join('-') ?? code;

/** Addis Ababa's wall time ('YYYY-MM-DDTHH:mm', UTC+3 all year) as the moment it names. */
export const fromAddisWallTime = (wall: string): Date => new Date(`${wall}:00+03:00`);
/** A moment as Addis Ababa's wall time, 'YYYY-MM-DDTHH:mm'. */
export const toAddisWallTime = (moment: Date): string => new Date(moment.getTime() + 3 * 3600_000).toISOString().slice(0, 16);

/** A cancel link is used once; it stays valid until the event's day is over. */
export const CANCEL_TOKEN_BYTES = 32;

// ── Requests ────────────────────────────────────────────────────────────────────────────────────────────────────

const token = () => v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200));

/** POST /api/registrations/cancel/preview and POST /api/registrations/cancel: the token from the link's #token=…. */
export const CancelRequestSchema = v.object({ token: token() });

/**
 * POST /api/admin/events/:id/check-ins: a typed or scanned code (normalized with normalizeTicketCode). A scan saved on
 * a phone while it was offline also sends when it was scanned; the earliest scan of a ticket wins.
 */
export const CheckInRequestSchema = v.object({
  code: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)),
  scannedAt: v.optional(timestamp()),
  /** With `scannedAt`: the `at` of the door list the phone scanned against (the server's clock when it was fetched). */
  listAt: v.optional(timestamp()),
});
export type CheckInRequest = v.InferOutput<typeof CheckInRequestSchema>;

// ── Answers ─────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * What the event fields about seats say, on the public event (GET /api/events, /api/events/:id) and the staff one.
 * `registrationDeadline` is Addis Ababa's wall time, 'YYYY-MM-DDTHH:mm' (what a datetime-local input holds).
 */
export const seatEntries = {
  /** Null: unlimited. */
  capacity: v.nullable(v.number()),
  registrationDeadline: v.nullable(v.string()),
};
/** On the public event: seats left (null when unlimited) and whether it takes registrations now. */
export const publicSeatEntries = {
  ...seatEntries,
  seatsLeft: v.nullable(v.number()),
  /** False after the deadline or once the day is over. */
  registrationOpen: v.boolean(),
};
/**
 * On the staff event list, counted one way (decision 017; cancelled registrations in none of them): `registrations`
 * (in AdminEventSchema) are the confirmed ones, `people` their tickets, `seatsTaken` their seats (the same number);
 * the waiting list's registrations and people; the people checked in.
 */
export const adminSeatEntries = {
  ...seatEntries,
  seatsTaken: v.number(),
  people: v.number(),
  waitlisted: v.number(),
  waitlistedPeople: v.number(),
  /** People (tickets) checked in. */
  checkedIn: v.number(),
};

/** POST /api/events/:id/register answers what became of it. */
export const RegistrationOutcomeSchema = v.object({
  registration: v.object({
    id: UuidSchema,
    eventId: UuidSchema,
    status: v.picklist(['confirmed', 'waitlisted']),
    /** Null: the place in the waiting list is mailed, so the answer is the same for an address registered already. */
    waitlistPosition: v.nullable(v.number()),
    /** Null: the tickets are mailed, never handed to whoever typed the address (decision 019). */
    ticketCode: v.nullable(v.string()),
  }),
});
export type RegistrationOutcome = v.InferOutput<typeof RegistrationOutcomeSchema>;

/** The event a registration, ticket or check-in is for, with its title and place in the other languages (`translations`). */
const ticketEvent = v.object({
  id: UuidSchema,
  title: v.string(),
  date: day(),
  time: v.string(),
  location: v.string(),
  ...translationsEntry,
});

/** What a cancel link would cancel (POST /api/registrations/cancel/preview). */
export const CancelPreviewSchema = v.object({
  registration: v.object({
    id: UuidSchema,
    firstName: v.string(),
    lastName: v.string(),
    attendees: v.string(),
    status: v.picklist(REGISTRATION_STATUSES),
    event: ticketEvent,
  }),
});
export type CancelPreview = v.InferOutput<typeof CancelPreviewSchema>;
/** POST /api/registrations/cancel and POST /api/account/registrations/:id/cancel. */
export const CancelledSchema = v.object({
  registration: v.object({ id: UuidSchema, eventId: UuidSchema, status: v.literal('cancelled'), cancelledAt: timestamp() }),
});
export type Cancelled = v.InferOutput<typeof CancelledSchema>;

/** One person's ticket: its place in the group (1 is the person who registered), the name on it, its code. */
export const PersonTicketSchema = v.object({
  code: v.string(),
  position: v.number(),
  /** The name given for this person; null for an unnamed guest ("Guest 2" in the page's language). */
  name: v.nullable(v.string()),
  checkedInAt: v.nullable(timestamp()),
});
export type PersonTicket = v.InferOutput<typeof PersonTicketSchema>;

/**
 * GET /api/tickets/:code: the ticket page (public to whoever holds the code; noindex, no-store). `code` is the one
 * asked for; with the registration's own code (the first person's, the one its mail and dialog link to) `tickets`
 * holds every person's ticket, with a further person's code only that person's.
 */
export const TicketSchema = v.object({
  ticket: v.object({
    code: v.string(),
    status: v.picklist(REGISTRATION_STATUSES),
    firstName: v.string(),
    lastName: v.string(),
    organization: v.string(),
    attendees: v.string(),
    checkedInAt: v.nullable(timestamp()),
    event: ticketEvent,
    tickets: v.array(PersonTicketSchema),
  }),
});
export type Ticket = v.InferOutput<typeof TicketSchema>;

/** A ticket as the door knows it: one person's (decision 017). */
export const DoorTicketSchema = v.object({
  code: v.string(),
  registrationId: UuidSchema,
  /** First and last name of the person who registered. */
  name: v.string(),
  organization: v.string(),
  attendees: v.string(),
  /** The people this ticket lets in: always 1 (each person of a group has a ticket of their own). */
  seats: v.number(),
  /** Its place in the group: 1 is the person who registered, 2… the people registered with them. */
  position: v.number(),
  /** The name given for a further person; null for the first (see `name`) and for an unnamed guest ("Guest 2"). */
  guestName: v.nullable(v.string()),
  status: v.picklist(REGISTRATION_STATUSES),
  checkedInAt: v.nullable(timestamp()),
  /** The staff member who checked it in. */
  checkedInBy: v.nullable(v.string()),
});
export type DoorTicket = v.InferOutput<typeof DoorTicketSchema>;

/** The running count at the door: people (seats) checked in, of the people confirmed. */
export const DoorCountSchema = v.object({ checkedIn: v.number(), expected: v.number() });
export type DoorCount = v.InferOutput<typeof DoorCountSchema>;

/**
 * GET /api/admin/events/:id/check-in: everything the door needs, kept on the phone (IndexedDB) so scans are checked
 * there when the network drops. Every ticket the event ever issued (cancelled ones too, so they are refused by name).
 */
export const DoorListSchema = v.object({
  event: ticketEvent,
  tickets: v.array(DoorTicketSchema),
  count: DoorCountSchema,
  /** The server's clock when the list was made. */
  at: timestamp(),
});
export type DoorList = v.InferOutput<typeof DoorListSchema>;

/** Why a scan is refused: checked in before, cancelled, still waitlisted, a ticket of another event. */
export const CHECK_IN_REFUSALS = ['alreadyCheckedIn', 'cancelled', 'waitlisted', 'otherEvent'] as const;
export type CheckInRefusal = (typeof CHECK_IN_REFUSALS)[number];

/** 200 from POST /api/admin/events/:id/check-ins: this scan checked the ticket in. */
export const CheckedInSchema = v.object({ ticket: DoorTicketSchema, count: DoorCountSchema });
export type CheckedIn = v.InferOutput<typeof CheckedInSchema>;
/**
 * 409 from it: `{ error, message, refusal, ticket, count, otherEvent? }` (404 for an unknown code). With
 * 'alreadyCheckedIn', `ticket.checkedInAt` and `ticket.checkedInBy` say when and by whom (the earliest scan).
 */
export const CheckInRefusedSchema = v.object({
  error: v.string(),
  /** `events.checkIn.<refusal>`. */
  code: v.string(),
  message: v.string(),
  refusal: v.picklist(CHECK_IN_REFUSALS),
  ticket: DoorTicketSchema,
  count: DoorCountSchema,
  /** With 'otherEvent': the event the ticket is for. */
  otherEvent: v.optional(ticketEvent),
});
export type CheckInRefused = v.InferOutput<typeof CheckInRefusedSchema>;

/** The staff registrations list adds to each row. */
export const adminRegistrationEntries = {
  status: v.picklist(REGISTRATION_STATUSES),
  seats: v.number(),
  ticketCode: v.nullable(v.string()),
  /** The place in the event's waiting list (1 is next), when waitlisted. */
  waitlistPosition: v.nullable(v.number()),
  confirmedAt: v.nullable(timestamp()),
  cancelledAt: v.nullable(timestamp()),
  /** The first of its people checked in, and by whom. */
  checkedInAt: v.nullable(timestamp()),
  checkedInBy: v.nullable(v.string()),
  /** How many of its people (tickets) are checked in. */
  checkedInPeople: v.number(),
  /** The names given for the people after the first ('' where none: "Guest 2"). */
  attendeeNames: v.array(v.string()),
};

/** The person's registrations on /account (GET /api/account), each with the cancel action while it is not over. */
export const accountRegistrationEntries = {
  id: UuidSchema,
  status: v.picklist(REGISTRATION_STATUSES),
  ticketCode: v.nullable(v.string()),
  waitlistPosition: v.nullable(v.number()),
  /** Not cancelled and the event's day not over. */
  cancellable: v.boolean(),
};
