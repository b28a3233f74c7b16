-- One storage type for each thing (decision 0056). Money is integer cents (bigint), as in the fund
-- ledger (decision 0019); file sizes are bytes, as in media_assets, podcast_episodes and videos.
-- Every conversion is exact: numeric(15,2) times 100 is a whole number, and commitment_amount
-- could only hold what its check (since 0000) let in, ^[0-9]+(\.[0-9]{1,2})?$, so no "$", comma
-- or blank ever reached it.
ALTER TABLE "capital_commitments" DROP CONSTRAINT "capital_commitments_amount_check";--> statement-breakpoint
ALTER TABLE "capital_commitments" ALTER COLUMN "commitment_amount" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "capital_commitments" ALTER COLUMN "commitment_amount" SET DATA TYPE bigint USING ("commitment_amount"::numeric * 100)::bigint;--> statement-breakpoint
ALTER TABLE "capital_commitments" ALTER COLUMN "commitment_amount" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "capital_commitments" RENAME COLUMN "commitment_amount" TO "commitment_cents";--> statement-breakpoint
ALTER TABLE "capital_commitments" ADD CONSTRAINT "capital_commitments_amount_check" CHECK ("capital_commitments"."commitment_cents" >= 0);--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "capital_commitment" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "capital_commitment" SET DATA TYPE bigint USING ("capital_commitment" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "capital_commitment" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "users" RENAME COLUMN "capital_commitment" TO "capital_commitment_cents";--> statement-breakpoint
ALTER TABLE "investments" DROP CONSTRAINT "investments_amount_check";--> statement-breakpoint
ALTER TABLE "investments" ALTER COLUMN "investment_amount" SET DATA TYPE bigint USING ("investment_amount" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "investments" RENAME COLUMN "investment_amount" TO "investment_cents";--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_amount_check" CHECK ("investments"."investment_cents" >= 0);--> statement-breakpoint
ALTER TABLE "investments" ALTER COLUMN "projected_cash_flow" SET DATA TYPE bigint USING ("projected_cash_flow" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "investments" RENAME COLUMN "projected_cash_flow" TO "projected_cash_flow_cents";--> statement-breakpoint
ALTER TABLE "charities" ALTER COLUMN "total_donations_received" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "charities" ALTER COLUMN "total_donations_received" SET DATA TYPE bigint USING ("total_donations_received" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "charities" ALTER COLUMN "total_donations_received" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "charities" RENAME COLUMN "total_donations_received" TO "total_donations_cents";--> statement-breakpoint
-- A size as the pages showed it ("17 KB", "16.6 KB", "2.4 MB", "842 B"; data sets' "1.5 GB",
-- "1,024 KB") back to bytes, counting 1 KB as 1,024 bytes as every formatter did. Text that is
-- not a number and a unit gives null: the page then shows no size, as it does for a document
-- without a file; so does a size too large for the column (integer, or a safe JavaScript integer).
-- A document's size is read from its bytes when the database holds them.
CREATE FUNCTION "edf_0030_bytes_of"(size text) RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT round(m[1]::numeric * CASE left(m[2], 1) WHEN 'b' THEN 1 WHEN 'k' THEN 1024 WHEN 'm' THEN 1048576
           WHEN 'g' THEN 1073741824 ELSE 1099511627776 END)
  FROM (SELECT regexp_match(lower(replace(btrim(size), ',', '')),
          '^([0-9]+(?:\.[0-9]+)?) *(b|bytes?|k|kb|kib|m|mb|mib|g|gb|gib|t|tb|tib)$') AS m) AS parsed
  WHERE m IS NOT NULL
$$;--> statement-breakpoint
ALTER TABLE "investor_documents" ADD COLUMN "byte_size" integer;--> statement-breakpoint
UPDATE "investor_documents" AS d
SET "byte_size" = coalesce(
  (SELECT octet_length(f."bytes") FROM "stored_files" AS f WHERE f."key" = d."storage_key"),
  (SELECT b::integer FROM (SELECT "edf_0030_bytes_of"(d."file_size") AS b) AS parsed WHERE b <= 2147483647)
);--> statement-breakpoint
ALTER TABLE "investor_documents" DROP COLUMN "file_size";--> statement-breakpoint
ALTER TABLE "investor_documents" ADD CONSTRAINT "investor_documents_byte_size_check" CHECK ("investor_documents"."byte_size" >= 0);--> statement-breakpoint
ALTER TABLE "investor_document_versions" ADD COLUMN "byte_size" integer;--> statement-breakpoint
UPDATE "investor_document_versions" AS v
SET "byte_size" = coalesce(
  (SELECT octet_length(f."bytes") FROM "stored_files" AS f WHERE f."key" = v."storage_key"),
  (SELECT b::integer FROM (SELECT "edf_0030_bytes_of"(v."file_size") AS b) AS parsed WHERE b <= 2147483647)
);--> statement-breakpoint
ALTER TABLE "investor_document_versions" DROP COLUMN "file_size";--> statement-breakpoint
ALTER TABLE "investor_document_versions" ADD CONSTRAINT "investor_document_versions_byte_size_check" CHECK ("investor_document_versions"."byte_size" >= 0);--> statement-breakpoint
ALTER TABLE "datasets" ADD COLUMN "byte_size" bigint;--> statement-breakpoint
UPDATE "datasets" SET "byte_size" = (
  SELECT b::bigint FROM (SELECT "edf_0030_bytes_of"("size") AS b) AS parsed WHERE b <= 9007199254740991
);--> statement-breakpoint
ALTER TABLE "datasets" DROP COLUMN "size";--> statement-breakpoint
ALTER TABLE "datasets" ADD CONSTRAINT "datasets_byte_size_check" CHECK ("datasets"."byte_size" >= 0);--> statement-breakpoint
DROP FUNCTION "edf_0030_bytes_of"(text);
