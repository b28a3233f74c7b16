import { sql } from "drizzle-orm";
import { inquiryInputSchema, type Inquiry } from "#domain/inquiry.ts";
import { HONEYPOT_FIELD } from "#domain/inquiry-options.ts";
import type { Database } from "#server/platform/db/client.ts";
import { contactInquiries } from "#server/platform/db/schema/contact-inquiries.ts";
import { fieldErrorsOf } from "#domain/field-errors.ts";
import type { AlsoCounted, LimitedWrite, RateLimiter, RateLimitResult } from "#server/platform/rate-limiter.ts";

/** At most five inquiries per address in fifteen minutes: plenty for people, little for bots. */
export const CONTACT_RATE_LIMIT = { name: "contact", limit: 5, windowMs: 15 * 60_000 };

export type SubmitInquiryResult =
  | { status: "created"; inquiry: Inquiry }
  | { status: "invalid"; fieldErrors: Record<string, string[]> }
  | { status: "rate_limited"; retryAfterSeconds: number }
  /** Over the writes tier the caller handed over (`writesTier`): the request limit's refusal. */
  | { status: "request_limited"; limit: RateLimitResult };

/** The stored row as row_to_json spells it (column names, the timestamp as text). */
interface StoredInquiry {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  investment_interest: string;
  message: string | null;
  status: string;
  created_at: string;
}

const c = contactInquiries;
/** The inquiry's insert, run by hitThenWrite when the address is within its limit. */
const INQUIRY_INSERT: LimitedWrite = {
  name: "contact_inquiry",
  build: (withinLimit) => sql`
    insert into ${c} (${sql.identifier(c.firstName.name)}, ${sql.identifier(c.lastName.name)},
      ${sql.identifier(c.email.name)}, ${sql.identifier(c.investmentInterest.name)}, ${sql.identifier(c.message.name)})
    select ${sql.placeholder("firstName")}::text, ${sql.placeholder("lastName")}::text, ${sql.placeholder("email")}::text,
      ${sql.placeholder("investmentInterest")}::text, ${sql.placeholder("message")}::text
    where ${withinLimit}
    returning row_to_json(${c}.*) as written`,
};

const toInquiry = (row: StoredInquiry): Inquiry =>
  ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    investmentInterest: row.investment_interest,
    message: row.message,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
  }) as Inquiry;

export function createInquiryService(db: Database, rateLimiter: RateLimiter) {
  return {
    /**
     * The one way an inquiry enters the system (the JSON API and the no-JavaScript form both come
     * here): honeypot, validation, per-address limit, then the insert. Resolves only once the row
     * is committed, so an acknowledged inquiry is never lost.
     */
    async submit(body: unknown, clientAddress: string, writesTier?: AlsoCounted): Promise<SubmitInquiryResult> {
      /** A refused or invalid inquiry still counts against the writes tier, as every write does. */
      const refusedWrite = async (): Promise<SubmitInquiryResult | null> => {
        if (!writesTier) return null;
        const limit = await rateLimiter.hit(writesTier.rule, writesTier.key);
        return limit.allowed ? null : { status: "request_limited", limit };
      };
      const raw = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
      if (typeof raw[HONEYPOT_FIELD] === "string" && raw[HONEYPOT_FIELD] !== "") {
        return (
          (await refusedWrite()) ?? {
            status: "invalid",
            fieldErrors: { [HONEYPOT_FIELD]: ["This field must be left empty"] },
          }
        );
      }
      const parsed = inquiryInputSchema.safeParse(body);
      if (!parsed.success) {
        return (await refusedWrite()) ?? { status: "invalid", fieldErrors: fieldErrorsOf(parsed.error.issues) };
      }

      // The address's counts (this form's and, when handed over, the writes tier's) and the insert
      // in one statement (one round trip, one commit): the row is stored only when both counts
      // allow it, and acknowledged only once committed.
      const input = parsed.data;
      const { limit, alsoLimit, written } = await rateLimiter.hitThenWrite<StoredInquiry>(
        CONTACT_RATE_LIMIT,
        clientAddress,
        INQUIRY_INSERT,
        {
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          investmentInterest: input.investmentInterest,
          message: input.message ?? null,
        },
        writesTier,
      );
      if (alsoLimit && !alsoLimit.allowed) return { status: "request_limited", limit: alsoLimit };
      if (!limit.allowed) return { status: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };
      if (!written) throw new Error("The inquiry was allowed but not stored");
      return { status: "created", inquiry: toInquiry(written) };
    },
  };
}
