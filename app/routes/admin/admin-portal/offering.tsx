import { ArrowLeft } from "lucide-react";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { OfferingActions } from "#app/components/offerings/offering-actions.tsx";
import { OfferingDocuments } from "#app/components/offerings/offering-documents.tsx";
import { OfferingForm } from "#app/components/offerings/offering-form.tsx";
import { OFFERING_STATUS_TONES } from "#app/components/offerings/offering-labels.ts";
import { OfferingPeople } from "#app/components/offerings/offering-people.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { PRIVATE_HEADERS, requireUser, STAFF_PAGE } from "#app/lib/guards.server.ts";
import { formatCents } from "#domain/format.ts";
import { OFFERING_EXEMPTION_LABELS, OFFERING_STATUS_LABELS } from "#domain/offerings.ts";
import type { Route } from "./+types/offering";

/**
 * One offering (issue 25 §2): its details and status, the data room's documents, the people with
 * access and what each read, invitations and Form D. Staff only.
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  await requireUser(context, url, STAFF_PAGE);
  const id = /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : null;
  const notFound = () => new Response("Offering not found", { status: 404, headers: PRIVATE_HEADERS });
  if (id === null || id > 2_147_483_647) throw notFound();
  try {
    return data({ offering: await context.services.offerings.get(id) }, { headers: PRIVATE_HEADERS });
  } catch (error) {
    // Compared by its code: the build bundles its own copy of the server's error class.
    if ((error as { code?: unknown } | null)?.code === "NOT_FOUND") throw notFound();
    throw error;
  }
}

export function headers() {
  return PRIVATE_HEADERS;
}

export default function AdminOffering({ loaderData }: Route.ComponentProps) {
  const { offering } = loaderData;
  return (
    <article aria-labelledby="offering-heading" className="space-y-6">
      <Link
        to="/admin-portal/offerings"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        All offerings
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="offering-heading" className="text-2xl font-semibold break-words text-brand-900">
            {offering.name}
          </h2>
          <p className="mt-1 text-slate-700">
            {offering.fundType} · {OFFERING_EXEMPTION_LABELS[offering.exemption]} · minimum{" "}
            {formatCents(offering.minimumCommitmentCents)}
          </p>
        </div>
        <Badge tone={OFFERING_STATUS_TONES[offering.status]}>{OFFERING_STATUS_LABELS[offering.status]}</Badge>
      </header>
      <OfferingActions offering={offering} />
      <div className="grid gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="offering-details"
          className="space-y-4 rounded-xl border border-slate-200 bg-white p-5"
        >
          <h3 id="offering-details" className="text-lg font-semibold text-brand-900">
            Details
          </h3>
          {/* Keyed by the saved values: a save (or another's) shows what is stored now. */}
          <OfferingForm key={offering.updatedAt} offering={offering} />
        </section>
        <OfferingDocuments offeringId={offering.id} documents={offering.documents} />
      </div>
      <OfferingPeople offering={offering} />
    </article>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div className="space-y-3">
        <h2 className="text-2xl font-semibold text-brand-900">Offering not found</h2>
        <Link to="/admin-portal/offerings" className="text-brand-700 underline">
          All offerings
        </Link>
      </div>
    );
  }
  throw error;
}
