// Staff writes on investing entities (decision 0060, slice 4): create one for a person, edit its
// details, archive and restore it, and give or end a person's role on it. Each write and its audit
// row in one transaction.
import { and, eq, isNull, sql } from "drizzle-orm";
import { ENTITY_KIND_LABELS, ENTITY_ROLE_LABELS, type EntityRole } from "#domain/entities.ts";
import { displayName } from "#domain/person.ts";
import {
  STAFF_ENTITY_NOT_FOUND,
  STAFF_MEMBER_NUMBER_START,
  type EntityCreate,
  type EntityUpdate,
} from "#domain/staff-entities.ts";
import type { AuditService } from "#server/platform/audit.ts";
import type { Database } from "#server/platform/db/client.ts";
import { entityRoles, investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { AppError } from "#server/platform/errors.ts";
import type { ActingUser, Transaction } from "#server/platform/staff-write.ts";
import { ENTITY_AUDIT_TYPE } from "./staff-entity-reads.ts";
import { endLiveGrant } from "./end-live-grant.ts";

/**
 * The member ID of an entity staff make: `EDF-<year>-<n>`, n the next free number from 90001 in
 * that year. A person's own holding keeps the person's (memberIdOf: the account id padded to 4
 * digits) and the demo's entities number from 9001, so the two never meet; the digits-only form
 * lets a bulk upload find the entity by the member ID in a file name (memberIdInFileName).
 */
export async function nextMemberId(tx: Transaction, year: number): Promise<string> {
  const prefix = `EDF-${year}-`;
  // Two staff creating at once would read the same highest number: one waits for the other.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('investing_entities.member_id'))`);
  const [row] = await tx
    .select({ top: sql<number | null>`max(substring(${investingEntities.memberId} from 10)::int)` })
    .from(investingEntities)
    .where(sql`${investingEntities.memberId} ~ ${`^EDF-${year}-9[0-9]{4}$`}`);
  const next = Math.max(STAFF_MEMBER_NUMBER_START - 1, Number(row.top ?? 0)) + 1;
  return `${prefix}${next}`;
}

/** An active investor account (the people staff give a role on an entity), or a 400 naming `field`. */
async function investorOf(tx: Transaction, userId: number, field: string) {
  const [person] = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, "investor"), isNull(users.archivedAt)));
  if (!person) {
    throw new AppError("VALIDATION", `Not an active investor account: ${field}`, {
      fieldErrors: { [field]: ["Choose an active investor account"] },
    });
  }
  return { ...person, name: displayName(person) };
}

async function entityOf(tx: Transaction, entityId: number) {
  const [entity] = await tx.select().from(investingEntities).where(eq(investingEntities.id, entityId)).for("update");
  if (!entity) throw new AppError("NOT_FOUND", STAFF_ENTITY_NOT_FOUND);
  return entity;
}

/**
 * A new entity with the person as its first signatory, in the caller's transaction: staff make one
 * here, and an investor starting a subscription makes their own (decision 0065), audited alike.
 */
export async function createEntityIn(
  tx: Transaction,
  audit: AuditService,
  today: Date,
  input: EntityCreate,
  by: ActingUser,
): Promise<{ id: number }> {
  const person = await investorOf(tx, input.signatoryId, "signatoryId");
  const memberId = await nextMemberId(tx, today.getUTCFullYear());
  const [entity] = await tx
    .insert(investingEntities)
    .values({
      kind: input.kind,
      legalName: input.legalName,
      mailingAddress: input.mailingAddress ?? null,
      memberId,
    })
    .returning({ id: investingEntities.id });
  await tx
    .insert(entityRoles)
    .values({ entityId: entity.id, userId: person.id, role: "signatory", grantedBy: by.actor.id });
  await audit.record(
    {
      ...by,
      action: "investing_entity.created",
      entityType: ENTITY_AUDIT_TYPE,
      entityId: entity.id,
      investingEntityId: entity.id,
      summary: `Created ${input.legalName} (${memberId}, ${ENTITY_KIND_LABELS[input.kind]}) with ${person.name} as signatory`,
      details: { kind: input.kind, memberId, signatoryId: person.id },
    },
    tx,
  );
  return { id: entity.id };
}

export function staffEntityWrites(db: Database, audit: AuditService, today: () => Date) {
  return {
    /** A new entity, its member ID the next free one, with the person as its first signatory. */
    async createEntity(input: EntityCreate, by: ActingUser): Promise<{ id: number }> {
      return db.transaction((tx) => createEntityIn(tx, audit, today(), input, by));
    },

    /** New details. A person's own holding keeps the person's name and kind (they follow the account). */
    async updateEntity(entityId: number, input: EntityUpdate, by: ActingUser): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await entityOf(tx, entityId);
        if (before.personId !== null && (input.legalName !== before.legalName || input.kind !== before.kind)) {
          const message = "A person's own holding is named as its person: change it on their account";
          throw new AppError("VALIDATION", `${message}: legalName`, {
            fieldErrors: { [input.legalName !== before.legalName ? "legalName" : "kind"]: [message] },
          });
        }
        const after = { kind: input.kind, legalName: input.legalName, mailingAddress: input.mailingAddress ?? null };
        await tx.update(investingEntities).set(after).where(eq(investingEntities.id, entityId));
        const changed = (Object.keys(after) as Array<keyof typeof after>).filter((k) => after[k] !== before[k]);
        await audit.record(
          {
            ...by,
            action: "investing_entity.updated",
            entityType: ENTITY_AUDIT_TYPE,
            entityId,
            investingEntityId: entityId,
            summary: `Updated ${input.legalName} (${before.memberId})${changed.length ? `: ${changed.join(", ")}` : ""}`,
            details: { changed },
          },
          tx,
        );
      });
    },

    /** Archive (it takes no part in new calls or distributions; its records stay) or restore it. */
    async setArchived(entityId: number, archived: boolean, by: ActingUser): Promise<void> {
      await db.transaction(async (tx) => {
        const entity = await entityOf(tx, entityId);
        if ((entity.archivedAt !== null) === archived) return;
        await tx
          .update(investingEntities)
          .set({ archivedAt: archived ? new Date() : null })
          .where(eq(investingEntities.id, entityId));
        await audit.record(
          {
            ...by,
            action: archived ? "investing_entity.archived" : "investing_entity.restored",
            entityType: ENTITY_AUDIT_TYPE,
            entityId,
            investingEntityId: entityId,
            summary: `${archived ? "Archived" : "Restored"} ${entity.legalName} (${entity.memberId})`,
          },
          tx,
        );
      });
    },

    /**
     * Give an investor account a role on the entity. A live grant of another role is ended and the
     * new one made in the same transaction (one live grant per person); the entity keeps a signatory.
     */
    async grantRole(entityId: number, input: { userId: number; role: EntityRole }, by: ActingUser): Promise<void> {
      await db.transaction(async (tx) => {
        const entity = await entityOf(tx, entityId);
        const person = await investorOf(tx, input.userId, "userId");
        const ended = await endLiveGrant(tx, entityId, { userId: person.id }, by.actor.id, input.role);
        if (ended?.role === input.role)
          throw new AppError("CONFLICT", `${person.name} is already ${ENTITY_ROLE_LABELS[input.role]}`);
        await tx.insert(entityRoles).values({ entityId, userId: person.id, role: input.role, grantedBy: by.actor.id });
        await audit.record(
          {
            ...by,
            action: "investing_entity.person_added",
            entityType: ENTITY_AUDIT_TYPE,
            entityId,
            investingEntityId: entityId,
            summary: ended
              ? `Changed ${person.name}'s role on ${entity.legalName} from ${ENTITY_ROLE_LABELS[ended.role]} to ${ENTITY_ROLE_LABELS[input.role]}`
              : `Gave ${person.name} the role ${ENTITY_ROLE_LABELS[input.role]} on ${entity.legalName}`,
            details: { userId: person.id, role: input.role, previousRole: ended?.role ?? null },
          },
          tx,
        );
      });
    },

    /** End a person's live grant (kept as history); never the entity's last signatory. */
    async revokeRole(entityId: number, userId: number, by: ActingUser): Promise<void> {
      await db.transaction(async (tx) => {
        const entity = await entityOf(tx, entityId);
        const ended = await endLiveGrant(tx, entityId, { userId }, by.actor.id);
        if (!ended) throw new AppError("NOT_FOUND", "This person holds no role on this account");
        const [person] = await tx.select().from(users).where(eq(users.id, userId));
        await audit.record(
          {
            ...by,
            action: "investing_entity.person_revoked",
            entityType: ENTITY_AUDIT_TYPE,
            entityId,
            investingEntityId: entityId,
            summary: `Revoked ${displayName(person)}'s role ${ENTITY_ROLE_LABELS[ended.role]} on ${entity.legalName}`,
            details: { userId, role: ended.role },
          },
          tx,
        );
      });
    },
  };
}
