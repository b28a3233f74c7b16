// Staff documents: uploads, bulk publishing, pending K-1s, delivery and e-delivery consent.
import * as z from "zod/mini";
import {
  bulkPreviewSchema,
  bulkUploadSchema,
  documentPageQuerySchema,
  documentRecipientQuerySchema,
  documentUploadSchema,
  pendingK1Schema,
  type BulkMatch,
  type DocumentRecipient,
  type DocumentVersion,
  type StaffDocument,
  type UnopenedDelivery,
} from "#domain/documents.ts";
import { consentQuerySchema, type InvestorConsent, type PaperRecipient } from "#domain/edelivery.ts";
import { DOCUMENT_FUNDS, DOCUMENT_KINDS, documentStatusSchema } from "#domain/investor-portal.ts";
import { FUND_TYPES } from "#domain/investment.ts";
import {
  describing,
  fileAnswer,
  idParams,
  idString,
  isoString,
  noContent,
  nullableString,
  operation,
  pageOf,
} from "./contract.ts";

const investorRef = z.object({ id: z.number(), name: z.string(), memberId: z.string() });
export const staffDocumentSchema = describing<StaffDocument>()(
  z.object({
    id: z.number(),
    kind: z.enum(DOCUMENT_KINDS),
    title: z.string(),
    period: nullableString,
    fundType: z.nullable(z.enum(DOCUMENT_FUNDS)),
    status: z.nullable(documentStatusSchema),
    fileSize: nullableString,
    documentDate: nullableString,
    expectedDate: nullableString,
    investor: z.nullable(investorRef),
    available: z.boolean(),
    deliveredCount: z.number(),
    electronicCount: z.number(),
    paperCount: z.number(),
    openedCount: z.number(),
    versionCount: z.number(),
    createdAt: isoString,
  }),
).register(z.globalRegistry, { id: "StaffDocument" });
export const bulkMatchSchema = describing<BulkMatch>()(
  z.object({
    fileName: z.string(),
    memberId: nullableString,
    investor: z.nullable(investorRef),
    reason: nullableString,
  }),
).register(z.globalRegistry, { id: "BulkMatch" });
export const recipientSchema = describing<DocumentRecipient>()(
  z.object({ id: z.number(), name: z.string(), memberId: z.string(), funds: z.array(z.enum(DOCUMENT_FUNDS)) }),
);
export const unopenedSchema = describing<UnopenedDelivery>()(
  z.object({ userId: z.number(), name: z.string(), memberId: z.string(), deliveredAt: isoString }),
);
export const versionSchema = describing<DocumentVersion>()(
  z.object({ id: z.number(), fileSize: nullableString, replacedAt: isoString, replacedBy: nullableString }),
);
export const investorConsentSchema = describing<InvestorConsent>()(
  z.object({
    userId: z.number(),
    name: z.string(),
    memberId: z.string(),
    email: z.string(),
    funds: z.array(z.enum(FUND_TYPES)),
    consentedAt: nullableString,
    earlierVersion: nullableString,
  }),
);
export const paperRecipientSchema = describing<PaperRecipient>()(
  z.object({ userId: z.number(), name: z.string(), memberId: z.string(), email: z.string(), deliveredAt: isoString }),
);

const tags = ["Documents"];
const multipart = ["multipart/form-data"];

export const documentApi = {
  list: operation({
    operationId: "listStaffDocuments",
    summary: "Every document",
    tags,
    response: { 200: z.array(staffDocumentSchema) },
  }),
  recipients: operation({
    operationId: "listDocumentRecipients",
    summary: "One page of the investors a document may go to",
    tags,
    querystring: documentRecipientQuerySchema,
    response: { 200: pageOf(recipientSchema) },
  }),
  page: operation({
    operationId: "listStaffDocumentsPage",
    summary: "One page of documents",
    tags,
    querystring: documentPageQuerySchema,
    response: { 200: pageOf(staffDocumentSchema) },
  }),
  upload: operation({
    operationId: "uploadDocument",
    summary: "Upload a document (multipart: its fields and a PDF `file`); personal ones are delivered",
    tags,
    consumes: multipart,
    body: documentUploadSchema,
    response: { 201: staffDocumentSchema },
  }),
  pending: operation({
    operationId: "announcePendingK1",
    summary: "Announce an investor's K-1 before its file exists",
    tags,
    body: pendingK1Schema,
    response: { 201: staffDocumentSchema },
  }),
  bulkPreview: operation({
    operationId: "previewBulkUpload",
    summary: "Match file names to investors by member ID",
    tags,
    body: bulkPreviewSchema,
    response: { 200: z.array(bulkMatchSchema) },
  }),
  bulk: operation({
    operationId: "publishBulkUpload",
    summary: "Publish many PDFs at once (multipart `files`), each to the investor its name names",
    tags,
    consumes: multipart,
    body: bulkUploadSchema,
    response: { 201: z.object({ published: z.array(staffDocumentSchema), unmatched: z.array(bulkMatchSchema) }) },
  }),
  replaceFile: operation({
    operationId: "replaceDocumentFile",
    summary: "Replace a document's file (the old one is kept as a version)",
    tags,
    consumes: multipart,
    params: idParams,
    response: { 200: staffDocumentSchema },
  }),
  remove: operation({
    operationId: "deleteDocument",
    summary: "Delete a document",
    tags,
    params: idParams,
    response: { 204: noContent },
  }),
  consents: operation({
    operationId: "listEdeliveryConsents",
    summary: "Investors and their e-delivery consent",
    tags,
    querystring: consentQuerySchema,
    response: { 200: z.array(investorConsentSchema) },
  }),
  paper: operation({
    operationId: "listPaperRecipients",
    summary: "Who gets a document on paper (no e-delivery consent)",
    tags,
    params: idParams,
    response: { 200: z.array(paperRecipientSchema) },
  }),
  unopened: operation({
    operationId: "listUnopenedDeliveries",
    summary: "Who has not opened a document yet",
    tags,
    params: idParams,
    response: { 200: z.array(unopenedSchema) },
  }),
  versions: operation({
    operationId: "listDocumentVersions",
    summary: "A document's earlier files",
    tags,
    params: idParams,
    response: { 200: z.array(versionSchema) },
  }),
  download: operation({
    operationId: "downloadStaffDocument",
    summary: "A document's file",
    tags,
    params: idParams,
    response: { 200: fileAnswer("The document (attachment)", "application/pdf") },
  }),
  downloadVersion: operation({
    operationId: "downloadDocumentVersion",
    summary: "An earlier file of a document",
    tags,
    params: z.object({ id: idString, versionId: idString }),
    response: { 200: fileAnswer("The earlier file (attachment)", "application/pdf") },
  }),
};
