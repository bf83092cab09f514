ALTER TABLE "events" ADD COLUMN "seats_taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "events" e SET "seats_taken" = coalesce((SELECT sum(r."seats") FROM "event_registrations" r WHERE r."event_id" = e."id" AND r."status" = 'confirmed'), 0);--> statement-breakpoint
-- The seats an event's confirmed registrations hold, kept in the statement that changes them: statement triggers
-- with transition tables, so a bulk insert updates each event's row once, and an update that moves no seat (a new
-- cancel link, an erased name) leaves the event's row alone and takes no lock on it.
CREATE FUNCTION "event_seats_taken_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "events" e SET "seats_taken" = e."seats_taken" + d.n
    FROM (SELECT "event_id", sum("seats")::integer AS n FROM new_rows WHERE "status" = 'confirmed' GROUP BY "event_id") d
    WHERE e."id" = d."event_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "events" e SET "seats_taken" = e."seats_taken" - d.n
    FROM (SELECT "event_id", sum("seats")::integer AS n FROM old_rows WHERE "status" = 'confirmed' GROUP BY "event_id") d
    WHERE e."id" = d."event_id";
  ELSE
    UPDATE "events" e SET "seats_taken" = e."seats_taken" + d.n
    FROM (
      SELECT "event_id", sum(n)::integer AS n FROM (
        SELECT "event_id", "seats" AS n FROM new_rows WHERE "status" = 'confirmed'
        UNION ALL
        SELECT "event_id", -"seats" AS n FROM old_rows WHERE "status" = 'confirmed'
      ) moved GROUP BY "event_id" HAVING sum(n) <> 0
    ) d
    WHERE e."id" = d."event_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "event_registrations_seats_insert" AFTER INSERT ON "event_registrations"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "event_seats_taken_follow"();--> statement-breakpoint
CREATE TRIGGER "event_registrations_seats_update" AFTER UPDATE ON "event_registrations"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "event_seats_taken_follow"();--> statement-breakpoint
CREATE TRIGGER "event_registrations_seats_delete" AFTER DELETE ON "event_registrations"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "event_seats_taken_follow"();
