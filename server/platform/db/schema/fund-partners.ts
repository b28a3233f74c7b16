import { boolean, integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./timestamps.ts";

export const fundPartners = pgTable("fund_partners", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  partnerType: varchar("partner_type", { length: 100 }),
  companyName: varchar("company_name", { length: 255 }),
  contactPerson: varchar("contact_person", { length: 255 }).notNull(),
  title: varchar("title", { length: 255 }),
  email: varchar("email", { length: 255 }).notNull(),
  phone: varchar("phone", { length: 50 }),
  address: text("address"),
  city: varchar("city", { length: 100 }),
  state: varchar("state", { length: 50 }),
  zipCode: varchar("zip_code", { length: 20 }),
  website: varchar("website", { length: 255 }),
  notes: text("notes"),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
