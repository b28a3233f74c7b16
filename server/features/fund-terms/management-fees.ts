// The management fee per investor and quarter, from the stored terms (decision 0068): what the
// fund ledger's call preview asks for, and what the terms page shows before a call. The
// arithmetic is domain/ledger/management-fees.ts; this module reads its inputs.
import { and, eq, sql } from "drizzle-orm";
import type { FundTermsVersion } from "#domain/fund-terms.ts";
import type { FundType } from "#domain/investment.ts";
import { feeScheduleOf, quarterFee, type QuarterFee } from "#domain/ledger/management-fees.ts";
import type { Cents } from "#domain/ledger/money.ts";
import { quarterBounds } from "#domain/ledger/quarters.ts";
import { fundCapitalCalls } from "#server/platform/db/schema/fund-ledger.ts";
import { fundSideLetters } from "#server/platform/db/schema/fund-terms.ts";
import { approvedVersionsOf, type Db } from "./internal/terms-rows.ts";

/** Who a fee is computed for: an investor (entity) with its commitment in the fund. */
export interface FeeParticipant {
  entityId: number;
  commitmentCents: Cents;
  commitmentDate: string | null;
}

/** The approved version in effect on `day`, from versions newest first; null before the first. */
export const versionOn = (versions: readonly FundTermsVersion[], day: string) =>
  versions.find((version) => version.effectiveFrom <= day) ?? null;

/** The approved terms of a fund in effect on a day, or null. */
export async function termsOn(db: Db, fundType: FundType, day: string): Promise<FundTermsVersion | null> {
  return versionOn(await approvedVersionsOf(db, fundType), day);
}

/**
 * Each investor's invested capital at `day` (its start): the investment lines of their paid call
 * parts, less the capital returned to them (a distribution part's return-of-capital tier once the
 * waterfall writes tiers, else the whole part of a return-of-capital distribution), and the
 * contributed capital a position transfer moved in or out (whole: its lines cannot be told apart).
 */
export async function investedCapitalAt(db: Db, fundType: FundType, day: string): Promise<Map<number, Cents>> {
  const { rows } = await db.execute<{ entity_id: number; cents: string }>(sql`
    select entity_id, sum(cents)::text as cents from (
      select p.entity_id, p.investment_cents as cents
      from capital_call_parts p join fund_capital_calls c on c.id = p.call_id
      where c.fund_type = ${fundType} and p.status = 'Paid' and p.paid_on < ${day}
      union all
      select d.entity_id, -(case
        when exists (select 1 from distribution_part_tiers t where t.part_id = d.id)
          then coalesce((select t.amount_cents from distribution_part_tiers t
                         where t.part_id = d.id and t.tier = 'return_of_capital'), 0)
        when f.type = 'return_of_capital' then d.amount_cents else 0 end)
      from distribution_parts d join fund_distributions f on f.id = d.distribution_id
      where f.fund_type = ${fundType} and d.status = 'Paid' and d.paid_on < ${day}
      union all
      select from_entity_id, -contributed_cents from position_transfers
      where fund_type = ${fundType} and effective_date < ${day}
      union all
      select to_entity_id, contributed_cents from position_transfers
      where fund_type = ${fundType} and effective_date < ${day}
    ) moves group by entity_id`);
  return new Map(rows.map((row) => [Number(row.entity_id), Number(row.cents)]));
}

/** Each investor's management fee for `quarter` ("2026-Q4"), from the fund's approved terms and side letters. */
export async function quarterFeesOf(
  db: Db,
  fundType: FundType,
  quarter: string,
  participants: readonly FeeParticipant[],
): Promise<Map<number, QuarterFee>> {
  const { start } = quarterBounds(quarter);
  const [versions, invested, letters] = await Promise.all([
    approvedVersionsOf(db, fundType),
    investedCapitalAt(db, fundType, start),
    db.select().from(fundSideLetters).where(eq(fundSideLetters.fundType, fundType)),
  ]);
  const schedule = feeScheduleOf(versions);
  return new Map(
    participants.map((investor) => [
      investor.entityId,
      quarterFee(quarter, schedule, {
        commitmentCents: investor.commitmentCents,
        commitmentDate: investor.commitmentDate,
        investedCapitalCents: invested.get(investor.entityId) ?? 0,
        sideLetters: letters.filter((letter) => letter.entityId === investor.entityId),
      }),
    ]),
  );
}

/** The call of the fund that already asked for a quarter's fee, or null. */
export async function callOfFeeQuarter(db: Db, fundType: FundType, quarter: string) {
  const [call] = await db
    .select({ id: fundCapitalCalls.id, number: fundCapitalCalls.number })
    .from(fundCapitalCalls)
    .where(and(eq(fundCapitalCalls.fundType, fundType), eq(fundCapitalCalls.feeQuarter, quarter)));
  return call ?? null;
}
