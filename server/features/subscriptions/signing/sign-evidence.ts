// The ESIGN/UETA evidence a signature records besides what the signer typed: where from (the
// client's address as the app determines it, decision 0045), with what (the user agent) and how
// the signer signed in (read from their session, never from what the browser says).
import { eq } from "drizzle-orm";
import type { Database } from "#server/platform/db/client.ts";
import { userTwoFactor } from "#server/platform/db/schema/two-factor.ts";
import { userSessions } from "#server/platform/db/schema/user-sessions.ts";
import type { Transaction } from "#server/platform/staff-write.ts";

export interface RequestEvidence {
  ip: string;
  userAgent: string;
  sessionId: number | null;
}

export const PASSWORD_ONLY = "password";
export const PASSWORD_AND_APP = "password and authenticator app";

/**
 * How the session was established: a user whose second factor was on when the session began
 * signed in with it (login.ts asks every such sign-in for a code); otherwise with the password alone.
 */
export async function signInMethod(db: Database | Transaction, sessionId: number | null): Promise<string> {
  if (sessionId === null) return PASSWORD_ONLY;
  const [row] = await db
    .select({ startedAt: userSessions.createdAt, enabledAt: userTwoFactor.enabledAt })
    .from(userSessions)
    .leftJoin(userTwoFactor, eq(userTwoFactor.userId, userSessions.userId))
    .where(eq(userSessions.id, sessionId));
  return row?.enabledAt && row.enabledAt <= row.startedAt ? PASSWORD_AND_APP : PASSWORD_ONLY;
}

/** The user agent as stored (at most 500 characters; "unknown" when the client sent none). */
export const userAgentOf = (header: string | string[] | undefined) =>
  (Array.isArray(header) ? header.join(" ") : (header ?? "")).slice(0, 500) || "unknown";
