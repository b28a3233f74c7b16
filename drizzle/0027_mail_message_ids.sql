ALTER TABLE "mail_messages" ADD COLUMN "message_uuid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "unsubscribe_url" varchar(500);