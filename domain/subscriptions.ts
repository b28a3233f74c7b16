// Digital subscriptions (issue 25 §3–4, decision 0065): the states, the accreditation methods and
// the signers' roles shared by the schema, the pages and the API.

/**
 * Draft → Submitted → Pending revision → (Submitted again) → Approved → Countersigned → Fully
 * executed, or Declined / Withdrawn. domain/subscription-states.ts holds the transitions.
 */
export const SUBSCRIPTION_STATUSES = [
  "draft",
  "submitted",
  "pending_revision",
  "approved",
  "countersigned",
  "executed",
  "declined",
  "withdrawn",
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  draft: "Draft",
  submitted: "Submitted",
  pending_revision: "Pending revision",
  approved: "Approved",
  countersigned: "Countersigned",
  executed: "Fully executed",
  declined: "Declined",
  withdrawn: "Withdrawn",
};
/** The states a subscription ends in: nothing moves it on. */
export const FINAL_SUBSCRIPTION_STATUSES = [
  "executed",
  "declined",
  "withdrawn",
] as const satisfies readonly SubscriptionStatus[];

/** Who signs: the investor's signatories, then the firm (the general partner's countersignature). */
export const SIGNER_ROLES = ["investor", "countersigner"] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];

/**
 * How accredited status was established. Under Rule 506(b) the investor's representation; under
 * Rule 506(c) verification by a letter (CPA, attorney, broker-dealer or registered adviser, dated
 * within 90 days), income or net-worth evidence reviewed by staff, or the minimum-investment route
 * (SEC staff, March 2025: $200,000 for natural persons, $1,000,000 for entities, with written
 * representations).
 */
export const ACCREDITATION_METHODS = [
  "representation",
  "letter",
  "income_evidence",
  "net_worth_evidence",
  "minimum_investment",
] as const;
export type AccreditationMethod = (typeof ACCREDITATION_METHODS)[number];
export const ACCREDITATION_METHOD_LABELS: Record<AccreditationMethod, string> = {
  representation: "Investor's representation (Rule 506(b))",
  letter: "Verification letter",
  income_evidence: "Income evidence",
  net_worth_evidence: "Net worth evidence",
  minimum_investment: "Minimum investment",
};

/** A verification waits for staff, then is verified (until it expires) or rejected. */
export const ACCREDITATION_STATUSES = ["pending", "verified", "rejected"] as const;
export type AccreditationStatus = (typeof ACCREDITATION_STATUSES)[number];

/** Days a verification stays valid unless the firm sets otherwise (app setting below). */
export const DEFAULT_ACCREDITATION_VALID_DAYS = 90;
/** A verification letter must be dated within this many days. */
export const LETTER_MAX_AGE_DAYS = 90;
/** The minimum-investment route's amounts, in cents. */
export const MINIMUM_INVESTMENT_CENTS = { person: 200_000_00, entity: 1_000_000_00 } as const;
