import { useState } from "react";
import { StatusLine } from "#app/components/accounts/account/status-line.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { api } from "#app/lib/api-client.ts";
import type { entityTaxBankApi } from "#domain/api/entity-tax-bank.ts";
import {
  TAX_CLASSIFICATIONS,
  TAX_FORM_STATUS_LABELS,
  type StaffTaxBank,
  type TaxFormReview,
} from "#domain/entity-tax-bank.ts";
import { formatDate } from "#domain/format.ts";
import { StaffSection } from "./staff-section";
import { MaskedAccount } from "#app/components/entities/tax-bank/masked-account.tsx";

/**
 * Staff's view of an entity's tax form and bank account (decision 0060, slice 5), to mount on the
 * staff entity page: the form's status with Accept and Reject (PUT /api/admin/entities/:id/tax-form),
 * the file, and the masked tax ID and accounts. `initial` comes from the page's loader
 * (`context.services.entityTaxBank.staffView(entityId)`, the same answer as GET on that path).
 */
export function StaffTaxBankPanel({ initial }: { initial: StaffTaxBank }) {
  const path = `/api/admin/entities/${initial.entityId}/tax-form`;
  const [details, setDetails] = useState<StaffTaxBank>(initial);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState<TaxFormReview | null>(null);

  async function review(status: TaxFormReview) {
    setBusy(status);
    setError(null);
    setSuccess(null);
    try {
      setDetails(await api.put<typeof entityTaxBankApi.reviewTaxForm>(path, { status }));
      setSuccess(
        status === "accepted" ? "Tax form accepted." : "Tax form rejected; the account is asked for a new one.",
      );
    } catch (e) {
      setError(`Not saved: ${(e as Error).message}`);
    } finally {
      setBusy(null);
    }
  }

  return (
    <StaffSection title="Tax and bank">
      <Card>
        <CardBody>
          <>
            <dl className="grid gap-3 sm:grid-cols-2">
              <div>
                <dt className="text-sm text-slate-600">Tax classification</dt>
                <dd className="font-medium text-slate-900">
                  {details.taxClassification ? TAX_CLASSIFICATIONS[details.taxClassification].label : "Not given"}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">Tax ID</dt>
                <dd className="font-mono text-slate-900">{details.taxIdMasked ?? "Not on file"}</dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">Tax form</dt>
                <dd className="font-medium text-slate-900">
                  {details.taxForm.kind ?? "None"} · {TAX_FORM_STATUS_LABELS[details.taxForm.status]}
                  {details.taxForm.receivedAt ? ` (received ${formatDate(details.taxForm.receivedAt)})` : ""}
                </dd>
              </div>
            </dl>
            {details.taxForm.hasFile ? (
              <div className="mt-4 flex flex-wrap items-center gap-3">
                <a className="font-semibold text-brand-700 underline" href={`${path}/download`} download>
                  Download the form (PDF)
                </a>
                <Button size="sm" onClick={() => void review("accepted")} aria-disabled={busy ? true : undefined}>
                  {busy === "accepted" ? "Accepting..." : "Accept form"}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => void review("rejected")}
                  aria-disabled={busy ? true : undefined}
                >
                  {busy === "rejected" ? "Rejecting..." : "Reject form"}
                </Button>
              </div>
            ) : null}
            <h3 className="mt-6 font-semibold text-brand-900">Bank account on file</h3>
            <div className="mt-2">
              {details.bank.active ? <MaskedAccount account={details.bank.active} /> : <p>None on file.</p>}
            </div>
            {details.bank.pending ? (
              <div className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4">
                <h3 className="font-semibold text-amber-900">Pending confirmation by a signatory</h3>
                <div className="mt-2">
                  <MaskedAccount account={details.bank.pending} />
                </div>
              </div>
            ) : null}
          </>
          <StatusLine className="mt-4" success={success} error={error} />
        </CardBody>
      </Card>
    </StaffSection>
  );
}
