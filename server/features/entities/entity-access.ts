// Who may see an entity's records, resolved on every request from the live grants (decision 0060).
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { SEEING_ROLES, type PortalEntity } from "#domain/entities.ts";
import type { Database } from "#server/platform/db/client.ts";
import { entityRoles, investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { users } from "#server/platform/db/schema/users.ts";
import type { Transaction } from "#server/platform/staff-write.ts";

type Db = Database | Transaction;

/** An entity as a person holding a live grant on it sees it (the portal's header shows the same). */
export type Holding = PortalEntity;

/**
 * A person's holdings as this request read them (entity-request.ts): the reads the request makes
 * next use them instead of reading the grants again. Never kept beyond the request.
 */
export interface ResolvedHoldings {
  holdings: Holding[];
}

/**
 * The entities whose records the person may see (a live signatory, delegate or viewer grant): their
 * own holding first, then by name. Never cached: a revoked grant ends access at the next request
 * (`resolved` is this request's own reading). Only investors own records; a viewer or staff
 * account sees none of anyone's here.
 */
export async function holdingsOf(
  db: Db,
  person: { id: number; role: string; resolved?: ResolvedHoldings },
): Promise<Holding[]> {
  if (person.role !== "investor") return [];
  if (person.resolved) return person.resolved.holdings;
  const e = investingEntities;
  const r = entityRoles;
  const rows = await db
    .select({
      entityId: e.id,
      legalName: e.legalName,
      memberId: e.memberId,
      kind: e.kind,
      role: r.role,
      personId: e.personId,
    })
    .from(r)
    .innerJoin(e, eq(e.id, r.entityId))
    .where(and(eq(r.userId, person.id), isNull(r.revokedAt), inArray(r.role, [...SEEING_ROLES])))
    .orderBy(sql`${e.personId} is distinct from ${person.id}`, asc(sql`lower(${e.legalName})`), asc(e.id));
  return rows.map(({ personId, ...row }) => ({ ...row, own: personId === person.id }));
}

/**
 * The entity a portal request reads: the one it names when the person may see it, else (none named)
 * their first holding (their own). Null when they may see none, or the named one is not theirs to
 * see: the caller answers as for any record the person may not see.
 */
export async function portalHoldingOf(
  db: Db,
  person: { id: number; role: string; resolved?: ResolvedHoldings },
  requested?: number,
): Promise<Holding | null> {
  const holdings = await holdingsOf(db, person);
  if (requested === undefined) return holdings[0] ?? null;
  return holdings.find((holding) => holding.entityId === requested) ?? null;
}

/**
 * The people an entity's own document and notices are delivered to: the live grants that see it
 * (signatories, delegates, viewers), active accounts, in grant order.
 */
export async function recipientsOf(db: Db, entityIds: readonly number[]) {
  if (entityIds.length === 0) return [];
  const r = entityRoles;
  return db
    .select({ entityId: r.entityId, userId: r.userId, role: r.role })
    .from(r)
    .innerJoin(users, eq(users.id, r.userId))
    .where(and(inArray(r.entityId, [...entityIds]), isNull(r.revokedAt), inArray(r.role, [...SEEING_ROLES])))
    .orderBy(asc(r.entityId), asc(r.id));
}
