CREATE TABLE "kyc_matches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kyc_matches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"screening_id" integer NOT NULL,
	"subject" varchar(10) NOT NULL,
	"screened_name" varchar(255) NOT NULL,
	"user_id" integer,
	"entry_id" integer NOT NULL,
	"listed_name" varchar(350) NOT NULL,
	"score" real NOT NULL,
	"decision" varchar(10) DEFAULT 'open' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reason" varchar(1000),
	CONSTRAINT "kyc_matches_subject_check" CHECK ("kyc_matches"."subject" in ('entity', 'person')),
	CONSTRAINT "kyc_matches_decision_check" CHECK ("kyc_matches"."decision" in ('open', 'cleared', 'confirmed')),
	CONSTRAINT "kyc_matches_decided_check" CHECK (("kyc_matches"."decision" = 'open') = ("kyc_matches"."reason" is null))
);
--> statement-breakpoint
CREATE TABLE "kyc_screenings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kyc_screenings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entity_id" integer NOT NULL,
	"list_id" integer NOT NULL,
	"screened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"screened_by" integer,
	"status" varchar(20) NOT NULL,
	"names_screened" integer NOT NULL,
	CONSTRAINT "kyc_screenings_status_check" CHECK ("kyc_screenings"."status" in ('clear', 'possible_match'))
);
--> statement-breakpoint
CREATE TABLE "sanctions_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sanctions_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"list_id" integer NOT NULL,
	"ent_num" integer NOT NULL,
	"name" varchar(350) NOT NULL,
	"normalised_name" varchar(700) NOT NULL,
	"type" varchar(30) NOT NULL,
	"programs" varchar(200) NOT NULL,
	"remarks" varchar(2000)
);
--> statement-breakpoint
CREATE TABLE "sanctions_lists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sanctions_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_name" varchar(255) NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_by" integer,
	"entry_count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "investing_entities" ADD COLUMN "kyc_status" varchar(20) DEFAULT 'not_screened' NOT NULL;--> statement-breakpoint
ALTER TABLE "investing_entities" ADD COLUMN "risk_rating" varchar(10);--> statement-breakpoint
ALTER TABLE "kyc_matches" ADD CONSTRAINT "kyc_matches_screening_id_kyc_screenings_id_fk" FOREIGN KEY ("screening_id") REFERENCES "public"."kyc_screenings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_matches" ADD CONSTRAINT "kyc_matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_matches" ADD CONSTRAINT "kyc_matches_entry_id_sanctions_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."sanctions_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_matches" ADD CONSTRAINT "kyc_matches_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_screenings" ADD CONSTRAINT "kyc_screenings_entity_id_investing_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."investing_entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_screenings" ADD CONSTRAINT "kyc_screenings_list_id_sanctions_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."sanctions_lists"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_screenings" ADD CONSTRAINT "kyc_screenings_screened_by_users_id_fk" FOREIGN KEY ("screened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanctions_entries" ADD CONSTRAINT "sanctions_entries_list_id_sanctions_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."sanctions_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanctions_lists" ADD CONSTRAINT "sanctions_lists_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_matches_screening_idx" ON "kyc_matches" USING btree ("screening_id","id");--> statement-breakpoint
CREATE INDEX "kyc_screenings_entity_idx" ON "kyc_screenings" USING btree ("entity_id","screened_at","id");--> statement-breakpoint
CREATE INDEX "sanctions_entries_list_idx" ON "sanctions_entries" USING btree ("list_id","ent_num");--> statement-breakpoint
ALTER TABLE "investing_entities" ADD CONSTRAINT "investing_entities_kyc_status_check" CHECK ("investing_entities"."kyc_status" in ('not_screened', 'clear', 'possible_match', 'confirmed_match'));--> statement-breakpoint
ALTER TABLE "investing_entities" ADD CONSTRAINT "investing_entities_risk_rating_check" CHECK ("investing_entities"."risk_rating" in ('low', 'medium', 'high'));