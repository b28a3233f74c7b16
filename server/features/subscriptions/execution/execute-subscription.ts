// Full execution (issue 25 §4), in ONE transaction: the commitment posted to the ledger, the final
// PDF (the document, its signature certificate) sealed and stored, never replaced, a copy delivered
// to the entity's documents, the subscription executed, the offering's first sale dated, the
// prospect committed, and a welcome e-mail to each signatory. A second execute, concurrent or not,
// waits for the row lock, finds it executed and is refused (409) with nothing written.
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { todayUtc } from "#domain/dates.ts";
import { SEEING_ROLES } from "#domain/entities.ts";
import { formatCents } from "#domain/format.ts";
import type { FundType } from "#domain/investment.ts";
import { DOCUMENT_STATUS } from "#domain/investor-portal.ts";
import { PROSPECT_STAGE_LABELS } from "#domain/prospects.ts";
import type { ExecutionReceipt } from "#domain/subscription-signing.ts";
import { recordDeliveries } from "#server/features/documents/document-deliveries.ts";
import { documentDelivered, DOCUMENT_WORDS, queueNotices } from "#server/features/documents/notice-messages.ts";
import { queueNoticesOnly } from "#server/features/entities/notices-only.ts";
import { postCommitment } from "#server/features/fund-ledger/post-commitment.ts";
import type { AuditService } from "#server/platform/audit.ts";
import type { Database } from "#server/platform/db/client.ts";
import { entityRoles } from "#server/platform/db/schema/investing-entities.ts";
import { investorDocuments } from "#server/platform/db/schema/investor-documents.ts";
import { offeringAccess, offerings } from "#server/platform/db/schema/offerings.ts";
import { prospectActivities, prospects } from "#server/platform/db/schema/prospects.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { AppError } from "#server/platform/errors.ts";
import type { MailQueue } from "#server/platform/mail/queue.ts";
import { PDF_CONTENT_TYPE, storeFile } from "#server/platform/storage/files.ts";
import type { ActingUser, Transaction } from "#server/platform/staff-write.ts";
import { refusal, transitionSubscription } from "#server/features/subscriptions/transition.ts";
import { documentName } from "#server/features/subscriptions/signing/read-signing.ts";
import { sealPdf, sha256Hex } from "#server/features/subscriptions/signing/seal.ts";
import {
  documentWithCertificate,
  liveSignatories,
  liveSignatures,
  loadSubscription,
  type SubscriptionRecord,
} from "#server/features/subscriptions/signing/subscription-record.ts";
import { subscriptionExecutedMail } from "./executed-mail.ts";

export const EXECUTED_FILE_PREFIX = "subscriptions";

export function executeSubscription(db: Database, audit: AuditService, mail: MailQueue, now: () => Date) {
  /** The prospect of the person who started it: by their offering invitation, else by their e-mail. */
  async function prospectOf(tx: Transaction, record: SubscriptionRecord) {
    const [starter] = await tx.select({ email: users.email }).from(users).where(eq(users.id, record.sub.startedBy));
    const [row] = await tx
      .select({ id: prospects.id, stage: prospects.stage })
      .from(prospects)
      .where(
        or(
          sql`${prospects.id} in (select ${offeringAccess.prospectId} from ${offeringAccess} where ${offeringAccess.offeringId} = ${record.sub.offeringId} and ${offeringAccess.userId} = ${record.sub.startedBy})`,
          starter ? sql`lower(${prospects.email}) = lower(${starter.email})` : sql`false`,
        ),
      )
      .limit(1)
      .for("update");
    return row ?? null;
  }

  async function commitProspect(tx: Transaction, record: SubscriptionRecord, by: ActingUser, at: Date) {
    const prospect = await prospectOf(tx, record);
    if (!prospect) return null;
    const step = `Subscription ${record.sub.id} to ${record.offering.name} fully executed (${formatCents(record.sub.commitmentCents!)})`;
    const activity = (kind: "subscription_step" | "stage_changed", summary: string, details: object) =>
      tx
        .insert(prospectActivities)
        .values({ prospectId: prospect.id, at, kind, summary, actorUserId: by.actor.id, details });
    await activity("subscription_step", step, { subscriptionId: record.sub.id, step: "executed" });
    if (prospect.stage !== "committed") {
      await activity("stage_changed", `Moved from ${PROSPECT_STAGE_LABELS[prospect.stage]} to Committed`, {
        from: prospect.stage,
        to: "committed",
      });
    }
    await tx
      .update(prospects)
      .set({ stage: "committed", lostReason: null, updatedAt: at })
      .where(eq(prospects.id, prospect.id));
    return prospect.id;
  }

  /** The entity's people who see it, as investors of the fund: its reports and events are theirs now. */
  async function grantFundAccess(tx: Transaction, entityId: number, fundType: FundType, day: string) {
    const people = tx
      .select({ id: entityRoles.userId })
      .from(entityRoles)
      .where(
        and(
          eq(entityRoles.entityId, entityId),
          isNull(entityRoles.revokedAt),
          inArray(entityRoles.role, [...SEEING_ROLES]),
        ),
      );
    const set =
      fundType === "Fund I"
        ? { fundIAccess: true, fundIAccessGrantedAt: day }
        : { fundIIAccess: true, fundIIAccessGrantedAt: day };
    const already = fundType === "Fund I" ? users.fundIAccess : users.fundIIAccess;
    await tx
      .update(users)
      .set(set)
      .where(and(inArray(users.id, people), eq(users.role, "investor"), eq(already, false)));
  }

  return async function execute(id: number, by: ActingUser): Promise<ExecutionReceipt> {
    return db.transaction(async (tx) => {
      // Locked first: a concurrent execute waits here, then finds it executed.
      const record = await loadSubscription(tx, id, true);
      const { sub, offering, entity } = record;
      if (sub.status !== "countersigned") throw new AppError("CONFLICT", refusal("execute", sub.status));
      if (sub.commitmentCents === null) throw new AppError("CONFLICT", "The subscription states no commitment.");
      if (entity.archivedAt) {
        throw new AppError(
          "CONFLICT",
          `${entity.legalName} is archived: restore it before executing its subscription.`,
        );
      }
      const at = now();
      const day = todayUtc(at);
      const signatures = await liveSignatures(tx, id);
      const { pdf } = await documentWithCertificate(record, signatures, at);
      const sealed = await sealPdf(pdf, { at });
      const executedSha256 = sha256Hex(sealed);
      // The subscription's own file is never replaced or deleted; the investor document gets its own
      // copy, which the document rules (replace, delete) may act on without touching the record.
      const kept = await storeFile(tx, { bytes: sealed, contentType: PDF_CONTENT_TYPE, prefix: EXECUTED_FILE_PREFIX });
      const copy = await storeFile(tx, { bytes: sealed, contentType: PDF_CONTENT_TYPE, prefix: "documents" });
      const [document] = await tx
        .insert(investorDocuments)
        .values({
          entityId: entity.id,
          fundType: offering.fundType,
          kind: "subscription",
          name: `${offering.fundType} Subscription Agreement (executed)`,
          byteSize: sealed.length,
          documentDate: day,
          status: DOCUMENT_STATUS.Executed,
          storageKey: copy.key,
        })
        .returning({ id: investorDocuments.id });
      const people = await tx
        .select({ userId: entityRoles.userId })
        .from(entityRoles)
        .innerJoin(users, eq(users.id, entityRoles.userId))
        .where(
          and(
            eq(entityRoles.entityId, entity.id),
            isNull(entityRoles.revokedAt),
            inArray(entityRoles.role, [...SEEING_ROLES]),
            eq(users.isActive, true),
            isNull(users.archivedAt),
          ),
        );
      const fresh = await recordDeliveries(
        tx,
        document.id,
        people.map((p) => p.userId),
        at,
        entity.id,
      );
      // The delivery notices, as publishing a document sends them (e-delivery or by post, decision
      // 0021), to the people on the entity who are not signatories (those get the welcome below),
      // and to its notices-only people who chose document notices (decision 0060).
      const signatoryIds = new Set((await liveSignatories(tx, entity.id)).map((s) => s.userId));
      const others = fresh
        .filter((userId) => !signatoryIds.has(userId))
        .map((userId) => ({ userId, entityId: entity.id }));
      await queueNotices(mail, tx, others, (recipient) =>
        documentDelivered(mail, recipient, { kind: "subscription", fund: offering.fundType }),
      );
      await queueNoticesOnly(mail, tx, [
        {
          entityId: entity.id,
          facts: { kind: "document_delivered", document: DOCUMENT_WORDS.subscription, fund: offering.fundType },
        },
      ]);
      await postCommitment(tx, {
        entityId: entity.id,
        fundType: offering.fundType as FundType,
        cents: sub.commitmentCents,
        date: day,
      });
      await grantFundAccess(tx, entity.id, offering.fundType as FundType, day);
      const row = await transitionSubscription(tx, audit, {
        id,
        action: "execute",
        by,
        note: `Sealed PDF ${executedSha256}`,
        set: { executedFileKey: kept.key, executedSha256, executedAt: at, investorDocumentId: document.id },
      });
      await tx
        .update(offerings)
        .set({ firstSaleDate: sql`coalesce(${offerings.firstSaleDate}, ${day})`, updatedAt: at })
        .where(eq(offerings.id, offering.id));
      await commitProspect(tx, record, by, at);
      await audit.record(
        {
          ...by,
          action: "document.uploaded",
          entityType: "investor_document",
          entityId: document.id,
          investingEntityId: entity.id,
          summary: `Delivered the executed subscription agreement of ${entity.legalName} (${entity.memberId})`,
          details: { subscriptionId: id, kind: "subscription", bytes: sealed.length, delivered: people.length },
        },
        tx,
      );
      for (const signatory of await liveSignatories(tx, entity.id)) {
        await mail.queue(
          subscriptionExecutedMail(mail, {
            to: { address: signatory.email, name: signatory.name, userId: signatory.userId, entityId: entity.id },
            entityName: entity.legalName,
            offeringName: offering.name,
            fundType: offering.fundType,
            commitmentCents: sub.commitmentCents,
          }),
          tx,
        );
      }
      return {
        subscriptionId: id,
        status: row.status,
        executedAt: at.toISOString(),
        executedSha256,
        investorDocumentId: document.id,
        commitmentCents: sub.commitmentCents,
      };
    });
  };
}

/** The stored sealed PDF's name as downloaded. */
export const executedName = (id: number, offeringName: string) => `${documentName(id, offeringName)} (executed)`;
