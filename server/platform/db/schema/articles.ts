import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { ARTICLE_KINDS, ARTICLE_STATUSES } from "#domain/article-status.ts";
import { isOneOf } from "./one-of.ts";
import { createdAt, updatedAt } from "./timestamps.ts";

// Also the prototype's "news" records: one article store (docs/product.md §Data). Site pages (the
// legal pages) are rows of kind "page" at fixed slugs, with the same drafts and records (decision 0031).
export const articles = pgTable(
  "articles",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar("kind", { length: 20 }).notNull().default("article"),
    title: varchar("title", { length: 255 }).notNull(),
    slug: varchar("slug", { length: 255 }).notNull().unique(),
    category: varchar("category", { length: 100 }).notNull(),
    description: text("description").notNull(),
    // Markdown (GitHub-flavoured), rendered and sanitized by server/features/publishing/markdown.ts.
    content: text("content").notNull(),
    // Minutes to read at 220 words a minute, at least 1: one definition for cards and the page,
    // kept by the database itself so no write can forget it.
    readingMinutes: integer("reading_minutes")
      .notNull()
      .generatedAlwaysAs(
        sql`greatest(1, round(cardinality(regexp_split_to_array(btrim(content), '\\s+')) / 220.0))::integer`,
      ),
    imageUrl: varchar("image_url", { length: 500 }),
    // The publishing workflow (decision 0031); server/features/publishing/article-publishing.ts moves it.
    status: varchar("status", { length: 20 }).notNull().default("draft"),
    // What every public read filters on, derived from status so no reader needs to know the states.
    published: boolean("published")
      .notNull()
      .generatedAlwaysAs(sql`status = 'published'`),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    firstPublishedAt: timestamp("first_published_at", { withTimezone: true }),
    lastPublishedAt: timestamp("last_published_at", { withTimezone: true }),
    /** Who asked for approval (and of what publish time), and the reviewer's comment when returned. */
    submittedBy: varchar("submitted_by", { length: 100 }),
    reviewComment: text("review_comment"),
    /** Who approved and who scheduled: the scheduled go-live's snapshot names them. */
    approvedBy: varchar("approved_by", { length: 100 }),
    scheduledBy: varchar("scheduled_by", { length: 100 }),
    metaTitle: varchar("meta_title", { length: 120 }),
    metaDescription: varchar("meta_description", { length: 300 }),
    socialImageUrl: varchar("social_image_url", { length: 500 }),
    featured: boolean("featured").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The lists' orders (decision 0039), each with the id last. Public: featured first, then by when
    // first published (the feed and the latest news without the featured rank); only published articles.
    index("articles_public_order_idx")
      .on(sql`((${t.featured})::int)`, sql`coalesce(${t.firstPublishedAt}, ${t.createdAt})`, t.id)
      .where(sql`${t.published} and ${t.kind} = 'article'`),
    // One category of /news, its count, and which categories have articles (the filters).
    index("articles_public_category_idx")
      .on(t.category, sql`((${t.featured})::int)`, sql`coalesce(${t.firstPublishedAt}, ${t.createdAt})`, t.id)
      .where(sql`${t.published} and ${t.kind} = 'article'`),
    index("articles_public_published_at_idx")
      .on(sql`coalesce(${t.firstPublishedAt}, ${t.createdAt})`, t.id)
      .where(sql`${t.published} and ${t.kind} = 'article'`),
    // Staff (News tab, /admin-dashboard): articles only, never the site pages.
    index("articles_created_at_id_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.kind} = 'article'`),
    index("articles_updated_at_id_idx")
      .on(t.updatedAt, t.id)
      .where(sql`${t.kind} = 'article'`),
    index("articles_title_id_idx")
      .on(sql`lower(${t.title})`, t.id)
      .where(sql`${t.kind} = 'article'`),
    // The staff search's substring matches (ILIKE '%…%' in title or slug), by trigram (decision 0042).
    index("articles_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
    index("articles_slug_trgm_idx").using("gin", t.slug.op("gin_trgm_ops")),
    // /admin-dashboard's count of featured articles, without reading the table.
    index("articles_featured_idx")
      .on(t.id)
      .where(sql`${t.featured} and ${t.kind} = 'article'`),
    index("articles_status_created_at_idx")
      .on(t.status, t.createdAt, t.id)
      .where(sql`${t.kind} = 'article'`),
    // The scheduler's question, every pass: which scheduled articles are due.
    index("articles_scheduled_due_idx")
      .on(t.publishAt)
      .where(sql`status = 'scheduled'`),
    check("articles_status_check", isOneOf(t.status, ARTICLE_STATUSES)),
    check("articles_kind_check", isOneOf(t.kind, ARTICLE_KINDS)),
    check("articles_scheduled_has_time_check", sql`status <> 'scheduled' or publish_at is not null`),
  ],
);
