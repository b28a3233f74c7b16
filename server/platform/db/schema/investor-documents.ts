import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, varchar } from "drizzle-orm/pg-core";
import { DOCUMENT_KINDS, DOCUMENT_STATUSES, type DocumentStatus } from "#domain/investor-portal.ts";
import { isOneOf } from "./one-of.ts";
import { storedFiles } from "./stored-files.ts";
import { createdAt } from "./timestamps.ts";
import { investingEntities } from "./investing-entities.ts";

/**
 * A document of the investor portal: an entity's own (entityId set: subscription agreements,
 * statements, K-1s, notices) or fund-wide (entityId null: reports every investor of the fund sees).
 * storageKey names its file in stored_files; it is null while the document is pending.
 */
export const investorDocuments = pgTable(
  "investor_documents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    // Restrict: an entity with records is archived, never deleted (decision 0024).
    entityId: integer("entity_id").references(() => investingEntities.id, { onDelete: "restrict" }),
    fundType: varchar("fund_type", { length: 20 }),
    kind: varchar("kind", { length: 30 }).notNull(),
    name: varchar("name", { length: 255 }).notNull(),
    period: varchar("period", { length: 50 }),
    // The file's size in bytes, shown by formatStoredSize (domain/format.ts, decision 0056); null while pending.
    byteSize: integer("byte_size"),
    documentDate: date("document_date"),
    status: varchar("status", { length: 30 }).$type<DocumentStatus>(),
    expectedDate: date("expected_date"),
    storageKey: varchar("storage_key", { length: 255 }).references(() => storedFiles.key),
    createdAt: createdAt(),
  },
  (t) => [
    check("investor_documents_byte_size_check", sql`${t.byteSize} >= 0`),
    check("investor_documents_kind_check", isOneOf(t.kind, DOCUMENT_KINDS)),
    check("investor_documents_status_check", isOneOf(t.status, DOCUMENT_STATUSES)),
    check("investor_documents_fund_type_check", sql`${t.fundType} in ('Fund I', 'Fund II', 'Both Funds')`),
    // A fund-wide document must name its fund, or nobody could be granted it.
    check("investor_documents_fund_wide_check", sql`${t.entityId} is not null or ${t.fundType} is not null`),
    index("investor_documents_entity_id_idx").on(t.entityId),
    // The staff list's keyset order, newest first, and its type and fund filters (decision 0040).
    index("investor_documents_created_at_id_idx").on(t.createdAt, t.id),
    index("investor_documents_kind_created_at_idx").on(t.kind, t.createdAt, t.id),
    index("investor_documents_fund_created_at_idx").on(t.fundType, t.createdAt, t.id),
  ],
);
