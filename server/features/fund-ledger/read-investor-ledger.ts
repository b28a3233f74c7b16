// Read an investing entity's ledger: its capital account, performance, parts and history, per fund and in total.
import { and, desc, eq, sql } from "drizzle-orm";
import { FUND_TYPES, type FundType } from "#domain/investment.ts";
import {
  type CapitalAccountPoint,
  type InvestorCallView,
  type InvestorDistributionView,
  type InvestorLedger,
} from "#domain/fund-operations.ts";
import { callPartStatus, capitalAccount, cashFlowsOf } from "#domain/ledger/capital-account.ts";
import type { Cents } from "#domain/ledger/money.ts";
import { type DatedAmount, performance } from "#domain/ledger/performance.ts";
import { commitmentOn, flowsWithTransfers, transferredOn } from "#domain/ledger/position-transfers.ts";
import {
  capitalCallParts,
  distributionParts,
  fundCapitalCalls,
  fundDistributions,
} from "#server/platform/db/schema/fund-ledger.ts";
import type { WaterfallTier } from "#domain/fund-terms.ts";
import { distributionPartTiers } from "#server/platform/db/schema/fund-waterfall.ts";
import { readTogether } from "#server/platform/db/read-together.ts";
import { type LedgerDeps, sum, valuationsAsOf } from "./internal/ledger-rows.ts";
import { commitmentsAndMovesOf } from "./internal/position-transfers.ts";

export function readInvestorLedger({ db, clock }: LedgerDeps) {
  return {
    /**
     * One entity's ledger (decision 0060): per fund and in total, its capital account and
     * performance, its call and distribution parts, and the capital account over time. No entity
     * (a person who holds none) is the empty ledger.
     */
    async ledgerFor(entityId: number | null, asOf = clock()): Promise<InvestorLedger> {
      const empty: InvestorLedger = {
        asOf,
        funds: [],
        total: {
          commitmentCents: 0,
          contributedCents: 0,
          unfundedCents: 0,
          distributedCents: 0,
          navShareCents: null,
          percentContributed: null,
        },
        performance: performance({ contributions: [], distributions: [], nav: null, asOf }),
        calls: [],
        distributions: [],
        history: [],
      };
      if (entityId === null) return empty;
      // The four reads are independent: one round trip's wait on PostgreSQL's pool, not four.
      // Commitments of 0 too: a position transferred away after `asOf` was still held then.
      const [{ commitments, moves: transfers }, callRows, distributionRows, valuations] = await readTogether(db, [
        () => commitmentsAndMovesOf(db, entityId),
        () =>
          db
            .select({ part: capitalCallParts, call: fundCapitalCalls })
            .from(capitalCallParts)
            .innerJoin(fundCapitalCalls, eq(fundCapitalCalls.id, capitalCallParts.callId))
            .where(and(eq(capitalCallParts.entityId, entityId), sql`${fundCapitalCalls.callDate} <= ${asOf}`))
            .orderBy(desc(fundCapitalCalls.callDate), desc(fundCapitalCalls.number)),
        () =>
          db
            .select({
              part: distributionParts,
              distribution: fundDistributions,
              // The part's waterfall tiers (decision 0066) in the waterfall's order, in the same
              // statement: a private page's statements are counted (decision 0041).
              tiers: sql<Array<{ name: WaterfallTier; amountCents: number }> | null>`(
                select json_agg(json_build_object('name', ${distributionPartTiers.tier}, 'amountCents', ${distributionPartTiers.amountCents}) order by ${distributionPartTiers.id})
                from ${distributionPartTiers} where ${distributionPartTiers.partId} = ${distributionParts.id})`,
            })
            .from(distributionParts)
            .innerJoin(fundDistributions, eq(fundDistributions.id, distributionParts.distributionId))
            .where(and(eq(distributionParts.entityId, entityId), sql`${fundDistributions.distributionDate} <= ${asOf}`))
            .orderBy(desc(fundDistributions.distributionDate), desc(fundDistributions.number)),
        () => valuationsAsOf(db, asOf),
      ]);
      // The ledger as it stood on `asOf`: calls and distributions made by then, and only the
      // payments received by then (a statement for a past quarter ignores later payments).
      const ownCalls = callRows.map(({ part, call }) =>
        part.paidOn !== null && part.paidOn > asOf
          ? { call, part: { ...part, status: "Pending" as const, paidCents: 0, paidOn: null } }
          : { call, part },
      );
      const ownDistributions = distributionRows.map(({ part, distribution, tiers }) =>
        part.paidOn !== null && part.paidOn > asOf
          ? { distribution, tiers, part: { ...part, status: "Scheduled" as const, paidOn: null } }
          : { distribution, tiers, part },
      );

      const calls: InvestorCallView[] = ownCalls.map(({ part, call }) => ({
        partId: part.id,
        callId: call.id,
        fundType: call.fundType as FundType,
        number: call.number,
        callDate: call.callDate,
        dueDate: call.dueDate,
        purpose: call.purpose,
        amountCents: part.amountCents,
        paidCents: part.paidCents,
        status: callPartStatus({ ...part, dueDate: call.dueDate }, asOf),
        paidOn: part.paidOn,
        noticeDocumentId: part.noticeDocumentId,
      }));
      const distributions: InvestorDistributionView[] = ownDistributions.map(({ part, distribution, tiers }) => ({
        partId: part.id,
        distributionId: distribution.id,
        fundType: distribution.fundType as FundType,
        number: distribution.number,
        distributionDate: distribution.distributionDate,
        type: distribution.type,
        amountCents: part.amountCents,
        tiers,
        status: part.status,
        paidOn: part.paidOn,
        noticeDocumentId: part.noticeDocumentId,
      }));

      // The parts as stored (Pending or Paid), for the ledger math; the views above derive Overdue.
      const storedCallParts = ownCalls.map(({ part, call }) => ({
        fundType: call.fundType as FundType,
        amountCents: part.amountCents,
        paidCents: part.paidCents,
        status: part.status,
        dueDate: call.dueDate,
        paidOn: part.paidOn,
      }));
      const funds = [];
      const allFlows: { contributions: DatedAmount[]; distributions: DatedAmount[] } = {
        contributions: [],
        distributions: [],
      };
      const history = new Map<string, { nav: Map<FundType, Cents> }>();
      let latestNav: { date: string; cents: Cents } | null = null;
      for (const fundType of FUND_TYPES) {
        const commitment = commitments.find((row) => row.fundType === fundType);
        // Transfers of the position (decision 0060): those effective after `asOf` had not happened.
        const moves = transfers.get(entityId)?.get(fundType) ?? [];
        const commitmentCents = commitmentOn(commitment?.commitmentCents ?? 0, moves, asOf);
        const myCalls = calls.filter((call) => call.fundType === fundType);
        const myDistributions = distributions.filter((d) => d.fundType === fundType);
        const moved = moves.some((move) => move.effectiveDate <= asOf);
        if (commitmentCents === 0 && !moved && myCalls.length === 0 && myDistributions.length === 0) continue;
        const callParts = storedCallParts.filter((part) => part.fundType === fundType);
        const fundValuationRows = valuations.get(fundType) ?? [];
        const valuation = fundValuationRows.at(-1) ?? null;
        const account = capitalAccount({
          commitmentCents,
          calls: callParts,
          distributions: myDistributions,
          valuation,
          asOf,
          transferred: transferredOn(moves, asOf, valuation?.date ?? null),
        });
        const flows = flowsWithTransfers(cashFlowsOf(callParts, myDistributions), moves, asOf);
        allFlows.contributions.push(...flows.contributions);
        allFlows.distributions.push(...flows.distributions);
        funds.push({
          fundType,
          commitmentDate:
            commitment?.commitmentDate ?? moves.find((move) => move.direction === 1)?.effectiveDate ?? null,
          account,
          performance: performance({
            ...flows,
            nav:
              account.navShareCents !== null && account.navDate
                ? { date: account.navDate, amountCents: account.navShareCents }
                : null,
            asOf,
          }),
        });
        if (account.navShareCents !== null && account.navDate) {
          if (!latestNav || account.navDate > latestNav.date) latestNav = { date: account.navDate, cents: 0 };
        }
        // NAV share at each of the fund's valuations, for the chart (with the transfers made by then).
        for (const at of fundValuationRows) {
          const share = capitalAccount({
            commitmentCents: 0,
            calls: callParts,
            distributions: [],
            valuation: at,
            asOf,
            transferred: { ...transferredOn(moves, at.date, at.date), contributedCents: 0, distributedCents: 0 },
          }).navShareCents;
          if (share === null) continue;
          const point = history.get(at.date) ?? { nav: new Map() };
          point.nav.set(fundType, share);
          history.set(at.date, point);
        }
      }

      const total = {
        commitmentCents: sum(funds.map((f) => f.account.commitmentCents)),
        contributedCents: sum(funds.map((f) => f.account.contributedCents)),
        unfundedCents: sum(funds.map((f) => f.account.unfundedCents)),
        distributedCents: sum(funds.map((f) => f.account.distributedCents)),
        navShareCents: funds.some((f) => f.account.navShareCents !== null)
          ? sum(funds.map((f) => f.account.navShareCents ?? 0))
          : null,
        percentContributed: null as number | null,
      };
      total.percentContributed =
        total.commitmentCents > 0 ? (total.contributedCents / total.commitmentCents) * 100 : null;
      // The total's NAV is the sum of each fund's latest NAV share, dated at the latest of them.
      const totalPerformance = performance({
        ...allFlows,
        nav:
          latestNav && total.navShareCents !== null ? { date: latestNav.date, amountCents: total.navShareCents } : null,
        asOf,
      });

      // The capital account over time: cumulative contributions and distributions at each dated
      // event, and the NAV share (summed over funds, each fund's latest share) at each valuation.
      const dates = new Set<string>([
        ...allFlows.contributions.map((flow) => flow.date),
        ...allFlows.distributions.map((flow) => flow.date),
        ...history.keys(),
      ]);
      const navSoFar = new Map<FundType, Cents>();
      const points: CapitalAccountPoint[] = [...dates].sort().map((date) => {
        const at = history.get(date);
        at?.nav.forEach((cents, fundType) => navSoFar.set(fundType, cents));
        return {
          date,
          contributedCents: sum(allFlows.contributions.filter((f) => f.date <= date).map((f) => f.amountCents)),
          distributedCents: sum(allFlows.distributions.filter((f) => f.date <= date).map((f) => f.amountCents)),
          navCents: at ? sum([...navSoFar.values()]) : null,
        };
      });

      return { asOf, funds, total, performance: totalPerformance, calls, distributions, history: points };
    },
  };
}
