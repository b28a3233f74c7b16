// E-signature, the seal and full execution of subscriptions (issue 25 §3–4, decision 0065): one
// service binding the use cases beside it and in ../execution/.
import type { AuditService } from "#server/platform/audit.ts";
import type { Database } from "#server/platform/db/client.ts";
import type { MailQueue } from "#server/platform/mail/queue.ts";
import { countersigning } from "#server/features/subscriptions/execution/countersign.ts";
import { executeSubscription } from "#server/features/subscriptions/execution/execute-subscription.ts";
import { readExecuted } from "#server/features/subscriptions/execution/read-executed.ts";
import { readSigning } from "./read-signing.ts";
import { signSubscription } from "./sign-subscription.ts";

export function createSubscriptionSigningService(
  db: Database,
  deps: { audit: AuditService; mail: MailQueue; now: () => Date },
) {
  const { audit, mail, now } = deps;
  return {
    ...readSigning(db, now),
    sign: signSubscription(db, audit, now),
    ...countersigning(db, audit, now),
    execute: executeSubscription(db, audit, mail, now),
    executedPdf: readExecuted(db),
  };
}

export type SubscriptionSigningService = ReturnType<typeof createSubscriptionSigningService>;
