import { data } from "react-router";
import InvestmentsTab from "#app/components/fund-ledger/investments/investments-tab.tsx";
import { load } from "#app/components/fund-ledger/investments/investments-tab.server.ts";
import { PRIVATE_HEADERS, requireUser, STAFF_PAGE } from "#app/lib/guards.server.ts";
import type { Route } from "./+types/investments";

/**
 * The admin portal's Investments section, /admin-portal/investments (decision 0051): one page of
 * the investments, its position, search and order in the query (decision 0037). Staff only, checked
 * here before anything is read; the shell is the layout route's.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = await requireUser(context, url, STAFF_PAGE);
  return data({ user, data: await load(context, user, url) }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export default function AdminInvestments({ loaderData }: Route.ComponentProps) {
  return <InvestmentsTab user={loaderData.user} data={loaderData.data} />;
}
