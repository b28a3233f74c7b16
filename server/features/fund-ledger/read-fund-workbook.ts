// Read what a fund's workbook holds (issue 26 §6, decision 0070): each entity's capital account for
// the period, from the fund overview's own figures (the same reader the staff screen uses), and the
// ledger's rows dated within the period, as integer cents; write-fund-workbook.ts lays them out.
import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import type { FundType } from "#domain/investment.ts";
import type { FundOverview, FundSettingsView } from "#domain/fund-operations.ts";
import type { WaterfallTier } from "#domain/fund-terms.ts";
import type { EntityKind } from "#domain/entities.ts";
import { addDays } from "#domain/ledger/dates.ts";
import type { Cents } from "#domain/ledger/money.ts";
import {
  capitalCallParts,
  distributionParts,
  fundCapitalCalls,
  fundDistributions,
  fundValuations,
} from "#server/platform/db/schema/fund-ledger.ts";
import { distributionPartTiers } from "#server/platform/db/schema/fund-waterfall.ts";
import { fundTermsVersions } from "#server/platform/db/schema/fund-terms.ts";
import { investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { type Db, investorsOf, sum } from "./internal/ledger-rows.ts";

export interface CapitalAccountRow {
  memberId: string;
  name: string;
  beginningCents: Cents;
  contributionsCents: Cents;
  distributionsCents: Cents;
  feesCents: Cents;
  expensesCents: Cents;
  gainsCents: Cents;
  endingCents: Cents;
  commitmentCents: Cents;
  unfundedCents: Cents;
}

export interface FundWorkbook {
  fundType: FundType;
  from: string;
  to: string;
  settings: FundSettingsView | null;
  capitalAccounts: CapitalAccountRow[];
  entities: Array<{ memberId: string; legalName: string; kind: EntityKind }>;
  commitments: Array<{ memberId: string; commitmentCents: Cents; commitmentDate: string | null }>;
  calls: Array<typeof fundCapitalCalls.$inferSelect>;
  callParts: Array<{
    callNumber: number;
    memberId: string;
    amountCents: Cents;
    investmentCents: Cents;
    managementFeeCents: Cents;
    fundExpensesCents: Cents;
    paidCents: Cents;
    paidOn: string | null;
  }>;
  distributions: Array<typeof fundDistributions.$inferSelect>;
  distributionParts: Array<{
    distributionNumber: number;
    memberId: string;
    amountCents: Cents;
    paidOn: string | null;
    tiers: Partial<Record<WaterfallTier, Cents>>;
  }>;
  valuations: Array<typeof fundValuations.$inferSelect>;
  terms: Array<typeof fundTermsVersions.$inferSelect>;
}

/**
 * An entity's capital account balance on a day, as its statement states it (read-statement.ts):
 * its NAV share at the latest valuation, plus what it paid in and less what was paid out to it
 * after that valuation; before any valuation, paid in less paid out.
 */
function balanceOn(overview: FundOverview, entityId: number, day: string): Cents {
  const account = overview.investors.find((investor) => investor.entityId === entityId)?.account;
  const since = account?.navShareCents == null ? null : account.navDate;
  const counted = (date: string | null) => date !== null && date <= day && (since === null || date > since);
  const paidIn = overview.calls.flatMap((call) =>
    call.parts.filter((part) => part.entityId === entityId && counted(part.paidOn)).map((part) => part.paidCents),
  );
  const paidOut = overview.distributions.flatMap((distribution) =>
    distribution.parts
      .filter((part) => part.entityId === entityId && part.status === "Paid" && counted(part.paidOn))
      .map((part) => part.amountCents),
  );
  return (account?.navShareCents ?? 0) + sum(paidIn) - sum(paidOut);
}

export async function readFundWorkbook(
  db: Db,
  overviewOf: (fundType: FundType, asOf: string) => Promise<FundOverview>,
  fundType: FundType,
  period: { from: string; to: string },
): Promise<FundWorkbook> {
  const { from, to } = period;
  const opening = await overviewOf(fundType, addDays(from, -1));
  const closing = await overviewOf(fundType, to);
  const investors = await investorsOf(db, fundType);
  const entityIds = [...new Set([...investors.map((i) => i.entityId), ...closing.investors.map((i) => i.entityId)])];
  const entityRows =
    entityIds.length === 0
      ? []
      : await db
          .select({
            id: investingEntities.id,
            memberId: investingEntities.memberId,
            legalName: investingEntities.legalName,
            kind: investingEntities.kind,
          })
          .from(investingEntities)
          .where(inArray(investingEntities.id, entityIds))
          .orderBy(asc(investingEntities.memberId));
  const memberOf = new Map(entityRows.map((row) => [row.id, row.memberId]));

  const within = (date: string | null) => date !== null && date >= from && date <= to;
  const c = fundCapitalCalls;
  const p = capitalCallParts;
  const lines = await db
    .select({
      entityId: p.entityId,
      callNumber: c.number,
      callDate: c.callDate,
      amountCents: p.amountCents,
      investmentCents: p.investmentCents,
      managementFeeCents: p.managementFeeCents,
      fundExpensesCents: p.fundExpensesCents,
      paidCents: p.paidCents,
      paidOn: p.paidOn,
    })
    .from(p)
    .innerJoin(c, eq(c.id, p.callId))
    .where(and(eq(c.fundType, fundType), gte(c.callDate, from), lte(c.callDate, to)))
    .orderBy(asc(c.number), asc(p.id));

  const capitalAccounts = closing.investors.map((investor): CapitalAccountRow => {
    const id = investor.entityId;
    const own = lines.filter((line) => line.entityId === id);
    const contributionsCents = sum(
      closing.calls.flatMap((call) =>
        call.parts.filter((part) => part.entityId === id && within(part.paidOn)).map((part) => part.paidCents),
      ),
    );
    const distributionsCents = sum(
      closing.distributions.flatMap((d) =>
        d.parts
          .filter((part) => part.entityId === id && part.status === "Paid" && within(part.paidOn))
          .map((part) => part.amountCents),
      ),
    );
    const feesCents = sum(own.map((line) => line.managementFeeCents));
    const expensesCents = sum(own.map((line) => line.fundExpensesCents));
    const beginningCents = balanceOn(opening, id, addDays(from, -1));
    const endingCents = balanceOn(closing, id, to);
    return {
      memberId: investor.memberId,
      name: investor.investorName,
      beginningCents,
      contributionsCents,
      distributionsCents,
      feesCents,
      expensesCents,
      // The rest of the change: beginning + contributions − distributions − fees − expenses + gains = ending.
      gainsCents: endingCents - beginningCents - contributionsCents + distributionsCents + feesCents + expensesCents,
      endingCents,
      commitmentCents: investor.account.commitmentCents,
      unfundedCents: investor.account.unfundedCents,
    };
  });

  const calls = await db
    .select()
    .from(c)
    .where(and(eq(c.fundType, fundType), gte(c.callDate, from), lte(c.callDate, to)))
    .orderBy(asc(c.number));
  const d = fundDistributions;
  const distributions = await db
    .select()
    .from(d)
    .where(and(eq(d.fundType, fundType), gte(d.distributionDate, from), lte(d.distributionDate, to)))
    .orderBy(asc(d.number));
  const dParts = await db
    .select({
      id: distributionParts.id,
      entityId: distributionParts.entityId,
      distributionNumber: d.number,
      amountCents: distributionParts.amountCents,
      paidOn: distributionParts.paidOn,
    })
    .from(distributionParts)
    .innerJoin(d, eq(d.id, distributionParts.distributionId))
    .where(and(eq(d.fundType, fundType), gte(d.distributionDate, from), lte(d.distributionDate, to)))
    .orderBy(asc(d.number), asc(distributionParts.id));
  const tiers =
    dParts.length === 0
      ? []
      : await db
          .select()
          .from(distributionPartTiers)
          .where(
            inArray(
              distributionPartTiers.partId,
              dParts.map((part) => part.id),
            ),
          );
  const valuations = await db
    .select()
    .from(fundValuations)
    .where(and(eq(fundValuations.fundType, fundType), gte(fundValuations.asOf, from), lte(fundValuations.asOf, to)))
    .orderBy(asc(fundValuations.asOf));
  const terms = await db
    .select()
    .from(fundTermsVersions)
    .where(eq(fundTermsVersions.fundType, fundType))
    .orderBy(asc(fundTermsVersions.effectiveFrom), asc(fundTermsVersions.id));

  return {
    fundType,
    from,
    to,
    settings: closing.settings,
    capitalAccounts,
    entities: entityRows.map(({ id: _id, ...row }) => row),
    commitments: investors.map((investor) => ({
      memberId: investor.memberId,
      commitmentCents: investor.commitmentCents,
      commitmentDate: investor.commitmentDate,
    })),
    calls,
    callParts: lines.map(({ entityId, callDate: _date, ...line }) => ({ ...line, memberId: memberOf.get(entityId)! })),
    distributions,
    distributionParts: dParts.map((part) => ({
      distributionNumber: part.distributionNumber,
      memberId: memberOf.get(part.entityId)!,
      amountCents: part.amountCents,
      paidOn: part.paidOn,
      tiers: Object.fromEntries(tiers.filter((t) => t.partId === part.id).map((t) => [t.tier, t.amountCents])),
    })),
    valuations,
    terms,
  };
}
