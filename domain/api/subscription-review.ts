// Staff review of subscriptions (issue 25 §4, decision 0065): the payloads of /api/admin/subscriptions,
// the accreditation decisions and the validity setting.
import * as z from "zod/mini";
import { ENTITY_KINDS } from "#domain/entities.ts";
import { KYC_STATUSES } from "#domain/kyc.ts";
import { OFFERING_EXEMPTIONS } from "#domain/offerings.ts";
import { SUBSCRIPTION_ACTIONS } from "#domain/subscription-states.ts";
import {
  accreditationDecisionSchema,
  accreditationValiditySchema,
  declineSchema,
  revisionRequestSchema,
  subscriptionPageQuerySchema,
} from "#domain/subscription-review.ts";
import {
  ACCREDITATION_METHODS,
  ACCREDITATION_STATUSES,
  SIGNER_ROLES,
  SUBSCRIPTION_STATUSES,
} from "#domain/subscriptions.ts";
import { idParams, isoString, nullableString, operation, pageOf } from "./contract.ts";
import { entityKycSchema } from "./kyc.ts";

const EFFECTIVE = ["pending", "verified", "rejected", "expired"] as const;
const ACTIONS = Object.keys(SUBSCRIPTION_ACTIONS) as [
  keyof typeof SUBSCRIPTION_ACTIONS,
  ...(keyof typeof SUBSCRIPTION_ACTIONS)[],
];

const listFields = {
  id: z.number(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  offeringId: z.number(),
  offeringName: z.string(),
  exemption: z.enum(OFFERING_EXEMPTIONS),
  entityId: z.number(),
  entityName: z.string(),
  memberId: z.string(),
  entityKind: z.enum(ENTITY_KINDS),
  kycStatus: z.enum(KYC_STATUSES),
  commitmentCents: z.nullable(z.number()),
  submittedAt: nullableString,
  updatedAt: isoString,
  /** The entity's latest accreditation as it stands today (null: none given). */
  accreditation: z.nullable(z.enum(EFFECTIVE)),
};
export const subscriptionListItemSchema = z
  .object(listFields)
  .register(z.globalRegistry, { id: "SubscriptionListItem" });
export type SubscriptionListItem = z.output<typeof subscriptionListItemSchema>;

export const accreditationViewSchema = z.object({
  id: z.number(),
  subscriptionId: z.nullable(z.number()),
  method: z.enum(ACCREDITATION_METHODS),
  status: z.enum(ACCREDITATION_STATUSES),
  effective: z.enum(EFFECTIVE),
  evidenceFileName: nullableString,
  letterDate: nullableString,
  bases: z.nullable(z.array(z.string())),
  submittedAt: isoString,
  decidedBy: nullableString,
  decidedAt: nullableString,
  expiresOn: nullableString,
  note: nullableString,
});

export const subscriptionDetailSchema = z
  .object({
    ...listFields,
    answersVersion: z.number(),
    decidedAt: nullableString,
    declineReason: nullableString,
    answers: z.array(
      z.object({
        section: z.string(),
        title: z.string(),
        rows: z.array(z.object({ field: z.string(), label: z.string(), value: z.string() })),
      }),
    ),
    signatures: z.array(
      z.object({
        id: z.number(),
        role: z.enum(SIGNER_ROLES),
        signerName: z.string(),
        signerEmail: z.string(),
        typedName: z.string(),
        consentedAt: isoString,
        signedAt: isoString,
        ip: z.string(),
        userAgent: z.string(),
        signInMethod: z.string(),
        documentSha256: z.string(),
        voidedAt: nullableString,
      }),
    ),
    events: z.array(
      z.object({
        id: z.number(),
        fromStatus: z.nullable(z.enum(SUBSCRIPTION_STATUSES)),
        toStatus: z.enum(SUBSCRIPTION_STATUSES),
        actorName: nullableString,
        at: isoString,
        note: nullableString,
      }),
    ),
    comments: z.array(
      z.object({
        id: z.number(),
        field: z.string(),
        comment: z.string(),
        authorName: nullableString,
        createdAt: isoString,
        resolvedAt: nullableString,
      }),
    ),
    accreditations: z.array(accreditationViewSchema),
    kyc: entityKycSchema,
    /** What staff may do now (domain/subscription-states.ts). */
    actions: z.array(z.enum(ACTIONS)),
    /** Why Approve would be refused now, or null. */
    approvalBlocker: nullableString,
    today: z.string(),
  })
  .register(z.globalRegistry, { id: "SubscriptionDetail" });
export type SubscriptionDetail = z.output<typeof subscriptionDetailSchema>;

const statusCounts = z.record(z.string(), z.number());
const validitySchema = z.object({ days: z.number() });
const tags = ["Subscriptions (staff)"];

export const subscriptionReviewApi = {
  page: operation({
    operationId: "listSubscriptionsPage",
    summary: "One page of subscriptions, with the counts per state",
    tags,
    querystring: subscriptionPageQuerySchema,
    response: {
      200: z.object({
        page: pageOf(subscriptionListItemSchema),
        counts: statusCounts,
        offerings: z.array(z.object({ id: z.number(), name: z.string() })),
      }),
    },
  }),
  get: operation({
    operationId: "getSubscriptionForReview",
    summary: "One subscription: answers, signatures, events, comments, accreditation and KYC",
    tags,
    params: idParams,
    response: { 200: subscriptionDetailSchema },
  }),
  revision: operation({
    operationId: "requestSubscriptionRevision",
    summary: "Send a submitted subscription back with comments on its answers",
    tags,
    params: idParams,
    body: revisionRequestSchema,
    response: { 200: subscriptionDetailSchema },
  }),
  approve: operation({
    operationId: "approveSubscription",
    summary: "Approve a submitted subscription (409 naming why when KYC or accreditation is not in order)",
    tags,
    params: idParams,
    response: { 200: subscriptionDetailSchema },
  }),
  decline: operation({
    operationId: "declineSubscription",
    summary: "Decline a subscription, with the reason",
    tags,
    params: idParams,
    body: declineSchema,
    response: { 200: subscriptionDetailSchema },
  }),
  screen: operation({
    operationId: "screenSubscriptionEntity",
    summary: "Screen the subscription's entity, its people and the owners it names now",
    tags,
    params: idParams,
    response: { 200: subscriptionDetailSchema },
  }),
  decideAccreditation: operation({
    operationId: "decideAccreditation",
    summary: "Verify or reject an accreditation (audited; 409 naming why it cannot be verified)",
    tags,
    params: idParams,
    body: accreditationDecisionSchema,
    response: { 200: accreditationViewSchema },
  }),
  validity: operation({
    operationId: "getAccreditationValidity",
    summary: "Days a verified accreditation stays valid",
    tags,
    response: { 200: validitySchema },
  }),
  updateValidity: operation({
    operationId: "updateAccreditationValidity",
    summary: "Set the days a verified accreditation stays valid (super admins; audited)",
    tags,
    body: accreditationValiditySchema,
    response: { 200: validitySchema },
  }),
};
