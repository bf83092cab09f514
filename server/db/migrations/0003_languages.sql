ALTER TABLE "blog_posts" ADD COLUMN "title_am" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "description_am" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "content_am" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "title_am" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "description_am" text;--> statement-breakpoint
ALTER TABLE "membership_applications" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "title_am" text;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "description_am" text;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "content_am" text;