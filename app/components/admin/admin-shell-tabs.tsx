import type { ComponentType } from "react";
import type { SessionUser } from "../../../domain/auth";
import InquiriesTab from "./tabs/inquiries-tab";
import InvestmentsTab from "./tabs/investments-tab";
import NewsTab from "./tabs/news-tab";
import OverviewTab from "./tabs/overview-tab";
import PositionsTab from "./tabs/positions-tab";
import ResourcesTab from "./tabs/resources-tab";
import UsersTab from "./tabs/users-tab";
import VideosTab from "./tabs/videos-tab";

/** The admin portal's eight tabs in the order of docs/product.md §Staff screens; the first is the default. */
export const ADMIN_TABS = [
  { value: "overview", label: "Overview", Component: OverviewTab },
  { value: "users", label: "Users", Component: UsersTab },
  { value: "positions", label: "Positions", Component: PositionsTab },
  { value: "investments", label: "Investments", Component: InvestmentsTab },
  { value: "resources", label: "Resources", Component: ResourcesTab },
  { value: "news", label: "News", Component: NewsTab },
  { value: "videos", label: "Videos", Component: VideosTab },
  { value: "inquiries", label: "Inquiries", Component: InquiriesTab },
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
