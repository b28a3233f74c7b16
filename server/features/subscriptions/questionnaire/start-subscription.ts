// Starting a subscription (issue 25 §3, decision 0065): on an open offering the person sees and
// whose confidentiality notice they accepted, for one of the entities they sign for or a new one
// (they its first signatory); answers prefilled from their previous subscription; the start is
// audited and their prospect moves to Subscribing, all in one transaction.
import { and, desc, eq, ne, sql } from "drizzle-orm";
import { ENTITY_FORBIDDEN, ENTITY_KIND_LABELS } from "#domain/entities.ts";
import { PROSPECT_STAGE_LABELS } from "#domain/prospects.ts";
import {
  OFFERING_NOT_FOUND,
  ONE_LIVE_SUBSCRIPTION,
  type StartSubscriptionInput,
} from "#domain/subscription-questionnaire.ts";
import type { Answers } from "#domain/subscription-questions.ts";
import type { AuditService } from "#server/platform/audit.ts";
import type { Database } from "#server/platform/db/client.ts";
import { investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { offeringAccess, offerings } from "#server/platform/db/schema/offerings.ts";
import { prospectActivities, prospects } from "#server/platform/db/schema/prospects.ts";
import { subscriptions } from "#server/platform/db/schema/subscriptions.ts";
import { AppError, isUniqueViolation } from "#server/platform/errors.ts";
import type { ActingUser, Transaction } from "#server/platform/staff-write.ts";
import { holdingsOf } from "#server/features/entities/entity-access.ts";
import { createEntityIn } from "#server/features/entities/staff-entity-writes.ts";
import { prefillFrom } from "./answers-store.ts";

export type Starter = { id: number; role: string; email: string; username: string };

/** The open offering the person may subscribe to now, or the refusal that says why not. */
export async function offeringToStart(db: Database | Transaction, person: Starter, offeringId: number) {
  const [offering] = await db.select().from(offerings).where(eq(offerings.id, offeringId));
  const [access] = await db
    .select()
    .from(offeringAccess)
    .where(and(eq(offeringAccess.offeringId, offeringId), eq(offeringAccess.userId, person.id)));
  const investor = (await holdingsOf(db, person)).length > 0;
  // Unseen (not invited, not an investor) or a draft: as for a missing one.
  if (!offering || offering.status === "draft" || (!access && !investor))
    throw new AppError("NOT_FOUND", OFFERING_NOT_FOUND);
  if (offering.status !== "open")
    throw new AppError("CONFLICT", `${offering.name} is closed: it takes no new subscriptions`);
  if (!access?.confidentialityAcceptedAt)
    throw new AppError("CONFLICT", `Accept ${offering.name}'s confidentiality notice first (on the offering's page)`);
  return offering;
}

async function prospectStep(tx: Transaction, email: string, summary: string, by: ActingUser, subscriptionId: number) {
  const [prospect] = await tx
    .select({ id: prospects.id, stage: prospects.stage })
    .from(prospects)
    .where(sql`lower(${prospects.email}) = lower(${email})`);
  if (!prospect) return;
  // A committed prospect stays committed; any earlier stage (or Lost) moves on to Subscribing.
  if (prospect.stage !== "committed" && prospect.stage !== "subscribing") {
    await tx
      .update(prospects)
      .set({ stage: "subscribing", lostReason: null, updatedAt: new Date() })
      .where(eq(prospects.id, prospect.id));
    await tx.insert(prospectActivities).values({
      prospectId: prospect.id,
      kind: "stage_changed",
      summary: `Moved from ${PROSPECT_STAGE_LABELS[prospect.stage]} to ${PROSPECT_STAGE_LABELS.subscribing}`,
      actorUserId: by.actor.id,
      details: { from: prospect.stage, to: "subscribing" },
    });
  }
  await tx.insert(prospectActivities).values({
    prospectId: prospect.id,
    kind: "subscription_step",
    summary,
    actorUserId: by.actor.id,
    details: { subscriptionId, step: "started" },
  });
}

export async function startSubscription(
  db: Database,
  audit: AuditService,
  today: Date,
  person: Starter,
  by: ActingUser,
  input: StartSubscriptionInput,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const offering = await offeringToStart(tx, person, input.offeringId);
    let entityId: number;
    if (input.entityId !== undefined) {
      const holding = (await holdingsOf(tx, person)).find((h) => h.entityId === input.entityId);
      if (!holding) throw new AppError("NOT_FOUND", "Account not found");
      if (holding.role !== "signatory") throw new AppError("FORBIDDEN", ENTITY_FORBIDDEN);
      entityId = holding.entityId;
    } else {
      ({ id: entityId } = await createEntityIn(
        tx,
        audit,
        today,
        { kind: input.kind!, legalName: input.legalName!, signatoryId: person.id },
        by,
      ));
    }
    const [entity] = await tx.select().from(investingEntities).where(eq(investingEntities.id, entityId));
    // One live subscription per entity and offering (the unique index decides under a race too).
    const [live] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.entityId, entityId),
          eq(subscriptions.offeringId, offering.id),
          sql`${subscriptions.status} not in ('declined', 'withdrawn')`,
        ),
      );
    if (live) throw new AppError("CONFLICT", ONE_LIVE_SUBSCRIPTION);
    const [row] = await tx
      .insert(subscriptions)
      .values({ offeringId: offering.id, entityId, startedBy: person.id })
      .returning({ id: subscriptions.id })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new AppError("CONFLICT", ONE_LIVE_SUBSCRIPTION);
        throw error;
      });
    // A returning investor: this entity's latest subscription, else the latest the person started.
    const [previous] = await tx
      .select({ id: subscriptions.id, answers: subscriptions.answers, entityId: subscriptions.entityId })
      .from(subscriptions)
      .where(
        and(
          ne(subscriptions.id, row.id),
          sql`(${subscriptions.entityId} = ${entityId} or ${subscriptions.startedBy} = ${person.id})`,
        ),
      )
      .orderBy(sql`${subscriptions.entityId} = ${entityId} desc`, desc(subscriptions.id))
      .limit(1);
    let prefilledFrom: number | null = null;
    if (previous) {
      const context = {
        kind: entity.kind,
        exemption: offering.exemption,
        requiresQualifiedPurchaser: offering.requiresQualifiedPurchaser,
        minimumCommitmentCents: offering.minimumCommitmentCents,
      };
      const answers: Answers = prefillFrom(previous.answers as Answers, previous.id, row.id, context);
      await tx.update(subscriptions).set({ answers }).where(eq(subscriptions.id, row.id));
      prefilledFrom = previous.id;
    }
    const summary = `Started a subscription to ${offering.name} for ${entity.legalName} (${ENTITY_KIND_LABELS[entity.kind]})`;
    await audit.record(
      {
        ...by,
        action: "subscription.started",
        entityType: "subscription",
        entityId: row.id,
        investingEntityId: entityId,
        summary: `Subscription ${row.id}: ${summary}`,
        details: { offeringId: offering.id, ...(prefilledFrom ? { prefilledFrom } : {}) },
      },
      tx,
    );
    await prospectStep(tx, person.email, summary, by, row.id);
    return { id: row.id };
  });
}

/** The entities the person may subscribe for (those they sign for), for the start page. */
export async function entitiesToSubscribeFor(db: Database, person: Starter) {
  const holdings = await holdingsOf(db, person);
  return holdings.filter((h) => h.role === "signatory");
}
