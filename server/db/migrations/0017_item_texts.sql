-- Staff texts in the other languages move from a column per language to a row per item and language; the Amharic
-- columns' texts become the 'am' rows.
CREATE TABLE "blog_post_texts" (
	"post_id" text NOT NULL,
	"lang" text NOT NULL,
	"title" text,
	"description" text,
	"content" text,
	"author" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "blog_post_texts_post_id_lang_pk" PRIMARY KEY("post_id","lang")
);
--> statement-breakpoint
CREATE TABLE "event_texts" (
	"event_id" uuid NOT NULL,
	"lang" text NOT NULL,
	"title" text,
	"description" text,
	"location" text,
	CONSTRAINT "event_texts_event_id_lang_pk" PRIMARY KEY("event_id","lang")
);
--> statement-breakpoint
CREATE TABLE "resource_texts" (
	"resource_id" text NOT NULL,
	"lang" text NOT NULL,
	"title" text,
	"description" text,
	"content" text,
	CONSTRAINT "resource_texts_resource_id_lang_pk" PRIMARY KEY("resource_id","lang")
);
--> statement-breakpoint
ALTER TABLE "blog_post_texts" ADD CONSTRAINT "blog_post_texts_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "event_texts" ADD CONSTRAINT "event_texts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_texts" ADD CONSTRAINT "resource_texts_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
INSERT INTO "event_texts" ("event_id", "lang", "title", "description", "location")
  SELECT "id", 'am', nullif(btrim("title_am", E' \t\r\n'), ''), nullif(btrim("description_am", E' \t\r\n'), ''), nullif(btrim("location_am", E' \t\r\n'), '') FROM "events"
  WHERE coalesce(nullif(btrim("title_am", E' \t\r\n'), ''), nullif(btrim("description_am", E' \t\r\n'), ''), nullif(btrim("location_am", E' \t\r\n'), '')) IS NOT NULL;--> statement-breakpoint
INSERT INTO "blog_post_texts" ("post_id", "lang", "title", "description", "content", "author", "tags")
  SELECT "id", 'am', nullif(btrim("title_am", E' \t\r\n'), ''), nullif(btrim("description_am", E' \t\r\n'), ''), nullif(btrim("content_am", E' \t\r\n'), ''), nullif(btrim("author_am", E' \t\r\n'), ''), "tags_am" FROM "blog_posts"
  WHERE coalesce(nullif(btrim("title_am", E' \t\r\n'), ''), nullif(btrim("description_am", E' \t\r\n'), ''), nullif(btrim("content_am", E' \t\r\n'), ''), nullif(btrim("author_am", E' \t\r\n'), '')) IS NOT NULL
    OR cardinality("tags_am") > 0;--> statement-breakpoint
INSERT INTO "resource_texts" ("resource_id", "lang", "title", "description", "content")
  SELECT "id", 'am', nullif(btrim("title_am", E' \t\r\n'), ''), nullif(btrim("description_am", E' \t\r\n'), ''), nullif(btrim("content_am", E' \t\r\n'), '') FROM "resources"
  WHERE coalesce(nullif(btrim("title_am", E' \t\r\n'), ''), nullif(btrim("description_am", E' \t\r\n'), ''), nullif(btrim("content_am", E' \t\r\n'), '')) IS NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" DROP COLUMN "title_am";--> statement-breakpoint
ALTER TABLE "blog_posts" DROP COLUMN "description_am";--> statement-breakpoint
ALTER TABLE "blog_posts" DROP COLUMN "content_am";--> statement-breakpoint
ALTER TABLE "blog_posts" DROP COLUMN "author_am";--> statement-breakpoint
ALTER TABLE "blog_posts" DROP COLUMN "tags_am";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "title_am";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "description_am";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "location_am";--> statement-breakpoint
ALTER TABLE "resources" DROP COLUMN "title_am";--> statement-breakpoint
ALTER TABLE "resources" DROP COLUMN "description_am";--> statement-breakpoint
ALTER TABLE "resources" DROP COLUMN "content_am";