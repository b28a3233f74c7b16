import { Badge } from "#app/components/ui/badge.tsx";
import { KYC_STATUS_LABELS, type KycStatus } from "#domain/kyc.ts";

const STATUS_TONES: Record<KycStatus, "slate" | "green" | "gold" | "red"> = {
  not_screened: "slate",
  clear: "green",
  possible_match: "gold",
  confirmed_match: "red",
};

/** An entity's KYC status as a badge (the staff page and the entities list). */
export function KycStatusBadge({ status }: { status: KycStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{KYC_STATUS_LABELS[status]}</Badge>;
}
