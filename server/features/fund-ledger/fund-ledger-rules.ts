import { and, desc, eq, inArray, min, sql } from "drizzle-orm";
import type { CallAllocationLine } from "#domain/fund-operations.ts";
import { formatCents } from "#domain/format.ts";
import { allocateCall, allocateCallWithFees, splitOverLines } from "#domain/ledger/call-allocation.ts";
import type { Cents } from "#domain/ledger/money.ts";
import {
  callDateErrors,
  distributionDateErrors,
  paymentDateErrors,
  valuationDateErrors,
  type DateErrors,
  type FundCalendar,
} from "#domain/ledger/date-rules.ts";
import type { FundType } from "#domain/investment.ts";
import type { Database } from "#server/platform/db/client.ts";
import { capitalCommitments } from "#server/platform/db/schema/capital-commitments.ts";
import {
  capitalCallParts,
  distributionParts,
  fundCapitalCalls,
  fundDistributions,
  fundSettings,
} from "#server/platform/db/schema/fund-ledger.ts";
import { positionTransfers } from "#server/platform/db/schema/position-transfers.ts";
import { invalidFields } from "#server/platform/errors.ts";
import type { Transaction } from "#server/platform/staff-write.ts";

// What the fund ledger reads to apply the rules of domain/ledger/date-rules.ts and
// call-allocation.ts (decision 0044), and the 400 naming the field when one fails. The rules are
// in domain/; this module only fetches their inputs, so fund-ledger.ts stays the writer.

type Db = Database | Transaction;

/** Throws a 400 naming each failing field, or returns when there is none. */
export function refuseDates(errors: DateErrors) {
  const fields = Object.entries(errors);
  if (fields.length === 0) return;
  throw invalidFields(
    Object.fromEntries(fields.map(([field, message]) => [field, [message]])),
    fields.map(([, message]) => message).join("; "),
  );
}

/**
 * A fund's calendar: today (the service's clock) and its first close, as staff entered it in the
 * fund settings or, until they do, the fund's earliest commitment date (no commitment can predate
 * the close that accepted it, so this bound is never stricter than the real one).
 */
export async function fundCalendar(db: Db, fundType: FundType, today: string): Promise<FundCalendar> {
  const [settings] = await db
    .select({ firstClose: fundSettings.firstClose })
    .from(fundSettings)
    .where(eq(fundSettings.fundType, fundType));
  let firstClose = settings?.firstClose ?? null;
  if (firstClose === null) {
    const [row] = await db
      .select({ earliest: min(capitalCommitments.commitmentDate) })
      .from(capitalCommitments)
      .where(eq(capitalCommitments.fundType, fundType));
    firstClose = row?.earliest ?? null;
  }
  return { fundType, today, firstClose };
}

/** The call date rules: after the first close, not in the future, not before the fund's latest call. */
export async function checkCallDate(db: Db, fundType: FundType, callDate: string, today: string) {
  const calendar = await fundCalendar(db, fundType, today);
  const [latestCall] = await db
    .select({ number: fundCapitalCalls.number, callDate: fundCapitalCalls.callDate })
    .from(fundCapitalCalls)
    .where(eq(fundCapitalCalls.fundType, fundType))
    .orderBy(desc(fundCapitalCalls.callDate), desc(fundCapitalCalls.number))
    .limit(1);
  refuseDates(callDateErrors(callDate, { ...calendar, latestCall: latestCall ?? null }));
}

export async function checkDistributionDate(db: Db, fundType: FundType, date: string, today: string) {
  refuseDates(distributionDateErrors(date, await fundCalendar(db, fundType, today)));
}

export async function checkValuationDate(db: Db, fundType: FundType, asOf: string, interim: boolean, today: string) {
  refuseDates(valuationDateErrors(asOf, interim, await fundCalendar(db, fundType, today)));
}

/**
 * A payment's date against every fund its parts belong to: not in the future, not before the
 * fund's first close, not before the latest of their calls (or distributions) was issued.
 */
export async function checkPaymentDate(
  db: Db,
  kind: "call" | "distribution",
  partIds: readonly number[],
  paidOn: string,
  today: string,
) {
  const issued =
    kind === "call"
      ? await db
          .select({
            fundType: fundCapitalCalls.fundType,
            issuedOn: sql<string>`max(${fundCapitalCalls.callDate})::text`,
          })
          .from(capitalCallParts)
          .innerJoin(fundCapitalCalls, eq(fundCapitalCalls.id, capitalCallParts.callId))
          .where(and(inArray(capitalCallParts.id, [...partIds])))
          .groupBy(fundCapitalCalls.fundType)
      : await db
          .select({
            fundType: fundDistributions.fundType,
            issuedOn: sql<string>`max(${fundDistributions.distributionDate})::text`,
          })
          .from(distributionParts)
          .innerJoin(fundDistributions, eq(fundDistributions.id, distributionParts.distributionId))
          .where(inArray(distributionParts.id, [...partIds]))
          .groupBy(fundDistributions.fundType);
  for (const { fundType, issuedOn } of issued) {
    const calendar = await fundCalendar(db, fundType as FundType, today);
    refuseDates(paymentDateErrors(paidOn, calendar, issuedOn));
  }
}

/**
 * Each investor's called capital in a fund: the sum of their call parts, paid or not, and the paid-in
 * capital position transfers moved in or out (decision 0060: called moves with contributed).
 */
export async function calledByInvestor(db: Db, fundType: FundType): Promise<Map<number, number>> {
  return capitalByInvestor(db, fundType, "called");
}

/**
 * Each investor's paid-in capital (the Contributed figure) in a fund: what they have paid against
 * their call parts, and the paid-in capital position transfers moved in or out.
 */
export async function contributedByInvestor(db: Db, fundType: FundType): Promise<Map<number, number>> {
  return capitalByInvestor(db, fundType, "paid");
}

async function capitalByInvestor(db: Db, fundType: FundType, figure: "called" | "paid") {
  const column = figure === "called" ? capitalCallParts.amountCents : capitalCallParts.paidCents;
  const rows = await db
    .select({ entityId: capitalCallParts.entityId, cents: sql<string>`sum(${column})::text` })
    .from(capitalCallParts)
    .innerJoin(fundCapitalCalls, eq(fundCapitalCalls.id, capitalCallParts.callId))
    .where(eq(fundCapitalCalls.fundType, fundType))
    .groupBy(capitalCallParts.entityId);
  const byEntity = new Map(rows.map((row) => [row.entityId, Number(row.cents)]));
  const transfers = await db
    .select({
      from: positionTransfers.fromEntityId,
      to: positionTransfers.toEntityId,
      cents: positionTransfers.contributedCents,
    })
    .from(positionTransfers)
    .where(eq(positionTransfers.fundType, fundType));
  for (const { from, to, cents } of transfers) {
    byEntity.set(from, (byEntity.get(from) ?? 0) - Number(cents));
    byEntity.set(to, (byEntity.get(to) ?? 0) + Number(cents));
  }
  return byEntity;
}

/**
 * A call's lines for the preview and the issue, pro rata to each investor's uncalled commitment
 * (domain/ledger/call-allocation.ts), and why it cannot be issued when it asks for more than the
 * investors have left. A typed fee is a line of the call like the others, split with them; a
 * computed fee (decision 0068) is each investor's own, added to their share of the investment and
 * the expenses. With no investor at all there is no refusal: issuing then answers that there is
 * nobody to call (409).
 */
export async function allocateCallOf(
  db: Db,
  fundType: FundType,
  amounts: {
    investmentCents: Cents;
    fundExpensesCents: Cents;
    fee: { typedCents: Cents } | { perEntity: Map<number, Cents> };
  },
  investors: ReadonlyArray<{ entityId: number; investorName: string; memberId: string; commitmentCents: Cents }>,
): Promise<{ lines: CallAllocationLine[]; uncalledCents: Cents; refusal: string | null }> {
  const called = await calledByInvestor(db, fundType);
  const weights = investors.map((investor) => ({
    id: investor.entityId,
    commitmentCents: investor.commitmentCents,
    calledCents: called.get(investor.entityId) ?? 0,
  }));
  const { fee } = amounts;
  let allocation: ReturnType<typeof allocateCallWithFees<number>>;
  if ("typedCents" in fee) {
    const call = { ...amounts, managementFeeCents: fee.typedCents };
    const whole = allocateCall(amounts.investmentCents + fee.typedCents + amounts.fundExpensesCents, weights);
    allocation = {
      ...whole,
      lines: whole.lines.map((line) => ({ ...line, ...splitOverLines(line.amountCents, call) })),
    };
  } else {
    allocation = allocateCallWithFees({ ...amounts, feeCents: (id) => fee.perEntity.get(id) ?? 0 }, weights);
  }
  const byId = new Map(investors.map((investor) => [investor.entityId, investor]));
  const lines = allocation.lines.map(({ id, ...line }) => {
    const { entityId, investorName, memberId, commitmentCents } = byId.get(id)!;
    return { entityId, investorName, memberId, commitmentCents, ...line };
  });
  const totalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const over = lines.filter((line) => line.excessCents > 0).length;
  const refusal =
    investors.length === 0
      ? null
      : allocation.excessCents > 0
        ? `The call asks for ${formatCents(totalCents)} but ${fundType}'s investors have ${formatCents(allocation.uncalledCents)} of their commitments not yet called: no investor may be called for more than that`
        : over > 0
          ? `${over} ${over === 1 ? "investor's part passes" : "investors' parts pass"} what they have not yet called (their management fee included): no investor may be called for more than that`
          : null;
  return { lines, uncalledCents: allocation.uncalledCents, refusal };
}
