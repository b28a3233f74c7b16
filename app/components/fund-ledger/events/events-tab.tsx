import type { SessionUser } from "#domain/auth.ts";
import type { FirmEvent } from "#domain/firm-event.ts";
import { formatShortDate } from "#domain/format.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Table, Td, Th } from "#app/components/ui/table.tsx";
import { formatEventTime } from "#app/components/fund-ledger/firm/event-calendar.ts";
import { EventForm } from "#app/components/fund-ledger/events/event-form.tsx";
import { AddButton, EmptyState, RowActions, TabHeader, useContentTab } from "#app/components/staff/content-tab-kit.tsx";
import { ItemFormDialog } from "#app/components/staff/dialog-form-kit.tsx";
import { api } from "#app/lib/api-client.ts";
import type { firmEventApi } from "#domain/api/staff.ts";

/** What events-tab.server.ts loads for this tab. */
export interface EventsTabData {
  events: FirmEvent[];
  /** The server's day: events before it are past (kept, and marked so). */
  today: string;
}

const TEXTS = {
  created: "Event created successfully",
  updated: "Event updated successfully",
  createFailed: "Failed to create event",
  updateFailed: "Failed to update event",
  deleted: "Event deleted successfully",
  deleteFailed: "Failed to delete event",
};

/**
 * Admin portal, Events tab (decision 0046): the meetings investors see in the portal's Upcoming
 * Events and its calendar file, with add, edit and delete. Capital call due dates are not edited
 * here: each investor's come from the fund ledger.
 */
export default function EventsTab({ data }: { user: SessionUser; data?: EventsTabData }) {
  const events = data?.events ?? [];
  const today = data?.today ?? "";
  const { headingId, headingRef, form, remove } = useContentTab<FirmEvent>(TEXTS, {
    remove: (item) => api.delete<typeof firmEventApi.remove>(`/api/firm-events/${item.id}`),
    name: (item) => item.title,
    noun: "event",
  });

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <TabHeader
        title="Events"
        description="Investor meetings shown in the Investor Portal's Upcoming Events. Capital call due dates are added from the fund ledger."
        headingId={headingId}
        headingRef={headingRef}
        addLabel="Add Event"
        onAdd={form.openCreate}
      />
      {events.length === 0 ? (
        <EmptyState message="No events yet.">
          <AddButton label="Add Event" onClick={form.openCreate} />
        </EmptyState>
      ) : (
        <Table caption={`Events (${events.length}), soonest first`}>
          <thead>
            <tr>
              <Th>Event</Th>
              <Th>Date</Th>
              <Th>Shown to</Th>
              <Th>Actions</Th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={event.id}>
                <Td>
                  <span className="font-medium text-slate-900">{event.title}</span>
                  <span className="block text-xs text-slate-600">
                    {event.type} · {event.location}
                  </span>
                </Td>
                <Td className="whitespace-nowrap">
                  <time dateTime={event.date}>{formatShortDate(event.date)}</time>
                  <span className="block text-xs text-slate-600">{formatEventTime(event)}</span>
                  {event.date < today ? (
                    <Badge tone="slate" className="mt-1">
                      Past
                    </Badge>
                  ) : null}
                </Td>
                <Td className="whitespace-nowrap">
                  {event.fundType ? `${event.fundType} investors` : "All investors"}
                </Td>
                <Td>
                  <RowActions
                    name={event.title}
                    onEdit={() => form.openEdit(event)}
                    onDelete={() => remove.ask(event)}
                  />
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <ItemFormDialog form={form} noun="Event">
        <EventForm key={form.editing?.id ?? "new"} form={form} />
      </ItemFormDialog>
      {remove.dialog}
    </section>
  );
}
