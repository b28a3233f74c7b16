// A fund's history as the waterfall simulator takes it (decision 0066): paid-in capital per day,
// with the part of it that paid management fees and fund expenses, and the fund's distributions.
import { and, asc, eq, gt, isNotNull } from "drizzle-orm";
import type { FundType } from "#domain/investment.ts";
import { decimalFromCents } from "#domain/ledger/money.ts";
import type { FundCashFlows } from "#domain/waterfall-simulation.ts";
import type { Database } from "#server/platform/db/client.ts";
import { fundCapitalCalls, fundDistributions } from "#server/platform/db/schema/fund-ledger.ts";
import { capitalCallTotals } from "#server/platform/db/schema/fund-ledger-totals.ts";

/** A call's fees in what was paid against it: paid × (fees + expenses) / total, to the cent, halves up. */
const feesIn = (paidCents: number, feeCents: number, totalCents: number) =>
  Number((2n * BigInt(paidCents) * BigInt(feeCents) + BigInt(totalCents)) / (2n * BigInt(totalCents)));

export function readCashFlows(db: Database) {
  return {
    /**
     * Read from the parts' running totals per call and payment day (decision 0043), so a handful of
     * rows per call whatever the number of investors. A call's parts are pro rata to its total, so
     * the fees in a day's payments are that day's share of the call's fees and expenses.
     */
    async cashFlows(fundType: FundType): Promise<FundCashFlows> {
      const c = fundCapitalCalls;
      const ct = capitalCallTotals;
      const [paid, distributions] = await Promise.all([
        db
          .select({
            date: ct.paidOn,
            paidCents: ct.paidCents,
            feeCents: c.managementFeeCents,
            expenseCents: c.fundExpensesCents,
            totalCents: c.totalCents,
          })
          .from(ct)
          .innerJoin(c, eq(c.id, ct.callId))
          .where(and(eq(c.fundType, fundType), isNotNull(ct.paidOn), gt(ct.paidCents, 0)))
          .orderBy(asc(ct.paidOn), asc(c.id)),
        db
          .select({ date: fundDistributions.distributionDate, totalCents: fundDistributions.totalCents })
          .from(fundDistributions)
          .where(eq(fundDistributions.fundType, fundType))
          .orderBy(asc(fundDistributions.distributionDate), asc(fundDistributions.number)),
      ]);
      const byDay = new Map<string, { amount: number; fees: number }>();
      for (const row of paid) {
        const day = byDay.get(row.date!) ?? { amount: 0, fees: 0 };
        day.amount += row.paidCents;
        day.fees += feesIn(row.paidCents, row.feeCents + row.expenseCents, row.totalCents);
        byDay.set(row.date!, day);
      }
      return {
        fundType,
        contributions: [...byDay].map(([date, day]) => ({
          date,
          amount: decimalFromCents(day.amount),
          fees: decimalFromCents(day.fees),
        })),
        distributions: distributions.map((d) => ({ date: d.date, amount: decimalFromCents(d.totalCents) })),
      };
    },
  };
}
