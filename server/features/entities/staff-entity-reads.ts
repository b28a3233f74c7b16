// Staff reads of investing entities (decision 0060, slice 4): the paged list and the entity page.
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { EntityKind } from "#domain/entities.ts";
import type { Page } from "#domain/paging.ts";
import {
  AUDIT_TRAIL_SIZE,
  STAFF_ENTITY_NOT_FOUND,
  type StaffEntityDetail,
  type StaffEntityGrant,
  type StaffEntityRow,
} from "#domain/staff-entities.ts";
import { displayName } from "#domain/person.ts";
import type { AuditService } from "#server/platform/audit.ts";
import type { Database } from "#server/platform/db/client.ts";
import { capitalCommitments } from "#server/platform/db/schema/capital-commitments.ts";
import { entityRoles, investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { investorDocuments } from "#server/platform/db/schema/investor-documents.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { AppError } from "#server/platform/errors.ts";
import { containsPattern, keysetPage, type PageRequest, type SortKey } from "#server/platform/keyset.ts";
import type { FundLedgerService } from "#server/features/fund-ledger/fund-ledger.ts";

/** The audit rows' record type for an investing entity (its id as entity_id). */
export const ENTITY_AUDIT_TYPE = "investing_entity";

type Row = typeof investingEntities.$inferSelect;

const NAME_KEY = sql`lower(${investingEntities.legalName})`;
const ID: SortKey<Row> = { expr: sql`${investingEntities.id}`, kind: "integer", value: (r) => r.id };
const ORDERS: Record<string, Array<SortKey<Row>>> = {
  name: [{ expr: NAME_KEY, kind: "text", value: (r) => r.legalName.toLowerCase() }, ID],
  member: [{ expr: sql`${investingEntities.memberId}`, kind: "text", value: (r) => r.memberId }, ID],
};

/** The list's filters: a search over legal name and member ID, a kind, and current ones only. */
export interface EntityListFilter {
  q?: string;
  kind?: EntityKind;
  /** Leave archived entities out (a document's picker: they take no new records). */
  current?: boolean;
}

export function entityFilterOf(filter: EntityListFilter): SQL | undefined {
  const pattern = filter.q ? containsPattern(filter.q) : null;
  return and(
    filter.current ? isNull(investingEntities.archivedAt) : undefined,
    filter.kind ? eq(investingEntities.kind, filter.kind) : undefined,
    pattern ? or(ilike(investingEntities.legalName, pattern), ilike(investingEntities.memberId, pattern)) : undefined,
  );
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function staffEntityReads(db: Database, audit: AuditService, ledger: FundLedgerService) {
  /** Each entity's funds with a commitment and its count of people with a live grant. */
  async function extrasOf(ids: number[]) {
    if (ids.length === 0) return { funds: new Map<number, string[]>(), people: new Map<number, number>() };
    const [commitments, people] = await Promise.all([
      db
        .select({ entityId: capitalCommitments.entityId, fundType: capitalCommitments.fundType })
        .from(capitalCommitments)
        .where(and(inArray(capitalCommitments.entityId, ids), sql`${capitalCommitments.commitmentCents} > 0`))
        .orderBy(asc(capitalCommitments.fundType)),
      db
        .select({ entityId: entityRoles.entityId, n: count() })
        .from(entityRoles)
        .where(and(inArray(entityRoles.entityId, ids), isNull(entityRoles.revokedAt)))
        .groupBy(entityRoles.entityId),
    ]);
    const funds = new Map<number, string[]>();
    for (const c of commitments) funds.set(c.entityId, [...(funds.get(c.entityId) ?? []), c.fundType]);
    return { funds, people: new Map(people.map((p) => [p.entityId, p.n])) };
  }

  async function grantsOf(entityId: number): Promise<StaffEntityGrant[]> {
    const granter = alias(users, "granter");
    const revoker = alias(users, "revoker");
    const rows = await db
      .select({
        id: entityRoles.id,
        userId: entityRoles.userId,
        role: entityRoles.role,
        grantedAt: entityRoles.grantedAt,
        revokedAt: entityRoles.revokedAt,
        firstName: users.firstName,
        lastName: users.lastName,
        username: users.username,
        email: users.email,
        grantedBy: granter.username,
        revokedBy: revoker.username,
      })
      .from(entityRoles)
      .innerJoin(users, eq(users.id, entityRoles.userId))
      .leftJoin(granter, eq(granter.id, entityRoles.grantedBy))
      .leftJoin(revoker, eq(revoker.id, entityRoles.revokedBy))
      .where(eq(entityRoles.entityId, entityId))
      .orderBy(sql`${entityRoles.revokedAt} is not null`, desc(entityRoles.grantedAt), desc(entityRoles.id));
    return rows.map((r) => ({
      id: r.id,
      userId: r.userId,
      name: displayName(r),
      email: r.email,
      role: r.role,
      grantedAt: r.grantedAt.toISOString(),
      grantedBy: r.grantedBy ?? null,
      revokedAt: iso(r.revokedAt),
      revokedBy: r.revokedBy ?? null,
    }));
  }

  return {
    /** One page of every investing entity, by legal name unless asked otherwise (decision 0037). */
    async listEntitiesPage(filter: EntityListFilter, request: PageRequest): Promise<Page<StaffEntityRow>> {
      const where = entityFilterOf(filter);
      const page = await keysetPage<Row>({
        request,
        orders: ORDERS,
        defaultSort: "name",
        defaultDir: "asc",
        fetch: (after, orderBy, limit) =>
          db
            .select()
            .from(investingEntities)
            .where(and(where, after))
            .orderBy(...orderBy)
            .limit(limit),
        count: async () => (await db.select({ n: count() }).from(investingEntities).where(where))[0].n,
      });
      const { funds, people } = await extrasOf(page.items.map((e) => e.id));
      return {
        ...page,
        items: page.items.map((e) => ({
          id: e.id,
          legalName: e.legalName,
          kind: e.kind,
          memberId: e.memberId,
          archivedAt: iso(e.archivedAt),
          funds: funds.get(e.id) ?? [],
          peopleCount: people.get(e.id) ?? 0,
          taxFormKind: e.taxFormKind ?? null,
          taxFormStatus: e.taxFormStatus,
          kycStatus: e.kycStatus,
        })),
      };
    },

    /** The entity page: a 404 for an id that names no entity. */
    async getEntity(entityId: number): Promise<StaffEntityDetail> {
      const [entity] = await db.select().from(investingEntities).where(eq(investingEntities.id, entityId));
      if (!entity) throw new AppError("NOT_FOUND", STAFF_ENTITY_NOT_FOUND);
      const [read, people, documents, trail] = await Promise.all([
        ledger.ledgerFor(entityId),
        grantsOf(entityId),
        db
          .select()
          .from(investorDocuments)
          .where(eq(investorDocuments.entityId, entityId))
          .orderBy(desc(investorDocuments.documentDate), desc(investorDocuments.id)),
        audit.listForInvestingEntity(entityId, ENTITY_AUDIT_TYPE, AUDIT_TRAIL_SIZE),
      ]);
      return {
        id: entity.id,
        legalName: entity.legalName,
        kind: entity.kind,
        memberId: entity.memberId,
        mailingAddress: entity.mailingAddress,
        archivedAt: iso(entity.archivedAt),
        ownerId: entity.personId,
        taxFormKind: entity.taxFormKind ?? null,
        taxFormStatus: entity.taxFormStatus,
        positions: read.funds.map((fund) => ({
          fundType: fund.fundType,
          commitmentCents: fund.account.commitmentCents,
          contributedCents: fund.account.contributedCents,
          unfundedCents: fund.account.unfundedCents,
          distributedCents: fund.account.distributedCents,
          navShareCents: fund.account.navShareCents ?? 0,
        })),
        people,
        documents: documents.map((d) => ({
          id: d.id,
          name: d.name,
          kind: d.kind,
          period: d.period,
          documentDate: d.documentDate ?? "",
          status: d.status ?? "",
        })),
        audit: trail,
      };
    },
  };
}
