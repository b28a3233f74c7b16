// Prospects (issue 25 §1): the staff pipeline from a first contact to a commitment.
import * as z from "zod/mini";
import {
  PROSPECT_ACTIVITY_KINDS,
  PROSPECT_STAGES,
  prospectExportQuerySchema,
  prospectNoteSchema,
  prospectPageQuerySchema,
  prospectUpdateSchema,
  type Prospect,
  type ProspectActivity,
  type ProspectStage,
  type StaffOption,
} from "#domain/prospects.ts";
import { describing, fileAnswer, idParams, isoString, nullableString, operation, pageOf } from "./contract.ts";

const prospectFields = {
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  stage: z.enum(PROSPECT_STAGES),
  lostReason: nullableString,
  ownerId: z.nullable(z.number()),
  ownerName: nullableString,
  nextStep: nullableString,
  nextStepDate: nullableString,
  interest: nullableString,
  createdAt: isoString,
  updatedAt: isoString,
};
export const prospectSchema = describing<Prospect>()(z.object(prospectFields)).register(z.globalRegistry, {
  id: "Prospect",
});
export const prospectActivitySchema = describing<ProspectActivity>()(
  z.object({
    id: z.number(),
    at: isoString,
    kind: z.enum(PROSPECT_ACTIVITY_KINDS),
    summary: z.string(),
    actorName: nullableString,
  }),
);
export const prospectDetailSchema = z
  .object({ ...prospectFields, activities: z.array(prospectActivitySchema) })
  .register(z.globalRegistry, { id: "ProspectDetail" });
const staffOptionSchema = describing<StaffOption>()(z.object({ id: z.number(), name: z.string() }));
const stageCountsSchema = describing<Record<ProspectStage | "all", number>>()(
  z.object({
    all: z.number(),
    ...(Object.fromEntries(PROSPECT_STAGES.map((stage) => [stage, z.number()])) as Record<
      ProspectStage,
      z.ZodMiniNumber
    >),
  }),
);

const tags = ["Prospects"];

export const prospectApi = {
  page: operation({
    operationId: "listProspectsPage",
    summary: "One page of prospects, with the counts per stage",
    tags,
    querystring: prospectPageQuerySchema,
    response: { 200: z.object({ page: pageOf(prospectSchema), counts: stageCountsSchema }) },
  }),
  owners: operation({
    operationId: "listProspectOwners",
    summary: "The staff who can own a prospect",
    tags,
    response: { 200: z.array(staffOptionSchema) },
  }),
  export: operation({
    operationId: "exportProspects",
    summary: "Matching prospects as CSV (audited)",
    tags,
    querystring: prospectExportQuerySchema,
    response: { 200: fileAnswer("CSV file (attachment)", "text/csv") },
  }),
  get: operation({
    operationId: "getProspect",
    summary: "One prospect with its timeline",
    tags,
    params: idParams,
    response: { 200: prospectDetailSchema },
  }),
  update: operation({
    operationId: "updateProspect",
    summary: "Move a prospect along, give it an owner, set its next step",
    tags,
    params: idParams,
    body: prospectUpdateSchema,
    response: { 200: prospectSchema },
  }),
  note: operation({
    operationId: "addProspectNote",
    summary: "A note on a prospect's timeline",
    tags,
    params: idParams,
    body: prospectNoteSchema,
    response: { 201: prospectDetailSchema },
  }),
};
