import { ArrowLeft } from "lucide-react";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { AnswersReview } from "#app/components/subscriptions-staff/answers-review.tsx";
import { AccreditationPanel, KycPanel } from "#app/components/subscriptions-staff/checks-panels.tsx";
import { dollars, STATUS_TONES } from "#app/components/subscriptions-staff/labels.ts";
import { SignaturesPanel, TimelinePanel } from "#app/components/subscriptions-staff/record-panels.tsx";
import { ReviewActions } from "#app/components/subscriptions-staff/review-actions.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { PRIVATE_HEADERS, requireUser, STAFF_PAGE } from "#app/lib/guards.server.ts";
import { OFFERING_EXEMPTION_LABELS } from "#domain/offerings.ts";
import { SUBSCRIPTION_STATUS_LABELS } from "#domain/subscriptions.ts";
import type { Route } from "./+types/subscription";

/**
 * One subscription for staff review (issue 25 §4): the answers to comment on, the signatures with
 * their evidence, the timeline, accreditation and KYC, and the decisions its state allows. Staff only.
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  await requireUser(context, url, STAFF_PAGE);
  const id = /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : null;
  const notFound = () => new Response("Subscription not found", { status: 404, headers: PRIVATE_HEADERS });
  if (id === null || id > 2_147_483_647) throw notFound();
  try {
    return data({ subscription: await context.services.subscriptionReview.get(id) }, { headers: PRIVATE_HEADERS });
  } catch (error) {
    // Compared by its code: the build bundles its own copy of the server's error class.
    if ((error as { code?: unknown } | null)?.code === "NOT_FOUND") throw notFound();
    throw error;
  }
}

export function headers() {
  return PRIVATE_HEADERS;
}

export default function AdminSubscription({ loaderData }: Route.ComponentProps) {
  const { subscription } = loaderData;
  return (
    <article aria-labelledby="subscription-heading" className="space-y-6">
      <Link
        to="/admin-portal/subscriptions"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        All subscriptions
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="subscription-heading" className="text-2xl font-semibold break-words text-brand-900">
            {subscription.entityName}
          </h2>
          <p className="mt-1 text-slate-700">
            {subscription.offeringName} ({OFFERING_EXEMPTION_LABELS[subscription.exemption]}) · {subscription.memberId}{" "}
            · commitment {dollars(subscription.commitmentCents)}
          </p>
          {subscription.declineReason ? (
            <p className="mt-1 text-slate-700">Declined: {subscription.declineReason}</p>
          ) : null}
        </div>
        <Badge tone={STATUS_TONES[subscription.status]}>{SUBSCRIPTION_STATUS_LABELS[subscription.status]}</Badge>
      </header>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="min-w-0 space-y-6">
          {/* Keyed by the version and state: a move or a resubmission starts the comments afresh. */}
          <AnswersReview key={`${subscription.answersVersion}-${subscription.status}`} subscription={subscription} />
          <SignaturesPanel signatures={subscription.signatures} />
        </div>
        <div className="min-w-0 space-y-6">
          <ReviewActions subscription={subscription} />
          <KycPanel subscription={subscription} />
          <AccreditationPanel subscription={subscription} />
          <TimelinePanel subscription={subscription} />
        </div>
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div className="space-y-3">
        <h2 className="text-2xl font-semibold text-brand-900">Subscription not found</h2>
        <Link to="/admin-portal/subscriptions" className="text-brand-700 underline">
          All subscriptions
        </Link>
      </div>
    );
  }
  throw error;
}
