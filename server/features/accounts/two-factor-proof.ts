// Proof of the second factor: a code or a recovery code, counted before it is checked, audited when wrong.
import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { SessionUser } from "#domain/auth.ts";
import type { SecondFactorInput } from "#domain/two-factor.ts";
import { recoveryCodes, userTwoFactor } from "#server/platform/db/schema/two-factor.ts";
import { AppError } from "#server/platform/errors.ts";
import { actingAs } from "#server/platform/staff-write.ts";
import { hashRecoveryCode, matchingStep } from "./totp.ts";
import { WRONG_CODE, type TwoFactorContext } from "./internal/two-factor-store.ts";

/**
 * Wrong second-factor codes, per account, wherever they are typed (sign-in, disabling,
 * regenerating): 5 per 15 minutes, then every attempt is refused until the window ends, even a
 * right code. A million codes at 5 per 15 minutes is out of reach; a success clears the count.
 */
export const TWO_FACTOR_LIMIT = { name: "two-factor", limit: 5, windowMs: 15 * 60_000 };

const WRONG_RECOVERY_CODE = "That recovery code is not right, or it was already used.";

export type ProofResult =
  | { status: "ok"; method: "totp" | "recovery_code" }
  | { status: "wrong"; message: string }
  | { status: "rate_limited"; retryAfterSeconds: number };

export function rateLimitedError(retryAfterSeconds: number) {
  return new AppError(
    "RATE_LIMITED",
    `Too many wrong codes. Please wait ${Math.ceil(retryAfterSeconds / 60)} minutes and try again.`,
    { retryAfterSeconds },
  );
}

/** Checking a proof of an enabled factor, for the sign-in's second step and the changes that need one. */
export function twoFactorProof({ db, audit, rateLimiter, now }: TwoFactorContext) {
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
          ...actingAs(user, meta.ip),
          action: "two_factor.rate_limited",
          entityType: "user",
          entityId: user.id,
          summary: `Too many wrong codes (${meta.context})`,
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
        ...actingAs(user, meta.ip),
        action: "two_factor.failed",
        entityType: "user",
        entityId: user.id,
        summary: `Wrong ${proof.code !== undefined ? "code" : "recovery code"} (${meta.context})`,
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

  return { verifyProof, assertProof };
}
