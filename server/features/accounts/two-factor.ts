import type { AuditService } from "#server/platform/audit.ts";
import type { SessionService } from "#server/platform/auth/sessions.ts";
import type { Database } from "#server/platform/db/client.ts";
import type { MailQueue } from "#server/platform/mail/queue.ts";
import type { RateLimiter } from "#server/platform/rate-limiter.ts";
import { manageTwoFactor } from "./manage-two-factor.ts";
import { twoFactorChallenges } from "./two-factor-challenges.ts";
import { twoFactorEnrolment } from "./two-factor-enrolment.ts";
import { twoFactorProof } from "./two-factor-proof.ts";
import { twoFactorRecoveryCodes } from "./two-factor-recovery-codes.ts";
import { twoFactorStore, type TwoFactorContext } from "./internal/two-factor-store.ts";

// What the sign-in routes and the tests name, where they have always found it.
export { CHALLENGE_TTL_MS } from "./two-factor-challenges.ts";
export { rateLimitedError, TWO_FACTOR_LIMIT, type ProofResult } from "./two-factor-proof.ts";

/**
 * Two-factor sign-in (decision 0028), one service bound from its use cases: a user's own factor
 * (two-factor-enrolment.ts), proof of it (two-factor-proof.ts), recovery codes
 * (two-factor-recovery-codes.ts), the sign-in's challenge (two-factor-challenges.ts) and the super
 * admins' reset and firm setting (manage-two-factor.ts).
 */
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
  const context: TwoFactorContext = { db, ...deps, now: deps.now ?? Date.now };
  return {
    verifyProof: twoFactorProof(context).verifyProof,
    requiredForAll: twoFactorStore(context).requiredForAll,
    ...twoFactorEnrolment(context),
    ...twoFactorRecoveryCodes(context),
    ...manageTwoFactor(context),
    ...twoFactorChallenges(context),
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
