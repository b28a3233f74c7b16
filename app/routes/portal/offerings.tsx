import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { PortalAccessDenied, PortalHeader } from "#app/components/accounts/auth/portal-header.tsx";
import { site } from "#app/content/site.ts";
import { PRIVATE_HEADERS, requireUser } from "#app/lib/guards.server.ts";
import { formatCents, formatDate } from "#domain/format.ts";
import { OFFERING_EXEMPTION_LABELS } from "#domain/offerings.ts";
import type { Route } from "./+types/offerings";

/**
 * The offerings a person sees (issue 25 §2): open ones they are invited to or, as an existing
 * investor, every open one. Guarded before any HTML is sent (investors and viewers).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const user = await requireUser(context, url, { roles: ["investor", "viewer"], loginPath: "/partner-portal" });
  return { offerings: await context.services.offerings.dataRoom.list(user) };
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: `Offerings | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function Offerings({ loaderData }: Route.ComponentProps) {
  const { offerings } = loaderData;
  return (
    <div className="min-h-dvh bg-slate-50">
      <PortalHeader offerings={offerings.length > 0} />
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-10 outline-none sm:px-6 lg:px-8">
        <p className="text-sm font-semibold tracking-wider text-gold-700 uppercase">{site.name} Partner Portal</p>
        <h1 className="mt-2 font-serif text-4xl font-bold tracking-tight text-brand-900">Offerings</h1>
        {offerings.length === 0 ? (
          <p className="mt-6 text-lg text-slate-700">
            No offering is open to you at the moment. When we invite you to one, it appears here.
          </p>
        ) : (
          <ul className="mt-8 grid gap-4 md:grid-cols-2">
            {offerings.map((offering) => (
              <li key={offering.id} className="rounded-xl border border-slate-200 bg-white p-5">
                <h2 className="text-xl font-semibold break-words text-brand-900">
                  <Link to={`/offerings/${offering.id}`} className="underline-offset-4 hover:underline">
                    {offering.name}
                  </Link>
                </h2>
                <p className="mt-1 text-slate-700">
                  {offering.fundType} · {OFFERING_EXEMPTION_LABELS[offering.exemption]} · minimum{" "}
                  {formatCents(offering.minimumCommitmentCents)}
                </p>
                {offering.finalCloseDate ? (
                  <p className="mt-1 text-slate-700">Final close {formatDate(offering.finalCloseDate)}</p>
                ) : null}
                <p className="mt-2 text-sm text-slate-600">
                  {offering.acceptedAt
                    ? "Confidentiality notice accepted"
                    : "Accept the confidentiality notice to read its documents"}
                </p>
              </li>
            ))}
          </ul>
        )}
      </main>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) return <PortalAccessDenied />;
  throw error;
}
