// An entity's people as its page lists them (decision 0060, slice 3): live grants, open invitations.
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { EntityPeople } from "#domain/entity-people.ts";
import { displayName } from "#domain/person.ts";
import type { Database } from "#server/platform/db/client.ts";
import { entityInvitations } from "#server/platform/db/schema/entity-invitations.ts";
import { entityRoles, investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { ENTITY_NOT_FOUND } from "#domain/entities.ts";
import { AppError } from "#server/platform/errors.ts";
import type { Transaction } from "#server/platform/staff-write.ts";

type Db = Database | Transaction;

/** An open invitation: not accepted, not cancelled, not expired. */
export const openInvitation = (now: Date) =>
  and(isNull(entityInvitations.acceptedAt), isNull(entityInvitations.revokedAt), gt(entityInvitations.expiresAt, now));

/** The entity's name, or 404 (staff name any id). */
export async function entityOf(db: Db, entityId: number) {
  const [entity] = await db
    .select({ id: investingEntities.id, legalName: investingEntities.legalName })
    .from(investingEntities)
    .where(eq(investingEntities.id, entityId));
  if (!entity) throw new AppError("NOT_FOUND", ENTITY_NOT_FOUND);
  return entity;
}

/** The entity's live grants and open invitations; `viewerId` marks the caller's own grant. */
export async function listEntityPeople(
  db: Database,
  entityId: number,
  options: { viewerId: number | null; mayManage: boolean },
): Promise<EntityPeople> {
  const entity = await entityOf(db, entityId);
  const granter = alias(users, "granter");
  const r = entityRoles;
  const people = await db
    .select({
      grantId: r.id,
      role: r.role,
      noticeKinds: r.noticeKinds,
      grantedAt: r.grantedAt,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      email: users.email,
      granter: { firstName: granter.firstName, lastName: granter.lastName, username: granter.username },
    })
    .from(r)
    .innerJoin(users, eq(users.id, r.userId))
    .leftJoin(granter, eq(granter.id, r.grantedBy))
    .where(and(eq(r.entityId, entityId), isNull(r.revokedAt)))
    .orderBy(asc(r.grantedAt), asc(r.id));
  const i = entityInvitations;
  const inviter = alias(users, "inviter");
  const invitations = await db
    .select({
      invitation: i,
      inviter: { firstName: inviter.firstName, lastName: inviter.lastName, username: inviter.username },
    })
    .from(i)
    .leftJoin(inviter, eq(inviter.id, i.invitedBy))
    .where(and(eq(i.entityId, entityId), openInvitation(new Date())))
    .orderBy(asc(i.createdAt), asc(i.id));
  return {
    entityId,
    legalName: entity.legalName,
    mayManage: options.mayManage,
    people: people.map(({ granter: by, ...person }) => ({
      grantId: person.grantId,
      userId: person.userId,
      name: displayName(person),
      email: person.email,
      role: person.role,
      noticeKinds: person.noticeKinds ?? null,
      grantedAt: person.grantedAt.toISOString(),
      grantedBy: by?.username ? displayName(by) : null,
      you: person.userId === options.viewerId,
    })),
    invitations: invitations.map(({ invitation, inviter: by }) => ({
      id: invitation.id,
      name: invitation.name,
      email: invitation.email,
      role: invitation.role,
      noticeKinds: invitation.noticeKinds ?? null,
      sentAt: invitation.createdAt.toISOString(),
      expiresAt: invitation.expiresAt.toISOString(),
      invitedBy: by?.username ? displayName(by) : null,
    })),
  };
}
