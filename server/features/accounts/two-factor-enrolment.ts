// A user's own factor: its status, setting it up (a secret confirmed by a first code), turning it off.
import { and, count, eq, isNull } from "drizzle-orm";
import { isStaff, type SessionUser } from "#domain/auth.ts";
import type { SecondFactorInput, TwoFactorEnrolment, TwoFactorStatus } from "#domain/two-factor.ts";
import { twoFactorEnrolmentRequired } from "#server/platform/auth/sessions.ts";
import { recoveryCodes, userTwoFactor } from "#server/platform/db/schema/two-factor.ts";
import { AppError } from "#server/platform/errors.ts";
import { actingAs } from "#server/platform/staff-write.ts";
import { matchingStep, newTotpSecret, qrSvg, totpUri } from "./totp.ts";
import { twoFactorDisabledMail, twoFactorEnabledMail } from "./two-factor-messages.ts";
import { rateLimitedError, TWO_FACTOR_LIMIT, twoFactorProof } from "./two-factor-proof.ts";
import { twoFactorStore, WRONG_CODE, type TwoFactorContext } from "./internal/two-factor-store.ts";

export function twoFactorEnrolment(context: TwoFactorContext) {
  const { db, audit, mail, sessions, rateLimiter, now } = context;
  const { requiredForAll, loadFactor, issueRecoveryCodes, accountUrl } = twoFactorStore(context);
  const { assertProof } = twoFactorProof(context);

  return {
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
      const exempt = sessions.twoFactorExempt.has(user.username.toLowerCase());
      return {
        enabled,
        enabledAt: factor?.enabledAt?.toISOString() ?? null,
        recoveryCodesLeft: Number(left.n),
        required: !exempt && (isStaff(user.role) || forAll),
        enrolmentRequired: twoFactorEnrolmentRequired(
          { username: user.username, role: user.role, twoFactorEnabled: enabled },
          forAll,
          sessions.twoFactorExempt,
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
            ...actingAs(user, ip),
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
            ...actingAs(user, ip),
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
  };
}
