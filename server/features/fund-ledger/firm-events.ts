import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { todayUtc } from "#domain/dates.ts";
import type { SessionUser } from "#domain/auth.ts";
import {
  callDueEvent,
  upcomingEvents,
  type EventTimeZone,
  type FirmEvent,
  type FirmEventData,
  type MeetingType,
  type PortalEvent,
} from "#domain/firm-event.ts";
import { FUND_TYPES, type FundType } from "#domain/investment.ts";
import type { Database } from "#server/platform/db/client.ts";
import { firmEvents } from "#server/platform/db/schema/firm-events.ts";
import { capitalCallParts, fundCapitalCalls } from "#server/platform/db/schema/fund-ledger.ts";
import { AppError } from "#server/platform/errors.ts";
import { portalHoldingOf, type ResolvedHoldings } from "#server/features/entities/entity-access.ts";
import type { AuditService } from "#server/platform/audit.ts";
import { type ActingUser } from "#server/platform/staff-write.ts";

export const FIRM_EVENT_NOT_FOUND = "Event not found";
const notFound = () => new AppError("NOT_FOUND", FIRM_EVENT_NOT_FOUND);

type Row = typeof firmEvents.$inferSelect;
const toFirmEvent = (row: Row): FirmEvent => ({
  ...row,
  timeZone: row.timeZone as EventTimeZone,
  type: row.type as MeetingType,
  fundType: row.fundType as FundType | null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Who reads the portal's events: an investor or a viewer, with their fund access. */
type EventReader = Pick<SessionUser, "id" | "fundIAccess" | "fundIIAccess"> & {
  role: string;
  entityId?: number;
  resolved?: ResolvedHoldings;
};
const fundsOf = (user: EventReader) =>
  FUND_TYPES.filter((fund) => (fund === "Fund I" ? user.fundIAccess : user.fundIIAccess));

/** The calendar day of `now` in UTC (the ledger's days are UTC days too). */
const dayOf = todayUtc;

/**
 * The firm's events (decision 0046): staff list, create, update and delete the meetings (each
 * write audited in its own transaction); an investor's Upcoming Events are the meetings for
 * everyone or for their funds, and the due dates of their own unpaid capital calls, read from
 * the fund ledger, from today on. `now` is the clock (tests pass a fixed one).
 */
export function createFirmEventService(db: Database, audit: AuditService, now: () => Date = () => new Date()) {
  return {
    /** Today by the service's clock, YYYY-MM-DD (UTC). */
    today: () => dayOf(now()),

    /** Every event, soonest first: staff see past ones too, to correct or remove them. */
    async list(): Promise<FirmEvent[]> {
      const rows = await db
        .select()
        .from(firmEvents)
        .orderBy(asc(firmEvents.date), asc(firmEvents.time), asc(firmEvents.id));
      return rows.map(toFirmEvent);
    },

    /** What the portal's Upcoming Events card and its calendar file show this user. */
    async upcomingFor(user: EventReader): Promise<PortalEvent[]> {
      const today = dayOf(now());
      const funds = fundsOf(user);
      // The calls are those of the entity the page reads (decision 0060).
      const holding = user.role === "investor" ? await portalHoldingOf(db, user, user.entityId) : null;
      const [meetings, calls] = await Promise.all([
        db
          .select()
          .from(firmEvents)
          .where(
            and(
              gte(firmEvents.date, today),
              funds.length > 0
                ? or(isNull(firmEvents.fundType), inArray(firmEvents.fundType, funds))
                : isNull(firmEvents.fundType),
            ),
          ),
        // The investor's own parts not paid in full, of calls issued by today and due from today.
        holding
          ? db
              .select({
                partId: capitalCallParts.id,
                fundType: fundCapitalCalls.fundType,
                number: fundCapitalCalls.number,
                dueDate: fundCapitalCalls.dueDate,
                callDate: fundCapitalCalls.callDate,
              })
              .from(capitalCallParts)
              .innerJoin(fundCapitalCalls, eq(fundCapitalCalls.id, capitalCallParts.callId))
              .where(
                and(
                  eq(capitalCallParts.entityId, holding.entityId),
                  sql`${capitalCallParts.paidCents} < ${capitalCallParts.amountCents}`,
                  lte(fundCapitalCalls.callDate, today),
                  gte(fundCapitalCalls.dueDate, today),
                ),
              )
          : Promise.resolve([]),
      ]);
      return upcomingEvents(
        [
          ...meetings.map((row): PortalEvent => {
            const { id, createdAt: _created, updatedAt, ...event } = toFirmEvent(row);
            return { ...event, id: `firm-${id}`, revisedAt: updatedAt };
          }),
          ...calls.map((call) => callDueEvent({ ...call, fundType: call.fundType as FundType })),
        ],
        today,
      );
    },

    async create(data: FirmEventData, by: ActingUser): Promise<FirmEvent> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(firmEvents).values(data).returning();
        await audit.record(
          {
            ...by,
            entityType: "firm_event",
            action: "firm_event.created",
            entityId: row.id,
            summary: `Created event "${row.title}"`,
          },
          tx,
        );
        return toFirmEvent(row);
      });
    },

    async update(id: number, data: FirmEventData, by: ActingUser): Promise<FirmEvent> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(firmEvents).where(eq(firmEvents.id, id)).for("update");
        if (!before) throw notFound();
        const [row] = await tx
          .update(firmEvents)
          .set({ ...data, fundType: data.fundType ?? null })
          .where(eq(firmEvents.id, id))
          .returning();
        // The date and fund decide who sees it and when: the record keeps what they were.
        await audit.record(
          {
            ...by,
            entityType: "firm_event",
            action: "firm_event.updated",
            entityId: row.id,
            summary: `Updated event "${row.title}"`,
            details: { before: { date: before.date, time: before.time, fundType: before.fundType } },
          },
          tx,
        );
        return toFirmEvent(row);
      });
    },

    async delete(id: number, by: ActingUser): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(firmEvents)
          .where(eq(firmEvents.id, id))
          .returning({ id: firmEvents.id, title: firmEvents.title, date: firmEvents.date });
        if (!row) throw notFound();
        await audit.record(
          {
            ...by,
            entityType: "firm_event",
            action: "firm_event.deleted",
            entityId: row.id,
            summary: `Deleted event "${row.title}" of ${row.date}`,
          },
          tx,
        );
      });
    },
  };
}

export type FirmEventService = ReturnType<typeof createFirmEventService>;
