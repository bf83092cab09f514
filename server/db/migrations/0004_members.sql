CREATE TABLE "member_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"application_id" uuid,
	"plan" text NOT NULL,
	"valid_from" date NOT NULL,
	"previous_until" date,
	"valid_until" date NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_number_counters" (
	"ethiopian_year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"company" text NOT NULL,
	"city" text NOT NULL,
	"plan" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"list_in_directory" boolean DEFAULT false NOT NULL,
	"verification_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "membership_applications" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "membership_applications" ADD COLUMN "member_id" uuid;--> statement-breakpoint
ALTER TABLE "member_history" ADD CONSTRAINT "member_history_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_history" ADD CONSTRAINT "member_history_application_id_membership_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."membership_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_history" ADD CONSTRAINT "member_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_history_member_idx" ON "member_history" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_number_idx" ON "members" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "members_email_lower_idx" ON "members" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "members_verification_code_idx" ON "members" USING btree ("verification_code");--> statement-breakpoint
CREATE INDEX "members_valid_until_idx" ON "members" USING btree ("valid_until");--> statement-breakpoint
ALTER TABLE "membership_applications" ADD CONSTRAINT "membership_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_member_idx" ON "membership_applications" USING btree ("member_id");