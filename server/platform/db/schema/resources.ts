import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { storedFiles } from "./stored-files.ts";
import { createdAt, updatedAt } from "./timestamps.ts";

export const resources = pgTable(
  "resources",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: varchar("title", { length: 255 }).notNull(),
    description: text("description").notNull(),
    category: varchar("category", { length: 100 }).notNull(),
    fileType: varchar("file_type", { length: 50 }),
    fileFormat: varchar("file_format", { length: 50 }),
    fileSize: varchar("file_size", { length: 50 }),
    downloadUrl: varchar("download_url", { length: 500 }),
    resourceType: varchar("resource_type", { length: 50 }).notNull().default("resource"),
    isResearchReport: boolean("is_research_report").notNull().default(false),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // The admin form's access controls: which fund's investors may see it, and whether anyone may.
    fundAccess: varchar("fund_access", { length: 20 }).notNull().default("general"),
    isPublic: boolean("is_public").notNull().default(false),
    // The stored file a download serves (stored_files.key); without one, downloadUrl is linked to.
    storageKey: varchar("storage_key", { length: 255 }).references(() => storedFiles.key),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("resources_fund_access_check", sql`${t.fundAccess} in ('fund_i', 'fund_ii', 'both_funds', 'general')`),
    // The Resources tab's orders (decision 0039), the id last.
    index("resources_created_at_id_idx").on(t.createdAt, t.id),
    index("resources_title_id_idx").on(sql`lower(${t.title})`, t.id),
  ],
);
