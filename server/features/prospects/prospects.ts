// Prospects (issue 25 §1): the staff pipeline from a first contact to a commitment.
import { and, asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Page } from "#domain/paging.ts";
import {
  PROSPECT_STAGE_LABELS,
  PROSPECT_STAGES,
  type Prospect,
  type ProspectActivityKind,
  type ProspectDetail,
  type ProspectFilter,
  type ProspectStage,
  type ProspectUpdate,
  type StaffOption,
} from "#domain/prospects.ts";
import { formatDate } from "#domain/format.ts";
import { displayName } from "#domain/person.ts";
import type { AuditService } from "#server/platform/audit.ts";
import type { Database } from "#server/platform/db/client.ts";
import { prospectActivities, prospects } from "#server/platform/db/schema/prospects.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { AppError } from "#server/platform/errors.ts";
import { batches, keysetPage, type PageRequest } from "#server/platform/keyset.ts";
import type { ActingUser, Transaction } from "#server/platform/staff-write.ts";
import { PROSPECT_ORDERS, PROSPECT_ROW, prospectFilterOf, toProspect, type ProspectRow } from "./prospect-reads.ts";

const PROSPECT_NOT_FOUND = "Prospect not found";
const STAFF_ROLES = ["admin", "super_admin"] as const;

export function createProspectService(db: Database, audit: AuditService) {
  const select = (where: SQL | undefined) => (after: SQL | undefined, orderBy: SQL[], limit: number) =>
    db
      .select(PROSPECT_ROW)
      .from(prospects)
      .leftJoin(users, eq(users.id, prospects.ownerId))
      .where(and(where, after))
      .orderBy(...orderBy)
      .limit(limit) as Promise<ProspectRow[]>;

  async function read(id: number, tx: Database | Transaction = db): Promise<Prospect> {
    const [row] = (await tx
      .select(PROSPECT_ROW)
      .from(prospects)
      .leftJoin(users, eq(users.id, prospects.ownerId))
      .where(eq(prospects.id, id))) as ProspectRow[];
    if (!row) throw new AppError("NOT_FOUND", PROSPECT_NOT_FOUND);
    return toProspect(row);
  }

  /** A staff member who can own prospects, or a 400 naming the field. */
  async function staffMember(tx: Transaction, id: number) {
    const [row] = await tx
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username })
      .from(users)
      .where(and(eq(users.id, id), inArray(users.role, [...STAFF_ROLES]), sql`${users.archivedAt} is null`));
    if (!row) {
      throw new AppError("VALIDATION", "Check the owner", { fieldErrors: { ownerId: ["Choose a staff member"] } });
    }
    return row;
  }

  const activity = (
    tx: Transaction,
    prospectId: number,
    kind: ProspectActivityKind,
    summary: string,
    by: ActingUser,
    details?: Record<string, unknown>,
  ) =>
    tx.insert(prospectActivities).values({
      prospectId,
      kind,
      summary,
      actorUserId: by.actor?.id ?? null,
      details: details ?? null,
    });

  return {
    /** One page of the pipeline: filtered by stage and owner, searched and sorted (decision 0037). */
    async listPage(filter: ProspectFilter, request: PageRequest): Promise<Page<Prospect>> {
      const where = prospectFilterOf(filter);
      const page = await keysetPage<ProspectRow>({
        request,
        orders: PROSPECT_ORDERS,
        defaultSort: "updated",
        defaultDir: "desc",
        fetch: select(where),
        count: async () => (await db.select({ n: count() }).from(prospects).where(where))[0].n,
      });
      return { ...page, items: page.items.map(toProspect) };
    },

    /** How many prospects each stage has (searched and filtered by owner like the list). */
    async countByStage(filter: Omit<ProspectFilter, "stage">): Promise<Record<ProspectStage | "all", number>> {
      const rows = await db
        .select({ stage: prospects.stage, n: count() })
        .from(prospects)
        .where(prospectFilterOf(filter))
        .groupBy(prospects.stage);
      const counts = Object.fromEntries([["all", 0], ...PROSPECT_STAGES.map((stage) => [stage, 0])]) as Record<
        ProspectStage | "all",
        number
      >;
      for (const row of rows) {
        counts[row.stage] = row.n;
        counts.all += row.n;
      }
      return counts;
    },

    /** The staff who can own a prospect (admins and super admins with live accounts). */
    async owners(): Promise<StaffOption[]> {
      const rows = await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username })
        .from(users)
        .where(and(inArray(users.role, [...STAFF_ROLES]), sql`${users.archivedAt} is null`))
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
      return rows.map((row) => ({ id: row.id, name: displayName(row) }));
    },

    /** One prospect with its timeline, oldest first. */
    async get(id: number): Promise<ProspectDetail> {
      const prospect = await read(id);
      const rows = await db
        .select({
          id: prospectActivities.id,
          at: prospectActivities.at,
          kind: prospectActivities.kind,
          summary: prospectActivities.summary,
          firstName: users.firstName,
          lastName: users.lastName,
          username: users.username,
        })
        .from(prospectActivities)
        .leftJoin(users, eq(users.id, prospectActivities.actorUserId))
        .where(eq(prospectActivities.prospectId, id))
        .orderBy(asc(prospectActivities.at), asc(prospectActivities.id));
      return {
        ...prospect,
        activities: rows.map(({ firstName, lastName, username, ...row }) => ({
          ...row,
          at: row.at.toISOString(),
          actorName: username === null ? null : displayName({ firstName, lastName, username }),
        })),
      };
    },

    /**
     * Moves a prospect along, gives it to an owner or sets its next step: each change on the
     * timeline and in the audit log, all in one transaction.
     */
    async update(id: number, change: ProspectUpdate, by: ActingUser): Promise<Prospect> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(prospects).where(eq(prospects.id, id)).for("update");
        if (!before) throw new AppError("NOT_FOUND", PROSPECT_NOT_FOUND);
        const set: Partial<typeof prospects.$inferInsert> = {};
        const said: string[] = [];
        if (change.stage !== undefined && change.stage !== before.stage) {
          set.stage = change.stage;
          set.lostReason = change.stage === "lost" ? (change.lostReason ?? null) : null;
          const reason = change.stage === "lost" ? `: ${change.lostReason}` : "";
          const summary = `Moved from ${PROSPECT_STAGE_LABELS[before.stage]} to ${PROSPECT_STAGE_LABELS[change.stage]}${reason}`;
          await activity(tx, id, "stage_changed", summary, by, { from: before.stage, to: change.stage });
          said.push(summary);
        }
        if (change.ownerId !== undefined && change.ownerId !== before.ownerId) {
          set.ownerId = change.ownerId;
          const owner = change.ownerId === null ? null : await staffMember(tx, change.ownerId);
          const summary = owner ? `Given to ${displayName(owner)}` : "No longer owned by anyone";
          await activity(tx, id, "owner_changed", summary, by, { from: before.ownerId, to: change.ownerId });
          said.push(summary);
        }
        const nextStep = change.nextStep === undefined ? before.nextStep : change.nextStep;
        const nextStepDate = change.nextStepDate === undefined ? before.nextStepDate : change.nextStepDate;
        if (nextStep !== before.nextStep || nextStepDate !== before.nextStepDate) {
          if (nextStepDate && !nextStep) {
            throw new AppError("VALIDATION", "Check the next step", {
              fieldErrors: { nextStep: ["Say what the next step is"] },
            });
          }
          set.nextStep = nextStep;
          set.nextStepDate = nextStep ? nextStepDate : null;
          const summary = nextStep
            ? `Next step: ${nextStep}${set.nextStepDate ? ` (by ${formatDate(set.nextStepDate)})` : ""}`
            : "Next step cleared";
          await activity(tx, id, "next_step_set", summary, by);
          said.push(summary);
        }
        if (said.length > 0) {
          await tx.update(prospects).set(set).where(eq(prospects.id, id));
          await audit.record(
            {
              ...by,
              action: "prospect.updated",
              entityType: "prospect",
              entityId: id,
              summary: `${displayName({ ...before, username: before.email })}: ${said.join("; ")}`,
              details: { ...change },
            },
            tx,
          );
        }
        return read(id, tx);
      });
    },

    /** A note on the prospect's timeline (audited; the prospect moves to the top of the list). */
    async addNote(id: number, note: string, by: ActingUser): Promise<ProspectDetail> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(prospects)
          .set({ updatedAt: new Date() })
          .where(eq(prospects.id, id))
          .returning({ id: prospects.id, email: prospects.email });
        if (!row) throw new AppError("NOT_FOUND", PROSPECT_NOT_FOUND);
        await activity(tx, id, "note", note, by);
        await audit.record(
          { ...by, action: "prospect.noted", entityType: "prospect", entityId: id, summary: `Noted on ${row.email}` },
          tx,
        );
      });
      return this.get(id);
    },

    /** The prospects shown (same filters, most recently active first) in batches for CSV, the export audited first. */
    async export(filter: ProspectFilter, by: ActingUser): Promise<AsyncGenerator<Prospect[]>> {
      const where = prospectFilterOf(filter);
      const [{ n }] = await db.select({ n: count() }).from(prospects).where(where);
      await audit.record({
        ...by,
        action: "prospect.exported",
        entityType: "prospect",
        summary: `Exported ${n} prospect${n === 1 ? "" : "s"} to CSV`,
        details: { ...filter, count: n },
      });
      return batches<ProspectRow, Prospect>({
        keys: PROSPECT_ORDERS.updated,
        dir: "desc",
        fetch: select(where),
        map: toProspect,
      });
    },
  };
}

export type ProspectService = ReturnType<typeof createProspectService>;
