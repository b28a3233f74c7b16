import { desc, eq } from "drizzle-orm";
import type { Inquiry, InquiryStatus } from "../../domain/inquiry.ts";
import { displayName } from "../../domain/person.ts";
import type { Database } from "../db/client.ts";
import { contactInquiries } from "../db/schema/contact-inquiries.ts";
import { AppError } from "../errors.ts";
import type { AuditService } from "./audit.ts";
import { auditTrail, type ActingUser } from "./staff-write.ts";

const notFound = () => new AppError("NOT_FOUND", "Inquiry not found");
const toInquiry = (row: typeof contactInquiries.$inferSelect) =>
  ({ ...row, createdAt: row.createdAt.toISOString() }) as Inquiry;

/** The staff side of contact inquiries (the public form is services.inquiries.submit). */
export function createStaffInquiryService(db: Database, audit: AuditService) {
  const trail = auditTrail(audit, "inquiry");

  async function list(status?: InquiryStatus): Promise<Inquiry[]> {
    const rows = await db
      .select()
      .from(contactInquiries)
      .where(status ? eq(contactInquiries.status, status) : undefined)
      .orderBy(desc(contactInquiries.createdAt), desc(contactInquiries.id));
    return rows.map(toInquiry);
  }

  return {
    /** Newest first, optionally only those with one status. */
    list,

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
        await trail(tx, by, {
          action: "inquiry.updated",
          entityId: id,
          summary: `Set the status of the inquiry from ${displayName(row)} to "${status}"`,
          details: { from: before.status, to: status },
        });
        return toInquiry(row);
      });
    },

    async delete(id: number, by: ActingUser): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(contactInquiries).where(eq(contactInquiries.id, id)).returning();
        if (!row) throw notFound();
        await trail(tx, by, {
          action: "inquiry.deleted",
          entityId: id,
          summary: `Deleted the inquiry from ${displayName(row)} <${row.email}>`,
        });
      });
    },

    /** The inquiries shown (same filter and order as list), with the export recorded in the audit log. */
    async export(status: InquiryStatus | undefined, by: ActingUser): Promise<Inquiry[]> {
      const rows = await list(status);
      await audit.record({
        actor: by.actor,
        ip: by.ip,
        action: "inquiry.exported",
        entityType: "inquiry",
        summary: `Exported ${rows.length} inquir${rows.length === 1 ? "y" : "ies"} to CSV${status ? ` (status ${status})` : ""}`,
        details: { status: status ?? null, count: rows.length },
      });
      return rows;
    },
  };
}

export type StaffInquiryService = ReturnType<typeof createStaffInquiryService>;
