import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, smallint, text, varchar } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./timestamps.ts";

// The firm's meetings investors see in the portal's Upcoming Events (decision 0046): staff edit
// them in the admin portal. Capital call due dates are not stored here: they come from the ledger.
export const firmEvents = pgTable(
  "firm_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: varchar("title", { length: 200 }).notNull(),
    date: date("date").notNull(),
    // Wall-clock "HH:MM" in time_zone, so the page and the calendar file agree in every zone.
    time: varchar("time", { length: 5 }).notNull(),
    timeZone: varchar("time_zone", { length: 40 }).notNull(),
    durationMinutes: smallint("duration_minutes").notNull(),
    type: varchar("type", { length: 30 }).notNull(),
    location: varchar("location", { length: 300 }).notNull(),
    description: text("description").notNull(),
    // Null: every investor; otherwise only investors with access to that fund.
    fundType: varchar("fund_type", { length: 50 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("firm_events_type_check", sql`${t.type} in ('Virtual Meeting', 'In-Person')`),
    check("firm_events_fund_type_check", sql`${t.fundType} in ('Fund I', 'Fund II')`),
    check("firm_events_time_check", sql`${t.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check(
      "firm_events_time_zone_check",
      sql`${t.timeZone} in ('America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles')`,
    ),
    check("firm_events_duration_check", sql`${t.durationMinutes} between 15 and 1440`),
    check("firm_events_description_length_check", sql`char_length(${t.description}) <= 1000`),
    // The portal reads the upcoming ones: date from today on.
    index("firm_events_date_idx").on(t.date, t.id),
  ],
);
