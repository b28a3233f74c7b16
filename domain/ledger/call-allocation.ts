import { allocateProRata, type InvestorId } from "./allocate.ts";
import { assertCents, type Cents } from "./money.ts";

// How a capital call is split over a fund's investors (decision 0044).
//
// No investor may be asked for more than their uncalled commitment: commitment − called, where
// called counts every earlier call part, paid or not (an outstanding part is already called). So
// a call is allocated pro rata to the investors' uncalled commitments, not to their commitments.
// When every investor has been called in step (the usual case, and the demo's) the two weights are
// proportional and the parts are the same; when they are not (a later close, an investor whose
// commitment was raised), weighting by what is left is what keeps every part within it:
//
//   part = total × uncalled / Σ uncalled ≤ uncalled exactly when total ≤ Σ uncalled,
//
// and the largest remainder's extra cent cannot push a part past it: a floor equal to `uncalled`
// needs an exact share of at least `uncalled`, which only total = Σ uncalled gives, and then every
// share is whole and no cent is left over. A call for more than the fund's uncalled total cannot be
// allocated; it is still split (so a preview can show each investor's excess) but must be refused.

export interface CallInvestor<Id extends InvestorId = InvestorId> {
  id: Id;
  commitmentCents: Cents;
  /** Every earlier call part of the investor in this fund, paid or not. */
  calledCents: Cents;
}

export interface CallLine<Id extends InvestorId = InvestorId> {
  id: Id;
  amountCents: Cents;
  /** Commitment − called before this call; never below 0. */
  uncalledCents: Cents;
  /** How far the part passes the uncalled commitment; 0 for a call that can be issued. */
  excessCents: Cents;
}

export interface CallAllocation<Id extends InvestorId = InvestorId> {
  /** In the order given; investors with nothing left to call (and a part of 0) are left out. */
  lines: CallLine<Id>[];
  /** The investors' uncalled commitments together. */
  uncalledCents: Cents;
  /** total − Σ uncalled when the call asks for more than is left; 0 when it can be issued. */
  excessCents: Cents;
}

export const uncalledOf = (investor: { commitmentCents: Cents; calledCents: Cents }) =>
  Math.max(0, investor.commitmentCents - investor.calledCents);

/** Splits a call pro rata to uncalled commitment; see above. Throws a RangeError on bad amounts. */
export function allocateCall<Id extends InvestorId>(
  totalCents: Cents,
  investors: readonly CallInvestor<Id>[],
): CallAllocation<Id> {
  for (const investor of investors) {
    assertCents(investor.commitmentCents, `The commitment of ${investor.id}`);
    assertCents(investor.calledCents, `The called capital of ${investor.id}`);
  }
  const uncalled = investors.map((investor) => ({ investor, uncalledCents: uncalledOf(investor) }));
  const uncalledCents = uncalled.reduce((sum, row) => sum + row.uncalledCents, 0);
  const excessCents = Math.max(0, totalCents - uncalledCents);
  if (investors.length === 0) return { lines: [], uncalledCents, excessCents };
  // Nothing left anywhere: split by commitment only to show each investor what the call would ask.
  const weightOf = (row: (typeof uncalled)[number]) =>
    uncalledCents > 0 ? row.uncalledCents : row.investor.commitmentCents;
  if (!uncalled.some((row) => weightOf(row) > 0)) return { lines: [], uncalledCents, excessCents };
  const parts = allocateProRata(
    totalCents,
    uncalled.map((row) => ({ id: row.investor.id, weightCents: weightOf(row) })),
  );
  // allocateProRata answers only the investors with a positive weight, in the order given.
  const amounts = new Map(parts.map((part) => [part.id, part.amountCents]));
  const lines = uncalled
    .map(({ investor, uncalledCents: left }) => {
      const amountCents = amounts.get(investor.id) ?? 0;
      return { id: investor.id, amountCents, uncalledCents: left, excessCents: Math.max(0, amountCents - left) };
    })
    .filter((line) => line.amountCents > 0);
  return { lines, uncalledCents, excessCents };
}

/** A call part's lines: the investment, the management fee and the fund expenses in it. */
export interface CallPartLines {
  investmentCents: Cents;
  managementFeeCents: Cents;
  fundExpensesCents: Cents;
}

/**
 * A part of a call with a typed fee, split over the call's lines pro rata to the lines' totals
 * (largest remainder, allocate.ts), so each notice's lines add up to its part exactly. Migration
 * 0036 split the parts stored before it the same way, in SQL.
 */
export function splitOverLines(amountCents: Cents, call: CallPartLines): CallPartLines {
  const lines = [
    { id: "investment", weightCents: call.investmentCents },
    { id: "managementFee", weightCents: call.managementFeeCents },
    { id: "fundExpenses", weightCents: call.fundExpensesCents },
  ].filter((line) => line.weightCents > 0);
  const parts = new Map(
    amountCents > 0 && lines.length > 0 ? allocateProRata(amountCents, lines).map((p) => [p.id, p.amountCents]) : [],
  );
  return {
    investmentCents: parts.get("investment") ?? 0,
    managementFeeCents: parts.get("managementFee") ?? 0,
    fundExpensesCents: parts.get("fundExpenses") ?? 0,
  };
}

/**
 * A call whose fee is each investor's own (computed from the terms, decision 0068): the
 * investment and the expenses are each split pro rata to uncalled commitment, as above, and every
 * investor's fee added to their part. Each line is then checked against what the investor has
 * left, since a fee is not pro rata and can take a part past it.
 */
export function allocateCallWithFees<Id extends InvestorId>(
  amounts: { investmentCents: Cents; fundExpensesCents: Cents; feeCents: (id: Id) => Cents },
  investors: readonly CallInvestor<Id>[],
): { lines: Array<CallLine<Id> & CallPartLines>; uncalledCents: Cents; excessCents: Cents } {
  const split = (total: Cents) => {
    if (total <= 0) return new Map<Id, Cents>();
    return new Map(allocateCall(total, investors).lines.map((line) => [line.id, line.amountCents]));
  };
  const investment = split(amounts.investmentCents);
  const expenses = split(amounts.fundExpensesCents);
  let uncalledCents = 0;
  let totalCents = 0;
  const lines = investors
    .map((investor) => {
      const left = uncalledOf(investor);
      uncalledCents += left;
      const line = {
        investmentCents: investment.get(investor.id) ?? 0,
        managementFeeCents: amounts.feeCents(investor.id),
        fundExpensesCents: expenses.get(investor.id) ?? 0,
      };
      assertCents(line.managementFeeCents, `The management fee of ${investor.id}`);
      const amountCents = line.investmentCents + line.managementFeeCents + line.fundExpensesCents;
      totalCents += amountCents;
      return {
        id: investor.id,
        amountCents,
        uncalledCents: left,
        excessCents: Math.max(0, amountCents - left),
        ...line,
      };
    })
    .filter((line) => line.amountCents > 0);
  return { lines, uncalledCents, excessCents: Math.max(0, totalCents - uncalledCents) };
}
