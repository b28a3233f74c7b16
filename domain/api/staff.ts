// Staff dashboard figures, contact inquiries (and the public contact form), investments and firm
// events.
import * as z from "zod/mini";
import type { Dataset } from "#domain/dataset.ts";
import { EVENT_TIME_ZONES, MEETING_TYPES, firmEventInputSchema, type FirmEvent } from "#domain/firm-event.ts";
import { INVESTMENT_INTERESTS } from "#domain/inquiry-options.ts";
import {
  INQUIRY_STATUSES,
  inquiryExportQuerySchema,
  inquiryInputSchema,
  inquiryListQuerySchema,
  inquiryPageQuerySchema,
  inquiryStatusUpdateSchema,
  type Inquiry,
} from "#domain/inquiry.ts";
import {
  FUND_TYPES,
  INVESTMENT_STATUSES,
  RISK_LEVELS,
  investmentInputSchema,
  investmentPageQuerySchema,
  type Investment,
} from "#domain/investment.ts";
import type { FundSummary, Stats } from "#domain/stats.ts";
import {
  describing,
  fileAnswer,
  idParams,
  isoString,
  noContent,
  nullableString,
  operation,
  pageOf,
} from "./contract.ts";

export const statsSchema = describing<Stats>()(
  z.object({
    totalUsers: z.number(),
    activeInvestments: z.number(),
    resources: z.number(),
    pendingInquiries: z.number(),
    resourceCount: z.number(),
    updateCount: z.number(),
    downloadCount: z.number(),
    memberCount: z.number(),
    propertiesUnderReview: z.number(),
  }),
);
export const fundSummarySchema = describing<FundSummary>()(
  z.object({
    fundType: z.enum(FUND_TYPES),
    investmentCount: z.number(),
    activeCount: z.number(),
    totalInvested: z.string(),
    averageROI: nullableString,
    totalCommitments: z.string(),
    calledAmount: z.string(),
    paidInAmount: z.string(),
    outstandingAmount: z.string(),
    remainingCommitment: z.string(),
    investorCount: z.number(),
  }),
).register(z.globalRegistry, { id: "FundSummary" });
export const datasetSchema = describing<Dataset>()(
  z.object({
    id: z.number(),
    name: z.string(),
    description: nullableString,
    format: nullableString,
    size: nullableString,
    downloadUrl: nullableString,
    updatedAt: isoString,
  }),
);
export const inquirySchema = describing<Inquiry>()(
  z.object({
    id: z.number(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    investmentInterest: z.enum(INVESTMENT_INTERESTS),
    message: nullableString,
    status: z.enum(INQUIRY_STATUSES),
    createdAt: isoString,
  }),
).register(z.globalRegistry, { id: "Inquiry" });
export const investmentSchema = describing<Investment>()(
  z.object({
    id: z.number(),
    name: z.string(),
    description: z.string(),
    location: nullableString,
    fundType: z.enum(FUND_TYPES),
    assetType: z.string(),
    status: z.enum(INVESTMENT_STATUSES),
    investmentAmount: z.string(),
    estimatedROI: z.string(),
    projectedCashFlow: nullableString,
    riskLevel: z.nullable(z.enum(RISK_LEVELS)),
    acquisitionDate: nullableString,
    occupancyPercent: z.nullable(z.number()),
    contactPerson: nullableString,
    dueDiligenceNotes: nullableString,
    marketAnalysis: nullableString,
    financialProjections: nullableString,
    ceo: nullableString,
    generalManager: nullableString,
    operationsManager: nullableString,
    boardChair: nullableString,
    boardMembers: z.array(z.string()),
    createdAt: isoString,
  }),
).register(z.globalRegistry, { id: "Investment" });
export const firmEventSchema = describing<FirmEvent>()(
  z.object({
    id: z.number(),
    title: z.string(),
    date: z.string(),
    time: z.string(),
    timeZone: z.enum(EVENT_TIME_ZONES),
    durationMinutes: z.number(),
    type: z.enum(MEETING_TYPES),
    location: z.string(),
    description: z.string(),
    fundType: z.nullable(z.enum(FUND_TYPES)),
    createdAt: isoString,
    updatedAt: isoString,
  }),
).register(z.globalRegistry, { id: "FirmEvent" });

const dashboard = ["Dashboard"];
const inquiries = ["Inquiries"];
const investments = ["Investments"];
const events = ["Firm events"];

export const dashboardApi = {
  stats: operation({
    operationId: "getStats",
    summary: "Live counters",
    tags: dashboard,
    response: { 200: statsSchema },
  }),
  fundSummaries: operation({
    operationId: "listFundSummaries",
    summary: "Each fund's investments, commitments and calls in figures",
    tags: dashboard,
    response: { 200: z.array(fundSummarySchema) },
  }),
  datasets: operation({
    operationId: "listDatasets",
    summary: "The datasets list",
    tags: dashboard,
    response: { 200: z.array(datasetSchema) },
  }),
};

export const inquiryApi = {
  submit: operation({
    operationId: "submitInquiry",
    summary: "The public contact form",
    tags: inquiries,
    body: inquiryInputSchema,
    response: { 201: inquirySchema },
  }),
  list: operation({
    operationId: "listInquiries",
    summary: "Contact inquiries, newest first",
    tags: inquiries,
    querystring: inquiryListQuerySchema,
    response: { 200: z.array(inquirySchema) },
  }),
  page: operation({
    operationId: "listInquiriesPage",
    summary: "One page of contact inquiries",
    tags: inquiries,
    querystring: inquiryPageQuerySchema,
    response: { 200: pageOf(inquirySchema) },
  }),
  export: operation({
    operationId: "exportInquiries",
    summary: "Matching inquiries as CSV (audited)",
    tags: inquiries,
    querystring: inquiryExportQuerySchema,
    response: { 200: fileAnswer("CSV file (attachment)", "text/csv") },
  }),
  get: operation({
    operationId: "getInquiry",
    summary: "One inquiry",
    tags: inquiries,
    params: idParams,
    response: { 200: inquirySchema },
  }),
  update: operation({
    operationId: "updateInquiryStatus",
    summary: "Move an inquiry along (new, contacted, qualified, closed)",
    tags: inquiries,
    params: idParams,
    body: inquiryStatusUpdateSchema,
    response: { 200: inquirySchema },
  }),
  remove: operation({
    operationId: "deleteInquiry",
    summary: "Delete an inquiry",
    tags: inquiries,
    params: idParams,
    response: { 204: noContent },
  }),
};

export const investmentApi = {
  list: operation({
    operationId: "listInvestments",
    summary: "Every investment",
    tags: investments,
    response: { 200: z.array(investmentSchema) },
  }),
  page: operation({
    operationId: "listInvestmentsPage",
    summary: "One page of investments",
    tags: investments,
    querystring: investmentPageQuerySchema,
    response: { 200: pageOf(investmentSchema) },
  }),
  create: operation({
    operationId: "createInvestment",
    summary: "Add an investment",
    tags: investments,
    body: investmentInputSchema,
    response: { 201: investmentSchema },
  }),
  update: operation({
    operationId: "updateInvestment",
    summary: "Update an investment",
    tags: investments,
    params: idParams,
    body: investmentInputSchema,
    response: { 200: investmentSchema },
  }),
  remove: operation({
    operationId: "deleteInvestment",
    summary: "Delete an investment",
    tags: investments,
    params: idParams,
    response: { 204: noContent },
  }),
};

export const firmEventApi = {
  list: operation({
    operationId: "listFirmEvents",
    summary: "The firm's meetings",
    tags: events,
    response: { 200: z.array(firmEventSchema) },
  }),
  create: operation({
    operationId: "createFirmEvent",
    summary: "Add a meeting",
    tags: events,
    body: firmEventInputSchema,
    response: { 201: firmEventSchema },
  }),
  update: operation({
    operationId: "updateFirmEvent",
    summary: "Update a meeting",
    tags: events,
    params: idParams,
    body: firmEventInputSchema,
    response: { 200: firmEventSchema },
  }),
  remove: operation({
    operationId: "deleteFirmEvent",
    summary: "Delete a meeting",
    tags: events,
    params: idParams,
    response: { 204: noContent },
  }),
};
