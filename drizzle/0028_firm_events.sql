CREATE TABLE "firm_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "firm_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(200) NOT NULL,
	"date" date NOT NULL,
	"time" varchar(5) NOT NULL,
	"time_zone" varchar(40) NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"type" varchar(30) NOT NULL,
	"location" varchar(300) NOT NULL,
	"description" text NOT NULL,
	"fund_type" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firm_events_type_check" CHECK ("firm_events"."type" in ('Virtual Meeting', 'In-Person')),
	CONSTRAINT "firm_events_fund_type_check" CHECK ("firm_events"."fund_type" in ('Fund I', 'Fund II')),
	CONSTRAINT "firm_events_time_check" CHECK ("firm_events"."time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "firm_events_time_zone_check" CHECK ("firm_events"."time_zone" in ('America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles')),
	CONSTRAINT "firm_events_duration_check" CHECK ("firm_events"."duration_minutes" between 15 and 1440),
	CONSTRAINT "firm_events_description_length_check" CHECK (char_length("firm_events"."description") <= 1000)
);
--> statement-breakpoint
CREATE INDEX "firm_events_date_idx" ON "firm_events" USING btree ("date","id");