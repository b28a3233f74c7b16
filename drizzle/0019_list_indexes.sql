DROP INDEX "audit_log_at_idx";--> statement-breakpoint
DROP INDEX "contact_inquiries_created_at_idx";--> statement-breakpoint
CREATE INDEX "audit_log_at_id_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_username_at_idx" ON "audit_log" USING btree (lower("actor_username"),"at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_at_idx" ON "audit_log" USING btree ("action","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_at_idx" ON "audit_log" USING btree ("entity_type","entity_id","at","id");--> statement-breakpoint
CREATE INDEX "contact_inquiries_created_at_id_idx" ON "contact_inquiries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_inquiries_status_created_at_idx" ON "contact_inquiries" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "contact_inquiries_name_idx" ON "contact_inquiries" USING btree (lower("last_name" || ' ' || "first_name"),"id");--> statement-breakpoint
CREATE INDEX "contact_inquiries_email_idx" ON "contact_inquiries" USING btree (lower("email"),"id");--> statement-breakpoint
CREATE INDEX "investments_created_at_id_idx" ON "investments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "investments_name_idx" ON "investments" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "investments_fund_idx" ON "investments" USING btree ("fund_type","created_at","id");--> statement-breakpoint
CREATE INDEX "investments_status_idx" ON "investments" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "users_created_at_id_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_email_id_idx" ON "users" USING btree (lower("email"),"id");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree (lower(coalesce("last_name", '') || ' ' || coalesce("first_name", '')),"id");--> statement-breakpoint
CREATE INDEX "users_role_rank_idx" ON "users" USING btree ((case "role" when 'super_admin' then 3 when 'admin' then 2 when 'investor' then 1 else 0 end),"created_at","id");