import { bigint, boolean, date, integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./timestamps.ts";

export const charities = pgTable("charities", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: varchar("name", { length: 255 }).notNull(),
  description: text("description"),
  mission: text("mission"),
  website: varchar("website", { length: 255 }),
  contactEmail: varchar("contact_email", { length: 255 }),
  contactPhone: varchar("contact_phone", { length: 50 }),
  address: text("address"),
  city: varchar("city", { length: 100 }),
  state: varchar("state", { length: 50 }),
  zipCode: varchar("zip_code", { length: 20 }),
  country: varchar("country", { length: 100 }).notNull().default("United States"),
  category: varchar("category", { length: 100 }),
  focusArea: text("focus_area"),
  taxId: varchar("tax_id", { length: 50 }),
  partnershipStatus: varchar("partnership_status", { length: 50 }).notNull().default("Active"),
  partnershipDate: date("partnership_date"),
  lastDonationDate: date("last_donation_date"),
  // Integer cents, like every amount of money (decision 0056).
  totalDonationsCents: bigint("total_donations_cents", { mode: "number" }).notNull().default(0),
  notes: text("notes"),
  logoUrl: varchar("logo_url", { length: 500 }),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
