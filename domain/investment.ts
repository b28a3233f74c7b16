import * as z from "zod/mini";
import { decimalNumber, optionalDate, optionalEnum, optionalText, requiredEnum, requiredText, textList } from "./fields.ts";

export const FUND_TYPES = ["Fund I", "Fund II"] as const;
export type FundType = (typeof FUND_TYPES)[number];

export const ASSET_TYPES = ["Real Estate", "Technology", "Clean Energy", "Infrastructure"] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

/** Every stored status; under_review is the stored default (spec section 4). */
export const INVESTMENT_STATUSES = ["under_review", "pending", "active", "completed", "cancelled"] as const;
export type InvestmentStatus = (typeof INVESTMENT_STATUSES)[number];
/** The statuses the admin form offers; its default is pending. */
export const INVESTMENT_FORM_STATUSES = ["pending", "active", "completed", "cancelled"] as const;
export const INVESTMENT_FORM_DEFAULT_STATUS = "pending" satisfies InvestmentStatus;

export const RISK_LEVELS = ["low", "medium", "high"] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** The largest amount numeric(15,2) holds. */
export const MAX_AMOUNT = 9_999_999_999_999.99;

const amount = (label: string) => decimalNumber(label, { min: 0, max: MAX_AMOUNT, decimals: 2 });

/**
 * Create and update (PUT) body of an investment. Required: name, description, fundType,
 * assetType, investmentAmount, estimatedROI. Optional fields omitted on update stay unchanged;
 * null or "" clears them. Unknown keys (e.g. the prototype's createdAt) are ignored.
 */
export const investmentInputSchema = z.object({
  name: requiredText("Name", 255),
  description: requiredText("Description", 10_000),
  location: optionalText("Location", 255),
  fundType: requiredEnum(FUND_TYPES, "Fund"),
  assetType: requiredEnum(ASSET_TYPES, "Asset type"),
  // Omitted on create: the stored default, under_review.
  status: z.optional(requiredEnum(INVESTMENT_STATUSES, "Status")),
  investmentAmount: amount("Investment amount"),
  estimatedROI: decimalNumber("Estimated ROI", { min: -100, max: 1000, decimals: 2 }),
  projectedCashFlow: z.optional(
    z.nullable(decimalNumber("Projected cash flow", { min: -MAX_AMOUNT, max: MAX_AMOUNT, decimals: 2 })),
  ),
  riskLevel: optionalEnum(RISK_LEVELS, "Risk level"),
  acquisitionDate: optionalDate("Acquisition date"),
  contactPerson: optionalText("Contact person", 255),
  dueDiligenceNotes: optionalText("Due diligence notes", 20_000),
  marketAnalysis: optionalText("Market analysis", 20_000),
  financialProjections: optionalText("Financial projections", 20_000),
  ceo: optionalText("CEO", 255),
  generalManager: optionalText("General manager", 255),
  operationsManager: optionalText("Operations manager", 255),
  boardChair: optionalText("Board chair", 255),
  boardMembers: z.optional(textList("Board members", { maxItems: 50, maxLength: 255 })),
});
export type InvestmentInput = z.input<typeof investmentInputSchema>;
export type InvestmentData = z.output<typeof investmentInputSchema>;

/** An investment as the API answers it; money and ROI are decimal strings ("8500000.00"). */
export interface Investment {
  id: number;
  name: string;
  description: string;
  location: string | null;
  fundType: FundType;
  assetType: AssetType;
  status: InvestmentStatus;
  investmentAmount: string;
  estimatedROI: string;
  projectedCashFlow: string | null;
  riskLevel: RiskLevel | null;
  acquisitionDate: string | null;
  contactPerson: string | null;
  dueDiligenceNotes: string | null;
  marketAnalysis: string | null;
  financialProjections: string | null;
  ceo: string | null;
  generalManager: string | null;
  operationsManager: string | null;
  boardChair: string | null;
  boardMembers: string[];
  createdAt: string;
}
