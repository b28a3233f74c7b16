import { useId } from "react";
import { CalendarDays, Clock, MapPin } from "lucide-react";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { site } from "#app/content/site.ts";
import { cn } from "#app/lib/cn.ts";
import type { EventType, PortalEvent } from "#domain/firm-event.ts";
import { formatShortDate } from "#domain/format.ts";
import { eventDateTimeAttr, eventsToIcs, formatEventTime, icsDataUrl } from "./event-calendar";
import { CardHeading, type CardHeadingLevel } from "./shared";

const typeTone: Record<EventType, "brand" | "gold" | "green"> = {
  "Virtual Meeting": "brand",
  "Capital Call": "gold",
  "In-Person": "green",
};

/** The calendar file's DTSTAMP: when the newest of its records last changed (so both renders agree). */
const calendarStamp = (events: readonly PortalEvent[]) =>
  events
    .map((event) => event.revisedAt)
    .reduce((a, b) => (b > a ? b : a), "1970-01-01T00:00:00.000Z")
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
const uidDomain = site.email.split("@")[1] ?? "example.com";

/**
 * The Resources sidebar's Upcoming Events: the meetings staff schedule and the due dates of the
 * investor's own capital calls, each only for investors of its fund (decision 0046; the loader
 * reads them through services.firmEvents). "View Calendar" downloads all of them as an iCalendar
 * (.ics) file built at render time from the same records, which opens in the investor's own
 * calendar app (Outlook, Apple or Google Calendar): a real calendar view without a page of our own.
 * A data: URL needs no server route and works before hydration.
 */
export function UpcomingEventsCard({
  events,
  headingLevel = 3,
}: {
  events: readonly PortalEvent[];
  headingLevel?: CardHeadingLevel;
}) {
  const headingId = `${useId()}-events`;
  const ics = eventsToIcs(events, {
    uidDomain,
    calendarName: `${site.name} investor events`,
    stamp: calendarStamp(events),
  });
  const fileName = `${site.name.toLowerCase()}-investor-events.ics`;
  return (
    <Card>
      <CardBody>
        <section aria-labelledby={headingId}>
          <CardHeading level={headingLevel} id={headingId}>
            Upcoming Events
          </CardHeading>
          {events.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">No events are scheduled at the moment.</p>
          ) : (
            <ul className="mt-3 space-y-4">
              {events.map((event) => (
                <li key={event.id} className="border-l-2 border-brand-200 pl-3">
                  <p className="font-medium text-slate-900">{event.title}</p>
                  <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                    <span className="inline-flex items-center gap-1">
                      <CalendarDays aria-hidden="true" className="size-4" />
                      <time dateTime={event.date}>{formatShortDate(event.date)}</time>
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <Clock aria-hidden="true" className="size-4" />
                      <time dateTime={eventDateTimeAttr(event)}>{formatEventTime(event)}</time>
                    </span>
                  </p>
                  <p className="mt-1 flex items-start gap-1 text-sm text-slate-600">
                    <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                    <span>{event.location}</span>
                  </p>
                  <Badge tone={typeTone[event.type]} className="mt-2">
                    {event.type}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
          {events.length > 0 && (
            <>
              <a
                href={icsDataUrl(ics)}
                download={fileName}
                type="text/calendar"
                className={cn(buttonClass("outline", "sm"), "mt-4 w-full")}
              >
                <CalendarDays aria-hidden="true" className="size-4" />
                View Calendar
                <span className="sr-only"> (downloads all events as a calendar file)</span>
              </a>
              <p className="mt-2 text-xs text-slate-600">Downloads an .ics file that opens in your calendar app.</p>
            </>
          )}
        </section>
      </CardBody>
    </Card>
  );
}
