import type { AppLoadContext } from "react-router";
import { DISTRIBUTION_TYPE_LABELS, type InvestorLedger } from "#domain/fund-operations.ts";
import { capitalCallsOf, EMPTY_PORTFOLIO, portfolioOf } from "#domain/investor-portal.ts";
import { firstContribution, sinceFirstContribution } from "#domain/ledger/performance.ts";
import type { PortalDistribution } from "#app/components/fund-ledger/portal/distribution-history.tsx";

/**
 * The portal's figures from one reading of the investor's ledger (rather than one per figure):
 * the portfolio, the capital calls and the distributions. Only an investor has a ledger (of an entity they hold); a viewer
 * gets the empty state. The distribution types are labelled here, on the server, so the page's
 * script never carries domain/fund-operations.ts (its schemas are the staff forms').
 */
export async function portalLedgerFor(
  context: AppLoadContext,
  user: { role: string },
  /** The entity the page reads (portalEntityFor, decision 0060): null for none. */
  entity: { entityId: number } | null,
) {
  if (user.role !== "investor") return emptyPortalLedger();
  // The same ledger read the API's portfolio and All accounts make, for the entity resolved once
  // (an investor with no holding yet gets the ledger of none: their funds at zero).
  const ledger: InvestorLedger = await context.services.fundLedger.ledgerFor(entity?.entityId ?? null);
  // The investor's performance starts at their first contribution, per fund and in total (decision 0046).
  const paidIn = (calls: InvestorLedger["calls"]) =>
    firstContribution(calls.map((call) => ({ date: call.paidOn, amountCents: call.paidCents })));
  const since: Record<string, string | null> = { total: paidIn(ledger.calls) };
  for (const fund of ledger.funds)
    since[fund.fundType] = paidIn(ledger.calls.filter((c) => c.fundType === fund.fundType));
  return {
    // The calls and distributions go as the rows below, not twice.
    standing: { funds: ledger.funds, total: ledger.total, performance: ledger.performance, since },
    // The chart too starts at the first contribution: no $0 points from before the investor joined.
    history: sinceFirstContribution(ledger.history, since.total),
    portfolio: portfolioOf(ledger),
    capitalCalls: capitalCallsOf(ledger),
    distributions: ledger.distributions.map((d): PortalDistribution => ({
      ...d,
      typeLabel: DISTRIBUTION_TYPE_LABELS[d.type],
    })),
  };
}

/** No ledger: a viewer's, or a tab that shows none of it (decision 0041). */
export function emptyPortalLedger() {
  return {
    standing: null,
    history: [],
    portfolio: EMPTY_PORTFOLIO,
    capitalCalls: [],
    distributions: [] as PortalDistribution[],
  };
}
