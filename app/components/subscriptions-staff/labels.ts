// Badges of the staff subscription pages: a state's, KYC's and accreditation's tone and words.
import type { KycStatus } from "#domain/kyc.ts";
import type { SubscriptionStatus } from "#domain/subscriptions.ts";

type Tone = "brand" | "gold" | "green" | "slate" | "dark" | "red";

export const STATUS_TONES: Record<SubscriptionStatus, Tone> = {
  draft: "slate",
  submitted: "gold",
  pending_revision: "gold",
  approved: "brand",
  countersigned: "brand",
  executed: "green",
  declined: "red",
  withdrawn: "slate",
};

export const KYC_TONES: Record<KycStatus, Tone> = {
  not_screened: "slate",
  clear: "green",
  possible_match: "gold",
  confirmed_match: "red",
};

export type EffectiveAccreditation = "pending" | "verified" | "rejected" | "expired";
export const ACCREDITATION_TONES: Record<EffectiveAccreditation, Tone> = {
  pending: "gold",
  verified: "green",
  rejected: "red",
  expired: "red",
};
export const ACCREDITATION_LABELS: Record<EffectiveAccreditation, string> = {
  pending: "Accreditation pending",
  verified: "Accreditation verified",
  rejected: "Accreditation rejected",
  expired: "Accreditation expired",
};

/** Whole dollars from cents, for commitments (always whole thousands). */
export const dollars = (cents: number | null) =>
  cents === null ? "—" : `$${Math.round(cents / 100).toLocaleString("en-US")}`;
