import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, timestamp, varchar } from "drizzle-orm/pg-core";
import { investingEntities } from "./investing-entities.ts";
import { investorDocuments } from "./investor-documents.ts";
import { storedFiles } from "./stored-files.ts";
import { createdAt } from "./timestamps.ts";
import { users } from "./users.ts";

/**
 * E-delivery evidence: a document was delivered to a person (an entity's own document to the
 * entity's people on upload; a fund-wide one to every investor of the fund when published), when
 * they first opened it and how often they downloaded it. A row without first_opened_at is a "New"
 * document in that person's portal. entity_id is the entity an entity's own document was for.
 */
export const documentDeliveries = pgTable(
  "document_deliveries",
  {
    documentId: integer("document_id")
      .notNull()
      .references(() => investorDocuments.id, { onDelete: "cascade" }),
    // Delivery evidence is kept: an investor with deliveries is archived, never deleted (decision 0024).
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    entityId: integer("entity_id").references(() => investingEntities.id, { onDelete: "restrict" }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }).notNull().defaultNow(),
    firstOpenedAt: timestamp("first_opened_at", { withTimezone: true }),
    downloadCount: integer("download_count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.userId] }), index("document_deliveries_user_id_idx").on(t.userId)],
);

/** Earlier files of a replaced document (the current one is investor_documents.storage_key). */
export const investorDocumentVersions = pgTable(
  "investor_document_versions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    documentId: integer("document_id")
      .notNull()
      .references(() => investorDocuments.id, { onDelete: "cascade" }),
    storageKey: varchar("storage_key", { length: 255 })
      .notNull()
      .references(() => storedFiles.key),
    // In bytes, like investor_documents.byte_size (decision 0056).
    byteSize: integer("byte_size"),
    replacedBy: integer("replaced_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("investor_document_versions_byte_size_check", sql`${t.byteSize} >= 0`),
    index("investor_document_versions_document_id_idx").on(t.documentId),
  ],
);
