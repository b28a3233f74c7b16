CREATE TABLE "capital_calls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "capital_calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"fund_type" varchar(20) NOT NULL,
	"call_number" integer NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	"purpose" varchar(255) NOT NULL,
	"status" varchar(30) DEFAULT 'Completed' NOT NULL,
	"call_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "capital_calls_fund_type_check" CHECK ("capital_calls"."fund_type" in ('Fund I', 'Fund II')),
	CONSTRAINT "capital_calls_amount_check" CHECK ("capital_calls"."amount" >= 0),
	CONSTRAINT "capital_calls_call_number_check" CHECK ("capital_calls"."call_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "investor_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "investor_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"fund_type" varchar(20),
	"kind" varchar(30) NOT NULL,
	"name" varchar(255) NOT NULL,
	"period" varchar(50),
	"file_size" varchar(20),
	"document_date" date,
	"status" varchar(30),
	"expected_date" date,
	"storage_key" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investor_documents_kind_check" CHECK ("investor_documents"."kind" in ('subscription', 'statement_quarterly', 'statement_monthly', 'statement_tax', 'report')),
	CONSTRAINT "investor_documents_fund_type_check" CHECK ("investor_documents"."fund_type" in ('Fund I', 'Fund II', 'Both Funds')),
	CONSTRAINT "investor_documents_fund_wide_check" CHECK ("investor_documents"."user_id" is not null or "investor_documents"."fund_type" is not null)
);
--> statement-breakpoint
ALTER TABLE "capital_calls" ADD CONSTRAINT "capital_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_documents" ADD CONSTRAINT "investor_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "capital_calls_user_fund_number_unique" ON "capital_calls" USING btree ("user_id","fund_type","call_number");--> statement-breakpoint
CREATE INDEX "investor_documents_user_id_idx" ON "investor_documents" USING btree ("user_id");