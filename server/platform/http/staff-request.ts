import type { FastifyRequest } from "fastify";
import { AppError, validationError } from "#server/platform/errors.ts";
import type { ActingUser } from "#server/platform/staff-write.ts";

/** The signed-in staff member making this request, for the audit log (set by the access check). */
export function actingUser(request: FastifyRequest): ActingUser {
  const user = request.user;
  if (!user) throw new AppError("UNAUTHENTICATED", "Sign in to continue");
  return { actor: { id: user.id, username: user.username }, ip: request.ip };
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
