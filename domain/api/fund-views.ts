// The fund ledger's answers as schemas: capital accounts, performance, calls, distributions.
import * as z from "zod/mini";
import {
  DISTRIBUTION_TYPES,
  type CapitalCallPreview,
  type DistributionPreview,
  type FundOverview,
  type FundSettingsView,
  type ValuationView,
} from "#domain/fund-operations.ts";
import type { FundCallSummary, FundDistributionSummary, FundSummaryView } from "#domain/fund-lists.ts";
import type { FundInvestorView } from "#domain/fund-operations.ts";
import { FUND_TYPES } from "#domain/investment.ts";
import { TIER_NAMES } from "#domain/ledger/waterfall-pool.ts";
import type { CapitalAccount } from "#domain/ledger/capital-account.ts";
import type { Performance } from "#domain/ledger/performance.ts";
import { describing, isoString, nullableString } from "./contract.ts";

const cents = z.number();
const nullableNumber = z.nullable(z.number());
export const fundTypeSchema = z.enum(FUND_TYPES);
export const callPartStatus = z.enum(["Pending", "Paid", "Overdue"]);
export const distributionPartStatus = z.enum(["Scheduled", "Paid"]);
const distributionType = z.enum(DISTRIBUTION_TYPES);
const tierName = z.enum(TIER_NAMES);
/** One tier of an investor's distribution part (decision 0066). */
export const tierAmountSchema = z.object({ name: tierName, amountCents: cents });

export const capitalAccountSchema = describing<CapitalAccount>()(
  z.object({
    commitmentCents: cents,
    calledCents: cents,
    contributedCents: cents,
    unfundedCents: cents,
    uncalledCents: cents,
    outstandingCents: cents,
    overdueCents: cents,
    distributedCents: cents,
    scheduledDistributionCents: cents,
    navShareCents: nullableNumber,
    navDate: nullableString,
    percentContributed: nullableNumber,
  }),
).register(z.globalRegistry, { id: "CapitalAccount" });
export const performanceSchema = describing<Performance>()(
  z.object({
    dpi: nullableNumber,
    rvpi: nullableNumber,
    tvpi: nullableNumber,
    moic: nullableNumber,
    asOf: z.string(),
    irr: nullableNumber,
  }),
).register(z.globalRegistry, { id: "Performance" });
export const settingsViewSchema = describing<FundSettingsView>()(
  z.object({
    fundType: fundTypeSchema,
    legalName: z.string(),
    firstClose: nullableString,
    bankName: z.string(),
    accountName: z.string(),
    accountNumber: z.string(),
    routingNumber: z.string(),
    swiftCode: z.string(),
    referenceFormat: z.string(),
    updatedAt: isoString,
  }),
).register(z.globalRegistry, { id: "FundSettings" });
export const valuationSchema = describing<ValuationView>()(
  z.object({ id: z.number(), asOf: z.string(), navCents: cents, notes: z.string() }),
).register(z.globalRegistry, { id: "Valuation" });
const callPartSchema = z.object({
  id: z.number(),
  entityId: z.number(),
  investorName: z.string(),
  memberId: z.string(),
  amountCents: cents,
  paidCents: cents,
  status: callPartStatus,
  paidOn: nullableString,
  noticeDocumentId: nullableNumber,
  noticeOpenedAt: nullableString,
});
const callShape = {
  id: z.number(),
  number: z.number(),
  callDate: z.string(),
  dueDate: z.string(),
  purpose: z.string(),
  investmentCents: cents,
  managementFeeCents: cents,
  fundExpensesCents: cents,
  totalCents: cents,
  paidCents: cents,
  outstandingCents: cents,
  overdueCents: cents,
};
const distributionPartSchema = z.object({
  id: z.number(),
  entityId: z.number(),
  investorName: z.string(),
  memberId: z.string(),
  amountCents: cents,
  status: distributionPartStatus,
  paidOn: nullableString,
  noticeDocumentId: nullableNumber,
});
const distributionShape = {
  id: z.number(),
  number: z.number(),
  distributionDate: z.string(),
  type: distributionType,
  description: z.string(),
  totalCents: cents,
  paidCents: cents,
};
const partCounts = { partsCount: z.number(), paidPartsCount: z.number() };
export const callSummarySchema = describing<FundCallSummary>()(z.object({ ...callShape, ...partCounts })).register(
  z.globalRegistry,
  { id: "CapitalCallSummary" },
);
export const distributionSummarySchema = describing<FundDistributionSummary>()(
  z.object({ ...distributionShape, ...partCounts }),
).register(z.globalRegistry, { id: "DistributionSummary" });
export const callPartViewSchema = callPartSchema;
export const distributionPartViewSchema = distributionPartSchema;
export const fundInvestorSchema = describing<FundInvestorView>()(
  z.object({
    entityId: z.number(),
    investorName: z.string(),
    memberId: z.string(),
    archived: z.boolean(),
    account: capitalAccountSchema,
  }),
).register(z.globalRegistry, { id: "FundInvestor" });
export const fundOverviewSchema = describing<FundOverview>()(
  z.object({
    fundType: fundTypeSchema,
    asOf: z.string(),
    settings: z.nullable(settingsViewSchema),
    totals: capitalAccountSchema,
    performance: performanceSchema,
    investors: z.array(fundInvestorSchema),
    calls: z.array(z.object({ ...callShape, parts: z.array(callPartSchema) })),
    distributions: z.array(z.object({ ...distributionShape, parts: z.array(distributionPartSchema) })),
    valuations: z.array(valuationSchema),
  }),
);
export const fundSummaryViewSchema = describing<FundSummaryView>()(
  z.object({
    fundType: fundTypeSchema,
    asOf: z.string(),
    settings: z.nullable(settingsViewSchema),
    totals: capitalAccountSchema,
    performance: performanceSchema,
    valuations: z.array(valuationSchema),
  }),
);
const allocationShape = {
  entityId: z.number(),
  investorName: z.string(),
  memberId: z.string(),
  commitmentCents: cents,
  amountCents: cents,
};
export const capitalCallPreviewSchema = describing<CapitalCallPreview>()(
  z.object({
    fundType: fundTypeSchema,
    number: z.number(),
    callDate: z.string(),
    dueDate: z.string(),
    purpose: z.string(),
    investmentCents: cents,
    managementFeeCents: cents,
    fundExpensesCents: cents,
    totalCents: cents,
    fee: z.object({
      source: z.enum(["terms", "typed"]),
      termsVersionId: nullableNumber,
      quarter: nullableString,
      note: nullableString,
    }),
    minimumDueDate: z.string(),
    dueDateWarning: nullableString,
    lines: z.array(
      z.object({
        ...allocationShape,
        uncalledCents: cents,
        excessCents: cents,
        investmentCents: cents,
        managementFeeCents: cents,
        fundExpensesCents: cents,
      }),
    ),
    uncalledCents: cents,
    refusal: nullableString,
  }),
);
export const distributionPreviewSchema = describing<DistributionPreview>()(
  z.object({
    fundType: fundTypeSchema,
    number: z.number(),
    distributionDate: z.string(),
    type: distributionType,
    description: z.string(),
    totalCents: cents,
    lines: z.array(
      z.object({
        ...allocationShape,
        tiers: z.nullable(z.array(tierAmountSchema)),
        carriedInterestWithheldCents: cents,
      }),
    ),
    waterfall: z.nullable(
      z.object({
        termsVersionId: z.number(),
        termsEffectiveFrom: z.string(),
        tiers: z.array(z.object({ name: tierName, lpCents: cents, gpCents: cents })),
        lpCents: cents,
        gpCatchUpCents: cents,
        gpCarriedInterestCents: cents,
      }),
    ),
  }),
);
/** What issuing a call or a distribution answers: its id, number and how many parts it made. */
export const issuedSchema = z.object({ id: z.number(), number: z.number(), parts: z.number() });
export const updatedCountSchema = z.object({ updated: z.number() });
