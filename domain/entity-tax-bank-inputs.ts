// The inputs of an entity's Tax and bank forms and API (decision 0060, slice 5), checked by the
// server (the routes and the page's action); the pages' bundles import entity-tax-bank.ts instead.
import * as z from "zod/mini";
import { TAX_FORM_KINDS } from "./entity-details.ts";
import { isAbaRoutingNumber, TAX_CLASSIFICATION_KEYS, TAX_FORM_REVIEWS } from "./entity-tax-bank.ts";
import { requiredEnum, requiredText, text } from "./fields.ts";

const TAX_ID_MESSAGE = "Tax ID must be 9 digits: 123-45-6789 (SSN or ITIN) or 12-3456789 (EIN)";

/** The tax details a signatory or delegate sets: classification and the 9-digit number. */
export const taxDetailsSchema = z.object({
  taxClassification: requiredEnum(TAX_CLASSIFICATION_KEYS, "Tax classification"),
  taxId: z.pipe(
    text("Tax ID", { error: "Tax ID is required" }).check(
      z.trim(),
      z.regex(/^(\d{9}|\d{3}-\d{2}-\d{4}|\d{2}-\d{7})$/, TAX_ID_MESSAGE),
    ),
    z.transform((value) => value.replace(/-/g, "")),
  ),
});
export type TaxDetailsInput = z.input<typeof taxDetailsSchema>;

const digitsOnly = (value: string) => value.replace(/[\s-]/g, "");

/** A new bank account for distributions (a signatory's change; pending until confirmed). */
export const bankAccountSchema = z.object({
  bankName: requiredText("Bank name", 255),
  accountName: requiredText("Account holder name", 255),
  routingNumber: z.pipe(
    z.pipe(text("Routing number", { error: "Routing number is required" }), z.transform(digitsOnly)),
    z
      .string()
      .check(
        z.regex(/^\d{9}$/, "Routing number must be 9 digits"),
        z.refine(isAbaRoutingNumber, "Routing number is not a valid ABA routing number (check the digits)"),
      ),
  ),
  accountNumber: z.pipe(
    z.pipe(text("Account number", { error: "Account number is required" }), z.transform(digitsOnly)),
    z.string().check(z.regex(/^\d{4,17}$/, "Account number must be 4 to 17 digits")),
  ),
});
export type BankAccountInput = z.input<typeof bankAccountSchema>;

/** The tax form's kind, sent with its PDF (multipart field `kind`; the file is `file`). */
export const taxFormUploadSchema = z.object({ kind: requiredEnum(TAX_FORM_KINDS, "Form") });

export const taxFormReviewSchema = z.object({ status: requiredEnum(TAX_FORM_REVIEWS, "Status") });

/** The single-use token of a bank change's e-mailed link. */
export const bankChangeTokenSchema = z.object({
  token: text("Link", { error: "The link is incomplete" }).check(
    z.regex(/^[A-Za-z0-9_-]{43}$/, "The link is incomplete"),
  ),
});
