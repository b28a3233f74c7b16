import { sql } from "drizzle-orm";
import { FUND_TYPES, type FundType } from "#domain/investment.ts";
import type { FundSummary } from "#domain/stats.ts";
import type { Database } from "#server/platform/db/client.ts";
import { capitalCommitments } from "#server/platform/db/schema/capital-commitments.ts";
import { fundCapitalCalls } from "#server/platform/db/schema/fund-ledger.ts";
import { capitalCallTotals } from "#server/platform/db/schema/fund-ledger-totals.ts";
import { investments } from "#server/platform/db/schema/investments.ts";

type Row = {
  fund_type: string;
  investment_count: number | string;
  active_count: number | string;
  total_invested: string;
  average_roi: string | null;
  total_commitments: string;
  called_amount: string;
  paid_in_amount: string;
  outstanding_amount: string;
  remaining_commitment: string;
  investor_count: number | string;
};

/**
 * Per-fund figures for the Positions tab and the Overview's Fund Performance, computed in one
 * statement. Called, paid-in and remaining come from the fund ledger's running totals of the call
 * parts (decision 0043): called is every part, paid or not; paid-in what was paid against them;
 * remaining (not yet called) the commitments less called (the words: domain/ledger/figures.ts). Cancelled
 * investments count in investmentCount only. Amounts are stored in integer cents (decision 0056):
 * their sums are divided by 100.0 in numeric, which is exact, and answered as decimal text.
 */
export function createFundSummaryService(db: Database) {
  return {
    async list(): Promise<FundSummary[]> {
      const i = investments;
      const c = capitalCommitments;
      const totals = capitalCallTotals;
      const calls = fundCapitalCalls;
      const funds = sql.join(
        FUND_TYPES.map((fund, position) => sql`(${fund}::varchar, ${position}::int)`),
        sql`, `,
      );
      const result = await db.execute<Row>(sql`
        with funds(fund_type, position) as (values ${funds}),
        inv as (
          select ${i.fundType} as fund_type,
                 count(*)::int as investment_count,
                 count(*) filter (where ${i.status} = 'active')::int as active_count,
                 sum(${i.investmentCents}) filter (where ${i.status} <> 'cancelled') / 100.0 as total_invested,
                 avg(${i.estimatedROI}) filter (where ${i.status} <> 'cancelled') as average_roi
          from ${i} group by ${i.fundType}
        ),
        com as (
          select ${c.fundType} as fund_type,
                 sum(${c.commitmentCents}) / 100.0 as total_commitments,
                 count(distinct ${c.entityId})
                   filter (where ${c.commitmentCents} > 0)::int as investor_count
          from ${c} group by ${c.fundType}
        ),
        paid as (
          select ${calls.fundType} as fund_type, sum(${totals.paidCents}) / 100.0 as contributed,
                 sum(${totals.calledCents}) / 100.0 as called
          from ${totals} join ${calls} on ${calls.id} = ${totals.callId} group by ${calls.fundType}
        )
        select funds.fund_type,
               coalesce(inv.investment_count, 0) as investment_count,
               coalesce(inv.active_count, 0) as active_count,
               round(coalesce(inv.total_invested, 0), 2)::text as total_invested,
               round(inv.average_roi, 2)::text as average_roi,
               round(coalesce(com.total_commitments, 0), 2)::text as total_commitments,
               round(coalesce(paid.called, 0), 2)::text as called_amount,
               round(coalesce(paid.contributed, 0), 2)::text as paid_in_amount,
               round(coalesce(paid.called, 0) - coalesce(paid.contributed, 0), 2)::text as outstanding_amount,
               round(coalesce(com.total_commitments, 0) - coalesce(paid.called, 0), 2)::text as remaining_commitment,
               coalesce(com.investor_count, 0) as investor_count
        from funds
        left join inv on inv.fund_type = funds.fund_type
        left join com on com.fund_type = funds.fund_type
        left join paid on paid.fund_type = funds.fund_type
        order by funds.position`);
      return result.rows.map((r) => ({
        fundType: r.fund_type as FundType,
        investmentCount: Number(r.investment_count),
        activeCount: Number(r.active_count),
        totalInvested: r.total_invested,
        averageROI: r.average_roi,
        totalCommitments: r.total_commitments,
        calledAmount: r.called_amount,
        paidInAmount: r.paid_in_amount,
        outstandingAmount: r.outstanding_amount,
        remainingCommitment: r.remaining_commitment,
        investorCount: Number(r.investor_count),
      }));
    },
  };
}
