import * as z from "zod/mini";
import {
  decimalNumber,
  optionalDate,
  optionalEnum,
  optionalText,
  requiredEnum,
  requiredText,
  textList,
} from "./fields.ts";
import { pageQuerySchema } from "./paging.ts";

export const FUND_TYPES = ["Fund I", "Fund II"] as const;
export type FundType = (typeof FUND_TYPES)[number];

/**
 * The asset types, by fund: the one list the staff form, the API and the investor portal use
 * (decision 0023). Fund I's are its four property types (the focus areas of its fund page); Fund
 * II's are the kinds of holding its portfolio reports. An investment's type belongs to its fund.
 */
export const ASSET_TYPES_BY_FUND = {
  "Fund I": ["Education", "Hospitality & Cultural", "Tourism", "Workforce Training"],
  "Fund II": ["LLC Interest", "Receivables", "Digital Asset", "Equity", "Technology", "Intellectual Property"],
} as const satisfies Record<FundType, readonly [string, ...string[]]>;
export const ASSET_TYPES = [...ASSET_TYPES_BY_FUND["Fund I"], ...ASSET_TYPES_BY_FUND["Fund II"]] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

/** Plural labels, for filters ("LLC interests"); one asset's badge shows the type itself. */
export const ASSET_TYPE_PLURALS: Record<AssetType, string> = {
  Education: "Education",
  "Hospitality & Cultural": "Hospitality & cultural",
  Tourism: "Tourism",
  "Workforce Training": "Workforce training",
  "LLC Interest": "LLC interests",
  Receivables: "Receivables",
  "Digital Asset": "Digital assets",
  Equity: "Equity",
  Technology: "Technology",
  "Intellectual Property": "Intellectual property",
};

/** The URL form of an asset type ("LLC Interest" → "llc-interest"), e.g. for a filter parameter. */
export const assetTypeSlug = (type: string) =>
  type
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export const isAssetTypeOf = (fund: FundType, type: string) =>
  (ASSET_TYPES_BY_FUND[fund] as readonly string[]).includes(type);

/** Every stored status; under_review is the stored default (the form's is pending). */
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
 * Estimated ROI is a yearly percentage from 0 to 100 with at most one decimal (12.5 means 12.5%):
 * a negative estimate or one above 100% is a typing slip (900 for 9.00), not a forecast. One
 * decimal is also what every page shows (formatRoi in domain/format.ts), so what is stored is
 * what is displayed. The column (numeric(6,2)) holds it as is.
 */
export const ROI_MIN = 0;
export const ROI_MAX = 100;
export const ROI_RANGE_MESSAGE = "Estimated ROI must be a percentage from 0 to 100 with at most one decimal";
const isRoi = (value: number) => value >= ROI_MIN && value <= ROI_MAX && Math.round(value * 10) / 10 === value;
export const estimatedRoiSchema = z
  .number({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? "Estimated ROI is required"
        : "Estimated ROI must be a number",
  })
  .check(z.refine(isRoi, ROI_RANGE_MESSAGE));

/**
 * Create and update (PUT) body of an investment. Required: name, description, fundType,
 * assetType, investmentAmount, estimatedROI. Optional fields omitted on update stay unchanged;
 * null or "" clears them. Unknown keys (e.g. the prototype's createdAt) are ignored.
 */
export const investmentInputSchema = z
  .object({
    name: requiredText("Name", 255),
    description: requiredText("Description", 10_000),
    location: optionalText("Location", 255),
    fundType: requiredEnum(FUND_TYPES, "Fund"),
    assetType: requiredEnum(ASSET_TYPES, "Asset type"),
    // Omitted on create: the stored default, under_review.
    status: z.optional(requiredEnum(INVESTMENT_STATUSES, "Status")),
    investmentAmount: amount("Investment amount"),
    estimatedROI: estimatedRoiSchema,
    projectedCashFlow: z.optional(
      z.nullable(decimalNumber("Projected cash flow", { min: -MAX_AMOUNT, max: MAX_AMOUNT, decimals: 2 })),
    ),
    riskLevel: optionalEnum(RISK_LEVELS, "Risk level"),
    acquisitionDate: optionalDate("Acquisition date"),
    // Fund I's properties: the leased or occupied share; empty while a property is not yet operating.
    occupancyPercent: z.optional(z.nullable(decimalNumber("Occupancy", { min: 0, max: 100, decimals: 0 }))),
    contactPerson: optionalText("Contact person", 255),
    dueDiligenceNotes: optionalText("Due diligence notes", 20_000),
    marketAnalysis: optionalText("Market analysis", 20_000),
    financialProjections: optionalText("Financial projections", 20_000),
    ceo: optionalText("CEO", 255),
    generalManager: optionalText("General manager", 255),
    operationsManager: optionalText("Operations manager", 255),
    boardChair: optionalText("Board chair", 255),
    boardMembers: z.optional(textList("Board members", { maxItems: 50, maxLength: 255 })),
  })
  .check(
    z.refine((data) => isAssetTypeOf(data.fundType, data.assetType), {
      path: ["assetType"],
      error: (issue) => {
        const fund = (issue.input as { fundType: FundType }).fundType;
        return `Asset type must be one of ${fund}'s: ${ASSET_TYPES_BY_FUND[fund].join(", ")}`;
      },
    }),
  );
export type InvestmentInput = z.input<typeof investmentInputSchema>;
export type InvestmentData = z.output<typeof investmentInputSchema>;

/** An investment as the API answers it; money and ROI are decimal strings ("8500000.00"). */
export interface Investment {
  id: number;
  name: string;
  description: string;
  location: string | null;
  fundType: FundType;
  /** One of ASSET_TYPES, or a type retired by decision 0023 on a row stored before it. */
  assetType: string;
  status: InvestmentStatus;
  investmentAmount: string;
  estimatedROI: string;
  projectedCashFlow: string | null;
  riskLevel: RiskLevel | null;
  acquisitionDate: string | null;
  occupancyPercent: number | null;
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

/**
 * One holding as investors see it (decision 0023): an active investment of a fund they have
 * access to, without the staff's working fields (due diligence, contacts, risk, projections).
 */
export type Holding = Pick<
  Investment,
  | "id"
  | "name"
  | "description"
  | "location"
  | "fundType"
  | "assetType"
  | "investmentAmount"
  | "estimatedROI"
  | "occupancyPercent"
  | "acquisitionDate"
>;

/** The staff list's orders (?sort=): newest first (the default), name, fund, status. */
export const INVESTMENT_SORTS = ["created", "name", "fund", "status"] as const;

/** GET /api/investments/page: paged, ?q= searches the name, ?fund= and ?status= filter (decision 0037). */
export const investmentPageQuerySchema = pageQuerySchema(INVESTMENT_SORTS, {
  fund: z.optional(z.enum(FUND_TYPES, { error: `fund must be one of: ${FUND_TYPES.join(", ")}` })),
  status: z.optional(
    z.enum(INVESTMENT_STATUSES, { error: `status must be one of: ${INVESTMENT_STATUSES.join(", ")}` }),
  ),
});
export type InvestmentPageQuery = z.infer<typeof investmentPageQuerySchema>;
