CREATE TABLE "account_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "acknowledgement_counters" (
	"ethiopian_year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_reminders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"valid_until" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_history" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "member_history" ADD COLUMN "list_in_directory" boolean;--> statement-breakpoint
ALTER TABLE "member_history" ADD COLUMN "acknowledgement_number" text;--> statement-breakpoint
ALTER TABLE "member_history" ADD COLUMN "amount" integer;--> statement-breakpoint
ALTER TABLE "membership_applications" ADD COLUMN "kind" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_applications" ADD COLUMN "list_in_directory" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "member_reminders" ADD CONSTRAINT "member_reminders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_links_email_idx" ON "account_links" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "account_sessions_email_idx" ON "account_sessions" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "member_reminders_once_idx" ON "member_reminders" USING btree ("member_id","kind","valid_until");--> statement-breakpoint
CREATE UNIQUE INDEX "member_history_acknowledgement_idx" ON "member_history" USING btree ("acknowledgement_number");