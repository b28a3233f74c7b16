// Staff pages of investing entities (decision 0060, slice 4): /api/admin/entities.
import * as z from "zod/mini";
import { ENTITY_KINDS, ENTITY_ROLES } from "#domain/entities.ts";
import { TAX_FORM_KINDS, TAX_FORM_STATUSES } from "#domain/entity-details.ts";
import { KYC_STATUSES } from "#domain/kyc.ts";
import {
  entityCreateSchema,
  entityGrantSchema,
  entityPageQuerySchema,
  entityUpdateSchema,
  type StaffEntityDetail,
  type StaffEntityRow,
} from "#domain/staff-entities.ts";
import { describing, idParams, idString, isoString, noContent, nullableString, operation, pageOf } from "./contract.ts";
import { auditEntrySchema } from "./users.ts";

const taxForm = {
  taxFormKind: z.nullable(z.enum(TAX_FORM_KINDS)),
  taxFormStatus: z.enum(TAX_FORM_STATUSES),
};

export const staffEntityRowSchema = describing<StaffEntityRow>()(
  z.object({
    id: z.number(),
    legalName: z.string(),
    kind: z.enum(ENTITY_KINDS),
    memberId: z.string(),
    archivedAt: nullableString,
    funds: z.array(z.string()),
    peopleCount: z.number(),
    ...taxForm,
    kycStatus: z.enum(KYC_STATUSES),
  }),
).register(z.globalRegistry, { id: "StaffEntityRow" });

const figures = {
  commitmentCents: z.number(),
  contributedCents: z.number(),
  unfundedCents: z.number(),
  distributedCents: z.number(),
  navShareCents: z.number(),
};

export const staffEntityDetailSchema = describing<StaffEntityDetail>()(
  z.object({
    id: z.number(),
    legalName: z.string(),
    kind: z.enum(ENTITY_KINDS),
    memberId: z.string(),
    mailingAddress: nullableString,
    archivedAt: nullableString,
    ownerId: z.nullable(z.number()),
    ...taxForm,
    positions: z.array(z.object({ fundType: z.string(), ...figures })),
    people: z.array(
      z.object({
        id: z.number(),
        userId: z.number(),
        name: z.string(),
        email: z.string(),
        role: z.enum(ENTITY_ROLES),
        grantedAt: isoString,
        grantedBy: nullableString,
        revokedAt: nullableString,
        revokedBy: nullableString,
      }),
    ),
    documents: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        kind: z.string(),
        period: nullableString,
        documentDate: z.string(),
        status: z.string(),
      }),
    ),
    audit: z.array(auditEntrySchema),
  }),
).register(z.globalRegistry, { id: "StaffEntityDetail" });

const tags = ["Investing entities"];
const personParams = z.object({ id: idString, userId: idString });

export const staffEntityApi = {
  page: operation({
    operationId: "listInvestingEntitiesPage",
    summary: "One page of investing entities, searched by legal name or member ID and filtered by kind",
    tags,
    querystring: entityPageQuerySchema,
    response: { 200: pageOf(staffEntityRowSchema) },
  }),
  get: operation({
    operationId: "getInvestingEntity",
    summary: "An investing entity: details, positions per fund, people, documents and audit trail",
    tags,
    params: idParams,
    response: { 200: staffEntityDetailSchema },
  }),
  create: operation({
    operationId: "createInvestingEntity",
    summary: "Create an investing entity with a person as its first signatory",
    tags,
    body: entityCreateSchema,
    response: { 201: staffEntityDetailSchema },
  }),
  update: operation({
    operationId: "updateInvestingEntity",
    summary: "Change an investing entity's kind, legal name or mailing address",
    tags,
    params: idParams,
    body: entityUpdateSchema,
    response: { 200: staffEntityDetailSchema },
  }),
  archive: operation({
    operationId: "archiveInvestingEntity",
    summary: "Archive an investing entity (its records stay; it joins no new call or distribution)",
    tags,
    params: idParams,
    response: { 200: staffEntityDetailSchema },
  }),
  restore: operation({
    operationId: "restoreInvestingEntity",
    summary: "Restore an archived investing entity",
    tags,
    params: idParams,
    response: { 200: staffEntityDetailSchema },
  }),
  grant: operation({
    operationId: "grantInvestingEntityRole",
    summary: "Give an investor account a role on the entity (replacing a live one); it keeps a signatory",
    tags,
    params: idParams,
    body: entityGrantSchema,
    response: { 200: staffEntityDetailSchema },
  }),
  revoke: operation({
    operationId: "revokeInvestingEntityRole",
    summary: "End a person's role on the entity (kept as history); never its last signatory",
    tags,
    params: personParams,
    response: { 204: noContent },
  }),
};
