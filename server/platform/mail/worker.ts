import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { MailKind } from "#domain/mail.ts";
import type { Database } from "#server/platform/db/client.ts";
import type { PeriodicTask } from "#server/platform/jobs/periodic-runner.ts";
import { mailMessages } from "#server/platform/db/schema/mail-messages.ts";
import { redactSentBody } from "./redact.ts";
import { DeliveryError, type Deliver } from "./smtp.ts";

/** Waits before the 2nd, 3rd, 4th and 5th attempt; after the 5th the message is failed. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/**
 * A message still "sending" this long after it was claimed was interrupted: its instance died
 * mid-send. Far above the SMTP timeouts (server/platform/mail/smtp.ts), so a live send is never taken for one.
 */
export const SENDING_TIMEOUT_MS = 15 * 60_000;

export const INTERRUPTED_ERROR =
  "Interrupted while sending (the instance stopped mid-send): it may or may not have been delivered. It is not retried by itself; use Send again if it did not arrive.";

const POLL_MS = 5_000;
/** After queue() in this process: soon, once the caller's transaction has had time to commit. */
export const MAIL_NUDGE_MS = 250;
/** On shutdown, the wait for a pass in progress (within the server's 10 s grace, server/index.ts). */
const STOP_WAIT_MS = 5_000;
/** Messages kept in the outbox per statement (without SMTP). */
const OUTBOX_BATCH = 50;

export interface MailWorkerOptions {
  /** SMTP delivery; null: no SMTP configured, so delivering means keeping it in the outbox. */
  deliver: Deliver | null;
  pollMs?: number;
  /** The clock (tests move it on to reach a retry or the sending timeout). */
  now?: () => Date;
  log?: { info(msg: string): void };
}

/**
 * The mail worker (decision 0026): the mail_messages table is the queue. Each pass claims due
 * messages with FOR UPDATE SKIP LOCKED in one short statement (status "sending", attempts + 1),
 * so several instances never claim the same message, then sends them one by one. A message is
 * never sent twice: one left in "sending" by a dead instance is marked failed, not retried.
 */
export function createMailWorker(db: Database, options: MailWorkerOptions) {
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? POLL_MS;
  const m = mailMessages;

  /** Messages whose instance died mid-send: failed, with a reason that says what we know. */
  async function failInterrupted() {
    const cutoff = new Date(now().getTime() - SENDING_TIMEOUT_MS);
    const rows = await db
      .update(m)
      .set({ status: "failed", lastError: INTERRUPTED_ERROR })
      .where(and(eq(m.status, "sending"), lte(m.claimedAt, cutoff)))
      .returning({ id: m.id });
    return rows.length;
  }

  const due = (at: Date, limit: number) =>
    db
      .select({ id: m.id })
      .from(m)
      .where(and(eq(m.status, "queued"), lte(m.nextAttemptAt, at)))
      .orderBy(asc(m.nextAttemptAt), asc(m.id))
      .limit(limit)
      .for("update", { skipLocked: true });

  /** Without SMTP the outbox is the delivery: due messages become "outbox" in one statement. */
  async function keepInOutbox(at: Date) {
    const rows = await db
      .update(m)
      .set({ status: "outbox", claimedAt: at, lastError: null })
      .where(inArray(m.id, due(at, OUTBOX_BATCH)))
      .returning({ id: m.id });
    return rows.length;
  }

  /**
   * One message at a time: a claimed message is sent at once, so an instance that dies leaves at
   * most the one it was sending in "sending", never a batch it had not started.
   */
  async function claim(at: Date) {
    return db
      .update(m)
      .set({ status: "sending", attempts: sql`${m.attempts} + 1`, claimedAt: at })
      .where(inArray(m.id, due(at, 1)))
      .returning({
        id: m.id,
        messageUuid: m.messageUuid,
        unsubscribeUrl: m.unsubscribeUrl,
        kind: m.kind,
        toAddress: m.toAddress,
        toName: m.toName,
        subject: m.subject,
        textBody: m.textBody,
        htmlBody: m.htmlBody,
        attempts: m.attempts,
      });
  }

  type Claimed = Awaited<ReturnType<typeof claim>>[number];

  async function sendOne(deliver: Deliver, row: Claimed) {
    try {
      await deliver({
        id: row.id,
        messageUuid: row.messageUuid,
        unsubscribeUrl: row.unsubscribeUrl,
        to: { address: row.toAddress, name: row.toName },
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
      });
    } catch (error) {
      const failure = error instanceof DeliveryError ? error : new DeliveryError(String(error), false);
      const again = failure.retryable && row.attempts < MAX_ATTEMPTS;
      const lastError = failure.retryable
        ? `Attempt ${row.attempts} of ${MAX_ATTEMPTS}: ${failure.message}`
        : `The connection ended after the message was handed to the mail server: it may or may not have been delivered, so it is not retried by itself (${failure.message})`;
      await db
        .update(m)
        .set(
          again
            ? {
                status: "queued",
                lastError,
                nextAttemptAt: new Date(now().getTime() + RETRY_DELAYS_MS[row.attempts - 1]),
              }
            : { status: "failed", lastError },
        )
        .where(and(eq(m.id, row.id), eq(m.status, "sending")));
      options.log?.info(`mail ${row.id}: ${again ? "will retry" : "failed"}: ${failure.message}`);
      return;
    }
    // Accepted: the single-use link leaves the stored copy. (A message marked interrupted while
    // this slow send went on is put right: it was sent.)
    const kind = row.kind as MailKind;
    await db
      .update(m)
      .set({
        status: "sent",
        sentAt: now(),
        lastError: null,
        textBody: redactSentBody(kind, row.textBody),
        htmlBody: redactSentBody(kind, row.htmlBody),
      })
      .where(and(eq(m.id, row.id), inArray(m.status, ["sending", "failed"])));
  }

  /** One step: mark interrupted sends, then claim and deliver one message (or keep a batch in the outbox). */
  async function runOnce() {
    await failInterrupted();
    const at = now();
    if (!options.deliver) return keepInOutbox(at);
    const claimed = await claim(at);
    for (const row of claimed) await sendOne(options.deliver, row);
    return claimed.length;
  }

  /** Steps until nothing due is left (or the signal says the worker is stopping: after the current message). */
  async function drain(signal?: AbortSignal) {
    let total = 0;
    for (;;) {
      const claimed = await runOnce();
      total += claimed;
      if (claimed === 0 || signal?.aborted) return total;
    }
  }

  return {
    runOnce,
    drain,
    /**
     * The worker as a task of the periodic runner (server/index.ts registers it after listen):
     * drains at once, then every pollMs after a pass ends; MAIL_NUDGE_MS after a queue() in this
     * process (the handle's soon). Stopping waits (briefly) for a pass in progress; a send cut
     * short stays "sending".
     */
    task: {
      name: "mail",
      everyMs: pollMs,
      runAtStart: true,
      stopWaitMs: STOP_WAIT_MS,
      failureMessage: "mail worker pass failed",
      run: (signal: AbortSignal) => drain(signal),
    } satisfies PeriodicTask,
  };
}

export type MailWorker = ReturnType<typeof createMailWorker>;

/** Messages waiting to be sent (due or retrying later): the mail queue's depth in the metrics. */
export async function queuedMailCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailMessages)
    .where(eq(mailMessages.status, "queued"));
  return Number(row.n);
}
