DROP INDEX "articles_published_created_idx";--> statement-breakpoint
CREATE INDEX "articles_public_order_idx" ON "articles" USING btree ((("featured")::int),coalesce("first_published_at", "created_at"),"id") WHERE "articles"."published" and "articles"."kind" = 'article';--> statement-breakpoint
CREATE INDEX "articles_public_category_idx" ON "articles" USING btree ("category",(("featured")::int),coalesce("first_published_at", "created_at"),"id") WHERE "articles"."published" and "articles"."kind" = 'article';--> statement-breakpoint
CREATE INDEX "articles_public_published_at_idx" ON "articles" USING btree (coalesce("first_published_at", "created_at"),"id") WHERE "articles"."published" and "articles"."kind" = 'article';--> statement-breakpoint
CREATE INDEX "articles_created_at_id_idx" ON "articles" USING btree ("created_at","id") WHERE "articles"."kind" = 'article';--> statement-breakpoint
CREATE INDEX "articles_updated_at_id_idx" ON "articles" USING btree ("updated_at","id") WHERE "articles"."kind" = 'article';--> statement-breakpoint
CREATE INDEX "articles_title_id_idx" ON "articles" USING btree (lower("title"),"id") WHERE "articles"."kind" = 'article';--> statement-breakpoint
CREATE INDEX "articles_featured_idx" ON "articles" USING btree ("id") WHERE "articles"."featured" and "articles"."kind" = 'article';--> statement-breakpoint
CREATE INDEX "articles_status_created_at_idx" ON "articles" USING btree ("status","created_at","id") WHERE "articles"."kind" = 'article';--> statement-breakpoint
CREATE INDEX "resources_created_at_id_idx" ON "resources" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "resources_title_id_idx" ON "resources" USING btree (lower("title"),"id");--> statement-breakpoint
CREATE INDEX "videos_upload_date_id_idx" ON "videos" USING btree ("upload_date","id");--> statement-breakpoint
CREATE INDEX "videos_title_id_idx" ON "videos" USING btree (lower("title"),"id");