CREATE TABLE "check_ins" (
	"registration_id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"checked_in_at" timestamp with time zone NOT NULL,
	"checked_in_by" uuid,
	"checked_in_by_name" text NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "registrations_event_email_idx";--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "status" text DEFAULT 'confirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "seats" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "ticket_code" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "cancel_token_hash" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registration_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_ins_event_idx" ON "check_ins" USING btree ("event_id","checked_in_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_ticket_code_idx" ON "event_registrations" USING btree ("ticket_code");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_cancel_token_idx" ON "event_registrations" USING btree ("cancel_token_hash");--> statement-breakpoint
CREATE INDEX "registrations_event_status_idx" ON "event_registrations" USING btree ("event_id","status","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_event_email_idx" ON "event_registrations" USING btree ("event_id",lower("email")) WHERE "event_registrations"."status" <> 'cancelled';--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_capacity_positive" CHECK ("events"."capacity" is null or "events"."capacity" > 0);--> statement-breakpoint
-- Registrations made before seats were counted: each holds the seats of its attendees ('5+' as 5), was confirmed when
-- it was made, and gets a ticket code (16 hex digits from the CSPRNG behind gen_random_uuid, a subset of the Crockford
-- base32 alphabet new codes use).
UPDATE "event_registrations" SET
  "seats" = CASE WHEN "attendees" = '5+' THEN 5 WHEN "attendees" ~ '^[1-4]$' THEN "attendees"::integer ELSE 1 END,
  "confirmed_at" = "created_at",
  "ticket_code" = upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 16));
