// A fund's history as the waterfall takes it (decision 0066): each paid call part on its payment
// day with the part of it that paid management fees and fund expenses (the part's stored lines),
// and the fund's distributions. The simulator's cash flows and the issue path read the same rows,
// so the simulator given the cash flows agrees with an issued distribution's tiers to the cent.
import { and, asc, eq, gt, isNotNull } from "drizzle-orm";
import type { FundType } from "#domain/investment.ts";
import { contributionsPerDay, type PaidContribution } from "#domain/ledger/distribution-waterfall.ts";
import { decimalFromCents, type Cents } from "#domain/ledger/money.ts";
import type { FundCashFlows } from "#domain/waterfall-simulation.ts";
import type { Database } from "#server/platform/db/client.ts";
import { capitalCallParts, fundCapitalCalls, fundDistributions } from "#server/platform/db/schema/fund-ledger.ts";
import type { Transaction } from "#server/platform/staff-write.ts";

type Db = Database | Transaction;

/** A part's fees in what was paid of it: paid × (fee + expenses) / amount, to the cent, halves up. */
const feesIn = (paidCents: number, feeCents: number, amountCents: number) =>
  Number((2n * BigInt(paidCents) * BigInt(feeCents) + BigInt(amountCents)) / (2n * BigInt(amountCents)));

export interface FundHistory {
  paid: PaidContribution[];
  distributions: Array<{ date: string; amountCents: Cents }>;
}

/**
 * The fund's paid call parts (a payment day and an amount paid above 0) and its distributions at
 * their date and declared total, in date order. One row per part: a waterfall needs each
 * entity's paid-in capital to split the LP tiers over the entities.
 */
export async function fundHistory(db: Db, fundType: FundType): Promise<FundHistory> {
  const p = capitalCallParts;
  const c = fundCapitalCalls;
  const [parts, distributions] = await Promise.all([
    db
      .select({
        entityId: p.entityId,
        date: p.paidOn,
        paidCents: p.paidCents,
        amountCents: p.amountCents,
        feeCents: p.managementFeeCents,
        expenseCents: p.fundExpensesCents,
      })
      .from(p)
      .innerJoin(c, eq(c.id, p.callId))
      .where(and(eq(c.fundType, fundType), isNotNull(p.paidOn), gt(p.paidCents, 0)))
      .orderBy(asc(p.paidOn), asc(c.id), asc(p.id)),
    db
      .select({ date: fundDistributions.distributionDate, amountCents: fundDistributions.totalCents })
      .from(fundDistributions)
      .where(eq(fundDistributions.fundType, fundType))
      .orderBy(asc(fundDistributions.distributionDate), asc(fundDistributions.number)),
  ]);
  return {
    paid: parts.map((row) => ({
      entityId: row.entityId,
      date: row.date!,
      amountCents: row.paidCents,
      feesCents: feesIn(row.paidCents, row.feeCents + row.expenseCents, row.amountCents),
    })),
    distributions,
  };
}

export function readCashFlows(db: Database) {
  return {
    /** The simulator's history: the paid parts summed per payment day, and the distributions. */
    async cashFlows(fundType: FundType): Promise<FundCashFlows> {
      const history = await fundHistory(db, fundType);
      return {
        fundType,
        contributions: contributionsPerDay(history.paid).map((day) => ({
          date: day.date,
          amount: decimalFromCents(day.amountCents),
          fees: decimalFromCents(day.feesCents),
        })),
        distributions: history.distributions.map((d) => ({ date: d.date, amount: decimalFromCents(d.amountCents) })),
      };
    },
  };
}
