// Over 300 lines: every performance figure (XIRR, the multiples, and when the portal and statements show them) in one module, so no face can apply a different rule.
import { dayNumber } from "./dates.ts";
import { assertCents, type Cents } from "./money.ts";

// Performance of an investor in a fund, or of a whole fund, as of one date.
//
// The multiples, each a ratio of cash to cash (so the unit cancels), and null ("—" on screen) when
// the denominator is zero:
// - DPI, distributions to paid-in: how much of the money put in has come back as cash.
// - RVPI, residual value to paid-in: what is still held, at the latest NAV, per dollar put in.
// - TVPI, total value to paid-in: DPI + RVPI, realised and unrealised value together.
// - MOIC, multiple on invested capital: (distributions + NAV) / invested. For an investor,
//   invested is what they paid in, so MOIC equals TVPI; a fund may instead measure it against the
//   capital actually put into its investments (before fees), which callers pass as `investedCents`.
//
// Net IRR is the XIRR of the dated cash flows seen from the investor: contributions negative,
// distributions positive, and the NAV as a final positive flow on its valuation date, as if the
// holding were sold at that value then.
//
// XIRR is the annual rate r at which the flows' present value is zero,
//   Σ amount_i / (1 + r)^((day_i − day_0) / 365) = 0,
// with days counted as spreadsheets' XIRR counts them (actual days over 365). It is solved by
// Newton's method from 10 % (spreadsheets' default guess); when Newton fails (a flat derivative, a
// step past −100 %, no convergence) a sign change of the present value is searched on a fixed grid
// of rates and bisected. It is null when undefined: fewer than one outflow and one inflow, every
// flow on the same day, or no rate that makes the present value zero. Hand-written rather than a
// library: docs/decisions/0019-ledger.md.

export interface CashFlow {
  /** "YYYY-MM-DD" */
  date: string;
  /** Negative when the investor pays (a contribution), positive when they receive. */
  amountCents: Cents;
}

/** Spreadsheets' first guess; Newton from here finds the same root a spreadsheet reports. */
const GUESS = 0.1;
/** Converged when a Newton step moves the rate by less than this (relative to 1 + r). */
const STEP_TOLERANCE = 1e-12;
/** And the present value, as a share of the flows' total size, is below this. */
const VALUE_TOLERANCE = 1e-10;
const MAX_NEWTON_STEPS = 100;
/** Rates where a sign change is looked for when Newton fails, from −99.99 % to 1,000,000 %. */
const GRID = [-0.9999, -0.999, -0.99, -0.95, -0.9, -0.75, -0.5, -0.25, 0, 0.1, 0.25, 0.5, 1, 2, 5, 10, 100, 1e3, 1e4];

export function xirr(flows: readonly CashFlow[]): number | null {
  const nonZero = flows.filter((flow) => {
    assertCents(flow.amountCents, `The flow on ${flow.date}`);
    return flow.amountCents !== 0;
  });
  if (!nonZero.some((f) => f.amountCents < 0) || !nonZero.some((f) => f.amountCents > 0)) return null;

  const days = nonZero.map((flow) => dayNumber(flow.date));
  const first = Math.min(...days);
  if (days.every((day) => day === first)) return null;
  // Scaled to a total size of 1, so the tolerance on the present value does not depend on the amounts.
  const size = nonZero.reduce((sum, flow) => sum + Math.abs(flow.amountCents), 0);
  const points = nonZero.map((flow, i) => ({ years: (days[i] - first) / 365, amount: flow.amountCents / size }));

  const presentValue = (rate: number) =>
    points.reduce((sum, { years, amount }) => sum + amount * Math.pow(1 + rate, -years), 0);
  const derivative = (rate: number) =>
    points.reduce((sum, { years, amount }) => sum - years * amount * Math.pow(1 + rate, -years - 1), 0);

  return newton(presentValue, derivative) ?? bisection(presentValue);
}

function newton(value: (rate: number) => number, derivative: (rate: number) => number): number | null {
  let rate = GUESS;
  for (let step = 0; step < MAX_NEWTON_STEPS; step++) {
    const slope = derivative(rate);
    const next = rate - value(rate) / slope;
    if (!Number.isFinite(next) || next <= -1) return null;
    if (Math.abs(next - rate) <= STEP_TOLERANCE * (1 + Math.abs(rate))) {
      return Math.abs(value(next)) < VALUE_TOLERANCE ? next : null;
    }
    rate = next;
  }
  return null;
}

function bisection(value: (rate: number) => number): number | null {
  const samples = GRID.map((rate) => ({ rate, value: value(rate) })).filter((s) => Number.isFinite(s.value));
  const exact = samples.find((s) => s.value === 0);
  if (exact) return exact.rate;
  // Of the brackets with a sign change, the one nearest the guess, as Newton would have found it.
  const brackets = samples
    .slice(1)
    .map((high, i) => ({ low: samples[i], high }))
    .filter(({ low, high }) => Math.sign(low.value) !== Math.sign(high.value))
    .sort((a, b) => distanceToGuess(a) - distanceToGuess(b));
  if (brackets.length === 0) return null;
  let { low, high } = brackets[0];
  while (high.rate - low.rate > STEP_TOLERANCE * (1 + Math.abs(low.rate))) {
    const rate = (low.rate + high.rate) / 2;
    if (rate === low.rate || rate === high.rate) break;
    const middle = { rate, value: value(rate) };
    if (middle.value === 0) return rate;
    if (Math.sign(middle.value) === Math.sign(low.value)) low = middle;
    else high = middle;
  }
  return (low.rate + high.rate) / 2;
}

const distanceToGuess = ({ low, high }: { low: { rate: number }; high: { rate: number } }) =>
  GUESS < low.rate ? low.rate - GUESS : GUESS > high.rate ? GUESS - high.rate : 0;

export interface Multiples {
  dpi: number | null;
  rvpi: number | null;
  tvpi: number | null;
  moic: number | null;
}

export interface MultiplesInput {
  paidInCents: Cents;
  distributedCents: Cents;
  navCents: Cents;
  /** MOIC's denominator; the paid-in capital unless given (see above). */
  investedCents?: Cents;
}

const ratio = (numerator: Cents, denominator: Cents) => (denominator > 0 ? numerator / denominator : null);

export function multiples({
  paidInCents,
  distributedCents,
  navCents,
  investedCents = paidInCents,
}: MultiplesInput): Multiples {
  for (const [what, cents] of Object.entries({ paidInCents, distributedCents, navCents, investedCents })) {
    assertCents(cents, what);
  }
  const dpi = ratio(distributedCents, paidInCents);
  const rvpi = ratio(navCents, paidInCents);
  return {
    dpi,
    rvpi,
    tvpi: dpi === null || rvpi === null ? null : dpi + rvpi,
    moic: ratio(distributedCents + navCents, investedCents),
  };
}

export interface DatedAmount {
  /** "YYYY-MM-DD" */
  date: string;
  /** Cents, positive. */
  amountCents: Cents;
}

export interface PerformanceInput {
  /** Capital paid in, each on the day it was received. */
  contributions: readonly DatedAmount[];
  /** Distributions paid out, each on the day it was paid. */
  distributions: readonly DatedAmount[];
  /** The latest valuation (the investor's NAV share, or the fund's NAV); null before the first. */
  nav: DatedAmount | null;
  /** The as-of date when there is no valuation yet (usually today). */
  asOf: string;
  investedCents?: Cents;
}

export interface Performance extends Multiples {
  /** The valuation's date, or `asOf` without one: the figures count cash flows up to this day. */
  asOf: string;
  /** Net IRR, a yearly rate (0.1234 = 12.34 %); null when undefined. */
  irr: number | null;
}

/**
 * The multiples and net IRR as of the latest valuation. Cash flows after the valuation's date are
 * left out (the next valuation will count them), so NAV and cash describe the same day. Without a
 * valuation, only DPI can be known: RVPI, TVPI, MOIC and IRR are null.
 */
export function performance(input: PerformanceInput): Performance {
  const asOf = input.nav?.date ?? input.asOf;
  dayNumber(asOf);
  if (input.nav) {
    assertCents(input.nav.amountCents, "The NAV");
    if (input.nav.amountCents < 0) throw new RangeError(`The NAV cannot be negative, got ${input.nav.amountCents}`);
  }
  const upToAsOf = (flows: readonly DatedAmount[]) =>
    flows.filter((flow) => {
      dayNumber(flow.date);
      assertCents(flow.amountCents, `The amount on ${flow.date}`);
      if (flow.amountCents < 0) throw new RangeError(`Amounts are positive; got ${flow.amountCents} on ${flow.date}`);
      return flow.date <= asOf;
    });
  const contributions = upToAsOf(input.contributions);
  const distributions = upToAsOf(input.distributions);
  const total = (flows: readonly DatedAmount[]) => flows.reduce((sum, flow) => sum + flow.amountCents, 0);
  const paidInCents = total(contributions);
  const distributedCents = total(distributions);

  if (!input.nav) {
    return { asOf, dpi: ratio(distributedCents, paidInCents), rvpi: null, tvpi: null, moic: null, irr: null };
  }
  const flows: CashFlow[] = [
    ...contributions.map((flow) => ({ date: flow.date, amountCents: -flow.amountCents })),
    ...distributions,
    input.nav,
  ];
  return {
    asOf,
    ...multiples({
      paidInCents,
      distributedCents,
      navCents: input.nav.amountCents,
      investedCents: input.investedCents,
    }),
    irr: xirr(flows),
  };
}

// ---------------------------------------------------------------------------------------------
// An investor's performance as the portal shows it (decision 0046, docs/product.md §Investor
// portal). It starts at the investor's first contribution: nothing before it is theirs (the chart
// starts there too), and every figure not yet meaningful says why instead of misleading:
// - before any contribution, nothing is known;
// - a contribution made after the latest valuation's date is not in that valuation: the multiples
//   wait for the first valuation after it (otherwise they would read as if nothing was paid in);
// - net IRR is an annual rate: over less than a year it is not annualised (a few weeks' change
//   would read as an absurd yearly rate), so it shows from a year after the first contribution.

/** Why a figure shows "—": the portal's words (and screen readers'). */
export const PERFORMANCE_REASONS = {
  noContribution: "not available until you have contributed capital",
  awaitingValuation: "not available until the first valuation after your first contribution",
  noValuation: "not available until the first valuation",
  underAYear: "not meaningful until a year after your first contribution",
  undefinedIrr: "not available for these cash flows yet",
} as const;
export type PerformanceReason = (typeof PERFORMANCE_REASONS)[keyof typeof PERFORMANCE_REASONS];

/** A figure the portal shows: its value, or null with the reason it has none. */
export type Shown = { value: number; reason: null } | { value: null; reason: PerformanceReason };

export interface InvestorPerformanceView {
  dpi: Shown;
  rvpi: Shown;
  tvpi: Shown;
  irr: Shown;
  /** The NAV share: null with a reason before the investor's money is in a valuation. */
  nav: Shown;
}

/** The first day the investor paid in (the earliest paid-in flow), or null before any. */
export function firstContribution(contributions: readonly { date: string | null; amountCents: Cents }[]) {
  const dates = contributions.filter((c) => c.amountCents > 0 && c.date !== null).map((c) => c.date!);
  return dates.length === 0 ? null : dates.reduce((a, b) => (b < a ? b : a));
}

/** What the portal shows of `p`, for an investor who first paid in on `since` (null: never). */
export function investorPerformance(
  p: Performance,
  since: string | null,
  navCents: Cents | null,
): InvestorPerformanceView {
  const none = (reason: PerformanceReason): Shown => ({ value: null, reason });
  const shown = (value: number | null, reason: PerformanceReason): Shown =>
    value === null || !Number.isFinite(value) ? none(reason) : { value, reason: null };
  if (since === null) {
    const reason = PERFORMANCE_REASONS.noContribution;
    return { dpi: none(reason), rvpi: none(reason), tvpi: none(reason), irr: none(reason), nav: none(reason) };
  }
  if (navCents === null) {
    const reason = PERFORMANCE_REASONS.noValuation;
    return {
      dpi: shown(p.dpi, PERFORMANCE_REASONS.noValuation),
      rvpi: none(reason),
      tvpi: none(reason),
      irr: none(reason),
      nav: none(reason),
    };
  }
  if (since > p.asOf) {
    const reason = PERFORMANCE_REASONS.awaitingValuation;
    return { dpi: none(reason), rvpi: none(reason), tvpi: none(reason), irr: none(reason), nav: none(reason) };
  }
  const underAYear = isUnderAYear(p.asOf, since);
  return {
    dpi: shown(p.dpi, PERFORMANCE_REASONS.awaitingValuation),
    rvpi: shown(p.rvpi, PERFORMANCE_REASONS.awaitingValuation),
    tvpi: shown(p.tvpi, PERFORMANCE_REASONS.awaitingValuation),
    irr: underAYear ? none(PERFORMANCE_REASONS.underAYear) : shown(p.irr, PERFORMANCE_REASONS.undefinedIrr),
    nav: { value: navCents, reason: null },
  };
}

/** The points of a history from the investor's first contribution on (none before any). */
export function sinceFirstContribution<T extends { date: string }>(points: readonly T[], since: string | null): T[] {
  return since === null ? [] : points.filter((point) => point.date >= since);
}

/** Whether `asOf` falls within a year of the first contribution: net IRR is not meaningful yet. */
const isUnderAYear = (asOf: string, since: string) => dayNumber(asOf) - dayNumber(since) < 365;

/**
 * Net IRR where a statement or page may show it (the rule above, for every face): null before a
 * contribution, and within a year of the first one.
 */
export function meaningfulIrr(p: Pick<Performance, "irr" | "asOf">, since: string | null): number | null {
  if (p.irr === null || since === null || since > p.asOf) return null;
  return isUnderAYear(p.asOf, since) ? null : p.irr;
}
