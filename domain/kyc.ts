// KYC sanctions screening of investing entities (issue 25 §4, decision 0064): the states, the
// inputs staff send and the payloads they read.
import * as z from "zod/mini";
import { requiredEnum, requiredText } from "./fields.ts";

// The name-matching thresholds (domain/sanctions-matching.ts, decision 0064), here so a page can
// show a score's strength without bundling the transliteration tables.
/** A word of one name counts as matching a word of the other at this similarity or above. */
export const TOKEN_MATCH = 0.9;
/** A name scoring this or above against a listed name is a possible match staff must decide. */
export const POSSIBLE_MATCH = 0.88;
/** At or above this a possible match is a strong one (the same decision is needed). */
export const STRONG_MATCH = 0.95;

/** An entity's KYC status: never screened; clear; a possible match open; a match confirmed. */
export const KYC_STATUSES = ["not_screened", "clear", "possible_match", "confirmed_match"] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
export const KYC_STATUS_LABELS: Record<KycStatus, string> = {
  not_screened: "Not screened",
  clear: "Clear",
  possible_match: "Possible match",
  confirmed_match: "Confirmed match",
};

/** A screening's outcome when it was run: no possible match, or at least one for staff to decide. */
export const SCREENING_STATUSES = ["clear", "possible_match"] as const;
export type ScreeningStatus = (typeof SCREENING_STATUSES)[number];

/** A possible match waits (`open`) until staff clear it (not the listed party) or confirm it. */
export const MATCH_DECISIONS = ["open", "cleared", "confirmed"] as const;
export type MatchDecision = (typeof MATCH_DECISIONS)[number];

export const RISK_RATINGS = ["low", "medium", "high"] as const;
export type RiskRating = (typeof RISK_RATINGS)[number];

/**
 * What of ours was screened: the entity's legal name, the name of a person on it, or a beneficial
 * owner or control person a subscription named (issue 25 §4; not necessarily a portal user).
 */
export const SCREENED_SUBJECTS = ["entity", "person", "owner"] as const;
export type ScreenedSubject = (typeof SCREENED_SUBJECTS)[number];

/** The status the matches of an entity's latest screening give it. */
export function kycStatusOf(decisions: readonly MatchDecision[]): Exclude<KycStatus, "not_screened"> {
  if (decisions.includes("confirmed")) return "confirmed_match";
  if (decisions.includes("open")) return "possible_match";
  return "clear";
}

export const KYC_REASON_MAX = 1000;

export const matchDecisionSchema = z.object({
  decision: requiredEnum(["cleared", "confirmed"], "Decision"),
  reason: requiredText("Reason", KYC_REASON_MAX),
});
export type MatchDecisionInput = z.infer<typeof matchDecisionSchema>;

// null takes the rating off (not rated yet).
export const riskRatingSchema = z.object({
  riskRating: z.nullable(requiredEnum(RISK_RATINGS, "Risk rating")),
});
export type RiskRatingInput = z.infer<typeof riskRatingSchema>;

export interface SanctionsListSummary {
  id: number;
  fileName: string;
  importedAt: string;
  importedBy: string | null;
  entryCount: number;
}

export interface KycMatch {
  id: number;
  subject: ScreenedSubject;
  screenedName: string;
  userId: number | null;
  listedName: string;
  entNum: number;
  programs: string;
  score: number;
  decision: MatchDecision;
  decidedBy: string | null;
  decidedAt: string | null;
  reason: string | null;
}

export interface EntityKyc {
  entityId: number;
  status: KycStatus;
  riskRating: RiskRating | null;
  lastScreening: {
    id: number;
    screenedAt: string;
    screenedBy: string | null;
    listId: number;
    status: ScreeningStatus;
    namesScreened: number;
  } | null;
  matches: KycMatch[];
}
