import type { AppLoadContext } from "react-router";
import type { FundOverview } from "../../../../domain/fund-operations";
import type { FundType } from "../../../../domain/investment";

/** The fund operations page's data: one fund's ledger as of today, read in-process (staff only; the route checked). */
export async function loadFundOperations(context: AppLoadContext, fund: FundType): Promise<FundOverview> {
  return context.services.fundLedger.overview(fund);
}
