import { eq, or, sql } from "drizzle-orm";
import { INVALID_CREDENTIALS, type LoginResponse, type Role } from "#domain/auth.ts";
import type { Database } from "#server/platform/db/client.ts";
import { users } from "#server/platform/db/schema/users.ts";
import type { AuditService } from "#server/platform/audit.ts";
import type { AttemptTaken, RateLimiter } from "#server/platform/rate-limiter.ts";
import type { TwoFactorService } from "./two-factor.ts";
import type { SecondFactorInput } from "#domain/two-factor.ts";
import { verifyAgainstDummy, verifyPassword } from "./passwords.ts";
import type { SessionService } from "#server/platform/auth/sessions.ts";
import { actingAs } from "#server/platform/staff-write.ts";

/**
 * Sign-in limits count failed attempts only: per account (guessing one password) and per address
 * (spraying many accounts). Once over, every attempt is refused until the window ends, even with
 * the right password; a successful sign-in clears the account's count.
 */
export const LOGIN_LIMIT_PER_ACCOUNT = { name: "login-account", limit: 5, windowMs: 15 * 60_000 };
export const LOGIN_LIMIT_PER_ADDRESS = { name: "login-address", limit: 20, windowMs: 15 * 60_000 };

export type LoginResult =
  | { status: "ok"; token: string; response: LoginResponse; userId: number }
  /** The password was right and the account has a second factor: the challenge token waits for the code. */
  | { status: "two_factor_required"; challengeToken: string }
  | { status: "invalid"; message: string }
  | { status: "inactive" }
  | { status: "archived" }
  | { status: "rate_limited"; retryAfterSeconds: number };

export type TwoFactorLoginResult =
  | { status: "ok"; token: string; response: LoginResponse; userId: number }
  /** No live challenge: none, expired (5 minutes) or already used. Sign in with the password again. */
  | { status: "no_challenge" }
  | { status: "wrong"; message: string; field: "code" | "recoveryCode" }
  | { status: "rate_limited"; retryAfterSeconds: number };

type UserRow = typeof users.$inferSelect;

export function createLoginService(deps: {
  db: Database;
  sessions: SessionService;
  audit: AuditService;
  rateLimiter: RateLimiter;
  twoFactor: TwoFactorService;
  /** Demo mode only: the prototype's hint naming the seeded accounts. */
  demoHint?: string;
}) {
  const { db, sessions, audit, rateLimiter } = deps;
  const invalidMessage = deps.demoHint ? `${INVALID_CREDENTIALS} ${deps.demoHint}` : INVALID_CREDENTIALS;

  /** The session, once every factor the account has is proven. */
  async function signIn(
    user: UserRow,
    meta: { ip: string; userAgent?: string },
    method: "password" | "totp" | "recovery_code",
  ) {
    const { token } = await sessions.create({ id: user.id, role: user.role as Role }, meta);
    await db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, user.id));
    const how = method === "totp" ? " with a code" : method === "recovery_code" ? " with a recovery code" : "";
    await audit.record({
      ...actingAs(user, meta.ip),
      action: "login.succeeded",
      entityType: "user",
      entityId: user.id,
      summary: `${user.username} signed in${how}`,
      ...(method === "password" ? {} : { details: { secondFactor: method } }),
    });
    return {
      status: "ok" as const,
      token,
      userId: user.id,
      response: { role: user.role as Role, username: user.username, firstName: user.firstName },
    };
  }

  return {
    async login(
      input: { username: string; password: string },
      meta: { ip: string; userAgent?: string },
    ): Promise<LoginResult> {
      const identifier = input.username.trim().toLowerCase();
      const [user] = await db
        .select()
        .from(users)
        .where(or(eq(sql`lower(${users.username})`, identifier), eq(sql`lower(${users.email})`, identifier)))
        .limit(1);
      // Counted per account, whichever of its names (username or e-mail) is typed; an unknown
      // name is counted on its own, so probing unknown names costs the same.
      const accountKey = user ? `user:${user.id}` : `name:${identifier}`;
      const limits = [
        [LOGIN_LIMIT_PER_ADDRESS, meta.ip],
        [LOGIN_LIMIT_PER_ACCOUNT, accountKey],
      ] as const;
      // Each limit's place is taken before the password is checked (decision 0045), so guesses
      // sent at once cannot outrun it. A failure keeps its places; anything else gives them back.
      const taken: AttemptTaken[] = [];
      const giveBack = async () => {
        for (const place of taken) await rateLimiter.release(place);
      };
      for (const [rule, key] of limits) {
        const limit = await rateLimiter.attempt(rule, key);
        if (!limit.allowed) {
          await giveBack();
          // One audit row per block (its first refusal, on any instance), not one per refused attempt.
          if (limit.firstRefusal) {
            await audit.record({ actor: null, action: "login.rate_limited", summary: identifier, ip: meta.ip });
          }
          return { status: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };
        }
        if (limit.taken) taken.push(limit.taken);
      }

      // Unknown user, wrong password and an invited account without a password yet (decision 0027,
      // verified against the dummy hash) answer alike and cost the same argon2 verification.
      const valid = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!user || !valid) {
        await audit.record({
          ...(user ? actingAs(user, meta.ip) : { actor: null, ip: meta.ip }),
          action: "login.failed",
          entityType: "user",
          entityId: user?.id,
          summary: `Failed sign-in for "${identifier.slice(0, 100)}"`,
        });
        return { status: "invalid", message: invalidMessage };
      }
      // The right password: not a failure, so the address's place is given back and the account's
      // count cleared.
      await giveBack();
      await rateLimiter.reset(LOGIN_LIMIT_PER_ACCOUNT, accountKey);
      // An archived account keeps its records but never signs in again (decision 0024).
      if (user.archivedAt) {
        await audit.record({ ...actingAs(user, meta.ip), action: "login.archived" });
        return { status: "archived" };
      }
      if (!user.isActive) {
        await audit.record({ ...actingAs(user, meta.ip), action: "login.inactive" });
        return { status: "inactive" };
      }

      // With a second factor, no session yet: a challenge, bound to the user, waits for the code.
      if (await deps.twoFactor.isEnabled(user.id)) {
        const challengeToken = await deps.twoFactor.createChallenge(user.id);
        await audit.record({
          ...actingAs(user, meta.ip),
          action: "login.two_factor_challenged",
          entityType: "user",
          entityId: user.id,
          summary: `${user.username} gave the right password; a code is asked for`,
        });
        return { status: "two_factor_required", challengeToken };
      }
      return signIn(user, meta, "password");
    },

    /**
     * The second step of a sign-in: the challenge of the first (from its cookie) and a code or a
     * recovery code. Wrong codes are limited per account (TWO_FACTOR_LIMIT) and audited; the
     * challenge is spent by the sign-in it completes, so it cannot complete two.
     */
    async completeTwoFactor(
      challengeToken: string | undefined,
      proof: SecondFactorInput,
      meta: { ip: string; userAgent?: string },
    ): Promise<TwoFactorLoginResult> {
      const challenge = await deps.twoFactor.challengeUser(challengeToken);
      if (!challenge) return { status: "no_challenge" };
      const { user } = challenge;
      const result = await deps.twoFactor.verifyProof(user, proof, { ip: meta.ip, context: "sign-in" });
      if (result.status === "rate_limited") return result;
      if (result.status === "wrong") {
        return { ...result, field: proof.code !== undefined ? "code" : "recoveryCode" };
      }
      // Deactivated or archived while the code was being typed: no session.
      if (!user.isActive || user.archivedAt || !(await deps.twoFactor.endChallenge(challenge.challengeId))) {
        return { status: "no_challenge" };
      }
      return signIn(user, meta, result.method);
    },
  };
}
