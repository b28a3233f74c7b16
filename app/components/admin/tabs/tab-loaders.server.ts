import type { AppLoadContext } from "react-router";
import type { SessionUser } from "#domain/auth.ts";
import type { AdminTab } from "#app/components/admin/admin-shell-tabs.tsx";
import { load as loadEvents } from "./events-tab.server";
import { load as loadInquiries } from "./inquiries-tab.server";
import { load as loadInvestments } from "./investments-tab.server";
import { load as loadNews } from "./news-tab.server";
import { load as loadOverview } from "./overview-tab.server";
import { load as loadPositions } from "./positions-tab.server";
import { load as loadResources } from "./resources-tab.server";
import { load as loadUsers } from "./users-tab.server";
import { load as loadVideos } from "./videos-tab.server";

/** A tab with a paged list reads its position, search and order from the page URL (decision 0037). */
type TabLoader = (context: AppLoadContext, user: SessionUser, url: URL) => Promise<unknown>;

/**
 * Each admin tab's data, read in-process through the services when that tab is open. A tab with
 * data exports `load` from its own `<name>-tab.server.ts` and is listed here.
 */
const LOADERS: Partial<Record<AdminTab, TabLoader>> = {
  overview: loadOverview,
  users: loadUsers,
  positions: loadPositions,
  investments: loadInvestments,
  resources: loadResources,
  news: loadNews,
  videos: loadVideos,
  inquiries: loadInquiries,
  events: loadEvents,
};

export async function loadAdminTab(tab: AdminTab, context: AppLoadContext, user: SessionUser, url: URL) {
  const load = LOADERS[tab];
  return load ? load(context, user, url) : null;
}
