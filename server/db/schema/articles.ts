import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./timestamps.ts";

// Also the prototype's "news" records: one article store (docs/product.md §Data).
export const articles = pgTable(
  "articles",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: varchar("title", { length: 255 }).notNull(),
    slug: varchar("slug", { length: 255 }).notNull().unique(),
    category: varchar("category", { length: 100 }).notNull(),
    description: text("description").notNull(),
    // Markdown (GitHub-flavoured), rendered and sanitized by server/content/markdown.ts.
    content: text("content").notNull(),
    // Minutes to read at 220 words a minute, at least 1: one definition for cards and the page,
    // kept by the database itself so no write can forget it.
    readingMinutes: integer("reading_minutes")
      .notNull()
      .generatedAlwaysAs(
        sql`greatest(1, round(cardinality(regexp_split_to_array(btrim(content), '\\s+')) / 220.0))::integer`,
      ),
    imageUrl: varchar("image_url", { length: 500 }),
    published: boolean("published").notNull().default(true),
    featured: boolean("featured").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("articles_published_created_idx").on(t.published, t.createdAt.desc())],
);
