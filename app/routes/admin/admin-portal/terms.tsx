import { data } from "react-router";
import { FundTermsPage } from "#app/components/fund-ledger/terms/terms-page.tsx";
import { loadTerms } from "#app/components/fund-ledger/terms/terms-tab.server.ts";
import { PRIVATE_HEADERS, requireUser, STAFF_PAGE } from "#app/lib/guards.server.ts";
import type { Route } from "./+types/terms";

/**
 * The admin portal's Fund terms section, /admin-portal/terms?fund=fund-ii (issue 26 §1–2,
 * decision 0068): the terms in effect, their versions, this quarter's management fees and the
 * side letters. Staff only, checked before anything is read.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = await requireUser(context, url, STAFF_PAGE);
  return data(await loadTerms(context, url, user), { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export default function AdminFundTerms({ loaderData }: Route.ComponentProps) {
  return <FundTermsPage data={loaderData} />;
}
