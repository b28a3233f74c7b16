import type { PortalEvent } from "#domain/firm-event.ts";

/**
 * Times and an iCalendar (.ics, RFC 5545) file for the portal's events, computed the same way on
 * the server and in the browser (no "now", no local time zone), so hydration always agrees.
 */

const pad = (n: number) => String(n).padStart(2, "0");

/** Offset of `timeZone` from UTC at `instant`, in minutes (e.g. -300 for EST). */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour") % 24, get("minute"));
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/** The UTC instant of an event's wall-clock start, and its offset in minutes at that time. */
export function eventStart(event: Pick<PortalEvent, "date" | "time" | "timeZone">): { utc: Date; offset: number } {
  const [year, month, day] = event.date.split("-").map(Number);
  const [hour, minute] = event.time.split(":").map(Number);
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  let offset = offsetMinutes(wallAsUtc, event.timeZone);
  const second = offsetMinutes(wallAsUtc - offset * 60_000, event.timeZone);
  if (second !== offset) offset = second;
  return { utc: new Date(wallAsUtc - offset * 60_000), offset };
}

const zoneNames: Record<string, Record<number, string>> = {
  "America/New_York": { [-300]: "EST", [-240]: "EDT" },
  "America/Chicago": { [-360]: "CST", [-300]: "CDT" },
  "America/Denver": { [-420]: "MST", [-360]: "MDT" },
  "America/Los_Angeles": { [-480]: "PST", [-420]: "PDT" },
};

/** "11:00 AM EST": the event's wall-clock time with its zone abbreviation for that date. */
export function formatEventTime(event: Pick<PortalEvent, "date" | "time" | "timeZone">): string {
  const [hour, minute] = event.time.split(":").map(Number);
  const { offset } = eventStart(event);
  const zone = zoneNames[event.timeZone]?.[offset] ?? event.timeZone;
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${pad(minute)} ${hour < 12 ? "AM" : "PM"} ${zone}`;
}

/** ISO 8601 with offset for <time dateTime>, e.g. "2025-02-12T11:00-05:00". */
export function eventDateTimeAttr(event: Pick<PortalEvent, "date" | "time" | "timeZone">): string {
  const { offset } = eventStart(event);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  return `${event.date}T${event.time}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

const icsUtc = (date: Date) =>
  `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}00Z`;

const icsText = (text: string) =>
  text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

const utf8Length = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * Folds a content line (RFC 5545 3.1): at most 75 octets of UTF-8 per line, the continuation's
 * leading space counting among them, and never inside a character's byte sequence (code points,
 * not UTF-16 units, so a surrogate pair stays whole).
 */
export function foldIcsLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = utf8Length(ch.codePointAt(0)!);
    if (octets + size > 75) {
      lines.push(current);
      current = "";
      octets = 1; // the folded line's leading space
    }
    current += ch;
    octets += size;
  }
  lines.push(current);
  return lines.join("\r\n ");
}

/**
 * An iCalendar file of the events. `stamp` (DTSTAMP) is fixed by the caller, not "now", so the
 * server's and the browser's render produce the same file.
 */
export function eventsToIcs(
  events: readonly PortalEvent[],
  { uidDomain, calendarName, stamp }: { uidDomain: string; calendarName: string; stamp: string },
): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${uidDomain}//Investor Portal events//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${icsText(calendarName)}`,
  ];
  for (const event of events) {
    const { utc } = eventStart(event);
    lines.push(
      "BEGIN:VEVENT",
      `UID:${event.id}@${uidDomain}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${icsUtc(utc)}`,
      ...(event.durationMinutes > 0
        ? [`DTEND:${icsUtc(new Date(utc.getTime() + event.durationMinutes * 60_000))}`]
        : []),
      `SUMMARY:${icsText(event.title)}`,
      `DESCRIPTION:${icsText(`${event.type}. ${event.description}`)}`,
      `LOCATION:${icsText(event.location)}`,
      `CATEGORIES:${icsText(event.type)}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldIcsLine).join("\r\n") + "\r\n";
}

/** The .ics file as a data: URL for a download link (no server route needed). */
export const icsDataUrl = (ics: string) => `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
