// The subscription's state machine (issue 25 §4, decision 0065): one table of who may move a
// subscription from which state to which, so the services, the pages and the tests agree.
import type { SubscriptionStatus } from "./subscriptions.ts";

/** What moves a subscription on, and who does it. */
export const SUBSCRIPTION_ACTIONS = {
  /** The last required investor signature (each signatory signs the document shown). */
  submit: { by: "investor", from: ["draft", "pending_revision"], to: "submitted" },
  /** Staff comment on answers; the investor sees what to fix. */
  request_revision: { by: "staff", from: ["submitted"], to: "pending_revision" },
  approve: { by: "staff", from: ["submitted"], to: "approved" },
  countersign: { by: "staff", from: ["approved"], to: "countersigned" },
  /** Posts the commitment, stores and delivers the sealed PDF, in one transaction. */
  execute: { by: "staff", from: ["countersigned"], to: "executed" },
  decline: { by: "staff", from: ["submitted", "pending_revision", "approved", "countersigned"], to: "declined" },
  withdraw: { by: "investor", from: ["draft", "submitted", "pending_revision", "approved"], to: "withdrawn" },
} as const satisfies Record<
  string,
  { by: "investor" | "staff"; from: readonly SubscriptionStatus[]; to: SubscriptionStatus }
>;
export type SubscriptionAction = keyof typeof SUBSCRIPTION_ACTIONS;

/** Whether `action` may be taken on a subscription in `status`. */
export function mayTransition(action: SubscriptionAction, status: SubscriptionStatus): boolean {
  return (SUBSCRIPTION_ACTIONS[action].from as readonly SubscriptionStatus[]).includes(status);
}

/** The actions available from `status` to `by` (for the pages' buttons). */
export function actionsFrom(status: SubscriptionStatus, by: "investor" | "staff"): SubscriptionAction[] {
  return (Object.keys(SUBSCRIPTION_ACTIONS) as SubscriptionAction[]).filter(
    (action) => SUBSCRIPTION_ACTIONS[action].by === by && mayTransition(action, status),
  );
}

/** Whether the investor may change answers: only while a draft or sent back for revision. */
export function answersEditable(status: SubscriptionStatus): boolean {
  return status === "draft" || status === "pending_revision";
}
