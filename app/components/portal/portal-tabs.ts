import type { SessionUser } from "#domain/auth.ts";

/** The Investor Portal's tabs in the order of docs/product.md §Investor portal; the first is the default. */
export const PORTAL_TABS = [
  { value: "overview", label: "Overview" },
  { value: "fund-i", label: "Fund I", fund: "Fund I" },
  { value: "fund-ii", label: "Fund II", fund: "Fund II" },
  { value: "resources", label: "Resources" },
  { value: "team", label: "Investment Team" },
  { value: "pipeline", label: "Pipeline" },
  { value: "reports", label: "Reports" },
] as const;

export type PortalTab = (typeof PORTAL_TABS)[number]["value"];
export const DEFAULT_PORTAL_TAB: PortalTab = "overview";

type FundAccess = Pick<SessionUser, "fundIAccess" | "fundIIAccess">;

/** The tabs this user may open: a fund's tab only with access to that fund. */
export function portalTabsFor(access: FundAccess) {
  return PORTAL_TABS.filter((tab) => {
    if (!("fund" in tab)) return true;
    return tab.fund === "Fund I" ? access.fundIAccess : access.fundIIAccess;
  });
}

/** The tab named by ?tab=, or the default for a missing, unknown or inaccessible one. */
export function portalTabFrom(value: string | null, access: FundAccess): PortalTab {
  return portalTabsFor(access).find((tab) => tab.value === value)?.value ?? DEFAULT_PORTAL_TAB;
}
