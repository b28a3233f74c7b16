// Fund economics (issue 26 §3, decision 0066): the distribution waterfall's simulator and the
// ledger history it takes. Reads only; nothing here writes or is audited.
import { simulateWaterfall } from "#domain/waterfall-simulation.ts";
import type { Database } from "#server/platform/db/client.ts";
import { readCashFlows } from "./read-cash-flows.ts";

export function createFundEconomicsService(db: Database) {
  return {
    ...readCashFlows(db),
    /** The pure waterfall (domain/ledger/waterfall.ts) on a checked request; no stored effect. */
    simulate: simulateWaterfall,
  };
}

export type FundEconomicsService = ReturnType<typeof createFundEconomicsService>;
