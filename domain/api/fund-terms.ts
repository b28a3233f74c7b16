// A fund's terms, side letters and management fees (issue 26 §1–2, decision 0068). Rates are
// integer basis points in every answer (150 = 1.5 %); money is integer cents.
import * as z from "zod/mini";
import {
  COMPOUNDINGS,
  DAY_COUNTS,
  FEE_BASES,
  managementFeeQuerySchema,
  sideLetterInputSchema,
  TERMS_STATUSES,
  termsProposalSchema,
  termsRejectionSchema,
  WATERFALL_STYLES,
  type FundTermsOverview,
  type FundTermsVersion,
  type ManagementFeePreview,
  type SideLetter,
} from "#domain/fund-terms.ts";
import { FUND_SLUGS } from "#domain/fund-slug.ts";
import { describing, idParams, isoString, noContent, nullableString, operation } from "./contract.ts";
import { fundTypeSchema } from "./fund-views.ts";

const tags = ["Fund terms"];
const fundParams = z.object({ fund: z.enum(Object.keys(FUND_SLUGS) as [string, ...string[]]) });
const bps = z.number();
const nullableNumber = z.nullable(z.number());

export const fundTermsVersionSchema = describing<FundTermsVersion>()(
  z.object({
    id: z.number(),
    fundType: fundTypeSchema,
    effectiveFrom: z.string(),
    status: z.enum(TERMS_STATUSES),
    preferredReturnBps: bps,
    compounding: z.enum(COMPOUNDINGS),
    dayCount: z.enum(DAY_COUNTS),
    catchUpBps: bps,
    carriedInterestBps: bps,
    waterfall: z.enum(WATERFALL_STYLES),
    feesReturnedFirst: z.boolean(),
    gpCommitmentBps: bps,
    feePeriods: z.array(z.object({ basis: z.enum(FEE_BASES), rateBps: bps, from: z.string(), to: nullableString })),
    reason: z.string(),
    proposedBy: nullableString,
    proposedById: nullableNumber,
    proposedAt: isoString,
    approvedBy: nullableString,
    approvedAt: nullableString,
    rejectedBy: nullableString,
    rejectedAt: nullableString,
    rejectionReason: nullableString,
  }),
).register(z.globalRegistry, { id: "FundTermsVersion" });

export const sideLetterSchema = describing<SideLetter>()(
  z.object({
    id: z.number(),
    fundType: fundTypeSchema,
    entityId: z.number(),
    investorName: z.string(),
    memberId: z.string(),
    effectiveFrom: z.string(),
    feeRateBps: nullableNumber,
    carryRateBps: nullableNumber,
    feeOffsetCents: nullableNumber,
    feeOffsetBps: nullableNumber,
    feeWaived: z.boolean(),
    note: z.string(),
    updatedAt: isoString,
  }),
).register(z.globalRegistry, { id: "SideLetter" });

const overviewSchema = describing<FundTermsOverview>()(
  z.object({
    fundType: fundTypeSchema,
    asOf: z.string(),
    current: z.nullable(fundTermsVersionSchema),
    versions: z.array(fundTermsVersionSchema),
    sideLetters: z.array(sideLetterSchema),
    coveredThrough: nullableString,
  }),
);

const feePreviewSchema = describing<ManagementFeePreview>()(
  z.object({
    fundType: fundTypeSchema,
    quarter: z.string(),
    label: z.string(),
    quarterDays: z.number(),
    calledBy: z.nullable(z.object({ callId: z.number(), number: z.number() })),
    lines: z.array(
      z.object({
        entityId: z.number(),
        investorName: z.string(),
        memberId: z.string(),
        commitmentCents: z.number(),
        grossCents: z.number(),
        offsetCents: z.number(),
        feeCents: z.number(),
        daysCharged: z.number(),
      }),
    ),
    totalCents: z.number(),
  }),
);

export const fundTermsApi = {
  overview: operation({
    operationId: "getFundTerms",
    summary: "A fund's terms in effect today, every version newest first, and its side letters",
    tags,
    params: fundParams,
    response: { 200: overviewSchema },
  }),
  propose: operation({
    operationId: "proposeFundTerms",
    summary: "Propose a new version of a fund's terms (staff); it waits for a super admin's approval",
    tags,
    params: fundParams,
    body: termsProposalSchema,
    response: { 201: fundTermsVersionSchema },
  }),
  approve: operation({
    operationId: "approveFundTerms",
    summary: "Approve a proposed version (super admins other than its proposer)",
    tags,
    params: idParams,
    response: { 200: fundTermsVersionSchema },
  }),
  reject: operation({
    operationId: "rejectFundTerms",
    summary: "Reject a proposed version with a reason (super admins)",
    tags,
    params: idParams,
    body: termsRejectionSchema,
    response: { 200: fundTermsVersionSchema },
  }),
  managementFees: operation({
    operationId: "getManagementFees",
    summary: "Every active investor's management fee for a quarter (today's by default), before a call",
    tags,
    params: fundParams,
    querystring: managementFeeQuerySchema,
    response: { 200: feePreviewSchema },
  }),
  createSideLetter: operation({
    operationId: "createSideLetter",
    summary: "Add an investor's side letter (super admins)",
    tags,
    body: sideLetterInputSchema,
    response: { 201: sideLetterSchema },
  }),
  updateSideLetter: operation({
    operationId: "updateSideLetter",
    summary: "Change a side letter that has not yet borne on a call or distribution (super admins)",
    tags,
    params: idParams,
    body: sideLetterInputSchema,
    response: { 200: sideLetterSchema },
  }),
  deleteSideLetter: operation({
    operationId: "deleteSideLetter",
    summary: "Delete a side letter that has not yet borne on a call or distribution (super admins)",
    tags,
    params: idParams,
    response: { 204: noContent },
  }),
};
