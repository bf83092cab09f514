// Registrations with tickets stored straight in the database (as the register route would store them: one ticket per
// person, the first with the registration's code), for the door's tests and the door benchmark.
import { seatsFor } from '../../contract/assembly';
import type { Db } from '../../server/db/client';
import { eventRegistrations, tickets } from '../../server/db/schema';
import { newTicketCode } from '../../server/features/events/seats';

type RegistrationValues = Partial<typeof eventRegistrations.$inferInsert>;

/** `n` registrations of `eventId` (confirmed with a ticket unless `over` says otherwise); the stored rows. */
export async function insertTickets(db: Db, eventId: string, n: number, over: (i: number) => RegistrationValues = () => ({})) {
  const rows = Array.from({ length: n }, (_, i) => {
    const values = over(i);
    const status = values.status ?? 'confirmed';
    const attendees = values.attendees ?? '1';
    return {
      eventId,
      firstName: `Guest${i}`,
      lastName: `Person${String(i).padStart(4, '0')}`,
      email: `guest${i}-${newTicketCode().toLowerCase()}@example.org`,
      phone: '0911223344',
      organization: `Farm ${i}`,
      position: 'Farmer',
      attendees,
      seats: seatsFor(attendees),
      status,
      ticketCode: status === 'waitlisted' ? null : newTicketCode(),
      confirmedAt: status === 'waitlisted' ? null : new Date(),
      cancelledAt: status === 'cancelled' ? new Date() : null,
      ...values,
    };
  });
  const stored: (typeof eventRegistrations.$inferSelect)[] = [];
  // In batches: one insert of thousands of rows would pass PostgreSQL's limit of parameters.
  for (let i = 0; i < rows.length; i += 500)
    stored.push(
      ...(await db
        .insert(eventRegistrations)
        .values(rows.slice(i, i + 500))
        .returning()),
    );
  const people = stored.flatMap((r) =>
    r.ticketCode
      ? Array.from({ length: r.seats }, (_, i) => ({
          registrationId: r.id,
          eventId: r.eventId,
          position: i + 1,
          code: i === 0 ? r.ticketCode! : newTicketCode(),
        }))
      : [],
  );
  for (let i = 0; i < people.length; i += 500) await db.insert(tickets).values(people.slice(i, i + 500));
  return stored;
}
