import { useId } from "react";
import type { InvestorDistributionView } from "#domain/fund-operations.ts";
import type { DistributionPartStatus } from "#domain/ledger/capital-account.ts";
import type { TierName } from "#domain/ledger/waterfall-pool.ts";
import { documentDownloadPath } from "#domain/investor-portal.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Table, Td, Th } from "#app/components/ui/table.tsx";
import { formatCents, formatShortDate } from "#domain/format.ts";
import { DownloadLink } from "#app/components/documents/portal/download-link.tsx";
import { DocumentsWithheld, useDocumentsWithheld } from "#app/components/documents/portal/edelivery-notice.tsx";

/** A distribution as the portal lists it, its type labelled by the loader (app/lib/portal-ledger.server.ts). */
export interface PortalDistribution extends InvestorDistributionView {
  typeLabel: string;
}

/** The tiers as an investor reads them (the notice's words). */
const TIER_LABELS: Record<TierName, string> = {
  return_of_capital: "Return of capital",
  preferred_return: "Preferred return",
  catch_up: "Catch-up",
  carried_interest_split: "Carried-interest split",
};

/** A part split by the fund's waterfall (decision 0066): its tiers, folded under the amount. */
function TierBreakdown({ distribution: d }: { distribution: PortalDistribution }) {
  return (
    <details className="mt-1 text-left text-xs font-normal text-slate-700">
      <summary className="cursor-pointer text-right text-brand-700 underline">
        By tier
        <span className="sr-only">
          {" "}
          of {d.fundType} distribution {d.number}
        </span>
      </summary>
      <dl className="mt-1 grid grid-cols-[auto_auto] gap-x-3 gap-y-0.5">
        {d.tiers!.map((tier) => (
          <div key={tier.name} className="contents">
            <dt>{TIER_LABELS[tier.name]}</dt>
            <dd className="text-right tabular-nums">{formatCents(tier.amountCents)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

const STATUS_TONES = { Paid: "green", Scheduled: "gold" } as const satisfies Record<DistributionPartStatus, string>;

/**
 * The investor's distributions (their parts), newest first (the ledger's order), each with its
 * notice once issued and once the investor has accepted electronic delivery.
 */
export function DistributionHistory({
  distributions,
  headingLevel: Heading = "h2",
}: {
  distributions: readonly PortalDistribution[];
  headingLevel?: "h2" | "h3";
}) {
  const headingId = useId();
  const withheld = useDocumentsWithheld();
  const notices = !withheld && distributions.some((d) => d.noticeDocumentId !== null);
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} className="text-xl font-semibold text-brand-900">
        Distributions
      </Heading>
      {distributions.length === 0 ? (
        <p className="mt-4 rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
          No distributions have been made on your commitments yet.
        </p>
      ) : (
        <div className="mt-4 space-y-4">
          <Table caption="Distributions, newest first">
            <thead>
              <tr>
                <Th>Date</Th>
                <Th>Fund</Th>
                <Th>Distribution #</Th>
                <Th>Type</Th>
                <Th className="text-right">Amount</Th>
                <Th>Status</Th>
                {notices && <Th className="text-right">Notice</Th>}
              </tr>
            </thead>
            <tbody>
              {distributions.map((d) => (
                <tr key={d.partId}>
                  <Td className="whitespace-nowrap">
                    <time dateTime={d.distributionDate}>{formatShortDate(d.distributionDate)}</time>
                  </Td>
                  <Td className="whitespace-nowrap">{d.fundType}</Td>
                  <Td className="font-medium whitespace-nowrap">Distribution {d.number}</Td>
                  <Td>{d.typeLabel}</Td>
                  <Td className="text-right whitespace-nowrap tabular-nums">
                    {formatCents(d.amountCents)}
                    {d.tiers ? <TierBreakdown distribution={d} /> : null}
                  </Td>
                  <Td>
                    <Badge tone={STATUS_TONES[d.status]}>{d.status}</Badge>
                  </Td>
                  {notices && (
                    <Td className="text-right">
                      {d.noticeDocumentId !== null && (
                        <DownloadLink
                          href={documentDownloadPath(d.noticeDocumentId)}
                          name={`${d.fundType} distribution ${d.number} notice`}
                          iconOnly
                        />
                      )}
                    </Td>
                  )}
                </tr>
              ))}
            </tbody>
          </Table>
          {withheld && distributions.some((d) => d.noticeDocumentId !== null) && <DocumentsWithheld />}
        </div>
      )}
    </section>
  );
}
