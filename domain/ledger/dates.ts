// Ledger dates are calendar days written "YYYY-MM-DD" (the database's date columns), compared as
// text (the format sorts by date) and counted in days in UTC, so no time zone shifts a day.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 of a "YYYY-MM-DD" date; throws for anything else, including "2026-02-30". */
export function dayNumber(date: string): number {
  const match = ISO_DATE.exec(date);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (!match || new Date(time).toISOString().slice(0, 10) !== date) {
    throw new RangeError(`Not a calendar date (YYYY-MM-DD): "${date}"`);
  }
  return time / MS_PER_DAY;
}

/** The calendar day `days` after `date` (before, when negative): addDays("2024-02-28", 2) → "2024-03-01". */
export function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * MS_PER_DAY).toISOString().slice(0, 10);
}
