// Offerings and the data room (issue 25 §2, decision 0065): what staff send to create, edit and
// invite, and what the pages and the API answer. zod/mini: the same schemas check the staff forms
// in the browser and the API on the server.
import * as z from "zod/mini";
import { optionalBoolean, optionalDate, optionalText, requiredEnum, requiredText, text } from "./fields.ts";
import {
  OFFERING_DOCUMENT_KINDS,
  OFFERING_EXEMPTIONS,
  OFFERING_STATUSES,
  type OfferingDocumentKind,
  type OfferingExemption,
  type OfferingStatus,
} from "./offerings.ts";
import { emailSchema } from "./user.ts";

/** The funds an offering can be for: capital_commitments.fund_type, where its commitments go. */
export const OFFERING_FUNDS = ["Fund I", "Fund II"] as const;
export type OfferingFund = (typeof OFFERING_FUNDS)[number];

export const OFFERING_LIMITS = { name: 200, notice: 5000, title: 200, largestMinimumDollars: 100_000_000 } as const;

/** The notice a new offering starts with; staff may edit it (what each person accepted is kept). */
export const DEFAULT_CONFIDENTIALITY_NOTICE =
  "The documents of this offering are confidential. They are provided to you alone, to evaluate an investment in the fund, and may not be copied, forwarded or disclosed to anyone other than your professional advisers, who must keep them confidential too. Each document is marked with your name, your e-mail address and the time you opened it. This is not an offer to sell, or a solicitation of an offer to buy, any security in any jurisdiction where that would be unlawful.";

/** Which status an offering may move to from each: draft → open → closed, never back. */
export const OFFERING_NEXT_STATUS: Record<OfferingStatus, OfferingStatus | null> = {
  draft: "open",
  open: "closed",
  closed: null,
};

const minimumDollars = z
  .number({
    error: (issue) => (issue.input == null ? "Minimum commitment is required" : "Minimum commitment must be a number"),
  })
  .check(
    z.int("Minimum commitment must be whole dollars"),
    z.gte(1, "Minimum commitment must be at least $1"),
    z.lte(OFFERING_LIMITS.largestMinimumDollars, "Minimum commitment must be at most $100,000,000"),
  );

const closeDatesInOrder = z.superRefine(
  (value: { firstCloseDate?: string | null; finalCloseDate?: string | null }, ctx) => {
    if (value.firstCloseDate && value.finalCloseDate && value.finalCloseDate < value.firstCloseDate) {
      ctx.addIssue({
        code: "custom",
        path: ["finalCloseDate"],
        message: "The final close must be on or after the first close",
        input: value,
      });
    }
  },
);

const detailFields = {
  fundType: requiredEnum(OFFERING_FUNDS, "Fund"),
  name: requiredText("Name", OFFERING_LIMITS.name),
  exemption: requiredEnum(OFFERING_EXEMPTIONS, "Exemption"),
  minimumCommitment: minimumDollars,
  firstCloseDate: optionalDate("First close date"),
  finalCloseDate: optionalDate("Final close date"),
  requiresQualifiedPurchaser: optionalBoolean("Qualified purchasers only"),
  confidentialityNotice: optionalText("Confidentiality notice", OFFERING_LIMITS.notice),
};

/** A new offering (a draft): the minimum in whole dollars; a blank notice takes the default. */
export const offeringCreateSchema = z.strictObject(detailFields).check(closeDatesInOrder);
export type OfferingCreateInput = z.output<typeof offeringCreateSchema>;

/** A change to an offering: only the fields sent change; `status` moves it one step along. */
export const offeringUpdateSchema = z
  .strictObject({
    fundType: z.optional(detailFields.fundType),
    name: z.optional(detailFields.name),
    exemption: z.optional(detailFields.exemption),
    minimumCommitment: z.optional(minimumDollars),
    firstCloseDate: detailFields.firstCloseDate,
    finalCloseDate: detailFields.finalCloseDate,
    requiresQualifiedPurchaser: detailFields.requiresQualifiedPurchaser,
    confidentialityNotice: detailFields.confidentialityNotice,
    status: z.optional(requiredEnum(OFFERING_STATUSES, "Status")),
  })
  .check(closeDatesInOrder);
export type OfferingUpdateInput = z.output<typeof offeringUpdateSchema>;

/** The text fields of a document upload (multipart; the PDF is the `file` part). */
export const offeringDocumentFieldsSchema = z.object({
  kind: requiredEnum(OFFERING_DOCUMENT_KINDS, "Kind"),
  title: requiredText("Title", OFFERING_LIMITS.title),
});

/** Invite a prospect (by id) or anyone (by e-mail and name) to an offering. */
export const offeringInvitationSchema = z
  .strictObject({
    prospectId: z.optional(
      z.number({ error: "Choose a prospect" }).check(z.int("Choose a prospect"), z.positive("Choose a prospect")),
    ),
    email: z.optional(emailSchema),
    name: z.optional(text("Name").check(z.trim(), z.maxLength(200, "Name must be at most 200 characters"))),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.prospectId === undefined && !value.email) {
        ctx.addIssue({
          code: "custom",
          path: ["email"],
          message: "Choose a prospect or enter an e-mail address",
          input: value,
        });
      }
      if (value.prospectId === undefined && value.email && !value.name) {
        ctx.addIssue({ code: "custom", path: ["name"], message: "Name is required", input: value });
      }
    }),
  );
export type OfferingInvitationInput = z.output<typeof offeringInvitationSchema>;

/** An offering as staff list it. */
export interface OfferingSummary {
  id: number;
  fundType: string;
  name: string;
  status: OfferingStatus;
  exemption: OfferingExemption;
  minimumCommitmentCents: number;
  requiresQualifiedPurchaser: boolean;
  firstCloseDate: string | null;
  finalCloseDate: string | null;
  confidentialityNotice: string;
  firstSaleDate: string | null;
  formDFiledAt: string | null;
  /** first_sale_date + 15 days while Form D is not filed; null otherwise. */
  formDDueDate: string | null;
  documentCount: number;
  peopleCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface OfferingDocumentRow {
  id: number;
  kind: OfferingDocumentKind;
  title: string;
  fileName: string;
  byteSize: number;
  createdAt: string;
}

/** One person's use of one document: first and last time and how many, for views and downloads. */
export interface DocumentActivity {
  documentId: number;
  views: number;
  firstViewedAt: string | null;
  lastViewedAt: string | null;
  downloads: number;
  firstDownloadedAt: string | null;
  lastDownloadedAt: string | null;
}

/** A person with access to an offering, as staff see them. */
export interface OfferingPerson {
  userId: number;
  name: string;
  email: string;
  prospectId: number | null;
  invitedAt: string | null;
  invitedByName: string | null;
  acceptedAt: string | null;
  activity: DocumentActivity[];
}

export interface OfferingDetail extends OfferingSummary {
  documents: OfferingDocumentRow[];
  people: OfferingPerson[];
}

/** An offering as a person invited to it (or an existing investor) sees it. */
export interface InvestorOffering {
  id: number;
  fundType: string;
  name: string;
  exemption: OfferingExemption;
  minimumCommitmentCents: number;
  requiresQualifiedPurchaser: boolean;
  firstCloseDate: string | null;
  finalCloseDate: string | null;
  confidentialityNotice: string;
  acceptedAt: string | null;
  /** Empty until the notice is accepted. */
  documents: Array<{ id: number; kind: OfferingDocumentKind; title: string; byteSize: number }>;
}

/** An offering in the person's list of offerings. */
export type InvestorOfferingSummary = Omit<InvestorOffering, "documents" | "confidentialityNotice">;
