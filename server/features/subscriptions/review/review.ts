// Staff review of subscriptions (issue 25 §4, decision 0065): the paged list, one subscription with
// everything a reviewer weighs, and the moves staff make (revision with comments on answers,
// approve, decline), each through transitionSubscription, so the state, its event and its audit
// row are written together and a stale or second click is a 409.
import { and, asc, count, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { SubscriptionListItem } from "#domain/api/subscription-review.ts";
import { todayUtc } from "#domain/dates.ts";
import type { Page } from "#domain/paging.ts";
import { mayTransition } from "#domain/subscription-states.ts";
import {
  approvalRefusal,
  formDDueOn,
  type FormDReminder,
  type RevisionRequest,
  type SubscriptionFilter,
} from "#domain/subscription-review.ts";
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "#domain/subscriptions.ts";
import type { AuditService } from "#server/platform/audit.ts";
import type { Database } from "#server/platform/db/client.ts";
import { investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { offerings } from "#server/platform/db/schema/offerings.ts";
import { accreditations, subscriptionComments, subscriptions } from "#server/platform/db/schema/subscriptions.ts";
import { AppError } from "#server/platform/errors.ts";
import { keysetPage, type PageRequest } from "#server/platform/keyset.ts";
import type { ActingUser, Transaction } from "#server/platform/staff-write.ts";
import type { KycService } from "#server/features/kyc/kyc.ts";
import { transitionSubscription } from "#server/features/subscriptions/transition.ts";
import type { AccreditationService } from "./accreditations.ts";
import { createDetailReader, subscriptionRows, SUBSCRIPTION_NOT_FOUND, toItem } from "./review-detail.ts";
import { SUBSCRIPTION_ORDERS, subscriptionFilterOf, type SubscriptionRow } from "./review-reads.ts";

export { SUBSCRIPTION_NOT_FOUND };

export function createSubscriptionReviewService(
  db: Database,
  deps: { audit: AuditService; kyc: KycService; accreditations: AccreditationService; now: () => Date },
) {
  const today = () => todayUtc(deps.now());
  const base = subscriptionRows;
  const countWhere = async (where: SQL | undefined) =>
    (
      await db
        .select({ n: count() })
        .from(subscriptions)
        .innerJoin(investingEntities, eq(investingEntities.id, subscriptions.entityId))
        .where(where)
    )[0].n;

  const detail = createDetailReader(db, deps);

  /** Why approval is refused now (in the approving transaction, with the entity's rows as they stand). */
  async function blocker(tx: Transaction, id: number): Promise<string | null> {
    const [row] = await tx
      .select({
        status: subscriptions.status,
        entityId: subscriptions.entityId,
        kycStatus: investingEntities.kycStatus,
        exemption: offerings.exemption,
      })
      .from(subscriptions)
      .innerJoin(offerings, eq(offerings.id, subscriptions.offeringId))
      .innerJoin(investingEntities, eq(investingEntities.id, subscriptions.entityId))
      .where(eq(subscriptions.id, id));
    if (!row || !mayTransition("approve", row.status)) return null; // the transition says why
    const accredited = await tx
      .select({ status: accreditations.status, expiresOn: accreditations.expiresOn })
      .from(accreditations)
      .where(and(eq(accreditations.entityId, row.entityId), isNotNull(accreditations.expiresOn)));
    return approvalRefusal({
      kycStatus: row.kycStatus,
      exemption: row.exemption,
      accreditations: accredited,
      today: today(),
    });
  }

  return {
    /** One page of subscriptions: by state and offering, searched by entity name or member ID. */
    async listPage(filter: SubscriptionFilter, request: PageRequest): Promise<Page<SubscriptionListItem>> {
      const where = subscriptionFilterOf(filter);
      const page = await keysetPage<SubscriptionRow>({
        request,
        orders: SUBSCRIPTION_ORDERS,
        defaultSort: "updated",
        defaultDir: "desc",
        fetch: (after, orderBy, limit) =>
          base(db)
            .where(and(where, after))
            .orderBy(...orderBy)
            .limit(limit) as Promise<SubscriptionRow[]>,
        count: () => countWhere(where),
      });
      const day = today();
      return { ...page, items: page.items.map((row) => toItem(row, day)) };
    },

    /** How many subscriptions each state has (searched and filtered by offering like the list). */
    async countByStatus(
      filter: Omit<SubscriptionFilter, "status">,
    ): Promise<Record<SubscriptionStatus | "all", number>> {
      const rows = await db
        .select({ status: subscriptions.status, n: count() })
        .from(subscriptions)
        .innerJoin(investingEntities, eq(investingEntities.id, subscriptions.entityId))
        .where(subscriptionFilterOf(filter))
        .groupBy(subscriptions.status);
      const counts = Object.fromEntries([["all", 0], ...SUBSCRIPTION_STATUSES.map((s) => [s, 0])]) as Record<
        SubscriptionStatus | "all",
        number
      >;
      for (const row of rows) {
        counts[row.status] = row.n;
        counts.all += row.n;
      }
      return counts;
    },

    offeringOptions: () =>
      db
        .select({ id: offerings.id, name: offerings.name })
        .from(offerings)
        .orderBy(asc(offerings.name), asc(offerings.id)),

    get: detail,

    /** Sends a submitted subscription back with a comment on each answer named. */
    async requestRevision(id: number, input: RevisionRequest, by: ActingUser) {
      await db.transaction(async (tx) => {
        const fields = input.comments.map((c) => c.field);
        await transitionSubscription(tx, deps.audit, {
          id,
          action: "request_revision",
          by,
          note: `Comments on ${fields.join(", ")}`.slice(0, 2000),
        });
        await tx.insert(subscriptionComments).values(
          input.comments.map((c) => ({
            subscriptionId: id,
            field: c.field,
            comment: c.comment,
            authorId: by.actor.id,
          })),
        );
      });
      return detail(id);
    },

    /** Approves a submitted subscription; a 409 naming why when KYC or accreditation is not in order. */
    async approve(id: number, by: ActingUser) {
      await db.transaction(async (tx) => {
        // Locked first, so the entity's KYC and accreditation are read as the approval leaves them.
        await tx.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.id, id)).for("update");
        const refusal = await blocker(tx, id);
        if (refusal) throw new AppError("CONFLICT", refusal);
        await transitionSubscription(tx, deps.audit, { id, action: "approve", by, set: { decidedAt: deps.now() } });
      });
      return detail(id);
    },

    async decline(id: number, reason: string, by: ActingUser) {
      await db.transaction((tx) =>
        transitionSubscription(tx, deps.audit, {
          id,
          action: "decline",
          by,
          note: reason,
          set: { declineReason: reason, decidedAt: deps.now() },
        }),
      );
      return detail(id);
    },

    /** Screens the subscription's entity now (its people and the owners its subscriptions name). */
    async screen(id: number, by: ActingUser) {
      const [row] = await db
        .select({ entityId: subscriptions.entityId })
        .from(subscriptions)
        .where(eq(subscriptions.id, id));
      if (!row) throw new AppError("NOT_FOUND", SUBSCRIPTION_NOT_FOUND);
      await deps.kyc.screen(by, row.entityId);
      return detail(id);
    },

    /** Form D reminders: each offering with a first sale and no filing, due 15 days after it. */
    async formDReminders(): Promise<FormDReminder[]> {
      const rows = await db
        .select({ id: offerings.id, name: offerings.name, firstSaleDate: offerings.firstSaleDate })
        .from(offerings)
        .where(and(isNotNull(offerings.firstSaleDate), isNull(offerings.formDFiledAt)))
        .orderBy(asc(offerings.firstSaleDate), asc(offerings.id));
      const day = today();
      return rows.map((row) => {
        const dueOn = formDDueOn(row.firstSaleDate!);
        return {
          offeringId: row.id,
          offeringName: row.name,
          firstSaleDate: row.firstSaleDate!,
          dueOn,
          overdue: dueOn < day,
        };
      });
    },
  };
}
export type SubscriptionReviewService = ReturnType<typeof createSubscriptionReviewService>;
