// zod/mini: the same schemas validate the article forms in the browser and the API on the server.
import * as z from "zod/mini";
import { isSafeLink, optionalBoolean, requiredEnum, requiredText, text } from "./fields.ts";
import { ARTICLE_STATUSES } from "./article-status.ts";
import { pageQuerySchema } from "./paging.ts";
import { seoInputShape, type PublishingState } from "./publishing.ts";

/** Categories used by the public site and both article forms (two earlier lists, merged: decision 0006). */
export const ARTICLE_CATEGORIES = [
  "Market Analysis",
  "Investment Strategy",
  "Company News",
  "Industry Insights",
  "Economic Outlook",
  "Wealth Building",
  "Sustainable Investing",
  "Real Estate",
  "Technology",
] as const;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugSchema = z
  .string({ error: "Slug is required" })
  .check(
    z.minLength(1, "Slug is required"),
    z.maxLength(255, "Slug must be at most 255 characters"),
    z.regex(SLUG_PATTERN, "Use lowercase letters, numbers and single hyphens"),
  );

/** What the public list call returns for each article (GET /api/articles?published=true). */
export interface ArticleSummary {
  id: number;
  slug: string;
  title: string;
  description: string;
  category: string;
  imageUrl: string | null;
  featured: boolean;
  /** Minutes to read the body, at least 1 (the database computes it from the content). */
  readingMinutes: number;
  createdAt: string;
}

/** A published article on a public list, with when it first went public (the lists' order and the date cards show). */
export interface PublishedSummary extends ArticleSummary {
  publishedAt: string;
}

/** One published article as the public reads it (GET /api/articles/:slug, the article page). */
export interface PublicArticle extends ArticleSummary {
  content: string;
  published: boolean;
  updatedAt: string;
  /** SEO (decision 0031); null: the title, the description and the cover image stand in. */
  metaTitle: string | null;
  metaDescription: string | null;
  socialImageUrl: string | null;
  /** When it first went live (null for articles published before the workflow recorded it). */
  firstPublishedAt: string | null;
}

/** An article as staff see it: with its place in the publishing workflow (decision 0031). */
export interface Article extends PublicArticle, PublishingState {}

export const articleListQuerySchema = z.object({
  published: z.optional(z.enum(["true", "false"])),
});

/** An article in a staff list: everything but the body, which a list never reads (decision 0039). */
export type ArticleListItem = Omit<Article, "content">;

/** The staff list's orders (decision 0039); the first is the default. */
export const ARTICLE_SORTS = ["created", "updated", "title"] as const;
export type ArticleSort = (typeof ARTICLE_SORTS)[number];

/**
 * GET /api/articles/page, the News tab and /admin-dashboard: paged, searched (?q= title or slug),
 * filtered by ?status=, sorted by date created, date updated or title.
 */
export const articlePageQuerySchema = pageQuerySchema(ARTICLE_SORTS, {
  status: z.optional(z.enum(ARTICLE_STATUSES, { error: `status must be one of: ${ARTICLE_STATUSES.join(", ")}` })),
});
export type ArticlePageQuery = z.infer<typeof articlePageQuerySchema>;

/** Cards on one page of the public /news (a full three-column grid). */
export const NEWS_PAGE_SIZE = 12;

/**
 * The article forms' fields. Following domain/fields.ts: required fields are sent
 * on update too; omitted optional fields keep their stored value on update and take the stored
 * default on create (published true, featured false, no image).
 */
export const articleInputSchema = z.object({
  title: requiredText("Title", 255),
  slug: z.pipe(z.string({ error: "Slug is required" }).check(z.trim()), slugSchema),
  category: requiredEnum(ARTICLE_CATEGORIES, "Category"),
  // Required, but the dashboard form allows it empty: "" is stored as "".
  description: text("Description", { error: "Description is required" }).check(
    z.trim(),
    z.maxLength(2000, "Description must be at most 2000 characters"),
  ),
  content: requiredText("Content", 50_000),
  // A path on this site ("/media/…" from the media library, "/images/…"); null or "" for none.
  // Another site's image is refused (decision 0047): the pages' CSP (img-src 'self') would block
  // it, so it could never show; staff upload it to the media library instead.
  imageUrl: z.optional(
    z.nullable(
      z.pipe(
        text("Image URL").check(
          z.trim(),
          z.maxLength(500, "Image URL must be at most 500 characters"),
          z.refine(
            (v) => v === "" || (isSafeLink(v) && v.startsWith("/") && !v.startsWith("//")),
            "Image URL must be a path on this site starting with / (upload another site's image to the media library)",
          ),
        ),
        z.transform((v) => (v === "" ? null : v)),
      ),
    ),
  ),
  published: optionalBoolean("Published"),
  featured: optionalBoolean("Featured"),
  ...seoInputShape,
});
export type ArticleInput = z.output<typeof articleInputSchema>;
