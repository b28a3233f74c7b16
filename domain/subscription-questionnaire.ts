// What the investor's questionnaire pages and API exchange (issue 25 §3, decision 0065): the
// inputs (checked by the server) and the views (answers with sealed values removed, masks kept).
import * as z from "zod/mini";
import { ENTITY_KINDS, type EntityKind, type EntityRole } from "./entities.ts";
import { requiredEnum, requiredText } from "./fields.ts";
import type { OfferingExemption } from "./offerings.ts";
import type { Answers, SectionKey } from "./subscription-questions.ts";
import type { Problem } from "./subscription-answers.ts";
import type { AccreditationMethod, AccreditationStatus, SubscriptionStatus } from "./subscriptions.ts";

export const SUBSCRIPTION_NOT_FOUND = "Subscription not found";
export const OFFERING_NOT_FOUND = "Offering not found";
export const STALE_ANSWERS = "These answers were changed elsewhere; reload to see them";
export const ONE_LIVE_SUBSCRIPTION =
  "This account already has a subscription to this offering in progress: continue that one, or withdraw it first";

const positiveId = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .check(z.int(`${label} must be a whole number`), z.gte(1, `${label} must be a positive id`));

/** POST /api/subscriptions: for one of the person's entities, or a new one (kind and legal name). */
export const startSubscriptionSchema = z
  .object({
    offeringId: positiveId("Offering"),
    entityId: z.optional(positiveId("Account")),
    kind: z.optional(requiredEnum(ENTITY_KINDS, "Kind")),
    legalName: z.optional(requiredText("Legal name", 255)),
  })
  .check(
    z.refine((v) => v.entityId !== undefined || (v.kind !== undefined && v.legalName !== undefined), {
      message: "Choose an account, or give the new one's kind and legal name",
      path: ["entityId"],
    }),
  );
export type StartSubscriptionInput = z.output<typeof startSubscriptionSchema>;

/** PUT /api/subscriptions/:id/answers/:section: the section's answers and the version they edit. */
export const saveSectionSchema = z.object({
  answersVersion: z.number({ error: "answersVersion is required" }).check(z.int(), z.gte(0)),
  answers: z.record(z.string(), z.unknown(), { error: "answers must be an object" }),
});
export const readySchema = z.object({
  answersVersion: z.number({ error: "answersVersion is required" }).check(z.int(), z.gte(0)),
});

/** POST /api/subscriptions/:id/accreditation (JSON): the representation, or the minimum-investment route. */
export const accreditationSchema = z.discriminatedUnion(
  "method",
  [
    z.object({ method: z.literal("representation") }),
    z.object({
      method: z.literal("minimum_investment"),
      accredited: z.literal(true, { error: "Confirm that the investor is accredited" }),
      notFinanced: z.literal(true, {
        error: "Confirm that the amount is not financed by a third party for this investment",
      }),
    }),
  ],
  { error: "method must be representation or minimum_investment" },
);
export const EVIDENCE_METHODS = ["letter", "income_evidence", "net_worth_evidence"] as const;
/** POST /api/subscriptions/:id/accreditation/evidence (multipart with `file`). */
export const evidenceSchema = z.object({
  method: requiredEnum(EVIDENCE_METHODS, "Method"),
  letterDate: z.optional(z.union([z.literal(""), z.iso.date({ error: "Letter date must be a date (YYYY-MM-DD)" })])),
});

export interface SubscriptionSummary {
  id: number;
  status: SubscriptionStatus;
  offeringName: string;
  entityId: number;
  entityName: string;
  nextStep: string;
  nextPath: string;
  updatedAt: string;
}

export interface SubscriptionView {
  id: number;
  status: SubscriptionStatus;
  answersVersion: number;
  commitmentCents: number | null;
  offering: {
    id: number;
    name: string;
    exemption: OfferingExemption;
    minimumCommitmentCents: number;
    requiresQualifiedPurchaser: boolean;
  };
  entity: { id: number; legalName: string; kind: EntityKind; role: EntityRole };
  may: { edit: boolean; sign: boolean; withdraw: boolean };
  /** The answers with every sealed value removed (its …Last4 sibling kept for the mask). */
  answers: Answers;
  sections: Array<{ key: SectionKey; title: string; complete: boolean }>;
  problems: Problem[];
  accreditation: {
    verifiedUntil: string | null;
    latest: {
      method: AccreditationMethod;
      status: AccreditationStatus;
      letterDate: string | null;
      submittedAt: string;
    } | null;
  };
  comments: Array<{ id: number; field: string; comment: string; createdAt: string }>;
  signatories: Array<{ name: string; signed: boolean }>;
}
