import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./timestamps.ts";
import { investingEntities } from "./investing-entities.ts";
import { users } from "./users.ts";

/**
 * The outbox and the mail job queue in one table: a message is stored in the transaction of the
 * write that causes it (so it is never lost and never sent for a write that rolled back), and a
 * worker claims it with FOR UPDATE SKIP LOCKED (so several instances never send it twice).
 */
export const mailMessages = pgTable(
  "mail_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    // The Message-ID's left part: random, so a re-seeded database or a second deployment never
    // sends an id again (the row id repeats across databases); the same on every attempt.
    messageUuid: uuid("message_uuid").notNull().defaultRandom(),
    kind: varchar("kind", { length: 40 }).notNull(),
    // The account it concerns, when there is one (an archived user keeps their mail history).
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    // The investing entity a notice concerns (decision 0060), when there is one.
    entityId: integer("entity_id").references(() => investingEntities.id, { onDelete: "set null" }),
    toAddress: varchar("to_address", { length: 255 }).notNull(),
    toName: varchar("to_name", { length: 200 }),
    subject: varchar("subject", { length: 300 }).notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    // An optional notice's one-click unsubscribe address (List-Unsubscribe, RFC 8058), with its
    // signed token; null for security messages, which cannot be turned off.
    unsubscribeUrl: varchar("unsubscribe_url", { length: 500 }),
    status: varchar("status", { length: 20 }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    // When a worker claimed it for its current attempt: a message left in "sending" long after this
    // was interrupted (its instance died mid-send) and is never retried by itself (at most once).
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("mail_messages_status_check", sql`${t.status} in ('queued', 'sending', 'sent', 'outbox', 'failed')`),
    index("mail_messages_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    index("mail_messages_user_id_idx").on(t.userId),
    // The outbox screen: newest first, optionally by status.
    index("mail_messages_status_id_idx").on(t.status, t.id),
  ],
);
