// A registration as the staff lists and actions give it: the person, the event, the seat, the tickets' check-ins.
import { sql } from 'drizzle-orm';
import { checkIns, eventRegistrations, events } from '../../db/schema';
import { waitlistPositionColumn } from './seats';

/** A registration's columns in the staff list. */
export const regColumns = {
  id: eventRegistrations.id,
  eventId: eventRegistrations.eventId,
  eventTitle: events.title,
  eventDate: events.date,
  firstName: eventRegistrations.firstName,
  lastName: eventRegistrations.lastName,
  email: eventRegistrations.email,
  phone: eventRegistrations.phone,
  organization: eventRegistrations.organization,
  position: eventRegistrations.position,
  attendees: eventRegistrations.attendees,
  dietaryRequirements: eventRegistrations.dietaryRequirements,
  specialRequirements: eventRegistrations.specialRequirements,
  createdAt: eventRegistrations.createdAt,
  status: eventRegistrations.status,
  seats: eventRegistrations.seats,
  ticketCode: eventRegistrations.ticketCode,
  waitlistPosition: waitlistPositionColumn,
  confirmedAt: eventRegistrations.confirmedAt,
  cancelledAt: eventRegistrations.cancelledAt,
  attendeeNames: eventRegistrations.attendeeNames,
  // A group's people check in one by one (a check-in per ticket): the first one's time and staff member, and how many.
  checkedInAt:
    sql<Date | null>`(select min(ci."checked_in_at") from "check_ins" ci where ci."registration_id" = "event_registrations"."id")`.mapWith(
      checkIns.checkedInAt,
    ),
  checkedInBy: sql<
    string | null
  >`(select ci."checked_in_by_name" from "check_ins" ci where ci."registration_id" = "event_registrations"."id" order by ci."checked_in_at" limit 1)`,
  checkedInPeople: sql<number>`(select cast(count(*) as integer) from "check_ins" ci where ci."registration_id" = "event_registrations"."id")`,
};

/** A registration's times as the answers give them (ISO 8601). */
export const presentRegistration = <
  R extends { createdAt: Date; confirmedAt: Date | null; cancelledAt: Date | null; checkedInAt: Date | null },
>(
  r: R,
) => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  confirmedAt: r.confirmedAt?.toISOString() ?? null,
  cancelledAt: r.cancelledAt?.toISOString() ?? null,
  checkedInAt: r.checkedInAt?.toISOString() ?? null,
});
