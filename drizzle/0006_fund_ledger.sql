CREATE TABLE "document_deliveries" (
	"document_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_opened_at" timestamp with time zone,
	"download_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_deliveries_document_id_user_id_pk" PRIMARY KEY("document_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "investor_document_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "investor_document_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"storage_key" varchar(255) NOT NULL,
	"file_size" varchar(20),
	"replaced_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "capital_call_parts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "capital_call_parts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"call_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"status" varchar(20) DEFAULT 'Pending' NOT NULL,
	"paid_on" date,
	"notice_document_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "capital_call_parts_status_check" CHECK ("capital_call_parts"."status" in ('Pending', 'Paid')),
	CONSTRAINT "capital_call_parts_amount_check" CHECK ("capital_call_parts"."amount_cents" >= 0 and "capital_call_parts"."paid_cents" >= 0),
	CONSTRAINT "capital_call_parts_paid_check" CHECK ("capital_call_parts"."paid_cents" <= "capital_call_parts"."amount_cents"),
	CONSTRAINT "capital_call_parts_paid_status_check" CHECK (("capital_call_parts"."status" = 'Paid') = ("capital_call_parts"."paid_cents" = "capital_call_parts"."amount_cents" and "capital_call_parts"."paid_on" is not null))
);
--> statement-breakpoint
CREATE TABLE "distribution_parts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "distribution_parts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"distribution_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" varchar(20) DEFAULT 'Scheduled' NOT NULL,
	"paid_on" date,
	"notice_document_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distribution_parts_status_check" CHECK ("distribution_parts"."status" in ('Scheduled', 'Paid')),
	CONSTRAINT "distribution_parts_amount_check" CHECK ("distribution_parts"."amount_cents" >= 0),
	CONSTRAINT "distribution_parts_paid_check" CHECK (("distribution_parts"."status" = 'Paid') = ("distribution_parts"."paid_on" is not null))
);
--> statement-breakpoint
CREATE TABLE "fund_capital_calls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fund_capital_calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fund_type" varchar(20) NOT NULL,
	"number" integer NOT NULL,
	"call_date" date NOT NULL,
	"due_date" date NOT NULL,
	"purpose" varchar(255) NOT NULL,
	"investment_cents" bigint NOT NULL,
	"management_fee_cents" bigint NOT NULL,
	"fund_expenses_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fund_capital_calls_fund_type_check" CHECK ("fund_capital_calls"."fund_type" in ('Fund I', 'Fund II')),
	CONSTRAINT "fund_capital_calls_number_check" CHECK ("fund_capital_calls"."number" > 0),
	CONSTRAINT "fund_capital_calls_dates_check" CHECK ("fund_capital_calls"."due_date" >= "fund_capital_calls"."call_date"),
	CONSTRAINT "fund_capital_calls_breakdown_check" CHECK ("fund_capital_calls"."investment_cents" >= 0 and "fund_capital_calls"."management_fee_cents" >= 0 and "fund_capital_calls"."fund_expenses_cents" >= 0 and "fund_capital_calls"."total_cents" > 0 and "fund_capital_calls"."total_cents" = "fund_capital_calls"."investment_cents" + "fund_capital_calls"."management_fee_cents" + "fund_capital_calls"."fund_expenses_cents")
);
--> statement-breakpoint
CREATE TABLE "fund_distributions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fund_distributions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fund_type" varchar(20) NOT NULL,
	"number" integer NOT NULL,
	"distribution_date" date NOT NULL,
	"type" varchar(30) NOT NULL,
	"description" varchar(255) DEFAULT '' NOT NULL,
	"total_cents" bigint NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fund_distributions_fund_type_check" CHECK ("fund_distributions"."fund_type" in ('Fund I', 'Fund II')),
	CONSTRAINT "fund_distributions_number_check" CHECK ("fund_distributions"."number" > 0),
	CONSTRAINT "fund_distributions_type_check" CHECK ("fund_distributions"."type" in ('return_of_capital', 'income', 'gain')),
	CONSTRAINT "fund_distributions_total_check" CHECK ("fund_distributions"."total_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "fund_settings" (
	"fund_type" varchar(20) PRIMARY KEY NOT NULL,
	"legal_name" varchar(255) NOT NULL,
	"bank_name" varchar(255) NOT NULL,
	"account_name" varchar(255) NOT NULL,
	"account_number" varchar(50) NOT NULL,
	"routing_number" varchar(20) NOT NULL,
	"swift_code" varchar(20) NOT NULL,
	"reference_format" varchar(120) NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fund_settings_fund_type_check" CHECK ("fund_settings"."fund_type" in ('Fund I', 'Fund II'))
);
--> statement-breakpoint
CREATE TABLE "fund_valuations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fund_valuations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fund_type" varchar(20) NOT NULL,
	"as_of" date NOT NULL,
	"nav_cents" bigint NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fund_valuations_fund_type_check" CHECK ("fund_valuations"."fund_type" in ('Fund I', 'Fund II')),
	CONSTRAINT "fund_valuations_nav_check" CHECK ("fund_valuations"."nav_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "investor_documents" DROP CONSTRAINT "investor_documents_kind_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "edelivery_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "edelivery_consent_version" varchar(20);--> statement-breakpoint
ALTER TABLE "document_deliveries" ADD CONSTRAINT "document_deliveries_document_id_investor_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."investor_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_deliveries" ADD CONSTRAINT "document_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_document_versions" ADD CONSTRAINT "investor_document_versions_document_id_investor_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."investor_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_document_versions" ADD CONSTRAINT "investor_document_versions_storage_key_stored_files_key_fk" FOREIGN KEY ("storage_key") REFERENCES "public"."stored_files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_document_versions" ADD CONSTRAINT "investor_document_versions_replaced_by_users_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capital_call_parts" ADD CONSTRAINT "capital_call_parts_call_id_fund_capital_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."fund_capital_calls"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capital_call_parts" ADD CONSTRAINT "capital_call_parts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capital_call_parts" ADD CONSTRAINT "capital_call_parts_notice_document_id_investor_documents_id_fk" FOREIGN KEY ("notice_document_id") REFERENCES "public"."investor_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_parts" ADD CONSTRAINT "distribution_parts_distribution_id_fund_distributions_id_fk" FOREIGN KEY ("distribution_id") REFERENCES "public"."fund_distributions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_parts" ADD CONSTRAINT "distribution_parts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_parts" ADD CONSTRAINT "distribution_parts_notice_document_id_investor_documents_id_fk" FOREIGN KEY ("notice_document_id") REFERENCES "public"."investor_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_capital_calls" ADD CONSTRAINT "fund_capital_calls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_distributions" ADD CONSTRAINT "fund_distributions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_settings" ADD CONSTRAINT "fund_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_valuations" ADD CONSTRAINT "fund_valuations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_deliveries_user_id_idx" ON "document_deliveries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "investor_document_versions_document_id_idx" ON "investor_document_versions" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "capital_call_parts_call_user_unique" ON "capital_call_parts" USING btree ("call_id","user_id");--> statement-breakpoint
CREATE INDEX "capital_call_parts_user_id_idx" ON "capital_call_parts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_parts_distribution_user_unique" ON "distribution_parts" USING btree ("distribution_id","user_id");--> statement-breakpoint
CREATE INDEX "distribution_parts_user_id_idx" ON "distribution_parts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fund_capital_calls_fund_number_unique" ON "fund_capital_calls" USING btree ("fund_type","number");--> statement-breakpoint
CREATE UNIQUE INDEX "fund_distributions_fund_number_unique" ON "fund_distributions" USING btree ("fund_type","number");--> statement-breakpoint
CREATE UNIQUE INDEX "fund_valuations_fund_as_of_unique" ON "fund_valuations" USING btree ("fund_type","as_of");--> statement-breakpoint
ALTER TABLE "investor_documents" ADD CONSTRAINT "investor_documents_kind_check" CHECK ("investor_documents"."kind" in ('subscription', 'statement_quarterly', 'statement_monthly', 'statement_tax', 'report', 'legal', 'capital_call_notice', 'distribution_notice', 'other'));