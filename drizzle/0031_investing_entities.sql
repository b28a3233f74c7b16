-- Investing entities (decision 0060): the investor of record apart from the person who signs in.
-- Every position (commitments, call and distribution parts, an investor's own documents) moves
-- from the account to an entity in this one migration: the tables, the entities made from the
-- accounts (and from commitments entered by name), the grants, the re-keyed rows, then the account
-- columns go. Forward-only; tests/api/migration-entities.test.ts checks it on the demo database.
CREATE TABLE "entity_roles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "entity_roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" varchar(20) NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"granted_by" integer,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	CONSTRAINT "entity_roles_role_check" CHECK ("entity_roles"."role" in ('signatory', 'delegate', 'viewer', 'notices'))
);
--> statement-breakpoint
CREATE TABLE "investing_entities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "investing_entities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(30) NOT NULL,
	"legal_name" varchar(255) NOT NULL,
	"member_id" varchar(30) NOT NULL,
	"person_id" integer,
	"mailing_address" varchar(500),
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investing_entities_kind_check" CHECK ("investing_entities"."kind" in ('individual', 'joint', 'trust', 'ira', 'company', 'family_office', 'pension_fund'))
);
--> statement-breakpoint
ALTER TABLE "entity_roles" ADD CONSTRAINT "entity_roles_entity_id_investing_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."investing_entities"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "entity_roles" ADD CONSTRAINT "entity_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "entity_roles" ADD CONSTRAINT "entity_roles_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "entity_roles" ADD CONSTRAINT "entity_roles_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "investing_entities" ADD CONSTRAINT "investing_entities_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "entity_roles_live_unique" ON "entity_roles" USING btree ("entity_id","user_id") WHERE "entity_roles"."revoked_at" is null;
--> statement-breakpoint
CREATE INDEX "entity_roles_user_live_idx" ON "entity_roles" USING btree ("user_id") WHERE "entity_roles"."revoked_at" is null;
--> statement-breakpoint
CREATE UNIQUE INDEX "investing_entities_member_id_unique" ON "investing_entities" USING btree ("member_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "investing_entities_person_id_unique" ON "investing_entities" USING btree ("person_id");
--> statement-breakpoint
CREATE INDEX "investing_entities_legal_name_idx" ON "investing_entities" USING btree (lower("legal_name"),"id");
--> statement-breakpoint
ALTER TABLE "capital_commitments" ADD COLUMN "entity_id" integer;
--> statement-breakpoint
ALTER TABLE "document_deliveries" ADD COLUMN "entity_id" integer;
--> statement-breakpoint
ALTER TABLE "capital_call_parts" ADD COLUMN "entity_id" integer;
--> statement-breakpoint
ALTER TABLE "distribution_parts" ADD COLUMN "entity_id" integer;
--> statement-breakpoint
ALTER TABLE "investor_documents" ADD COLUMN "entity_id" integer;
--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "entity_id" integer;
--> statement-breakpoint
-- Every investor account, and every account with a position or a document of its own, becomes the
-- investor of record of its own holding (decision 0060): named as the account is named everywhere (displayName), with the
-- account's member ID (memberIdOf: "EDF-", the UTC year joined, the id padded to four digits).
INSERT INTO "investing_entities" ("kind", "legal_name", "member_id", "person_id", "mailing_address", "archived_at", "created_at")
SELECT CASE u."investor_type" WHEN 'entity' THEN 'company' WHEN 'trust' THEN 'trust' WHEN 'family_office' THEN 'family_office'
         WHEN 'pension_fund' THEN 'pension_fund' ELSE 'individual' END,
       left(coalesce(nullif(concat_ws(' ', nullif(trim(u."first_name"), ''), nullif(trim(u."last_name"), '')), ''), u."username"), 255),
       'EDF-' || to_char(u."created_at" AT TIME ZONE 'UTC', 'YYYY') || '-' || lpad(u."id"::text, greatest(4, length(u."id"::text)), '0'),
       u."id", u."mailing_address", u."archived_at", u."created_at"
FROM "users" u
WHERE u."role" = 'investor'
   OR EXISTS (SELECT 1 FROM "capital_commitments" c WHERE c."user_id" = u."id")
   OR EXISTS (SELECT 1 FROM "capital_call_parts" p WHERE p."user_id" = u."id")
   OR EXISTS (SELECT 1 FROM "distribution_parts" p WHERE p."user_id" = u."id")
   OR EXISTS (SELECT 1 FROM "investor_documents" d WHERE d."user_id" = u."id")
ORDER BY u."id";
--> statement-breakpoint
-- Commitments entered by name only, without an account (one investor per name, as the fund summary
-- counts them): an entity each, with a member ID of its own ("EDF-<year>-L0001").
INSERT INTO "investing_entities" ("kind", "legal_name", "member_id", "created_at")
SELECT CASE lower(l."investor_type") WHEN 'entity' THEN 'company' WHEN 'trust' THEN 'trust' WHEN 'family_office' THEN 'family_office'
         WHEN 'pension_fund' THEN 'pension_fund' ELSE 'individual' END,
       l."investor_name",
       'EDF-' || to_char(l."created_at" AT TIME ZONE 'UTC', 'YYYY') || '-L' || lpad(l.n::text, 4, '0'),
       l."created_at"
FROM (
  SELECT DISTINCT ON (lower(c."investor_name")) c."investor_name", c."investor_type", c."created_at",
         dense_rank() OVER (ORDER BY lower(c."investor_name")) AS n
  FROM "capital_commitments" c WHERE c."user_id" IS NULL
  ORDER BY lower(c."investor_name"), c."id"
) l
ORDER BY l.n;
--> statement-breakpoint
-- The account's person is the signatory of their own holding, since the account was made.
INSERT INTO "entity_roles" ("entity_id", "user_id", "role", "granted_at")
SELECT e."id", e."person_id", 'signatory', e."created_at" FROM "investing_entities" e WHERE e."person_id" IS NOT NULL ORDER BY e."id";
--> statement-breakpoint
UPDATE "capital_commitments" c SET "entity_id" = e."id" FROM "investing_entities" e WHERE e."person_id" = c."user_id";
--> statement-breakpoint
UPDATE "capital_commitments" c SET "entity_id" = e."id" FROM "investing_entities" e
WHERE c."user_id" IS NULL AND e."person_id" IS NULL AND e."member_id" LIKE 'EDF-%-L%' AND lower(e."legal_name") = lower(c."investor_name");
--> statement-breakpoint
UPDATE "capital_call_parts" p SET "entity_id" = e."id" FROM "investing_entities" e WHERE e."person_id" = p."user_id";
--> statement-breakpoint
UPDATE "distribution_parts" p SET "entity_id" = e."id" FROM "investing_entities" e WHERE e."person_id" = p."user_id";
--> statement-breakpoint
UPDATE "investor_documents" d SET "entity_id" = e."id" FROM "investing_entities" e WHERE e."person_id" = d."user_id";
--> statement-breakpoint
UPDATE "document_deliveries" dd SET "entity_id" = d."entity_id" FROM "investor_documents" d WHERE d."id" = dd."document_id" AND d."entity_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "capital_commitments" ALTER COLUMN "entity_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "capital_call_parts" ALTER COLUMN "entity_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "distribution_parts" ALTER COLUMN "entity_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "investor_documents" DROP CONSTRAINT "investor_documents_fund_wide_check";
--> statement-breakpoint
ALTER TABLE "capital_commitments" DROP CONSTRAINT "capital_commitments_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "capital_call_parts" DROP CONSTRAINT "capital_call_parts_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "distribution_parts" DROP CONSTRAINT "distribution_parts_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "investor_documents" DROP CONSTRAINT "investor_documents_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "capital_commitments_user_id_idx";
--> statement-breakpoint
DROP INDEX "capital_commitments_user_fund_unique";
--> statement-breakpoint
DROP INDEX "capital_commitments_fund_user_idx";
--> statement-breakpoint
DROP INDEX "capital_call_parts_call_user_unique";
--> statement-breakpoint
DROP INDEX "capital_call_parts_user_id_idx";
--> statement-breakpoint
DROP INDEX "distribution_parts_distribution_user_unique";
--> statement-breakpoint
DROP INDEX "distribution_parts_user_id_idx";
--> statement-breakpoint
DROP INDEX "investor_documents_user_id_idx";
--> statement-breakpoint
ALTER TABLE "capital_commitments" DROP COLUMN "user_id";
--> statement-breakpoint
ALTER TABLE "capital_commitments" DROP COLUMN "investor_name";
--> statement-breakpoint
ALTER TABLE "capital_commitments" DROP COLUMN "investor_type";
--> statement-breakpoint
ALTER TABLE "capital_call_parts" DROP COLUMN "user_id";
--> statement-breakpoint
ALTER TABLE "distribution_parts" DROP COLUMN "user_id";
--> statement-breakpoint
ALTER TABLE "investor_documents" DROP COLUMN "user_id";
--> statement-breakpoint
ALTER TABLE "capital_commitments" ADD CONSTRAINT "capital_commitments_entity_id_investing_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."investing_entities"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "document_deliveries" ADD CONSTRAINT "document_deliveries_entity_id_investing_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."investing_entities"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "capital_call_parts" ADD CONSTRAINT "capital_call_parts_entity_id_investing_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."investing_entities"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "distribution_parts" ADD CONSTRAINT "distribution_parts_entity_id_investing_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."investing_entities"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "investor_documents" ADD CONSTRAINT "investor_documents_entity_id_investing_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."investing_entities"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_entity_id_investing_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."investing_entities"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "capital_commitments_entity_fund_unique" ON "capital_commitments" USING btree ("entity_id","fund_type");
--> statement-breakpoint
CREATE INDEX "capital_commitments_fund_entity_idx" ON "capital_commitments" USING btree ("fund_type","entity_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "capital_call_parts_call_entity_unique" ON "capital_call_parts" USING btree ("call_id","entity_id");
--> statement-breakpoint
CREATE INDEX "capital_call_parts_entity_id_idx" ON "capital_call_parts" USING btree ("entity_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_parts_distribution_entity_unique" ON "distribution_parts" USING btree ("distribution_id","entity_id");
--> statement-breakpoint
CREATE INDEX "distribution_parts_entity_id_idx" ON "distribution_parts" USING btree ("entity_id");
--> statement-breakpoint
CREATE INDEX "investor_documents_entity_id_idx" ON "investor_documents" USING btree ("entity_id");
--> statement-breakpoint
ALTER TABLE "investor_documents" ADD CONSTRAINT "investor_documents_fund_wide_check" CHECK ("investor_documents"."entity_id" is not null or "investor_documents"."fund_type" is not null);
