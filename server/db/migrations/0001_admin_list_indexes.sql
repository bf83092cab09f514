-- pg_trgm: substring search (ilike '%term%') on the staff lists through GIN indexes. PGlite loads it from @electric-sql/pglite/contrib/pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "messages_status_idx";--> statement-breakpoint
DROP INDEX "applications_status_idx";--> statement-breakpoint
CREATE INDEX "messages_status_created_idx" ON "contact_messages" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "messages_search_idx" ON "contact_messages" USING gin (("name" || E'\n' || "email" || E'\n' || "subject" || E'\n' || "message" || E'\n' || "organization") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "registrations_event_created_idx" ON "event_registrations" USING btree ("event_id","created_at","id");--> statement-breakpoint
CREATE INDEX "registrations_search_idx" ON "event_registrations" USING gin (("first_name" || E'\n' || "last_name" || E'\n' || "email" || E'\n' || "organization") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_status_created_idx" ON "membership_applications" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_search_idx" ON "membership_applications" USING gin (("first_name" || ' ' || "last_name" || E'\n' || "email" || E'\n' || "company" || E'\n' || "city" || E'\n' || "membership_type") gin_trgm_ops);