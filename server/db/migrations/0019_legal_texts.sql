-- A published terms or privacy notice keeps its texts in the other languages as rows per language, as an event's texts
-- do (0017); each version's Amharic becomes its 'am' row.
CREATE TABLE "legal_document_texts" (
	"document_id" bigint NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "legal_document_texts_document_id_lang_pk" PRIMARY KEY("document_id","lang")
);
--> statement-breakpoint
ALTER TABLE "legal_document_texts" ADD CONSTRAINT "legal_document_texts_document_id_legal_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."legal_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "legal_document_texts" ("document_id", "lang", "title", "body")
  SELECT "id", 'am', "title_am", "body_am" FROM "legal_documents";--> statement-breakpoint
ALTER TABLE "legal_documents" DROP COLUMN "title_am";--> statement-breakpoint
ALTER TABLE "legal_documents" DROP COLUMN "body_am";