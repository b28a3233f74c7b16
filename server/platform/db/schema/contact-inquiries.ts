import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./timestamps.ts";

export const contactInquiries = pgTable(
  "contact_inquiries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    firstName: varchar("first_name", { length: 100 }).notNull(),
    lastName: varchar("last_name", { length: 100 }).notNull(),
    email: varchar("email", { length: 255 }).notNull(),
    investmentInterest: varchar("investment_interest", { length: 50 }).notNull(),
    message: text("message"),
    // Staff follow-up state: new, contacted, qualified, closed (docs/product.md §Staff screens).
    status: varchar("status", { length: 20 }).notNull().default("new"),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "contact_inquiries_interest_check",
      sql`${t.investmentInterest} in ('real-estate-fund-i', 'private-equity-fund-ii', 'upcoming-fund-iii', 'general-inquiry')`,
    ),
    check("contact_inquiries_status_check", sql`${t.status} in ('new', 'contacted', 'qualified', 'closed')`),
    // The staff list's orders (decision 0037), each ending with the id that breaks ties.
    index("contact_inquiries_created_at_id_idx").on(t.createdAt, t.id),
    index("contact_inquiries_status_created_at_idx").on(t.status, t.createdAt, t.id),
    index("contact_inquiries_name_idx").on(sql`lower(${t.lastName} || ' ' || ${t.firstName})`, t.id),
    index("contact_inquiries_email_idx").on(sql`lower(${t.email})`, t.id),
  ],
);
