// The fund operations page's paged lists (decision 0040): the query of each list and what a page
// of it holds. The fund's totals come from the database's sums, never from every part of the fund.
import * as z from "zod/mini";
import type { FundCallView, FundDistributionView, FundSettingsView, ValuationView } from "./fund-operations.ts";
import type { FundType } from "./investment.ts";
import type { CapitalAccount } from "./ledger/capital-account.ts";
import type { Performance } from "./ledger/performance.ts";
import { pageQuerySchema, type Page } from "./paging.ts";

/** Investors of a fund: by name (last, first); search by name or member ID. */
export const FUND_INVESTOR_SORTS = ["name"] as const;
export const fundInvestorPageQuerySchema = pageQuerySchema(FUND_INVESTOR_SORTS, {});
export type FundInvestorPageQuery = z.infer<typeof fundInvestorPageQuerySchema>;

/** Capital calls and distributions: by number, newest first by default. */
export const FUND_LEDGER_SORTS = ["number"] as const;
export const fundLedgerPageQuerySchema = pageQuerySchema(FUND_LEDGER_SORTS, {});
export type FundLedgerPageQuery = z.infer<typeof fundLedgerPageQuerySchema>;

/** A call part's status as staff see it: Overdue is derived from the due date. */
export const CALL_PART_FILTERS = ["Pending", "Paid", "Overdue"] as const;
export const DISTRIBUTION_PART_FILTERS = ["Scheduled", "Paid"] as const;

/** The parts of one call (or distribution), in the order they were issued; search by name or member ID. */
export const PART_SORTS = ["issued"] as const;
export const callPartPageQuerySchema = pageQuerySchema(PART_SORTS, {
  status: z.optional(z.enum(CALL_PART_FILTERS, { error: `status must be one of: ${CALL_PART_FILTERS.join(", ")}` })),
});
export type CallPartPageQuery = z.infer<typeof callPartPageQuerySchema>;
export const distributionPartPageQuerySchema = pageQuerySchema(PART_SORTS, {
  status: z.optional(
    z.enum(DISTRIBUTION_PART_FILTERS, { error: `status must be one of: ${DISTRIBUTION_PART_FILTERS.join(", ")}` }),
  ),
});
export type DistributionPartPageQuery = z.infer<typeof distributionPartPageQuerySchema>;

/** A call in the list: its figures summed in the database and how many parts it has, without the parts. */
export interface FundCallSummary extends Omit<FundCallView, "parts"> {
  partsCount: number;
  paidPartsCount: number;
}

export interface FundDistributionSummary extends Omit<FundDistributionView, "parts"> {
  partsCount: number;
  paidPartsCount: number;
}

/** The fund's figures: the same as FundOverview's totals and performance, summed in the database. */
export interface FundSummaryView {
  fundType: FundType;
  asOf: string;
  settings: FundSettingsView | null;
  totals: CapitalAccount;
  performance: Performance;
  /** Newest first; one a quarter, so not paged. */
  valuations: ValuationView[];
}

export type { Page };
