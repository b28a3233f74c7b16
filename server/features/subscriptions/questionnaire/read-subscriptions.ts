// What the investor reads of their subscriptions (decision 0065): the list of those on the
// entities they see, and one subscription as its pages show it.
import { readTogether } from "#server/platform/db/read-together.ts";
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import { todayUtc } from "#domain/dates.ts";
import { entityRoleMay } from "#domain/entities.ts";
import { displayName } from "#domain/person.ts";
import { problemsOf } from "#domain/subscription-answers.ts";
import { SECTION_TITLES, sectionsFor } from "#domain/subscription-questions.ts";
import type { SubscriptionSummary, SubscriptionView } from "#domain/subscription-questionnaire.ts";
import { answersEditable, mayTransition } from "#domain/subscription-states.ts";
import type { SubscriptionStatus } from "#domain/subscriptions.ts";
import type { Database } from "#server/platform/db/client.ts";
import { entityRoles, investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { offerings } from "#server/platform/db/schema/offerings.ts";
import {
  subscriptionComments,
  subscriptionSignatures,
  subscriptions,
} from "#server/platform/db/schema/subscriptions.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { holdingsOf } from "#server/features/entities/entity-access.ts";
import { browserSafe } from "./answers-store.ts";
import { accreditationOf, subscriptionFor, type Person } from "./subscription-access.ts";

const NEXT_STEP: Record<SubscriptionStatus, string> = {
  draft: "Complete the questionnaire",
  submitted: "Waiting for the firm's review",
  pending_revision: "Revise the answers the firm commented on",
  approved: "Waiting for the firm's countersignature",
  countersigned: "Being executed",
  executed: "Done: see the account's documents",
  declined: "Declined",
  withdrawn: "Withdrawn",
};

/** Where a subscription's "next step" link goes. */
function nextPathOf(id: number, status: SubscriptionStatus, commitmentCents: number | null) {
  if (status === "draft" && commitmentCents !== null) return `/subscriptions/${id}/sign`;
  return answersEditable(status) ? `/subscriptions/${id}/identity` : `/subscriptions/${id}/review`;
}

export async function listSubscriptions(db: Database, person: Person): Promise<SubscriptionSummary[]> {
  const holdings = await holdingsOf(db, person);
  if (holdings.length === 0) return [];
  const rows = await db
    .select({
      id: subscriptions.id,
      status: subscriptions.status,
      commitmentCents: subscriptions.commitmentCents,
      offeringName: offerings.name,
      entityId: subscriptions.entityId,
      entityName: investingEntities.legalName,
      updatedAt: subscriptions.updatedAt,
    })
    .from(subscriptions)
    .innerJoin(offerings, eq(offerings.id, subscriptions.offeringId))
    .innerJoin(investingEntities, eq(investingEntities.id, subscriptions.entityId))
    .where(
      inArray(
        subscriptions.entityId,
        holdings.map((h) => h.entityId),
      ),
    )
    .orderBy(desc(subscriptions.updatedAt), desc(subscriptions.id));
  return rows.map(({ commitmentCents, updatedAt, ...row }) => ({
    ...row,
    nextStep:
      row.status === "draft" && commitmentCents !== null ? "Sign the subscription agreement" : NEXT_STEP[row.status],
    nextPath: nextPathOf(row.id, row.status, commitmentCents),
    updatedAt: updatedAt.toISOString(),
  }));
}

export async function viewSubscription(db: Database, person: Person, id: number, now: Date): Promise<SubscriptionView> {
  const { row, answers, holding, offering, context } = await subscriptionFor(db, person, id, "see");
  const [accreditation, comments, signatories] = await readTogether(db, [
    () => accreditationOf(db, row.entityId, row.id, todayUtc(now)),
    () =>
      db
        .select()
        .from(subscriptionComments)
        .where(and(eq(subscriptionComments.subscriptionId, id), isNull(subscriptionComments.resolvedAt)))
        .orderBy(asc(subscriptionComments.id)),
    () =>
      db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username })
        .from(entityRoles)
        .innerJoin(users, eq(users.id, entityRoles.userId))
        .where(
          and(eq(entityRoles.entityId, row.entityId), eq(entityRoles.role, "signatory"), isNull(entityRoles.revokedAt)),
        )
        .orderBy(asc(entityRoles.id)),
  ]);
  const signed = new Set(
    (
      await db
        .select({ userId: subscriptionSignatures.userId })
        .from(subscriptionSignatures)
        .where(
          and(
            eq(subscriptionSignatures.subscriptionId, id),
            eq(subscriptionSignatures.role, "investor"),
            isNull(subscriptionSignatures.voidedAt),
          ),
        )
    ).map((s) => s.userId),
  );
  const problems = problemsOf(answers, context, accreditation.state);
  const editable = answersEditable(row.status) && entityRoleMay(holding.role, "act");
  return {
    id: row.id,
    status: row.status,
    answersVersion: row.answersVersion,
    commitmentCents: row.commitmentCents,
    offering: {
      id: offering.id,
      name: offering.name,
      exemption: offering.exemption,
      minimumCommitmentCents: offering.minimumCommitmentCents,
      requiresQualifiedPurchaser: offering.requiresQualifiedPurchaser,
    },
    entity: { id: holding.entityId, legalName: holding.legalName, kind: holding.kind, role: holding.role },
    may: {
      edit: editable,
      sign: entityRoleMay(holding.role, "sign"),
      withdraw: entityRoleMay(holding.role, "sign") && mayTransition("withdraw", row.status),
    },
    answers: browserSafe(answers),
    sections: sectionsFor(context).map((key) => ({
      key,
      title: SECTION_TITLES[key],
      complete: !problems.some((p) => p.section === key),
    })),
    problems,
    accreditation: {
      verifiedUntil: accreditation.verifiedUntil,
      latest: accreditation.latest && {
        method: accreditation.latest.method,
        status: accreditation.latest.status,
        letterDate: accreditation.latest.letterDate,
        submittedAt: accreditation.latest.submittedAt.toISOString(),
      },
    },
    comments: comments.map((c) => ({
      id: c.id,
      field: c.field,
      comment: c.comment,
      createdAt: c.createdAt.toISOString(),
    })),
    signatories: signatories.map((s) => ({ name: displayName(s), signed: signed.has(s.id) })),
  };
}
