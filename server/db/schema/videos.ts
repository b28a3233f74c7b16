import { date, integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./timestamps.ts";

export const videos = pgTable("videos", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  title: varchar("title", { length: 255 }).notNull(),
  description: text("description").notNull(),
  category: varchar("category", { length: 100 }).notNull(),
  // "mm:ss" or "h:mm:ss", as shown to viewers.
  duration: varchar("duration", { length: 20 }).notNull(),
  thumbnail: varchar("thumbnail", { length: 500 }).notNull(),
  embedUrl: varchar("embed_url", { length: 500 }).notNull(),
  uploadDate: date("upload_date").notNull().defaultNow(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
