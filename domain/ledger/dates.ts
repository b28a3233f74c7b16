// Ledger dates are calendar days written "YYYY-MM-DD" (the database's date columns), compared as
// text (the format sorts by date) and counted in days in UTC, so no time zone shifts a day.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * Days since 1970-01-01 of a "YYYY-MM-DD" date; throws for anything else, including "2026-02-30".
 * The check is arithmetic, not a round trip through Date and toISOString: the portal's ledger
 * calls this for every call part, distribution and valuation on each page (2% of its CPU so).
 * Years before 100 are refused, as Date.UTC would read them as 19xx.
 */
export function dayNumber(date: string): number {
  const match = ISO_DATE.exec(date);
  if (match) {
    const year = Number(match[1]);
    const month = Number(match[2]);
    const day = Number(match[3]);
    const monthDays = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1];
    if (year >= 100 && monthDays !== undefined && day >= 1 && day <= monthDays) {
      return Date.UTC(year, month - 1, day) / MS_PER_DAY;
    }
  }
  throw new RangeError(`Not a calendar date (YYYY-MM-DD): "${date}"`);
}

/** The calendar day `days` after `date` (before, when negative): addDays("2024-02-28", 2) → "2024-03-01". */
export function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * MS_PER_DAY).toISOString().slice(0, 10);
}
