import { and, eq } from "drizzle-orm";
import { isOptionalMailKind, OPTIONAL_MAIL_LABELS, type MailKind, type OptionalMailKind } from "#domain/mail.ts";
import type { Database } from "#server/platform/db/client.ts";
import { mailMessages } from "#server/platform/db/schema/mail-messages.ts";
import { mailOptOuts } from "#server/platform/db/schema/mail-opt-outs.ts";
import type { Transaction } from "#server/platform/staff-write.ts";
import { compose, type MessageContent } from "./compose.ts";
import { createUnsubscribeKey, UNSUBSCRIBE_PATH, unsubscribeToken } from "./unsubscribe.ts";

export interface MailRecipient {
  address: string;
  name?: string | null;
  /** The account the message concerns, if any. */
  userId?: number | null;
  /** The investing entity a notice concerns, if any (decision 0060). */
  entityId?: number | null;
}

export interface QueuedMail<K extends MailKind = MailKind> extends MessageContent {
  kind: K;
  to: MailRecipient;
}

/** The stored message's id; null only for an optional notice its investor has turned off. */
type Queued<K extends MailKind> = K extends OptionalMailKind ? number | null : number;

/**
 * Queue a message in the caller's transaction (or on its own). Nothing here talks to SMTP: the
 * request that causes a message never waits for the mail server; a worker sends it later.
 */
export function createMailQueue(db: Database, options: { baseUrl: string }) {
  const origin = new URL(options.baseUrl).origin;
  const listeners = new Set<() => void>();
  const unsubscribeKey = createUnsubscribeKey();
  const link = (pathAndQuery: string) => new URL(pathAndQuery, origin).toString();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    /** An absolute link into the product for a message body, e.g. link("/partner-portal"). */
    link,

    /** The key unsubscribe tokens are signed with (POST /api/mail/unsubscribe checks them). */
    unsubscribeKey,

    /**
     * Store the message in the caller's transaction. The one place the investor's choice applies:
     * an optional notice they turned off is not stored (null); security messages always are.
     */
    async queue<K extends MailKind>(message: QueuedMail<K>, executor: Database | Transaction = db): Promise<Queued<K>> {
      if (isOptionalMailKind(message.kind) && message.to.userId) {
        const [optedOut] = await executor
          .select({ kind: mailOptOuts.kind })
          .from(mailOptOuts)
          .where(and(eq(mailOptOuts.userId, message.to.userId), eq(mailOptOuts.kind, message.kind)));
        if (optedOut) return null as Queued<K>;
      }
      // An optional notice says how to stop it, and carries a one-click unsubscribe (RFC 8058).
      let unsubscribeUrl: string | null = null;
      let content: MessageContent = message;
      if (isOptionalMailKind(message.kind) && message.to.userId) {
        const token = unsubscribeToken(await unsubscribeKey(executor), message.to.userId, message.kind);
        unsubscribeUrl = link(`${UNSUBSCRIBE_PATH}?token=${token}`);
        content = {
          ...message,
          closing: [
            ...(message.closing ?? []),
            `You receive this e-mail because "${OPTIONAL_MAIL_LABELS[message.kind]}" is on in your e-mail notices. To stop these e-mails, turn it off under "E-mail notices" on your investor profile (${link("/investor-profile")}), or use your mail program's Unsubscribe button.`,
          ],
        };
      }
      const { subject, text, html } = compose(content);
      const [row] = await executor
        .insert(mailMessages)
        .values({
          kind: message.kind,
          userId: message.to.userId ?? null,
          entityId: message.to.entityId ?? null,
          toAddress: message.to.address,
          toName: message.to.name?.slice(0, 200) ?? null,
          subject: subject.slice(0, 300),
          textBody: text,
          htmlBody: html,
          unsubscribeUrl,
        })
        .returning({ id: mailMessages.id });
      notify();
      return row.id as Queued<K>;
    },

    /** Tell this process's worker that a message is due (queue() does; so does "Send again"). */
    notifyQueued: () => notify(),

    /** Called after each queue() in this process (the worker's nudge); returns the unsubscribe. */
    onQueued(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;
