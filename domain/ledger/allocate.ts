import { assertCents, type Cents } from "./money.ts";

// Pro rata allocation of a capital call or a distribution over the investors of one fund, in whole
// cents, by the largest remainder method (Hamilton's): every investor gets the floor of their exact
// share, total × weight / Σ weights, and the cents left over (fewer than the number of investors)
// go one each to the largest fractional remainders. The parts add up to the total exactly and each
// is within one cent of its exact share.
//
// Ties between equal remainders are broken so the result never depends on the order of the input:
// larger weight first, then the smaller id (numbers numerically, strings by UTF-16 code units, not
// by locale). Investors with a zero or negative weight (no commitment in the fund) are left out and
// get no part; an eligible investor whose share rounds down to nothing gets a part of 0 cents.
// The products total × weight can pass 2^53, so the arithmetic is bigint inside; amounts come in
// and go out as safe-integer cents (docs/decisions/0019-ledger.md).

export type InvestorId = string | number;

export interface Share<Id extends InvestorId = InvestorId> {
  id: Id;
  /** The investor's commitment in the fund, in cents. */
  weightCents: Cents;
}

export interface Part<Id extends InvestorId = InvestorId> {
  id: Id;
  amountCents: Cents;
}

const compareIds = (a: InvestorId, b: InvestorId) => {
  if (typeof a === "number" && typeof b === "number") return a - b;
  const [x, y] = [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * Splits `totalCents` over the investors with a positive weight; the parts, in the order of
 * `shares`, sum to `totalCents`. Throws a RangeError for a total that is not a positive whole number
 * of cents, a weight that is not whole cents, a repeated id, or when no investor has a positive weight.
 */
export function allocateProRata<Id extends InvestorId>(totalCents: Cents, shares: readonly Share<Id>[]): Part<Id>[] {
  assertCents(totalCents, "The total");
  if (totalCents <= 0) throw new RangeError(`The total must be positive, got ${totalCents}`);
  const seen = new Set<string>();
  for (const { id, weightCents } of shares) {
    assertCents(weightCents, `The weight of ${id}`);
    const key = `${typeof id}:${id}`;
    if (seen.has(key)) throw new RangeError(`Investor ${id} appears twice`);
    seen.add(key);
  }
  const eligible = shares.filter((share) => share.weightCents > 0);
  if (eligible.length === 0) throw new RangeError("No investor has a commitment to allocate to");

  const total = BigInt(totalCents);
  const weightSum = eligible.reduce((sum, share) => sum + BigInt(share.weightCents), 0n);
  const rows = eligible.map((share, index) => {
    const numerator = total * BigInt(share.weightCents);
    // The remainders share the denominator weightSum, so comparing them as integers is exact.
    return { index, share, floor: numerator / weightSum, remainder: numerator % weightSum };
  });
  let leftover = total - rows.reduce((sum, row) => sum + row.floor, 0n);
  const byClaim = [...rows].sort(
    (a, b) =>
      (a.remainder === b.remainder ? 0 : a.remainder > b.remainder ? -1 : 1) ||
      b.share.weightCents - a.share.weightCents ||
      compareIds(a.share.id, b.share.id),
  );
  const extra = new Set<number>();
  for (const row of byClaim) {
    if (leftover === 0n) break;
    extra.add(row.index);
    leftover -= 1n;
  }
  return rows.map((row) => ({
    id: row.share.id,
    amountCents: Number(row.floor) + (extra.has(row.index) ? 1 : 0),
  }));
}
