// E-signature of a subscription (issue 25 §3, decision 0065): what a signer sends (ESIGN/UETA:
// consent to electronic records, the typed name, the document they were shown) and what the sign
// page and the API answer.
import * as z from "zod/mini";
import { requiredText } from "./fields.ts";
import type { SignerRole, SubscriptionStatus } from "./subscriptions.ts";

/** What a person is told for a subscription that does not exist or is not theirs to see. */
export const SUBSCRIPTION_NOT_FOUND = "Subscription not found";

const consent = z.literal(true, { error: "Consent to electronic records and signatures is required" });
const typedName = requiredText("typedName", 200);

/** POST /api/subscriptions/:id/signatures. */
export const signSubscriptionSchema = z.object({
  consent,
  typedName,
  documentSha256: z
    .string({ error: "documentSha256 is required" })
    .check(z.regex(/^[0-9a-f]{64}$/, "documentSha256 must be the document's SHA-256 in hex")),
});
export type SignSubscriptionInput = z.infer<typeof signSubscriptionSchema>;

/** POST /api/admin/subscriptions/:id/countersign. */
export const countersignSchema = z.object({ consent, typedName });
export type CountersignInput = z.infer<typeof countersignSchema>;

/** POST /api/admin/subscriptions/countersign: each id on its own, all-or-nothing per id. */
export const bulkCountersignSchema = z.object({
  ids: z
    .array(z.number().check(z.int(), z.positive()), { error: "ids must be a list of subscription ids" })
    .check(z.minLength(1, "Choose at least one subscription: ids"), z.maxLength(100, "At most 100 at a time: ids")),
  consent,
  typedName,
});
export type BulkCountersignInput = z.infer<typeof bulkCountersignSchema>;

/** The typed name matches the signer's name with case and spaces aside ("avery  QUINN" is Avery Quinn). */
export const sameName = (typed: string, name: string) => {
  const plain = (s: string) => s.normalize("NFKC").toLocaleLowerCase("en-US").replace(/\s+/g, "");
  return plain(typed) !== "" && plain(typed) === plain(name);
};

/** One signatory of the entity and whether they signed the document as it stands. */
export interface SignatoryStatus {
  name: string;
  signedAt: string | null;
  you: boolean;
}

/** A signature recorded (the signer's answer). */
export interface SignatureReceipt {
  subscriptionId: number;
  status: SubscriptionStatus;
  role: SignerRole;
  signedAt: string;
  documentSha256: string;
  /** Signatories still to sign (0 once submitted). */
  remaining: number;
}

/** What the sign page shows (read by its loader). */
export interface SigningView {
  id: number;
  status: SubscriptionStatus;
  offeringName: string;
  entityName: string;
  /** Label/value pairs: the document's key facts. */
  facts: Array<{ label: string; value: string }>;
  sections: Array<{ title: string; rows: Array<{ label: string; value: string }> }>;
  documentSha256: string;
  /** The signer's name as the typed name must match it. */
  signerName: string;
  /** Ready: every answer given and the status allows signing. */
  ready: boolean;
  /** This person is a live signatory of the entity. */
  maySign: boolean;
  signedByYou: boolean;
  signatories: SignatoryStatus[];
  executed: boolean;
}

/** One id's outcome in a bulk countersign. */
export interface BulkResult {
  id: number;
  ok: boolean;
  message?: string;
}

/** The answer of execute. */
export interface ExecutionReceipt {
  subscriptionId: number;
  status: SubscriptionStatus;
  executedAt: string;
  executedSha256: string;
  investorDocumentId: number;
  commitmentCents: number;
}
