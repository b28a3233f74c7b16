// Over 300 lines: enrolment, challenges and recovery codes share one clock and one secret store (431 lines, under the 450 split bar); a split by use case is a later slice.
import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import { isStaff, type SessionUser } from "#domain/auth.ts";
import { displayName } from "#domain/person.ts";
import {
  RECOVERY_CODE_COUNT,
  TWO_FACTOR_ENROLMENT_PATH,
  type SecondFactorInput,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
} from "#domain/two-factor.ts";
import { twoFactorEnrolmentRequired, type SessionService } from "#server/platform/auth/sessions.ts";
import {
  formatRecoveryCode,
  hashRecoveryCode,
  matchingStep,
  newRecoveryCode,
  newTotpSecret,
  qrSvg,
  totpUri,
} from "./totp.ts";
import type { Database } from "#server/platform/db/client.ts";
import { appSettings, TWO_FACTOR_REQUIRED_FOR_ALL_KEY } from "#server/platform/db/schema/app-settings.ts";
import { loginChallenges, recoveryCodes, userTwoFactor } from "#server/platform/db/schema/two-factor.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { AppError } from "#server/platform/errors.ts";
import { twoFactorDisabledMail, twoFactorEnabledMail, twoFactorResetMail } from "./two-factor-messages.ts";
import type { MailQueue } from "#server/platform/mail/queue.ts";
import type { AuditService } from "#server/platform/audit.ts";
import type { RateLimiter } from "#server/platform/rate-limiter.ts";
import type { ActingUser, Transaction } from "#server/platform/staff-write.ts";

/**
 * Wrong second-factor codes, per account, wherever they are typed (sign-in, disabling,
 * regenerating): 5 per 15 minutes, then every attempt is refused until the window ends, even a
 * right code. A million codes at 5 per 15 minutes is out of reach; a success clears the count.
 */
export const TWO_FACTOR_LIMIT = { name: "two-factor", limit: 5, windowMs: 15 * 60_000 };
/** How long the sign-in challenge (after a correct password) waits for the code. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

const WRONG_CODE = "That code is not right. Check your authenticator app and try again.";
const WRONG_RECOVERY_CODE = "That recovery code is not right, or it was already used.";

export type ProofResult =
  | { status: "ok"; method: "totp" | "recovery_code" }
  | { status: "wrong"; message: string }
  | { status: "rate_limited"; retryAfterSeconds: number };

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export function rateLimitedError(retryAfterSeconds: number) {
  return new AppError(
    "RATE_LIMITED",
    `Too many wrong codes. Please wait ${Math.ceil(retryAfterSeconds / 60)} minutes and try again.`,
    { retryAfterSeconds },
  );
}

/** Two-factor sign-in (decision 0028): enrolment, proof of the factor, recovery codes, resets, the firm's setting. */
export function createTwoFactorService(
  db: Database,
  deps: {
    audit: AuditService;
    mail: MailQueue;
    sessions: SessionService;
    rateLimiter: RateLimiter;
    now?: () => number;
  },
) {
  const { audit, mail, rateLimiter } = deps;
  const now = deps.now ?? Date.now;
  const accountUrl = () => mail.link(TWO_FACTOR_ENROLMENT_PATH);

  async function requiredForAll(executor: Database | Transaction = db) {
    const [row] = await executor
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, TWO_FACTOR_REQUIRED_FOR_ALL_KEY));
    return row?.value === "true";
  }

  /** Ten new codes replace any earlier ones (which stop working); returned once, formatted. */
  async function issueRecoveryCodes(tx: Transaction, userId: number) {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(userId, code) })));
    return codes.map(formatRecoveryCode);
  }

  /**
   * Check a code or a recovery code of an enabled factor (outside any transaction: a proof, once
   * accepted, stays spent even if what follows fails, and PGlite's one connection is not held). A code is
   * accepted within ±1 step and only for a step later than the last one accepted (an atomic
   * conditional update, so two instances cannot both accept the same code); a recovery code is
   * spent by the same kind of update. Each proof takes its place in TWO_FACTOR_LIMIT before it is
   * checked (decision 0045: codes sent at once were all checked); a wrong one keeps it and is
   * audited, a right one clears the count.
   */
  async function verifyProof(
    user: { id: number; username: string },
    proof: SecondFactorInput,
    meta: { ip: string; context: string },
  ): Promise<ProofResult> {
    const key = `user:${user.id}`;
    const limit = await rateLimiter.attempt(TWO_FACTOR_LIMIT, key);
    if (!limit.allowed) {
      if (limit.firstRefusal) {
        await audit.record({
          actor: { id: user.id, username: user.username },
          action: "two_factor.rate_limited",
          entityType: "user",
          entityId: user.id,
          summary: `Too many wrong codes (${meta.context})`,
          ip: meta.ip,
        });
      }
      return { status: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };
    }
    let accepted = false;
    // Only an enabled factor's codes and recovery codes count.
    const [factor] = await db
      .select({ secret: userTwoFactor.secret })
      .from(userTwoFactor)
      .where(and(eq(userTwoFactor.userId, user.id), isNotNull(userTwoFactor.enabledAt)));
    if (factor && proof.code !== undefined) {
      const step = matchingStep(factor.secret, proof.code, now());
      if (step !== null) {
        const updated = await db
          .update(userTwoFactor)
          .set({ lastUsedStep: step })
          .where(
            and(
              eq(userTwoFactor.userId, user.id),
              or(isNull(userTwoFactor.lastUsedStep), lt(userTwoFactor.lastUsedStep, step)),
            ),
          )
          .returning({ userId: userTwoFactor.userId });
        accepted = updated.length === 1;
      }
    } else if (factor && proof.recoveryCode !== undefined) {
      const spent = await db
        .update(recoveryCodes)
        .set({ usedAt: new Date(now()) })
        .where(
          and(
            eq(recoveryCodes.userId, user.id),
            eq(recoveryCodes.codeHash, hashRecoveryCode(user.id, proof.recoveryCode)),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      accepted = spent.length === 1;
    }
    if (!accepted) {
      await audit.record({
        actor: { id: user.id, username: user.username },
        action: "two_factor.failed",
        entityType: "user",
        entityId: user.id,
        summary: `Wrong ${proof.code !== undefined ? "code" : "recovery code"} (${meta.context})`,
        ip: meta.ip,
      });
      return { status: "wrong", message: proof.code !== undefined ? WRONG_CODE : WRONG_RECOVERY_CODE };
    }
    await rateLimiter.reset(TWO_FACTOR_LIMIT, key);
    return { status: "ok", method: proof.code !== undefined ? "totp" : "recovery_code" };
  }

  /** A proof that must be right for the change to go ahead: otherwise a 400 on the field, or 429. */
  async function assertProof(user: SessionUser, proof: SecondFactorInput, ip: string, context: string) {
    const result = await verifyProof(user, proof, { ip, context });
    if (result.status === "rate_limited") throw rateLimitedError(result.retryAfterSeconds);
    if (result.status === "wrong") {
      const field = proof.code !== undefined ? "code" : "recoveryCode";
      throw new AppError("VALIDATION", result.message, { fieldErrors: { [field]: [result.message] } });
    }
    return result;
  }

  async function loadFactor(userId: number, executor: Database | Transaction = db) {
    const [factor] = await executor.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId));
    return factor ?? null;
  }

  const actorOf = (user: SessionUser, ip: string): ActingUser => ({
    actor: { id: user.id, username: user.username },
    ip,
  });

  return {
    verifyProof,
    requiredForAll,

    async status(user: SessionUser): Promise<TwoFactorStatus> {
      const factor = await loadFactor(user.id);
      const enabled = factor?.enabledAt != null;
      const [left] = enabled
        ? await db
            .select({ n: count() })
            .from(recoveryCodes)
            .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)))
        : [{ n: 0 }];
      const forAll = await requiredForAll();
      const exempt = deps.sessions.twoFactorExempt.has(user.username.toLowerCase());
      return {
        enabled,
        enabledAt: factor?.enabledAt?.toISOString() ?? null,
        recoveryCodesLeft: Number(left.n),
        required: !exempt && (isStaff(user.role) || forAll),
        enrolmentRequired: twoFactorEnrolmentRequired(
          { username: user.username, role: user.role, twoFactorEnabled: enabled },
          forAll,
          deps.sessions.twoFactorExempt,
        ),
      };
    },

    /** A new secret, pending until confirmed (a second start replaces an unconfirmed one). */
    async startEnrolment(user: SessionUser): Promise<TwoFactorEnrolment> {
      const existing = await loadFactor(user.id);
      if (existing?.enabledAt) {
        throw new AppError("CONFLICT", "Two-factor sign-in is already on; turn it off first to use another app");
      }
      const secret = newTotpSecret();
      await db
        .insert(userTwoFactor)
        .values({ userId: user.id, secret })
        .onConflictDoUpdate({
          target: userTwoFactor.userId,
          set: { secret, lastUsedStep: null, createdAt: new Date(now()) },
          where: isNull(userTwoFactor.enabledAt),
        });
      const uri = totpUri(secret, user.username);
      return { secret, uri, qrSvg: await qrSvg(uri) };
    },

    /** The first code proves the app holds the secret: the factor is on, and ten recovery codes are issued. */
    async confirmEnrolment(user: SessionUser, code: string, ip: string) {
      const pending = await loadFactor(user.id);
      if (!pending)
        throw new AppError("CONFLICT", "Start the set-up first: no authenticator app is waiting for a code");
      if (pending.enabledAt) throw new AppError("CONFLICT", "Two-factor sign-in is already on");
      // Counted like any wrong code, before it is checked, so the set-up cannot be used to test
      // codes without limit.
      const limit = await rateLimiter.attempt(TWO_FACTOR_LIMIT, `user:${user.id}`);
      if (!limit.allowed) throw rateLimitedError(limit.retryAfterSeconds);
      const step = matchingStep(pending.secret, code, now());
      if (step === null) throw new AppError("VALIDATION", WRONG_CODE, { fieldErrors: { code: [WRONG_CODE] } });
      await rateLimiter.reset(TWO_FACTOR_LIMIT, `user:${user.id}`);
      const codes = await db.transaction(async (tx) => {
        const [enabled] = await tx
          .update(userTwoFactor)
          .set({ enabledAt: new Date(now()), lastUsedStep: step })
          .where(and(eq(userTwoFactor.userId, user.id), isNull(userTwoFactor.enabledAt)))
          .returning({ userId: userTwoFactor.userId });
        if (!enabled) throw new AppError("CONFLICT", "Two-factor sign-in is already on");
        const issued = await issueRecoveryCodes(tx, user.id);
        await audit.record(
          {
            ...actorOf(user, ip),
            action: "two_factor.enabled",
            entityType: "user",
            entityId: user.id,
            summary: `${user.username} turned on two-factor sign-in`,
          },
          tx,
        );
        await mail.queue(twoFactorEnabledMail(user, accountUrl()), tx);
        return issued;
      });
      return { recoveryCodes: codes };
    },

    /** Turn the factor off with a current code or a recovery code (the account page). */
    async disable(user: SessionUser, proof: SecondFactorInput, ip: string) {
      const factor = await loadFactor(user.id);
      if (!factor?.enabledAt) throw new AppError("CONFLICT", "Two-factor sign-in is not on");
      await assertProof(user, proof, ip, "turning two-factor sign-in off");
      await db.transaction(async (tx) => {
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
        await tx.delete(userTwoFactor).where(eq(userTwoFactor.userId, user.id));
        await audit.record(
          {
            ...actorOf(user, ip),
            action: "two_factor.disabled",
            entityType: "user",
            entityId: user.id,
            summary: `${user.username} turned off two-factor sign-in`,
          },
          tx,
        );
        await mail.queue(twoFactorDisabledMail(user, accountUrl()), tx);
      });
    },

    /** Ten new recovery codes (the earlier ones stop working), with a code or a recovery code. */
    async regenerateRecoveryCodes(user: SessionUser, proof: SecondFactorInput, ip: string) {
      const factor = await loadFactor(user.id);
      if (!factor?.enabledAt) throw new AppError("CONFLICT", "Two-factor sign-in is not on");
      await assertProof(user, proof, ip, "new recovery codes");
      const codes = await db.transaction(async (tx) => {
        const issued = await issueRecoveryCodes(tx, user.id);
        await audit.record(
          {
            ...actorOf(user, ip),
            action: "two_factor.recovery_codes_regenerated",
            entityType: "user",
            entityId: user.id,
            summary: `${user.username} generated new recovery codes`,
          },
          tx,
        );
        return issued;
      });
      return { recoveryCodes: codes };
    },

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
            actor: by.actor,
            ip: by.ip,
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
      const sessionsEnded = await deps.sessions.revokeAllForUser(target.id);
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
              actor: by.actor,
              ip: by.ip,
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

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
