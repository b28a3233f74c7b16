import { data } from "react-router";
import OverviewTab from "#app/components/staff/overview-tab.tsx";
import { load } from "#app/components/staff/overview-tab.server.ts";
import { PRIVATE_HEADERS, requireUser, STAFF_PAGE } from "#app/lib/guards.server.ts";
import type { Route } from "./+types/overview";

/**
 * The admin portal's Overview section, /admin-portal/overview (decision 0051): the live counters,
 * the stored videos, recent staff activity and per-fund figures. Staff only, checked here before
 * anything is read; the shell is the layout route's.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = await requireUser(context, url, STAFF_PAGE);
  return data({ user, data: await load(context, user) }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  return <OverviewTab user={loaderData.user} data={loaderData.data} />;
}
