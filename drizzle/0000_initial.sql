CREATE TABLE "app_settings" (
	"key" varchar(100) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(255) NOT NULL,
	"slug" varchar(255) NOT NULL,
	"category" varchar(100) NOT NULL,
	"description" text NOT NULL,
	"content" text NOT NULL,
	"image_url" varchar(500),
	"published" boolean DEFAULT true NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "capital_commitments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "capital_commitments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"investor_name" varchar(255) NOT NULL,
	"fund_type" varchar(50) NOT NULL,
	"commitment_amount" varchar(50) DEFAULT '0' NOT NULL,
	"called_amount" varchar(50) DEFAULT '0' NOT NULL,
	"remaining_commitment" varchar(50) DEFAULT '0' NOT NULL,
	"commitment_date" date,
	"status" varchar(50) DEFAULT 'Active' NOT NULL,
	"investor_type" varchar(100),
	"distribution_preference" varchar(100),
	"last_call_date" date,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "capital_commitments_amount_check" CHECK ("capital_commitments"."commitment_amount" ~ '^[0-9]+(\.[0-9]{1,2})?$'),
	CONSTRAINT "capital_commitments_called_check" CHECK ("capital_commitments"."called_amount" ~ '^[0-9]+(\.[0-9]{1,2})?$'),
	CONSTRAINT "capital_commitments_remaining_check" CHECK ("capital_commitments"."remaining_commitment" ~ '^[0-9]+(\.[0-9]{1,2})?$')
);
--> statement-breakpoint
CREATE TABLE "charities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "charities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(255) NOT NULL,
	"description" text,
	"mission" text,
	"website" varchar(255),
	"contact_email" varchar(255),
	"contact_phone" varchar(50),
	"address" text,
	"city" varchar(100),
	"state" varchar(50),
	"zip_code" varchar(20),
	"country" varchar(100) DEFAULT 'United States' NOT NULL,
	"category" varchar(100),
	"focus_area" text,
	"tax_id" varchar(50),
	"partnership_status" varchar(50) DEFAULT 'Active' NOT NULL,
	"partnership_date" date,
	"last_donation_date" date,
	"total_donations_received" numeric(15, 2) DEFAULT '0.00' NOT NULL,
	"notes" text,
	"logo_url" varchar(500),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_inquiries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_inquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"email" varchar(255) NOT NULL,
	"investment_interest" varchar(50) NOT NULL,
	"message" text,
	"status" varchar(20) DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_inquiries_interest_check" CHECK ("contact_inquiries"."investment_interest" in ('real-estate-fund-i', 'private-equity-fund-ii', 'upcoming-fund-iii', 'general-inquiry')),
	CONSTRAINT "contact_inquiries_status_check" CHECK ("contact_inquiries"."status" in ('new', 'contacted', 'qualified', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "datasets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "datasets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(255) NOT NULL,
	"description" text,
	"format" varchar(50),
	"size" varchar(50),
	"download_url" varchar(500),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fund_partners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fund_partners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_type" varchar(100),
	"company_name" varchar(255),
	"contact_person" varchar(255) NOT NULL,
	"title" varchar(255),
	"email" varchar(255) NOT NULL,
	"phone" varchar(50),
	"address" text,
	"city" varchar(100),
	"state" varchar(50),
	"zip_code" varchar(20),
	"website" varchar(255),
	"notes" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "investments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(255) NOT NULL,
	"description" text NOT NULL,
	"location" varchar(255),
	"fund_type" varchar(50) NOT NULL,
	"asset_type" varchar(50) NOT NULL,
	"status" varchar(30) DEFAULT 'under_review' NOT NULL,
	"investment_amount" numeric(15, 2) NOT NULL,
	"estimated_roi" numeric(6, 2) NOT NULL,
	"projected_cash_flow" numeric(15, 2),
	"risk_level" varchar(20),
	"acquisition_date" date,
	"contact_person" varchar(255),
	"due_diligence_notes" text,
	"market_analysis" text,
	"financial_projections" text,
	"ceo" varchar(255),
	"general_manager" varchar(255),
	"operations_manager" varchar(255),
	"board_chair" varchar(255),
	"board_members" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investments_fund_type_check" CHECK ("investments"."fund_type" in ('Fund I', 'Fund II')),
	CONSTRAINT "investments_status_check" CHECK ("investments"."status" in ('under_review', 'pending', 'active', 'completed', 'cancelled')),
	CONSTRAINT "investments_amount_check" CHECK ("investments"."investment_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(255) NOT NULL,
	"description" text NOT NULL,
	"category" varchar(100) NOT NULL,
	"file_type" varchar(50),
	"file_format" varchar(50),
	"file_size" varchar(50),
	"download_url" varchar(500),
	"resource_type" varchar(50) DEFAULT 'resource' NOT NULL,
	"is_research_report" boolean DEFAULT false NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"fund_access" varchar(20) DEFAULT 'general' NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resources_fund_access_check" CHECK ("resources"."fund_access" in ('fund_i', 'fund_ii', 'both_funds', 'general'))
);
--> statement-breakpoint
CREATE TABLE "user_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" varchar(64),
	"user_agent" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" varchar(100) NOT NULL,
	"email" varchar(255) NOT NULL,
	"password_hash" varchar(255) NOT NULL,
	"role" varchar(20) DEFAULT 'investor' NOT NULL,
	"first_name" varchar(100),
	"last_name" varchar(100),
	"is_active" boolean DEFAULT true NOT NULL,
	"last_login" timestamp with time zone,
	"fund_i_access" boolean DEFAULT false NOT NULL,
	"fund_ii_access" boolean DEFAULT false NOT NULL,
	"capital_commitment" numeric(15, 2) DEFAULT '0' NOT NULL,
	"membership_level" varchar(20) DEFAULT 'standard' NOT NULL,
	"investor_type" varchar(20) DEFAULT 'individual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('investor', 'viewer', 'admin', 'super_admin')),
	CONSTRAINT "users_membership_level_check" CHECK ("users"."membership_level" in ('standard', 'preferred', 'platinum', 'institutional')),
	CONSTRAINT "users_investor_type_check" CHECK ("users"."investor_type" in ('individual', 'entity', 'trust', 'family_office', 'pension_fund'))
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "videos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(255) NOT NULL,
	"description" text NOT NULL,
	"category" varchar(100) NOT NULL,
	"duration" varchar(20) NOT NULL,
	"thumbnail" varchar(500) NOT NULL,
	"embed_url" varchar(500) NOT NULL,
	"upload_date" date DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "capital_commitments" ADD CONSTRAINT "capital_commitments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_published_created_idx" ON "articles" USING btree ("published","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "capital_commitments_user_id_idx" ON "capital_commitments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "capital_commitments_user_fund_unique" ON "capital_commitments" USING btree ("user_id","fund_type");--> statement-breakpoint
CREATE INDEX "contact_inquiries_created_at_idx" ON "contact_inquiries" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_sessions_user_id_idx" ON "user_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));