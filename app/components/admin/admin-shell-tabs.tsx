import type { ComponentType } from "react";
import type { SessionUser } from "#domain/auth.ts";
import OverviewTab from "./tabs/overview-tab";
import { onDemand } from "#app/lib/on-demand.tsx";

// The default tab comes with the page; the others load when shown, which keeps
// /admin-portal within its budget (decision 0018). The tab a page opens on is preloaded before
// hydration (preloadAdminTab), so it hydrates with the page.
const UsersTab = onDemand(() => import("./tabs/users-tab"));
const PositionsTab = onDemand(() => import("./tabs/positions-tab"));
const InvestmentsTab = onDemand(() => import("./tabs/investments-tab"));
const ResourcesTab = onDemand(() => import("./tabs/resources-tab"));
const NewsTab = onDemand(() => import("./tabs/news-tab"));
const VideosTab = onDemand(() => import("./tabs/videos-tab"));
const InquiriesTab = onDemand(() => import("./tabs/inquiries-tab"));
const EventsTab = onDemand(() => import("./tabs/events-tab"));

/** The admin portal's tabs in the order of docs/product.md §Staff screens; the first is the default. */
export const ADMIN_TABS = [
  { value: "overview", label: "Overview", Component: OverviewTab },
  { value: "users", label: "Users", Component: UsersTab },
  { value: "positions", label: "Positions", Component: PositionsTab },
  { value: "investments", label: "Investments", Component: InvestmentsTab },
  { value: "resources", label: "Resources", Component: ResourcesTab },
  { value: "news", label: "News", Component: NewsTab },
  { value: "videos", label: "Videos", Component: VideosTab },
  { value: "inquiries", label: "Inquiries", Component: InquiriesTab },
  // The portal's meetings (decision 0046).
  { value: "events", label: "Events", Component: EventsTab },
  // Each tab's component takes { user, data }: the data its own loader (<name>-tab.server.ts)
  // returned, paired by tabs/tab-loaders.server.ts and typed in each tab file.
  // (`data: never` accepts any tab's own data type here.)
] as const satisfies ReadonlyArray<{
  value: string;
  label: string;
  Component: ComponentType<{ user: SessionUser; data: never }>;
}>;

export type AdminTab = (typeof ADMIN_TABS)[number]["value"];
export const DEFAULT_ADMIN_TAB: AdminTab = "overview";

/** The tab named by ?tab=, or the default for a missing or unknown value. */
export function adminTabFrom(value: string | null): AdminTab {
  return ADMIN_TABS.find((tab) => tab.value === value)?.value ?? DEFAULT_ADMIN_TAB;
}

/** Loads the code of a tab (nothing to load for the default one, which comes with the page). */
export function preloadAdminTab(tab: AdminTab): Promise<void> {
  const { Component } = ADMIN_TABS.find((t) => t.value === tab)!;
  return "preload" in Component ? Component.preload() : Promise.resolve();
}
