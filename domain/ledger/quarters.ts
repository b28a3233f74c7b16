import { dayNumber } from "./dates.ts";

// Calendar quarters named "2026-Q4" (the management fee is computed and called per quarter,
// decision 0068): the quarter of a day, its first and last days, and the quarters' order.

export type QuarterName = `${number}-Q${1 | 2 | 3 | 4}`;
const QUARTER = /^(\d{4})-Q([1-4])$/;

export const isQuarterName = (value: string): value is QuarterName => QUARTER.test(value);

/** The quarter a "YYYY-MM-DD" day falls in: "2026-11-28" → "2026-Q4". */
export function quarterOfDay(date: string): QuarterName {
  dayNumber(date);
  return `${Number(date.slice(0, 4))}-Q${(Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1) as 1 | 2 | 3 | 4}`;
}

/** A quarter's first and last days and its label: "2026-Q4" → 2026-10-01 … 2026-12-31, "Q4 2026". */
export function quarterBounds(quarter: string): { start: string; end: string; label: string } {
  const match = QUARTER.exec(quarter);
  if (!match) throw new RangeError(`Not a quarter (YYYY-Qn): "${quarter}"`);
  const year = Number(match[1]);
  const q = Number(match[2]);
  const day = (month: number, date: number) => new Date(Date.UTC(year, month, date)).toISOString().slice(0, 10);
  return { start: day((q - 1) * 3, 1), end: day(q * 3, 0), label: `Q${q} ${year}` };
}

/** The quarter before: "2026-Q1" → "2025-Q4". */
export function previousQuarter(quarter: string): QuarterName {
  return quarterOfDay(
    new Date(Date.parse(`${quarterBounds(quarter).start}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10),
  );
}
