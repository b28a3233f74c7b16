-- The stored per-investor capital calls become the fund ledger (decision 0025): each (fund, call
-- number) becomes one fund call whose parts are the investors' rows; a completed call was paid in
-- full on its call date, a scheduled one is pending and due on that date.
INSERT INTO "fund_capital_calls" ("fund_type", "number", "call_date", "due_date", "purpose", "investment_cents", "management_fee_cents", "fund_expenses_cents", "total_cents")
SELECT "fund_type", "call_number", min("call_date"), max("call_date"), min("purpose"),
       sum(round("amount" * 100))::bigint, 0, 0, sum(round("amount" * 100))::bigint
FROM "capital_calls" GROUP BY "fund_type", "call_number" HAVING sum("amount") > 0;--> statement-breakpoint
INSERT INTO "capital_call_parts" ("call_id", "user_id", "amount_cents", "paid_cents", "status", "paid_on")
SELECT f."id", c."user_id", round(c."amount" * 100)::bigint,
       CASE WHEN c."status" = 'Completed' THEN round(c."amount" * 100)::bigint ELSE 0 END,
       CASE WHEN c."status" = 'Completed' THEN 'Paid' ELSE 'Pending' END,
       CASE WHEN c."status" = 'Completed' THEN c."call_date" END
FROM "capital_calls" c JOIN "fund_capital_calls" f ON f."fund_type" = c."fund_type" AND f."number" = c."call_number"
WHERE c."amount" > 0;--> statement-breakpoint
-- A commitment's stored called amount that its calls do not explain is kept as one paid call per
-- fund ("carried over"), so no investor's contributed capital is lost with the column.
WITH "paid" AS (
  SELECT p."user_id", f."fund_type", sum(p."paid_cents") AS "cents"
  FROM "capital_call_parts" p JOIN "fund_capital_calls" f ON f."id" = p."call_id" GROUP BY 1, 2
), "gap" AS (
  SELECT cc."user_id", cc."fund_type", coalesce(cc."commitment_date", current_date) AS "on",
         round(cc."called_amount"::numeric * 100)::bigint - coalesce(paid."cents", 0) AS "cents"
  FROM "capital_commitments" cc
  LEFT JOIN "paid" ON paid."user_id" = cc."user_id" AND paid."fund_type" = cc."fund_type"
  WHERE cc."user_id" IS NOT NULL AND cc."fund_type" IN ('Fund I', 'Fund II')
    AND round(cc."called_amount"::numeric * 100)::bigint > coalesce(paid."cents", 0)
), "calls" AS (
  INSERT INTO "fund_capital_calls" ("fund_type", "number", "call_date", "due_date", "purpose", "investment_cents", "management_fee_cents", "fund_expenses_cents", "total_cents")
  SELECT g."fund_type",
         coalesce((SELECT max(f."number") FROM "fund_capital_calls" f WHERE f."fund_type" = g."fund_type"), 0) + 1,
         min(g."on"), min(g."on"), 'Capital called before the fund ledger (carried over)',
         sum(g."cents"), 0, 0, sum(g."cents")
  FROM "gap" g GROUP BY g."fund_type"
  RETURNING "id", "fund_type", "call_date"
)
INSERT INTO "capital_call_parts" ("call_id", "user_id", "amount_cents", "paid_cents", "status", "paid_on")
SELECT calls."id", gap."user_id", gap."cents", gap."cents", 'Paid', calls."call_date"
FROM "gap" JOIN "calls" ON calls."fund_type" = gap."fund_type";--> statement-breakpoint
DROP TABLE "capital_calls" CASCADE;--> statement-breakpoint
ALTER TABLE "capital_commitments" DROP CONSTRAINT "capital_commitments_called_check";--> statement-breakpoint
ALTER TABLE "capital_commitments" DROP CONSTRAINT "capital_commitments_remaining_check";--> statement-breakpoint
ALTER TABLE "capital_commitments" DROP COLUMN "called_amount";--> statement-breakpoint
ALTER TABLE "capital_commitments" DROP COLUMN "remaining_commitment";