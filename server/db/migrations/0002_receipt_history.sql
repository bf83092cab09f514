-- Receipt history: a re-upload adds a row instead of overwriting the application's only one. Each existing receipt is
-- kept as it is and gets an id (numbered in table order: one receipt per application so far, so no order is lost).
ALTER TABLE "receipts" DROP CONSTRAINT "receipts_pkey";--> statement-breakpoint
ALTER TABLE "receipts" ALTER COLUMN "application_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "id" bigserial PRIMARY KEY NOT NULL;--> statement-breakpoint
CREATE INDEX "receipts_application_idx" ON "receipts" USING btree ("application_id","id");
