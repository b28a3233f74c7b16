import type { AppLoadContext } from "react-router";
import { todayUtc } from "#domain/dates.ts";
import {
  callPartPageQuerySchema,
  distributionPartPageQuerySchema,
  fundInvestorPageQuerySchema,
  fundLedgerPageQuerySchema,
} from "#domain/fund-lists.ts";
import type { FundType } from "#domain/investment.ts";
import { loadListPage } from "#app/lib/list-page.server.ts";

/**
 * The URL parameters of each list on the page (decision 0040): several lists share one URL, so
 * each has its own prefix (?i.q=&i.cursor= the investors, ?c.cursor= the calls, ...). The open call
 * or distribution is ?call= or ?distribution=; its parts' search, status and position ?p.*.
 */
export const FUND_LIST_PREFIX = { investors: "i.", calls: "c.", distributions: "d.", parts: "p." } as const;

/** The parameters of one list, their prefix taken off, as the URL loadListPage reads. */
function listUrl(url: URL, prefix: string): URL {
  const own = new URL(url.origin + url.pathname);
  for (const [key, value] of url.searchParams) {
    // An empty field of the form ("Any" status) is no filter.
    if (key.startsWith(prefix) && value !== "") own.searchParams.set(key.slice(prefix.length), value);
  }
  return own;
}

const idOf = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/**
 * The fund operations page's data: the fund's totals (summed in the database) and one page of each
 * list, with the parts of the call or distribution the URL opens. Read in-process (staff only; the
 * route checked). A list's unreadable query or stale cursor shows its first page.
 */
export async function loadFundOperations(context: AppLoadContext, fund: FundType, url: URL) {
  const lists = context.services.fundLists;
  const P = FUND_LIST_PREFIX;
  const callId = idOf(url.searchParams.get("call"));
  const distributionId = callId === null ? idOf(url.searchParams.get("distribution")) : null;
  const partsUrl = listUrl(url, P.parts);
  // One "today" for every figure of the page: the server's clock (decision 0054).
  const asOf = todayUtc(context.services.now());
  const ach = context.services.achPayments;
  const [
    summary,
    termsFrom,
    investors,
    calls,
    distributions,
    callParts,
    distributionParts,
    distributionAch,
    achOriginator,
  ] = await Promise.all([
    lists.summary(fund, asOf),
    // Calls dated from the fund's first approved terms compute their management fee (decision 0068).
    context.services.fundTerms.termsStart(fund),
    loadListPage(listUrl(url, P.investors), fundInvestorPageQuerySchema, ({ q, ...page }) =>
      lists.investorsPage(fund, { q }, page, asOf),
    ),
    loadListPage(listUrl(url, P.calls), fundLedgerPageQuerySchema, ({ q: _q, ...page }) =>
      lists.callsPage(fund, page, asOf),
    ),
    loadListPage(listUrl(url, P.distributions), fundLedgerPageQuerySchema, ({ q: _q, ...page }) =>
      lists.distributionsPage(fund, page),
    ),
    callId === null
      ? null
      : loadListPage(partsUrl, callPartPageQuerySchema, ({ q, status, ...page }) =>
          lists.callPartsPage(callId, { q, status }, page, asOf),
        ).catch(notFoundIsNone),
    distributionId === null
      ? null
      : loadListPage(partsUrl, distributionPartPageQuerySchema, ({ q, status, ...page }) =>
          lists.distributionPartsPage(distributionId, { q, status }, page),
        ).catch(notFoundIsNone),
    // The open distribution's parts as its ACH file takes them (decision 0067).
    distributionId === null ? null : ach.distribution(distributionId).catch(notFoundIsNone),
    ach.originatorOf(fund),
  ]);
  return {
    summary,
    termsFrom,
    investors,
    calls,
    distributions,
    openCall: callParts ? { id: callId!, parts: callParts } : null,
    openDistribution:
      distributionParts && distributionAch
        ? { id: distributionId!, parts: distributionParts, ach: distributionAch }
        : null,
    achOriginator,
  };
}

/** A link to a call or distribution that is gone opens nothing. */
function notFoundIsNone(error: unknown): null {
  if ((error as { code?: unknown } | null)?.code === "NOT_FOUND") return null;
  throw error;
}

export type FundOperationsData = Awaited<ReturnType<typeof loadFundOperations>>;
