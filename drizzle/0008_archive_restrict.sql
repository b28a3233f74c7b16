ALTER TABLE "capital_commitments" DROP CONSTRAINT "capital_commitments_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "document_deliveries" DROP CONSTRAINT "document_deliveries_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "investor_documents" DROP CONSTRAINT "investor_documents_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "capital_commitments" ADD CONSTRAINT "capital_commitments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_deliveries" ADD CONSTRAINT "document_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_documents" ADD CONSTRAINT "investor_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;