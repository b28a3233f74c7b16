// Staff review of subscriptions (issue 25 §4, decision 0065): the list's query, the inputs staff
// send, the payloads they read, and the pure rules of approval and of accreditation decisions, so
// the API, the pages and the tests agree.
import * as z from "zod/mini";
import type { EntityKind } from "./entities.ts";
import { requiredEnum, requiredText } from "./fields.ts";
import type { KycStatus } from "./kyc.ts";
import { addDays } from "./ledger/dates.ts";
import { FORM_D_DUE_DAYS, type OfferingExemption } from "./offerings.ts";
import { pageQuerySchema } from "./paging.ts";
import {
  LETTER_MAX_AGE_DAYS,
  MINIMUM_INVESTMENT_CENTS,
  SUBSCRIPTION_STATUSES,
  type AccreditationMethod,
  type AccreditationStatus,
  type SubscriptionStatus,
} from "./subscriptions.ts";

export const REVIEW_LIMITS = { comment: 2000, comments: 50, reason: 1000, note: 1000, field: 100 } as const;

const idFilter = (label: string) =>
  z.coerce.number({ error: `${label} must be an id` }).check(z.int(), z.positive(), z.lte(2_147_483_647));

export const SUBSCRIPTION_SORTS = ["updated", "submitted", "commitment", "entity"] as const;
export const subscriptionFilterShape = {
  status: z.optional(
    z.enum(SUBSCRIPTION_STATUSES, { error: `status must be one of: ${SUBSCRIPTION_STATUSES.join(", ")}` }),
  ),
  offering: z.optional(idFilter("offering")),
};
export const subscriptionPageQuerySchema = pageQuerySchema(SUBSCRIPTION_SORTS, subscriptionFilterShape);
export type SubscriptionFilter = {
  status?: SubscriptionStatus;
  offering?: number;
  q?: string;
};

/** An answer's path: "section.field" (contracts.md's answers document). */
export const ANSWER_PATH = /^[A-Za-z][A-Za-z0-9_]*\.[A-Za-z][A-Za-z0-9_.]*$/;

export const revisionRequestSchema = z.strictObject({
  comments: z
    .array(
      z.strictObject({
        field: requiredText("Field", REVIEW_LIMITS.field).check(
          z.regex(ANSWER_PATH, 'Field must name an answer as "section.field"'),
        ),
        comment: requiredText("Comment", REVIEW_LIMITS.comment),
      }),
      { error: "comments must be a list" },
    )
    .check(
      z.minLength(1, "Comment on at least one answer"),
      z.maxLength(REVIEW_LIMITS.comments, `At most ${REVIEW_LIMITS.comments} comments`),
    ),
});
export type RevisionRequest = z.infer<typeof revisionRequestSchema>;

export const declineSchema = z.strictObject({ reason: requiredText("Reason", REVIEW_LIMITS.reason) });

export const accreditationDecisionSchema = z.strictObject({
  decision: requiredEnum(["verified", "rejected"], "Decision"),
  note: requiredText("Note", REVIEW_LIMITS.note),
});
export type AccreditationDecisionInput = z.infer<typeof accreditationDecisionSchema>;

export const ACCREDITATION_VALID_DAYS_MAX = 730;
export const accreditationValiditySchema = z.strictObject({
  days: z
    .number({ error: "days must be a whole number" })
    .check(
      z.int("days must be a whole number"),
      z.gte(1, "days must be at least 1"),
      z.lte(ACCREDITATION_VALID_DAYS_MAX, `days must be at most ${ACCREDITATION_VALID_DAYS_MAX}`),
    ),
});

/** The kinds of entity that are natural persons for the minimum-investment route. */
export const NATURAL_PERSON_KINDS: readonly EntityKind[] = ["individual", "joint"];

/** An accreditation as staff see it; `effective` says whether a verified one has expired. */
export interface AccreditationView {
  id: number;
  subscriptionId: number | null;
  method: AccreditationMethod;
  status: AccreditationStatus;
  effective: "pending" | "verified" | "rejected" | "expired";
  evidenceFileName: string | null;
  letterDate: string | null;
  bases: string[] | null;
  submittedAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
  expiresOn: string | null;
  note: string | null;
}

export function effectiveStatus(a: { status: AccreditationStatus; expiresOn: string | null }, today: string) {
  if (a.status === "verified" && a.expiresOn !== null && a.expiresOn < today) return "expired" as const;
  return a.status;
}

/**
 * Why a verification cannot be recorded as verified today, or null when it can: a letter older
 * than LETTER_MAX_AGE_DAYS, evidence without its file, or the minimum-investment route below its
 * amount for the kind of investor (MINIMUM_INVESTMENT_CENTS).
 */
export function verificationRefusal(input: {
  method: AccreditationMethod;
  letterDate: string | null;
  evidenceFileKey: string | null;
  today: string;
  entityKind: EntityKind;
  commitmentCents: number | null;
}): string | null {
  switch (input.method) {
    case "representation":
      return "A representation is not a verification; Rule 506(c) needs a letter, evidence or the minimum investment.";
    case "letter":
      if (!input.letterDate) return "The letter's date is missing.";
      if (input.letterDate > input.today) return "The letter is dated in the future.";
      if (addDays(input.letterDate, LETTER_MAX_AGE_DAYS) < input.today)
        return `The letter is dated ${input.letterDate}, more than ${LETTER_MAX_AGE_DAYS} days ago; ask for a new one.`;
      return input.evidenceFileKey ? null : "The letter's file is missing.";
    case "income_evidence":
    case "net_worth_evidence":
      return input.evidenceFileKey ? null : "The evidence's file is missing.";
    case "minimum_investment": {
      const person = NATURAL_PERSON_KINDS.includes(input.entityKind);
      const needed = person ? MINIMUM_INVESTMENT_CENTS.person : MINIMUM_INVESTMENT_CENTS.entity;
      if (input.commitmentCents !== null && input.commitmentCents >= needed) return null;
      return `The minimum-investment route needs a commitment of at least $${(needed / 100).toLocaleString("en-US")} for ${
        person ? "a natural person" : "an entity"
      }.`;
    }
  }
}

/**
 * Why a subscription cannot be approved, or null: the entity's KYC must be clear and, under Rule
 * 506(c), a verified accreditation must be unexpired today (506(b): the investor's representation).
 */
export function approvalRefusal(input: {
  kycStatus: KycStatus;
  exemption: OfferingExemption;
  accreditations: ReadonlyArray<{ status: AccreditationStatus; expiresOn: string | null }>;
  today: string;
}): string | null {
  if (input.kycStatus !== "clear") {
    return input.kycStatus === "not_screened"
      ? "The entity has not been screened against the sanctions list; screen it first."
      : "The entity's KYC is not clear: decide its sanctions matches first.";
  }
  if (input.exemption === "506c") {
    const verified = input.accreditations.filter((a) => a.status === "verified");
    if (!verified.some((a) => effectiveStatus(a, input.today) === "verified")) {
      return verified.length > 0
        ? "The entity's accreditation verification has expired; Rule 506(c) needs a current one."
        : "Rule 506(c) needs a verified accreditation; none is verified yet.";
    }
  }
  return null;
}

/** The day Form D is due: FORM_D_DUE_DAYS after the offering's first sale. */
export const formDDueOn = (firstSaleDate: string) => addDays(firstSaleDate, FORM_D_DUE_DAYS);

export interface FormDReminder {
  offeringId: number;
  offeringName: string;
  firstSaleDate: string;
  dueOn: string;
  overdue: boolean;
}
