import { INVESTMENT_INTEREST_LABELS } from "#domain/inquiry-options.ts";
import type { ProspectStage } from "#domain/prospects.ts";

/** Each stage's badge colour: open stages brand, won green, lost slate. */
export const STAGE_TONES: Record<ProspectStage, "gold" | "brand" | "green" | "slate"> = {
  new: "gold",
  contacted: "brand",
  qualified: "brand",
  invited: "brand",
  subscribing: "brand",
  committed: "green",
  lost: "slate",
};

/** The fund an inquiry asked about, as the inquiry form names it. */
export const interestLabel = (value: string | null) =>
  value ? (INVESTMENT_INTEREST_LABELS[value as keyof typeof INVESTMENT_INTEREST_LABELS] ?? value) : "—";
