import { z } from "zod";

export const INVESTMENT_INTERESTS = [
  "real-estate-fund-i",
  "private-equity-fund-ii",
  "upcoming-fund-iii",
  "general-inquiry",
] as const;
export type InvestmentInterest = (typeof INVESTMENT_INTERESTS)[number];

export const INVESTMENT_INTEREST_LABELS: Record<InvestmentInterest, string> = {
  "real-estate-fund-i": "Real Estate Fund I",
  "private-equity-fund-ii": "Private Equity Fund II",
  "upcoming-fund-iii": "Upcoming Fund III",
  "general-inquiry": "General Inquiry",
};

export const INQUIRY_STATUSES = ["new", "contacted", "qualified", "closed"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** The investor inquiry form: the inquiry entity minus id, status and createdAt. */
export const inquiryInputSchema = z.object({
  firstName: requiredText("First name", 100),
  lastName: requiredText("Last name", 100),
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(255, "Email must be at most 255 characters")
    .pipe(z.email("Enter a valid email address")),
  investmentInterest: z.enum(INVESTMENT_INTERESTS, {
    error: "Choose an investment interest",
  }),
  message: z
    .string()
    .trim()
    .max(5000, "Message must be at most 5000 characters")
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type InquiryInput = z.input<typeof inquiryInputSchema>;

/** Name of the hidden field that only bots fill in. */
export const HONEYPOT_FIELD = "website";

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
