import { useState } from "react";
import type { SubscriptionDetail, subscriptionReviewApi } from "#domain/api/subscription-review.ts";
import { REVIEW_LIMITS } from "#domain/subscription-review.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { TextareaField } from "#app/components/ui/field.tsx";
import { api } from "#app/lib/api-client.ts";
import { CountersignDialog } from "./countersign-dialog.tsx";
import { executeOne } from "./signing-calls.ts";
import { Refusal, useStaffCall } from "./use-staff-call.tsx";

/**
 * The moves the subscription's state allows staff (actionsFrom of domain/subscription-states.ts):
 * approve, decline with a reason, countersign and execute (the signing slice's endpoints). Asking
 * for a revision is done from the answers' comments. A refusal is shown here, as the server said it.
 */
export function ReviewActions({ subscription }: { subscription: SubscriptionDetail }) {
  const { run, pending, errorOf } = useStaffCall();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState("");
  const [countersigning, setCountersigning] = useState(false);
  const base = `/api/admin/subscriptions/${subscription.id}`;
  const can = (action: SubscriptionDetail["actions"][number]) => subscription.actions.includes(action);
  const error = errorOf("approve") ?? errorOf("execute");

  if (subscription.actions.length === 0) return null;
  return (
    <section aria-labelledby="actions-heading" className="space-y-3 rounded-xl border border-slate-200 bg-white p-5">
      <h3 id="actions-heading" className="text-lg font-semibold text-brand-900">
        Decision
      </h3>
      {subscription.approvalBlocker ? (
        <p className="text-sm text-slate-700">Approval needs: {subscription.approvalBlocker}</p>
      ) : null}
      <Refusal message={error} />
      <div className="flex flex-wrap gap-2">
        {can("approve") ? (
          <Button
            type="button"
            disabled={pending !== null}
            aria-busy={pending === "approve" || undefined}
            onClick={() =>
              run("approve", () => api.post<typeof subscriptionReviewApi.approve>(`${base}/approve`, {}), "Approved")
            }
          >
            Approve
          </Button>
        ) : null}
        {can("countersign") ? (
          <Button type="button" onClick={() => setCountersigning(true)}>
            Countersign
          </Button>
        ) : null}
        {can("execute") ? (
          <Button
            type="button"
            disabled={pending !== null}
            aria-busy={pending === "execute" || undefined}
            onClick={() => run("execute", () => executeOne(subscription.id), "Fully executed")}
          >
            Execute
          </Button>
        ) : null}
        {can("decline") ? (
          <Button type="button" variant="destructive" onClick={() => setDeclining(true)}>
            Decline
          </Button>
        ) : null}
      </div>
      <Dialog open={declining} onOpenChange={setDeclining} title="Decline the subscription">
        <form
          noValidate
          className="space-y-4"
          onSubmit={async (event) => {
            event.preventDefault();
            const ok = await run(
              "decline",
              () => api.post<typeof subscriptionReviewApi.decline>(`${base}/decline`, { reason }),
              "Declined",
            );
            if (ok) setDeclining(false);
          }}
        >
          <TextareaField
            label="Reason"
            required
            rows={3}
            maxLength={REVIEW_LIMITS.reason}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <Refusal message={errorOf("decline")} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="destructive" disabled={pending !== null}>
              Decline
            </Button>
            <Button type="button" variant="outline" onClick={() => setDeclining(false)}>
              Cancel
            </Button>
          </div>
        </form>
      </Dialog>
      <CountersignDialog
        open={countersigning}
        onOpenChange={setCountersigning}
        subscriptions={[{ id: subscription.id, entityName: subscription.entityName }]}
      />
    </section>
  );
}
