import { MapPin } from "lucide-react";
import { Badge } from "#app/components/ui/badge.tsx";
import type { Holding } from "#domain/investment.ts";
import { centsFromDecimal, decimalFromCents } from "#domain/ledger/money.ts";
import { formatMoney, formatPercent, formatRoi, formatShortDate } from "#domain/format.ts";
import { Fact } from "./shared";

/** What a fund's holdings add up to, summed in cents (decimal string, for formatMoney). */
export const holdingsTotal = (holdings: readonly Holding[]) =>
  decimalFromCents(holdings.reduce((cents, h) => cents + centsFromDecimal(h.investmentAmount), 0));

/**
 * One holding of a fund's portfolio tab, as staff entered it in the Investments tab (decision
 * 0023). Fund I's holdings are properties, so they also show occupancy.
 */
export function HoldingCard({ holding, idPrefix }: { holding: Holding; idPrefix: string }) {
  const headingId = `${idPrefix}-${holding.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 id={headingId} className="font-semibold text-brand-900">
          {holding.name}
        </h4>
        <Badge tone="slate">{holding.assetType}</Badge>
      </div>
      {holding.location && (
        <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {holding.location}
        </p>
      )}
      <p className="mt-3 text-sm text-slate-700">{holding.description}</p>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <Fact label="Invested">
          <span className="tabular-nums">{formatMoney(holding.investmentAmount)}</span>
        </Fact>
        <Fact label="Acquired">
          {holding.acquisitionDate ? (
            <time dateTime={holding.acquisitionDate}>{formatShortDate(holding.acquisitionDate)}</time>
          ) : (
            "Not recorded"
          )}
        </Fact>
        <Fact label="Estimated ROI">
          <span className="tabular-nums">{formatRoi(holding.estimatedROI)}</span>
        </Fact>
        {holding.fundType === "Fund I" && (
          <Fact label="Occupancy">
            {holding.occupancyPercent === null ? "Not yet operating" : formatPercent(holding.occupancyPercent)}
          </Fact>
        )}
      </dl>
    </article>
  );
}
