// An investor signatory signs the subscription (issue 25 §3): consent to electronic records, the
// typed name (their own), the SHA-256 of the document they were shown, with the request's
// evidence. The last live signatory's signature submits it (contracts: "ready to sign").
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { SessionUser } from "#domain/auth.ts";
import { displayName } from "#domain/person.ts";
import type { SubscriptionStatus } from "#domain/subscriptions.ts";
import { sameName, signSubscriptionSchema, type SignatureReceipt } from "#domain/subscription-signing.ts";
import type { AuditService } from "#server/platform/audit.ts";
import type { Database } from "#server/platform/db/client.ts";
import {
  subscriptionComments,
  subscriptionSignatures,
  subscriptions,
} from "#server/platform/db/schema/subscriptions.ts";
import { AppError, invalidFields } from "#server/platform/errors.ts";
import { parseOrThrow } from "#server/platform/http/staff-request.ts";
import { actingAs } from "#server/platform/staff-write.ts";
import { transitionSubscription } from "#server/features/subscriptions/transition.ts";
import { signInMethod, type RequestEvidence } from "./sign-evidence.ts";
import {
  accessOf,
  documentOf,
  liveSignatories,
  liveSignatures,
  loadSubscription,
  notFound,
} from "./subscription-record.ts";

/** A typed name that is not the signer's: a 400 naming the field, with the name expected. */
export const wrongName = (name: string) =>
  invalidFields(
    { typedName: [`Type your full name as your account has it: ${name}`] },
    `The typed name must be your own name, ${name}`,
  );

export const DOCUMENT_CHANGED =
  "The document changed since it was shown to you. Read it again as it stands now, then sign.";

export function signSubscription(db: Database, audit: AuditService, now: () => Date) {
  return async function sign(
    id: number,
    user: SessionUser,
    body: unknown,
    evidence: RequestEvidence,
  ): Promise<SignatureReceipt> {
    return db.transaction(async (tx) => {
      // Locked: two signatories signing at once are counted one after the other.
      const record = await loadSubscription(tx, id, true);
      const access = await accessOf(tx, user, record.sub.entityId);
      if (access === null || access === "staff") throw notFound();
      if (access !== "signatory") {
        throw new AppError("FORBIDDEN", `Only a signatory of ${record.entity.legalName} can sign its subscription`);
      }
      const input = parseOrThrow(signSubscriptionSchema, body);
      const name = displayName(user);
      if (!sameName(input.typedName, name)) throw wrongName(name);
      const { sub } = record;
      if ((sub.status !== "draft" && sub.status !== "pending_revision") || sub.commitmentCents === null) {
        throw new AppError(
          "CONFLICT",
          sub.status === "draft" || sub.status === "pending_revision"
            ? "The subscription is not ready to sign: finish every answer first."
            : "The subscription is no longer open for signature.",
        );
      }
      const { sha256 } = documentOf(record);
      if (input.documentSha256 !== sha256) throw new AppError("CONFLICT", DOCUMENT_CHANGED);

      const live = await liveSignatures(tx, id);
      const mine = live.find((s) => s.userId === user.id && s.role === "investor");
      if (mine?.documentSha256 === sha256) throw new AppError("CONFLICT", "You have already signed this document.");
      const at = now();
      // A signature of an earlier version of the document (before a revision) is kept as history.
      if (mine)
        await tx.update(subscriptionSignatures).set({ voidedAt: at }).where(eq(subscriptionSignatures.id, mine.id));
      await tx.insert(subscriptionSignatures).values({
        subscriptionId: id,
        userId: user.id,
        role: "investor",
        signerName: name,
        signerEmail: user.email,
        typedName: input.typedName,
        consentedAt: at,
        signedAt: at,
        ip: evidence.ip,
        userAgent: evidence.userAgent,
        signInMethod: await signInMethod(tx, evidence.sessionId),
        documentSha256: sha256,
      });
      const by = actingAs(user, evidence.ip);
      await audit.record(
        {
          ...by,
          action: "subscription.signed",
          entityType: "subscription",
          entityId: id,
          investingEntityId: sub.entityId,
          summary: `${name} signed subscription ${id} for ${record.entity.legalName}`,
          details: { documentSha256: sha256, role: "investor" },
        },
        tx,
      );

      // Every live signatory with a live signature of this very document: submitted.
      const signatories = await liveSignatories(tx, sub.entityId);
      const signed = new Set(
        (await liveSignatures(tx, id))
          .filter((s) => s.role === "investor" && s.documentSha256 === sha256)
          .map((s) => s.userId),
      );
      const remaining = signatories.filter((s) => !signed.has(s.userId)).length;
      let status: SubscriptionStatus = sub.status;
      if (remaining === 0) {
        const row = await transitionSubscription(tx, audit, {
          id,
          action: "submit",
          by,
          set: { submittedAt: at, signedDocumentSha256: sha256 },
        });
        status = row.status;
        // What staff asked to fix is answered by this submission (contracts: review's comments).
        await tx
          .update(subscriptionComments)
          .set({ resolvedAt: at })
          .where(and(eq(subscriptionComments.subscriptionId, id), isNull(subscriptionComments.resolvedAt)));
      } else {
        await tx
          .update(subscriptions)
          .set({ signedDocumentSha256: sha256, updatedAt: at })
          .where(inArray(subscriptions.id, [id]));
      }
      return {
        subscriptionId: id,
        status,
        role: "investor",
        signedAt: at.toISOString(),
        documentSha256: sha256,
        remaining,
      };
    });
  };
}
