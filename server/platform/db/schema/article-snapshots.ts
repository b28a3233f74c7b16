import { index, integer, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * What the public saw, kept for five years as an advertisement's record (SEC rule 204-2; decision
 * 0031): one row per publication, never deleted, never changed except to say when it came down.
 * No foreign key: a record outlives its article, so the article's id and slug are plain values.
 * The migration adds a trigger that refuses DELETE and any UPDATE other than ending it.
 */
export const articleSnapshots = pgTable(
  "article_snapshots",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    articleId: integer("article_id").notNull(),
    kind: varchar("kind", { length: 20 }).notNull(),
    slug: varchar("slug", { length: 255 }).notNull(),
    /** The public address it was shown at (/article/<slug> or /<slug> for a site page). */
    path: varchar("path", { length: 300 }).notNull(),
    title: varchar("title", { length: 255 }).notNull(),
    description: text("description").notNull(),
    category: varchar("category", { length: 100 }).notNull(),
    metaTitle: varchar("meta_title", { length: 255 }).notNull(),
    metaDescription: text("meta_description").notNull(),
    /** The sanitized HTML of the body exactly as the page served it. */
    bodyHtml: text("body_html").notNull(),
    imageUrl: varchar("image_url", { length: 500 }),
    imageSha256: varchar("image_sha256", { length: 64 }),
    imageNote: text("image_note"),
    socialImageUrl: varchar("social_image_url", { length: 500 }).notNull(),
    socialImageSha256: varchar("social_image_sha256", { length: 64 }),
    socialImageNote: text("social_image_note"),
    reason: varchar("reason", { length: 20 }).notNull(),
    approvedBy: varchar("approved_by", { length: 100 }),
    publishedBy: varchar("published_by", { length: 100 }).notNull(),
    wentLiveAt: timestamp("went_live_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    endReason: varchar("end_reason", { length: 20 }),
    /** SHA-256 of the record's canonical JSON (server/features/publishing/snapshots.ts), taken when stored. */
    contentSha256: varchar("content_sha256", { length: 64 }).notNull(),
  },
  (t) => [
    index("article_snapshots_article_idx").on(t.articleId, t.wentLiveAt.desc()),
    index("article_snapshots_went_live_idx").on(t.wentLiveAt.desc()),
  ],
);
