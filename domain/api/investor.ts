// The investor portal's own records, read by investors and viewers (each read scoped to the caller).
import * as z from "zod/mini";
import { edeliveryConsentSchema, type EdeliveryStatus } from "#domain/edelivery.ts";
import { FUND_TYPES, type Holding } from "#domain/investment.ts";
import {
  DOCUMENT_FUNDS,
  DOCUMENT_KINDS,
  documentStatusSchema,
  type CapitalCall,
  type InvestorDocument,
  type InvestorProfile,
  type PortalResource,
  type PortfolioSummary,
} from "#domain/investor-portal.ts";
import { statementPeriodParams } from "#domain/statement-periods.ts";
import { describing, fileAnswer, idParams, idString, nullableString, operation, seeOther } from "./contract.ts";

const fundType = z.enum(FUND_TYPES);
export const edeliveryStatusSchema = describing<EdeliveryStatus>()(
  z.object({ required: z.boolean(), version: z.string(), consentedAt: nullableString }),
);
export const investorProfileSchema = describing<InvestorProfile>()(
  z.object({
    fullName: z.string(),
    memberId: z.string(),
    investorType: z.string(),
    membershipLevel: z.string(),
    dateJoined: z.string(),
    email: z.string(),
    phone: nullableString,
    mailingAddress: nullableString,
    fundAccess: z.array(z.object({ fund: fundType, grantedAt: nullableString })),
  }),
);
export const portfolioSchema = describing<PortfolioSummary>()(
  z.object({
    totalCommitment: z.number(),
    totalContributed: z.number(),
    totalRemaining: z.number(),
    progressPercent: z.number(),
    funds: z.array(
      z.object({
        fundType,
        commitment: z.number(),
        contributed: z.number(),
        remaining: z.number(),
        progressPercent: z.number(),
        subscriptionDate: nullableString,
      }),
    ),
  }),
);
export const holdingSchema = describing<Holding>()(
  z.object({
    id: z.number(),
    name: z.string(),
    description: z.string(),
    location: nullableString,
    fundType,
    assetType: z.string(),
    investmentAmount: z.string(),
    estimatedROI: z.string(),
    occupancyPercent: z.nullable(z.number()),
    acquisitionDate: nullableString,
  }),
).register(z.globalRegistry, { id: "Holding" });
export const capitalCallSchema = describing<CapitalCall>()(
  z.object({
    id: z.number(),
    fundType,
    callNumber: z.number(),
    amount: z.number(),
    purpose: z.string(),
    status: z.enum(["Pending", "Paid", "Overdue"]),
    callDate: z.string(),
    dueDate: z.string(),
    paidOn: nullableString,
  }),
).register(z.globalRegistry, { id: "InvestorCapitalCall" });
export const investorDocumentSchema = describing<InvestorDocument>()(
  z.object({
    id: z.number(),
    kind: z.enum(DOCUMENT_KINDS),
    name: z.string(),
    fundType: z.nullable(z.enum(DOCUMENT_FUNDS)),
    personal: z.boolean(),
    period: nullableString,
    fileSize: nullableString,
    documentDate: nullableString,
    status: z.nullable(documentStatusSchema),
    expectedDate: nullableString,
    available: z.boolean(),
    isNew: z.boolean(),
  }),
).register(z.globalRegistry, { id: "InvestorDocument" });
export const portalResourceSchema = describing<PortalResource>()(
  z.object({
    id: z.number(),
    name: z.string(),
    description: z.string(),
    category: z.string(),
    type: nullableString,
    format: nullableString,
    size: nullableString,
    updatedDate: z.string(),
    fund: z.enum(["General", "Both Funds", "Fund I", "Fund II"]),
    accessLevel: z.enum(["All Investors", "Individual Investors"]),
    tags: z.array(z.string()),
    isResearchReport: z.boolean(),
    downloadable: z.boolean(),
  }),
).register(z.globalRegistry, { id: "PortalResource" });

const tags = ["Investor portal"];
/**
 * `?entity=<id>`: the investing entity the call reads (decision 0060); without it, the caller's own
 * holding. Not a positive whole number: 400 naming `entity`; an entity the caller holds no live
 * seeing grant on: 404 "Account not found".
 */
const querystring = z.object({ entity: z.optional(idString) });
const pdf = (description: string) => fileAnswer(description, "application/pdf");

export const investorApi = {
  edelivery: operation({
    operationId: "getEdeliveryConsent",
    summary: "Whether the caller must accept the e-delivery notice, and when they did",
    tags,
    querystring,
    response: { 200: edeliveryStatusSchema },
  }),
  consent: operation({
    operationId: "consentToEdelivery",
    summary: "Accept the e-delivery notice now in force (investors)",
    tags,
    querystring,
    body: edeliveryConsentSchema,
    response: { 200: edeliveryStatusSchema },
  }),
  profile: operation({
    operationId: "getInvestorProfile",
    summary: "The caller's investor profile",
    tags,
    querystring,
    response: { 200: investorProfileSchema },
  }),
  portfolio: operation({
    operationId: "getPortfolio",
    summary: "The caller's commitments and contributions by fund",
    tags,
    querystring,
    response: { 200: portfolioSchema },
  }),
  holdings: operation({
    operationId: "listHoldings",
    summary: "The active investments of the caller's funds",
    tags,
    querystring,
    response: { 200: z.array(holdingSchema) },
  }),
  capitalCalls: operation({
    operationId: "listOwnCapitalCalls",
    summary: "The caller's parts of capital calls",
    tags,
    querystring,
    response: { 200: z.array(capitalCallSchema) },
  }),
  callNotice: operation({
    operationId: "downloadCapitalCallNotice",
    summary: "A capital call notice (audited)",
    tags,
    querystring,
    params: idParams,
    response: { 200: pdf("PDF notice (attachment)") },
  }),
  statement: operation({
    operationId: "downloadOwnStatement",
    summary: "The caller's capital account statement for a closed quarter, e.g. 2026-Q1 (audited)",
    tags,
    querystring,
    params: z.object({ period: z.string() }),
    response: { 200: pdf("PDF statement (attachment)") },
  }),
  consolidatedStatement: operation({
    operationId: "downloadConsolidatedStatement",
    summary:
      "The caller's capital account statement for a closed quarter over every account they may see, consolidated (audited)",
    tags,
    params: statementPeriodParams,
    response: { 200: pdf("PDF statement (attachment)") },
  }),
  documents: operation({
    operationId: "listOwnDocuments",
    summary: "The caller's documents and their funds' documents",
    tags,
    querystring,
    response: { 200: z.array(investorDocumentSchema) },
  }),
  document: operation({
    operationId: "getOwnDocument",
    summary: "One of the caller's documents",
    tags,
    querystring,
    params: idParams,
    response: { 200: investorDocumentSchema },
  }),
  downloadDocument: operation({
    operationId: "downloadOwnDocument",
    summary: "A document's file (audited)",
    tags,
    querystring,
    params: idParams,
    response: { 200: pdf("The document (attachment)") },
  }),
  resources: operation({
    operationId: "listPortalResources",
    summary: "The resources the caller may see",
    tags,
    querystring,
    response: { 200: z.array(portalResourceSchema) },
  }),
  downloadResource: operation({
    operationId: "downloadResource",
    summary: "A resource's file (public ones without sign-in), or a redirect to its link",
    tags,
    params: idParams,
    response: { 200: fileAnswer("The resource's file (attachment)", "application/octet-stream"), 303: seeOther },
  }),
};
