// Offerings and the data room (issue 25 §2, decision 0065): the states and kinds the schema, the
// pages and the API share. Payload schemas live in domain/api/offerings.ts.

/** A fund open for subscriptions: drafted by staff, open to invited people, then closed. */
export const OFFERING_STATUSES = ["draft", "open", "closed"] as const;
export type OfferingStatus = (typeof OFFERING_STATUSES)[number];
export const OFFERING_STATUS_LABELS: Record<OfferingStatus, string> = {
  draft: "Draft",
  open: "Open",
  closed: "Closed",
};

/**
 * The Regulation D exemption the offering relies on: Rule 506(b) takes the investor's own
 * representation of accredited status; Rule 506(c) (general solicitation) requires verification.
 */
export const OFFERING_EXEMPTIONS = ["506b", "506c"] as const;
export type OfferingExemption = (typeof OFFERING_EXEMPTIONS)[number];
export const OFFERING_EXEMPTION_LABELS: Record<OfferingExemption, string> = {
  "506b": "Rule 506(b)",
  "506c": "Rule 506(c)",
};

/** The documents of a data room. */
export const OFFERING_DOCUMENT_KINDS = ["ppm", "lpa", "subscription_agreement", "other"] as const;
export type OfferingDocumentKind = (typeof OFFERING_DOCUMENT_KINDS)[number];
export const OFFERING_DOCUMENT_KIND_LABELS: Record<OfferingDocumentKind, string> = {
  ppm: "Private placement memorandum",
  lpa: "Limited partnership agreement",
  subscription_agreement: "Subscription agreement",
  other: "Other",
};

/** What a person did with a data-room document: opened it in the browser, or downloaded it. */
export const DATA_ROOM_ACTIONS = ["view", "download"] as const;
export type DataRoomAction = (typeof DATA_ROOM_ACTIONS)[number];

/** Form D is due 15 days after the first sale of an offering (17 CFR 239.500). */
export const FORM_D_DUE_DAYS = 15;
