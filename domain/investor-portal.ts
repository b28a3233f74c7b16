import * as z from "zod/mini";
import { FUND_TYPES, type FundType } from "./investment.ts";
import { displayName } from "./person.ts";
import { INVESTOR_TYPE_LABELS, MEMBERSHIP_LEVEL_LABELS, type InvestorType, type MembershipLevel } from "./user.ts";
import type { InvestorLedger } from "./fund-operations.ts";
import type { CallPartStatus } from "./ledger/capital-account.ts";

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

/** An investor's part of a call: Pending until paid, Overdue once past its due date unpaid. */
export type CapitalCallStatus = CallPartStatus;

/** One of the investor's capital calls as the portal lists it (their part of a fund's call). */
export interface CapitalCall {
  /** The investor's part (capital_call_parts.id); the notice downloads by it. */
  id: number;
  fundType: FundType;
  callNumber: number;
  /** The investor's part, in dollars. */
  amount: number;
  purpose: string;
  status: CapitalCallStatus;
  /** YYYY-MM-DD */
  callDate: string;
  dueDate: string;
  paidOn: string | null;
}

export const DOCUMENT_KINDS = [
  "subscription",
  "statement_quarterly",
  "statement_monthly",
  "statement_tax",
  "report",
  /** Fund legal documents (e.g. a fund's limited partnership agreement). */
  "legal",
  /** A capital call's or a distribution's notice to one investor, made when staff issue it. */
  "capital_call_notice",
  "distribution_notice",
  "other",
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_FUNDS = ["Fund I", "Fund II", "Both Funds"] as const;
export type DocumentFund = (typeof DOCUMENT_FUNDS)[number];

/**
 * Where a document stands: a subscription agreement is Executed, an investor's accreditation
 * Verified, an issued statement or report Final, a document not issued yet (no file) Pending.
 * Null when nothing needs saying. The database refuses any other value (investor_documents_status_check).
 */
export const documentStatusSchema = z.enum(["Executed", "Verified", "Final", "Pending"]);
export type DocumentStatus = z.infer<typeof documentStatusSchema>;
export const DOCUMENT_STATUSES = documentStatusSchema.options;
/** The statuses by name, for code that tests one: DOCUMENT_STATUS.Pending. */
export const DOCUMENT_STATUS = documentStatusSchema.def.entries;

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
  status: DocumentStatus | null;
  /** When a pending document (e.g. a K-1) is expected; YYYY-MM-DD. */
  expectedDate: string | null;
  /** Whether the file exists yet (a pending document has none). */
  available: boolean;
  /** Delivered to this investor and not opened by them yet (docs/product.md §E-delivery). */
  isNew: boolean;
}

/** One fund of the investor's ledger as far as the summary needs it (InvestorLedger.funds). */
export interface CommitmentRow {
  fundType: string;
  commitmentCents: number;
  contributedCents: number;
  commitmentDate: string | null;
}

/** Exact money: decimal text to integer cents (the database checks the text's form). */
const dollarsOf = (cents: number) => cents / 100;
const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/**
 * The portal's portfolio figures from the investor's ledger (commitment and contributed capital per
 * fund, server/features/fund-ledger/fund-ledger.ts): remaining = commitment − contributed (the unfunded
 * commitment); progress = contributed / commitment × 100 rounded to one decimal; totals are sums.
 */
export function summarizeCommitments(rows: readonly CommitmentRow[]): PortfolioSummary {
  const funds: Array<CommitmentSummary & { cents: { commitment: number; contributed: number } }> = [];
  for (const fundType of FUND_TYPES) {
    const fundRows = rows.filter((r) => r.fundType === fundType);
    if (fundRows.length === 0) continue;
    const commitment = fundRows.reduce((sum, r) => sum + r.commitmentCents, 0);
    const contributed = fundRows.reduce((sum, r) => sum + r.contributedCents, 0);
    if (commitment === 0 && contributed === 0) continue;
    const dates = fundRows
      .map((r) => r.commitmentDate)
      .filter((d): d is string => d !== null)
      .sort();
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

/** The portfolio summary of an investor's ledger. */
export const portfolioOf = (ledger: InvestorLedger): PortfolioSummary =>
  summarizeCommitments(
    ledger.funds.map((fund) => ({
      fundType: fund.fundType,
      commitmentCents: fund.account.commitmentCents,
      contributedCents: fund.account.contributedCents,
      commitmentDate: fund.commitmentDate,
    })),
  );

/** The investor's capital calls (their parts), newest first, as the portal lists them. */
export const capitalCallsOf = (ledger: InvestorLedger): CapitalCall[] =>
  ledger.calls.map((call) => ({
    id: call.partId,
    fundType: call.fundType,
    callNumber: call.number,
    amount: call.amountCents / 100,
    purpose: call.purpose,
    status: call.status,
    callDate: call.callDate,
    dueDate: call.dueDate,
    paidOn: call.paidOn,
  }));

/** Where the portal downloads a document's file (GET; a plain link works without JavaScript). */
export const documentDownloadPath = (id: number) => `/api/investor/documents/${id}/download`;
/** Where the portal downloads a capital call's notice (a PDF made from the call's row on request). */
export const capitalCallNoticePath = (id: number) => `/api/investor/capital-calls/${id}/notice`;
/** Where the portal downloads a resource's file (GET; a public resource needs no sign-in). */
export const resourceDownloadPath = (id: number) => `/api/investor/resources/${id}/download`;

/** The investor profile's account data: the signed-in user's own (investors and viewers alike). */
export interface InvestorProfile {
  fullName: string;
  /** e.g. "EDF-2023-0001"; made by memberIdOf only. */
  memberId: string;
  /** A label, e.g. "Individual" (INVESTOR_TYPE_LABELS). */
  investorType: string;
  /** A label, e.g. "Preferred" (MEMBERSHIP_LEVEL_LABELS). */
  membershipLevel: string;
  /** YYYY-MM-DD (UTC), the day the account was made. */
  dateJoined: string;
  email: string;
  phone: string | null;
  mailingAddress: string | null;
  /** The funds the user has access to, in fund order, with the day access was granted (if known). */
  fundAccess: Array<{ fund: FundType; grantedAt: string | null }>;
}

const utcDateOf = (at: string | Date) => new Date(at).toISOString().slice(0, 10);

/**
 * The one place member IDs are made: "EDF-", the year the account was made (UTC), and the account
 * id zero-padded to four digits (longer ids keep all their digits), e.g. "EDF-2023-0001".
 */
export function memberIdOf(user: { id: number; createdAt: string | Date }): string {
  return `EDF-${utcDateOf(user.createdAt).slice(0, 4)}-${String(user.id).padStart(4, "0")}`;
}

/** A users row as far as the profile needs it (dates as YYYY-MM-DD text). */
export interface ProfileRow {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  investorType: string;
  membershipLevel: string;
  phone: string | null;
  mailingAddress: string | null;
  fundIAccess: boolean;
  fundIIAccess: boolean;
  fundIAccessGrantedAt: string | null;
  fundIIAccessGrantedAt: string | null;
  createdAt: string | Date;
}

/** The profile of a users row: labels, member ID, join date, and the funds it may see. */
export function toInvestorProfile(row: ProfileRow): InvestorProfile {
  const fundAccess: InvestorProfile["fundAccess"] = [];
  if (row.fundIAccess) fundAccess.push({ fund: "Fund I", grantedAt: row.fundIAccessGrantedAt });
  if (row.fundIIAccess) fundAccess.push({ fund: "Fund II", grantedAt: row.fundIIAccessGrantedAt });
  return {
    fullName: displayName(row),
    memberId: memberIdOf(row),
    investorType: INVESTOR_TYPE_LABELS[row.investorType as InvestorType] ?? row.investorType,
    membershipLevel: MEMBERSHIP_LEVEL_LABELS[row.membershipLevel as MembershipLevel] ?? row.membershipLevel,
    dateJoined: utcDateOf(row.createdAt),
    email: row.email,
    phone: row.phone,
    mailingAddress: row.mailingAddress,
    fundAccess,
  };
}

/** A resource's fund as the portal names it (resources.fund_access). */
export type PortalResourceFund = "General" | "Both Funds" | "Fund I" | "Fund II";

/** A resource of the portal's Resources tab, as the signed-in portal user may see it. */
export interface PortalResource {
  id: number;
  name: string;
  description: string;
  category: string;
  /** The stored fileType ("Document", "Webinar", ...). */
  type: string | null;
  format: string | null;
  size: string | null;
  /** YYYY-MM-DD (UTC) of the last change. */
  updatedDate: string;
  fund: PortalResourceFund;
  /** "All Investors" for general or public resources; "Individual Investors" when fund-restricted. */
  accessLevel: "All Investors" | "Individual Investors";
  tags: string[];
  isResearchReport: boolean;
  /** Whether resourceDownloadPath(id) answers a file (stored, or a link to one). */
  downloadable: boolean;
}
