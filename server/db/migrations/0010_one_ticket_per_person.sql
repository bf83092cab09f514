CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"code" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "attendee_names" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Registrations with a ticket before tickets were per person (decision 017): the first person keeps the registration's
-- code; each further seat ('5+' counts 5) gets a code of 16 hex digits from the CSPRNG behind gen_random_uuid (a
-- subset of the Crockford base32 alphabet new codes use), so a group of five has five tickets, as a new one would.
INSERT INTO "tickets" ("registration_id", "event_id", "position", "code")
SELECT r."id", r."event_id", g.n,
  CASE WHEN g.n = 1 THEN r."ticket_code" ELSE upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 16)) END
FROM "event_registrations" r CROSS JOIN LATERAL generate_series(1, greatest(r."seats", 1)) AS g(n)
WHERE r."ticket_code" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_code_idx" ON "tickets" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_registration_position_idx" ON "tickets" USING btree ("registration_id","position");--> statement-breakpoint
CREATE INDEX "tickets_event_idx" ON "tickets" USING btree ("event_id");--> statement-breakpoint
-- A check-in was per registration and counted its seats: the group came in together, so each of its tickets is
-- checked in at that moment, by that staff member, and the door's count of people stays what it was.
ALTER TABLE "check_ins" ADD COLUMN "ticket_id" uuid;--> statement-breakpoint
ALTER TABLE "check_ins" DROP CONSTRAINT "check_ins_pkey";--> statement-breakpoint
INSERT INTO "check_ins" ("ticket_id", "registration_id", "event_id", "checked_in_at", "checked_in_by", "checked_in_by_name", "offline", "recorded_at")
SELECT t."id", ci."registration_id", ci."event_id", ci."checked_in_at", ci."checked_in_by", ci."checked_in_by_name", ci."offline", ci."recorded_at"
FROM "check_ins" ci JOIN "tickets" t ON t."registration_id" = ci."registration_id";--> statement-breakpoint
DELETE FROM "check_ins" WHERE "ticket_id" IS NULL;--> statement-breakpoint
ALTER TABLE "check_ins" ALTER COLUMN "registration_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "check_ins" ALTER COLUMN "ticket_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "check_ins" ADD PRIMARY KEY ("ticket_id");--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;
