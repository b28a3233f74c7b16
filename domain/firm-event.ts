import * as z from "zod/mini";
import { decimalNumber, optionalEnum, requiredEnum, requiredText, text } from "./fields.ts";
import { FUND_TYPES, type FundType } from "./investment.ts";

/**
 * The dates in the portal's Upcoming Events (decision 0046). Every one comes from a record:
 * - meetings (the quarterly call, the annual meeting) are firm events staff edit in the admin
 *   portal's Events tab (table firm_events), each for every investor or for one fund's;
 * - a capital call's due date is the investor's own unpaid part of a call in the fund ledger,
 *   never typed in a second time, so the card and the notice cannot disagree.
 * An investor sees a fund's events only with access to that fund, and only events on or after
 * today (the server's clock).
 */

/** What an investor's calendar shows; "Capital Call" comes only from the ledger. */
export const EVENT_TYPES = ["Virtual Meeting", "Capital Call", "In-Person"] as const;
export type EventType = (typeof EVENT_TYPES)[number];
/** The kinds of meeting staff schedule. */
export const MEETING_TYPES = ["Virtual Meeting", "In-Person"] as const;
export type MeetingType = (typeof MEETING_TYPES)[number];

/** The firm's offices' zones (docs/product.md §Figures: four time zones). */
export const EVENT_TIME_ZONES = [
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Los_Angeles",
] as const;
export type EventTimeZone = (typeof EVENT_TIME_ZONES)[number];

/** A capital call is due by 5 PM Eastern on its due date (the notices' wire instructions say so). */
export const CALL_DUE_TIME = { time: "17:00", timeZone: "America/New_York" } as const;

export interface PortalEvent {
  /** "firm-12" or "call-34": unique, and stable across renders (the calendar file's UID). */
  id: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  /** 24-hour wall-clock start "HH:MM" in timeZone. */
  time: string;
  timeZone: EventTimeZone;
  /** 0 for a deadline (a capital call's due time). */
  durationMinutes: number;
  type: EventType;
  /** Where it happens: a place, or how to join. */
  location: string;
  description: string;
  /** The fund whose investors see it; null: every investor. */
  fundType: FundType | null;
  /** When the record last changed (ISO instant): the calendar file's DTSTAMP. */
  revisedAt: string;
}

/** A firm event as staff see and edit it. */
export interface FirmEvent extends Omit<PortalEvent, "id" | "type" | "revisedAt"> {
  id: number;
  type: MeetingType;
  createdAt: string;
  updatedAt: string;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Create and update (PUT) body of a firm event; every field is sent both times. */
export const firmEventInputSchema = z.object({
  title: requiredText("Title", 200),
  date: z.iso.date({
    error: (issue) => (issue.input === undefined ? "Date is required" : "Date must be a date (YYYY-MM-DD)"),
  }),
  time: text("Start time", {
    error: (issue) => (issue.input === undefined ? "Start time is required" : "Start time must be text"),
  }).check(z.regex(TIME, "Start time must be a 24-hour time (HH:MM)")),
  timeZone: requiredEnum(EVENT_TIME_ZONES, "Time zone"),
  durationMinutes: decimalNumber("Duration (minutes)", { min: 15, max: 24 * 60, decimals: 0 }),
  type: requiredEnum(MEETING_TYPES, "Type"),
  location: requiredText("Location", 300),
  description: requiredText("Description", 1000),
  // Omitted, "" or null: every investor.
  fundType: optionalEnum(FUND_TYPES, "Fund"),
});
export type FirmEventInput = z.input<typeof firmEventInputSchema>;
export type FirmEventData = z.output<typeof firmEventInputSchema>;

/** What the calendar needs of a call part the investor has not paid in full. */
export interface DueCall {
  partId: number;
  fundType: FundType;
  number: number;
  dueDate: string;
  /** The call's date (an ISO day): the calendar entry's revision. */
  callDate: string;
}

/** A call's due date as a calendar entry. */
export function callDueEvent(call: DueCall): PortalEvent {
  return {
    id: `call-${call.partId}`,
    title: `${call.fundType} Capital Call No. ${call.number} Due`,
    date: call.dueDate,
    ...CALL_DUE_TIME,
    durationMinutes: 0,
    type: "Capital Call",
    location: `Wire transfer to the ${call.fundType} account named in the call notice`,
    description: `Your part of ${call.fundType}'s capital call No. ${call.number} is due by 5:00 PM Eastern. The amount and the wire instructions are in the call notice.`,
    fundType: call.fundType,
    revisedAt: `${call.callDate}T00:00:00.000Z`,
  };
}

/** The events from `today` on, soonest first (same day: earlier start first, then id). */
export function upcomingEvents(events: readonly PortalEvent[], today: string): PortalEvent[] {
  return events
    .filter((event) => event.date >= today)
    .toSorted((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.id.localeCompare(b.id));
}
