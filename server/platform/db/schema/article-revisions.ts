import { integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import type { ArticleRevisionFields, ArticleRevisionKind } from "#domain/article-revision.ts";
import { createdAt } from "./timestamps.ts";

// Every save of an article (create, update, autosave, restore), numbered per article
// (docs/decisions/0032-article-editor.md). No foreign key to articles on purpose: an article's
// history outlives the article, so a deleted article's text can still be read and recovered.
export const articleRevisions = pgTable(
  "article_revisions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    articleId: integer("article_id").notNull(),
    number: integer("number").notNull(),
    kind: varchar("kind", { length: 20 }).$type<ArticleRevisionKind>().notNull(),
    // Like the audit log: the username is kept beside the id, so the history outlives its authors.
    authorUserId: integer("author_user_id"),
    authorUsername: varchar("author_username", { length: 255 }),
    // The full field values after the save, as the article form knows them.
    fields: jsonb("fields").$type<ArticleRevisionFields>().notNull(),
    // Names of the fields this save changed (all of them for the first revision).
    changedFields: text("changed_fields").array().notNull(),
    // The revision this save restored, when it was a restore.
    restoredFrom: integer("restored_from"),
    createdAt: createdAt(),
    // Moves when consecutive autosaves by one person are folded into this revision.
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("article_revisions_article_number_idx").on(t.articleId, t.number)],
);
