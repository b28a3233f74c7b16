// Fund operations (staff): the ledger's overview and lists, calls, distributions, valuations and
// each fund's wire instructions.
import * as z from "zod/mini";
import {
  callPartPageQuerySchema,
  distributionPartPageQuerySchema,
  fundInvestorPageQuerySchema,
  fundLedgerPageQuerySchema,
} from "#domain/fund-lists.ts";
import {
  capitalCallInputSchema,
  distributionInputSchema,
  fundSettingsInputSchema,
  partPaymentsInputSchema,
  valuationInputSchema,
} from "#domain/fund-operations.ts";
import { FUND_SLUGS } from "#domain/fund-slug.ts";
import { fileAnswer, idParams, idString, operation, pageOf } from "./contract.ts";
import {
  callPartViewSchema,
  callSummarySchema,
  capitalCallPreviewSchema,
  distributionPartViewSchema,
  distributionPreviewSchema,
  distributionSummarySchema,
  fundInvestorSchema,
  fundOverviewSchema,
  fundSummaryViewSchema,
  issuedSchema,
  settingsViewSchema,
  updatedCountSchema,
  valuationSchema,
} from "./fund-views.ts";

const tags = ["Fund operations"];
const fundParams = z.object({ fund: z.enum(Object.keys(FUND_SLUGS) as [string, ...string[]]) });

export const fundApi = {
  overview: operation({
    operationId: "getFundOverview",
    summary: "A fund's ledger: totals, performance, investors, calls, distributions and valuations",
    tags,
    params: fundParams,
    response: { 200: fundOverviewSchema },
  }),
  summary: operation({
    operationId: "getFundSummary",
    summary: "A fund's totals, performance and valuations (the lists are paged apart)",
    tags,
    params: fundParams,
    response: { 200: fundSummaryViewSchema },
  }),
  investorsPage: operation({
    operationId: "listFundInvestorsPage",
    summary: "One page of a fund's investors with their capital accounts",
    tags,
    params: fundParams,
    querystring: fundInvestorPageQuerySchema,
    response: { 200: pageOf(fundInvestorSchema) },
  }),
  callsPage: operation({
    operationId: "listCapitalCallsPage",
    summary: "One page of a fund's capital calls",
    tags,
    params: fundParams,
    querystring: fundLedgerPageQuerySchema,
    response: { 200: pageOf(callSummarySchema) },
  }),
  distributionsPage: operation({
    operationId: "listDistributionsPage",
    summary: "One page of a fund's distributions",
    tags,
    params: fundParams,
    querystring: fundLedgerPageQuerySchema,
    response: { 200: pageOf(distributionSummarySchema) },
  }),
  callPartsPage: operation({
    operationId: "listCapitalCallPartsPage",
    summary: "One page of a capital call's investor parts",
    tags,
    params: idParams,
    querystring: callPartPageQuerySchema,
    response: { 200: pageOf(callPartViewSchema) },
  }),
  distributionPartsPage: operation({
    operationId: "listDistributionPartsPage",
    summary: "One page of a distribution's investor parts",
    tags,
    params: idParams,
    querystring: distributionPartPageQuerySchema,
    response: { 200: pageOf(distributionPartViewSchema) },
  }),
  statement: operation({
    operationId: "getInvestorStatement",
    summary: "Any investor's capital account statement for a closed quarter (PDF)",
    tags,
    params: z.object({ id: idString, period: z.string() }),
    response: { 200: fileAnswer("PDF statement (attachment)", "application/pdf") },
  }),
  previewCall: operation({
    operationId: "previewCapitalCall",
    summary: "A capital call's allocation as it would be issued now (nothing is stored)",
    tags,
    body: capitalCallInputSchema,
    response: { 200: capitalCallPreviewSchema },
  }),
  issueCall: operation({
    operationId: "issueCapitalCall",
    summary: "Issue a capital call: its parts, notices and e-mails in one transaction",
    tags,
    body: capitalCallInputSchema,
    response: { 201: issuedSchema },
  }),
  callPayments: operation({
    operationId: "markCapitalCallPartsPaid",
    summary: "Mark capital call parts paid on a day",
    tags,
    body: partPaymentsInputSchema,
    response: { 200: updatedCountSchema },
  }),
  previewDistribution: operation({
    operationId: "previewDistribution",
    summary: "A distribution's allocation as it would be issued now (nothing is stored)",
    tags,
    body: distributionInputSchema,
    response: { 200: distributionPreviewSchema },
  }),
  issueDistribution: operation({
    operationId: "issueDistribution",
    summary: "Issue a distribution: its parts, notices and e-mails in one transaction",
    tags,
    body: distributionInputSchema,
    response: { 201: issuedSchema },
  }),
  distributionPayments: operation({
    operationId: "markDistributionPartsPaid",
    summary: "Mark distribution parts paid on a day",
    tags,
    body: partPaymentsInputSchema,
    response: { 200: updatedCountSchema },
  }),
  addValuation: operation({
    operationId: "addValuation",
    summary: "Record a fund's NAV at a quarter's end (or an interim date)",
    tags,
    body: valuationInputSchema,
    response: { 201: valuationSchema },
  }),
  settings: operation({
    operationId: "getFundSettings",
    summary: "A fund's legal name, first close and wire instructions (null until entered)",
    tags,
    params: fundParams,
    response: { 200: z.object({ settings: z.nullable(settingsViewSchema) }) },
  }),
  updateSettings: operation({
    operationId: "updateFundSettings",
    summary: "Set a fund's legal name, first close and wire instructions (super admins)",
    tags,
    params: fundParams,
    body: fundSettingsInputSchema,
    response: { 200: settingsViewSchema },
  }),
};
