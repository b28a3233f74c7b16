import { site } from "../site";

/**
 * The Investor Portal's Upcoming Events: firm-wide sample content (the decisions file lets it live
 * in a typed module). Dates are YYYY-MM-DD in early 2025, after the demo records (December 2024).
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

const headquarters = site.offices.find((office) => "isHeadquarters" in office && office.isHeadquarters) ?? site.offices[0];

export const portalEvents: readonly PortalEvent[] = [
  {
    id: "q4-2024-investor-call",
    title: "Q4 2024 Quarterly Investor Call",
    date: "2025-02-12",
    time: "11:00",
    timeZone: "America/New_York",
    durationMinutes: 60,
    type: "Virtual Meeting",
    location: "Video conference; the joining link is e-mailed to investors a week before",
    description: "Fund I and Fund II results for the fourth quarter of 2024, followed by questions from investors.",
  },
  {
    id: "fund-ii-capital-call-4",
    title: "Fund II Capital Call No. 4 Due",
    date: "2025-03-14",
    time: "17:00",
    timeZone: "America/New_York",
    durationMinutes: 0,
    type: "Capital Call",
    location: "Wire transfer to the Fund II account named in the call notice",
    description: "Funds for Fund II's fourth capital call are due by 5:00 PM Eastern. Notices are sent 30 days ahead.",
  },
  {
    id: "annual-investor-meeting-2025",
    title: "2025 Annual Investor Meeting",
    date: "2025-05-15",
    time: "09:30",
    timeZone: "America/Los_Angeles",
    durationMinutes: 360,
    type: "In-Person",
    location: `${site.name} headquarters, ${headquarters.address}`,
    description: "A day with the investment team: portfolio reviews, property tours and the outlook for both funds.",
  },
];
