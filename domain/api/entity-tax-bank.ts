// An entity's tax details and bank account (decision 0060, slice 5): the portal's calls for the
// people on it, the e-mailed link's, and the staff's tax form review.
import * as z from "zod/mini";
import { BANK_ACCOUNT_STATUSES, TAX_FORM_KINDS, TAX_FORM_STATUSES } from "#domain/entity-details.ts";
import { ENTITY_ROLES } from "#domain/entities.ts";
import {
  TAX_CLASSIFICATION_KEYS,
  type BankChangeLink,
  type EntityTaxBank,
  type MaskedBankAccount,
  type StaffTaxBank,
} from "#domain/entity-tax-bank.ts";
import {
  bankAccountSchema,
  bankChangeTokenSchema,
  taxDetailsSchema,
  taxFormReviewSchema,
  taxFormUploadSchema,
} from "#domain/entity-tax-bank-inputs.ts";
import { describing, fileAnswer, idParams, isoString, noContent, nullableString, operation } from "./contract.ts";

export const maskedBankAccountSchema = describing<MaskedBankAccount>()(
  z.object({
    id: z.number(),
    bankName: z.string(),
    accountName: z.string(),
    routingMasked: z.string(),
    accountMasked: z.string(),
    status: z.enum(BANK_ACCOUNT_STATUSES),
    requestedAt: isoString,
    requestedBy: nullableString,
    confirmationExpiresAt: nullableString,
    confirmedAt: nullableString,
  }),
).register(z.globalRegistry, { id: "MaskedBankAccount" });

const taxForm = z.object({
  kind: z.nullable(z.enum(TAX_FORM_KINDS)),
  status: z.enum(TAX_FORM_STATUSES),
  receivedAt: nullableString,
  hasFile: z.boolean(),
});
const bank = z.object({ active: z.nullable(maskedBankAccountSchema), pending: z.nullable(maskedBankAccountSchema) });
const classification = z.nullable(z.enum(TAX_CLASSIFICATION_KEYS));

export const entityTaxBankSchema = describing<EntityTaxBank>()(
  z.object({
    entityId: z.number(),
    role: z.enum(ENTITY_ROLES),
    taxClassification: classification,
    taxIdKind: z.enum(["ssn", "ein"]),
    taxIdMasked: nullableString,
    taxForm,
    bank,
    may: z.object({ act: z.boolean(), revealTaxId: z.boolean(), changeBank: z.boolean() }),
  }),
).register(z.globalRegistry, { id: "EntityTaxBank" });

export const staffTaxBankSchema = describing<StaffTaxBank>()(
  z.object({
    entityId: z.number(),
    legalName: z.string(),
    taxClassification: classification,
    taxIdMasked: nullableString,
    taxForm,
    bank,
  }),
).register(z.globalRegistry, { id: "StaffTaxBank" });

export const bankChangeLinkSchema = describing<BankChangeLink>()(
  z.object({ entityId: z.number(), legalName: z.string(), account: maskedBankAccountSchema }),
);

const tags = ["Entities"];

export const entityTaxBankApi = {
  view: operation({
    operationId: "getEntityTaxBank",
    summary: "An entity's tax details and bank account, masked (anyone who sees it)",
    tags,
    params: idParams,
    response: { 200: entityTaxBankSchema },
  }),
  setTaxDetails: operation({
    operationId: "setEntityTaxDetails",
    summary: "Set the tax classification and tax ID (signatories and delegates); stored encrypted",
    tags,
    params: idParams,
    body: taxDetailsSchema,
    response: { 200: entityTaxBankSchema },
  }),
  revealTaxId: operation({
    operationId: "revealEntityTaxId",
    summary: "The full tax ID (signatories and delegates); every reveal is audited",
    tags,
    params: idParams,
    response: { 200: z.object({ taxId: z.string() }) },
  }),
  uploadTaxForm: operation({
    operationId: "uploadEntityTaxForm",
    summary: "Upload the tax form (multipart: `kind` and a PDF `file`); its status becomes received",
    tags,
    consumes: ["multipart/form-data"],
    params: idParams,
    body: taxFormUploadSchema,
    response: { 200: entityTaxBankSchema },
  }),
  downloadTaxForm: operation({
    operationId: "downloadEntityTaxForm",
    summary: "The tax form's PDF (anyone who sees the entity; audited)",
    tags,
    params: idParams,
    response: { 200: fileAnswer("The tax form (attachment)", "application/pdf") },
  }),
  requestBankChange: operation({
    operationId: "requestEntityBankChange",
    summary: "Ask for a new bank account (signatories): pending until a signatory confirms it from the e-mail",
    tags,
    params: idParams,
    body: bankAccountSchema,
    response: { 201: entityTaxBankSchema },
  }),
  cancelBankChange: operation({
    operationId: "cancelEntityBankChange",
    summary: "Withdraw the change waiting for confirmation (signatories)",
    tags,
    params: idParams,
    response: { 200: entityTaxBankSchema },
  }),
  confirmBankChange: operation({
    operationId: "confirmBankChange",
    summary: "Confirm a bank change from its e-mailed link (a signatory of the entity)",
    tags,
    body: bankChangeTokenSchema,
    response: { 200: bankChangeLinkSchema },
  }),
  cancelBankChangeByLink: operation({
    operationId: "cancelBankChangeByLink",
    summary: '"This wasn\'t me": cancel a bank change with its e-mailed link (no sign-in needed)',
    tags,
    body: bankChangeTokenSchema,
    response: { 204: noContent },
  }),
  staffView: operation({
    operationId: "getStaffEntityTaxForm",
    summary: "An entity's tax form status and masked tax and bank details (staff)",
    tags,
    params: idParams,
    response: { 200: staffTaxBankSchema },
  }),
  reviewTaxForm: operation({
    operationId: "reviewEntityTaxForm",
    summary: "Accept or reject an entity's received tax form (staff)",
    tags,
    params: idParams,
    body: taxFormReviewSchema,
    response: { 200: staffTaxBankSchema },
  }),
  staffDownloadTaxForm: operation({
    operationId: "downloadStaffEntityTaxForm",
    summary: "An entity's tax form PDF (staff; audited)",
    tags,
    params: idParams,
    response: { 200: fileAnswer("The tax form (attachment)", "application/pdf") },
  }),
};
