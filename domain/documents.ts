import * as z from "zod/mini";
import {
  DOCUMENT_FUNDS,
  DOCUMENT_KINDS,
  type DocumentFund,
  type DocumentKind,
  type DocumentStatus,
} from "./investor-portal.ts";
import { pageQuerySchema } from "./paging.ts";
import { optionalDate, optionalText, requiredEnum, requiredText, text } from "./fields.ts";

/**
 * Staff document delivery (admin portal, Documents page): what staff upload for one investor or a
 * whole fund, and what the page lists. Files themselves travel as multipart/form-data; these are
 * the form's text fields.
 */

/** The kinds staff upload, with the names staff know them by. */
export const UPLOAD_KINDS = ["statement_quarterly", "statement_tax", "subscription", "other", "report"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
export const UPLOAD_KIND_LABELS: Record<UploadKind, string> = {
  statement_quarterly: "Quarterly statement",
  statement_tax: "K-1 (tax statement)",
  subscription: "Subscription document",
  other: "Other",
  report: "Quarterly report (whole fund)",
};

/** Every stored kind's label, for the staff list (documents also come from other screens). */
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  ...UPLOAD_KIND_LABELS,
  statement_monthly: "Monthly statement",
  legal: "Legal document",
  capital_call_notice: "Capital call notice",
  distribution_notice: "Distribution notice",
};

/** The kinds that are delivered to one investor (every upload kind but the fund-wide report). */
export const PERSONAL_UPLOAD_KINDS = UPLOAD_KINDS.filter((k) => k !== "report") as Exclude<UploadKind, "report">[];

const idText = (label: string) =>
  z.pipe(
    text(label, { error: `${label} is required` }).check(z.trim(), z.regex(/^[1-9]\d{0,9}$/, `${label} is required`)),
    z.transform(Number),
  );

/**
 * The upload form's fields (multipart text fields, so all strings): a report is fund-wide (a fund,
 * no investor); every other kind is one investor's (an investor, no fund needed).
 */
export const documentUploadSchema = z
  .object({
    kind: requiredEnum(UPLOAD_KINDS, "Type"),
    userId: z.optional(z.union([z.literal(""), idText("Investor")])),
    // The investing entity it belongs to (decision 0060, slice 4): staff pick the entity; a
    // person (userId) still means their own holding.
    entityId: z.optional(z.union([z.literal(""), idText("Investing entity")])),
    fundType: z.optional(z.union([z.literal(""), requiredEnum(DOCUMENT_FUNDS, "Fund")])),
    title: requiredText("Title", 255),
    period: optionalText("Period", 50),
    documentDate: optionalDate("Document date"),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.kind === "report" && !value.fundType) {
        ctx.issues.push({
          code: "custom",
          path: ["fundType"],
          message: "Fund is required for a fund-wide report",
          input: value,
        });
      }
      if (value.kind !== "report" && !value.userId && !value.entityId) {
        ctx.issues.push({ code: "custom", path: ["entityId"], message: "Investing entity is required", input: value });
      }
    }),
  );
export type DocumentUploadInput = z.input<typeof documentUploadSchema>;
export type DocumentUploadData = z.output<typeof documentUploadSchema>;

/** A K-1 announced before it exists: the investor sees it Pending with the date it is expected. */
const positiveId = (label: string) =>
  z.number({ error: `${label} is required` }).check(z.int(`${label} is required`), z.positive(`${label} is required`));

/** Either the investing entity (the staff form's picker) or a person's own holding (userId). */
export const pendingK1Schema = z
  .object({
    userId: z.optional(positiveId("Investor")),
    entityId: z.optional(positiveId("Investing entity")),
    title: requiredText("Title", 255),
    period: optionalText("Period", 50),
    expectedDate: z.iso.date({ error: "Expected date must be a date (YYYY-MM-DD)" }),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.userId === undefined && value.entityId === undefined) {
        ctx.issues.push({ code: "custom", path: ["entityId"], message: "Investing entity is required", input: value });
      }
    }),
  );
export type PendingK1Input = z.input<typeof pendingK1Schema>;

/** Bulk upload's preview: the chosen files' names, matched to investors by member ID. */
export const bulkPreviewSchema = z.object({
  fileNames: z
    .array(text("File names").check(z.maxLength(255, "A file name must be at most 255 characters")), {
      error: "File names must be a list of texts",
    })
    .check(z.minLength(1, "Choose at least one file"), z.maxLength(50, "Choose at most 50 files at once")),
});

/** Bulk upload's common fields: every file becomes a personal document of this kind, title and period. */
export const bulkUploadSchema = z.object({
  kind: requiredEnum(
    PERSONAL_UPLOAD_KINDS as [Exclude<UploadKind, "report">, ...Exclude<UploadKind, "report">[]],
    "Type",
  ),
  title: requiredText("Title", 255),
  period: optionalText("Period", 50),
  documentDate: optionalDate("Document date"),
});
export type BulkUploadData = z.output<typeof bulkUploadSchema>;

/** A member ID inside a file name ("Q3-2026_EDF-2024-0012.pdf"): memberIdOf's form. */
const MEMBER_ID_IN_NAME = /EDF-(\d{4})-(\d{4,10})/i;

/** The member ID a file name carries, upper-cased, or null. */
export function memberIdInFileName(fileName: string): string | null {
  const match = MEMBER_ID_IN_NAME.exec(fileName);
  return match ? `EDF-${match[1]}-${match[2]}` : null;
}

/** One file of a bulk upload, matched (or not) to an investor. */
export interface BulkMatch {
  fileName: string;
  memberId: string | null;
  /** The investor the file goes to; null when no active investor has that member ID. */
  investor: { id: number; name: string; memberId: string } | null;
  /** Why it is not matched, when it is not. */
  reason: string | null;
}

/** An investor staff can deliver a document to (the upload form's choices). */
export interface DocumentRecipient {
  id: number;
  name: string;
  memberId: string;
  funds: DocumentFund[];
}

/** One document on the staff Documents page, with its delivery evidence. */
export interface StaffDocument {
  id: number;
  kind: DocumentKind;
  title: string;
  period: string | null;
  fundType: DocumentFund | null;
  status: DocumentStatus | null;
  fileSize: string | null;
  documentDate: string | null;
  expectedDate: string | null;
  /** The investor it belongs to, null for a fund-wide document. */
  investor: { id: number; name: string; memberId: string } | null;
  available: boolean;
  /** Investors it was published to: electronicCount + paperCount (deliveryChannelOf, domain/edelivery.ts). */
  deliveredCount: number;
  /** Of them, delivered electronically: they accepted e-delivery (or opened it). */
  electronicCount: number;
  /** Of them, awaiting consent: the firm sends it on paper. */
  paperCount: number;
  openedCount: number;
  /** Earlier files kept when the file was replaced. */
  versionCount: number;
  createdAt: string;
}

/** An investor a document was delivered to who has not opened it yet. */
export interface UnopenedDelivery {
  userId: number;
  name: string;
  memberId: string;
  deliveredAt: string;
}

/** An earlier file of a replaced document (staff only). */
export interface DocumentVersion {
  id: number;
  fileSize: string | null;
  replacedAt: string;
  replacedBy: string | null;
}

/** Staff download paths (GET). */
export const staffDocumentDownloadPath = (id: number) => `/api/documents/${id}/download`;
export const staffVersionDownloadPath = (id: number, versionId: number) =>
  `/api/documents/${id}/versions/${versionId}/download`;

/** The staff documents list (decision 0040): newest first; ?q= title or investor, ?type=, ?fund=. */
export const DOCUMENT_SORTS = ["date"] as const;
export const documentPageQuerySchema = pageQuerySchema(DOCUMENT_SORTS, {
  type: z.optional(z.enum(DOCUMENT_KINDS, { error: `type must be one of: ${DOCUMENT_KINDS.join(", ")}` })),
  fund: z.optional(z.enum(DOCUMENT_FUNDS, { error: `fund must be one of: ${DOCUMENT_FUNDS.join(", ")}` })),
});
export type DocumentPageQuery = z.infer<typeof documentPageQuerySchema>;
export type DocumentPageFilter = Pick<DocumentPageQuery, "q" | "type" | "fund">;

/**
 * The upload forms' investor choices, a page at a time by name: ?q= finds an investor by name,
 * e-mail, username or member ID among thousands (decision 0040).
 */
export const documentRecipientQuerySchema = pageQuerySchema(["name"], {});
