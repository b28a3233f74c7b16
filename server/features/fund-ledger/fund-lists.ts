// The fund operations page in bounded reads (decision 0040): the fund's totals are sums of the
// parts' running totals (a few rows per call and distribution, decision 0043), and each list
// (investors, calls, distributions, one call's parts) is a keyset page (decision 0037). The
// figures are those of fundLedger.overview, which reads every part of the fund;
// tests/api/fund-lists.test.ts checks that the two agree. One file per list beside this one.
import type { Database } from "#server/platform/db/client.ts";
import { listParts } from "./list-call-parts.ts";
import { listFundCallsAndDistributions } from "./list-fund-calls.ts";
import { listFundInvestors } from "./list-fund-investors.ts";
import { readFundSummary } from "./read-fund-summary.ts";

export function createFundListsService(db: Database) {
  return {
    ...readFundSummary(db),
    ...listFundInvestors(db),
    ...listFundCallsAndDistributions(db),
    ...listParts(db),
  };
}

export type FundListsService = ReturnType<typeof createFundListsService>;
