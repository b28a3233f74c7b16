import { and, desc, eq, gt } from "drizzle-orm";
import {
  SESSION_NOT_FOUND,
  WRONG_CURRENT_PASSWORD,
  type AccountOverview,
  type AccountPasswordInput,
  type AccountSession,
  type ContactDetails,
} from "#domain/account.ts";
import type { SessionUser } from "#domain/auth.ts";
import { displayName } from "#domain/person.ts";
import { describeUserAgent } from "#domain/user-agent.ts";
import { hashPassword, passwordProblem, verifyPassword } from "./passwords.ts";
import type { SessionService } from "#server/platform/auth/sessions.ts";
import type { Database } from "#server/platform/db/client.ts";
import { userSessions } from "#server/platform/db/schema/user-sessions.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { AppError } from "#server/platform/errors.ts";
import type { MailQueue } from "#server/platform/mail/queue.ts";
import { passwordChangedMail } from "./account-messages.ts";
import { readPersonalData } from "./personal-data.ts";
import type { AuditService } from "#server/platform/audit.ts";
import type { RateLimiter } from "#server/platform/rate-limiter.ts";
import type { ActingSession } from "#server/platform/staff-write.ts";

/**
 * Wrong current passwords on the account page, per account: the same budget as a sign-in
 * (server/features/accounts/login.ts), so a stolen session cannot be used to guess the password faster than
 * the sign-in page allows. A correct password clears the count.
 */
export const CURRENT_PASSWORD_LIMIT = { name: "account-password", limit: 5, windowMs: 15 * 60_000 };

/** Self-service (docs/product.md §Account): every change is the user's own, audited as theirs. */
export function createAccountService(deps: {
  db: Database;
  sessions: SessionService;
  audit: AuditService;
  rateLimiter: RateLimiter;
  mail: MailQueue;
  now?: () => number;
}) {
  const { db, sessions, rateLimiter, mail } = deps;
  const now = deps.now ?? Date.now;

  /** The user's sessions still in force (expired rows are deleted when next presented; not listed). */
  async function sessionsOf(user: SessionUser, sessionId: number): Promise<AccountSession[]> {
    const rows = await db
      .select()
      .from(userSessions)
      .where(and(eq(userSessions.userId, user.id), gt(userSessions.expiresAt, new Date(now()))))
      .orderBy(desc(userSessions.lastSeenAt), desc(userSessions.id));
    const list = rows.map((row) => ({
      id: row.id,
      device: describeUserAgent(row.userAgent),
      ipAddress: row.ipAddress,
      signedInAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      current: row.id === sessionId,
    }));
    // This device first, then the others by when they were last seen.
    return [...list.filter((s) => s.current), ...list.filter((s) => !s.current)];
  }

  async function contactOf(userId: number): Promise<ContactDetails> {
    const [row] = await db
      .select({ phone: users.phone, mailingAddress: users.mailingAddress })
      .from(users)
      .where(eq(users.id, userId));
    return { phone: row?.phone ?? null, mailingAddress: row?.mailingAddress ?? null };
  }

  return {
    /** What the account page shows the signed-in user, this session first. */
    async overview(user: SessionUser, sessionId: number): Promise<AccountOverview> {
      const { id, username, email, firstName, lastName, role } = user;
      return {
        profile: { id, username, email, firstName, lastName, role },
        contact: role === "investor" ? await contactOf(id) : null,
        sessions: await sessionsOf(user, sessionId),
      };
    },

    /**
     * Change one's own password: the current one is required (wrong ones are counted and limited),
     * the new one meets the one policy, the other sessions end (this one stays), the change is
     * audited and a password_changed mail is queued in the same transaction.
     */
    async changePassword(actor: ActingSession, input: AccountPasswordInput) {
      const key = `user:${actor.user.id}`;
      // The attempt takes its place in the limit before the password is checked (decision 0045).
      const limit = await rateLimiter.attempt(CURRENT_PASSWORD_LIMIT, key);
      if (!limit.allowed) {
        throw new AppError(
          "RATE_LIMITED",
          `Too many wrong passwords. Please wait ${Math.ceil(limit.retryAfterSeconds / 60)} minutes and try again.`,
          { retryAfterSeconds: limit.retryAfterSeconds },
        );
      }
      const [row] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, actor.user.id));
      if (!row || !(await verifyPassword(row.passwordHash, input.currentPassword))) {
        await deps.audit.record({
          ...actor,
          action: "account.password_change_failed",
          entityType: "user",
          entityId: actor.user.id,
          summary: `${actor.user.username} gave a wrong current password on the account page`,
        });
        throw new AppError("VALIDATION", WRONG_CURRENT_PASSWORD, {
          fieldErrors: { currentPassword: [WRONG_CURRENT_PASSWORD] },
        });
      }
      // The right current password is no guess: the count is cleared even if the new one is refused.
      await rateLimiter.reset(CURRENT_PASSWORD_LIMIT, key);
      const problem = passwordProblem(input.newPassword);
      if (problem) throw new AppError("VALIDATION", problem, { fieldErrors: { newPassword: [problem] } });

      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, actor.user.id));
        await deps.audit.record(
          {
            ...actor,
            entityType: "user",
            action: "account.password_changed",
            entityId: actor.user.id,
            summary: `${actor.user.username} changed their own password`,
          },
          tx,
        );
        await mail.queue(passwordChangedMail(actor.user, { at: new Date(now()), via: "account", link: mail.link }), tx);
      });
      const sessionsEnded = await sessions.revokeAllForUser(actor.user.id, { exceptSessionId: actor.sessionId });
      return { sessionsEnded };
    },

    /** An investor's phone and mailing address; audited with the values before and after. */
    async updateContact(actor: ActingSession, input: ContactDetails): Promise<ContactDetails> {
      if (actor.user.role !== "investor") {
        throw new AppError("FORBIDDEN", "Only investors keep contact details here; ask investor relations");
      }
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ phone: users.phone, mailingAddress: users.mailingAddress })
          .from(users)
          .where(eq(users.id, actor.user.id))
          .for("update");
        const after = { phone: input.phone, mailingAddress: input.mailingAddress };
        const changed = (["phone", "mailingAddress"] as const).filter((f) => before[f] !== after[f]);
        if (changed.length === 0) return after;
        await tx.update(users).set(after).where(eq(users.id, actor.user.id));
        const labels = { phone: "phone", mailingAddress: "mailing address" } as const;
        await deps.audit.record(
          {
            ...actor,
            entityType: "user",
            action: "account.contact_updated",
            entityId: actor.user.id,
            summary: `${displayName(actor.user)} (${actor.user.username}) updated their ${changed.map((f) => labels[f]).join(" and ")}`,
            details: {
              changed,
              before: Object.fromEntries(changed.map((f) => [f, before[f]])),
              after: Object.fromEntries(changed.map((f) => [f, after[f]])),
            },
          },
          tx,
        );
        return after;
      });
    },

    /** End one of the user's other sessions; another user's session id answers 404 like a missing one. */
    async endSession(actor: ActingSession, sessionId: number) {
      if (sessionId === actor.sessionId) {
        throw new AppError("CONFLICT", "This is the session you are using; log out to end it");
      }
      await db.transaction(async (tx) => {
        const [ended] = await tx
          .delete(userSessions)
          .where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, actor.user.id)))
          .returning({ id: userSessions.id, userAgent: userSessions.userAgent, ipAddress: userSessions.ipAddress });
        if (!ended) throw new AppError("NOT_FOUND", SESSION_NOT_FOUND);
        await deps.audit.record(
          {
            ...actor,
            entityType: "user",
            action: "account.session_ended",
            entityId: actor.user.id,
            summary: `${actor.user.username} ended a session (${describeUserAgent(ended.userAgent)})`,
            details: { sessionId: ended.id, device: describeUserAgent(ended.userAgent), ipAddress: ended.ipAddress },
          },
          tx,
        );
      });
    },

    /** End every session of the user but this one. */
    async endOtherSessions(actor: ActingSession) {
      const ended = await sessions.revokeAllForUser(actor.user.id, { exceptSessionId: actor.sessionId });
      await deps.audit.record({
        ...actor,
        action: "account.sessions_ended",
        entityType: "user",
        entityId: actor.user.id,
        summary: `${actor.user.username} ended ${ended} other session${ended === 1 ? "" : "s"}`,
        details: { ended },
      });
      return { ended };
    },

    /** Everything held about the user (personal-data.ts); the download itself is audited. */
    async personalData(actor: ActingSession) {
      const data = await readPersonalData(db, actor.user.id, new Date(now()));
      await deps.audit.record({
        ...actor,
        action: "account.personal_data_downloaded",
        entityType: "user",
        entityId: actor.user.id,
        summary: `${actor.user.username} downloaded their personal data`,
      });
      return data;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
