// A fund's economic terms (issue 26 §1, decision 0068): what staff propose, what super admins
// approve, and what the ledger reads as of a day. Rates are whole basis points everywhere they are
// stored or computed (1 bp = 0.01 %, 100 % = 10,000 bp): a rate typed as "1.5" (per cent, at most
// two decimals) is exactly 150 bp, so no rate passes through a float.
import * as z from "zod/mini";
import { optionalText, requiredEnum, requiredText } from "./fields.ts";
import { moneyField, requiredDate } from "./fund-operations.ts";
import { FUND_TYPES, type FundType } from "./investment.ts";

export const COMPOUNDINGS = ["annual", "none"] as const;
export type Compounding = (typeof COMPOUNDINGS)[number];
export const COMPOUNDING_LABELS: Record<Compounding, string> = { annual: "Compounded annually", none: "Simple" };

export const DAY_COUNTS = ["actual_365", "30_360"] as const;
export type DayCount = (typeof DAY_COUNTS)[number];
export const DAY_COUNT_LABELS: Record<DayCount, string> = { actual_365: "Actual/365", "30_360": "30/360" };

export const WATERFALL_STYLES = ["european", "american"] as const;
export type WaterfallStyle = (typeof WATERFALL_STYLES)[number];
export const WATERFALL_LABELS: Record<WaterfallStyle, string> = {
  european: "European (whole fund)",
  american: "American (deal by deal)",
};

export const FEE_BASES = ["commitments", "invested_capital"] as const;
export type FeeBasis = (typeof FEE_BASES)[number];
export const FEE_BASIS_LABELS: Record<FeeBasis, string> = {
  commitments: "Commitments",
  invested_capital: "Invested capital",
};

/**
 * proposed → approved | rejected | superseded; the last three are final. Superseded: a proposal
 * replaced by a newer proposal for the same fund before anyone decided on it.
 */
export const TERMS_STATUSES = ["proposed", "approved", "rejected", "superseded"] as const;
export type TermsStatus = (typeof TERMS_STATUSES)[number];

/** The tiers of a distribution waterfall, in the order they are paid (the waterfall's tables). */
export const WATERFALL_TIERS = ["return_of_capital", "preferred_return", "catch_up", "carried_interest_split"] as const;
export type WaterfallTier = (typeof WATERFALL_TIERS)[number];

/** Basis points: whole hundredths of a per cent. */
export type BasisPoints = number;
export const FULL_RATE: BasisPoints = 10_000;

/** 150 → "1.5%", 800 → "8%", 1250 → "12.5%", 5 → "0.05%". */
export function formatBps(bps: BasisPoints): string {
  const whole = Math.trunc(bps / 100);
  const fraction = String(bps % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return `${whole}${fraction ? `.${fraction}` : ""}%`;
}

/** 150 → "1.5": the value a form's per-cent field starts from. */
export const percentText = (bps: BasisPoints) => formatBps(bps).slice(0, -1);

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** A rate typed in per cent ("8", "1.5", "0.75"), at most two decimals and at most 100, read as basis points. */
export const percentField = (label: string) =>
  z.pipe(
    z.string({ error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be a rate`) }).check(
      z.trim(),
      z.refine((value) => PERCENT.test(value.replace(/%$/, "")), `${label} must be a per cent like 8 or 1.5`),
      z.refine((value) => Number(value.replace(/%$/, "")) <= 100, `${label} cannot be more than 100%`),
    ),
    z.transform((value) => {
      const [whole, fraction = ""] = value.replace(/%$/, "").split(".");
      return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
    }),
  );

const optionalPercent = (label: string) =>
  z.optional(
    z.nullable(
      z.pipe(
        z.union([z.literal(""), percentField(label)], { error: `${label} must be a per cent like 8 or 1.5` }),
        z.transform((v) => (v === "" ? null : v)),
      ),
    ),
  );

const optionalDay = (label: string) =>
  z.optional(
    z.nullable(
      z.pipe(
        z.union([z.literal(""), requiredDate(label)], { error: `${label} must be a date (YYYY-MM-DD)` }),
        z.transform((v) => (v === "" ? null : v)),
      ),
    ),
  );

/**
 * A proposed version of a fund's terms. The management fee is edited as two periods, the usual
 * shape of a limited partnership agreement: the investment period (from its start to its end, or
 * without end) and what follows it; the stored periods (fund_fee_periods) can hold more.
 */
export const termsProposalSchema = z
  .object({
    effectiveFrom: requiredDate("Effective from"),
    preferredReturn: percentField("Preferred return"),
    compounding: requiredEnum(COMPOUNDINGS, "Compounding"),
    dayCount: requiredEnum(DAY_COUNTS, "Day count"),
    catchUp: percentField("Catch-up"),
    carriedInterest: percentField("Carried interest"),
    waterfall: requiredEnum(WATERFALL_STYLES, "Waterfall"),
    feesReturnedFirst: z.boolean({ error: "Say whether fees and expenses are returned first" }),
    gpCommitment: percentField("GP commitment"),
    investmentPeriodStart: requiredDate("Investment period start"),
    investmentPeriodEnd: optionalDay("Investment period end"),
    feeBasis: requiredEnum(FEE_BASES, "Fee basis"),
    feeRate: percentField("Management fee"),
    postPeriodFeeBasis: z.optional(z.nullable(requiredEnum(FEE_BASES, "Fee basis after the investment period"))),
    postPeriodFeeRate: optionalPercent("Management fee after the investment period"),
    reason: requiredText("Reason", 1000),
  })
  .check(
    z.refine((t) => !t.investmentPeriodEnd || t.investmentPeriodEnd >= t.investmentPeriodStart, {
      error: "Investment period end cannot be before its start",
      path: ["investmentPeriodEnd"],
    }),
    z.refine((t) => !t.investmentPeriodEnd || (t.postPeriodFeeRate ?? null) !== null, {
      error: "Enter the fee after the investment period (0 for none)",
      path: ["postPeriodFeeRate"],
    }),
    z.refine((t) => Boolean(t.investmentPeriodEnd) || (t.postPeriodFeeRate ?? null) === null, {
      error: "A fee after the investment period needs the period's end",
      path: ["investmentPeriodEnd"],
    }),
  );
export type TermsProposalInput = z.input<typeof termsProposalSchema>;
export type TermsProposal = z.infer<typeof termsProposalSchema>;

export const termsRejectionSchema = z.object({ reason: requiredText("Reason", 1000) });

/** One period of the management fee: its basis and annual rate from a day to a day (null: no end). */
export interface FeePeriod {
  basis: FeeBasis;
  rateBps: BasisPoints;
  from: string;
  to: string | null;
}

/** The periods a proposal describes, in date order. */
export function feePeriodsOf(proposal: TermsProposal): FeePeriod[] {
  const first: FeePeriod = {
    basis: proposal.feeBasis,
    rateBps: proposal.feeRate,
    from: proposal.investmentPeriodStart,
    to: proposal.investmentPeriodEnd ?? null,
  };
  if (!proposal.investmentPeriodEnd || proposal.postPeriodFeeRate == null) return [first];
  const next = new Date(Date.parse(`${proposal.investmentPeriodEnd}T00:00:00Z`) + 86_400_000).toISOString();
  return [
    first,
    {
      basis: proposal.postPeriodFeeBasis ?? "invested_capital",
      rateBps: proposal.postPeriodFeeRate,
      from: next.slice(0, 10),
      to: null,
    },
  ];
}

export interface FundTermsVersion {
  id: number;
  fundType: FundType;
  effectiveFrom: string;
  status: TermsStatus;
  preferredReturnBps: BasisPoints;
  compounding: Compounding;
  dayCount: DayCount;
  catchUpBps: BasisPoints;
  carriedInterestBps: BasisPoints;
  waterfall: WaterfallStyle;
  feesReturnedFirst: boolean;
  gpCommitmentBps: BasisPoints;
  feePeriods: FeePeriod[];
  reason: string;
  proposedBy: string | null;
  /** Whoever proposed it, so a page can say they may not approve it (four eyes). */
  proposedById: number | null;
  proposedAt: string;
  approvedBy: string | null;
  approvedAt: string | null;
  rejectedBy: string | null;
  rejectedAt: string | null;
  rejectionReason: string | null;
}

/** A side letter of one investor (an entity) in one fund, in effect from a day until a later one replaces it. */
export interface SideLetter {
  id: number;
  fundType: FundType;
  entityId: number;
  investorName: string;
  memberId: string;
  effectiveFrom: string;
  /** Replaces the terms' management fee rate in every period; null: the terms' rate. */
  feeRateBps: BasisPoints | null;
  /** Replaces the carried interest rate for this investor; null: the terms' rate. */
  carryRateBps: BasisPoints | null;
  /** Taken off the investor's fee each quarter (never below 0). */
  feeOffsetCents: number | null;
  /** Taken off the investor's fee as a share of it (5000: half). */
  feeOffsetBps: BasisPoints | null;
  feeWaived: boolean;
  note: string;
  updatedAt: string;
}

/** What a fund's terms page shows: the version in effect today, every version newest first, the side letters. */
export interface FundTermsOverview {
  fundType: FundType;
  asOf: string;
  current: FundTermsVersion | null;
  versions: FundTermsVersion[];
  sideLetters: SideLetter[];
  /**
   * The last day already settled under approved terms (a call's fee quarter or a distribution's
   * waterfall); a new version or side letter must take effect after it. Null: nothing yet.
   */
  coveredThrough: string | null;
}

/** A dollar amount, or blank for none: exact cents (moneyField). */
const optionalMoney = (label: string) =>
  z.optional(
    z.nullable(
      z.pipe(
        z.union([z.literal(""), moneyField(label)], { error: `${label} must be an amount in dollars like 2500.00` }),
        z.transform((v) => (v === "" ? null : v)),
      ),
    ),
  );

/** A side letter as staff enter it; at least one of its terms must be set. */
export const sideLetterInputSchema = z
  .object({
    fundType: requiredEnum(FUND_TYPES, "Fund"),
    entityId: z.int({ error: "Choose an investor" }).check(z.positive("Choose an investor")),
    effectiveFrom: requiredDate("Effective from"),
    feeRate: optionalPercent("Fee rate"),
    carryRate: optionalPercent("Carry rate"),
    feeOffset: optionalMoney("Fee offset ($)"),
    feeOffsetPercent: optionalPercent("Fee offset (%)"),
    feeWaived: z.optional(z.boolean({ error: "Fee waived must be true or false" })),
    note: optionalText("Note", 1000),
  })
  .check(
    z.refine((s) => s.feeOffset == null || s.feeOffsetPercent == null, {
      error: "Enter the offset in dollars or in per cent, not both",
      path: ["feeOffsetPercent"],
    }),
    z.refine(
      (s) =>
        s.feeRate != null || s.carryRate != null || s.feeOffset != null || s.feeOffsetPercent != null || s.feeWaived,
      { error: "A side letter must change the fee, the carry, an offset or waive the fee", path: ["feeRate"] },
    ),
  );
export type SideLetterInput = z.infer<typeof sideLetterInputSchema>;

/** One investor's management fee for a quarter, as the terms page and the call preview show it. */
export interface ManagementFeeLine {
  entityId: number;
  investorName: string;
  memberId: string;
  commitmentCents: number;
  /** At the terms' or the side letter's rate, before offsets and waivers. */
  grossCents: number;
  offsetCents: number;
  feeCents: number;
  daysCharged: number;
}

/** Every active investor's management fee for one quarter of a fund, before any call asks for it. */
export interface ManagementFeePreview {
  fundType: FundType;
  /** "2026-Q4" */
  quarter: string;
  /** "Q4 2026" */
  label: string;
  quarterDays: number;
  /** The call that already asked for this quarter's fee, or null. */
  calledBy: { callId: number; number: number } | null;
  lines: ManagementFeeLine[];
  totalCents: number;
}

export const managementFeeQuerySchema = z.object({
  quarter: z.optional(
    z
      .string({ error: "Quarter must be like 2026-Q4" })
      .check(z.regex(/^\d{4}-Q[1-4]$/, "Quarter must be like 2026-Q4")),
  ),
});
