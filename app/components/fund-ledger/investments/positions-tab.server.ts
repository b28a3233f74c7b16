import type { AppLoadContext } from "react-router";
import type { SessionUser } from "#domain/auth.ts";
import type { FundSummary } from "#domain/stats.ts";

export interface PositionsData {
  funds: FundSummary[];
}

/** The Positions tab: one summary per fund, computed from investments and capital commitments. */
export async function load(context: AppLoadContext, _user: SessionUser): Promise<PositionsData> {
  return { funds: await context.services.fundSummaries.list() };
}
