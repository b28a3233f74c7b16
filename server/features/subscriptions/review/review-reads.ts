// How the staff list of subscriptions reads and orders its rows (decision 0037's keyset paging):
// each with its offering, its entity (name, member ID, kind, KYC) and the entity's latest
// accreditation, so the list shows the badges without a query per row.
import { and, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { SubscriptionFilter } from "#domain/subscription-review.ts";
import { investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { offerings } from "#server/platform/db/schema/offerings.ts";
import { subscriptions } from "#server/platform/db/schema/subscriptions.ts";
import { containsPattern, exactTime, type SortKey } from "#server/platform/keyset.ts";

const s = subscriptions;
const e = investingEntities;

/** The entity's latest accreditation's status and expiry: "status|expires_on" (or null). */
const latestAccreditation = sql<string | null>`(
  select a.status || '|' || coalesce(a.expires_on::text, '')
  from accreditations a where a.entity_id = ${s.entityId}
  order by a.submitted_at desc, a.id desc limit 1)`;

export const SUBSCRIPTION_ROW = {
  id: s.id,
  status: s.status,
  offeringId: s.offeringId,
  offeringName: offerings.name,
  exemption: offerings.exemption,
  entityId: s.entityId,
  entityName: e.legalName,
  memberId: e.memberId,
  entityKind: e.kind,
  kycStatus: e.kycStatus,
  commitmentCents: s.commitmentCents,
  submittedAt: s.submittedAt,
  updatedAt: s.updatedAt,
  latestAccreditation,
  exactUpdatedAt: exactTime(s.updatedAt),
  exactSubmittedAt: exactTime(sql`coalesce(${s.submittedAt}, ${s.createdAt})`),
  sortName: sql<string>`lower(${e.legalName})`,
};
export interface SubscriptionRow {
  id: number;
  status: (typeof subscriptions.$inferSelect)["status"];
  offeringId: number;
  offeringName: string;
  exemption: (typeof offerings.$inferSelect)["exemption"];
  entityId: number;
  entityName: string;
  memberId: string;
  entityKind: (typeof investingEntities.$inferSelect)["kind"];
  kycStatus: (typeof investingEntities.$inferSelect)["kycStatus"];
  commitmentCents: number | null;
  submittedAt: Date | null;
  updatedAt: Date;
  latestAccreditation: string | null;
  exactUpdatedAt: string;
  exactSubmittedAt: string;
  sortName: string;
}

const ID: SortKey<SubscriptionRow> = { expr: sql`${s.id}`, kind: "integer", value: (r) => r.id };
const UPDATED: SortKey<SubscriptionRow> = {
  expr: sql`${s.updatedAt}`,
  kind: "timestamp",
  value: (r) => r.exactUpdatedAt,
};
export const SUBSCRIPTION_ORDERS: Record<string, Array<SortKey<SubscriptionRow>>> = {
  updated: [UPDATED, ID],
  submitted: [
    {
      expr: sql`coalesce(${s.submittedAt}, ${s.createdAt})`,
      kind: "timestamp",
      value: (r) => r.exactSubmittedAt,
    },
    ID,
  ],
  commitment: [
    { expr: sql`coalesce(${s.commitmentCents}, 0)`, kind: "integer", value: (r) => r.commitmentCents ?? 0 },
    ID,
  ],
  entity: [{ expr: sql`lower(${e.legalName})`, kind: "text", value: (r) => r.sortName }, ID],
};

/** The list's filters as SQL: a state, an offering, and a search in the entity's name and member ID. */
export function subscriptionFilterOf({ status, offering, q }: SubscriptionFilter): SQL | undefined {
  const pattern = q ? containsPattern(q) : undefined;
  return and(
    status ? eq(s.status, status) : undefined,
    offering ? eq(s.offeringId, offering) : undefined,
    pattern ? or(ilike(e.legalName, pattern), ilike(e.memberId, pattern)) : undefined,
  );
}
