// Staff countersign an approved subscription (issue 25 §4): the firm's signature with the same
// ESIGN/UETA evidence as the investors', on the document they signed, then the state moves on.
// In bulk, each id is its own transaction: one refused leaves the others countersigned.
import type { SessionUser } from "#domain/auth.ts";
import { displayName } from "#domain/person.ts";
import {
  bulkCountersignSchema,
  countersignSchema,
  sameName,
  type BulkResult,
  type SignatureReceipt,
} from "#domain/subscription-signing.ts";
import type { AuditService } from "#server/platform/audit.ts";
import type { Database } from "#server/platform/db/client.ts";
import { subscriptionSignatures } from "#server/platform/db/schema/subscriptions.ts";
import { AppError } from "#server/platform/errors.ts";
import { parseOrThrow } from "#server/platform/http/staff-request.ts";
import { actingAs } from "#server/platform/staff-write.ts";
import { refusal, transitionSubscription } from "#server/features/subscriptions/transition.ts";
import { signInMethod, type RequestEvidence } from "#server/features/subscriptions/signing/sign-evidence.ts";
import { DOCUMENT_CHANGED, wrongName } from "#server/features/subscriptions/signing/sign-subscription.ts";
import { documentOf, loadSubscription } from "#server/features/subscriptions/signing/subscription-record.ts";

export function countersigning(db: Database, audit: AuditService, now: () => Date) {
  /** One countersignature in its own transaction (the input already checked). */
  async function countersignOne(
    id: number,
    user: SessionUser,
    typedName: string,
    evidence: RequestEvidence,
  ): Promise<SignatureReceipt> {
    return db.transaction(async (tx) => {
      const record = await loadSubscription(tx, id, true);
      if (record.sub.status !== "approved") throw new AppError("CONFLICT", refusal("countersign", record.sub.status));
      const { sha256 } = documentOf(record);
      // The investors signed this document; a countersignature of any other would sign nothing they did.
      if (record.sub.signedDocumentSha256 !== sha256) throw new AppError("CONFLICT", DOCUMENT_CHANGED);
      const at = now();
      await tx.insert(subscriptionSignatures).values({
        subscriptionId: id,
        userId: user.id,
        role: "countersigner",
        signerName: displayName(user),
        signerEmail: user.email,
        typedName,
        consentedAt: at,
        signedAt: at,
        ip: evidence.ip,
        userAgent: evidence.userAgent,
        signInMethod: await signInMethod(tx, evidence.sessionId),
        documentSha256: sha256,
      });
      const row = await transitionSubscription(tx, audit, {
        id,
        action: "countersign",
        by: actingAs(user, evidence.ip),
        note: `Countersigned by ${displayName(user)}`,
      });
      return {
        subscriptionId: id,
        status: row.status,
        role: "countersigner",
        signedAt: at.toISOString(),
        documentSha256: sha256,
        remaining: 0,
      };
    });
  }

  const checkName = (user: SessionUser, typedName: string) => {
    if (!sameName(typedName, displayName(user))) throw wrongName(displayName(user));
  };

  return {
    async countersign(id: number, user: SessionUser, body: unknown, evidence: RequestEvidence) {
      // The subscription first (404 before the body), as the portal's routes answer.
      await loadSubscription(db, id);
      const input = parseOrThrow(countersignSchema, body);
      checkName(user, input.typedName);
      return countersignOne(id, user, input.typedName, evidence);
    },

    async countersignMany(user: SessionUser, body: unknown, evidence: RequestEvidence): Promise<BulkResult[]> {
      const input = parseOrThrow(bulkCountersignSchema, body);
      checkName(user, input.typedName);
      const results: BulkResult[] = [];
      for (const id of [...new Set(input.ids)]) {
        try {
          await countersignOne(id, user, input.typedName, evidence);
          results.push({ id, ok: true });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          results.push({ id, ok: false, message: error.message });
        }
      }
      return results;
    },
  };
}
