CREATE TABLE "prospect_activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prospect_activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"prospect_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" varchar(30) NOT NULL,
	"actor_user_id" integer,
	"summary" varchar(2000) NOT NULL,
	"inquiry_id" integer,
	"details" jsonb,
	CONSTRAINT "prospect_activities_kind_check" CHECK ("prospect_activities"."kind" in ('inquiry', 'note', 'stage_changed', 'owner_changed', 'next_step_set', 'email_sent', 'data_room_view', 'subscription_step'))
);
--> statement-breakpoint
CREATE TABLE "prospects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prospects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"email" varchar(255) NOT NULL,
	"stage" varchar(20) DEFAULT 'new' NOT NULL,
	"lost_reason" varchar(300),
	"owner_id" integer,
	"next_step" varchar(200),
	"next_step_date" date,
	"interest" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prospects_stage_check" CHECK ("prospects"."stage" in ('new', 'contacted', 'qualified', 'invited', 'subscribing', 'committed', 'lost')),
	CONSTRAINT "prospects_lost_reason_check" CHECK (("prospects"."stage" = 'lost') = ("prospects"."lost_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "prospect_activities" ADD CONSTRAINT "prospect_activities_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_activities" ADD CONSTRAINT "prospect_activities_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_activities" ADD CONSTRAINT "prospect_activities_inquiry_id_contact_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."contact_inquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prospect_activities_prospect_at_idx" ON "prospect_activities" USING btree ("prospect_id","at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "prospects_email_unique" ON "prospects" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "prospects_updated_at_id_idx" ON "prospects" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "prospects_stage_updated_idx" ON "prospects" USING btree ("stage","updated_at","id");--> statement-breakpoint
CREATE INDEX "prospects_owner_updated_idx" ON "prospects" USING btree ("owner_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "prospects_name_idx" ON "prospects" USING btree (lower("last_name" || ' ' || "first_name"),"id");--> statement-breakpoint
-- Every public inquiry becomes a prospect, deduplicated by e-mail, in the inquiry's own statement
-- (issue 25 §1): the inquiry is one insert counted against its rate limit (inquiries.ts), and this
-- trigger makes it impossible to store one without its prospect. A lost prospect who writes again
-- is back to New.
CREATE FUNCTION "prospect_from_inquiry"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  prospect_id integer;
BEGIN
  INSERT INTO "prospects" ("first_name", "last_name", "email", "interest", "created_at", "updated_at")
  VALUES (NEW."first_name", NEW."last_name", NEW."email", NEW."investment_interest", NEW."created_at", NEW."created_at")
  ON CONFLICT ((lower("email"))) DO UPDATE SET
    "updated_at" = greatest("prospects"."updated_at", EXCLUDED."updated_at"),
    "stage" = CASE WHEN "prospects"."stage" = 'lost' THEN 'new' ELSE "prospects"."stage" END,
    "lost_reason" = NULL
  RETURNING "id" INTO prospect_id;
  INSERT INTO "prospect_activities" ("prospect_id", "at", "kind", "summary", "inquiry_id", "details")
  VALUES (prospect_id, NEW."created_at", 'inquiry', coalesce(NEW."message", ''), NEW."id",
    jsonb_build_object('interest', NEW."investment_interest"));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "contact_inquiries_prospect" AFTER INSERT ON "contact_inquiries"
  FOR EACH ROW EXECUTE FUNCTION "prospect_from_inquiry"();--> statement-breakpoint
-- The inquiries already stored: one prospect per address, named as its first inquiry, at the stage
-- its latest inquiry's follow-up status says (closed is Lost), with every inquiry on its timeline.
INSERT INTO "prospects" ("first_name", "last_name", "email", "interest", "stage", "lost_reason", "created_at", "updated_at")
SELECT first."first_name", first."last_name", first."email", first."investment_interest",
  CASE latest."status" WHEN 'closed' THEN 'lost' ELSE latest."status" END,
  CASE latest."status" WHEN 'closed' THEN 'Inquiry closed before prospects were kept' END,
  first."created_at", latest."created_at"
FROM (SELECT DISTINCT ON (lower("email")) * FROM "contact_inquiries" ORDER BY lower("email"), "created_at", "id") AS first
JOIN (SELECT DISTINCT ON (lower("email")) * FROM "contact_inquiries" ORDER BY lower("email"), "created_at" DESC, "id" DESC) AS latest
  ON lower(latest."email") = lower(first."email");--> statement-breakpoint
INSERT INTO "prospect_activities" ("prospect_id", "at", "kind", "summary", "inquiry_id", "details")
SELECT p."id", i."created_at", 'inquiry', coalesce(i."message", ''), i."id", jsonb_build_object('interest', i."investment_interest")
FROM "contact_inquiries" i JOIN "prospects" p ON lower(p."email") = lower(i."email")
ORDER BY i."created_at", i."id";
