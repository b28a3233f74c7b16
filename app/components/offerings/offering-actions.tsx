import { useState } from "react";
import { useRevalidator } from "react-router";
import type { offeringApi } from "#domain/api/offerings.ts";
import { OFFERING_NEXT_STATUS, type OfferingSummary } from "#domain/offering-inputs.ts";
import { formatDate, formatDateTime } from "#domain/format.ts";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { api, ApiError } from "#app/lib/api-client.ts";

const STEP = {
  open: {
    label: "Open offering",
    title: "Open this offering?",
    description:
      "Invited people and existing investors will see it and its data room. An open offering cannot go back to draft.",
  },
  closed: {
    label: "Close offering",
    title: "Close this offering?",
    description:
      "Nobody will see it any more and no new subscription can start. A closed offering cannot be opened again.",
  },
} as const;

/** The offering's next step (open, then close) and Form D's filing, each asked before it is done. */
export function OfferingActions({ offering }: { offering: OfferingSummary }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [asking, setAsking] = useState<"status" | "formD" | null>(null);
  // Never back to draft (domain/offering-inputs.ts), so the next step is opening or closing.
  const next = OFFERING_NEXT_STATUS[offering.status] as keyof typeof STEP | null;
  const run = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      toast({ title: done });
      void revalidator.revalidate();
      return true;
    } catch (error) {
      toast({
        title: "Could not save",
        description: error instanceof ApiError ? error.message : undefined,
        variant: "destructive",
      });
      return false;
    }
  };
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        {next ? (
          <Button variant={next === "open" ? "primary" : "outline"} onClick={() => setAsking("status")}>
            {STEP[next].label}
          </Button>
        ) : null}
        {offering.formDFiledAt ? null : (
          <Button variant="outline" onClick={() => setAsking("formD")}>
            Form D filed
          </Button>
        )}
      </div>
      {offering.formDDueDate ? (
        <p className="font-medium text-red-800">Form D due {formatDate(offering.formDDueDate)}</p>
      ) : null}
      {offering.formDFiledAt ? (
        <p className="text-slate-700">Form D recorded as filed on {formatDateTime(offering.formDFiledAt)}</p>
      ) : null}
      {next ? (
        <ConfirmDialog
          open={asking === "status"}
          onOpenChange={(open) => setAsking(open ? "status" : null)}
          title={STEP[next].title}
          description={STEP[next].description}
          confirmLabel={STEP[next].label}
          pendingLabel="Saving..."
          onConfirm={() =>
            run(
              () => api.patch<typeof offeringApi.update>(`/api/admin/offerings/${offering.id}`, { status: next }),
              next === "open" ? "Offering opened" : "Offering closed",
            )
          }
        />
      ) : null}
      <ConfirmDialog
        open={asking === "formD"}
        onOpenChange={(open) => setAsking(open ? "formD" : null)}
        title="Record Form D as filed?"
        description="Say so once the Form D of this offering is filed with the SEC; the reminder then stops."
        confirmLabel="Record as filed"
        pendingLabel="Saving..."
        onConfirm={() =>
          run(
            () => api.post<typeof offeringApi.formDFiled>(`/api/admin/offerings/${offering.id}/form-d`, {}),
            "Form D recorded as filed",
          )
        }
      />
    </div>
  );
}
