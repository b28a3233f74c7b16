import { isRouteErrorResponse, Link, Outlet, useRouteError } from "react-router";
import { PortalAccessDenied, PortalHeader } from "#app/components/accounts/auth/portal-header.tsx";
import { site } from "#app/content/site.ts";
import { PRIVATE_HEADERS } from "#app/lib/guards.server.ts";

/** The investor's subscriptions (decision 0065): each page a nested route, guarded in its own loader. */
export function headers() {
  return PRIVATE_HEADERS;
}

/** The title of an error page (a child's own meta names each page). */
export function meta() {
  return [{ title: `Subscriptions | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function SubscriptionsLayout() {
  return (
    <div className="min-h-dvh bg-slate-50">
      <PortalHeader offerings />
      <main id="main" tabIndex={-1} className="mx-auto max-w-5xl px-4 py-10 outline-none sm:px-6 lg:px-8">
        <Outlet />
      </main>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) return <PortalAccessDenied />;
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 409))
    return (
      <div className="min-h-dvh bg-slate-50">
        <PortalHeader offerings />
        <main id="main" className="mx-auto max-w-3xl px-4 py-10">
          <h1 className="font-serif text-3xl font-bold text-brand-900">
            {error.status === 404 ? "Subscription not found" : "This subscription cannot start"}
          </h1>
          <p className="mt-3 text-slate-700">{String(error.data)}</p>
          <Link className="mt-4 inline-block text-brand-700 underline" to="/subscriptions">
            Your subscriptions
          </Link>
        </main>
      </div>
    );
  throw error;
}
