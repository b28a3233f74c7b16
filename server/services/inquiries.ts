import { inquiryInputSchema, type Inquiry } from "../../domain/inquiry.ts";
import { HONEYPOT_FIELD } from "../../domain/inquiry-options.ts";
import type { Database } from "../db/client.ts";
import { contactInquiries } from "../db/schema/contact-inquiries.ts";
import { fieldErrorsOf } from "../../domain/field-errors.ts";
import type { RateLimiter } from "./rate-limiter.ts";

/** At most five inquiries per address in fifteen minutes: plenty for people, little for bots. */
export const CONTACT_RATE_LIMIT = { name: "contact", limit: 5, windowMs: 15 * 60_000 };

export type SubmitInquiryResult =
  | { status: "created"; inquiry: Inquiry }
  | { status: "invalid"; fieldErrors: Record<string, string[]> }
  | { status: "rate_limited"; retryAfterSeconds: number };

export function createInquiryService(db: Database, rateLimiter: RateLimiter) {
  return {
    /**
     * The one way an inquiry enters the system (the JSON API and the no-JavaScript form both come
     * here): honeypot, validation, per-address limit, then the insert. Resolves only once the row
     * is committed, so an acknowledged inquiry is never lost.
     */
    async submit(body: unknown, clientAddress: string): Promise<SubmitInquiryResult> {
      const raw = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
      if (typeof raw[HONEYPOT_FIELD] === "string" && raw[HONEYPOT_FIELD] !== "") {
        return { status: "invalid", fieldErrors: { [HONEYPOT_FIELD]: ["This field must be left empty"] } };
      }
      const parsed = inquiryInputSchema.safeParse(body);
      if (!parsed.success) return { status: "invalid", fieldErrors: fieldErrorsOf(parsed.error.issues) };

      const limit = await rateLimiter.hit(CONTACT_RATE_LIMIT, clientAddress);
      if (!limit.allowed) return { status: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };

      const input = parsed.data;
      const [row] = await db
        .insert(contactInquiries)
        .values({
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          investmentInterest: input.investmentInterest,
          message: input.message ?? null,
        })
        .returning();
      return { status: "created", inquiry: { ...row, createdAt: row.createdAt.toISOString() } as Inquiry };
    },
  };
}
