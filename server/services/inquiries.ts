import type { Inquiry, InquiryInput } from "../../domain/inquiry.ts";
import type { Database } from "../db/client.ts";
import { contactInquiries } from "../db/schema/contact-inquiries.ts";

export function createInquiryService(db: Database) {
  return {
    /** Store an inquiry; resolves only once the row is committed, so an acknowledged one is kept. */
    async create(input: InquiryInput & { message?: string }): Promise<Inquiry> {
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
      return { ...row, createdAt: row.createdAt.toISOString() } as Inquiry;
    },
  };
}
