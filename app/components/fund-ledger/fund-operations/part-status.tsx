import { AlertTriangle, Check, Clock } from "lucide-react";
import type { CallPartStatus, DistributionPartStatus } from "#domain/ledger/capital-account.ts";
import { Badge } from "#app/components/ui/badge.tsx";

/** A part's status as a badge whose text and icon say it (never the colour alone); overdue stands out. */
export function PartStatusBadge({ status }: { status: CallPartStatus | DistributionPartStatus }) {
  if (status === "Paid")
    return (
      <Badge tone="green" className="gap-1">
        <Check className="h-3.5 w-3.5" aria-hidden="true" />
        Paid
      </Badge>
    );
  if (status === "Overdue")
    return (
      <Badge className="gap-1 bg-red-700 text-white uppercase">
        <AlertTriangle className="h-3.5 w-3.5" aria-hidden="true" />
        Overdue
      </Badge>
    );
  return (
    <Badge tone="slate" className="gap-1">
      <Clock className="h-3.5 w-3.5" aria-hidden="true" />
      {status}
    </Badge>
  );
}
