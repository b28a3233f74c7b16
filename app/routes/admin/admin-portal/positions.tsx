import { data } from "react-router";
import PositionsTab from "#app/components/fund-ledger/investments/positions-tab.tsx";
import { load } from "#app/components/fund-ledger/investments/positions-tab.server.ts";
import { PRIVATE_HEADERS, requireUser, STAFF_PAGE } from "#app/lib/guards.server.ts";
import type { Route } from "./+types/positions";

/**
 * The admin portal's Positions section, /admin-portal/positions (decision 0051): one summary per
 * fund, from investments and capital commitments. Staff only, checked here before anything is read;
 * the shell is the layout route's.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = await requireUser(context, url, STAFF_PAGE);
  return data({ user, data: await load(context, user) }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export default function AdminPositions({ loaderData }: Route.ComponentProps) {
  return <PositionsTab user={loaderData.user} data={loaderData.data} />;
}
