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
