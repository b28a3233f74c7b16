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
import { pageQuerySchema } from "./paging.ts";

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
 * Who sees a resource and where they find it, as the staff form says it before saving (the rules
 * are server/features/fund-ledger/investor-records.ts resourceScope and docs/product.md §Who sees which file).
 */
export function resourcePlacement(r: { fundAccess: FundAccess; isPublic: boolean; isResearchReport: boolean }) {
  const audience =
    r.fundAccess === "general"
      ? "every investor and viewer"
      : r.fundAccess === "both_funds"
        ? "investors and viewers with access to Fund I or Fund II"
        : `investors and viewers with access to ${FUND_ACCESS_LABELS[r.fundAccess]}`;
  const places = ["the Resources tab of their investor profile"];
  if (r.isResearchReport) places.push("the portal's Reports tab, under Research Reports");
  const who = r.isPublic ? `every signed-in investor and viewer (Public: anyone may download its file)` : audience;
  return `Seen by ${who}, in ${places.join(" and ")}.`;
}

/**
 * Whether a resource link is plainly broken (checked on save; the server cannot reach other hosts,
 * so an external link's target is never fetched, see docs/decisions/0021-document-delivery.md):
 * a link to another site must be https to a host with a dot and a top-level name, not localhost
 * nor a reserved never-resolving name (.invalid, .test, .localhost, .local). A path on this site
 * passes here; the server checks its own download paths' targets.
 */
export function brokenLinkReason(url: string): string | null {
  if (url.startsWith("/")) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "URL is not a valid link";
  }
  if (parsed.protocol !== "https:") return "URL must start with https:// (or be a path on this site)";
  const host = parsed.hostname.toLowerCase();
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,63}$/.test(host))
    return "URL must name a real host (e.g. files.example.com)";
  if (/\.(invalid|test|localhost|local)$/.test(host) || host === "localhost")
    return "URL names a host that does not exist";
  return null;
}

/**
 * The sites a resource link may lead to (docs/decisions/0047-delivery-and-uploads.md): the public
 * download of a link resource redirects there from our address, so a link elsewhere would make our
 * site vouch for any page (an open redirect a phishing e-mail could use). The firm's own site,
 * the regulators investors are pointed to, and the video hosts the videos use; each with its
 * subdomains. Adding a site is a reviewed change to this list.
 */
export const RESOURCE_LINK_HOSTS = [
  "edfutures.com",
  "sec.gov",
  "investor.gov",
  "finra.org",
  "irs.gov",
  "youtube.com",
  "vimeo.com",
] as const;

/** Why a link may not be a resource's (a site off RESOURCE_LINK_HOSTS), or null; a path on this site passes. */
export function offListLinkReason(url: string): string | null {
  if (url.startsWith("/") && !url.startsWith("//")) return null;
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return "URL is not a valid link";
  }
  if (RESOURCE_LINK_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))) return null;
  return `URL must lead to this site or to one of: ${RESOURCE_LINK_HOSTS.join(", ")} (upload the file instead)`;
}

/** The resource form's link: well-formed, safe, not plainly broken, and to an allowed site. */
const resourceLink = (label: string) =>
  safeLink(label).check(
    z.superRefine((value, ctx) => {
      const reason = brokenLinkReason(value) ?? offListLinkReason(value);
      if (reason) ctx.issues.push({ code: "custom", message: reason, input: value });
    }),
  );

/**
 * The same fields as sent with a file (multipart/form-data, POST /api/resources or PUT
 * /api/resources/:id): all text, so Public is "true" or "false" and Tags a comma-separated list,
 * and the URL may be left out because the uploaded file is what downloads.
 */
export function resourceFieldsOfForm(fields: Record<string, string>): Record<string, unknown> {
  const { isPublic, isResearchReport, tags, url, ...rest } = fields;
  const flag = (value: string) => (value === "true" ? true : value === "false" ? false : value);
  return {
    ...rest,
    ...(isPublic !== undefined ? { isPublic: flag(isPublic) } : {}),
    ...(isResearchReport !== undefined ? { isResearchReport: flag(isResearchReport) } : {}),
    ...(tags !== undefined ? { tags: tags.split(",") } : {}),
    ...(url !== undefined && url.trim() !== "" ? { url } : {}),
  };
}

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
  url: resourceLink("URL"),
  fundAccess: z.optional(requiredEnum(FUND_ACCESS, "Fund access")),
  isPublic: optionalBoolean("Public"),
  isResearchReport: optionalBoolean("Research report"),
  tags: z.optional(textList("Tags", { maxItems: 20, maxLength: 50 })),
  fileFormat: optionalText("File format", 50),
  fileSize: optionalText("File size", 50),
});
export type ResourceInput = z.input<typeof resourceInputSchema>;
export type ResourceData = z.output<typeof resourceInputSchema>;

/** A resource saved with an uploaded file: the URL is optional (the file is what downloads). */
export const resourceWithFileSchema = z.extend(resourceInputSchema, { url: z.optional(resourceLink("URL")) });
export type ResourceWithFileData = z.output<typeof resourceWithFileSchema>;

/** The largest resource file, as the staff form says it (server/platform/storage/files.ts checks it). */
export const MAX_RESOURCE_FILE_LABEL = "20 MB";

/** GET /api/resources?search=… (case-insensitive over title, description and category). */
export const resourceListQuerySchema = z.object({
  search: z.optional(text("Search").check(z.trim(), z.maxLength(200, "Search must be at most 200 characters"))),
});

/** The Resources tab's orders (decision 0039): date added (the default, newest first) or title. */
export const RESOURCE_SORTS = ["created", "title"] as const;
/** GET /api/resources/page and the Resources tab: paged, searched (?q= title, description or category), sorted. */
export const resourcePageQuerySchema = pageQuerySchema(RESOURCE_SORTS, {});

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
  /** Whether an uploaded file is stored (it downloads instead of the URL; fileSize is its real size). */
  hasFile: boolean;
  createdAt: string;
  updatedAt: string;
}
