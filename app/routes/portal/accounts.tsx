import { isRouteErrorResponse, redirect, useRouteError } from "react-router";
import { PortalAccessDenied, PortalHeader } from "#app/components/accounts/auth/portal-header.tsx";
import { AllAccountsTable } from "#app/components/entities/all-accounts-table.tsx";
import { EntitySwitcher } from "#app/components/entities/entity-switcher.tsx";
import { site } from "#app/content/site.ts";
import { PRIVATE_HEADERS, requireUser } from "#app/lib/guards.server.ts";
import type { Route } from "./+types/accounts";

/**
 * All accounts (decision 0060): guarded before any HTML is sent (investors and viewers, as the
 * other portal pages), then every entity the person holds a live seeing grant on, read now. It is
 * where a person with more than one entity lands after sign-in; a person with one (or none) goes
 * to the dashboard, which shows it.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const user = await requireUser(context, url, { roles: ["investor", "viewer"], loginPath: "/partner-portal" });
  const { holdings } = await context.services.entities.requestOf(user, null);
  if (holdings.length < 2) throw redirect("/investment-dashboard", { headers: PRIVATE_HEADERS });
  const summary = await context.services.entities.allAccounts(holdings);
  return {
    firstName: user.firstName || user.username,
    summary,
    entities: summary.accounts.map(({ funds: _funds, total: _total, ...entity }) => entity),
  };
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: `All accounts | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function Accounts({ loaderData }: Route.ComponentProps) {
  const { summary, entities } = loaderData;
  return (
    <div className="min-h-dvh bg-slate-50">
      <PortalHeader>
        <EntitySwitcher entities={entities} current="all" />
      </PortalHeader>
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-10 outline-none sm:px-6 lg:px-8">
        <p className="text-sm font-semibold tracking-wider text-gold-700 uppercase">{site.name} Partner Portal</p>
        <h1 className="mt-2 font-serif text-4xl font-bold tracking-tight text-brand-900">All accounts</h1>
        <p className="mt-3 text-lg text-slate-700">
          {loaderData.firstName}, these are the {entities.length} accounts you may see, as of today. Choose one to see
          its figures, calls and documents.
        </p>
        <div className="mt-8">
          <AllAccountsTable summary={summary} />
        </div>
        <p className="mt-4 text-sm text-slate-600">
          Each account&apos;s total is the sum of its funds; All accounts is the sum of the accounts. A NAV share not
          yet valued counts as $0.00.
        </p>
      </main>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) return <PortalAccessDenied />;
  throw error;
}
