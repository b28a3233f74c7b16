import type { FastifyRequest } from "fastify";
import type { SessionUser } from "#domain/auth.ts";
import { AppError, validationError } from "#server/platform/errors.ts";
import { actingAs, type ActingSession, type ActingUser } from "#server/platform/staff-write.ts";

/**
 * The signed-in user of this request, whole (role, names), set by the access check on every
 * non-public route: for reads scoped to them and services that need more than who acts. Who acts,
 * for the audit log, is `actingUser` (or `actingSession`), never built by hand (decision 0057).
 */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError("UNAUTHENTICATED", "Sign in to continue");
  return request.user;
}

/** The signed-in user making this request (staff or not), as the audit log names them. */
export function actingUser(request: FastifyRequest): ActingUser {
  return actingAs(signedInUser(request), request.ip);
}

/** actingUser with the whole user and the session they act from: the account page's own changes. */
export function actingSession(request: FastifyRequest): ActingSession {
  const user = signedInUser(request);
  if (request.sessionId === null) throw new AppError("UNAUTHENTICATED", "Sign in to continue");
  return { ...actingAs(user, request.ip), user, sessionId: request.sessionId };
}

const MAX_ID = 2_147_483_647;

/** The `:id` route parameter as a database id; anything else is a 404 with the given message. */
export function idParam(request: FastifyRequest, notFoundMessage: string): number {
  const raw = (request.params as { id?: string }).id ?? "";
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(id <= MAX_ID)) throw new AppError("NOT_FOUND", notFoundMessage);
  return id;
}

type SafeParse<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };

/** The input checked against a domain schema, or a 400 naming each bad field. */
export function parseOrThrow<T>(
  schema: { safeParse(input: unknown): SafeParse<T> },
  input: unknown,
  message?: string,
): T {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error, message);
  return result.data;
}
