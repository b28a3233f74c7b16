import { ArrowLeft } from "lucide-react";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { InviteProspectButton } from "#app/components/offerings/invite-prospect-button.tsx";
import { ProspectNoteForm, ProspectUpdateForm } from "#app/components/prospects/prospect-forms.tsx";
import { interestLabel, STAGE_TONES } from "#app/components/prospects/prospect-labels.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { PRIVATE_HEADERS, requireUser, STAFF_PAGE } from "#app/lib/guards.server.ts";
import { formatDateTime } from "#domain/format.ts";
import { displayName } from "#domain/person.ts";
import { PROSPECT_STAGE_LABELS, type ProspectActivityKind } from "#domain/prospects.ts";
import type { Route } from "./+types/prospect";

/** One prospect (issue 25 §1): its stage, owner and next step to change, and its timeline. Staff only. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  await requireUser(context, url, STAFF_PAGE);
  const id = /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : null;
  const notFound = () => new Response("Prospect not found", { status: 404, headers: PRIVATE_HEADERS });
  if (id === null || id > 2_147_483_647) throw notFound();
  try {
    const [prospect, owners, offerings] = await Promise.all([
      context.services.prospects.get(id),
      context.services.prospects.owners(),
      context.services.offerings.list(),
    ]);
    // The open offerings, for "Invite to offering" (issue 25 §1).
    const open = offerings.filter((o) => o.status === "open").map(({ id, name }) => ({ id, name }));
    return data({ prospect, owners, offerings: open }, { headers: PRIVATE_HEADERS });
  } catch (error) {
    // Compared by its code: the build bundles its own copy of the server's error class.
    if ((error as { code?: unknown } | null)?.code === "NOT_FOUND") throw notFound();
    throw error;
  }
}

export function headers() {
  return PRIVATE_HEADERS;
}

const KIND_LABELS: Record<ProspectActivityKind, string> = {
  inquiry: "Inquiry from the website",
  note: "Note",
  stage_changed: "Stage",
  owner_changed: "Owner",
  next_step_set: "Next step",
  email_sent: "E-mail sent",
  data_room_view: "Data room",
  subscription_step: "Subscription",
};

export default function AdminProspect({ loaderData }: Route.ComponentProps) {
  const { prospect, owners, offerings } = loaderData;
  const name = displayName({ ...prospect, username: prospect.email });
  return (
    <article aria-labelledby="prospect-heading" className="space-y-6">
      <Link
        to="/admin-portal/prospects"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        All prospects
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="prospect-heading" className="text-2xl font-semibold break-words text-brand-900">
            {name}
          </h2>
          <p className="mt-1 break-all text-slate-700">
            <a href={`mailto:${prospect.email}`} className="text-brand-700 underline underline-offset-4">
              {prospect.email}
            </a>{" "}
            · Interested in {interestLabel(prospect.interest)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Badge tone={STAGE_TONES[prospect.stage]}>{PROSPECT_STAGE_LABELS[prospect.stage]}</Badge>
          <InviteProspectButton prospect={prospect} offerings={offerings} />
        </div>
      </header>
      {prospect.stage === "lost" && prospect.lostReason ? (
        <p className="text-slate-700">Lost: {prospect.lostReason}</p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="prospect-work" className="space-y-6 rounded-xl border border-slate-200 bg-white p-5">
          <h3 id="prospect-work" className="text-lg font-semibold text-brand-900">
            Stage, owner and next step
          </h3>
          {/* Keyed by the saved values: a save (or another's) shows what is stored now. */}
          <ProspectUpdateForm key={prospect.updatedAt} prospect={prospect} owners={owners} />
          <ProspectNoteForm prospectId={prospect.id} />
        </section>
        <section aria-labelledby="prospect-timeline" className="rounded-xl border border-slate-200 bg-white p-5">
          <h3 id="prospect-timeline" className="text-lg font-semibold text-brand-900">
            Timeline
          </h3>
          <ol className="mt-4 space-y-4">
            {[...prospect.activities].reverse().map((activity) => (
              <li key={activity.id} className="border-l-2 border-slate-200 pl-3">
                <p className="text-sm text-slate-600">
                  <time dateTime={activity.at}>{formatDateTime(activity.at)}</time>
                  {activity.actorName ? ` · ${activity.actorName}` : ""}
                </p>
                <p className="font-medium text-slate-900">{KIND_LABELS[activity.kind]}</p>
                {activity.summary ? (
                  <p className="break-words whitespace-pre-line text-slate-800">{activity.summary}</p>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div className="space-y-3">
        <h2 className="text-2xl font-semibold text-brand-900">Prospect not found</h2>
        <Link to="/admin-portal/prospects" className="text-brand-700 underline">
          All prospects
        </Link>
      </div>
    );
  }
  throw error;
}
