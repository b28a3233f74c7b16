// Staff pages of investing entities (decision 0060, slice 4): the list's query, the create, edit and
// grant inputs, and what the list and the entity page show.
import * as z from "zod/mini";
import { MAILING_ADDRESS_MAX } from "./account.ts";
import type { AuditLogEntry } from "./audit.ts";
import type { TaxFormKind, TaxFormStatus } from "./entity-details.ts";
import { ENTITY_KINDS, ENTITY_ROLES, type AccountFigures, type EntityKind, type EntityRole } from "./entities.ts";
import { optionalText, requiredEnum, requiredText } from "./fields.ts";
import type { KycStatus } from "./kyc.ts";
import { pageQuerySchema } from "./paging.ts";

/** The list's orders: by legal name (the default) or member ID. */
export const ENTITY_SORTS = ["name", "member"] as const;
export const ENTITY_SORT_LABELS = [
  { value: "name", label: "Legal name" },
  { value: "member", label: "Member ID" },
] as const;

/** ?q= (legal name or member ID), ?kind=, paging and order (decision 0037). */
export const entityPageQuerySchema = pageQuerySchema(ENTITY_SORTS, {
  kind: z.optional(requiredEnum(ENTITY_KINDS, "kind")),
});
export type EntityPageQuery = z.output<typeof entityPageQuerySchema>;

const LEGAL_NAME_MAX = 255;

/** A person's account id in a JSON body: a whole number from 1. */
const personId = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .check(
      z.int(`${label} is required`),
      z.positive(`${label} is required`),
      z.lte(2_147_483_647, `${label} is required`),
    );

const detailsShape = {
  kind: requiredEnum(ENTITY_KINDS, "Kind"),
  legalName: requiredText("Legal name", LEGAL_NAME_MAX),
  mailingAddress: optionalText("Mailing address", MAILING_ADDRESS_MAX),
};

/** PUT /api/admin/entities/:id: the entity's details. */
export const entityUpdateSchema = z.object(detailsShape);
export type EntityUpdateInput = z.input<typeof entityUpdateSchema>;
export type EntityUpdate = z.output<typeof entityUpdateSchema>;

/** POST /api/admin/entities: a new entity and the person who becomes its first signatory. */
export const entityCreateSchema = z.object({ ...detailsShape, signatoryId: personId("First signatory") });
export type EntityCreateInput = z.input<typeof entityCreateSchema>;
export type EntityCreate = z.output<typeof entityCreateSchema>;

/** POST /api/admin/entities/:id/people: a role for an existing investor account (replacing a live one). */
export const entityGrantSchema = z.object({ userId: personId("Person"), role: requiredEnum(ENTITY_ROLES, "Role") });
export type EntityGrantInput = z.input<typeof entityGrantSchema>;

export const STAFF_ENTITY_NOT_FOUND = "Investing entity not found";

/** One row of the staff entities list. */
export interface StaffEntityRow {
  id: number;
  legalName: string;
  kind: EntityKind;
  memberId: string;
  archivedAt: string | null;
  /** The funds it holds a commitment in ("Fund I", "Fund II"), in order. */
  funds: string[];
  /** People with a live grant of any role. */
  peopleCount: number;
  taxFormKind: TaxFormKind | null;
  taxFormStatus: TaxFormStatus;
  /** Sanctions screening (decision 0064). */
  kycStatus: KycStatus;
}

/** A person's grant on the entity page: live (revokedAt null) or history. */
export interface StaffEntityGrant {
  id: number;
  userId: number;
  name: string;
  email: string;
  role: EntityRole;
  grantedAt: string;
  grantedBy: string | null;
  revokedAt: string | null;
  revokedBy: string | null;
}

/** One of the entity's own documents. */
export interface StaffEntityDocument {
  id: number;
  name: string;
  kind: string;
  period: string | null;
  documentDate: string;
  status: string;
}

/** The staff entity page: details, positions per fund, people, documents and the last audit rows. */
export interface StaffEntityDetail {
  id: number;
  legalName: string;
  kind: EntityKind;
  memberId: string;
  mailingAddress: string | null;
  archivedAt: string | null;
  /** The person whose own holding this is (named as them; its name follows their account). */
  ownerId: number | null;
  taxFormKind: TaxFormKind | null;
  taxFormStatus: TaxFormStatus;
  positions: Array<AccountFigures & { fundType: string }>;
  people: StaffEntityGrant[];
  documents: StaffEntityDocument[];
  /** The newest audit rows about it or done for it (at most AUDIT_TRAIL_SIZE). */
  audit: AuditLogEntry[];
}

export const AUDIT_TRAIL_SIZE = 50;

/** "EDF-2026-90001": entities staff make number from 90001 up in the year they are made. */
export const STAFF_MEMBER_NUMBER_START = 90001;

/** A tax form's status as the staff list says it: "W-9 received", "Not received". */
export function taxFormLabel(kind: string | null, status: string): string {
  const said: Record<string, string> = {
    missing: "Not received",
    received: "received",
    accepted: "accepted",
    rejected: "rejected",
  };
  if (status === "missing") return said.missing;
  return kind ? `${kind} ${said[status] ?? status}` : `Tax form ${said[status] ?? status}`;
}

/** Accreditation is recorded by issue 25; until then the list and page say so. */
export const ACCREDITATION_NOT_RECORDED = "Not yet recorded";
