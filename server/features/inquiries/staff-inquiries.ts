import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Inquiry, InquiryStatus } from "#domain/inquiry.ts";
import type { Page } from "#domain/paging.ts";
import { displayName } from "#domain/person.ts";
import type { Database } from "#server/platform/db/client.ts";
import { contactInquiries } from "#server/platform/db/schema/contact-inquiries.ts";
import { AppError } from "#server/platform/errors.ts";
import type { AuditService } from "#server/platform/audit.ts";
import {
  batches,
  containsPattern,
  exactTime,
  keysetPage,
  type PageRequest,
  type SortKey,
} from "#server/platform/keyset.ts";
import { type ActingUser } from "#server/platform/staff-write.ts";

type InquiryRow = typeof contactInquiries.$inferSelect & { exactCreatedAt: string };
const SELECT_ROW = { ...getColumns(), exactCreatedAt: exactTime(contactInquiries.createdAt) };
function getColumns() {
  const { id, firstName, lastName, email, investmentInterest, message, status, createdAt } = contactInquiries;
  return { id, firstName, lastName, email, investmentInterest, message, status, createdAt };
}

// Each order has an index in the migration of decision 0037 (name and e-mail lower-cased, as searched).
const NAME = sql`lower(${contactInquiries.lastName} || ' ' || ${contactInquiries.firstName})`;
const EMAIL = sql`lower(${contactInquiries.email})`;
const CREATED: SortKey<InquiryRow> = {
  expr: sql`${contactInquiries.createdAt}`,
  kind: "timestamp",
  value: (row) => row.exactCreatedAt,
};
const ID: SortKey<InquiryRow> = { expr: sql`${contactInquiries.id}`, kind: "integer", value: (row) => row.id };
const ORDERS: Record<string, Array<SortKey<InquiryRow>>> = {
  date: [CREATED, ID],
  name: [{ expr: NAME, kind: "text", value: (row) => `${row.lastName} ${row.firstName}`.toLowerCase() }, ID],
  email: [{ expr: EMAIL, kind: "text", value: (row) => row.email.toLowerCase() }, ID],
  status: [{ expr: sql`${contactInquiries.status}`, kind: "text", value: (row) => row.status }, CREATED, ID],
};

/** The list's filters: a status, and a search in the name and e-mail. */
export interface InquiryFilter {
  status?: InquiryStatus;
  q?: string;
}
function filterOf({ status, q }: InquiryFilter): SQL | undefined {
  const pattern = q ? containsPattern(q) : undefined;
  return and(
    status ? eq(contactInquiries.status, status) : undefined,
    pattern
      ? or(
          ilike(sql`${contactInquiries.firstName} || ' ' || ${contactInquiries.lastName}`, pattern),
          ilike(contactInquiries.email, pattern),
        )
      : undefined,
  );
}

const notFound = () => new AppError("NOT_FOUND", "Inquiry not found");
const toInquiry = ({
  exactCreatedAt: _exact,
  ...row
}: typeof contactInquiries.$inferSelect & { exactCreatedAt?: string }) =>
  ({ ...row, createdAt: row.createdAt.toISOString() }) as Inquiry;

/** The staff side of contact inquiries (the public form is services.inquiries.submit). */
export function createStaffInquiryService(db: Database, audit: AuditService) {
  async function list(status?: InquiryStatus): Promise<Inquiry[]> {
    const rows = await db
      .select()
      .from(contactInquiries)
      .where(status ? eq(contactInquiries.status, status) : undefined)
      .orderBy(desc(contactInquiries.createdAt), desc(contactInquiries.id));
    return rows.map(toInquiry);
  }

  const fetchRows = (where: SQL | undefined) => (after: SQL | undefined, orderBy: SQL[], limit: number) =>
    db
      .select(SELECT_ROW)
      .from(contactInquiries)
      .where(and(where, after))
      .orderBy(...orderBy)
      .limit(limit) as Promise<InquiryRow[]>;

  return {
    /** Newest first, optionally only those with one status. */
    list,

    /** One page of the staff list: filtered, searched and sorted (decision 0037). */
    async listPage(filter: InquiryFilter, request: PageRequest): Promise<Page<Inquiry>> {
      const where = filterOf(filter);
      const page = await keysetPage<InquiryRow>({
        request,
        orders: ORDERS,
        defaultSort: "date",
        defaultDir: "desc",
        fetch: fetchRows(where),
        count: async () => (await db.select({ n: count() }).from(contactInquiries).where(where))[0].n,
      });
      return { ...page, items: page.items.map(toInquiry) };
    },

    /** How many inquiries each status has, for the filter's counts (searched like the list). */
    async countByStatus(q?: string): Promise<Record<InquiryStatus | "all", number>> {
      const rows = await db
        .select({ status: contactInquiries.status, n: count() })
        .from(contactInquiries)
        .where(filterOf({ q }))
        .groupBy(contactInquiries.status);
      const counts = { all: 0, new: 0, contacted: 0, qualified: 0, closed: 0 };
      for (const row of rows) {
        counts[row.status as InquiryStatus] = row.n;
        counts.all += row.n;
      }
      return counts;
    },

    /** How many inquiries there are (the dashboard's counter), counted by the database. */
    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(contactInquiries);
      return Number(row.n);
    },

    async get(id: number): Promise<Inquiry> {
      const [row] = await db.select().from(contactInquiries).where(eq(contactInquiries.id, id)).limit(1);
      if (!row) throw notFound();
      return toInquiry(row);
    },

    async updateStatus(id: number, status: InquiryStatus, by: ActingUser): Promise<Inquiry> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ status: contactInquiries.status })
          .from(contactInquiries)
          .where(eq(contactInquiries.id, id))
          .for("update");
        if (!before) throw notFound();
        const [row] = await tx.update(contactInquiries).set({ status }).where(eq(contactInquiries.id, id)).returning();
        await audit.record(
          {
            ...by,
            entityType: "inquiry",
            action: "inquiry.updated",
            entityId: id,
            summary: `Set the status of the inquiry from ${displayName(row)} to "${status}"`,
            details: { from: before.status, to: status },
          },
          tx,
        );
        return toInquiry(row);
      });
    },

    async delete(id: number, by: ActingUser): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(contactInquiries).where(eq(contactInquiries.id, id)).returning();
        if (!row) throw notFound();
        await audit.record(
          {
            ...by,
            entityType: "inquiry",
            action: "inquiry.deleted",
            entityId: id,
            summary: `Deleted the inquiry from ${displayName(row)} <${row.email}>`,
          },
          tx,
        );
      });
    },

    /**
     * The inquiries shown (same filters, newest first), read in batches to stream as CSV, with the
     * export recorded in the audit log first (the count is the rows matching then).
     */
    async export(filter: InquiryFilter, by: ActingUser): Promise<AsyncGenerator<Inquiry[]>> {
      const where = filterOf(filter);
      const [{ n }] = await db.select({ n: count() }).from(contactInquiries).where(where);
      const { status, q } = filter;
      await audit.record({
        ...by,
        action: "inquiry.exported",
        entityType: "inquiry",
        summary: `Exported ${n} inquir${n === 1 ? "y" : "ies"} to CSV${status ? ` (status ${status})` : ""}${q ? ` (search "${q}")` : ""}`,
        details: { status: status ?? null, q: q ?? null, count: n },
      });
      return batches<InquiryRow, Inquiry>({ keys: ORDERS.date, dir: "desc", fetch: fetchRows(where), map: toInquiry });
    },
  };
}

export type StaffInquiryService = ReturnType<typeof createStaffInquiryService>;
