import { randomBytes } from "node:crypto";
import { eq, or, sql } from "drizzle-orm";
import { PASSWORD_RESET_TTL_MINUTES } from "#domain/account-link-terms.ts";
import {
  type ForgotPasswordInput,
  type LinkState,
  type PasswordSetAnswer,
  type SetPasswordInput,
} from "#domain/account-links.ts";
import { displayName } from "#domain/person.ts";
import { isStaff, type Role } from "#domain/auth.ts";
import { LOGIN_LIMIT_PER_ACCOUNT } from "./login.ts";
import { assertPasswordAcceptable, hashPassword } from "./passwords.ts";
import type { SessionService } from "#server/platform/auth/sessions.ts";
import type { Database } from "#server/platform/db/client.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { AppError } from "#server/platform/errors.ts";
import { compose } from "#server/platform/mail/compose.ts";
import { passwordChangedMail, passwordResetMail } from "./account-messages.ts";
import type { MailQueue } from "#server/platform/mail/queue.ts";
import { checkToken, issueToken, linkStateOf, markUsed, revokeUnusedTokens } from "./account-tokens.ts";
import type { AuditService } from "#server/platform/audit.ts";
import type { RateLimiter } from "#server/platform/rate-limiter.ts";
import { actingAs } from "#server/platform/staff-write.ts";

export const PASSWORD_RESET_TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60_000;

/**
 * "Forgot password?" limits (docs/decisions/0027). Per address: refused with 429, which says
 * nothing about any account. Per account: once over, the same answer is given but no more e-mail
 * is sent, so the limit itself cannot tell an existing account from an unknown one, and no one
 * can flood a user's inbox.
 */
export const FORGOT_LIMIT_PER_ADDRESS = { name: "forgot-address", limit: 10, windowMs: 15 * 60_000 };
export const FORGOT_LIMIT_PER_ACCOUNT = { name: "forgot-account", limit: 3, windowMs: 60 * 60_000 };

/**
 * Every request is answered no sooner than this after it arrived, whatever happened: the work
 * differs a little between an existing and an unknown account (a few more rows), and the floor
 * hides that difference as long as the work fits in it.
 */
export const FORGOT_MIN_RESPONSE_MS = 250;

export const RESET_LINK_DEAD = "This reset link has expired or was already used; ask for a new one";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Password reset by e-mail (docs/decisions/0027): a single-use link valid one hour; setting the new
 * password ends every session of the account, is audited and sends a password_changed e-mail.
 */
export function createPasswordResetService(
  db: Database,
  deps: { audit: AuditService; mail: MailQueue; sessions: SessionService; rateLimiter: RateLimiter },
) {
  const { audit, mail, rateLimiter } = deps;

  async function doRequest(input: ForgotPasswordInput, meta: { ip: string }) {
    const address = await rateLimiter.hit(FORGOT_LIMIT_PER_ADDRESS, meta.ip);
    if (!address.allowed) {
      throw new AppError(
        "RATE_LIMITED",
        `Too many requests. Please wait ${Math.ceil(address.retryAfterSeconds / 60)} minutes and try again.`,
        { retryAfterSeconds: address.retryAfterSeconds },
      );
    }
    const identifier = input.identifier.trim().toLowerCase();
    const [user] = await db
      .select()
      .from(users)
      .where(or(eq(sql`lower(${users.username})`, identifier), eq(sql`lower(${users.email})`, identifier)))
      .limit(1);
    // Counted per account whichever name is typed; an unknown name on its own key, at the same cost.
    const account = await rateLimiter.hit(FORGOT_LIMIT_PER_ACCOUNT, user ? `user:${user.id}` : `name:${identifier}`);
    // Only an account that can sign in gets a link: not an archived or inactive one, and not an
    // invited one (its invitation is staff's to send or revoke; a reset would bypass a revocation).
    const eligible = user && !user.archivedAt && user.isActive && user.passwordHash !== null;
    await db.transaction(async (tx) => {
      if (eligible && account.allowed) {
        const { token } = await issueToken(tx, {
          userId: user.id,
          purpose: "password_reset",
          ttlMs: PASSWORD_RESET_TTL_MS,
          createdBy: null,
        });
        await mail.queue(passwordResetMail(user, mail.link(`/reset-password?token=${encodeURIComponent(token)}`)), tx);
      } else {
        // Comparable work for no one: a token and a composed message, neither stored.
        const token = randomBytes(32).toString("base64url");
        compose(
          passwordResetMail({ id: 0, username: identifier, email: identifier, firstName: null, lastName: null }, token),
        );
      }
      await audit.record(
        {
          actor: null,
          action: account.allowed ? "password_reset.requested" : "password_reset.rate_limited",
          entityType: "user",
          entityId: user?.id,
          summary: `Password reset asked for "${identifier.slice(0, 100)}"${user ? (eligible ? "" : " (no link: the account cannot sign in)") : " (no such account)"}`,
          ip: meta.ip,
        },
        tx,
      );
    });
  }

  return {
    /** "Forgot password?": the same answer whether or not the account exists, in the same time. */
    async request(input: ForgotPasswordInput, meta: { ip: string }) {
      const started = performance.now();
      try {
        await doRequest(input, meta);
      } finally {
        const left = FORGOT_MIN_RESPONSE_MS - (performance.now() - started);
        if (left > 0) await sleep(left);
      }
    },

    /** For /reset-password: whom the link is for, or why it no longer works. */
    async inspect(token: string): Promise<LinkState> {
      return linkStateOf(await checkToken(db, token, "password_reset"));
    },

    /**
     * Set the new password with the link, in one transaction: the link is used (and the account's
     * other reset links die), every session of the account ends, the change is audited and the
     * password_changed e-mail is queued. The user then signs in as usual.
     */
    async reset(input: SetPasswordInput, meta: { ip: string }): Promise<PasswordSetAnswer> {
      assertPasswordAcceptable(input.password, "password");
      const passwordHash = await hashPassword(input.password);
      const answer = await db.transaction(async (tx) => {
        const check = await checkToken(tx, input.token, "password_reset", { lock: true });
        if (check.status !== "valid" || !check.user.isActive || check.user.passwordHash === null) {
          throw new AppError("VALIDATION", RESET_LINK_DEAD, { fieldErrors: { token: [RESET_LINK_DEAD] } });
        }
        const user = check.user;
        const now = new Date();
        await markUsed(tx, check.tokenId, now);
        await revokeUnusedTokens(tx, user.id, "password_reset", now);
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        const ended = await deps.sessions.revokeAllForUser(user.id, { executor: tx });
        await audit.record(
          {
            ...actingAs(user, meta.ip),
            action: "user.password_reset",
            entityType: "user",
            entityId: user.id,
            summary: `${displayName(user)} (${user.username}) reset their password with an e-mailed link; ${ended} session${ended === 1 ? "" : "s"} ended`,
            details: { sessionsEnded: ended },
          },
          tx,
        );
        await mail.queue(passwordChangedMail(user, { at: now, via: "reset", link: mail.link }), tx);
        return {
          userId: user.id,
          message: "Your password is changed, and you are signed out everywhere. Sign in with the new password.",
          signInPath: isStaff(user.role as Role) ? ("/admin-portal" as const) : ("/partner-portal" as const),
        };
      });
      // A locked-out user can sign in with the new password at once.
      await rateLimiter.reset(LOGIN_LIMIT_PER_ACCOUNT, `user:${answer.userId}`);
      return { message: answer.message, signInPath: answer.signInPath };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
