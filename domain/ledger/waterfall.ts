// The distribution waterfall (issue 26 §3; docs/decisions/0066-distribution-waterfall.md): how a
// proposed distribution splits between the limited partners and the general partner's carry, tier
// by tier, as of the fund's whole history. Pure: the same function answers the staff simulator and
// will preview a recorded distribution once the fund's terms are stored. Money in integer cents,
// rates as decimal strings read exactly (ratio.ts); waterfall-pool.ts holds the tiers themselves.
import { DAY_COUNTS, type DayCount } from "./day-count.ts";
import { dayNumber } from "./dates.ts";
import { assertCents, type Cents } from "./money.ts";
import { ratioFromPercent } from "./ratio.ts";
import { createPool, type Pool, type PoolState, type TierSplit } from "./waterfall-pool.ts";

export { TIER_NAMES, type TierName, type TierSplit, type PoolState } from "./waterfall-pool.ts";
export { DAY_COUNTS, type DayCount };

export const WATERFALL_STYLES = ["european", "american"] as const;
export type WaterfallStyle = (typeof WATERFALL_STYLES)[number];
export const COMPOUNDINGS = ["annual", "none"] as const;
export type Compounding = (typeof COMPOUNDINGS)[number];

/**
 * A fund's distribution terms. Percentages are decimal strings ("8", "17.5"). Today the simulator
 * takes them from its form; a fund's stored terms will fill the same type.
 */
export interface WaterfallTerms {
  /** european: one waterfall for the whole fund; american: one per realised investment (deal). */
  style: WaterfallStyle;
  /** The preferred return per year, in percent. */
  preferredReturn: string;
  compounding: Compounding;
  dayCount: DayCount;
  /** The GP's share of each catch-up dollar, in percent (100: full catch-up; 0: none). */
  catchUp: string;
  /** The GP's carry, in percent of the profit. */
  carriedInterest: string;
  /**
   * Management fees and fund expenses are returned with capital before the preferred return (and
   * earn it). When false, a contribution's fees are not returnable capital.
   */
  returnFeesFirst: boolean;
}

/** The simulator's defaults: 8% compounded annually, actual/365, full catch-up, 20% carry. */
export const DEFAULT_TERMS: WaterfallTerms = {
  style: "european",
  preferredReturn: "8",
  compounding: "annual",
  dayCount: "actual/365",
  catchUp: "100",
  carriedInterest: "20",
  returnFeesFirst: true,
};

/** Paid-in capital on a day; `feesCents` is the part of it that paid fees and fund expenses. */
export interface ContributionFlow {
  date: string;
  amountCents: Cents;
  feesCents?: Cents;
  /** The investment it was called for (american style). */
  deal?: string;
}

export interface DistributionFlow {
  date: string;
  amountCents: Cents;
  /** The realised investment it comes from (american style). */
  deal?: string;
}

export interface WaterfallInput {
  contributions: readonly ContributionFlow[];
  /** The distributions made before the proposed one (on or before its date). */
  distributions: readonly DistributionFlow[];
  proposed: DistributionFlow;
}

/** american only: the GP's carry deal by deal against what the whole fund's waterfall would give. */
export interface Clawback {
  dealByDealGpCents: Cents;
  wholeFundGpCents: Cents;
  /** What the GP would owe back if the fund ended now: dealByDeal − wholeFund, at least 0. */
  exposureCents: Cents;
}

export interface WaterfallResult {
  /** The proposed distribution's four tiers, in order. */
  tiers: TierSplit[];
  lpCents: Cents;
  gpCents: Cents;
  /** The pool's totals after the proposed distribution (the deal's, american style). */
  after: PoolState;
  clawback?: Clawback;
}

function ratesOf(terms: WaterfallTerms) {
  return {
    preferredReturn: ratioFromPercent(terms.preferredReturn),
    compounding: terms.compounding,
    dayCount: terms.dayCount,
    catchUp: ratioFromPercent(terms.catchUp),
    carriedInterest: ratioFromPercent(terms.carriedInterest),
  };
}

function check(input: WaterfallInput, style: WaterfallStyle) {
  const flows = [...input.contributions, ...input.distributions, input.proposed];
  for (const flow of flows) {
    dayNumber(flow.date);
    assertCents(flow.amountCents, "An amount");
    if (flow.amountCents <= 0) throw new RangeError("Amounts must be more than 0");
    if (style === "american" && !flow.deal) throw new RangeError("Deal by deal, every amount names its deal");
    if (flow.date > input.proposed.date) throw new RangeError("Nothing may be dated after the proposed distribution");
  }
  for (const { feesCents = 0, amountCents } of input.contributions) {
    assertCents(feesCents, "Fees");
    if (feesCents < 0 || feesCents > amountCents) throw new RangeError("Fees must be between 0 and the amount");
  }
}

/**
 * One pool with the contributions and distributions replayed in date order: contributions first on
 * a day, distributions of one day in the order given.
 */
function replayed(
  terms: WaterfallTerms,
  contributions: readonly ContributionFlow[],
  distributions: readonly DistributionFlow[],
): Pool {
  const pool = createPool(ratesOf(terms));
  const fees = (c: ContributionFlow) => (terms.returnFeesFirst ? 0 : (c.feesCents ?? 0));
  const events = [
    ...contributions.map((c, order) => ({
      date: c.date,
      order,
      run: () => pool.contribute(c.date, c.amountCents - fees(c)),
    })),
    ...distributions.map((d, i) => ({
      date: d.date,
      order: contributions.length + i,
      run: () => void pool.distribute(d.date, d.amountCents),
    })),
  ];
  events.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.order - b.order));
  for (const event of events) event.run();
  return pool;
}

const totals = (tiers: TierSplit[]) => ({
  lpCents: tiers.reduce((sum, t) => sum + t.lpCents, 0),
  gpCents: tiers.reduce((sum, t) => sum + t.gpCents, 0),
});

/**
 * The proposed distribution split over the tiers. Throws a RangeError for input the API's schema
 * refuses (domain/waterfall-simulation.ts): bad dates or amounts, anything dated after the
 * proposed distribution, a catch-up at or below the carry, a deal missing in american style.
 */
export function computeWaterfall(terms: WaterfallTerms, input: WaterfallInput): WaterfallResult {
  check(input, terms.style);
  const { contributions, distributions, proposed } = input;
  if (terms.style === "european") {
    const pool = replayed(terms, contributions, distributions);
    const tiers = pool.distribute(proposed.date, proposed.amountCents);
    return { tiers, ...totals(tiers), after: pool.state() };
  }

  // Deal by deal: each deal's contributions and distributions are a waterfall of their own; the
  // proposed distribution is split in its deal's.
  const ofDeal = <F extends { deal?: string }>(flows: readonly F[], deal: string | undefined) =>
    flows.filter((f) => f.deal === deal);
  const pool = replayed(terms, ofDeal(contributions, proposed.deal), ofDeal(distributions, proposed.deal));
  const tiers = pool.distribute(proposed.date, proposed.amountCents);
  let dealByDealGp = pool.state().gpCents;
  const others = new Set([...contributions, ...distributions].map((f) => f.deal).filter((d) => d !== proposed.deal));
  for (const deal of others) {
    dealByDealGp += replayed(terms, ofDeal(contributions, deal), ofDeal(distributions, deal)).state().gpCents;
  }
  // The whole fund's answer over the same flows: every contribution is capital to return, so a
  // deal not yet realised counts as worth nothing (what the GP would owe back if the fund ended now).
  const whole = replayed(terms, contributions, distributions);
  whole.distribute(proposed.date, proposed.amountCents);
  const wholeFundGp = whole.state().gpCents;
  return {
    tiers,
    ...totals(tiers),
    after: pool.state(),
    clawback: {
      dealByDealGpCents: dealByDealGp,
      wholeFundGpCents: wholeFundGp,
      exposureCents: Math.max(0, dealByDealGp - wholeFundGp),
    },
  };
}
