// The sign-in's step between a right password and a session: a challenge that waits for the code.
import { createHash, randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import { loginChallenges } from "#server/platform/db/schema/two-factor.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { twoFactorStore, type TwoFactorContext } from "./internal/two-factor-store.ts";

/** How long the sign-in challenge (after a correct password) waits for the code. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export function twoFactorChallenges(context: TwoFactorContext) {
  const { db, now } = context;
  const { loadFactor } = twoFactorStore(context);

  return {
    /** A challenge for a user whose password was right: the token for the cookie (only its hash is kept). */
    async createChallenge(userId: number) {
      const token = randomBytes(32).toString("base64url");
      const at = now();
      // Expired challenges of anyone go here: they are few (one per sign-in) and useless.
      await db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, new Date(at)));
      await db.insert(loginChallenges).values({
        userId,
        tokenHash: sha256(token),
        expiresAt: new Date(at + CHALLENGE_TTL_MS),
      });
      return token;
    },

    /** The user a live challenge belongs to, or null (unknown, or expired: then it is deleted). */
    async challengeUser(token: string | undefined) {
      if (!token || token.length > 200) return null;
      const [row] = await db
        .select({ id: loginChallenges.id, expiresAt: loginChallenges.expiresAt, user: users })
        .from(loginChallenges)
        .innerJoin(users, eq(users.id, loginChallenges.userId))
        .where(eq(loginChallenges.tokenHash, sha256(token)));
      if (!row) return null;
      if (row.expiresAt.getTime() <= now()) {
        await db.delete(loginChallenges).where(eq(loginChallenges.id, row.id));
        return null;
      }
      return { challengeId: row.id, user: row.user };
    },

    /** A challenge is used once: deleted when its code is accepted (the one that deletes it signs in). */
    async endChallenge(challengeId: number) {
      const ended = await db
        .delete(loginChallenges)
        .where(eq(loginChallenges.id, challengeId))
        .returning({ id: loginChallenges.id });
      return ended.length === 1;
    },

    /** Whether the user has a confirmed second factor (sign-in asks for a code then). */
    async isEnabled(userId: number) {
      const factor = await loadFactor(userId);
      return factor?.enabledAt != null;
    },
  };
}
