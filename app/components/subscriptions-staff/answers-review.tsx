import { useState } from "react";
import type { SubscriptionDetail, subscriptionReviewApi } from "#domain/api/subscription-review.ts";
import { REVIEW_LIMITS } from "#domain/subscription-review.ts";
import { Button } from "#app/components/ui/button.tsx";
import { TextareaField } from "#app/components/ui/field.tsx";
import { api } from "#app/lib/api-client.ts";
import { Refusal, useStaffCall } from "./use-staff-call.tsx";

/**
 * The answers by section. While the subscription can be sent back, each answer has a "Comment"
 * control; the comments written make the revision request, sent together.
 */
export function AnswersReview({ subscription }: { subscription: SubscriptionDetail }) {
  const canRevise = subscription.actions.includes("request_revision");
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [open, setOpen] = useState<string | null>(null);
  const { run, pending, errorOf } = useStaffCall();
  const openComments = subscription.comments.filter((c) => c.resolvedAt === null);
  const written = Object.entries(drafts).filter(([, text]) => text.trim());

  async function send() {
    const ok = await run(
      "revision",
      () =>
        api.post<typeof subscriptionReviewApi.revision>(`/api/admin/subscriptions/${subscription.id}/revision`, {
          comments: written.map(([field, comment]) => ({ field, comment: comment.trim() })),
        }),
      "Sent back for revision",
    );
    if (ok) setDrafts({});
  }

  return (
    <section aria-labelledby="answers-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
      <h3 id="answers-heading" className="text-lg font-semibold text-brand-900">
        Answers
      </h3>
      {subscription.answers.length === 0 ? <p className="text-slate-600">No answers yet.</p> : null}
      {subscription.answers.map((section) => (
        <section key={section.section} aria-labelledby={`section-${section.section}`} className="space-y-2">
          <h4 id={`section-${section.section}`} className="font-semibold text-slate-900">
            {section.title}
          </h4>
          <dl className="divide-y divide-slate-100">
            {section.rows.map((row) => {
              const comments = openComments.filter((c) => c.field === row.field);
              return (
                <div key={row.field} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-2 py-2">
                  <dt className="col-start-1 text-sm text-slate-600">{row.label}</dt>
                  <dd className="col-start-1 break-words text-slate-900">{row.value}</dd>
                  {canRevise ? (
                    <dd className="col-start-2 row-span-2 row-start-1">
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        aria-expanded={open === row.field}
                        aria-label={`Comment on ${section.title}: ${row.label}`}
                        onClick={() => setOpen(open === row.field ? null : row.field)}
                      >
                        {drafts[row.field]?.trim() ? "Edit comment" : "Comment"}
                      </Button>
                    </dd>
                  ) : null}
                  {comments.map((c) => (
                    <dd key={c.id} className="col-span-2 mt-1 rounded bg-gold-100 px-2 py-1 text-sm text-slate-900">
                      Comment: {c.comment}
                    </dd>
                  ))}
                  {open === row.field ? (
                    <dd className="col-span-2 mt-2">
                      <TextareaField
                        label={`Comment on ${row.label}`}
                        rows={2}
                        maxLength={REVIEW_LIMITS.comment}
                        value={drafts[row.field] ?? ""}
                        onChange={(e) => setDrafts({ ...drafts, [row.field]: e.target.value })}
                      />
                    </dd>
                  ) : null}
                </div>
              );
            })}
          </dl>
        </section>
      ))}
      {canRevise ? (
        <div className="space-y-2 border-t border-slate-200 pt-4">
          <Refusal message={errorOf("revision")} />
          <Button
            type="button"
            variant="outline"
            disabled={written.length === 0 || pending !== null}
            aria-busy={pending === "revision" || undefined}
            onClick={send}
          >
            Request revision{written.length > 0 ? ` (${written.length} comment${written.length === 1 ? "" : "s"})` : ""}
          </Button>
          {written.length === 0 ? (
            <p className="text-sm text-slate-600">Comment on the answers to fix, then request the revision.</p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
