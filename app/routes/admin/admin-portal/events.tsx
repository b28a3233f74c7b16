import { data } from "react-router";
import EventsTab from "#app/components/fund-ledger/events/events-tab.tsx";
import { load } from "#app/components/fund-ledger/events/events-tab.server.ts";
import { PRIVATE_HEADERS, requireUser, STAFF_PAGE } from "#app/lib/guards.server.ts";
import type { Route } from "./+types/events";

/**
 * The admin portal's Events section, /admin-portal/events (decision 0051): every firm event the
 * investor portal shows (decision 0046). Staff only, checked here before anything is read; the
 * shell is the layout route's.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = await requireUser(context, url, STAFF_PAGE);
  return data({ user, data: await load(context, user) }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export default function AdminEvents({ loaderData }: Route.ComponentProps) {
  return <EventsTab user={loaderData.user} data={loaderData.data} />;
}
