import { useState } from "react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TextareaField } from "#app/components/ui/field.tsx";
import { formatDate } from "#domain/format.ts";
import { KYC_REASON_MAX, STRONG_MATCH, type KycMatch } from "#domain/kyc.ts";

type Decision = "cleared" | "confirmed";

/**
 * One possible sanctions match (decision 0064): what of ours matched which listed name, and for an
 * open one a required reason with Clear and Confirm; a decided one shows who, when and why.
 */
export function KycMatchItem({
  match,
  busy,
  onDecide,
}: {
  match: KycMatch;
  busy: boolean;
  onDecide: (match: KycMatch, decision: Decision, reason: string) => Promise<boolean>;
}) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const percent = `${Math.round(match.score * 100)}%`;

  async function decide(decision: Decision) {
    if (busy) return;
    if (!reason.trim()) {
      setError("Give a reason.");
      return;
    }
    setError(undefined);
    if (await onDecide(match, decision, reason.trim())) setReason("");
  }

  return (
    <li className="rounded-md border border-slate-200 p-4">
      <p className="[overflow-wrap:anywhere]">
        <span className="font-medium text-slate-900">{match.screenedName}</span>{" "}
        <span className="text-slate-600">({match.subject === "entity" ? "legal name" : "person on the account"})</span>{" "}
        matches <span className="font-medium text-slate-900">{match.listedName}</span>
      </p>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span>Score {percent}</span>
        {match.score >= STRONG_MATCH ? <Badge tone="red">Strong</Badge> : null}
        <span aria-hidden="true">·</span>
        <span>List entry {match.entNum}</span>
        {match.programs ? (
          <>
            <span aria-hidden="true">·</span>
            <span>Program {match.programs}</span>
          </>
        ) : null}
      </p>
      {match.decision === "open" ? (
        <div className="mt-3 space-y-3">
          <TextareaField
            label={`Reason for ${match.screenedName}`}
            required
            rows={2}
            maxLength={KYC_REASON_MAX}
            value={reason}
            error={error}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => void decide("cleared")}
              aria-disabled={busy || undefined}
            >
              Clear (not this party)
            </Button>
            <Button size="sm" onClick={() => void decide("confirmed")} aria-disabled={busy || undefined}>
              Confirm match
            </Button>
          </div>
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-800">
          <Badge tone={match.decision === "confirmed" ? "red" : "green"}>
            {match.decision === "confirmed" ? "Confirmed" : "Cleared"}
          </Badge>{" "}
          by {match.decidedBy ?? "a former user"}
          {match.decidedAt ? ` on ${formatDate(match.decidedAt)}` : ""}: {match.reason}
        </p>
      )}
    </li>
  );
}
