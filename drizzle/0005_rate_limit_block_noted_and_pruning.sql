ALTER TABLE "rate_limits" ADD COLUMN "block_noted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_limits_window_start_idx" ON "rate_limits" USING btree ("window_start");