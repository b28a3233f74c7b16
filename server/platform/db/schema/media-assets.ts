import { char, index, integer, jsonb, pgTable, varchar } from "drizzle-orm/pg-core";
import type { MediaVariant } from "#domain/media.ts";
import { storedFiles } from "./stored-files.ts";
import { createdAt, updatedAt } from "./timestamps.ts";
import { users } from "./users.ts";

/**
 * The media library's images (docs/decisions/0033-media-library.md). The uploaded original is kept
 * in stored_files (never served: it may carry EXIF/GPS); its renditions, stripped of metadata, are
 * listed in `variants` (each names its stored_files key) and written with the row in one
 * transaction. `sha256` is the original's SHA-256 in hex, for whoever must prove which image a
 * page showed.
 */
export const mediaAssets = pgTable(
  "media_assets",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    alt: varchar("alt", { length: 500 }).notNull(),
    originalName: varchar("original_name", { length: 255 }).notNull(),
    contentType: varchar("content_type", { length: 50 }).notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    byteSize: integer("byte_size").notNull(),
    sha256: char("sha256", { length: 64 }).notNull(),
    storageKey: varchar("storage_key", { length: 255 })
      .notNull()
      .references(() => storedFiles.key, { onDelete: "restrict" }),
    variants: jsonb("variants").$type<Array<MediaVariant & { key: string }>>().notNull(),
    uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("media_assets_sha256_idx").on(t.sha256)],
);
