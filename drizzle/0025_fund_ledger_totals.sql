CREATE TABLE "capital_call_totals" (
	"call_id" integer NOT NULL,
	"paid_on" date,
	"parts" integer NOT NULL,
	"paid_parts" integer NOT NULL,
	"called_cents" bigint NOT NULL,
	"paid_cents" bigint NOT NULL,
	CONSTRAINT "capital_call_totals_call_day_unique" UNIQUE NULLS NOT DISTINCT("call_id","paid_on")
);
--> statement-breakpoint
CREATE TABLE "distribution_totals" (
	"distribution_id" integer NOT NULL,
	"paid_on" date,
	"parts" integer NOT NULL,
	"paid_parts" integer NOT NULL,
	"paid_cents" bigint NOT NULL,
	"scheduled_cents" bigint NOT NULL,
	CONSTRAINT "distribution_totals_distribution_day_unique" UNIQUE NULLS NOT DISTINCT("distribution_id","paid_on")
);
--> statement-breakpoint
ALTER TABLE "capital_call_totals" ADD CONSTRAINT "capital_call_totals_call_id_fund_capital_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."fund_capital_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_totals" ADD CONSTRAINT "distribution_totals_distribution_id_fund_distributions_id_fk" FOREIGN KEY ("distribution_id") REFERENCES "public"."fund_distributions"("id") ON DELETE cascade ON UPDATE no action;