// The one writer of a subscription's state (decision 0065): the row is locked, the move checked
// against the one table of domain/subscription-states.ts, and the event and the audit row written
// in the same transaction, so a skipped step or a second concurrent click is refused with a 409.
import { and, eq } from "drizzle-orm";
import { SUBSCRIPTION_STATUS_LABELS, type SubscriptionStatus } from "#domain/subscriptions.ts";
import { mayTransition, SUBSCRIPTION_ACTIONS, type SubscriptionAction } from "#domain/subscription-states.ts";
import type { AuditService } from "#server/platform/audit.ts";
import { subscriptionEvents, subscriptions } from "#server/platform/db/schema/subscriptions.ts";
import { AppError } from "#server/platform/errors.ts";
import type { ActingUser, Transaction } from "#server/platform/staff-write.ts";

export interface TransitionInput {
  id: number;
  action: SubscriptionAction;
  by: ActingUser;
  note?: string;
  /** More columns to set in the same UPDATE (e.g. submittedAt, executedFileKey). */
  set?: Partial<typeof subscriptions.$inferInsert>;
}

const AUDIT_ACTION = {
  submit: "subscription.submitted",
  request_revision: "subscription.revision_requested",
  approve: "subscription.approved",
  countersign: "subscription.countersigned",
  execute: "subscription.executed",
  decline: "subscription.declined",
  withdraw: "subscription.withdrawn",
} as const satisfies Record<SubscriptionAction, string>;

/**
 * Moves subscription `id` by `action` inside `tx`, or throws 409 naming the state it is in (404 if
 * there is none). Returns the updated row.
 */
export async function transitionSubscription(tx: Transaction, audit: AuditService, input: TransitionInput) {
  const { to } = SUBSCRIPTION_ACTIONS[input.action];
  // The row is locked first: a concurrent click waits here, then reads the state the first one
  // left and is refused.
  const [current] = await tx
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.id, input.id))
    .for("update");
  if (!current) throw new AppError("NOT_FOUND", "Subscription not found");
  if (!mayTransition(input.action, current.status))
    throw new AppError("CONFLICT", refusal(input.action, current.status));
  const now = new Date();
  const [row] = await tx
    .update(subscriptions)
    .set({ ...input.set, status: to, updatedAt: now })
    .where(and(eq(subscriptions.id, input.id), eq(subscriptions.status, current.status)))
    .returning();
  const [event] = await tx
    .insert(subscriptionEvents)
    .values({
      subscriptionId: row!.id,
      fromStatus: current.status,
      toStatus: to,
      actorUserId: input.by.actor.id,
      at: now,
      note: input.note,
    })
    .returning({ id: subscriptionEvents.id });
  await audit.record(
    {
      actor: input.by.actor,
      ip: input.by.ip,
      action: AUDIT_ACTION[input.action],
      entityType: "subscription",
      entityId: row!.id,
      investingEntityId: row!.entityId,
      summary: `Subscription ${row!.id}: ${SUBSCRIPTION_STATUS_LABELS[to]}`,
      details: { eventId: event!.id, from: current.status, ...(input.note ? { note: input.note } : {}) },
    },
    tx,
  );
  return row!;
}

/** The 409's message: what the subscription is, so the person knows why nothing happened. */
export function refusal(action: SubscriptionAction, status: SubscriptionStatus): string {
  return `This subscription is ${SUBSCRIPTION_STATUS_LABELS[status].toLowerCase()}; it cannot be ${PAST[action]} now.`;
}

const PAST: Record<SubscriptionAction, string> = {
  submit: "submitted",
  request_revision: "sent back for revision",
  approve: "approved",
  countersign: "countersigned",
  execute: "executed",
  decline: "declined",
  withdraw: "withdrawn",
};
