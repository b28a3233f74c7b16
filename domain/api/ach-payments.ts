// Distributions paid by ACH (decision 0067): the fund's originator settings, a distribution's parts
// as its NACHA file takes them, the file itself, and marking parts paid from it.
import * as z from "zod/mini";
import {
  ACH_EXCLUSIONS,
  achOriginatorInputSchema,
  type AchDistributionView,
  type AchOriginatorView,
  type AchPaymentsRecorded,
} from "#domain/ach-payments.ts";
import { FUND_SLUGS } from "#domain/fund-slug.ts";
import { binary, describing, fileAnswer, idParams, isoString, operation } from "./contract.ts";
import { fundTypeSchema } from "./fund-views.ts";

const tags = ["Fund operations"];
const fundParams = z.object({ fund: z.enum(Object.keys(FUND_SLUGS) as [string, ...string[]]) });
const sec = z.enum(["PPD", "CCD"]);

export const achOriginatorViewSchema = describing<AchOriginatorView>()(
  z.object({
    fundType: fundTypeSchema,
    companyName: z.string(),
    companyId: z.string(),
    odfiRouting: z.string(),
    immediateDestination: z.string(),
    immediateDestinationName: z.string(),
    immediateOrigin: z.string(),
    immediateOriginName: z.string(),
    updatedAt: isoString,
  }),
).register(z.globalRegistry, { id: "AchOriginator" });

const part = {
  partId: z.number(),
  investorName: z.string(),
  memberId: z.string(),
  amountCents: z.number(),
};

export const achDistributionSchema = describing<AchDistributionView>()(
  z.object({
    distributionId: z.number(),
    fundType: fundTypeSchema,
    number: z.number(),
    blocked: z.nullable(z.string()),
    included: z.array(z.object({ ...part, sec, bankName: z.string(), accountMasked: z.string() })),
    includedCents: z.number(),
    excluded: z.array(
      z.object({ ...part, reason: z.enum(Object.keys(ACH_EXCLUSIONS) as [keyof typeof ACH_EXCLUSIONS]) }),
    ),
    paidCount: z.number(),
  }),
).register(z.globalRegistry, { id: "AchDistribution" });

const recordedSchema = describing<AchPaymentsRecorded>()(
  z.object({ updated: z.number(), paidOn: z.string(), totalCents: z.number() }),
);

export const achApi = {
  originator: operation({
    operationId: "getAchOriginator",
    summary: "A fund's ACH originator settings (null until a super admin enters them)",
    tags,
    params: fundParams,
    response: { 200: z.object({ originator: z.nullable(achOriginatorViewSchema) }) },
  }),
  updateOriginator: operation({
    operationId: "updateAchOriginator",
    summary: "Set a fund's ACH originator settings: company, originating bank, file header (super admins)",
    tags,
    params: fundParams,
    body: achOriginatorInputSchema,
    response: { 200: achOriginatorViewSchema },
  }),
  distribution: operation({
    operationId: "getDistributionAch",
    summary: "A distribution's unpaid parts as its ACH file takes them, and those left for wire or check",
    tags,
    params: idParams,
    response: { 200: achDistributionSchema },
  }),
  download: operation({
    operationId: "downloadDistributionNacha",
    summary: "A distribution's NACHA file of ACH credits (parts with verified bank accounts; audited)",
    tags,
    params: idParams,
    response: { 200: fileAnswer("NACHA file (attachment, 94-character records)", "text/plain") },
  }),
  recordFile: operation({
    operationId: "recordDistributionNacha",
    summary: "Mark the parts of an accepted NACHA file paid on its effective entry date (multipart: `file`)",
    tags,
    params: idParams,
    consumes: ["multipart/form-data"],
    body: z.object({ file: binary }),
    response: { 200: recordedSchema },
  }),
};
