// The migration to one ticket per person (decision 017): a database at the migration before it, with registrations and
// check-ins, is migrated; each confirmed registration has a ticket per seat, the first keeping its code; a checked-in
// group has every ticket checked in (the door's count of people unchanged); a waitlisted one has none.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, openPglite } from '../../server/db/client';
import { migrationFiles, runMigrations } from '../support/migrations';

let database: Database;

const target = migrationFiles.find((f) => f.includes('one_ticket_per_person'))!;

beforeAll(async () => {
  database = await openPglite(null);
});
afterAll(async () => {
  await database?.close();
});

it('gives existing registrations a ticket per person, keeping their code, and keeps the door count of people', async () => {
  await runMigrations(database, migrationFiles.slice(0, migrationFiles.indexOf(target)));
  const [event] = await database.query<{ id: string }>(
    `insert into events (title, description, date, location) values ('Assembly', 'd', '2030-05-01', 'ICT Park') returning id`,
    [],
  );
  const register = async (email: string, attendees: string, seats: number, status: string, code: string | null) =>
    (
      await database.query<{ id: string }>(
        `insert into event_registrations (event_id, first_name, last_name, email, phone, organization, position, attendees, seats, status, ticket_code)
         values ($1, 'A', 'B', $2, '1', 'o', 'p', $3, $4, $5, $6) returning id`,
        [event!.id, email, attendees, seats, status, code],
      )
    )[0]!.id;
  const group = await register('group@example.org', '5+', 5, 'confirmed', 'AAAABBBBCCCCDDDD');
  const single = await register('single@example.org', '1', 1, 'confirmed', 'EEEEFFFFGGGGHHHH');
  const waiting = await register('wait@example.org', '2', 2, 'waitlisted', null);
  await database.query(
    `insert into check_ins (registration_id, event_id, checked_in_at, checked_in_by_name) values ($1, $2, '2030-05-01T06:00:00Z', 'Door')`,
    [group, event!.id],
  );

  await runMigrations(database, [target]);

  const tickets = await database.query<{ registration_id: string; position: number; code: string }>(
    'select registration_id, position, code from tickets order by registration_id, position',
    [],
  );
  const of = (id: string) => tickets.filter((t) => t.registration_id === id);
  expect(of(group).map((t) => t.position)).toEqual([1, 2, 3, 4, 5]);
  expect(of(group)[0]!.code).toBe('AAAABBBBCCCCDDDD');
  expect(of(single).map((t) => t.code)).toEqual(['EEEEFFFFGGGGHHHH']);
  expect(of(waiting)).toEqual([]);
  expect(new Set(tickets.map((t) => t.code)).size).toBe(6);
  for (const t of tickets) expect(t.code).toMatch(/^[0-9A-Z]{16}$/);

  const checked = await database.query<{ n: number; at: string }>(
    `select count(*)::int as n, min(checked_in_at)::text as at from check_ins where registration_id = $1`,
    [group],
  );
  expect(checked[0]!.n).toBe(5);
  // One per ticket now: checking a ticket in twice is refused by the key.
  const first = of(group)[0]!;
  await expect(
    database.query(
      `insert into check_ins (ticket_id, registration_id, event_id, checked_in_at, checked_in_by_name)
       select id, registration_id, event_id, now(), 'Again' from tickets where code = $1`,
      [first.code],
    ),
  ).rejects.toThrow();
  const names = await database.query<{ attendee_names: unknown }>('select attendee_names from event_registrations where id = $1', [group]);
  expect(names[0]!.attendee_names).toEqual([]);
});
