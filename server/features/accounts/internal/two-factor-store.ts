// What the two-factor use cases share: their dependencies and clock, the factor's rows, the firm's setting.
import { eq } from "drizzle-orm";
import { RECOVERY_CODE_COUNT, TWO_FACTOR_ENROLMENT_PATH } from "#domain/two-factor.ts";
import type { AuditService } from "#server/platform/audit.ts";
import type { SessionService } from "#server/platform/auth/sessions.ts";
import type { Database } from "#server/platform/db/client.ts";
import { appSettings, TWO_FACTOR_REQUIRED_FOR_ALL_KEY } from "#server/platform/db/schema/app-settings.ts";
import { recoveryCodes, userTwoFactor } from "#server/platform/db/schema/two-factor.ts";
import type { MailQueue } from "#server/platform/mail/queue.ts";
import type { RateLimiter } from "#server/platform/rate-limiter.ts";
import type { Transaction } from "#server/platform/staff-write.ts";
import { formatRecoveryCode, hashRecoveryCode, newRecoveryCode } from "#server/features/accounts/totp.ts";

/** The services' one clock drives the codes' steps and the challenges (decision 0054). */
export interface TwoFactorContext {
  db: Database;
  audit: AuditService;
  mail: MailQueue;
  sessions: SessionService;
  rateLimiter: RateLimiter;
  now: () => number;
}

export const WRONG_CODE = "That code is not right. Check your authenticator app and try again.";

/** The reads and writes of a user's factor that enrolment, proofs and resets share. */
export function twoFactorStore({ db, mail }: TwoFactorContext) {
  /** Whether the firm requires two-factor sign-in of every account, not only staff. */
  async function requiredForAll(executor: Database | Transaction = db) {
    const [row] = await executor
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, TWO_FACTOR_REQUIRED_FOR_ALL_KEY));
    return row?.value === "true";
  }

  async function loadFactor(userId: number, executor: Database | Transaction = db) {
    const [factor] = await executor.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId));
    return factor ?? null;
  }

  /** Ten new codes replace any earlier ones (which stop working); returned once, formatted. */
  async function issueRecoveryCodes(tx: Transaction, userId: number) {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(userId, code) })));
    return codes.map(formatRecoveryCode);
  }

  /** Where the e-mails about the factor send the user: their two-factor page. */
  const accountUrl = () => mail.link(TWO_FACTOR_ENROLMENT_PATH);

  return { requiredForAll, loadFactor, issueRecoveryCodes, accountUrl };
}
