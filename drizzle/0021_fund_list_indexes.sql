CREATE INDEX "capital_commitments_fund_user_idx" ON "capital_commitments" USING btree ("fund_type","user_id");--> statement-breakpoint
CREATE INDEX "capital_call_parts_call_id_idx" ON "capital_call_parts" USING btree ("call_id","id");--> statement-breakpoint
CREATE INDEX "distribution_parts_distribution_id_idx" ON "distribution_parts" USING btree ("distribution_id","id");--> statement-breakpoint
CREATE INDEX "fund_capital_calls_fund_number_id_idx" ON "fund_capital_calls" USING btree ("fund_type","number","id");--> statement-breakpoint
CREATE INDEX "fund_distributions_fund_number_id_idx" ON "fund_distributions" USING btree ("fund_type","number","id");--> statement-breakpoint
CREATE INDEX "investor_documents_created_at_id_idx" ON "investor_documents" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "investor_documents_kind_created_at_idx" ON "investor_documents" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "investor_documents_fund_created_at_idx" ON "investor_documents" USING btree ("fund_type","created_at","id");