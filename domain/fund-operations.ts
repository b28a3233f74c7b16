// Over 300 lines: the fund ledger's vocabulary in one place: the payload schema of each staff write and the views its answers take, which the staff screens, the API contract and the portal all read.
import * as z from "zod/mini";
import { optionalText, requiredEnum, requiredText } from "./fields.ts";
import { FUND_TYPES, type FundType } from "./investment.ts";
import type { CallPartStatus, CapitalAccount, DistributionPartStatus } from "./ledger/capital-account.ts";
import { centsFromDecimal, type Cents } from "./ledger/money.ts";
import type { Performance } from "./ledger/performance.ts";
import type { TierName } from "./ledger/waterfall-pool.ts";

// The statuses and types the fund-operations ledger stores. The database refuses any other value
// (CHECK constraints written from these lists), so a status in code is always one of these.

/** A call part's stored status; Overdue is derived from the due date (domain/ledger/capital-account.ts). */
export const callPartStatusSchema = z.enum(["Pending", "Paid"]);
export type StoredCallPartStatus = z.infer<typeof callPartStatusSchema>;
export const CALL_PART_STATUSES = callPartStatusSchema.options;

export const distributionPartStatusSchema = z.enum(["Scheduled", "Paid"]);
export type StoredDistributionPartStatus = z.infer<typeof distributionPartStatusSchema>;
export const DISTRIBUTION_PART_STATUSES = distributionPartStatusSchema.options;

export const DISTRIBUTION_TYPES = ["return_of_capital", "income", "gain"] as const;
export const distributionTypeSchema = z.enum(DISTRIBUTION_TYPES);
export type DistributionType = z.infer<typeof distributionTypeSchema>;
export const DISTRIBUTION_TYPE_LABELS: Record<DistributionType, string> = {
  return_of_capital: "Return of capital",
  income: "Income",
  gain: "Gain",
};

/** The version of the e-delivery consent notice an investor accepts; bump it when the text changes. */
export const EDELIVERY_NOTICE_VERSION = "2026-11";

// ---- Staff input: what the fund-operations forms and API accept. ----

const MONEY = /^\d{1,13}(\.\d{1,2})?$/;

/** A dollar amount typed by staff ("1250000", "1250000.5", "1,250,000.00"), read as exact cents. */
export const moneyField = (label: string) =>
  z.pipe(
    z.string({ error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be an amount`) }).check(
      z.trim(),
      z.refine(
        (value) => MONEY.test(value.replaceAll(",", "")),
        `${label} must be an amount in dollars with at most 2 decimals, like 250000.00`,
      ),
    ),
    z.transform((value) => centsFromDecimal(value.replaceAll(",", ""))),
  );

export const requiredDate = (label: string) =>
  z.iso.date({
    error: (issue) =>
      issue.input == null || issue.input === "" ? `${label} is required` : `${label} must be a date (YYYY-MM-DD)`,
  });

/**
 * A capital call as staff enter it. The management fee is typed only for a fund without approved
 * terms on the call date; with terms it is computed per investor for `feeQuarter` (decision 0068):
 * "2026-Q4", "none", or omitted for the call date's quarter. The server says which applies.
 */
export const capitalCallInputSchema = z
  .object({
    fundType: requiredEnum(FUND_TYPES, "Fund"),
    callDate: requiredDate("Call date"),
    dueDate: requiredDate("Due date"),
    purpose: requiredText("Purpose", 255),
    investment: moneyField("Investment"),
    managementFee: z.optional(moneyField("Management fee")),
    feeQuarter: z.optional(
      z
        .string({ error: "Fee quarter must be a quarter like 2026-Q4, or none" })
        .check(z.regex(/^(\d{4}-Q[1-4]|none)$/, "Fee quarter must be a quarter like 2026-Q4, or none")),
    ),
    fundExpenses: moneyField("Fund expenses"),
  })
  .check(
    z.refine((call) => call.dueDate >= call.callDate, {
      error: "Due date cannot be before the call date",
      path: ["dueDate"],
    }),
    // With a computed fee the server checks the total once it knows the fee.
    z.refine(
      (call) => call.managementFee === undefined || call.investment + call.managementFee + call.fundExpenses > 0,
      {
        error: "The call must ask for more than $0",
        path: ["investment"],
      },
    ),
    z.refine((call) => Number.isSafeInteger(call.investment + (call.managementFee ?? 0) + call.fundExpenses), {
      error: "The total is too large",
      path: ["investment"],
    }),
  );
export type CapitalCallInput = z.infer<typeof capitalCallInputSchema>;

export const distributionInputSchema = z
  .object({
    fundType: requiredEnum(FUND_TYPES, "Fund"),
    distributionDate: requiredDate("Distribution date"),
    type: requiredEnum(DISTRIBUTION_TYPES, "Type"),
    description: z.optional(
      z.pipe(
        optionalText("Description", 255),
        z.transform((v) => v ?? ""),
      ),
    ),
    total: moneyField("Total"),
  })
  .check(z.refine((d) => d.total > 0, { error: "Total must be more than $0", path: ["total"] }));
export type DistributionInput = z.infer<typeof distributionInputSchema>;

export const valuationInputSchema = z.object({
  fundType: requiredEnum(FUND_TYPES, "Fund"),
  asOf: requiredDate("Valuation date"),
  /** Staff say the date is not a month end on purpose (domain/ledger/date-rules.ts). */
  interim: z.optional(z.boolean({ error: "Interim must be true or false" })),
  nav: moneyField("Net asset value"),
  notes: z.optional(
    z.pipe(
      optionalText("Notes", 1000),
      z.transform((v) => v ?? ""),
    ),
  ),
});
export type ValuationInput = z.infer<typeof valuationInputSchema>;

/** Mark parts paid (in full) on a day: one or many at once. */
export const partPaymentsInputSchema = z.object({
  partIds: z
    .array(z.int({ error: "Each part must be an id" }).check(z.positive("Each part must be an id")), {
      error: (issue) => (issue.input == null ? "Choose at least one investor" : "Parts must be a list of ids"),
    })
    .check(z.minLength(1, "Choose at least one investor"), z.maxLength(1000, "At most 1000 at once")),
  paidOn: requiredDate("Received date"),
});
export type PartPaymentsInput = z.infer<typeof partPaymentsInputSchema>;

export const fundSettingsInputSchema = z.object({
  legalName: requiredText("Legal name", 255),
  /** The fund's first close: nothing of the fund may be dated before it (decision 0044). */
  firstClose: z.optional(requiredDate("First close")),
  bankName: requiredText("Bank", 255),
  accountName: requiredText("Account name", 255),
  accountNumber: requiredText("Account number", 50).check(
    z.regex(/^[A-Za-z0-9 -]{4,34}$/, "Account number must be 4 to 34 letters, digits, spaces or dashes"),
  ),
  routingNumber: requiredText("ABA routing number", 20).check(
    z.regex(/^\d{9}$/, "ABA routing number must be 9 digits"),
  ),
  swiftCode: requiredText("SWIFT/BIC", 20).check(
    z.regex(/^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/, "SWIFT/BIC must be 8 or 11 letters and digits"),
  ),
  referenceFormat: requiredText("Reference format", 120).check(
    z.refine(
      (v) => v.includes("{memberId}"),
      "Reference format must contain {memberId} so each payment names its investor",
    ),
  ),
});
export type FundSettingsInput = z.infer<typeof fundSettingsInputSchema>;

/**
 * The payment reference a fund's format makes for one investor's part of one call:
 * "{fund}-CC{number}-{memberId}" → "FUNDI-CC3-EDF-2023-0001". {fund} is the fund's short name
 * in capitals without spaces, so a bank's reference field (letters, digits, hyphens) keeps it whole.
 */
export function paymentReference(format: string, values: { fund: string; number: number; memberId: string }) {
  const fill: Record<string, string> = {
    fund: values.fund.replace(/\s+/g, "").toUpperCase(),
    number: String(values.number),
    memberId: values.memberId,
  };
  return format.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    if (!(name in fill)) throw new RangeError(`Unknown placeholder ${placeholder} in the reference format "${format}"`);
    return fill[name];
  });
}

/** Whether a reference format uses only the placeholders paymentReference fills. */
export const isReferenceFormat = (format: string) =>
  [...format.matchAll(/\{(\w+)\}/g)].every(([, name]) => ["fund", "number", "memberId"].includes(name));

// ---- What the fund-operations service answers (staff screens and the investor portal). ----
// Money is integer cents; dates "YYYY-MM-DD"; statuses as the ledger derives them (Overdue included).

/** One investor's part in a preview, before anything is stored (the investor is an entity). */
export interface AllocationLine {
  entityId: number;
  investorName: string;
  memberId: string;
  commitmentCents: Cents;
  amountCents: Cents;
}

/**
 * One investor's part of a call in a preview: what they had uncalled, any excess over it, and its
 * lines (they add up to the part): the investor's own management fee and their share of the rest.
 */
export interface CallAllocationLine extends AllocationLine {
  uncalledCents: Cents;
  excessCents: Cents;
  investmentCents: Cents;
  managementFeeCents: Cents;
  fundExpensesCents: Cents;
}

/** Where a call's management fee comes from (decision 0068). */
export interface CallFeeSummary {
  /** "terms": computed per investor from the fund's approved terms; "typed": entered by staff. */
  source: "terms" | "typed";
  termsVersionId: number | null;
  /** The quarter whose fee the call asks for ("2026-Q4"); null: none named. */
  quarter: string | null;
  /** Why a computed fee is none (its quarter was already called), or null. */
  note: string | null;
}

export interface CapitalCallPreview {
  fundType: FundType;
  /** The number the call will get when issued. */
  number: number;
  callDate: string;
  dueDate: string;
  purpose: string;
  investmentCents: Cents;
  managementFeeCents: Cents;
  fundExpensesCents: Cents;
  totalCents: Cents;
  fee: CallFeeSummary;
  /** Ten business days after the call date (ILPA): the due date the form proposes. */
  minimumDueDate: string;
  /** Why the due date is short of it (still allowed), or null. */
  dueDateWarning: string | null;
  lines: CallAllocationLine[];
  /** The participating investors' uncalled commitments together. */
  uncalledCents: Cents;
  /** Null when the call can be issued; else why not (it asks for more than is uncalled). */
  refusal: string | null;
}

/** One tier of a distribution's waterfall, in the order paid (decision 0066). */
export interface TierAmount {
  name: TierName;
  amountCents: Cents;
}

/** An investor's part of a distribution; its tiers (null: pro rata, no terms) add up to it. */
export interface DistributionLine extends AllocationLine {
  tiers: TierAmount[] | null;
  /** Its share of the GP's catch-up and carry in this distribution (what the notice says was withheld). */
  carriedInterestWithheldCents: Cents;
}

/** How the fund's approved terms split a distribution: the LPs' and the GP's part of each tier. */
export interface DistributionWaterfall {
  termsVersionId: number;
  termsEffectiveFrom: string;
  tiers: Array<{ name: TierName; lpCents: Cents; gpCents: Cents }>;
  lpCents: Cents;
  gpCatchUpCents: Cents;
  gpCarriedInterestCents: Cents;
}

export interface DistributionPreview {
  fundType: FundType;
  number: number;
  distributionDate: string;
  type: DistributionType;
  description: string;
  totalCents: Cents;
  lines: DistributionLine[];
  /** Null: no approved terms on the date, the distribution is pro rata to commitments. */
  waterfall: DistributionWaterfall | null;
}

export interface CallPartView {
  id: number;
  entityId: number;
  investorName: string;
  memberId: string;
  amountCents: Cents;
  paidCents: Cents;
  status: CallPartStatus;
  paidOn: string | null;
  noticeDocumentId: number | null;
  /** When the investor first downloaded the notice (e-delivery evidence); null if not yet. */
  noticeOpenedAt: string | null;
}

export interface FundCallView {
  id: number;
  number: number;
  callDate: string;
  dueDate: string;
  purpose: string;
  investmentCents: Cents;
  managementFeeCents: Cents;
  fundExpensesCents: Cents;
  totalCents: Cents;
  paidCents: Cents;
  outstandingCents: Cents;
  overdueCents: Cents;
  parts: CallPartView[];
}

export interface DistributionPartView {
  id: number;
  entityId: number;
  investorName: string;
  memberId: string;
  amountCents: Cents;
  status: DistributionPartStatus;
  paidOn: string | null;
  noticeDocumentId: number | null;
}

export interface FundDistributionView {
  id: number;
  number: number;
  distributionDate: string;
  type: DistributionType;
  description: string;
  totalCents: Cents;
  paidCents: Cents;
  parts: DistributionPartView[];
}

export interface ValuationView {
  id: number;
  asOf: string;
  navCents: Cents;
  notes: string;
}

export interface FundInvestorView {
  entityId: number;
  investorName: string;
  memberId: string;
  archived: boolean;
  account: CapitalAccount;
}

export interface FundSettingsView extends Omit<FundSettingsInput, "firstClose"> {
  fundType: FundType;
  /** Null until staff enter it; the rules then use the fund's earliest commitment date. */
  firstClose: string | null;
  updatedAt: string;
}

export interface FundOverview {
  fundType: FundType;
  asOf: string;
  /** Null until a super admin enters them; notices cannot be issued without them. */
  settings: FundSettingsView | null;
  /** The fund's capital account: the sum of its investors' accounts (NAV share: the fund's NAV). */
  totals: CapitalAccount;
  performance: Performance;
  investors: FundInvestorView[];
  /** Newest first. */
  calls: FundCallView[];
  distributions: FundDistributionView[];
  valuations: ValuationView[];
}

/** One of the investor's own call parts, as their portal lists it. */
export interface InvestorCallView {
  partId: number;
  callId: number;
  fundType: FundType;
  number: number;
  callDate: string;
  dueDate: string;
  purpose: string;
  amountCents: Cents;
  paidCents: Cents;
  status: CallPartStatus;
  paidOn: string | null;
  noticeDocumentId: number | null;
}

export interface InvestorDistributionView {
  partId: number;
  distributionId: number;
  fundType: FundType;
  number: number;
  distributionDate: string;
  type: DistributionType;
  amountCents: Cents;
  /** The part by the waterfall's tiers; null for a distribution split pro rata (no terms). */
  tiers: TierAmount[] | null;
  status: DistributionPartStatus;
  paidOn: string | null;
  noticeDocumentId: number | null;
}

export interface InvestorFundLedger {
  fundType: FundType;
  commitmentDate: string | null;
  account: CapitalAccount;
  performance: Performance;
}

/** A point of the capital account over time (the portal chart): cumulative figures at a date. */
export interface CapitalAccountPoint {
  date: string;
  contributedCents: Cents;
  distributedCents: Cents;
  /** The NAV share at a valuation date; null between valuations. */
  navCents: Cents | null;
}

export interface InvestorLedger {
  asOf: string;
  /** In fund order; funds without a commitment are left out. */
  funds: InvestorFundLedger[];
  total: {
    commitmentCents: Cents;
    contributedCents: Cents;
    unfundedCents: Cents;
    distributedCents: Cents;
    navShareCents: Cents | null;
    percentContributed: number | null;
  };
  performance: Performance;
  /** Newest first. */
  calls: InvestorCallView[];
  distributions: InvestorDistributionView[];
  history: CapitalAccountPoint[];
}
