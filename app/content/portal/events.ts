import { site } from "../site";

/**
 * The Investor Portal's Upcoming Events: firm-wide sample content (decision 0011: it lives in a
 * typed module until staff need to edit it). Dates are YYYY-MM-DD; only those not yet past are
 * shown (upcomingEvents).
 * A start time is a wall-clock time in the event's own time zone, so the calendar file and the
 * displayed time agree everywhere.
 */
export const EVENT_TYPES = ["Virtual Meeting", "Capital Call", "In-Person"] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export interface PortalEvent {
  id: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  /** 24-hour wall-clock start "HH:MM" in timeZone. */
  time: string;
  /** IANA time zone of `time`. */
  timeZone: "America/New_York" | "America/Los_Angeles";
  /** 0 for a deadline (a capital call's due time). */
  durationMinutes: number;
  type: EventType;
  /** Where it happens: a place, or how to join. */
  location: string;
  description: string;
}

const headquarters =
  site.offices.find((office) => "isHeadquarters" in office && office.isHeadquarters) ?? site.offices[0];

export const portalEvents: readonly PortalEvent[] = [
  {
    id: "fund-ii-capital-call-4",
    title: "Fund II Capital Call No. 4 Due",
    // The sample investor's scheduled call (server/db/seed/demo-investor-records.ts).
    date: "2027-01-15",
    time: "17:00",
    timeZone: "America/New_York",
    durationMinutes: 0,
    type: "Capital Call",
    location: "Wire transfer to the Fund II account named in the call notice",
    description: "Funds for Fund II's fourth capital call are due by 5:00 PM Eastern. Notices are sent 30 days ahead.",
  },
  {
    id: "q4-2026-investor-call",
    title: "Q4 2026 Quarterly Investor Call",
    date: "2027-02-10",
    time: "11:00",
    timeZone: "America/New_York",
    durationMinutes: 60,
    type: "Virtual Meeting",
    location: "Video conference; the joining link is e-mailed to investors a week before",
    description: "Fund I and Fund II results for the fourth quarter of 2026, followed by questions from investors.",
  },
  {
    id: "annual-investor-meeting-2027",
    title: "2027 Annual Investor Meeting",
    date: "2027-05-13",
    time: "09:30",
    timeZone: "America/Los_Angeles",
    durationMinutes: 360,
    type: "In-Person",
    location: `${site.name} headquarters, ${headquarters.address}`,
    description: "A day with the investment team: portfolio reviews, property tours and the outlook for both funds.",
  },
];

/** The events on or after `today` (YYYY-MM-DD, the server's date, so both renders agree), soonest first. */
export function upcomingEvents(today: string, events: readonly PortalEvent[] = portalEvents): PortalEvent[] {
  return events.filter((event) => event.date >= today).toSorted((a, b) => a.date.localeCompare(b.date));
}
