import { isRouteErrorResponse, useRouteError } from "react-router";
import { PortalAccessDenied, PortalHeader } from "~/components/auth/portal-header";
import { InvestorOverview } from "~/components/portal/investor-overview";
import { site } from "~/content/site";
import { PRIVATE_HEADERS, requireUser } from "~/lib/guards.server";
import type { Route } from "./+types/investment-dashboard";

/**
 * Guarded before any HTML is sent: investors and viewers only; others go to the login page.
 * The figures are the signed-in user's own (a viewer has none and sees the empty state).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request, { roles: ["investor", "viewer"], loginPath: "/partner-portal" });
  const records = context.services.investorRecords;
  const [portfolio, capitalCalls] = await Promise.all([records.portfolioFor(user), records.capitalCallsFor(user)]);
  return { firstName: user.firstName || user.username, portfolio, capitalCalls };
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: `Investor Portal | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function InvestmentDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <PortalHeader />
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-10 outline-none sm:px-6 lg:px-8">
        <p className="text-sm font-semibold tracking-wider text-gold-700 uppercase">{site.name} Partner Portal</p>
        <h1 className="mt-2 font-serif text-4xl font-bold tracking-tight text-brand-900">Investor Portal</h1>
        <p className="mt-3 text-lg text-slate-700">Welcome, {loaderData.firstName}</p>
        <div className="mt-8">
          <InvestorOverview portfolio={loaderData.portfolio} capitalCalls={loaderData.capitalCalls} />
        </div>
      </main>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) return <PortalAccessDenied />;
  throw error;
}
