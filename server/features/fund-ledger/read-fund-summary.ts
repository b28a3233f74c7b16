// Read a fund's summary: its totals and performance from the parts' running totals (decision 0040).
import { and, desc, eq, sql } from "drizzle-orm";
import type { FundSummaryView } from "#domain/fund-lists.ts";
import type { FundType } from "#domain/investment.ts";
import { performance, type DatedAmount } from "#domain/ledger/performance.ts";
import type { Database } from "#server/platform/db/client.ts";
import { capitalCommitments } from "#server/platform/db/schema/capital-commitments.ts";
import { fundSettings, fundValuations } from "#server/platform/db/schema/fund-ledger.ts";
import { toSettingsView } from "./fund-settings.ts";
import { today } from "./ledger-values.ts";
import { c, d, ct, dt, summed, fundListReads } from "./internal/fund-list-reads.ts";

export function readFundSummary(db: Database) {
  const { valuationOf } = fundListReads(db);

  return {
    /**
     * The fund's totals and performance, as fundLedger.overview derives them from the parts, here
     * from the parts' running totals: a handful of rows whatever the number of investors.
     */
    async summary(fundType: FundType, asOf = today()): Promise<FundSummaryView> {
      const [[commitments], [calls], [dists], paidIn, paidOut, valuation, valuations, settings] = await Promise.all([
        db
          .select({ cents: summed(sql`sum(${capitalCommitments.commitmentCents})`) })
          .from(capitalCommitments)
          .where(eq(capitalCommitments.fundType, fundType)),
        db
          .select({
            called: summed(sql`sum(${ct.calledCents})`),
            contributed: summed(sql`sum(${ct.paidCents})`),
            // A part is overdue past its call's due date until paid; a paid part owes nothing.
            overdue: summed(sql`sum(${ct.calledCents} - ${ct.paidCents}) filter (where ${c.dueDate} < ${asOf})`),
          })
          .from(ct)
          .innerJoin(c, eq(c.id, ct.callId))
          .where(eq(c.fundType, fundType)),
        db
          .select({ distributed: summed(sql`sum(${dt.paidCents})`), scheduled: summed(sql`sum(${dt.scheduledCents})`) })
          .from(dt)
          .innerJoin(d, eq(d.id, dt.distributionId))
          .where(eq(d.fundType, fundType)),
        // The cash flows of the fund's performance, summed per day (cashFlowsOf, a row per day).
        db
          .select({ date: sql<string>`${ct.paidOn}`, amountCents: summed(sql`sum(${ct.paidCents})`) })
          .from(ct)
          .innerJoin(c, eq(c.id, ct.callId))
          .where(and(eq(c.fundType, fundType), sql`${ct.paidCents} > 0`))
          .groupBy(ct.paidOn)
          .orderBy(ct.paidOn),
        db
          .select({ date: sql<string>`${dt.paidOn}`, amountCents: summed(sql`sum(${dt.paidCents})`) })
          .from(dt)
          .innerJoin(d, eq(d.id, dt.distributionId))
          .where(and(eq(d.fundType, fundType), sql`${dt.paidCents} > 0`))
          .groupBy(dt.paidOn)
          .orderBy(dt.paidOn),
        valuationOf(fundType, asOf),
        db
          .select()
          .from(fundValuations)
          .where(eq(fundValuations.fundType, fundType))
          .orderBy(desc(fundValuations.asOf)),
        db.select().from(fundSettings).where(eq(fundSettings.fundType, fundType)),
      ]);
      const commitmentCents = commitments.cents;
      const totals = {
        commitmentCents,
        calledCents: calls.called,
        contributedCents: calls.contributed,
        unfundedCents: commitmentCents - calls.contributed,
        uncalledCents: Math.max(0, commitmentCents - calls.called),
        outstandingCents: calls.called - calls.contributed,
        overdueCents: calls.overdue,
        distributedCents: dists.distributed,
        scheduledDistributionCents: dists.scheduled,
        // Every part paid by the valuation's date is the fund's: its share of the NAV is the NAV.
        navShareCents: valuation && valuation.fundContributedCents > 0 ? valuation.navCents : null,
        navDate: valuation?.date ?? null,
        percentContributed: commitmentCents > 0 ? (calls.contributed / commitmentCents) * 100 : null,
      };
      const settingsRow = settings[0];
      return {
        fundType,
        asOf,
        settings: settingsRow ? toSettingsView(settingsRow) : null,
        totals,
        performance: performance({
          contributions: paidIn as DatedAmount[],
          distributions: paidOut as DatedAmount[],
          nav: valuation ? { date: valuation.date, amountCents: valuation.navCents } : null,
          asOf,
        }),
        valuations: valuations.map((row) => ({ id: row.id, asOf: row.asOf, navCents: row.navCents, notes: row.notes })),
      };
    },
  };
}
