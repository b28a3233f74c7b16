CREATE TABLE "data_room_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_room_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"offering_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"action" varchar(10) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" varchar(64),
	CONSTRAINT "data_room_events_action_check" CHECK ("data_room_events"."action" in ('view', 'download'))
);
--> statement-breakpoint
CREATE TABLE "offering_access" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offering_access_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"offering_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"prospect_id" integer,
	"invited_at" timestamp with time zone,
	"invited_by" integer,
	"confidentiality_accepted_at" timestamp with time zone,
	"confidentiality_text" text,
	"accepted_ip" varchar(64),
	"accepted_user_agent" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offering_access_accepted_check" CHECK (("offering_access"."confidentiality_accepted_at" is null) = ("offering_access"."confidentiality_text" is null))
);
--> statement-breakpoint
CREATE TABLE "offering_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offering_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"offering_id" integer NOT NULL,
	"kind" varchar(30) NOT NULL,
	"title" varchar(200) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"file_key" varchar(255) NOT NULL,
	"byte_size" integer NOT NULL,
	"uploaded_by" integer,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offering_documents_kind_check" CHECK ("offering_documents"."kind" in ('ppm', 'lpa', 'subscription_agreement', 'other'))
);
--> statement-breakpoint
CREATE TABLE "offerings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offerings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fund_type" varchar(50) NOT NULL,
	"name" varchar(200) NOT NULL,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"exemption" varchar(5) NOT NULL,
	"minimum_commitment_cents" bigint NOT NULL,
	"requires_qualified_purchaser" boolean DEFAULT false NOT NULL,
	"first_close_date" date,
	"final_close_date" date,
	"confidentiality_notice" text NOT NULL,
	"first_sale_date" date,
	"form_d_filed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offerings_status_check" CHECK ("offerings"."status" in ('draft', 'open', 'closed')),
	CONSTRAINT "offerings_exemption_check" CHECK ("offerings"."exemption" in ('506b', '506c')),
	CONSTRAINT "offerings_fund_type_check" CHECK ("offerings"."fund_type" in ('Fund I', 'Fund II')),
	CONSTRAINT "offerings_minimum_check" CHECK ("offerings"."minimum_commitment_cents" > 0),
	CONSTRAINT "offerings_close_dates_check" CHECK ("offerings"."final_close_date" is null or "offerings"."first_close_date" is null or "offerings"."final_close_date" >= "offerings"."first_close_date")
);
--> statement-breakpoint
CREATE TABLE "accreditations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accreditations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entity_id" integer NOT NULL,
	"subscription_id" integer,
	"method" varchar(30) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"evidence_file_key" varchar(255),
	"evidence_file_name" varchar(255),
	"letter_date" date,
	"bases" varchar(40)[],
	"submitted_by" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"expires_on" date,
	"note" varchar(1000),
	CONSTRAINT "accreditations_method_check" CHECK ("accreditations"."method" in ('representation', 'letter', 'income_evidence', 'net_worth_evidence', 'minimum_investment')),
	CONSTRAINT "accreditations_status_check" CHECK ("accreditations"."status" in ('pending', 'verified', 'rejected')),
	CONSTRAINT "accreditations_expiry_check" CHECK (("accreditations"."status" = 'verified') = ("accreditations"."expires_on" is not null))
);
--> statement-breakpoint
CREATE TABLE "subscription_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"field" varchar(100) NOT NULL,
	"comment" varchar(2000) NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscription_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"from_status" varchar(20),
	"to_status" varchar(20) NOT NULL,
	"actor_user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" varchar(2000)
);
--> statement-breakpoint
CREATE TABLE "subscription_signatures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" varchar(20) NOT NULL,
	"signer_name" varchar(200) NOT NULL,
	"signer_email" varchar(255) NOT NULL,
	"typed_name" varchar(200) NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" varchar(64) NOT NULL,
	"user_agent" varchar(500) NOT NULL,
	"sign_in_method" varchar(60) NOT NULL,
	"document_sha256" varchar(64) NOT NULL,
	"voided_at" timestamp with time zone,
	CONSTRAINT "subscription_signatures_role_check" CHECK ("subscription_signatures"."role" in ('investor', 'countersigner'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"offering_id" integer NOT NULL,
	"entity_id" integer NOT NULL,
	"started_by" integer NOT NULL,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"answers_version" integer DEFAULT 0 NOT NULL,
	"commitment_cents" bigint,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decline_reason" varchar(1000),
	"signed_document_sha256" varchar(64),
	"executed_file_key" varchar(255),
	"executed_sha256" varchar(64),
	"executed_at" timestamp with time zone,
	"investor_document_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('draft', 'submitted', 'pending_revision', 'approved', 'countersigned', 'executed', 'declined', 'withdrawn')),
	CONSTRAINT "subscriptions_commitment_check" CHECK ("subscriptions"."commitment_cents" is null or "subscriptions"."commitment_cents" > 0),
	CONSTRAINT "subscriptions_executed_check" CHECK (("subscriptions"."status" = 'executed') = ("subscriptions"."executed_file_key" is not null and "subscriptions"."executed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "kyc_matches" DROP CONSTRAINT "kyc_matches_subject_check";--> statement-breakpoint
ALTER TABLE "data_room_events" ADD CONSTRAINT "data_room_events_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_events" ADD CONSTRAINT "data_room_events_document_id_offering_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."offering_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_events" ADD CONSTRAINT "data_room_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_access" ADD CONSTRAINT "offering_access_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_access" ADD CONSTRAINT "offering_access_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_access" ADD CONSTRAINT "offering_access_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_access" ADD CONSTRAINT "offering_access_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_documents" ADD CONSTRAINT "offering_documents_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_documents" ADD CONSTRAINT "offering_documents_file_key_stored_files_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."stored_files"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_documents" ADD CONSTRAINT "offering_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accreditations" ADD CONSTRAINT "accreditations_entity_id_investing_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."investing_entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accreditations" ADD CONSTRAINT "accreditations_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accreditations" ADD CONSTRAINT "accreditations_evidence_file_key_stored_files_key_fk" FOREIGN KEY ("evidence_file_key") REFERENCES "public"."stored_files"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accreditations" ADD CONSTRAINT "accreditations_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accreditations" ADD CONSTRAINT "accreditations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_comments" ADD CONSTRAINT "subscription_comments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_comments" ADD CONSTRAINT "subscription_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_signatures" ADD CONSTRAINT "subscription_signatures_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_signatures" ADD CONSTRAINT "subscription_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_entity_id_investing_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."investing_entities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_executed_file_key_stored_files_key_fk" FOREIGN KEY ("executed_file_key") REFERENCES "public"."stored_files"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_investor_document_id_investor_documents_id_fk" FOREIGN KEY ("investor_document_id") REFERENCES "public"."investor_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_room_events_offering_user_idx" ON "data_room_events" USING btree ("offering_id","user_id","document_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "offering_access_offering_user_unique" ON "offering_access" USING btree ("offering_id","user_id");--> statement-breakpoint
CREATE INDEX "offering_access_user_idx" ON "offering_access" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "offering_documents_offering_idx" ON "offering_documents" USING btree ("offering_id","id");--> statement-breakpoint
CREATE INDEX "offerings_status_idx" ON "offerings" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "accreditations_entity_idx" ON "accreditations" USING btree ("entity_id","submitted_at","id");--> statement-breakpoint
CREATE INDEX "subscription_comments_subscription_idx" ON "subscription_comments" USING btree ("subscription_id","id");--> statement-breakpoint
CREATE INDEX "subscription_events_subscription_idx" ON "subscription_events" USING btree ("subscription_id","at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_signatures_live_unique" ON "subscription_signatures" USING btree ("subscription_id","user_id","role") WHERE "subscription_signatures"."voided_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_live_unique" ON "subscriptions" USING btree ("offering_id","entity_id") WHERE "subscriptions"."status" not in ('declined', 'withdrawn');--> statement-breakpoint
CREATE INDEX "subscriptions_status_updated_idx" ON "subscriptions" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "subscriptions_entity_idx" ON "subscriptions" USING btree ("entity_id");--> statement-breakpoint
ALTER TABLE "kyc_matches" ADD CONSTRAINT "kyc_matches_subject_check" CHECK ("kyc_matches"."subject" in ('entity', 'person', 'owner'));