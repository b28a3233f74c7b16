CREATE TABLE "podcast_episodes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "podcast_episodes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(255) NOT NULL,
	"description" text NOT NULL,
	"series" varchar(50) NOT NULL,
	"category" varchar(50) NOT NULL,
	"published_on" date NOT NULL,
	"duration_seconds" integer NOT NULL,
	"storage_key" varchar(255) NOT NULL,
	"byte_size" integer NOT NULL,
	"content_type" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "podcast_episodes_series_check" CHECK ("podcast_episodes"."series" in ('market-insights', 'real-estate-roundtable', 'sustainable-futures')),
	CONSTRAINT "podcast_episodes_category_check" CHECK ("podcast_episodes"."category" in ('Market Analysis', 'Real Estate', 'Clean Tech', 'ESG Focus')),
	CONSTRAINT "podcast_episodes_content_type_check" CHECK ("podcast_episodes"."content_type" in ('audio/mpeg', 'audio/mp4')),
	CONSTRAINT "podcast_episodes_sizes_check" CHECK ("podcast_episodes"."duration_seconds" >= 0 and "podcast_episodes"."byte_size" > 0)
);
--> statement-breakpoint
ALTER TABLE "videos" ALTER COLUMN "embed_url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "storage_key" varchar(255);--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "byte_size" integer;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "content_type" varchar(50);--> statement-breakpoint
CREATE INDEX "podcast_episodes_series_published_idx" ON "podcast_episodes" USING btree ("series","published_on");--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_source_check" CHECK (("videos"."embed_url" is not null and "videos"."storage_key" is null) or ("videos"."embed_url" is null and "videos"."storage_key" is not null and "videos"."byte_size" is not null and "videos"."content_type" is not null));