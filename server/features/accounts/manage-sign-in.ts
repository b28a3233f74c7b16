// Manage a user's sign-in: set a password, send or revoke an invitation, end their sessions.
import { eq } from "drizzle-orm";
import { ADMIN_MANAGEABLE_ROLES, type ManagedUser } from "#domain/user.ts";
import { hashPassword } from "./passwords.ts";
import type { Database } from "#server/platform/db/client.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { AppError } from "#server/platform/errors.ts";
import { revokeUnusedTokens } from "./account-tokens.ts";
import { type ManagingUser } from "./user-queries.ts";
import {
  assertMayManage,
  assertPassword,
  lockUser,
  accountLabel,
  userSteps,
  type UserDeps,
} from "./internal/user-rules.ts";

export function manageSignIn(db: Database, deps: UserDeps) {
  const { getUser, endSessions } = userSteps(db, deps);

  return {
    /** Set a new password; the user's other sessions end (the caller keeps their own). */
    async changePassword(id: number, newPassword: string, by: ManagingUser, field = "newPassword") {
      assertPassword(newPassword, field);
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        const target = await lockUser(tx, id);
        assertMayManage(by, target);
        await tx.update(users).set({ passwordHash }).where(eq(users.id, id));
        await revokeUnusedTokens(tx, id, "invitation");
        await deps.audit.record(
          {
            ...by,
            entityType: "user",
            action: "user.password_changed",
            entityId: id,
            summary: `Changed the password of ${accountLabel(target)}`,
          },
          tx,
        );
      });
      return { sessionsEnded: await endSessions(id, by) };
    },

    /** Send or resend an invited account's link (decision 0027); staff manage whom they may. */
    async sendInvitation(id: number, by: ManagingUser): Promise<ManagedUser> {
      await deps.invitations.send(id, by, (target) => {
        assertMayManage(by, target);
        if (!(ADMIN_MANAGEABLE_ROLES as readonly string[]).includes(target.role)) {
          throw new AppError("CONFLICT", "Only investor and viewer accounts are invited");
        }
      });
      return getUser(id);
    },

    /** Revoke an invited account's pending link; the account stays Invited, without a link. */
    async revokeInvitation(id: number, by: ManagingUser): Promise<ManagedUser> {
      await deps.invitations.revoke(id, by, (target) => assertMayManage(by, target));
      return getUser(id);
    },

    /** A super admin signs a user out everywhere (their own current session excepted). */
    async revokeSessions(id: number, by: ManagingUser) {
      const target = await getUser(id);
      assertMayManage(by, target);
      const ended = await endSessions(id, by);
      await db.transaction((tx) =>
        deps.audit.record(
          {
            ...by,
            entityType: "user",
            action: "user.sessions_revoked",
            entityId: id,
            summary: `Ended ${ended} session${ended === 1 ? "" : "s"} of ${accountLabel(target)}`,
          },
          tx,
        ),
      );
      return { ended };
    },
  };
}
