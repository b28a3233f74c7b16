import type { AppLoadContext } from "react-router";
import type { SessionUser } from "../../../../domain/auth";
import type { AdminTab } from "../admin-shell-tabs";

type TabLoader = (context: AppLoadContext, user: SessionUser) => Promise<unknown>;

/**
 * Each admin tab's data, read in-process through the services when that tab is open. A tab with
 * data exports `load` from its own `<name>-tab.server.ts` and is listed here.
 */
const LOADERS: Partial<Record<AdminTab, TabLoader>> = {};

export async function loadAdminTab(tab: AdminTab, context: AppLoadContext, user: SessionUser) {
  const load = LOADERS[tab];
  return load ? load(context, user) : null;
}
