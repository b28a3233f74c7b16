// Shared by the investor portal's journeys (investor-portal*.spec.ts): the demo investor's sign-in,
// dates as the portal writes them, and the portal's tabs.
import type { Page } from "@playwright/test";
import { demoUsers } from "#server/seed/demo-users.ts";
import { signInOnPartnerPortal } from "./portal-accounts";

export const INVESTOR = demoUsers.investor;

export async function signInAsInvestor(page: Page) {
  await signInOnPartnerPortal(page, INVESTOR);
}

export const longDate = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));

export const tab = (page: Page, name: string) =>
  page.getByRole("tablist", { name: "Portal sections" }).getByRole("tab", { name, exact: true });
