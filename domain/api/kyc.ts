// KYC sanctions screening (issue 25 §4, decision 0064): staff import the list, screen an entity,
// decide its possible matches and rate its risk.
import * as z from "zod/mini";
import {
  KYC_STATUSES,
  MATCH_DECISIONS,
  RISK_RATINGS,
  SCREENED_SUBJECTS,
  SCREENING_STATUSES,
  matchDecisionSchema,
  riskRatingSchema,
  type EntityKyc,
  type KycMatch,
  type SanctionsListSummary,
} from "#domain/kyc.ts";
import { binary, describing, idParams, idString, isoString, nullableString, operation } from "./contract.ts";

export const sanctionsListSchema = describing<SanctionsListSummary>()(
  z.object({
    id: z.number(),
    fileName: z.string(),
    importedAt: isoString,
    importedBy: nullableString,
    entryCount: z.number(),
  }),
).register(z.globalRegistry, { id: "SanctionsList" });

const kycMatchSchema = describing<KycMatch>()(
  z.object({
    id: z.number(),
    subject: z.enum(SCREENED_SUBJECTS),
    screenedName: z.string(),
    userId: z.nullable(z.number()),
    listedName: z.string(),
    entNum: z.number(),
    programs: z.string(),
    score: z.number(),
    decision: z.enum(MATCH_DECISIONS),
    decidedBy: nullableString,
    decidedAt: nullableString,
    reason: nullableString,
  }),
);

export const entityKycSchema = describing<EntityKyc>()(
  z.object({
    entityId: z.number(),
    status: z.enum(KYC_STATUSES),
    riskRating: z.nullable(z.enum(RISK_RATINGS)),
    lastScreening: z.nullable(
      z.object({
        id: z.number(),
        screenedAt: isoString,
        screenedBy: nullableString,
        listId: z.number(),
        status: z.enum(SCREENING_STATUSES),
        namesScreened: z.number(),
      }),
    ),
    matches: z.array(kycMatchSchema),
  }),
).register(z.globalRegistry, { id: "EntityKyc" });

const tags = ["KYC"];
const matchParams = z.object({ id: idString, matchId: idString });

export const kycApi = {
  currentList: operation({
    operationId: "getSanctionsList",
    summary: "The sanctions list in use: the latest import, or null before the first (staff)",
    tags,
    response: { 200: z.nullable(sanctionsListSchema) },
  }),
  importList: operation({
    operationId: "importSanctionsList",
    summary:
      "Import a sanctions list in the OFAC SDN.CSV format (multipart: `file`, and optionally its ALT.CSV aliases as `alt`); all or nothing (staff)",
    tags,
    consumes: ["multipart/form-data"],
    body: z.object({ file: binary, alt: z.optional(binary) }),
    response: { 201: sanctionsListSchema },
  }),
  view: operation({
    operationId: "getEntityKyc",
    summary: "An entity's KYC status, risk rating, latest screening and its possible matches (staff)",
    tags,
    params: idParams,
    response: { 200: entityKycSchema },
  }),
  screen: operation({
    operationId: "screenEntity",
    summary: "Screen the entity's legal name and its people's names against the sanctions list in use (staff)",
    tags,
    params: idParams,
    response: { 200: entityKycSchema },
  }),
  decide: operation({
    operationId: "decideKycMatch",
    summary: "Clear or confirm a possible match of the latest screening, with a reason (staff)",
    tags,
    params: matchParams,
    body: matchDecisionSchema,
    response: { 200: entityKycSchema },
  }),
  setRiskRating: operation({
    operationId: "setEntityRiskRating",
    summary: "Set or take off the entity's risk rating (staff)",
    tags,
    params: idParams,
    body: riskRatingSchema,
    response: { 200: entityKycSchema },
  }),
};
