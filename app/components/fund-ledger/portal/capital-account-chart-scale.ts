import type { CapitalAccountPoint } from "#domain/fund-operations.ts";

// The geometry of the capital account chart (capital-account-chart.tsx), kept apart from the markup
// so it can be tested: a hand-drawn SVG adds no JavaScript to the portal, where a chart library would.

const DAY_MS = 86_400_000;
const dayOf = (iso: string) => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY_MS;

/**
 * Round-number ticks from 0 to at least `maxCents`, about `count` steps of 1, 2, 2.5 or 5 × 10ⁿ
 * dollars, so the axis reads "$0, $500K, $1M, $1.5M". Integer cents throughout.
 */
export function amountTicks(maxCents: number, count = 4): number[] {
  if (!(maxCents > 0)) return [0, 100];
  const rough = maxCents / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, Math.round(([1, 2, 2.5, 5, 10].find((m) => m * magnitude >= rough) ?? 10) * magnitude));
  const ticks = [0];
  while (ticks[ticks.length - 1] < maxCents) ticks.push(ticks[ticks.length - 1] + step);
  return ticks;
}

/** January 1 of each year strictly inside the range; the two ends when the range spans no new year. */
export function dateTicks(first: string, last: string): string[] {
  const years: string[] = [];
  for (let year = Number(first.slice(0, 4)) + 1; year <= Number(last.slice(0, 4)); year++) {
    years.push(`${year}-01-01`);
  }
  return years.length > 0 ? years : first === last ? [first] : [first, last];
}

/**
 * Whether there is anything to draw: an investor committed but not yet called still has the funds'
 * valuation dates in their history, each a NAV share of $0, which would only draw lines along zero.
 */
export const hasActivity = (history: readonly CapitalAccountPoint[]) =>
  history.some((p) => p.contributedCents > 0 || p.distributedCents > 0 || (p.navCents ?? 0) > 0);

export interface ChartFrame {
  width: number;
  height: number;
  /** Room for the axes' labels. */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface ChartModel {
  yTicks: { cents: number; y: number }[];
  xTicks: { date: string; x: number }[];
  /** SVG path data of the cumulative step lines. */
  contributed: string;
  distributed: string;
  /** The NAV share at each valuation date. */
  nav: { date: string; cents: number; x: number; y: number }[];
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Scales the history (dates ascending) into the frame: dates along x, dollars up y from 0. */
export function chartModel(history: readonly CapitalAccountPoint[], frame: ChartFrame): ChartModel {
  const points = [...history].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const first = points[0]?.date ?? "2000-01-01";
  const last = points[points.length - 1]?.date ?? first;
  const max = Math.max(0, ...points.map((p) => Math.max(p.contributedCents, p.distributedCents, p.navCents ?? 0)));
  const yTickValues = amountTicks(max);
  const top = yTickValues[yTickValues.length - 1];
  const plotWidth = frame.width - frame.left - frame.right;
  const plotHeight = frame.height - frame.top - frame.bottom;
  const span = Math.max(1, dayOf(last) - dayOf(first));
  const x = (date: string) =>
    round(frame.left + (points.length < 2 ? plotWidth / 2 : ((dayOf(date) - dayOf(first)) / span) * plotWidth));
  const y = (cents: number) => round(frame.top + plotHeight - (cents / top) * plotHeight);
  // A cumulative figure holds until the next date, then jumps: a step line, run on to the last date.
  const step = (value: (p: CapitalAccountPoint) => number) => {
    if (points.length === 0) return "";
    let d = `M${x(points[0].date)} ${y(value(points[0]))}`;
    for (const p of points.slice(1)) d += `H${x(p.date)}V${y(value(p))}`;
    return d;
  };
  return {
    yTicks: yTickValues.map((cents) => ({ cents, y: y(cents) })),
    xTicks: points.length === 0 ? [] : dateTicks(first, last).map((date) => ({ date, x: x(date) })),
    contributed: step((p) => p.contributedCents),
    distributed: step((p) => p.distributedCents),
    nav: points.flatMap((p) =>
      p.navCents === null ? [] : [{ date: p.date, cents: p.navCents, x: x(p.date), y: y(p.navCents) }],
    ),
  };
}
