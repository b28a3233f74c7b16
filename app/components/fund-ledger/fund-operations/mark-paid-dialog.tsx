import { useState } from "react";
import { useRevalidator } from "react-router";
import { partPaymentsInputSchema } from "#domain/fund-operations.ts";
import { formatCents } from "#domain/format.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Field, Input } from "#app/components/ui/field.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { api } from "#app/lib/api-client.ts";
import type { fundApi } from "#domain/api/funds.ts";
import { useForm } from "#app/lib/use-form.ts";
import { plural } from "./fund-figures";

export interface PayablePart {
  id: number;
  investorName: string;
  amountCents: number;
}

/**
 * Mark one or many parts paid in full on a day (the day the money was received, or paid out for a
 * distribution). The dialog cannot be closed while the request runs.
 */
export function MarkPaidDialog({
  open,
  onOpenChange,
  title,
  dateLabel,
  parts,
  path,
  today,
  onPaid,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  dateLabel: string;
  parts: PayablePart[];
  path: string;
  today: string;
  onPaid: () => void;
}) {
  const [pending, setPending] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={title}
      description={`${plural(parts.length, "investor")}, ${formatCents(parts.reduce((sum, part) => sum + part.amountCents, 0))} in all, each paid in full.`}
    >
      {open ? (
        <MarkPaidForm
          parts={parts}
          path={path}
          today={today}
          dateLabel={dateLabel}
          onCancel={() => onOpenChange(false)}
          onPaid={onPaid}
          onPendingChange={setPending}
        />
      ) : null}
    </Dialog>
  );
}

function MarkPaidForm({
  parts,
  path,
  today,
  dateLabel,
  onCancel,
  onPaid,
  onPendingChange,
}: {
  parts: PayablePart[];
  path: string;
  today: string;
  dateLabel: string;
  onCancel: () => void;
  onPaid: () => void;
  onPendingChange: (pending: boolean) => void;
}) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const form = useForm({
    initial: () => ({ paidOn: today }),
    fields: ["paidOn"],
    schema: partPaymentsInputSchema,
    toPayload: (values) => ({ partIds: parts.map((part) => part.id), paidOn: values.paidOn }),
    // `path` is the calls' or the distributions' payments; both take the same body.
    submit: (payload) => api.post<typeof fundApi.callPayments | typeof fundApi.distributionPayments>(path, payload),
    failure: "Failed to mark paid",
    onPendingChange,
    onSuccess: () => {
      toast({ title: `Marked ${plural(parts.length, "part")} paid` });
      onPaid();
      void revalidator.revalidate();
    },
  });
  return (
    <form {...form.formProps} className="space-y-4">
      <ul className="max-h-48 space-y-1 overflow-y-auto rounded-md border border-slate-200 p-3 text-sm">
        {parts.map((part) => (
          <li key={part.id} className="flex flex-wrap justify-between gap-x-4">
            <span>{part.investorName}</span>
            <span className="tabular-nums">{formatCents(part.amountCents)}</span>
          </li>
        ))}
      </ul>
      <Field label={dateLabel} required error={form.error("paidOn")}>
        {(props) => (
          <Input
            {...props}
            type="date"
            name="paidOn"
            value={form.values.paidOn}
            onChange={form.set("paidOn")}
            required
          />
        )}
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel} disabled={form.pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.pending}>
          {form.pending ? "Saving..." : "Mark paid"}
        </Button>
      </div>
    </form>
  );
}
