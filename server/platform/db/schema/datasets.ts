import { sql } from "drizzle-orm";
import { bigint, check, integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { updatedAt } from "./timestamps.ts";

export const datasets = pgTable(
  "datasets",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: varchar("name", { length: 255 }).notNull(),
    description: text("description"),
    format: varchar("format", { length: 50 }),
    // The data set's size in bytes (bigint: a data set may pass 2 GiB), shown by formatStoredSize
    // (domain/format.ts, decision 0056); null when not known.
    byteSize: bigint("byte_size", { mode: "number" }),
    downloadUrl: varchar("download_url", { length: 500 }),
    updatedAt: updatedAt(),
  },
  (t) => [check("datasets_byte_size_check", sql`${t.byteSize} >= 0`)],
);
