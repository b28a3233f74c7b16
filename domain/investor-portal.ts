import { FUND_TYPES, type FundType } from "./investment.ts";

/**
 * What the investor portal shows of an investor's own records (investor profile: commitments,
 * capital-calls, documents and statements tabs). Money is in dollars (at most two decimals).
 */

/** One fund's commitment, with every figure derived by summarizeCommitments. */
export interface CommitmentSummary {
  fundType: FundType;
  commitment: number;
  contributed: number;
  remaining: number;
  /** contributed / commitment × 100, to one decimal (0 without a commitment). */
  progressPercent: number;
  /** The commitment (subscription) date, YYYY-MM-DD. */
  subscriptionDate: string | null;
}

export interface PortfolioSummary {
  totalCommitment: number;
  totalContributed: number;
  totalRemaining: number;
  progressPercent: number;
  /** In fund order (Fund I, Fund II); funds without a commitment are left out. */
  funds: CommitmentSummary[];
}

export interface CapitalCall {
  id: number;
  fundType: FundType;
  callNumber: number;
  amount: number;
  purpose: string;
  status: string;
  /** YYYY-MM-DD */
  callDate: string;
}

export const DOCUMENT_KINDS = [
  "subscription",
  "statement_quarterly",
  "statement_monthly",
  "statement_tax",
  "report",
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_FUNDS = ["Fund I", "Fund II", "Both Funds"] as const;
export type DocumentFund = (typeof DOCUMENT_FUNDS)[number];

export interface InvestorDocument {
  id: number;
  kind: DocumentKind;
  name: string;
  fundType: DocumentFund | null;
  /** False for a fund-wide document (shared with every investor of its fund). */
  personal: boolean;
  period: string | null;
  fileSize: string | null;
  /** Signed date of a subscription document, statement date otherwise; YYYY-MM-DD. */
  documentDate: string | null;
  status: string | null;
  /** When a pending document (e.g. a K-1) is expected; YYYY-MM-DD. */
  expectedDate: string | null;
  /** Whether the file exists yet (a pending document has none). */
  available: boolean;
}

/** A capital_commitments row as far as the summary needs it (amounts are checked decimal text). */
export interface CommitmentRow {
  fundType: string;
  commitmentAmount: string;
  calledAmount: string;
  commitmentDate: string | null;
}

/** Exact money: decimal text to integer cents (the database checks the text's form). */
const centsOf = (text: string) => {
  const [whole, fraction = ""] = text.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
};
const dollarsOf = (cents: number) => cents / 100;
const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/**
 * The one place the portfolio figures are derived from the capital_commitments rows:
 * contributed = called amount; remaining = commitment − contributed;
 * progress = contributed / commitment × 100 rounded to one decimal; totals are sums over funds.
 * The stored remaining_commitment column is not read, so the figures cannot disagree.
 */
export function summarizeCommitments(rows: readonly CommitmentRow[]): PortfolioSummary {
  const funds: Array<CommitmentSummary & { cents: { commitment: number; contributed: number } }> = [];
  for (const fundType of FUND_TYPES) {
    const fundRows = rows.filter((r) => r.fundType === fundType);
    if (fundRows.length === 0) continue;
    const commitment = fundRows.reduce((sum, r) => sum + centsOf(r.commitmentAmount), 0);
    const contributed = fundRows.reduce((sum, r) => sum + centsOf(r.calledAmount), 0);
    if (commitment === 0 && contributed === 0) continue;
    const dates = fundRows.map((r) => r.commitmentDate).filter((d): d is string => d !== null).sort();
    funds.push({
      fundType,
      commitment: dollarsOf(commitment),
      contributed: dollarsOf(contributed),
      remaining: dollarsOf(commitment - contributed),
      progressPercent: percentOf(contributed, commitment),
      subscriptionDate: dates[0] ?? null,
      cents: { commitment, contributed },
    });
  }
  const totalCommitment = funds.reduce((sum, f) => sum + f.cents.commitment, 0);
  const totalContributed = funds.reduce((sum, f) => sum + f.cents.contributed, 0);
  return {
    totalCommitment: dollarsOf(totalCommitment),
    totalContributed: dollarsOf(totalContributed),
    totalRemaining: dollarsOf(totalCommitment - totalContributed),
    progressPercent: percentOf(totalContributed, totalCommitment),
    funds: funds.map(({ cents: _cents, ...f }) => f),
  };
}

export const EMPTY_PORTFOLIO: PortfolioSummary = summarizeCommitments([]);
