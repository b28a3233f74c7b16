CREATE TABLE "mail_opt_outs" (
	"user_id" integer NOT NULL,
	"kind" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_opt_outs_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "mail_opt_outs_kind_check" CHECK ("mail_opt_outs"."kind" in ('document_delivered', 'capital_call_issued', 'distribution_issued'))
);
--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_opt_outs" ADD CONSTRAINT "mail_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_messages_status_id_idx" ON "mail_messages" USING btree ("status","id");