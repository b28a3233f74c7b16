// Offerings and the data room (issue 25 §2, decision 0065): staff's operations and the person's.
import * as z from "zod/mini";
import {
  offeringCreateSchema,
  offeringDocumentFieldsSchema,
  offeringInvitationSchema,
  offeringUpdateSchema,
  type DocumentActivity,
  type InvestorOffering,
  type InvestorOfferingSummary,
  type OfferingDocumentRow,
  type OfferingPerson,
  type OfferingSummary,
} from "#domain/offering-inputs.ts";
import { OFFERING_DOCUMENT_KINDS, OFFERING_EXEMPTIONS, OFFERING_STATUSES } from "#domain/offerings.ts";
import {
  describing,
  fileAnswer,
  idParams,
  idString,
  isoString,
  noContent,
  nullableString,
  operation,
} from "./contract.ts";

const summaryFields = {
  id: z.number(),
  fundType: z.string(),
  name: z.string(),
  status: z.enum(OFFERING_STATUSES),
  exemption: z.enum(OFFERING_EXEMPTIONS),
  minimumCommitmentCents: z.number(),
  requiresQualifiedPurchaser: z.boolean(),
  firstCloseDate: nullableString,
  finalCloseDate: nullableString,
  confidentialityNotice: z.string(),
  firstSaleDate: nullableString,
  formDFiledAt: nullableString,
  formDDueDate: nullableString,
  documentCount: z.number(),
  peopleCount: z.number(),
  createdAt: isoString,
  updatedAt: isoString,
};
export const offeringSummarySchema = describing<OfferingSummary>()(z.object(summaryFields)).register(z.globalRegistry, {
  id: "OfferingSummary",
});
const documentRowSchema = describing<OfferingDocumentRow>()(
  z.object({
    id: z.number(),
    kind: z.enum(OFFERING_DOCUMENT_KINDS),
    title: z.string(),
    fileName: z.string(),
    byteSize: z.number(),
    createdAt: isoString,
  }),
);
const activitySchema = describing<DocumentActivity>()(
  z.object({
    documentId: z.number(),
    views: z.number(),
    firstViewedAt: nullableString,
    lastViewedAt: nullableString,
    downloads: z.number(),
    firstDownloadedAt: nullableString,
    lastDownloadedAt: nullableString,
  }),
);
const personSchema = describing<OfferingPerson>()(
  z.object({
    userId: z.number(),
    name: z.string(),
    email: z.string(),
    prospectId: z.nullable(z.number()),
    invitedAt: nullableString,
    invitedByName: nullableString,
    acceptedAt: nullableString,
    activity: z.array(activitySchema),
  }),
);
export const offeringDetailSchema = z
  .object({ ...summaryFields, documents: z.array(documentRowSchema), people: z.array(personSchema) })
  .register(z.globalRegistry, { id: "OfferingDetail" });

const investorFields = {
  id: z.number(),
  fundType: z.string(),
  name: z.string(),
  exemption: z.enum(OFFERING_EXEMPTIONS),
  minimumCommitmentCents: z.number(),
  requiresQualifiedPurchaser: z.boolean(),
  firstCloseDate: nullableString,
  finalCloseDate: nullableString,
  acceptedAt: nullableString,
};
const investorOfferingSummarySchema = describing<InvestorOfferingSummary>()(z.object(investorFields));
const investorOfferingSchema = describing<InvestorOffering>()(
  z.object({
    ...investorFields,
    confidentialityNotice: z.string(),
    documents: z.array(
      z.object({ id: z.number(), kind: z.enum(OFFERING_DOCUMENT_KINDS), title: z.string(), byteSize: z.number() }),
    ),
  }),
).register(z.globalRegistry, { id: "InvestorOffering" });

const invitationAnswerSchema = z.object({
  userId: z.number(),
  email: z.string(),
  name: z.string(),
  accountCreated: z.boolean(),
  prospectId: z.nullable(z.number()),
});

const documentParams = z.object({ id: idString, documentId: idString });
const tags = ["Offerings"];
const pdf = fileAnswer("The document as a PDF, stamped for the reader on every page", "application/pdf");

export const offeringApi = {
  list: operation({
    operationId: "listOfferings",
    summary: "Every offering, newest first, with its document and people counts",
    tags,
    response: { 200: z.array(offeringSummarySchema) },
  }),
  create: operation({
    operationId: "createOffering",
    summary: "Create an offering (a draft; the minimum in whole dollars)",
    tags,
    body: offeringCreateSchema,
    response: { 201: offeringSummarySchema },
  }),
  get: operation({
    operationId: "getOffering",
    summary: "One offering: its documents, the people with access and what each read",
    tags,
    params: idParams,
    response: { 200: offeringDetailSchema },
  }),
  update: operation({
    operationId: "updateOffering",
    summary: "Edit an offering, or move it from draft to open to closed",
    tags,
    params: idParams,
    body: offeringUpdateSchema,
    response: { 200: offeringSummarySchema },
  }),
  addDocument: operation({
    operationId: "addOfferingDocument",
    summary: "Upload a PDF to the data room (multipart: kind, title and a PDF `file`)",
    tags,
    consumes: ["multipart/form-data"],
    params: idParams,
    body: offeringDocumentFieldsSchema,
    response: { 201: documentRowSchema },
  }),
  removeDocument: operation({
    operationId: "removeOfferingDocument",
    summary: "Remove a document from the data room (its reading history stays)",
    tags,
    params: documentParams,
    response: { 204: noContent },
  }),
  invite: operation({
    operationId: "inviteToOffering",
    summary: "Invite a prospect or a person by e-mail to an open offering (one e-mail through the outbox)",
    tags,
    params: idParams,
    body: offeringInvitationSchema,
    response: { 201: invitationAnswerSchema },
  }),
  formDFiled: operation({
    operationId: "recordFormDFiled",
    summary: "Record that the offering's Form D was filed",
    tags,
    params: idParams,
    response: { 200: offeringSummarySchema },
  }),
  investorList: operation({
    operationId: "listMyOfferings",
    summary: "The open offerings the signed-in person sees",
    tags,
    response: { 200: z.array(investorOfferingSummarySchema) },
  }),
  investorGet: operation({
    operationId: "getMyOffering",
    summary: "One offering the person sees; its documents once the confidentiality notice is accepted",
    tags,
    params: idParams,
    response: { 200: investorOfferingSchema },
  }),
  accept: operation({
    operationId: "acceptOfferingNotice",
    summary: "Accept the offering's confidentiality notice (its text, the time, address and browser kept)",
    tags,
    params: idParams,
    response: { 200: investorOfferingSchema },
  }),
  view: operation({
    operationId: "viewOfferingDocument",
    summary: "Open a data-room document in the browser, stamped for the reader (recorded)",
    tags,
    params: documentParams,
    response: { 200: pdf },
  }),
  download: operation({
    operationId: "downloadOfferingDocument",
    summary: "Download a data-room document, stamped for the reader (recorded)",
    tags,
    params: documentParams,
    response: { 200: pdf },
  }),
};
