// One subscription as a reviewer weighs it (issue 25 §4, decision 0065): its row as the list
// shows it, the answers (describeAnswers, domain/subscription-answers.ts), the signatures with their evidence, the events,
// the comments, the entity's accreditations and KYC, and what staff may do now.
import { readTogether } from "#server/platform/db/read-together.ts";
import { alias } from "drizzle-orm/pg-core";
import { asc, eq } from "drizzle-orm";
import type { SubscriptionDetail, SubscriptionListItem } from "#domain/api/subscription-review.ts";
import { todayUtc } from "#domain/dates.ts";
import { displayName } from "#domain/person.ts";
import { actionsFrom } from "#domain/subscription-states.ts";
import { approvalRefusal, effectiveStatus } from "#domain/subscription-review.ts";
import type { Database } from "#server/platform/db/client.ts";
import { investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { offerings } from "#server/platform/db/schema/offerings.ts";
import {
  subscriptionComments,
  subscriptionEvents,
  subscriptions,
  subscriptionSignatures,
} from "#server/platform/db/schema/subscriptions.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { AppError } from "#server/platform/errors.ts";
import type { Transaction } from "#server/platform/staff-write.ts";
import type { KycService } from "#server/features/kyc/kyc.ts";
import type { AccreditationService } from "./accreditations.ts";
import { describeAnswers } from "#domain/subscription-answers.ts";
import type { Answers } from "#domain/subscription-questions.ts";
import { SUBSCRIPTION_ROW, type SubscriptionRow } from "./review-reads.ts";

export const SUBSCRIPTION_NOT_FOUND = "Subscription not found";
const person = alias(users, "person");
const nameOf = (row: { firstName: string | null; lastName: string | null; username: string | null }) =>
  row.username === null ? null : displayName({ ...row, username: row.username });

/** The list's rows with their offering and entity (and the entity's latest accreditation). */
export const subscriptionRows = (executor: Database | Transaction) =>
  executor
    .select(SUBSCRIPTION_ROW)
    .from(subscriptions)
    .innerJoin(offerings, eq(offerings.id, subscriptions.offeringId))
    .innerJoin(investingEntities, eq(investingEntities.id, subscriptions.entityId));

export function toItem(row: SubscriptionRow, today: string): SubscriptionListItem {
  const [status, expiresOn] = row.latestAccreditation?.split("|") ?? [];
  return {
    id: row.id,
    status: row.status,
    offeringId: row.offeringId,
    offeringName: row.offeringName,
    exemption: row.exemption,
    entityId: row.entityId,
    entityName: row.entityName,
    memberId: row.memberId,
    entityKind: row.entityKind,
    kycStatus: row.kycStatus,
    commitmentCents: row.commitmentCents,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    accreditation: status
      ? effectiveStatus({ status: status as "pending" | "verified" | "rejected", expiresOn: expiresOn || null }, today)
      : null,
  };
}

export function createDetailReader(
  db: Database,
  deps: { kyc: KycService; accreditations: AccreditationService; now: () => Date },
) {
  const base = subscriptionRows;
  const today = () => todayUtc(deps.now());
  return async function detail(id: number): Promise<SubscriptionDetail> {
    const [row] = (await base(db).where(eq(subscriptions.id, id))) as SubscriptionRow[];
    if (!row) throw new AppError("NOT_FOUND", SUBSCRIPTION_NOT_FOUND);
    const [full] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
    const [offering] = await db
      .select({
        requiresQualifiedPurchaser: offerings.requiresQualifiedPurchaser,
        minimumCommitmentCents: offerings.minimumCommitmentCents,
      })
      .from(offerings)
      .where(eq(offerings.id, full!.offeringId));
    const [signatures, events, comments, accreditationViews, kyc] = await readTogether(db, [
      () =>
        db
          .select()
          .from(subscriptionSignatures)
          .where(eq(subscriptionSignatures.subscriptionId, id))
          .orderBy(asc(subscriptionSignatures.signedAt), asc(subscriptionSignatures.id)),
      () =>
        db
          .select({
            e: subscriptionEvents,
            firstName: person.firstName,
            lastName: person.lastName,
            username: person.username,
          })
          .from(subscriptionEvents)
          .leftJoin(person, eq(person.id, subscriptionEvents.actorUserId))
          .where(eq(subscriptionEvents.subscriptionId, id))
          .orderBy(asc(subscriptionEvents.at), asc(subscriptionEvents.id)),
      () =>
        db
          .select({
            c: subscriptionComments,
            firstName: person.firstName,
            lastName: person.lastName,
            username: person.username,
          })
          .from(subscriptionComments)
          .leftJoin(person, eq(person.id, subscriptionComments.authorId))
          .where(eq(subscriptionComments.subscriptionId, id))
          .orderBy(asc(subscriptionComments.id)),
      () => deps.accreditations.forEntity(row.entityId),
      () => deps.kyc.view(row.entityId),
    ]);
    const day = today();
    return {
      ...toItem(row, day),
      answersVersion: full.answersVersion,
      decidedAt: full.decidedAt?.toISOString() ?? null,
      declineReason: full.declineReason,
      answers: describeAnswers(full!.answers as Answers, {
        kind: row.entityKind,
        exemption: row.exemption,
        requiresQualifiedPurchaser: offering!.requiresQualifiedPurchaser,
        minimumCommitmentCents: offering!.minimumCommitmentCents,
      }),
      signatures: signatures.map((s) => ({
        id: s.id,
        role: s.role,
        signerName: s.signerName,
        signerEmail: s.signerEmail,
        typedName: s.typedName,
        consentedAt: s.consentedAt.toISOString(),
        signedAt: s.signedAt.toISOString(),
        ip: s.ip,
        userAgent: s.userAgent,
        signInMethod: s.signInMethod,
        documentSha256: s.documentSha256,
        voidedAt: s.voidedAt?.toISOString() ?? null,
      })),
      events: events.map(({ e, ...who }) => ({
        id: e.id,
        fromStatus: e.fromStatus,
        toStatus: e.toStatus,
        actorName: nameOf(who),
        at: e.at.toISOString(),
        note: e.note,
      })),
      comments: comments.map(({ c, ...who }) => ({
        id: c.id,
        field: c.field,
        comment: c.comment,
        authorName: nameOf(who),
        createdAt: c.createdAt.toISOString(),
        resolvedAt: c.resolvedAt?.toISOString() ?? null,
      })),
      accreditations: accreditationViews,
      kyc,
      actions: actionsFrom(row.status, "staff"),
      approvalBlocker:
        row.status === "submitted"
          ? approvalRefusal({
              kycStatus: row.kycStatus,
              exemption: row.exemption,
              accreditations: accreditationViews,
              today: day,
            })
          : null,
      today: day,
    };
  };
}
