import type { OfferingStatus } from "#domain/offerings.ts";

/** Each status's badge colour: a draft gold (not yet seen by anyone), open green, closed slate. */
export const OFFERING_STATUS_TONES: Record<OfferingStatus, "gold" | "green" | "slate"> = {
  draft: "gold",
  open: "green",
  closed: "slate",
};
