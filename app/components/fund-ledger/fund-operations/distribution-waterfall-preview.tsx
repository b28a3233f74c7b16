import type { DistributionWaterfall } from "#domain/fund-operations.ts";
import { formatCents, formatShortDate } from "#domain/format.ts";
import { decimalFromCents } from "#domain/ledger/money.ts";
import { WaterfallTable } from "./waterfall-table";

/**
 * A distribution's split by the fund's terms before it is issued (decision 0066): each tier's
 * limited partners' and general partner's parts, as the simulator's table shows them, and what
 * the GP takes as catch-up and carried interest. The investors' parts follow in the allocation.
 */
export function DistributionWaterfallPreview({
  waterfall,
  number,
}: {
  waterfall: DistributionWaterfall;
  number: number;
}) {
  const gpCents = waterfall.gpCatchUpCents + waterfall.gpCarriedInterestCents;
  const answer = {
    tiers: waterfall.tiers.map((tier) => ({
      name: tier.name,
      lp: decimalFromCents(tier.lpCents),
      gp: decimalFromCents(tier.gpCents),
    })),
    lpTotal: decimalFromCents(waterfall.lpCents),
    gpTotal: decimalFromCents(gpCents),
  };
  return (
    <div className="space-y-3">
      <WaterfallTable caption={`Waterfall of distribution #${number}`} answer={answer} />
      <p className="rounded-md bg-brand-50 px-4 py-3 text-sm text-brand-900">
        General partner: catch-up{" "}
        <span className="font-semibold tabular-nums">{formatCents(waterfall.gpCatchUpCents)}</span>, carried interest{" "}
        <span className="font-semibold tabular-nums">{formatCents(waterfall.gpCarriedInterestCents)}</span>. Limited
        partners: <span className="font-semibold tabular-nums">{formatCents(waterfall.lpCents)}</span>, split below by
        the capital each paid in. Terms in effect from {formatShortDate(waterfall.termsEffectiveFrom)}.
      </p>
    </div>
  );
}
