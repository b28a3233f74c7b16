// The people of an investing entity: list, invite, cancel an invitation, revoke a grant (decision
// 0060, slice 3). The portal's routes check the caller's role first (entityForAbility); staff call
// the same functions. Every write is one transaction and is audited with the entity.
import { randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { ENTITY_INVITATION_TTL_DAYS, type EntityInvitationInput } from "#domain/entity-people.ts";
import { ENTITY_ROLE_LABELS } from "#domain/entities.ts";
import { displayName } from "#domain/person.ts";
import { hashToken } from "#server/platform/auth/sessions.ts";
import type { Database } from "#server/platform/db/client.ts";
import { entityInvitations } from "#server/platform/db/schema/entity-invitations.ts";
import { entityRoles } from "#server/platform/db/schema/investing-entities.ts";
import { users } from "#server/platform/db/schema/users.ts";
import type { AuditService } from "#server/platform/audit.ts";
import { AppError } from "#server/platform/errors.ts";
import type { MailQueue } from "#server/platform/mail/queue.ts";
import type { RateLimiter } from "#server/platform/rate-limiter.ts";
import type { ActingUser, Transaction } from "#server/platform/staff-write.ts";
import { entityInvitationMail } from "./entity-people-messages.ts";
import { entityOf, listEntityPeople, openInvitation } from "./list-entity-people.ts";
import { endLiveGrant } from "./end-live-grant.ts";

export const ENTITY_INVITATION_TTL_MS = ENTITY_INVITATION_TTL_DAYS * 24 * 60 * 60_000;
/** Invitations a person may send per hour (each is an e-mail to an address they typed). */
export const ENTITY_INVITE_LIMIT = { name: "entity-invite", limit: 20, windowMs: 60 * 60_000 };

const PERSON_NOT_FOUND = "Person not found on this account";
const INVITATION_NOT_FOUND = "Invitation not found";

type Deps = { audit: AuditService; mail: MailQueue; rateLimiter: RateLimiter };

/** A username for an invited person's new account, from their e-mail (numbered when taken). */
async function freeUsername(tx: Transaction, email: string) {
  const base = (email.split("@")[0].replace(/[^A-Za-z0-9._-]/g, "") || "investor").slice(0, 80).padEnd(3, "0");
  for (let n = 0; ; n++) {
    const candidate = n === 0 ? base : `${base}${n + 1}`;
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, candidate.toLowerCase()));
    if (!taken) return candidate;
  }
}

/** "Ann Lee" as first and last name (the last word is the last name). */
function splitName(name: string) {
  const words = name.trim().split(/\s+/);
  return words.length === 1
    ? { firstName: words[0].slice(0, 100), lastName: null }
    : { firstName: words.slice(0, -1).join(" ").slice(0, 100), lastName: words.at(-1)!.slice(0, 100) };
}

export function createEntityPeopleService(db: Database, deps: Deps) {
  /**
   * Invite someone by e-mail. An address with no account gets an investor account without a
   * password (as staff invitations make one: decision 0027), which the link lets them set. An
   * earlier open invitation of the same address to the entity is cancelled by the new one.
   */
  async function invite(
    entityId: number,
    input: EntityInvitationInput & { name: string; email: string },
    by: ActingUser & { name: string },
  ) {
    const limit = await deps.rateLimiter.hit(ENTITY_INVITE_LIMIT, `user:${by.actor.id ?? "staff"}`);
    if (!limit.allowed) {
      throw new AppError("RATE_LIMITED", "Too many invitations sent. Please wait and try again later.", {
        retryAfterSeconds: limit.retryAfterSeconds,
      });
    }
    const email = input.email.trim();
    const noticeKinds = input.role === "notices" ? [...new Set(input.noticeKinds ?? [])] : null;
    return db.transaction(async (tx) => {
      const entity = await entityOf(tx, entityId);
      const [existing] = await tx
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      if (existing && existing.role !== "investor") {
        throw new AppError(
          "CONFLICT",
          "This e-mail address belongs to an account that cannot hold a role on an account",
          {
            fieldErrors: { email: ["This address belongs to a staff or fund-wide viewer account; use another"] },
          },
        );
      }
      if (existing) {
        const [live] = await tx
          .select({ role: entityRoles.role })
          .from(entityRoles)
          .where(
            and(eq(entityRoles.entityId, entityId), eq(entityRoles.userId, existing.id), isNull(entityRoles.revokedAt)),
          );
        if (live?.role === input.role && input.role !== "notices") {
          throw new AppError("CONFLICT", `${displayName(existing)} already has this role`, {
            fieldErrors: {
              role: [
                `${displayName(existing)} is already ${ENTITY_ROLE_LABELS[input.role].toLowerCase()} on this account`,
              ],
            },
          });
        }
      }
      const person =
        existing ??
        (
          await tx
            .insert(users)
            .values({
              username: await freeUsername(tx, email),
              email,
              role: "investor",
              passwordHash: null,
              ...splitName(input.name),
            })
            .returning()
        )[0];
      const now = new Date();
      await tx
        .update(entityInvitations)
        .set({ revokedAt: now, revokedBy: by.actor.id })
        .where(
          and(
            eq(entityInvitations.entityId, entityId),
            eq(sql`lower(${entityInvitations.email})`, email.toLowerCase()),
            openInvitation(now),
          ),
        );
      const token = randomBytes(32).toString("base64url");
      const expiresAt = new Date(now.getTime() + ENTITY_INVITATION_TTL_MS);
      const [row] = await tx
        .insert(entityInvitations)
        .values({
          entityId,
          email,
          name: input.name,
          role: input.role,
          noticeKinds,
          tokenHash: hashToken(token),
          invitedBy: by.actor.id,
          expiresAt,
        })
        .returning({ id: entityInvitations.id });
      await deps.mail.queue(
        entityInvitationMail({
          to: { address: email, name: input.name, userId: person.id },
          entityName: entity.legalName,
          role: input.role,
          invitedBy: by.name,
          url: deps.mail.link(`/accept-entity-invitation?token=${encodeURIComponent(token)}`),
          newAccount: person.passwordHash === null,
        }),
        tx,
      );
      await deps.audit.record(
        {
          ...by,
          action: "entity.invitation_sent",
          entityType: "entity_invitation",
          entityId: row.id,
          investingEntityId: entityId,
          summary: `Invited ${input.name} (${email}) to ${entity.legalName} as ${ENTITY_ROLE_LABELS[input.role]}${existing ? "" : ", with a new investor account"}`,
          details: { role: input.role, noticeKinds, expiresAt: expiresAt.toISOString(), newAccount: !existing },
        },
        tx,
      );
      return { id: row.id, expiresAt: expiresAt.toISOString() };
    });
  }

  /** Cancel an open invitation: its link stops working. */
  async function cancelInvitation(entityId: number, invitationId: number, by: ActingUser) {
    await db.transaction(async (tx) => {
      const now = new Date();
      const [row] = await tx
        .update(entityInvitations)
        .set({ revokedAt: now, revokedBy: by.actor.id })
        .where(
          and(eq(entityInvitations.id, invitationId), eq(entityInvitations.entityId, entityId), openInvitation(now)),
        )
        .returning();
      if (!row) throw new AppError("NOT_FOUND", INVITATION_NOT_FOUND);
      await deps.audit.record(
        {
          ...by,
          action: "entity.invitation_cancelled",
          entityType: "entity_invitation",
          entityId: row.id,
          investingEntityId: entityId,
          summary: `Cancelled the invitation of ${row.email} as ${ENTITY_ROLE_LABELS[row.role]}`,
        },
        tx,
      );
    });
  }

  /**
   * Revoke a live grant: access ends at the person's next request (holdingsOf reads the grants
   * each time). The entity's live grants are locked first, so two signatories revoking each other
   * at once cannot leave it with none.
   */
  async function revokeGrant(entityId: number, grantId: number, by: ActingUser) {
    await db.transaction(async (tx) => {
      const grant = await endLiveGrant(tx, entityId, { grantId }, by.actor.id);
      if (!grant) throw new AppError("NOT_FOUND", PERSON_NOT_FOUND);
      const [person] = await tx.select().from(users).where(eq(users.id, grant.userId));
      await deps.audit.record(
        {
          ...by,
          action: "entity.grant_revoked",
          entityType: "entity_role",
          entityId: grantId,
          investingEntityId: entityId,
          summary: `Revoked the ${ENTITY_ROLE_LABELS[grant.role]} role of ${person ? `${displayName(person)} (${person.email})` : `user ${grant.userId}`}`,
          details: { userId: grant.userId, role: grant.role },
        },
        tx,
      );
    });
  }

  return {
    /** The entity's live grants and open invitations; `viewerId` marks the caller's own grant. */
    list: (entityId: number, options: { viewerId: number | null; mayManage: boolean }) =>
      listEntityPeople(db, entityId, options),
    invite,
    cancelInvitation,
    revokeGrant,
  };
}

export type EntityPeopleService = ReturnType<typeof createEntityPeopleService>;
