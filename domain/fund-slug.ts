import type { FundType } from "./investment.ts";

// A fund as it appears in staff URLs (/api/admin/funds/fund-ii/overview, /fund-operations?fund=fund-ii):
// lower-case and without spaces, so paths need no escaping.

export const FUND_SLUGS = { "fund-i": "Fund I", "fund-ii": "Fund II" } as const satisfies Record<string, FundType>;
export type FundSlug = keyof typeof FUND_SLUGS;

/** The fund a slug names, or null for anything else. */
export function fundFromSlug(slug: string | null | undefined): FundType | null {
  return slug !== null && slug !== undefined && Object.hasOwn(FUND_SLUGS, slug) ? FUND_SLUGS[slug as FundSlug] : null;
}

export const slugOfFund = (fund: FundType): FundSlug => (fund === "Fund I" ? "fund-i" : "fund-ii");
