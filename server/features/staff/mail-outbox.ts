import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import type {
  MailKind,
  MailListQuery,
  MailMessageDetail,
  MailMessageList,
  MailMessageSummary,
  MailStatus,
} from "#domain/mail.ts";
import type { Database } from "#server/platform/db/client.ts";
import { mailMessages } from "#server/platform/db/schema/mail-messages.ts";
import { AppError } from "#server/platform/errors.ts";
import type { AuditService } from "#server/platform/audit.ts";
import { type ActingUser } from "#server/platform/staff-write.ts";

export const MAIL_MESSAGE_NOT_FOUND = "Message not found";

const m = mailMessages;
const summaryColumns = {
  id: m.id,
  kind: m.kind,
  toAddress: m.toAddress,
  toName: m.toName,
  subject: m.subject,
  status: m.status,
  attempts: m.attempts,
  lastError: m.lastError,
  createdAt: m.createdAt,
  sentAt: m.sentAt,
};

interface SummaryRow extends Omit<MailMessageSummary, "kind" | "status" | "createdAt" | "sentAt"> {
  kind: string;
  status: string;
  createdAt: Date;
  sentAt: Date | null;
}

const toSummary = (row: SummaryRow): MailMessageSummary => ({
  ...row,
  kind: row.kind as MailKind,
  status: row.status as MailStatus,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/**
 * The outbox screen of super admins (decision 0026): every message with its status, newest first,
 * its bodies, and "Send again" for a failed one (audited).
 */
export function createMailOutboxService(db: Database, audit: AuditService, options: { onRetry?: () => void } = {}) {
  return {
    async list(query: MailListQuery): Promise<MailMessageList> {
      const where: SQL[] = [];
      if (query.status) where.push(eq(m.status, query.status));
      if (query.before) where.push(lt(m.id, query.before));
      const rows = await db
        .select(summaryColumns)
        .from(m)
        .where(and(...where))
        .orderBy(desc(m.id))
        .limit(query.limit + 1);
      const page = rows.slice(0, query.limit);
      return {
        messages: page.map(toSummary),
        nextBefore: rows.length > query.limit ? page[page.length - 1].id : null,
      };
    },

    async get(id: number): Promise<MailMessageDetail> {
      const [row] = await db
        .select({ ...summaryColumns, textBody: m.textBody, htmlBody: m.htmlBody })
        .from(m)
        .where(eq(m.id, id));
      if (!row) throw new AppError("NOT_FOUND", MAIL_MESSAGE_NOT_FOUND);
      const { textBody, htmlBody, ...summary } = row;
      return { ...toSummary(summary), textBody, htmlBody };
    },

    /**
     * Send a failed message again, on a super admin's word: they know whether it arrived, the
     * worker never guesses (at most once). Its attempts start again from zero.
     */
    async retry(id: number, by: ActingUser): Promise<MailMessageDetail> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(m).where(eq(m.id, id)).for("update");
        if (!row) throw new AppError("NOT_FOUND", MAIL_MESSAGE_NOT_FOUND);
        if (row.status !== "failed") {
          throw new AppError("CONFLICT", `Only a failed message can be sent again; this one is ${row.status}`);
        }
        await tx
          .update(m)
          .set({ status: "queued", attempts: 0, nextAttemptAt: new Date(), claimedAt: null })
          .where(eq(m.id, id));
        await audit.record(
          {
            ...by,
            entityType: "mail_message",
            action: "mail.resent",
            entityId: id,
            summary: `Sent "${row.subject}" to ${row.toAddress} again`,
            details: { kind: row.kind, previousAttempts: row.attempts, lastError: row.lastError },
          },
          tx,
        );
      });
      options.onRetry?.();
      return this.get(id);
    },
  };
}

export type MailOutboxService = ReturnType<typeof createMailOutboxService>;
