CREATE TABLE "article_revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "article_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"article_id" integer NOT NULL,
	"number" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"author_user_id" integer,
	"author_username" varchar(255),
	"fields" jsonb NOT NULL,
	"changed_fields" text[] NOT NULL,
	"restored_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "article_revisions_article_number_idx" ON "article_revisions" USING btree ("article_id","number");--> statement-breakpoint
-- Articles written before revisions were kept start with one: their values today, author unknown.
INSERT INTO "article_revisions" ("article_id", "number", "kind", "fields", "changed_fields", "created_at", "saved_at")
SELECT "id", 1, 'created',
  jsonb_build_object('title', "title", 'slug', "slug", 'category', "category", 'description', "description",
    'content', "content", 'imageUrl', "image_url", 'published', "published", 'featured', "featured",
    'metaTitle', "meta_title", 'metaDescription', "meta_description", 'socialImageUrl', "social_image_url"),
  ARRAY['title', 'slug', 'category', 'description', 'content', 'imageUrl', 'published', 'featured'],
  "updated_at", "updated_at"
FROM "articles";
