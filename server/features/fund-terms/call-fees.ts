// The management fee of a capital call (decision 0068): computed per investor from the fund's
// approved terms when the call date has them, typed by staff otherwise. Either way a call names
// at most one quarter whose fee it asks for, and a quarter's fee is asked for once per fund.
import { formatDate } from "#domain/format.ts";
import type { FundType } from "#domain/investment.ts";
import type { Cents } from "#domain/ledger/money.ts";
import { isQuarterName, quarterBounds, quarterOfDay } from "#domain/ledger/quarters.ts";
import { invalidFields } from "#server/platform/errors.ts";
import type { Db } from "./internal/terms-rows.ts";
import { callOfFeeQuarter, quarterFeesOf, termsOn, type FeeParticipant } from "./management-fees.ts";

export type CallFees =
  | {
      source: "terms";
      termsVersionId: number;
      /** The quarter asked for; null when the call asks for no fee. */
      quarter: string | null;
      /** Why no fee is asked for (the quarter was already called), or null. */
      note: string | null;
      perEntity: Map<number, Cents>;
    }
  | { source: "typed"; termsVersionId: null; quarter: string | null; note: null; typedCents: Cents };

const refuse = (field: "managementFee" | "feeQuarter", message: string) =>
  invalidFields({ [field]: [message] }, message);

/** A named quarter's checks: a quarter, not after the call's, not already asked for by another call. */
async function checkQuarter(db: Db, fundType: FundType, quarter: string, callDate: string) {
  if (!isQuarterName(quarter)) throw refuse("feeQuarter", "Fee quarter must be a quarter like 2026-Q4, or none");
  if (quarter > quarterOfDay(callDate)) {
    throw refuse("feeQuarter", "The fee quarter cannot be after the quarter of the call date");
  }
  const called = await callOfFeeQuarter(db, fundType, quarter);
  if (called) {
    throw refuse(
      "feeQuarter",
      `${quarterBounds(quarter).label}'s management fee was already called with Call #${called.number}`,
    );
  }
}

/**
 * The fee a call asks for. With approved terms on the call date, each investor's fee for the
 * quarter named (by default the call date's, unless a call of the fund already asked for it: then
 * none, and `note` says why); a typed amount is then refused. Without terms, the typed amount
 * (required), which may name the quarter it pays for. A 400 names the field that is wrong.
 */
export async function callFeesOf(
  db: Db,
  fundType: FundType,
  input: { callDate: string; managementFee?: Cents; feeQuarter?: string },
  participants: readonly FeeParticipant[],
): Promise<CallFees> {
  const terms = await termsOn(db, fundType, input.callDate);
  const named = input.feeQuarter === undefined || input.feeQuarter === "none" ? null : input.feeQuarter;
  if (named !== null) await checkQuarter(db, fundType, named, input.callDate);
  if (!terms) {
    if (input.managementFee === undefined) {
      throw refuse(
        "managementFee",
        `Management fee is required: ${fundType} has no approved terms on ${formatDate(input.callDate)}`,
      );
    }
    return { source: "typed", termsVersionId: null, quarter: named, note: null, typedCents: input.managementFee };
  }
  if (input.managementFee !== undefined) {
    throw refuse(
      "managementFee",
      `${fundType}'s management fee is computed from its approved terms: leave the amount out and choose the quarter`,
    );
  }
  let quarter = named;
  let note: string | null = null;
  if (input.feeQuarter === undefined) {
    const own = quarterOfDay(input.callDate);
    const called = await callOfFeeQuarter(db, fundType, own);
    if (called) {
      note = `${quarterBounds(own).label}'s management fee was already called with Call #${called.number}: this call asks for none`;
    } else {
      quarter = own;
    }
  }
  const fees = quarter === null ? new Map() : await quarterFeesOf(db, fundType, quarter, participants);
  return {
    source: "terms",
    termsVersionId: terms.id,
    quarter,
    note,
    perEntity: new Map([...fees].map(([entityId, fee]) => [entityId, fee.feeCents])),
  };
}
