// Super admins: remove a user's second factor (a lost phone), and require two-factor sign-in of every account.
import { eq } from "drizzle-orm";
import { displayName } from "#domain/person.ts";
import { appSettings, TWO_FACTOR_REQUIRED_FOR_ALL_KEY } from "#server/platform/db/schema/app-settings.ts";
import { loginChallenges, recoveryCodes, userTwoFactor } from "#server/platform/db/schema/two-factor.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { AppError } from "#server/platform/errors.ts";
import type { ActingUser } from "#server/platform/staff-write.ts";
import { twoFactorResetMail } from "./two-factor-messages.ts";
import { twoFactorStore, type TwoFactorContext } from "./internal/two-factor-store.ts";

export function manageTwoFactor(context: TwoFactorContext) {
  const { db, audit, mail, sessions, now } = context;
  const { requiredForAll, loadFactor, accountUrl } = twoFactorStore(context);

  return {
    /**
     * A super admin removes another user's second factor (a lost phone): audited, the user is told
     * by e-mail, and every session of theirs ends. They set it up again at their next sign-in.
     */
    async reset(targetId: number, by: ActingUser) {
      if (targetId === by.actor.id) {
        throw new AppError("CONFLICT", "Reset your own two-factor sign-in from your account page");
      }
      const target = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(users).where(eq(users.id, targetId)).for("update");
        if (!row) throw new AppError("NOT_FOUND", "User not found");
        const factor = await loadFactor(targetId, tx);
        if (!factor) throw new AppError("CONFLICT", "This user has no two-factor sign-in to reset");
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, targetId));
        await tx.delete(userTwoFactor).where(eq(userTwoFactor.userId, targetId));
        await tx.delete(loginChallenges).where(eq(loginChallenges.userId, targetId));
        const label = displayName(row) === row.username ? row.username : `${displayName(row)} (${row.username})`;
        await audit.record(
          {
            ...by,
            action: "two_factor.reset",
            entityType: "user",
            entityId: targetId,
            summary: `Reset the two-factor sign-in of ${label}`,
            details: { wasEnabled: factor.enabledAt !== null },
          },
          tx,
        );
        await mail.queue(twoFactorResetMail(row, accountUrl()), tx);
        return row;
      });
      const sessionsEnded = await sessions.revokeAllForUser(target.id);
      return { sessionsEnded };
    },

    /** The firm's setting: two-factor sign-in required for every account, not only staff. */
    async setRequiredForAll(value: boolean, by: ActingUser) {
      await db.transaction(async (tx) => {
        const before = await requiredForAll(tx);
        await tx
          .insert(appSettings)
          .values({ key: TWO_FACTOR_REQUIRED_FOR_ALL_KEY, value: String(value) })
          .onConflictDoUpdate({ target: appSettings.key, set: { value: String(value), updatedAt: new Date(now()) } });
        if (before !== value) {
          await audit.record(
            {
              ...by,
              action: "settings.two_factor_updated",
              entityType: "setting",
              entityId: TWO_FACTOR_REQUIRED_FOR_ALL_KEY,
              summary: value
                ? "Two-factor sign-in is now required for every account"
                : "Two-factor sign-in is now required for staff only",
              details: { requiredForAll: value },
            },
            tx,
          );
        }
      });
      return { requiredForAll: value };
    },
  };
}
