// Accepting an invitation to an entity (decision 0060, slice 3): the e-mailed link, single use,
// makes the live grant. A person with an account signs in as it and accepts; a person whose
// account was made with the invitation chooses its password with the same link.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { PasswordSetAnswer, SetPasswordInput } from "#domain/account-links.ts";
import { ENTITY_INVITATION_DEAD, type EntityInvitationState } from "#domain/entity-people.ts";
import { ENTITY_ROLE_LABELS } from "#domain/entities.ts";
import { displayName } from "#domain/person.ts";
import { hashToken, type SessionService } from "#server/platform/auth/sessions.ts";
import type { AuditService } from "#server/platform/audit.ts";
import type { Database } from "#server/platform/db/client.ts";
import { entityInvitations } from "#server/platform/db/schema/entity-invitations.ts";
import { entityRoles, investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { AppError } from "#server/platform/errors.ts";
import { actingAs, type Transaction } from "#server/platform/staff-write.ts";
import { assertPasswordAcceptable, hashPassword } from "#server/features/accounts/passwords.ts";
import { openInvitation } from "./list-entity-people.ts";
import { endLiveGrant } from "./end-live-grant.ts";

type Db = Database | Transaction;

const dead = () =>
  new AppError("VALIDATION", ENTITY_INVITATION_DEAD, { fieldErrors: { token: [ENTITY_INVITATION_DEAD] } });

/** The open invitation a token is for, with its entity and the account of its address. */
async function openByToken(db: Db, token: string, lock = false) {
  const query = db
    .select({ invitation: entityInvitations, entityName: investingEntities.legalName })
    .from(entityInvitations)
    .innerJoin(investingEntities, eq(investingEntities.id, entityInvitations.entityId))
    .where(and(eq(entityInvitations.tokenHash, hashToken(token)), openInvitation(new Date())));
  const [row] = lock ? await query.for("update", { of: entityInvitations }) : await query;
  if (!row) return null;
  const [person] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, row.invitation.email.toLowerCase()));
  // The account of the address must still be an active investor's to take a role.
  if (!person || person.role !== "investor" || person.archivedAt || !person.isActive) return null;
  return { ...row, person };
}

export function createEntityInvitationAcceptance(
  db: Database,
  deps: { audit: AuditService; sessions: SessionService },
) {
  /**
   * The grant, in the caller's transaction: the person's live grant on the entity (if any) is
   * revoked and replaced, so they hold at most one; the invitation is used.
   */
  async function grant(tx: Transaction, found: NonNullable<Awaited<ReturnType<typeof openByToken>>>, ip: string) {
    const { invitation, person, entityName } = found;
    const now = new Date();
    // A signatory accepting a lesser role must not leave the entity without one.
    const replaced = await endLiveGrant(tx, invitation.entityId, { userId: person.id }, person.id, invitation.role);
    const [row] = await tx
      .insert(entityRoles)
      .values({
        entityId: invitation.entityId,
        userId: person.id,
        role: invitation.role,
        noticeKinds: invitation.role === "notices" ? invitation.noticeKinds : null,
        grantedAt: now,
        grantedBy: invitation.invitedBy,
      })
      .returning({ id: entityRoles.id });
    await tx
      .update(entityInvitations)
      .set({ acceptedAt: now, acceptedBy: person.id })
      .where(eq(entityInvitations.id, invitation.id));
    const was = replaced ? ` (replacing ${ENTITY_ROLE_LABELS[replaced.role]})` : "";
    await deps.audit.record(
      {
        ...actingAs(person, ip),
        action: "entity.invitation_accepted",
        entityType: "entity_role",
        entityId: row.id,
        investingEntityId: invitation.entityId,
        summary: `${displayName(person)} (${person.email}) accepted the role ${ENTITY_ROLE_LABELS[invitation.role]} on ${entityName}${was}`,
        details: { invitationId: invitation.id, role: invitation.role, replaced: replaced?.role ?? null },
      },
      tx,
    );
    return { entityId: invitation.entityId, role: invitation.role, entityName };
  }

  return {
    /** For /accept-entity-invitation: what the link is for, or that it no longer works. */
    async inspect(token: string): Promise<EntityInvitationState> {
      const found = await openByToken(db, token);
      if (!found) return { status: "dead" };
      return {
        status: "valid",
        entityName: found.entityName,
        role: found.invitation.role,
        email: found.invitation.email,
        hasPassword: found.person.passwordHash !== null,
      };
    },

    /** A signed-in person accepts: the invitation must be for their account's address. */
    async accept(token: string, person: { id: number }, ip: string) {
      return db.transaction(async (tx) => {
        const found = await openByToken(tx, token, true);
        if (!found) throw dead();
        if (found.person.id !== person.id) {
          throw new AppError(
            "FORBIDDEN",
            `This invitation is for ${found.invitation.email}: sign in with that account to accept it`,
          );
        }
        if (found.person.passwordHash === null) throw dead();
        const granted = await grant(tx, found, ip);
        return {
          ...granted,
          message: `You are now ${ENTITY_ROLE_LABELS[granted.role].toLowerCase()} on ${granted.entityName}.`,
        };
      });
    },

    /**
     * A person whose account was made with the invitation sets its password with the link, and the
     * role is theirs; they then sign in as usual (as an accepted staff invitation: decision 0027).
     */
    async acceptWithPassword(input: SetPasswordInput, ip: string): Promise<PasswordSetAnswer> {
      assertPasswordAcceptable(input.password, "password");
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const found = await openByToken(tx, input.token, true);
        if (!found) throw dead();
        if (found.person.passwordHash !== null) {
          throw new AppError(
            "CONFLICT",
            "This account already has a password: sign in, then open the link again to accept",
          );
        }
        await tx
          .update(users)
          .set({ passwordHash })
          .where(and(eq(users.id, found.person.id), isNull(users.passwordHash)));
        await deps.sessions.revokeAllForUser(found.person.id, { executor: tx });
        const granted = await grant(tx, found, ip);
        return {
          message: `Your password is set and you are now ${ENTITY_ROLE_LABELS[granted.role].toLowerCase()} on ${granted.entityName}. Sign in with your username (${found.person.username}) or this e-mail address and the new password.`,
          signInPath: "/partner-portal",
        };
      });
    },
  };
}

export type EntityInvitationAcceptance = ReturnType<typeof createEntityInvitationAcceptance>;
