// The quarters capital account statements are for ("2026-Q3"), as URLs name them, and where an
// investor downloads them.
import * as z from "zod/mini";

/** A calendar quarter named "2026-Q3" (URLs): its label ("Q3 2026") and first and last days; null if malformed. */
export function quarterOf(period: string): { label: string; start: string; end: string; period: string } | null {
  const match = /^(\d{4})-Q([1-4])$/.exec(period);
  if (!match) return null;
  const year = Number(match[1]);
  const q = Number(match[2]);
  const day = (month: number, date: number) => new Date(Date.UTC(year, month, date)).toISOString().slice(0, 10);
  return { label: `Q${q} ${year}`, start: day((q - 1) * 3, 1), end: day(q * 3, 0), period };
}

/**
 * The quarter a consolidated statement is asked for ("2026-Q3"): a malformed one is a 400 naming
 * `period` (decision 0069); a well-formed quarter not yet closed is a 404 like any missing statement.
 */
export const statementPeriodParams = z.object({
  period: z.string().check(z.regex(/^\d{4}-Q[1-4]$/, "Give the quarter as YYYY-Qn, for example 2026-Q3")),
});

/** Where an investor downloads the statement of all the accounts they may see, consolidated. */
export const consolidatedStatementPath = (period: string) => `/api/investor/statements/${period}/consolidated`;

/** Where an investor downloads their capital account statement for a quarter ("2026-Q3"). */
export const statementDownloadPath = (period: string) => `/api/investor/statements/${period}`;
