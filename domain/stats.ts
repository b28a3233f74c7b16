import type { FundType } from "./investment.ts";

/** GET /api/stats: counters computed live from stored rows (never stored). */
export interface Stats {
  totalUsers: number;
  activeInvestments: number;
  resources: number;
  /** Inquiries with status "new". */
  pendingInquiries: number;
  resourceCount: number;
  /** Published articles. */
  updateCount: number;
  /** Audit rows with action "document.downloaded". */
  downloadCount: number;
  /** Investors and viewers, archived accounts excepted. */
  memberCount: number;
  /** Fund I's investments (properties) with status under_review or pending. */
  propertiesUnderReview: number;
}

/** GET /api/fund-summaries: one per fund; money as decimal strings with two places ("0.00"). */
export interface FundSummary {
  fundType: FundType;
  investmentCount: number;
  activeCount: number;
  /** Sum of investmentAmount over the fund's non-cancelled investments. */
  totalInvested: string;
  /** Average estimatedROI over non-cancelled investments; null when there are none. */
  averageROI: string | null;
  totalCommitments: string;
  /** Every call part, paid or not (domain/ledger/figures.ts has the words). */
  calledAmount: string;
  /** What was paid against the calls (contributed capital). */
  paidInAmount: string;
  /** Called and not yet paid. */
  outstandingAmount: string;
  /** Commitments less called: not yet called. */
  remainingCommitment: string;
  /** Investors with a commitment above zero in this fund. */
  investorCount: number;
}
