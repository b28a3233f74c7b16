import { useState } from "react";
import { Link } from "react-router";
import type { SubscriptionDetail, subscriptionReviewApi } from "#domain/api/subscription-review.ts";
import { formatDate, formatDateTime } from "#domain/format.ts";
import { KYC_STATUS_LABELS } from "#domain/kyc.ts";
import { REVIEW_LIMITS } from "#domain/subscription-review.ts";
import { ACCREDITATION_METHOD_LABELS } from "#domain/subscriptions.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TextareaField } from "#app/components/ui/field.tsx";
import { api } from "#app/lib/api-client.ts";
import { ACCREDITATION_TONES, KYC_TONES } from "./labels.ts";
import { Refusal, useStaffCall } from "./use-staff-call.tsx";

const EFFECTIVE_LABELS = {
  pending: "Pending",
  verified: "Verified",
  rejected: "Rejected",
  expired: "Expired",
} as const;

/** The entity's accreditations as history, newest first; a pending one is verified or rejected here. */
export function AccreditationPanel({ subscription }: { subscription: SubscriptionDetail }) {
  const { run, pending, errorOf } = useStaffCall();
  const [notes, setNotes] = useState<Record<number, string>>({});
  const decide = (id: number, decision: "verified" | "rejected") =>
    run(
      `accreditation-${id}`,
      () =>
        api.post<typeof subscriptionReviewApi.decideAccreditation>(`/api/admin/accreditations/${id}/decision`, {
          decision,
          note: notes[id] ?? "",
        }),
      decision === "verified" ? "Accreditation verified" : "Accreditation rejected",
    );
  return (
    <section
      aria-labelledby="accreditation-heading"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h3 id="accreditation-heading" className="text-lg font-semibold text-brand-900">
        Accreditation
      </h3>
      <p className="text-sm text-slate-700">
        {subscription.exemption === "506c"
          ? "Rule 506(c): a current verification is needed before approval."
          : "Rule 506(b): the investor's representation in the answers is enough."}
      </p>
      {subscription.accreditations.length === 0 ? <p className="text-slate-600">Nothing submitted.</p> : null}
      <ul className="space-y-3">
        {subscription.accreditations.map((a) => (
          <li key={a.id} className="space-y-2 border-l-2 border-slate-200 pl-3">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-slate-900">{ACCREDITATION_METHOD_LABELS[a.method]}</span>
              <Badge tone={ACCREDITATION_TONES[a.effective]}>{EFFECTIVE_LABELS[a.effective]}</Badge>
            </div>
            <p className="text-sm text-slate-700">
              Submitted {formatDateTime(a.submittedAt)}
              {a.letterDate ? ` · letter dated ${formatDate(a.letterDate)}` : ""}
              {a.evidenceFileName ? ` · ${a.evidenceFileName}` : ""}
              {a.expiresOn
                ? ` · ${a.effective === "expired" ? "expired" : "valid until"} ${formatDate(a.expiresOn)}`
                : ""}
            </p>
            {a.decidedBy ? (
              <p className="text-sm text-slate-700">
                Decided by {a.decidedBy}
                {a.note ? `: ${a.note}` : ""}
              </p>
            ) : null}
            {a.status === "pending" ? (
              <div className="space-y-2">
                <TextareaField
                  label="Note on the decision"
                  rows={2}
                  maxLength={REVIEW_LIMITS.note}
                  value={notes[a.id] ?? ""}
                  onChange={(e) => setNotes({ ...notes, [a.id]: e.target.value })}
                />
                <Refusal message={errorOf(`accreditation-${a.id}`)} />
                <div className="flex flex-wrap gap-2">
                  <Button type="button" size="sm" disabled={pending !== null} onClick={() => decide(a.id, "verified")}>
                    Verify
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={pending !== null}
                    onClick={() => decide(a.id, "rejected")}
                  >
                    Reject
                  </Button>
                </div>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The entity's KYC: its status, the latest screening's open matches, and "Screen now". */
export function KycPanel({ subscription }: { subscription: SubscriptionDetail }) {
  const { run, pending, errorOf } = useStaffCall();
  const { kyc } = subscription;
  const open = kyc.matches.filter((m) => m.decision === "open");
  return (
    <section aria-labelledby="kyc-heading" className="space-y-3 rounded-xl border border-slate-200 bg-white p-5">
      <h3 id="kyc-heading" className="text-lg font-semibold text-brand-900">
        KYC
      </h3>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={KYC_TONES[kyc.status]}>{KYC_STATUS_LABELS[kyc.status]}</Badge>
        {kyc.lastScreening ? (
          <span className="text-sm text-slate-700">
            Screened {formatDateTime(kyc.lastScreening.screenedAt)} ({kyc.lastScreening.namesScreened} names)
          </span>
        ) : null}
      </div>
      {open.length > 0 ? (
        <ul className="space-y-1 text-sm">
          {open.map((m) => (
            <li key={m.id}>
              {m.subject === "owner" ? "Owner" : m.subject === "person" ? "Person" : "Entity"} “{m.screenedName}” may be
              “{m.listedName}”
            </li>
          ))}
        </ul>
      ) : null}
      <Refusal message={errorOf("screen")} />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          disabled={pending !== null}
          aria-busy={pending === "screen" || undefined}
          onClick={() =>
            run(
              "screen",
              () =>
                api.post<typeof subscriptionReviewApi.screen>(
                  `/api/admin/subscriptions/${subscription.id}/screenings`,
                  {},
                ),
              "Screened",
            )
          }
        >
          Screen now
        </Button>
        <Link
          to={`/admin-portal/entities/${subscription.entityId}`}
          className="text-sm text-brand-700 underline underline-offset-4"
        >
          Decide matches on the entity's page
        </Link>
      </div>
    </section>
  );
}
