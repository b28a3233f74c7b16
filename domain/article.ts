import { z } from "zod";

/** Categories used by the public site and both article forms (the spec's two lists, merged). */
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
  .string()
  .min(1, "Slug is required")
  .max(255, "Slug must be at most 255 characters")
  .regex(SLUG_PATTERN, "Use lowercase letters, numbers and single hyphens");

/** What the public list call returns for each article (spec section 7). */
export interface ArticleSummary {
  id: number;
  slug: string;
  title: string;
  description: string;
  category: string;
  imageUrl: string | null;
  featured: boolean;
  createdAt: string;
}

export interface Article extends ArticleSummary {
  content: string;
  published: boolean;
  updatedAt: string;
}

export const articleListQuerySchema = z.object({
  published: z.enum(["true", "false"]).optional(),
});
