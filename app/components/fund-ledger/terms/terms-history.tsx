import { useState } from "react";
import { useRevalidator } from "react-router";
import type { fundTermsApi } from "#domain/api/fund-terms.ts";
import { formatDateTime, formatShortDate } from "#domain/format.ts";
import { formatBps, termsRejectionSchema, type FundTermsVersion, type TermsStatus } from "#domain/fund-terms.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { TextareaField } from "#app/components/ui/field.tsx";
import { Table, Td, Th } from "#app/components/ui/table.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { api, ApiError } from "#app/lib/api-client.ts";
import { useForm } from "#app/lib/use-form.ts";

const STATUS: Record<TermsStatus, { label: string; tone: "green" | "gold" | "slate" | "red" }> = {
  approved: { label: "Approved", tone: "green" },
  proposed: { label: "Awaiting approval", tone: "gold" },
  rejected: { label: "Rejected", tone: "red" },
  superseded: { label: "Replaced by a later proposal", tone: "slate" },
};

const summary = (v: FundTermsVersion) =>
  `${formatBps(v.preferredReturnBps)} preferred return, ${formatBps(v.catchUpBps)} catch-up, ${formatBps(v.carriedInterestBps)} carry, fee ${v.feePeriods.map((p) => formatBps(p.rateBps)).join(" then ")}`;

/**
 * Every version of the fund's terms, newest effective date first. Super admins approve or reject
 * a proposal here; the one who proposed it may only reject (withdraw) it.
 */
export function TermsHistory({
  versions,
  viewer,
}: {
  versions: FundTermsVersion[];
  viewer: { id: number; role: string };
}) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [rejecting, setRejecting] = useState<FundTermsVersion | null>(null);
  const [approving, setApproving] = useState<number | null>(null);
  const superAdmin = viewer.role === "super_admin";

  async function approve(version: FundTermsVersion) {
    setApproving(version.id);
    try {
      await api.post<typeof fundTermsApi.approve>(`/api/admin/funds/terms/${version.id}/approve`, {});
      toast({ title: `Terms effective ${formatShortDate(version.effectiveFrom)} approved` });
      void revalidator.revalidate();
    } catch (error) {
      toast({
        title: "Failed to approve the terms",
        description: error instanceof ApiError ? error.message : undefined,
        variant: "destructive",
      });
    } finally {
      setApproving(null);
    }
  }

  return (
    <section aria-labelledby="terms-history-heading" className="space-y-3">
      <h3 id="terms-history-heading" className="text-xl font-semibold text-brand-900">
        Versions
      </h3>
      {versions.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          No terms have been proposed yet.
        </p>
      ) : (
        <Table caption="Versions of the terms, newest effective date first" className="min-w-[720px]">
          <thead>
            <tr>
              <Th>Effective from</Th>
              <Th>Status</Th>
              <Th>Terms</Th>
              <Th>Proposed</Th>
              <Th>Decided</Th>
              {superAdmin ? <Th>Actions</Th> : null}
            </tr>
          </thead>
          <tbody>
            {versions.map((version) => {
              const own = version.proposedById === viewer.id;
              return (
                <tr key={version.id} className="align-top">
                  <Td className="whitespace-nowrap">{formatShortDate(version.effectiveFrom)}</Td>
                  <Td>
                    <Badge tone={STATUS[version.status].tone}>{STATUS[version.status].label}</Badge>
                  </Td>
                  <Td className="min-w-64">
                    {summary(version)}
                    <span className="block text-xs text-slate-600">{version.reason}</span>
                  </Td>
                  <Td className="whitespace-nowrap">
                    {version.proposedBy ?? "Someone since removed"}
                    <span className="block text-xs text-slate-600">{formatDateTime(version.proposedAt)}</span>
                  </Td>
                  <Td>
                    {version.approvedAt ? (
                      <>
                        Approved by {version.approvedBy ?? "someone since removed"}
                        <span className="block text-xs text-slate-600">{formatDateTime(version.approvedAt)}</span>
                      </>
                    ) : version.rejectedAt ? (
                      <>
                        Rejected by {version.rejectedBy ?? "someone since removed"}: {version.rejectionReason}
                        <span className="block text-xs text-slate-600">{formatDateTime(version.rejectedAt)}</span>
                      </>
                    ) : (
                      "Not yet"
                    )}
                  </Td>
                  {superAdmin ? (
                    <Td>
                      {version.status === "proposed" ? (
                        <div className="flex flex-wrap gap-2">
                          {own ? (
                            <span className="text-xs text-slate-600">
                              You proposed it: another super admin approves.
                            </span>
                          ) : (
                            <Button size="sm" disabled={approving !== null} onClick={() => void approve(version)}>
                              {approving === version.id ? "Approving..." : "Approve"}
                            </Button>
                          )}
                          <Button size="sm" variant="outline" onClick={() => setRejecting(version)}>
                            {own ? "Withdraw" : "Reject"}
                          </Button>
                        </div>
                      ) : null}
                    </Td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
      <Dialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        title="Reject the proposed terms"
        description="Say why: the proposer and the audit log keep the reason."
      >
        {rejecting ? <RejectForm version={rejecting} onDone={() => setRejecting(null)} /> : null}
      </Dialog>
    </section>
  );
}

function RejectForm({ version, onDone }: { version: FundTermsVersion; onDone: () => void }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const form = useForm({
    initial: () => ({ reason: "" }),
    fields: ["reason"],
    schema: termsRejectionSchema,
    toPayload: (values) => values,
    submit: (payload) => api.post<typeof fundTermsApi.reject>(`/api/admin/funds/terms/${version.id}/reject`, payload),
    failure: "Failed to reject the terms",
    onSuccess: () => {
      toast({ title: "Proposed terms rejected" });
      onDone();
      void revalidator.revalidate();
    },
  });
  return (
    <form {...form.formProps} className="space-y-4" aria-label="Reject the proposed terms">
      <TextareaField
        label="Reason"
        required
        name="reason"
        rows={3}
        maxLength={1000}
        value={form.values.reason}
        onChange={form.set("reason")}
        error={form.error("reason")}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone} disabled={form.pending}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={form.pending}>
          {form.pending ? "Rejecting..." : "Reject"}
        </Button>
      </div>
    </form>
  );
}
