// The people of an investing entity (decision 0060, slice 3): its live grants and open invitations,
// inviting, cancelling and revoking (signatories; staff through /api/admin), and accepting a link.
import * as z from "zod/mini";
import { setPasswordSchema } from "#domain/account-links.ts";
import { ENTITY_ROLES } from "#domain/entities.ts";
import {
  entityInvitationSchema,
  entityInvitationTokenSchema,
  type EntityInvitation,
  type EntityPeople,
  type EntityPerson,
} from "#domain/entity-people.ts";
import { OPTIONAL_MAIL_KINDS } from "#domain/mail.ts";
import { passwordSetAnswerSchema } from "./account.ts";
import { describing, idString, isoString, noContent, nullableString, operation } from "./contract.ts";

const role = z.enum(ENTITY_ROLES);
const noticeKinds = z.nullable(z.array(z.enum(OPTIONAL_MAIL_KINDS)));

export const entityPersonSchema = describing<EntityPerson>()(
  z.object({
    grantId: z.number(),
    userId: z.number(),
    name: z.string(),
    email: z.string(),
    role,
    noticeKinds,
    grantedAt: isoString,
    grantedBy: nullableString,
    you: z.boolean(),
  }),
).register(z.globalRegistry, { id: "EntityPerson" });

export const entityInvitationSummarySchema = describing<EntityInvitation>()(
  z.object({
    id: z.number(),
    name: nullableString,
    email: z.string(),
    role,
    noticeKinds,
    sentAt: isoString,
    expiresAt: isoString,
    invitedBy: nullableString,
  }),
).register(z.globalRegistry, { id: "EntityInvitation" });

export const entityPeopleSchema = describing<EntityPeople>()(
  z.object({
    entityId: z.number(),
    legalName: z.string(),
    people: z.array(entityPersonSchema),
    invitations: z.array(entityInvitationSummarySchema),
    mayManage: z.boolean(),
  }),
);

const sentSchema = z.object({ id: z.number(), expiresAt: isoString });
const acceptedSchema = z.object({ entityId: z.number(), role, entityName: z.string(), message: z.string() });

const entityParams = z.object({ entityId: idString });
const grantParams = z.object({ entityId: idString, grantId: idString });
const invitationParams = z.object({ entityId: idString, invitationId: idString });

/** The operations, for a portal prefix ("investor") or the staff one ("admin"). */
function peopleOperations(who: "Investor" | "Staff", tags: string[]) {
  const by = who === "Investor" ? " (signatories)" : " (staff)";
  return {
    list: operation({
      operationId: `list${who}EntityPeople`,
      summary: `An account's people with live roles and its open invitations${who === "Investor" ? " (anyone who sees it)" : ""}`,
      tags,
      params: entityParams,
      response: { 200: entityPeopleSchema },
    }),
    invite: operation({
      operationId: `invite${who}EntityPerson`,
      summary: `Invite someone by e-mail to a role on an account${by}`,
      tags,
      params: entityParams,
      body: entityInvitationSchema,
      response: { 201: sentSchema },
    }),
    revoke: operation({
      operationId: `revoke${who}EntityGrant`,
      summary: `Revoke a person's role on an account; its last signatory cannot be revoked${by}`,
      tags,
      params: grantParams,
      response: { 204: noContent },
    }),
    cancel: operation({
      operationId: `cancel${who}EntityInvitation`,
      summary: `Cancel an open invitation${by}`,
      tags,
      params: invitationParams,
      response: { 204: noContent },
    }),
  };
}

export const entityPeopleApi = {
  ...peopleOperations("Investor", ["Investor portal"]),
  accept: operation({
    operationId: "acceptEntityInvitation",
    summary: "Accept an invitation to an account's role, signed in as the invited address's account",
    tags: ["Investor portal"],
    body: entityInvitationTokenSchema,
    response: { 200: acceptedSchema },
  }),
  acceptWithPassword: operation({
    operationId: "acceptEntityInvitationWithPassword",
    summary: "Set the password of an account made with an invitation to an account's role, and accept it",
    tags: ["Session"],
    body: setPasswordSchema,
    response: { 200: passwordSetAnswerSchema },
  }),
};

// Staff revoke a role on the staff entity page's own route (domain/api/staff-entities.ts).
const { revoke: _staffRevoke, ...staffOperations } = peopleOperations("Staff", ["Entities"]);
export const staffEntityPeopleApi = staffOperations;
