// Site pages and public addresses of the publishing workflow (decision 0031). No zod here: the
// footer and every page's meta tags use it, so it stays out of the pages' bundles' weight.

/** The site pages staff edit like articles, at these fixed public addresses (slug = path). */
export const SITE_PAGES = [
  { slug: "privacy-policy", title: "Privacy Policy" },
  { slug: "terms-of-use", title: "Terms of Use" },
  { slug: "disclosures", title: "Disclosures" },
] as const;
export type SitePageSlug = (typeof SITE_PAGES)[number]["slug"];

/** The site-wide social image (a 1200×630 PNG: the networks do not show SVG), when an article names none. */
export const DEFAULT_SOCIAL_IMAGE = "/images/og-default.png";

/** Where the public reads an article or a site page. */
export const publicPathOf = (row: { kind: string; slug: string }) =>
  row.kind === "page" ? `/${row.slug}` : `/article/${row.slug}`;
