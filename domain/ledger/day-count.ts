// Day counts and anniversaries of the preferred return (docs/decisions/0066-distribution-waterfall.md).
import { dayNumber } from "./dates.ts";
import { ratio, type Ratio } from "./ratio.ts";

export const DAY_COUNTS = ["actual/365", "30/360"] as const;
export type DayCount = (typeof DAY_COUNTS)[number];

/** A calendar day read once: its day number and its year, month and day. */
export interface Day {
  serial: number;
  y: number;
  m: number;
  d: number;
}

/** Throws unless `date` is a calendar day (YYYY-MM-DD). */
export function dayOf(date: string): Day {
  const serial = dayNumber(date);
  return { serial, y: Number(date.slice(0, 4)), m: Number(date.slice(5, 7)), d: Number(date.slice(8, 10)) };
}

/**
 * The days from `from` to `to` as the convention counts them.
 * - actual/365: the calendar days between them (366 over a leap year's February 29).
 * - 30/360 (ISDA 30/360, "bond basis"): every month has 30 days; a start on the 31st counts from
 *   the 30th, and an end on the 31st counts to the 30th when the start (so adjusted) is the 30th.
 *   360 × years + 30 × months + days.
 */
export function daysBetween(from: string | Day, to: string | Day, convention: DayCount): number {
  const a = typeof from === "string" ? dayOf(from) : from;
  const b = typeof to === "string" ? dayOf(to) : to;
  if (convention === "actual/365") return b.serial - a.serial;
  const d1 = Math.min(a.d, 30);
  const d2 = b.d === 31 && d1 === 30 ? 30 : b.d;
  return 360 * (b.y - a.y) + 30 * (b.m - a.m) + (d2 - d1);
}

/** The fraction of a year from `from` to `to`: days / 365 or days / 360, exact. */
export function yearFraction(from: string, to: string, convention: DayCount): Ratio {
  return ratio(daysBetween(from, to, convention), convention === "actual/365" ? 365 : 360);
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The `years`-th anniversary of a date; February 29 falls on February 28 in a common year. */
export function anniversary(date: string, years: number): string {
  const { y, m, d } = dayOf(date);
  const year = y + years;
  const day = m === 2 && d === 29 && !isLeapYear(year) ? 28 : d;
  return `${String(year).padStart(4, "0")}-${date.slice(5, 7)}-${String(day).padStart(2, "0")}`;
}
