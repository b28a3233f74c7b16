// The investor's subscription questionnaire (issue 25 §3, decision 0065): start, read, save a
// section, continue to signing, withdraw, and submit accreditation.
import * as z from "zod/mini";
import { ENTITY_KINDS, ENTITY_ROLES } from "#domain/entities.ts";
import { OFFERING_EXEMPTIONS } from "#domain/offerings.ts";
import { SECTION_KEYS } from "#domain/subscription-questions.ts";
import {
  accreditationSchema,
  evidenceSchema,
  readySchema,
  saveSectionSchema,
  startSubscriptionSchema,
  type SubscriptionSummary,
  type SubscriptionView,
} from "#domain/subscription-questionnaire.ts";
import { ACCREDITATION_METHODS, ACCREDITATION_STATUSES, SUBSCRIPTION_STATUSES } from "#domain/subscriptions.ts";
import { describing, idParams, idString, isoString, nullableString, operation } from "./contract.ts";

const status = z.enum(SUBSCRIPTION_STATUSES);

export const subscriptionSummarySchema = describing<SubscriptionSummary>()(
  z.object({
    id: z.number(),
    status,
    offeringName: z.string(),
    entityId: z.number(),
    entityName: z.string(),
    nextStep: z.string(),
    nextPath: z.string(),
    updatedAt: isoString,
  }),
).register(z.globalRegistry, { id: "SubscriptionSummary" });

export const subscriptionViewSchema = describing<SubscriptionView>()(
  z.object({
    id: z.number(),
    status,
    answersVersion: z.number(),
    commitmentCents: z.nullable(z.number()),
    offering: z.object({
      id: z.number(),
      name: z.string(),
      exemption: z.enum(OFFERING_EXEMPTIONS),
      minimumCommitmentCents: z.number(),
      requiresQualifiedPurchaser: z.boolean(),
    }),
    entity: z.object({
      id: z.number(),
      legalName: z.string(),
      kind: z.enum(ENTITY_KINDS),
      role: z.enum(ENTITY_ROLES),
    }),
    may: z.object({ edit: z.boolean(), sign: z.boolean(), withdraw: z.boolean() }),
    answers: z.partialRecord(z.enum(SECTION_KEYS), z.record(z.string(), z.unknown())),
    sections: z.array(z.object({ key: z.enum(SECTION_KEYS), title: z.string(), complete: z.boolean() })),
    problems: z.array(z.object({ section: z.enum(SECTION_KEYS), field: z.string(), message: z.string() })),
    accreditation: z.object({
      verifiedUntil: nullableString,
      latest: z.nullable(
        z.object({
          method: z.enum(ACCREDITATION_METHODS),
          status: z.enum(ACCREDITATION_STATUSES),
          letterDate: nullableString,
          submittedAt: isoString,
        }),
      ),
    }),
    comments: z.array(z.object({ id: z.number(), field: z.string(), comment: z.string(), createdAt: isoString })),
    signatories: z.array(z.object({ name: z.string(), signed: z.boolean() })),
  }),
).register(z.globalRegistry, { id: "SubscriptionView" });

const tags = ["Subscriptions"];
const versionAnswer = z.object({ answersVersion: z.number() });

export const questionnaireApi = {
  list: operation({
    operationId: "listMySubscriptions",
    summary: "The subscriptions of the accounts the person sees, with their next step",
    tags,
    response: { 200: z.array(subscriptionSummarySchema) },
  }),
  start: operation({
    operationId: "startSubscription",
    summary: "Start a subscription to an open offering for one of the person's accounts, or a new one",
    tags,
    body: startSubscriptionSchema,
    response: { 201: z.object({ id: z.number() }) },
  }),
  view: operation({
    operationId: "getMySubscription",
    summary: "One subscription: answers (sealed values masked), sections, problems, comments, signatories",
    tags,
    params: idParams,
    response: { 200: subscriptionViewSchema },
  }),
  saveSection: operation({
    operationId: "saveSubscriptionSection",
    summary: "Save one section's answers (signatories and delegates); 409 when answersVersion is stale",
    tags,
    params: z.object({ id: idString, section: z.enum(SECTION_KEYS) }),
    body: saveSectionSchema,
    response: { 200: versionAnswer },
  }),
  ready: operation({
    operationId: "subscriptionReadyToSign",
    summary: "Check the questionnaire is complete and set the commitment, ready for signing",
    tags,
    params: idParams,
    body: readySchema,
    response: { 200: z.object({ commitmentCents: z.number(), next: z.string() }) },
  }),
  withdraw: operation({
    operationId: "withdrawSubscription",
    summary: "Withdraw the subscription (signatories)",
    tags,
    params: idParams,
    response: { 200: z.object({ status }) },
  }),
  accreditation: operation({
    operationId: "submitAccreditation",
    summary: "Submit accredited status: the representation (506(b)) or the minimum-investment route (506(c))",
    tags,
    params: idParams,
    body: accreditationSchema,
    response: { 201: z.object({ accreditationId: z.number(), answersVersion: z.number() }) },
  }),
  evidence: operation({
    operationId: "submitAccreditationEvidence",
    summary: "Submit a verification letter or income or net-worth evidence (506(c); multipart with `file`)",
    tags,
    consumes: ["multipart/form-data"],
    params: idParams,
    body: evidenceSchema,
    response: { 201: z.object({ accreditationId: z.number(), answersVersion: z.number() }) },
  }),
};
