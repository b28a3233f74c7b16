import { and, eq, isNull } from "drizzle-orm";
import { INVITATION_TTL_HOURS } from "#domain/account-link-terms.ts";
import { type LinkState, type PasswordSetAnswer, type SetPasswordInput } from "#domain/account-links.ts";
import { displayName } from "#domain/person.ts";
import { ADMIN_MANAGEABLE_ROLES } from "#domain/user.ts";
import { assertPasswordAcceptable, hashPassword } from "./passwords.ts";
import type { SessionService } from "#server/platform/auth/sessions.ts";
import type { Database } from "#server/platform/db/client.ts";
import { accountTokens } from "#server/platform/db/schema/account-tokens.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { AppError } from "#server/platform/errors.ts";
import { invitationMail } from "./account-messages.ts";
import type { MailQueue } from "#server/platform/mail/queue.ts";
import { checkToken, issueToken, linkStateOf, markUsed, revokeUnusedTokens } from "./account-tokens.ts";
import type { AuditService } from "#server/platform/audit.ts";
import { actingAs, type ActingUser, type Transaction } from "#server/platform/staff-write.ts";

export const INVITATION_TTL_MS = INVITATION_TTL_HOURS * 60 * 60_000;

/** An invitation that no longer works, on the form's token field (the page says why and what next). */
export const INVITATION_LINK_DEAD = "This invitation link has expired or was already used; ask us for a new one";

type UserRow = typeof users.$inferSelect;

/** Only portal accounts are invited; staff accounts are created with a password (decision 0027). */
export const mayBeInvited = (role: string) => (ADMIN_MANAGEABLE_ROLES as readonly string[]).includes(role);

const label = (u: UserRow) => `${displayName(u)} (${u.username})`;

/**
 * Invitations (docs/decisions/0027): staff send (and resend, and revoke) a single-use link, valid
 * 72 hours, with which an invited investor or viewer sets their first password. Until then the
 * account has no password and cannot sign in; the users list shows it as Invited.
 */
export function createInvitationService(
  db: Database,
  deps: { audit: AuditService; mail: MailQueue; sessions: SessionService },
) {
  /** Issue a new link (earlier ones die), queue its e-mail and audit it, all in the caller's transaction. */
  async function sendInTransaction(tx: Transaction, user: UserRow, by: ActingUser, resend: boolean) {
    const { token, expiresAt } = await issueToken(tx, {
      userId: user.id,
      purpose: "invitation",
      ttlMs: INVITATION_TTL_MS,
      createdBy: by.actor.id,
    });
    await deps.mail.queue(
      invitationMail(user, deps.mail.link(`/accept-invitation?token=${encodeURIComponent(token)}`)),
      tx,
    );
    await deps.audit.record(
      {
        ...by,
        entityType: "user",
        action: "user.invitation_sent",
        entityId: user.id,
        summary: `${resend ? "Resent" : "Sent"} an invitation to ${label(user)} (${user.email})`,
        details: { expiresAt: expiresAt.toISOString(), resend },
      },
      tx,
    );
    return { expiresAt };
  }

  async function lockInvitable(tx: Transaction, id: number, assertMayManage: (target: UserRow) => void) {
    const [target] = await tx.select().from(users).where(eq(users.id, id)).for("update");
    if (!target) throw new AppError("NOT_FOUND", "User not found");
    assertMayManage(target);
    if (target.passwordHash !== null) {
      throw new AppError("CONFLICT", "This account already has a password: it is active and needs no invitation");
    }
    if (target.archivedAt) throw new AppError("CONFLICT", "This account is archived; restore it before inviting");
    return target;
  }

  return {
    sendInTransaction,

    /** Send or resend the invitation of an account that has no password yet. */
    async send(id: number, by: ActingUser, assertMayManage: (target: UserRow) => void) {
      return db.transaction(async (tx) => {
        const target = await lockInvitable(tx, id, assertMayManage);
        if (!target.isActive) throw new AppError("CONFLICT", "This account is inactive; activate it before inviting");
        const [earlier] = await tx
          .select({ id: accountTokens.id })
          .from(accountTokens)
          .where(and(eq(accountTokens.userId, id), eq(accountTokens.purpose, "invitation")))
          .limit(1);
        return sendInTransaction(tx, target, by, earlier !== undefined);
      });
    },

    /** The pending link stops working; the account stays, Invited without a link, until one is sent. */
    async revoke(id: number, by: ActingUser, assertMayManage: (target: UserRow) => void) {
      await db.transaction(async (tx) => {
        const target = await lockInvitable(tx, id, assertMayManage);
        const revoked = await revokeUnusedTokens(tx, id, "invitation");
        if (revoked === 0) throw new AppError("NOT_FOUND", "This account has no pending invitation");
        await deps.audit.record(
          {
            ...by,
            entityType: "user",
            action: "user.invitation_revoked",
            entityId: id,
            summary: `Revoked the invitation of ${label(target)}`,
          },
          tx,
        );
      });
    },

    /** For /accept-invitation: whom the link is for, or why it no longer works. */
    async inspect(token: string): Promise<LinkState> {
      const check = await checkToken(db, token, "invitation");
      // A link for an account that has a password by now (set by staff) has done its work.
      if (check.status === "valid" && check.user.passwordHash !== null) return { status: "used" };
      return linkStateOf(check);
    },

    /**
     * Set the first password: the link is used, other invitation links die, and the account is
     * Active. The user then signs in as usual (the sign-in stays the one door: limits, audit,
     * two-factor). No password_changed mail: the account had no password to change.
     */
    async accept(input: SetPasswordInput, meta: { ip: string }): Promise<PasswordSetAnswer> {
      assertPasswordAcceptable(input.password, "password");
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const check = await checkToken(tx, input.token, "invitation", { lock: true });
        if (check.status !== "valid" || check.user.passwordHash !== null) {
          throw new AppError("VALIDATION", INVITATION_LINK_DEAD, { fieldErrors: { token: [INVITATION_LINK_DEAD] } });
        }
        const user = check.user;
        const now = new Date();
        await markUsed(tx, check.tokenId, now);
        await revokeUnusedTokens(tx, user.id, "invitation", now);
        await tx
          .update(users)
          .set({ passwordHash })
          .where(and(eq(users.id, user.id), isNull(users.passwordHash)));
        // Nothing should be signed in without a password; end anything that is, with the change.
        await deps.sessions.revokeAllForUser(user.id, { executor: tx });
        await deps.audit.record(
          {
            ...actingAs(user, meta.ip),
            action: "user.invitation_accepted",
            entityType: "user",
            entityId: user.id,
            summary: `${label(user)} accepted the invitation and set a password`,
          },
          tx,
        );
        return {
          message: "Your password is set. Sign in with your username or e-mail address and the new password.",
          signInPath: mayBeInvited(user.role) ? "/partner-portal" : "/admin-portal",
        };
      });
    },
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
