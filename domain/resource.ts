import * as z from "zod/mini";
import {
  optionalBoolean,
  optionalEnum,
  optionalText,
  requiredEnum,
  requiredText,
  safeLink,
  text,
  textList,
} from "./fields.ts";

/** The admin form's resource categories. */
export const RESOURCE_CATEGORIES = [
  "Investment Reports",
  "Market Analysis",
  "Financial Statements",
  "Legal Documents",
  "Educational Content",
] as const;
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];

/** The form's "type", stored as fileType. */
export const RESOURCE_TYPES = ["Document", "Video", "Webinar", "Tool"] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const FUND_ACCESS = ["fund_i", "fund_ii", "both_funds", "general"] as const;
export type FundAccess = (typeof FUND_ACCESS)[number];
export const FUND_ACCESS_LABELS: Record<FundAccess, string> = {
  fund_i: "Fund I",
  fund_ii: "Fund II",
  both_funds: "Both Funds",
  general: "General",
};

/**
 * Create and update (PUT) body of a resource, in the admin form's words: `type` is stored as
 * fileType and `url` as downloadUrl. Optional fields omitted on update stay unchanged; on create
 * fundAccess defaults to general and isPublic to false.
 */
export const resourceInputSchema = z.object({
  title: requiredText("Title", 255),
  description: requiredText("Description", 10_000),
  category: requiredEnum(RESOURCE_CATEGORIES, "Category"),
  type: optionalEnum(RESOURCE_TYPES, "Type"),
  url: safeLink("URL"),
  fundAccess: z.optional(requiredEnum(FUND_ACCESS, "Fund access")),
  isPublic: optionalBoolean("Public"),
  tags: z.optional(textList("Tags", { maxItems: 20, maxLength: 50 })),
  fileFormat: optionalText("File format", 50),
  fileSize: optionalText("File size", 50),
});
export type ResourceInput = z.input<typeof resourceInputSchema>;
export type ResourceData = z.output<typeof resourceInputSchema>;

/** GET /api/resources?search=… (case-insensitive over title, description and category). */
export const resourceListQuerySchema = z.object({
  search: z.optional(text("Search").check(z.trim(), z.maxLength(200, "Search must be at most 200 characters"))),
});

/** A resource as the API answers it (stored names: fileType is the form's type, downloadUrl its url). */
export interface Resource {
  id: number;
  title: string;
  description: string;
  category: string;
  fileType: string | null;
  fileFormat: string | null;
  fileSize: string | null;
  downloadUrl: string | null;
  resourceType: string;
  isResearchReport: boolean;
  tags: string[];
  fundAccess: FundAccess;
  isPublic: boolean;
  createdAt: string;
  updatedAt: string;
}
