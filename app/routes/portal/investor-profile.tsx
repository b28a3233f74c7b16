import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { PortalAccessDenied, PortalHeader } from "~/components/auth/portal-header";
import { buttonClass } from "~/components/ui/button";
import { Card, CardBody } from "~/components/ui/card";
import { site } from "~/content/site";
import { PRIVATE_HEADERS, requireUser } from "~/lib/guards.server";
import type { Route } from "./+types/investor-profile";

/** Guarded before any HTML is sent: investors and viewers only; others go to the login page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request, { roles: ["investor", "viewer"], loginPath: "/partner-portal" });
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.username;
  return { name };
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: `Investor Profile | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function InvestorProfile({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <PortalHeader />
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-10 outline-none sm:px-6 lg:px-8">
        <Link to="/investment-dashboard" className={buttonClass("outline", "sm")}>
          <span aria-hidden="true">←</span> Back to Portal
        </Link>
        <p className="mt-6 text-sm font-semibold tracking-wider text-gold-700 uppercase">Investor Profile</p>
        <h1 className="mt-2 font-serif text-4xl font-bold tracking-tight text-brand-900">{loaderData.name}</h1>
        <Card className="mt-8">
          <CardBody>
            <h2 className="text-lg font-semibold text-brand-900">Account details</h2>
            <p className="mt-2 text-slate-700">
              Your contact details, commitments, capital calls, documents and statements load here.
            </p>
          </CardBody>
        </Card>
      </main>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) return <PortalAccessDenied />;
  throw error;
}
