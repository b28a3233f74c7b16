// zod/mini: the same schema validates on the server and in the browser, where its size matters.
import * as z from "zod/mini";
import { text } from "./fields.ts";
import { pageQuerySchema } from "./paging.ts";
import { INVESTMENT_INTERESTS, type InvestmentInterest } from "./inquiry-options.ts";

export const INQUIRY_STATUSES = ["new", "contacted", "qualified", "closed"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

const requiredText = (label: string, max: number) =>
  text(label, { error: `${label} is required` }).check(
    z.trim(),
    z.minLength(1, `${label} is required`),
    z.maxLength(max, `${label} must be at most ${max} characters`),
  );

/** The investor inquiry form: the inquiry entity minus id, status and createdAt. */
export const inquiryInputSchema = z.object({
  firstName: requiredText("First name", 100),
  lastName: requiredText("Last name", 100),
  email: z.pipe(requiredText("Email", 255), z.email("Enter a valid email address")),
  investmentInterest: z.enum(INVESTMENT_INTERESTS, { error: "Choose an investment interest" }),
  message: z.optional(
    z.pipe(
      text("Message").check(z.trim(), z.maxLength(5000, "Message must be at most 5000 characters")),
      z.transform((v) => (v ? v : undefined)),
    ),
  ),
});
export type InquiryInput = z.input<typeof inquiryInputSchema>;

export interface Inquiry {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  investmentInterest: InvestmentInterest;
  message: string | null;
  status: InquiryStatus;
  createdAt: string;
}

export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  closed: "Closed",
};

const inquiryStatusSchema = z.enum(INQUIRY_STATUSES, {
  error: (issue) =>
    issue.input === undefined || issue.input === null
      ? "Status is required"
      : `Status must be one of: ${INQUIRY_STATUSES.join(", ")}`,
});

/** PATCH /api/contact-inquiries/:id (staff). */
export const inquiryStatusUpdateSchema = z.object({ status: inquiryStatusSchema });
export type InquiryStatusUpdate = z.infer<typeof inquiryStatusUpdateSchema>;

/** GET /api/contact-inquiries and its export.csv: optional ?status= filter. */
export const inquiryListQuerySchema = z.object({ status: z.optional(inquiryStatusSchema) });

/** The orders the staff list offers (?sort=): received date (the default), name, e-mail, status. */
export const INQUIRY_SORTS = ["date", "name", "email", "status"] as const;
export type InquirySort = (typeof INQUIRY_SORTS)[number];

/** GET /api/contact-inquiries/page and the admin portal's Inquiries tab: paged, searched (?q= name or e-mail), sorted. */
export const inquiryPageQuerySchema = pageQuerySchema(INQUIRY_SORTS, { status: z.optional(inquiryStatusSchema) });
export type InquiryPageQuery = z.infer<typeof inquiryPageQuerySchema>;

/** The export: the list's status filter and search. */
export const inquiryExportQuerySchema = z.object({
  status: z.optional(inquiryStatusSchema),
  q: inquiryPageQuerySchema.shape.q,
});
