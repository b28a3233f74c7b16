CREATE TABLE "entity_bank_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "entity_bank_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entity_id" integer NOT NULL,
	"bank_name" varchar(255) NOT NULL,
	"account_name" varchar(255) NOT NULL,
	"routing_encrypted" text NOT NULL,
	"routing_last4" varchar(4) NOT NULL,
	"account_encrypted" text NOT NULL,
	"account_last4" varchar(4) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmation_token_hash" varchar(64),
	"confirmation_expires_at" timestamp with time zone,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "entity_bank_accounts_confirmation_token_hash_unique" UNIQUE("confirmation_token_hash"),
	CONSTRAINT "entity_bank_accounts_status_check" CHECK ("entity_bank_accounts"."status" in ('pending', 'active', 'replaced', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "entity_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "entity_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entity_id" integer NOT NULL,
	"email" varchar(255) NOT NULL,
	"name" varchar(255),
	"role" varchar(20) NOT NULL,
	"notice_kinds" varchar(40)[],
	"token_hash" varchar(64) NOT NULL,
	"invited_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entity_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "entity_invitations_role_check" CHECK ("entity_invitations"."role" in ('signatory', 'delegate', 'viewer', 'notices'))
);
--> statement-breakpoint
CREATE TABLE "position_transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "position_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fund_type" varchar(20) NOT NULL,
	"from_entity_id" integer NOT NULL,
	"to_entity_id" integer NOT NULL,
	"effective_date" date NOT NULL,
	"commitment_cents" bigint NOT NULL,
	"contributed_cents" bigint DEFAULT 0 NOT NULL,
	"distributed_cents" bigint DEFAULT 0 NOT NULL,
	"note" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "position_transfers_amount_check" CHECK ("position_transfers"."commitment_cents" > 0),
	CONSTRAINT "position_transfers_moved_check" CHECK ("position_transfers"."contributed_cents" >= 0 and "position_transfers"."distributed_cents" >= 0),
	CONSTRAINT "position_transfers_fund_type_check" CHECK ("position_transfers"."fund_type" in ('Fund I', 'Fund II')),
	CONSTRAINT "position_transfers_parties_check" CHECK ("position_transfers"."from_entity_id" <> "position_transfers"."to_entity_id")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "investing_entity_id" integer;--> statement-breakpoint
ALTER TABLE "entity_roles" ADD COLUMN "notice_kinds" varchar(40)[];--> statement-breakpoint
ALTER TABLE "investing_entities" ADD COLUMN "tax_classification" varchar(60);--> statement-breakpoint
ALTER TABLE "investing_entities" ADD COLUMN "tax_id_encrypted" text;--> statement-breakpoint
ALTER TABLE "investing_entities" ADD COLUMN "tax_id_last4" varchar(4);--> statement-breakpoint
ALTER TABLE "investing_entities" ADD COLUMN "tax_form_kind" varchar(10);--> statement-breakpoint
ALTER TABLE "investing_entities" ADD COLUMN "tax_form_status" varchar(10) DEFAULT 'missing' NOT NULL;--> statement-breakpoint
ALTER TABLE "investing_entities" ADD COLUMN "tax_form_file_key" varchar(255);--> statement-breakpoint
ALTER TABLE "investing_entities" ADD COLUMN "tax_form_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "entity_bank_accounts" ADD CONSTRAINT "entity_bank_accounts_entity_id_investing_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."investing_entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_bank_accounts" ADD CONSTRAINT "entity_bank_accounts_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_bank_accounts" ADD CONSTRAINT "entity_bank_accounts_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_invitations" ADD CONSTRAINT "entity_invitations_entity_id_investing_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."investing_entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_invitations" ADD CONSTRAINT "entity_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_invitations" ADD CONSTRAINT "entity_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_invitations" ADD CONSTRAINT "entity_invitations_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_transfers" ADD CONSTRAINT "position_transfers_from_entity_id_investing_entities_id_fk" FOREIGN KEY ("from_entity_id") REFERENCES "public"."investing_entities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_transfers" ADD CONSTRAINT "position_transfers_to_entity_id_investing_entities_id_fk" FOREIGN KEY ("to_entity_id") REFERENCES "public"."investing_entities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_transfers" ADD CONSTRAINT "position_transfers_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entity_bank_accounts_active_unique" ON "entity_bank_accounts" USING btree ("entity_id") WHERE "entity_bank_accounts"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "entity_bank_accounts_pending_unique" ON "entity_bank_accounts" USING btree ("entity_id") WHERE "entity_bank_accounts"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "entity_bank_accounts_entity_idx" ON "entity_bank_accounts" USING btree ("entity_id","created_at");--> statement-breakpoint
CREATE INDEX "entity_invitations_entity_idx" ON "entity_invitations" USING btree ("entity_id","created_at");--> statement-breakpoint
CREATE INDEX "entity_invitations_email_idx" ON "entity_invitations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "position_transfers_from_idx" ON "position_transfers" USING btree ("from_entity_id","effective_date");--> statement-breakpoint
CREATE INDEX "position_transfers_to_idx" ON "position_transfers" USING btree ("to_entity_id","effective_date");--> statement-breakpoint
CREATE INDEX "position_transfers_fund_idx" ON "position_transfers" USING btree ("fund_type","effective_date");--> statement-breakpoint
ALTER TABLE "investing_entities" ADD CONSTRAINT "investing_entities_tax_form_file_key_stored_files_key_fk" FOREIGN KEY ("tax_form_file_key") REFERENCES "public"."stored_files"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_investing_entity_at_idx" ON "audit_log" USING btree ("investing_entity_id","at","id");--> statement-breakpoint
ALTER TABLE "investing_entities" ADD CONSTRAINT "investing_entities_tax_form_kind_check" CHECK ("investing_entities"."tax_form_kind" in ('W-9', 'W-8BEN', 'W-8BEN-E'));--> statement-breakpoint
ALTER TABLE "investing_entities" ADD CONSTRAINT "investing_entities_tax_form_status_check" CHECK ("investing_entities"."tax_form_status" in ('missing', 'received', 'accepted', 'rejected'));