import { useState } from "react";
import { StatusLine } from "#app/components/accounts/account/status-line.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { SelectField } from "#app/components/ui/field.tsx";
import { api } from "#app/lib/api-client.ts";
import type { kycApi } from "#domain/api/kyc.ts";
import { formatDate } from "#domain/format.ts";
import { RISK_RATINGS, type EntityKyc, type KycMatch } from "#domain/kyc.ts";
import { KycMatchItem } from "./kyc-match-item.tsx";
import { KycStatusBadge } from "./kyc-status-badge.tsx";

const RISK_LABELS = { low: "Low", medium: "Medium", high: "High" } as const;

/**
 * The staff entity page's KYC section (issue 25 §4, decision 0064): the status, Screen now, the
 * latest screening's possible matches to clear or confirm with a reason, and the risk rating.
 * `initial` comes from the page's loader (`context.services.kyc.view(entityId)`).
 */
export function KycSection({ initial }: { initial: EntityKyc }) {
  const base = `/api/admin/entities/${initial.entityId}/kyc`;
  const [kyc, setKyc] = useState(initial);
  const [rating, setRating] = useState<string>(initial.riskRating ?? "");
  const [busy, setBusy] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(work: () => Promise<EntityKyc>, done: (next: EntityKyc) => string) {
    if (busy) return false;
    setBusy(true);
    setError(null);
    setSuccess(null);
    try {
      const next = await work();
      setKyc(next);
      setSuccess(done(next));
      return true;
    } catch (e) {
      setError(`Not saved: ${(e as Error).message}`);
      return false;
    } finally {
      setBusy(false);
    }
  }
  const screen = () =>
    run(
      () => api.post<typeof kycApi.screen>(`${base}/screenings`, {}),
      (next) =>
        next.matches.length === 0
          ? "Screened: no possible match."
          : `Screened: ${next.matches.length} possible match${next.matches.length === 1 ? "" : "es"} to decide.`,
    );
  const decide = (match: KycMatch, decision: "cleared" | "confirmed", reason: string) =>
    run(
      () => api.put<typeof kycApi.decide>(`${base}/matches/${match.id}`, { decision, reason }),
      () => `Match ${decision === "cleared" ? "cleared" : "confirmed"}.`,
    );
  const saveRating = () =>
    run(
      () =>
        api.put<typeof kycApi.setRiskRating>(`${base}/risk-rating`, {
          riskRating: rating === "" ? null : (rating as (typeof RISK_RATINGS)[number]),
        }),
      () => "Risk rating saved.",
    );

  const last = kyc.lastScreening;
  return (
    <section aria-labelledby="kyc-heading">
      <Card>
        <CardBody>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="kyc-heading" className="text-xl font-semibold text-brand-900">
              KYC
            </h2>
            <Button size="sm" onClick={() => void screen()} aria-disabled={busy || undefined}>
              {busy ? "Working..." : "Screen now"}
            </Button>
          </div>
          <p className="mt-3 flex flex-wrap items-center gap-2 text-slate-800">
            <span>Sanctions screening:</span> <KycStatusBadge status={kyc.status} />
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {last
              ? `Last screened ${formatDate(last.screenedAt)}${last.screenedBy ? ` by ${last.screenedBy}` : ""}: ${
                  last.namesScreened
                } name${last.namesScreened === 1 ? "" : "s"} (the legal name and the people on the account).`
              : "Never screened."}
          </p>
          {kyc.matches.length > 0 ? (
            <>
              <h3 className="mt-5 font-semibold text-brand-900">Possible matches</h3>
              <ul className="mt-2 space-y-3">
                {kyc.matches.map((match) => (
                  <KycMatchItem key={match.id} match={match} busy={busy} onDecide={decide} />
                ))}
              </ul>
            </>
          ) : null}
          <div className="mt-5 flex flex-wrap items-end gap-3">
            <div className="w-48">
              <SelectField label="Risk rating" value={rating} onChange={(e) => setRating(e.target.value)}>
                <option value="">Not rated</option>
                {RISK_RATINGS.map((r) => (
                  <option key={r} value={r}>
                    {RISK_LABELS[r]}
                  </option>
                ))}
              </SelectField>
            </div>
            <Button size="sm" variant="outline" onClick={() => void saveRating()} aria-disabled={busy || undefined}>
              Save rating
            </Button>
          </div>
          <StatusLine className="mt-4" success={success} error={error} />
        </CardBody>
      </Card>
    </section>
  );
}
