// Who may read or change a subscription (decision 0065): the people with a live grant on its
// entity, by what their role may do (ENTITY_ABILITIES: see, act, sign); anyone else gets a 404.
import { and, desc, eq, gte, inArray } from "drizzle-orm";
import { ENTITY_FORBIDDEN, entityRoleMay, type EntityAbility } from "#domain/entities.ts";
import { SUBSCRIPTION_NOT_FOUND } from "#domain/subscription-questionnaire.ts";
import type { AnswerContext, Answers } from "#domain/subscription-questions.ts";
import type { AccreditationState } from "#domain/subscription-answers.ts";
import type { Database } from "#server/platform/db/client.ts";
import { offerings } from "#server/platform/db/schema/offerings.ts";
import { accreditations, subscriptions } from "#server/platform/db/schema/subscriptions.ts";
import { AppError } from "#server/platform/errors.ts";
import type { Transaction } from "#server/platform/staff-write.ts";
import { holdingsOf } from "#server/features/entities/entity-access.ts";

type Db = Database | Transaction;
export type Person = { id: number; role: string };

/** The subscription, the person's grant on its entity and the offering (the row locked when asked). */
export async function subscriptionFor(db: Db, person: Person, id: number, ability: EntityAbility, lock = false) {
  const query = db.select().from(subscriptions).where(eq(subscriptions.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new AppError("NOT_FOUND", SUBSCRIPTION_NOT_FOUND);
  const holding = (await holdingsOf(db, person)).find((h) => h.entityId === row.entityId);
  if (!holding) throw new AppError("NOT_FOUND", SUBSCRIPTION_NOT_FOUND);
  if (!entityRoleMay(holding.role, ability)) throw new AppError("FORBIDDEN", ENTITY_FORBIDDEN);
  const [offering] = await db.select().from(offerings).where(eq(offerings.id, row.offeringId));
  const context: AnswerContext = {
    kind: holding.kind,
    exemption: offering.exemption,
    requiresQualifiedPurchaser: offering.requiresQualifiedPurchaser,
    minimumCommitmentCents: offering.minimumCommitmentCents,
  };
  return { row, answers: row.answers as Answers, holding, offering, context };
}

/** The entity's verified, unexpired accreditation's expiry (or null), and this subscription's latest. */
export async function accreditationOf(db: Db, entityId: number, subscriptionId: number, today: string) {
  const [verified] = await db
    .select({ expiresOn: accreditations.expiresOn })
    .from(accreditations)
    .where(
      and(
        eq(accreditations.entityId, entityId),
        eq(accreditations.status, "verified"),
        gte(accreditations.expiresOn, today),
      ),
    )
    .orderBy(desc(accreditations.expiresOn))
    .limit(1);
  const [latest] = await db
    .select()
    .from(accreditations)
    .where(
      and(eq(accreditations.subscriptionId, subscriptionId), inArray(accreditations.status, ["pending", "verified"])),
    )
    .orderBy(desc(accreditations.id))
    .limit(1);
  const state: AccreditationState = { verified: Boolean(verified), submittedMethod: latest?.method ?? null };
  return { verifiedUntil: verified?.expiresOn ?? null, latest: latest ?? null, state };
}
