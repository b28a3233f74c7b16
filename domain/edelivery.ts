import * as z from "zod/mini";

// Electronic delivery consent (docs/product.md §E-delivery): an investor accepts the notice of
// the current version (EDELIVERY_NOTICE_VERSION in domain/fund-operations.ts) before any document
// is shown or sent to them. Viewers and staff are not asked: no document is delivered to them.

/** The signed-in portal user's consent, as the portal pages and GET /api/investor/edelivery-consent say it. */
export interface EdeliveryStatus {
  /** The notice must be accepted before documents are shown or downloaded (investors only). */
  required: boolean;
  /** The version of the notice now in force. */
  version: string;
  /** When the user accepted the version now in force (ISO timestamp), or null. */
  consentedAt: string | null;
}

/** POST /api/investor/edelivery-consent and the pages' form: the version of the notice the investor read. */
export const edeliveryConsentSchema = z.object({
  version: z.string().check(z.minLength(1, "version is required"), z.maxLength(20, "version is too long")),
});
export type EdeliveryConsentInput = z.infer<typeof edeliveryConsentSchema>;

/** Said by a document download refused for want of consent (403), and by the pages. */
export const EDELIVERY_CONSENT_REQUIRED =
  "Accept the electronic delivery notice in the Investor Portal before downloading documents.";

/** Said when the form names a notice that is no longer in force (409): read the new one. */
export const EDELIVERY_NOTICE_CHANGED = "The electronic delivery notice has changed. Please read the new notice.";

export const EDELIVERY_CONSENT_PATH = "/api/investor/edelivery-consent";

// How a published document reaches each investor it is for (docs/product.md §E-delivery). A
// document is delivered electronically only to an investor who has accepted the notice in force;
// anyone else must be sent it on paper until they accept. One opened in the portal did reach them
// electronically, even if a newer notice now awaits their consent. Every staff figure, list and
// notice follows this one rule.

/** "electronic": they can read it in the portal; "paper": awaiting consent, so sent by post. */
export type DeliveryChannel = "electronic" | "paper";

export function deliveryChannelOf(recipient: { consented: boolean; opened: boolean }): DeliveryChannel {
  return recipient.consented || recipient.opened ? "electronic" : "paper";
}

/** How the staff screens name each channel (the figures and lists say it in words). */
export const DELIVERY_CHANNEL_LABELS: Record<DeliveryChannel, string> = {
  electronic: "Delivered electronically",
  paper: "Awaiting consent (send on paper)",
};

/** An investor's e-delivery consent as staff see it (GET /api/documents/consents). */
export interface InvestorConsent {
  userId: number;
  name: string;
  memberId: string;
  email: string;
  funds: Array<"Fund I" | "Fund II">;
  /** When they accepted the notice now in force (ISO), or null: documents go to them on paper. */
  consentedAt: string | null;
  /** The version they last accepted, when it is not the one in force (asked again). */
  earlierVersion: string | null;
}

/** ?consent= of GET /api/documents/consents: everyone, only those on paper, or only those who accepted. */
export const CONSENT_FILTERS = ["all", "paper", "electronic"] as const;
export const consentQuerySchema = z.object({
  consent: z._default(
    z.enum(CONSENT_FILTERS, { error: `consent must be one of: ${CONSENT_FILTERS.join(", ")}` }),
    "all",
  ),
});

/** A recipient of one document who has not accepted e-delivery: they must get it on paper. */
export interface PaperRecipient {
  userId: number;
  name: string;
  memberId: string;
  email: string;
  deliveredAt: string;
}
