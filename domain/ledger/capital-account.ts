import type { DatedAmount } from "./performance.ts";
import { dayNumber } from "./dates.ts";
import { assertCents, type Cents } from "./money.ts";

// An investor's capital account in one fund, derived from their commitment, their parts of the
// fund's capital calls and distributions (allocate.ts made them) and the fund's latest valuation.
//
// - called: the sum of the investor's call parts, paid or not.
// - contributed (paid-in): what the investor has actually paid against those parts.
// - outstanding: called − contributed, called and not yet paid (overdue once past its due date).
// - unfunded commitment: commitment − contributed, what the investor may still have to pay:
//   outstanding + uncalled.
// - uncalled ("not yet called"): commitment − called, what a new call may still ask for
//   (decision 0044: no part of a call may exceed it).
// - distributed: the distribution parts paid out; scheduled ones are announced, not yet paid.
// - NAV share: the valuation's NAV × the investor's share of the fund's contributed capital at the
//   valuation's date, rounded to the nearest cent (half up). Each investor's share is rounded on its
//   own; where the shares must add up to the NAV exactly, allocate the NAV with allocateProRata.
// - percent contributed: contributed / commitment × 100, unrounded (the display rounds it).

/** Stored statuses of a call part; Overdue is also derived from the due date (callPartStatus). */
export type CallPartStatus = "Pending" | "Paid" | "Overdue";
export type DistributionPartStatus = "Scheduled" | "Paid";

export interface CallPart {
  /** The investor's part of the call. */
  amountCents: Cents;
  /** Received so far: the whole part once Paid, possibly some of it while Pending or Overdue. */
  paidCents: Cents;
  status: CallPartStatus;
  /** "YYYY-MM-DD" */
  dueDate: string;
  /** The day the (last) payment was received; required once anything is paid. */
  paidOn: string | null;
}

export interface DistributionPart {
  amountCents: Cents;
  status: DistributionPartStatus;
  /** "YYYY-MM-DD"; required once Paid. */
  paidOn: string | null;
}

export interface Valuation {
  /** "YYYY-MM-DD", the day the NAV describes. */
  date: string;
  navCents: Cents;
  /** The whole fund's contributed capital on that day, the denominator of each investor's share. */
  fundContributedCents: Cents;
}

export interface CapitalAccountInput {
  commitmentCents: Cents;
  calls: readonly CallPart[];
  distributions: readonly DistributionPart[];
  /** The fund's latest valuation; null before the first. */
  valuation: Valuation | null;
  /** "YYYY-MM-DD": today, for what is overdue. */
  asOf: string;
  /**
   * What position transfers effective by `asOf` moved in (positive) or out (negative): contributed
   * capital (called with it: only paid-in capital moves), distributions, and the contributed capital
   * the valuation counted (domain/ledger/position-transfers.ts, decision 0060).
   */
  transferred?: { contributedCents: Cents; distributedCents: Cents; valuedCents: Cents };
}

export interface CapitalAccount {
  commitmentCents: Cents;
  calledCents: Cents;
  contributedCents: Cents;
  unfundedCents: Cents;
  /** Commitment − called: what later calls may still ask for (0 when over-called). */
  uncalledCents: Cents;
  /** Called and not yet paid. */
  outstandingCents: Cents;
  /** The unpaid rest of the parts that are overdue. */
  overdueCents: Cents;
  distributedCents: Cents;
  scheduledDistributionCents: Cents;
  /** Null without a valuation, or when the fund had no contributed capital at its date. */
  navShareCents: Cents | null;
  navDate: string | null;
  /** 0–100 (more if over-contributed); null without a commitment. */
  percentContributed: number | null;
}

/** A part not paid in full is Overdue once `asOf` is past its due date (the due date itself is not late). */
export function callPartStatus(part: CallPart, asOf: string): CallPartStatus {
  if (part.status === "Paid") return "Paid";
  return dayNumber(asOf) > dayNumber(part.dueDate) ? "Overdue" : part.status;
}

function checkCallPart(part: CallPart) {
  assertCents(part.amountCents, "A call part");
  assertCents(part.paidCents, "A call part's paid amount");
  if (part.amountCents < 0 || part.paidCents < 0 || part.paidCents > part.amountCents) {
    throw new RangeError(`A call part of ${part.amountCents} cents cannot have ${part.paidCents} cents paid`);
  }
  if (part.status === "Paid" && part.paidCents !== part.amountCents) {
    throw new RangeError("A Paid call part is paid in full");
  }
  if (part.paidCents > 0 && part.paidOn === null) throw new RangeError("A payment needs its date (paidOn)");
  dayNumber(part.dueDate);
  if (part.paidOn !== null) dayNumber(part.paidOn);
}

function checkDistributionPart(part: DistributionPart) {
  assertCents(part.amountCents, "A distribution part");
  if (part.amountCents < 0) throw new RangeError("A distribution part cannot be negative");
  if (part.status === "Paid" && part.paidOn === null) throw new RangeError("A paid distribution needs its date");
  if (part.paidOn !== null) dayNumber(part.paidOn);
}

const sum = (amounts: readonly Cents[]) => amounts.reduce((total, cents) => total + cents, 0);

/** round(nav × part / whole), half up, exact in bigint. */
const shareOf = (nav: Cents, part: Cents, whole: Cents) =>
  Number((2n * BigInt(nav) * BigInt(part) + BigInt(whole)) / (2n * BigInt(whole)));

export function capitalAccount(input: CapitalAccountInput): CapitalAccount {
  const { commitmentCents, calls, distributions, valuation, asOf } = input;
  const moved = input.transferred ?? { contributedCents: 0, distributedCents: 0, valuedCents: 0 };
  assertCents(commitmentCents, "The commitment");
  dayNumber(asOf);
  calls.forEach(checkCallPart);
  distributions.forEach(checkDistributionPart);

  const calledCents = sum(calls.map((part) => part.amountCents)) + moved.contributedCents;
  const contributedCents = sum(calls.map((part) => part.paidCents)) + moved.contributedCents;
  const overdueCents = sum(
    calls.filter((part) => callPartStatus(part, asOf) === "Overdue").map((part) => part.amountCents - part.paidCents),
  );
  const paidDistributions = distributions.filter((part) => part.status === "Paid");
  const scheduled = distributions.filter((part) => part.status === "Scheduled");

  let navShareCents: Cents | null = null;
  if (valuation) {
    assertCents(valuation.navCents, "The NAV");
    assertCents(valuation.fundContributedCents, "The fund's contributed capital");
    dayNumber(valuation.date);
    if (valuation.navCents < 0) throw new RangeError("The NAV cannot be negative");
    // Never below zero: a transfer moves out no more than the transferor had (the service refuses more).
    const contributedThen = Math.max(
      0,
      sum(calls.filter((part) => part.paidOn !== null && part.paidOn <= valuation.date).map((part) => part.paidCents)) +
        moved.valuedCents,
    );
    if (contributedThen > valuation.fundContributedCents) {
      throw new RangeError("The investor contributed more than the whole fund at the valuation's date");
    }
    if (valuation.fundContributedCents > 0) {
      navShareCents = shareOf(valuation.navCents, contributedThen, valuation.fundContributedCents);
    }
  }

  return {
    commitmentCents,
    calledCents,
    contributedCents,
    unfundedCents: commitmentCents - contributedCents,
    uncalledCents: Math.max(0, commitmentCents - calledCents),
    outstandingCents: calledCents - contributedCents,
    overdueCents,
    distributedCents: sum(paidDistributions.map((part) => part.amountCents)) + moved.distributedCents,
    scheduledDistributionCents: sum(scheduled.map((part) => part.amountCents)),
    navShareCents,
    navDate: valuation?.date ?? null,
    percentContributed: commitmentCents > 0 ? (contributedCents / commitmentCents) * 100 : null,
  };
}

/**
 * The dated cash of call and distribution parts, for performance(): payments received (on their
 * paidOn day) and distributions paid. Pass one investor's parts for their performance, or every
 * investor's parts in a fund (with the fund's NAV) for the fund's.
 */
export function cashFlowsOf(calls: readonly CallPart[], distributions: readonly DistributionPart[]) {
  calls.forEach(checkCallPart);
  distributions.forEach(checkDistributionPart);
  const contributions: DatedAmount[] = calls
    .filter((part) => part.paidCents > 0)
    .map((part) => ({ date: part.paidOn!, amountCents: part.paidCents }));
  const paidOut: DatedAmount[] = distributions
    .filter((part) => part.status === "Paid" && part.amountCents > 0)
    .map((part) => ({ date: part.paidOn!, amountCents: part.amountCents }));
  return { contributions, distributions: paidOut };
}
