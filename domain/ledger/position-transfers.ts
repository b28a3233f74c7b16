import { allocateProRata } from "./allocate.ts";
import { assertCents, type Cents } from "./money.ts";
import type { DatedAmount } from "./performance.ts";

// A position transfer (decision 0060, slice 4): part or all of one entity's commitment in a fund
// moved to another entity on an effective date. It moves the same share of the transferor's
// capital account as at that date: contributed capital and distributions, pro rata to the share of
// the commitment moved, fixed when the transfer is recorded. Nothing of the fund changes (no call
// or distribution part is rewritten), so the fund's totals stay as they were; each entity's
// figures are its own rows plus or minus the transfers effective by the day read.
//
// Cash flows (for performance) are carried over: the transferee takes the moved amounts at the
// dates the transferor paid and received them (each of the transferor's flows on or before the
// effective date, pro rata, by the largest remainder), and the transferor keeps the rest. A
// re-titling changes who holds the position, not when its money went in or came out, so both keep
// the position's own IRR and multiples, and the two together have exactly the flows it had.

/** A transfer as one entity's ledger reads it: into it (+1) or out of it (−1). */
export interface TransferMove {
  effectiveDate: string;
  direction: 1 | -1;
  commitmentCents: Cents;
  contributedCents: Cents;
  distributedCents: Cents;
  /**
   * The transferor's own payments and paid distributions in the fund on or before the effective
   * date (its call and distribution parts): what the moved amounts are taken from, pro rata.
   */
  basis: { contributions: readonly DatedAmount[]; distributions: readonly DatedAmount[] };
}

/** round(amount × part / whole), half up, exact in bigint; the whole amount when part = whole. */
export function proRata(amount: Cents, part: Cents, whole: Cents): Cents {
  assertCents(amount, "The amount");
  if (whole <= 0 || part <= 0 || amount <= 0) return 0;
  if (part >= whole) return amount;
  return Number((2n * BigInt(amount) * BigInt(part) + BigInt(whole)) / (2n * BigInt(whole)));
}

/** What a transfer of `movedCommitmentCents` moves of a position as it stood on the effective date. */
export function movedAmounts(
  position: { commitmentCents: Cents; contributedCents: Cents; distributedCents: Cents },
  movedCommitmentCents: Cents,
) {
  return {
    contributedCents: proRata(position.contributedCents, movedCommitmentCents, position.commitmentCents),
    distributedCents: proRata(position.distributedCents, movedCommitmentCents, position.commitmentCents),
  };
}

/**
 * The commitment on `asOf`, from the one held now and every transfer of the fund recorded for the
 * entity: those effective after `asOf` had not happened yet.
 */
export function commitmentOn(currentCents: Cents, moves: readonly TransferMove[], asOf: string): Cents {
  return moves
    .filter((move) => move.effectiveDate > asOf)
    .reduce((cents, move) => cents - move.direction * move.commitmentCents, currentCents);
}

/** The signed sums of the transfers effective on or before `date`. */
export function movedBy(moves: readonly TransferMove[], date: string) {
  const effective = moves.filter((move) => move.effectiveDate <= date);
  const sum = (pick: (move: TransferMove) => Cents) =>
    effective.reduce((total, move) => total + move.direction * pick(move), 0);
  return { contributedCents: sum((m) => m.contributedCents), distributedCents: sum((m) => m.distributedCents) };
}

/**
 * The contributed capital a transfer moves out of (or into) what a valuation dated `valuationDate`
 * counted: all of it for a valuation on or after the effective date; for an earlier one (the
 * latest valuation a statement after the transfer reads), the share of the transferor's
 * contributions made by the valuation's date, so a payment after it is not valued twice.
 */
export function valuedMoved(move: TransferMove, valuationDate: string): Cents {
  if (valuationDate >= move.effectiveDate) return move.contributedCents;
  const paid = (upTo: string) =>
    move.basis.contributions.filter((flow) => flow.date <= upTo).reduce((sum, flow) => sum + flow.amountCents, 0);
  const atEffective = paid(move.effectiveDate);
  if (atEffective <= 0) return move.contributedCents;
  return proRata(move.contributedCents, paid(valuationDate), atEffective);
}

/** `total` taken from `flows` pro rata (largest remainder); on `fallbackDate` when there is none. */
export function piecesOf(total: Cents, flows: readonly DatedAmount[], fallbackDate: string): DatedAmount[] {
  if (total <= 0) return [];
  const weighted = flows.filter((flow) => flow.amountCents > 0);
  if (weighted.length === 0) return [{ date: fallbackDate, amountCents: total }];
  return allocateProRata(
    total,
    weighted.map((flow, index) => ({ id: index, weightCents: flow.amountCents })),
  ).map((part) => ({ date: weighted[part.id].date, amountCents: part.amountCents }));
}

/**
 * An entity's cash flows with its transfers effective on or before `asOf`: the pieces carried in
 * added at their dates, the pieces carried out taken off the flows of those dates (a flow never
 * goes below zero; one reduced to nothing is left out).
 */
export function flowsWithTransfers(
  own: { contributions: readonly DatedAmount[]; distributions: readonly DatedAmount[] },
  moves: readonly TransferMove[],
  asOf: string,
) {
  const adjust = (flows: readonly DatedAmount[], pick: "contributions" | "distributions") => {
    const byDate = new Map<string, Cents>();
    for (const flow of flows) byDate.set(flow.date, (byDate.get(flow.date) ?? 0) + flow.amountCents);
    for (const move of moves) {
      if (move.effectiveDate > asOf) continue;
      const total = pick === "contributions" ? move.contributedCents : move.distributedCents;
      const basis = move.basis[pick].filter((flow) => flow.date <= move.effectiveDate);
      for (const piece of piecesOf(total, basis, move.effectiveDate)) {
        const next = (byDate.get(piece.date) ?? 0) + move.direction * piece.amountCents;
        byDate.set(piece.date, Math.max(0, next));
      }
    }
    return [...byDate]
      .filter(([, cents]) => cents > 0)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([date, amountCents]) => ({ date, amountCents }));
  };
  return {
    contributions: adjust(own.contributions, "contributions"),
    distributions: adjust(own.distributions, "distributions"),
  };
}

/**
 * What capitalAccount() adds for the transfers effective on or before `asOf`, the valuation it
 * reads being dated `valuationDate` (null: none yet).
 */
export function transferredOn(moves: readonly TransferMove[], asOf: string, valuationDate: string | null) {
  const effective = moves.filter((move) => move.effectiveDate <= asOf);
  return {
    ...movedBy(effective, asOf),
    valuedCents:
      valuationDate === null
        ? 0
        : effective.reduce((total, move) => total + move.direction * valuedMoved(move, valuationDate), 0),
  };
}
