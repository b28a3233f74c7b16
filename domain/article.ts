// zod/mini: the same schemas validate the article forms in the browser and the API on the server.
import * as z from "zod/mini";
import { isSafeLink, optionalBoolean, requiredEnum, requiredText, text } from "./fields.ts";

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

export interface Article extends ArticleSummary {
  content: string;
  published: boolean;
  updatedAt: string;
}

export const articleListQuerySchema = z.object({
  published: z.optional(z.enum(["true", "false"])),
});

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
  // A URL or a site path ("/images/…"); null or "" for none.
  imageUrl: z.optional(
    z.nullable(
      z.pipe(
        text("Image URL").check(
          z.trim(),
          z.maxLength(500, "Image URL must be at most 500 characters"),
          z.refine(
            (v) => v === "" || isSafeLink(v),
            "Image URL must be an http(s) URL or a path on this site starting with /",
          ),
        ),
        z.transform((v) => (v === "" ? null : v)),
      ),
    ),
  ),
  published: optionalBoolean("Published"),
  featured: optionalBoolean("Featured"),
});
export type ArticleInput = z.output<typeof articleInputSchema>;
