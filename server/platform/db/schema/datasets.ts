import { integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { updatedAt } from "./timestamps.ts";

export const datasets = pgTable("datasets", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: varchar("name", { length: 255 }).notNull(),
  description: text("description"),
  format: varchar("format", { length: 50 }),
  size: varchar("size", { length: 50 }),
  downloadUrl: varchar("download_url", { length: 500 }),
  updatedAt: updatedAt(),
});
