import type { AppLoadContext } from "react-router";
import type { SessionUser } from "#domain/auth.ts";
import { todayUtc } from "#domain/dates.ts";
import { fundFromSlug, slugOfFund } from "#domain/fund-slug.ts";
import { quarterOfDay } from "#domain/ledger/quarters.ts";

/**
 * The Fund terms section's data (decision 0068) for the fund in the URL (?fund=fund-ii; Fund I
 * otherwise): its terms and side letters, and this quarter's management fee per investor. Read
 * in-process, after the route's staff check; one "today" for all of it (decision 0054).
 */
export async function loadTerms(context: AppLoadContext, url: URL, user: SessionUser) {
  const fund = fundFromSlug(url.searchParams.get("fund")) ?? "Fund I";
  const asOf = todayUtc(context.services.now());
  const [overview, fees] = await Promise.all([
    context.services.fundTerms.overview(fund, asOf),
    context.services.fundTerms.feesForQuarter(fund, quarterOfDay(asOf)),
  ]);
  return { fund: slugOfFund(fund), overview, fees, viewer: { id: user.id, role: user.role } };
}

export type TermsData = Awaited<ReturnType<typeof loadTerms>>;
