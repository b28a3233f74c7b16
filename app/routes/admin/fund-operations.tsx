import { isRouteErrorResponse, data, useRouteError } from "react-router";
import { fundFromSlug, slugOfFund } from "#domain/fund-slug.ts";
import { FundOperations } from "#app/components/fund-ledger/fund-operations/fund-operations.tsx";
import { loadFundOperations } from "#app/components/fund-ledger/fund-operations/fund-operations.server.ts";
import { AccessRestricted } from "#app/components/accounts/auth/access-restricted.tsx";
import { site } from "#app/content/site.ts";
import { PRIVATE_HEADERS, requireUser } from "#app/lib/guards.server.ts";
import type { Route } from "./+types/fund-operations";

/**
 * Fund operations (staff): capital calls, distributions, valuations and wire instructions of one
 * fund (?fund=fund-ii; Fund I otherwise), each list a page whose position is in the URL (decision
 * 0040). Guarded before any HTML; the ledger is read in-process.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = await requireUser(context, url, { roles: ["admin", "super_admin"], loginPath: "/admin-portal" });
  const fund = fundFromSlug(url.searchParams.get("fund")) ?? "Fund I";
  const page = await loadFundOperations(context, fund, url);
  return data({ user, fund: slugOfFund(fund), page }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: `Fund Operations | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function FundOperationsPage({ loaderData }: Route.ComponentProps) {
  return <FundOperations user={loaderData.user} data={loaderData.page} />;
}

/** A signed-in visitor who is not staff (requireUser answered 403). */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 403) throw error;
  return (
    <AccessRestricted
      message={`Fund Operations is for ${site.name} staff. Investors use the Partner Portal.`}
      goTo={{ to: "/partner-portal", label: "Go to the Partner Portal" }}
    />
  );
}
