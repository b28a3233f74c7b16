import type { MailKind } from "../../domain/mail.ts";
import type { Database } from "../db/client.ts";
import { mailMessages } from "../db/schema/mail-messages.ts";
import type { Transaction } from "../services/staff-write.ts";
import { compose, type MessageContent } from "./compose.ts";

export interface MailRecipient {
  address: string;
  name?: string | null;
  /** The account the message concerns, if any. */
  userId?: number | null;
}

export interface QueuedMail extends MessageContent {
  kind: MailKind;
  to: MailRecipient;
}

/**
 * Queue a message in the caller's transaction (or on its own). Nothing here talks to SMTP: the
 * request that causes a message never waits for the mail server; a worker sends it later.
 */
export function createMailQueue(db: Database, options: { baseUrl: string }) {
  const origin = new URL(options.baseUrl).origin;
  return {
    /** An absolute link into the product for a message body, e.g. link("/partner-portal"). */
    link(pathAndQuery: string) {
      return new URL(pathAndQuery, origin).toString();
    },

    async queue(message: QueuedMail, executor: Database | Transaction = db) {
      const { subject, text, html } = compose(message);
      const [row] = await executor
        .insert(mailMessages)
        .values({
          kind: message.kind,
          userId: message.to.userId ?? null,
          toAddress: message.to.address,
          toName: message.to.name?.slice(0, 200) ?? null,
          subject: subject.slice(0, 300),
          textBody: text,
          htmlBody: html,
        })
        .returning({ id: mailMessages.id });
      return row.id;
    },
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;
