// New recovery codes for a user's own factor, with a proof; the earlier ones stop working.
import type { SessionUser } from "#domain/auth.ts";
import type { SecondFactorInput } from "#domain/two-factor.ts";
import { AppError } from "#server/platform/errors.ts";
import { actingAs } from "#server/platform/staff-write.ts";
import { twoFactorProof } from "./two-factor-proof.ts";
import { twoFactorStore, type TwoFactorContext } from "./internal/two-factor-store.ts";

export function twoFactorRecoveryCodes(context: TwoFactorContext) {
  const { db, audit } = context;
  const { loadFactor, issueRecoveryCodes } = twoFactorStore(context);
  const { assertProof } = twoFactorProof(context);

  return {
    /** Ten new recovery codes (the earlier ones stop working), with a code or a recovery code. */
    async regenerateRecoveryCodes(user: SessionUser, proof: SecondFactorInput, ip: string) {
      const factor = await loadFactor(user.id);
      if (!factor?.enabledAt) throw new AppError("CONFLICT", "Two-factor sign-in is not on");
      await assertProof(user, proof, ip, "new recovery codes");
      const codes = await db.transaction(async (tx) => {
        const issued = await issueRecoveryCodes(tx, user.id);
        await audit.record(
          {
            ...actingAs(user, ip),
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
  };
}
