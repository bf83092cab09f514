CREATE TABLE "legal_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"title_en" text NOT NULL,
	"body_en" text NOT NULL,
	"title_am" text NOT NULL,
	"body_am" text NOT NULL,
	"published_by" uuid,
	"published_by_name" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"retention_days" integer DEFAULT 730 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_settings_one_row" CHECK ("privacy_settings"."id" = 1),
	CONSTRAINT "privacy_settings_retention_days" CHECK ("privacy_settings"."retention_days" between 30 and 3650)
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "terms_version" integer;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "privacy_version" integer;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "terms_version" integer;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "privacy_version" integer;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "membership_applications" ADD COLUMN "terms_version" integer;--> statement-breakpoint
ALTER TABLE "membership_applications" ADD COLUMN "privacy_version" integer;--> statement-breakpoint
ALTER TABLE "membership_applications" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "legal_documents" ADD CONSTRAINT "legal_documents_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_settings" ADD CONSTRAINT "privacy_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "legal_documents_kind_version_idx" ON "legal_documents" USING btree ("kind","version");