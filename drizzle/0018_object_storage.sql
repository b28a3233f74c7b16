ALTER TABLE "stored_files" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "storage" varchar(10) DEFAULT 'database' NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_storage_check" CHECK ("stored_files"."storage" in ('database', 's3'));--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_bytes_check" CHECK (("stored_files"."storage" = 'database') = ("stored_files"."bytes" is not null));