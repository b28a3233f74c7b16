import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./timestamps.ts";

/**
 * A video is either an embedded player link (embed_url) or an uploaded file (storage_key names
 * its stored_files row; decision 0034), never both.
 */
export const videos = pgTable(
  "videos",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: varchar("title", { length: 255 }).notNull(),
    description: text("description").notNull(),
    category: varchar("category", { length: 100 }).notNull(),
    // "mm:ss" or "h:mm:ss", as shown to viewers (for a file: read from its bytes).
    duration: varchar("duration", { length: 20 }).notNull(),
    thumbnail: varchar("thumbnail", { length: 500 }).notNull(),
    embedUrl: varchar("embed_url", { length: 500 }),
    storageKey: varchar("storage_key", { length: 255 }),
    byteSize: integer("byte_size"),
    contentType: varchar("content_type", { length: 50 }),
    uploadDate: date("upload_date").notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The Videos tab's orders (decision 0039), the id last.
    index("videos_upload_date_id_idx").on(t.uploadDate, t.id),
    index("videos_title_id_idx").on(sql`lower(${t.title})`, t.id),
    check(
      "videos_source_check",
      sql`(${t.embedUrl} is not null and ${t.storageKey} is null) or (${t.embedUrl} is null and ${t.storageKey} is not null and ${t.byteSize} is not null and ${t.contentType} is not null)`,
    ),
  ],
);
