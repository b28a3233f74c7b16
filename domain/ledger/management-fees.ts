import { FULL_RATE, type BasisPoints, type FeeBasis, type FeePeriod } from "#domain/fund-terms.ts";
import { addDays, dayNumber } from "./dates.ts";
import { assertCents, type Cents } from "./money.ts";
import { quarterBounds } from "./quarters.ts";

// The management fee of one investor for one calendar quarter (issue 26 §2, decision 0068), in
// whole cents, from the fund's approved terms and the investor's side letter.
//
// A full quarter costs a quarter of the annual rate: rate × basis / 4, the same every quarter
// (not days / 365, which would make a 92-day quarter dearer than a 90-day one and a year's four
// quarters differ from the annual rate in a leap year). A quarter held in part, or split between
// two fee periods, terms versions or side letters, is charged day by day within it:
//
//   fee = Σ over the days charged of  basis × rate / 4 / (days in the quarter)
//
// summed exactly (bigint numerators over one denominator) and rounded down once, to the cent, so
// the investor is never charged a fraction of a cent more than the agreement says.
//
// - The basis is the investor's commitment during a period on commitments, and their invested
//   capital (contributed investment less capital returned) at the quarter's start during a period
//   on invested capital: fees are charged in advance, on the capital at work when the quarter
//   begins.
// - The first quarter is charged from the investor's commitment date (the days before it are not).
// - A side letter in effect on a day replaces the rate (feeRateBps), takes a share off
//   (feeOffsetBps) or waives the fee (feeWaived) for that day; its offset in cents
//   (feeOffsetCents) is taken once, off the quarter's fee, by the side letter in effect on the
//   quarter's last day, and never takes the fee below 0.

/** A stretch of days with one fee basis and rate, under one approved terms version. */
export interface FeeSpan {
  versionId: number;
  basis: FeeBasis;
  rateBps: BasisPoints;
  from: string;
  /** The last day; null: no end. */
  to: string | null;
}

export interface ApprovedTerms {
  id: number;
  effectiveFrom: string;
  feePeriods: readonly FeePeriod[];
}

/** What of a side letter bears on the fee; the latest one in effect on a day applies that day. */
export interface SideLetterFeeTerms {
  effectiveFrom: string;
  feeRateBps: BasisPoints | null;
  feeOffsetCents: Cents | null;
  feeOffsetBps: BasisPoints | null;
  feeWaived: boolean;
}

export interface FeeInvestor {
  commitmentCents: Cents;
  /** Null: committed before the quarter (charged from its first day). */
  commitmentDate: string | null;
  /** Contributed investment less returned capital at the quarter's start (below 0 counts as 0). */
  investedCapitalCents: Cents;
  sideLetters: readonly SideLetterFeeTerms[];
}

export interface QuarterFee {
  /** The fee at the terms' (or side letter's) rate, before offsets and waivers. */
  grossCents: Cents;
  /** What offsets and a waiver took off: gross − fee. */
  offsetCents: Cents;
  /** What the investor is called for. */
  feeCents: Cents;
  /** Days of the quarter charged (from the commitment date, within a fee period). */
  daysCharged: number;
  quarterDays: number;
}

/**
 * The fee schedule of a fund from its approved versions: each version rules from its effective
 * date until the next one's, and within that, its periods. Versions in any order; overlapping
 * periods of one version (which the form cannot make) go to the earlier period.
 */
export function feeScheduleOf(versions: readonly ApprovedTerms[]): FeeSpan[] {
  const sorted = [...versions].sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1));
  const spans: FeeSpan[] = [];
  sorted.forEach((version, index) => {
    const next = sorted[index + 1];
    const until = next ? addDays(next.effectiveFrom, -1) : null;
    let previous: FeeSpan | null = null;
    for (const period of [...version.feePeriods].sort((a, b) => (a.from < b.from ? -1 : 1))) {
      if (previous && previous.to === null) break;
      let from = period.from > version.effectiveFrom ? period.from : version.effectiveFrom;
      if (previous && previous.to !== null && from <= previous.to) from = addDays(previous.to, 1);
      const to = period.to === null ? until : until === null || period.to < until ? period.to : until;
      if (to !== null && to < from) continue;
      previous = { versionId: version.id, basis: period.basis, rateBps: period.rateBps, from, to };
      spans.push(previous);
    }
  });
  return spans;
}

const ZERO = (quarterDays: number): QuarterFee => ({
  grossCents: 0,
  offsetCents: 0,
  feeCents: 0,
  daysCharged: 0,
  quarterDays,
});

/** The latest side letter in effect on `day` (a day number), or null. */
function letterOn(letters: readonly SideLetterFeeTerms[], day: number): SideLetterFeeTerms | null {
  let found: SideLetterFeeTerms | null = null;
  for (const letter of letters) {
    const from = dayNumber(letter.effectiveFrom);
    if (from <= day && (found === null || from > dayNumber(found.effectiveFrom))) found = letter;
  }
  return found;
}

/** One investor's management fee for `quarter` ("2026-Q4"); see above. */
export function quarterFee(quarter: string, schedule: readonly FeeSpan[], investor: FeeInvestor): QuarterFee {
  assertCents(investor.commitmentCents, "The commitment");
  assertCents(investor.investedCapitalCents, "The invested capital");
  const bounds = quarterBounds(quarter);
  const start = dayNumber(bounds.start);
  const last = dayNumber(bounds.end);
  const quarterDays = last - start + 1;
  const first = investor.commitmentDate ? Math.max(start, dayNumber(investor.commitmentDate)) : start;
  if (first > last) return ZERO(quarterDays);

  // Every day a basis, rate or side letter may change, within the days charged.
  const cuts = new Set([first, last + 1]);
  for (const span of schedule) {
    cuts.add(dayNumber(span.from));
    if (span.to !== null) cuts.add(dayNumber(span.to) + 1);
  }
  for (const letter of investor.sideLetters) cuts.add(dayNumber(letter.effectiveFrom));
  const days = [...cuts].filter((day) => day >= first && day <= last + 1).sort((a, b) => a - b);

  let gross = 0n; // Σ basis × rate × days
  let net = 0n; // Σ basis × rate × (share kept, in bp) × days
  let daysCharged = 0;
  const invested = BigInt(Math.max(0, investor.investedCapitalCents));
  for (let i = 0; i + 1 < days.length; i++) {
    const from = days[i];
    const length = BigInt(days[i + 1] - from);
    const span = schedule.find((s) => dayNumber(s.from) <= from && (s.to === null || from <= dayNumber(s.to)));
    if (!span) continue;
    const letter = letterOn(investor.sideLetters, from);
    const rate = BigInt(letter?.feeRateBps ?? span.rateBps);
    const kept = letter?.feeWaived ? 0n : BigInt(FULL_RATE - (letter?.feeOffsetBps ?? 0));
    const basis = span.basis === "commitments" ? BigInt(investor.commitmentCents) : invested;
    gross += basis * rate * length;
    net += basis * rate * kept * length;
    daysCharged += Number(length);
  }
  const denominator = BigInt(FULL_RATE) * 4n * BigInt(quarterDays);
  const grossCents = Number(gross / denominator);
  const beforeOffset = Number(net / (denominator * BigInt(FULL_RATE)));
  const offsetAtEnd = letterOn(investor.sideLetters, last)?.feeOffsetCents ?? 0;
  const feeCents = daysCharged === 0 ? 0 : Math.max(0, beforeOffset - offsetAtEnd);
  return { grossCents, offsetCents: grossCents - feeCents, feeCents, daysCharged, quarterDays };
}
