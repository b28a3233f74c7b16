import { createHash, randomBytes } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import { isStaff, type Role, type SessionUser } from "#domain/auth.ts";
import type { Database } from "#server/platform/db/client.ts";
import { appSettings, TWO_FACTOR_REQUIRED_FOR_ALL_KEY } from "#server/platform/db/schema/app-settings.ts";
import { userTwoFactor } from "#server/platform/db/schema/two-factor.ts";
import { userSessions } from "#server/platform/db/schema/user-sessions.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { policyFor, TOUCH_INTERVAL_MS } from "./session-policy.ts";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export interface AuthenticatedSession {
  sessionId: number;
  user: SessionUser;
}

export interface SessionOptions {
  /**
   * Demo mode only (server/index.ts): the seeded demo accounts' usernames, which may work without a
   * second factor even where one is required (decision 0028). Never read from the database, so no
   * request can add a name to it.
   */
  twoFactorExempt?: readonly string[];
}

/**
 * Whether an account must set up a second factor before anything else: staff always, everyone
 * when the firm requires it; never one that has one, nor a demo account in demo mode.
 */
export function twoFactorEnrolmentRequired(
  user: { username: string; role: Role; twoFactorEnabled: boolean },
  requiredForAll: boolean,
  exempt: ReadonlySet<string>,
) {
  if (user.twoFactorEnabled || exempt.has(user.username.toLowerCase())) return false;
  return isStaff(user.role) || requiredForAll;
}

/** Database sessions: the cookie holds a random 256-bit token; the table holds its sha256. */
export function createSessionService(db: Database, now: () => number = Date.now, options: SessionOptions = {}) {
  const exempt = new Set((options.twoFactorExempt ?? []).map((name) => name.toLowerCase()));
  // Every signed-in request asks this: built once, and a named prepared statement on PostgreSQL.
  const sessionByToken = db
    .select({
      sessionId: userSessions.id,
      expiresAt: userSessions.expiresAt,
      lastSeenAt: userSessions.lastSeenAt,
      user: {
        id: users.id,
        username: users.username,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
        fundIAccess: users.fundIAccess,
        fundIIAccess: users.fundIIAccess,
        isActive: users.isActive,
        archivedAt: users.archivedAt,
      },
      twoFactorEnabledAt: userTwoFactor.enabledAt,
      // The firm's setting in the same round trip (a setting changed on any instance applies at once).
      requiredForAll: sql<boolean>`exists (select 1 from ${appSettings} where ${appSettings.key} = ${TWO_FACTOR_REQUIRED_FOR_ALL_KEY} and ${appSettings.value} = 'true')`,
    })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .leftJoin(userTwoFactor, eq(userTwoFactor.userId, users.id))
    .where(eq(userSessions.tokenHash, sql.placeholder("tokenHash")))
    .limit(1)
    .prepare("session_by_token");
  return {
    twoFactorExempt: exempt as ReadonlySet<string>,

    async create(user: { id: number; role: Role }, meta: { ip?: string; userAgent?: string } = {}) {
      const token = randomBytes(32).toString("base64url");
      const at = now();
      const expiresAt = new Date(at + policyFor(user.role).absoluteMs);
      await db.insert(userSessions).values({
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt,
        lastSeenAt: new Date(at),
        ipAddress: meta.ip?.slice(0, 64) ?? null,
        userAgent: meta.userAgent?.slice(0, 500) ?? null,
      });
      return { token, expiresAt };
    },

    /** The session's user, or null when missing, expired (absolute or idle) or the user is inactive or archived. */
    async authenticate(token: string | undefined): Promise<AuthenticatedSession | null> {
      if (!token || token.length > 200) return null;
      const [row] = await sessionByToken.execute({ tokenHash: hashToken(token) });
      if (!row) return null;
      const at = now();
      const { isActive, archivedAt, ...user } = row.user;
      const idleExpired = row.lastSeenAt.getTime() + policyFor(user.role as Role).idleMs <= at;
      if (row.expiresAt.getTime() <= at || idleExpired || !isActive || archivedAt !== null) {
        await db.delete(userSessions).where(eq(userSessions.id, row.sessionId));
        return null;
      }
      if (at - row.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
        await db
          .update(userSessions)
          .set({ lastSeenAt: new Date(at) })
          .where(eq(userSessions.id, row.sessionId));
      }
      const twoFactorEnabled = row.twoFactorEnabledAt !== null;
      const role = user.role as Role;
      return {
        sessionId: row.sessionId,
        user: {
          ...user,
          role,
          twoFactorEnabled,
          twoFactorEnrolmentRequired: twoFactorEnrolmentRequired(
            { username: user.username, role, twoFactorEnabled },
            row.requiredForAll === true,
            exempt,
          ),
        },
      };
    },

    async revoke(token: string) {
      await db.delete(userSessions).where(eq(userSessions.tokenHash, hashToken(token)));
    },

    /**
     * End every session of a user (password change, deactivation, a super admin's request); in the
     * caller's transaction when given one (a password reset ends them with the change itself).
     */
    async revokeAllForUser(
      userId: number,
      options: { exceptSessionId?: number; executor?: Pick<Database, "delete"> } = {},
    ) {
      const where =
        options.exceptSessionId === undefined
          ? eq(userSessions.userId, userId)
          : and(eq(userSessions.userId, userId), ne(userSessions.id, options.exceptSessionId));
      const ended = await (options.executor ?? db).delete(userSessions).where(where).returning({ id: userSessions.id });
      return ended.length;
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
