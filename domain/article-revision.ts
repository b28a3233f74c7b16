// zod/mini: the editor's preview call is checked by the same schema in the browser and the API.
import * as z from "zod/mini";
import type { Article } from "./article.ts";
import { text } from "./fields.ts";

/** The fields of an article a revision keeps: everything the article forms edit. */
export const REVISION_FIELDS = [
  "title",
  "slug",
  "category",
  "description",
  "content",
  "imageUrl",
  "published",
  "featured",
  "metaTitle",
  "metaDescription",
  "socialImageUrl",
] as const;
export type RevisionField = (typeof REVISION_FIELDS)[number];
export type ArticleRevisionFields = Pick<Article, RevisionField>;

/** How a revision came about: a save from a form, an autosave of a draft, a restore of an older revision. */
export type ArticleRevisionKind = "created" | "updated" | "autosave" | "restored";

/** A revision in the editor's list (without the field values). */
export interface ArticleRevisionSummary {
  number: number;
  kind: ArticleRevisionKind;
  author: string | null;
  /** When the revision was last saved (an autosave folded into it moves this). */
  savedAt: string;
  changedFields: RevisionField[];
  restoredFrom: number | null;
}

export interface ArticleRevision extends ArticleRevisionSummary {
  articleId: number;
  fields: ArticleRevisionFields;
}

/** What POST .../revisions/:number/restore answers (decision 0032). */
export type RestoreResult =
  | { applied: true; article: Article; revision: number }
  | { applied: false; fields: ArticleRevisionFields; revision: number };

/** :number of the revision routes: a whole number from 1. */
export const revisionNumberSchema = z.pipe(
  z.string().check(z.regex(/^[1-9]\d{0,8}$/, "Revision number must be a whole number from 1")),
  z.transform(Number),
);

/** ?autosave=true on an article save: the editor's autosave of a draft, folded when frequent. */
export const articleSaveQuerySchema = z.object({
  autosave: z.optional(z.enum(["true", "false"], "autosave must be true or false")),
});

/** The largest body the preview renders: the article's own limit on content. */
export const PREVIEW_CONTENT_MAX = 50_000;

/**
 * The editor's preview call: what the article page shows. Nothing is required (a half-written
 * article previews too), but every field keeps the article's own limits.
 */
export const articlePreviewSchema = z.object({
  title: z.optional(text("Title").check(z.maxLength(255, "Title must be at most 255 characters"))),
  description: z.optional(text("Description").check(z.maxLength(2000, "Description must be at most 2000 characters"))),
  category: z.optional(text("Category").check(z.maxLength(100, "Category must be at most 100 characters"))),
  content: text("Content").check(
    z.maxLength(PREVIEW_CONTENT_MAX, `Content must be at most ${PREVIEW_CONTENT_MAX} characters`),
  ),
});
export type ArticlePreviewInput = z.output<typeof articlePreviewSchema>;

export interface ArticlePreview {
  /** The sanitized HTML the article page puts in its .article-body. */
  html: string;
  readingMinutes: number;
}

/**
 * Minutes to read at 220 words a minute, at least 1: the articles table's generated column
 * (server/platform/db/schema/articles.ts) computed here for text not saved yet. Keep the two alike.
 */
export function readingMinutes(content: string): number {
  const words = content.trim().split(/\s+/).length;
  return Math.max(1, Math.round(words / 220));
}
