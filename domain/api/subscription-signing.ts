// E-signature, countersignature and full execution of subscriptions (issue 25 §3–4, decision 0065).
import * as z from "zod/mini";
import {
  bulkCountersignSchema,
  countersignSchema,
  signSubscriptionSchema,
  type BulkResult,
  type ExecutionReceipt,
  type SignatureReceipt,
} from "#domain/subscription-signing.ts";
import { SIGNER_ROLES, SUBSCRIPTION_STATUSES } from "#domain/subscriptions.ts";
import { describing, fileAnswer, idParams, isoString, operation } from "./contract.ts";

export const signatureReceiptSchema = describing<SignatureReceipt>()(
  z.object({
    subscriptionId: z.number(),
    status: z.enum(SUBSCRIPTION_STATUSES),
    role: z.enum(SIGNER_ROLES),
    signedAt: isoString,
    documentSha256: z.string(),
    remaining: z.number(),
  }),
).register(z.globalRegistry, { id: "SignatureReceipt" });

const bulkResultSchema = describing<BulkResult>()(
  z.object({ id: z.number(), ok: z.boolean(), message: z.optional(z.string()) }),
);

export const executionReceiptSchema = describing<ExecutionReceipt>()(
  z.object({
    subscriptionId: z.number(),
    status: z.enum(SUBSCRIPTION_STATUSES),
    executedAt: isoString,
    executedSha256: z.string(),
    investorDocumentId: z.number(),
    commitmentCents: z.number(),
  }),
).register(z.globalRegistry, { id: "ExecutionReceipt" });

const tags = ["Subscriptions"];
const pdf = (description: string) => fileAnswer(description, "application/pdf");

export const subscriptionSigningApi = {
  document: operation({
    operationId: "getSubscriptionDocument",
    summary:
      "The subscription document as it stands, its signatures so far on the certificate page; X-Document-SHA256 names the document signed (the entity's people, staff)",
    tags,
    params: idParams,
    response: { 200: pdf("The document (inline)") },
  }),
  sign: operation({
    operationId: "signSubscription",
    summary:
      "Sign as a signatory of the entity: consent to electronic records, the typed name and the SHA-256 of the document shown; the last signatory's signature submits it",
    tags,
    params: idParams,
    body: signSubscriptionSchema,
    response: { 201: signatureReceiptSchema },
  }),
  executedPdf: operation({
    operationId: "downloadExecutedSubscription",
    summary: "The executed subscription's sealed PDF as stored (the entity's people)",
    tags,
    params: idParams,
    response: { 200: pdf("The sealed PDF (attachment)") },
  }),
  countersign: operation({
    operationId: "countersignSubscription",
    summary: "Countersign an approved subscription with the same evidence as the investors' signatures (staff)",
    tags,
    params: idParams,
    body: countersignSchema,
    response: { 200: signatureReceiptSchema },
  }),
  countersignMany: operation({
    operationId: "countersignSubscriptions",
    summary: "Countersign several approved subscriptions, each on its own (staff)",
    tags,
    body: bulkCountersignSchema,
    response: { 200: z.object({ results: z.array(bulkResultSchema) }) },
  }),
  execute: operation({
    operationId: "executeSubscription",
    summary:
      "Execute a countersigned subscription in one transaction: commitment posted, sealed PDF stored and delivered, offering's first sale, prospect committed, welcome e-mail (staff)",
    tags,
    params: idParams,
    response: { 200: executionReceiptSchema },
  }),
  staffExecutedPdf: operation({
    operationId: "downloadExecutedSubscriptionStaff",
    summary: "The executed subscription's sealed PDF as stored (staff)",
    tags,
    params: idParams,
    response: { 200: pdf("The sealed PDF (attachment)") },
  }),
};
