import type { SessionUser } from "#domain/auth.ts";
import type { Database } from "#server/platform/db/client.ts";
import type { AuditActor } from "./audit.ts";

/**
 * Who acts and from where, as every audit row names them (decision 0057): a handler takes it from
 * its request (`actingUser`, server/platform/http/staff-request.ts), a service that knows the user
 * some other way (a sign-in, an e-mailed link) makes it with `actingAs`.
 */
export interface ActingUser {
  actor: AuditActor;
  ip: string;
}

/** An ActingUser on their own account: the whole user too, and the session they act from. */
export interface ActingSession extends ActingUser {
  user: SessionUser;
  sessionId: number;
}

/** The one way to make an ActingUser from a user: their id and username, and the address. */
export function actingAs(user: { id: number; username: string }, ip: string): ActingUser {
  return { actor: { id: user.id, username: user.username }, ip };
}

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** "YYYY-MM-DDTHH:mm:ss.sssZ" for the timestamps of a row. */
export function isoTimestamps<T extends { createdAt?: Date; updatedAt?: Date }>(row: T) {
  return {
    ...row,
    ...(row.createdAt ? { createdAt: row.createdAt.toISOString() } : {}),
    ...(row.updatedAt ? { updatedAt: row.updatedAt.toISOString() } : {}),
  } as Omit<T, "createdAt" | "updatedAt"> &
    (T extends { createdAt: Date } ? { createdAt: string } : unknown) &
    (T extends { updatedAt: Date } ? { updatedAt: string } : unknown);
}
