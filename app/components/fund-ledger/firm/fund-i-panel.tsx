import { useId } from "react";
import { fundI } from "#app/content/fund-details.ts";
import type { Holding } from "#domain/investment.ts";
import { formatMoney } from "#domain/format.ts";
import { HoldingCard, holdingsTotal } from "./holding-card";
import { FundKeyFacts, PanelHeader } from "./shared";

/**
 * The Investor Portal's Fund I tab: the fund's key facts (from fund-details.ts) and its
 * properties, the fund's active investments as staff manage them (decision 0023). Renders its own
 * h2; everything else is h3/h4.
 */
export function FundIPanel({ holdings }: { holdings: readonly Holding[] }) {
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const assetsId = `${baseId}-assets`;
  return (
    <section aria-labelledby={titleId} className="space-y-8">
      <PanelHeader id={titleId} eyebrow={fundI.eyebrow} title={fundI.name}>
        <p>{fundI.summary}</p>
      </PanelHeader>

      <FundKeyFacts fund={fundI} headingId={`${baseId}-facts`} />

      <section aria-labelledby={assetsId}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id={assetsId} className="text-lg font-semibold text-brand-900">
            Properties
          </h3>
          {holdings.length > 0 && (
            <p className="text-sm text-slate-600">
              {holdings.length} {holdings.length === 1 ? "property" : "properties"} ·{" "}
              {formatMoney(holdingsTotal(holdings))} invested
            </p>
          )}
        </div>
        {holdings.length === 0 ? (
          <p className="mt-4 rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
            Fund I has no active properties yet.
          </p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {holdings.map((holding) => (
              <li key={holding.id}>
                <HoldingCard holding={holding} idPrefix={assetsId} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
