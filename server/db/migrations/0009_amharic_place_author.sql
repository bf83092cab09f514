ALTER TABLE "blog_posts" ADD COLUMN "author_am" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "location_am" text;