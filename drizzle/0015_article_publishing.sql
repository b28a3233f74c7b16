CREATE TABLE "article_snapshots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "article_snapshots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"article_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"slug" varchar(255) NOT NULL,
	"path" varchar(300) NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" text NOT NULL,
	"category" varchar(100) NOT NULL,
	"meta_title" varchar(255) NOT NULL,
	"meta_description" text NOT NULL,
	"body_html" text NOT NULL,
	"image_url" varchar(500),
	"image_sha256" varchar(64),
	"image_note" text,
	"social_image_url" varchar(500) NOT NULL,
	"social_image_sha256" varchar(64),
	"social_image_note" text,
	"reason" varchar(20) NOT NULL,
	"approved_by" varchar(100),
	"published_by" varchar(100) NOT NULL,
	"went_live_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" varchar(20),
	"content_sha256" varchar(64) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "kind" varchar(20) DEFAULT 'article' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "status" varchar(20) DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "first_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "last_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "submitted_by" varchar(100);--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "review_comment" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "approved_by" varchar(100);--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "scheduled_by" varchar(100);--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "meta_title" varchar(120);--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "meta_description" varchar(300);--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "social_image_url" varchar(500);--> statement-breakpoint
-- Existing rows: published ones are Published (live since they were written), the rest Draft.
UPDATE "articles" SET "status" = 'published', "first_published_at" = "created_at", "last_published_at" = "updated_at" WHERE "published";
--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "published" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "articles" drop column "published";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "published" boolean GENERATED ALWAYS AS (status = 'published') STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "articles_published_created_idx" ON "articles" USING btree ("published","created_at" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "article_snapshots_article_idx" ON "article_snapshots" USING btree ("article_id","went_live_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "article_snapshots_went_live_idx" ON "article_snapshots" USING btree ("went_live_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_scheduled_due_idx" ON "articles" USING btree ("publish_at") WHERE status = 'scheduled';--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_status_check" CHECK ("articles"."status" in ('draft', 'scheduled', 'published', 'unpublished', 'pending_approval'));--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_kind_check" CHECK ("articles"."kind" in ('article', 'page'));--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_scheduled_has_time_check" CHECK (status <> 'scheduled' or publish_at is not null);
--> statement-breakpoint
-- The records are append-only (decision 0031): no DELETE, and an UPDATE may only end a record once.
CREATE FUNCTION "article_snapshots_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'article snapshots are kept: a record cannot be deleted';
  END IF;
  IF OLD.ended_at IS NOT NULL OR NEW.ended_at IS NULL
     OR (to_jsonb(NEW) - 'ended_at' - 'end_reason') <> (to_jsonb(OLD) - 'ended_at' - 'end_reason') THEN
    RAISE EXCEPTION 'article snapshots are kept as taken: only ending a current record is allowed';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "article_snapshots_append_only" BEFORE UPDATE OR DELETE ON "article_snapshots" FOR EACH ROW EXECUTE FUNCTION "article_snapshots_append_only"();
--> statement-breakpoint
-- The site pages, as drafts with placeholder texts: staff write and publish them (the demo seed publishes them).
INSERT INTO "articles" ("kind", "title", "slug", "category", "description", "content") VALUES
  ('page', 'Privacy Policy', 'privacy-policy', 'Company News', 'How EdFutures collects, uses and protects personal information.', 'This policy is a placeholder for the demo; the firm''s counsel supplies the real text.'),
  ('page', 'Terms of Use', 'terms-of-use', 'Company News', 'The terms that apply to the use of this website.', 'These terms are a placeholder for the demo; the firm''s counsel supplies the real text.'),
  ('page', 'Disclosures', 'disclosures', 'Company News', 'Important information about investing with EdFutures.', 'These disclosures are a placeholder for the demo; the firm''s counsel supplies the real text.')
ON CONFLICT ("slug") DO NOTHING;
