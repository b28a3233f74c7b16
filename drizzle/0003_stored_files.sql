CREATE TABLE "stored_files" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "investor_documents" DROP CONSTRAINT "investor_documents_kind_check";--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "storage_key" varchar(255);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" varchar(50);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mailing_address" varchar(500);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "fund_i_access_granted_at" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "fund_ii_access_granted_at" date;--> statement-breakpoint
-- Hand-added: a database seeded before files were stored names storage keys without files. Empty
-- placeholders let the foreign keys below be added; the demo seed replaces them with the real files,
-- and a download treats an empty file as not available yet.
INSERT INTO "stored_files" ("key", "content_type", "bytes")
SELECT DISTINCT "storage_key", 'application/pdf', ''::bytea FROM "investor_documents" WHERE "storage_key" IS NOT NULL
ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
ALTER TABLE "investor_documents" ADD CONSTRAINT "investor_documents_storage_key_stored_files_key_fk" FOREIGN KEY ("storage_key") REFERENCES "public"."stored_files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_storage_key_stored_files_key_fk" FOREIGN KEY ("storage_key") REFERENCES "public"."stored_files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_documents" ADD CONSTRAINT "investor_documents_kind_check" CHECK ("investor_documents"."kind" in ('subscription', 'statement_quarterly', 'statement_monthly', 'statement_tax', 'report', 'legal'));