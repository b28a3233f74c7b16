import { data, type AppLoadContext, type LoaderFunctionArgs } from "react-router";
import type { Role, SessionUser } from "#domain/auth.ts";
import { ERROR_CODES, type ErrorCode } from "#domain/errors.ts";
import { TWO_FACTOR_ENROLMENT_REQUIRED_MESSAGE } from "#domain/two-factor.ts";
import { AppError, statusOf, validationError } from "#server/platform/errors.ts";
import type { ResourceAnswer } from "#app/lib/use-resource.ts";
import { PRIVATE_HEADERS } from "./guards.server.ts";

/**
 * Who may read a resource route (decision 0054): "public", or a role list, as the API declares it
 * (server/auth/access.ts). Every resource route exports its `access`; one without it stops the
 * server at start-up (server/http/resource-access.ts).
 */
export type ResourceAccess = "public" | readonly Role[];

interface ResourceArgs {
  context: AppLoadContext;
  params: LoaderFunctionArgs["params"];
  /** The query of the request (a .data request's own parameters are not among them). */
  query: URLSearchParams;
  user: SessionUser;
}

const refusal = (code: ErrorCode, message: string) => {
  throw new AppError(code, message);
};

/** The API's access check (server/auth/guard.ts), with its codes and messages. */
async function caller(context: AppLoadContext, roles: readonly Role[]): Promise<SessionUser> {
  const user = await context.auth.getUser();
  if (!user) return refusal("UNAUTHENTICATED", "Sign in to continue");
  if (!roles.includes(user.role)) return refusal("FORBIDDEN", "You do not have access to this");
  if (user.twoFactorEnrolmentRequired)
    return refusal("TWO_FACTOR_ENROLMENT_REQUIRED", TWO_FACTOR_ENROLMENT_REQUIRED_MESSAGE);
  return user;
}

/**
 * The loader of a resource route that a dialog reads with `useResource` (useFetcher().load): the
 * access check, then `read` (a service call in-process). Its answer is never thrown: a refusal or a
 * service's error comes back as `{ ok: false, error }` with the API's status, so the dialog says it
 * in place (a thrown one would replace the page with its error boundary). Private, never stored.
 */
export function resourceLoader<T>(roles: readonly Role[], read: (args: ResourceArgs) => Promise<T>) {
  return async ({ context, params, request }: LoaderFunctionArgs) => {
    const headers = PRIVATE_HEADERS;
    try {
      const user = await caller(context, roles);
      const query = new URL(request.url).searchParams;
      query.delete("_routes");
      const answer: ResourceAnswer<T> = { ok: true, data: await read({ context, params, query, user }) };
      return data(answer, { headers });
    } catch (error) {
      // Duck-typed: the build bundles its own copy of server/errors.ts, so the services' AppError
      // (the server's copy) is not an instance of the one imported here.
      if (!isAppError(error)) {
        context.logError(error, "Resource route failed");
        const answer: ResourceAnswer<T> = { ok: false, error: { code: "INTERNAL", message: "Something went wrong" } };
        return data(answer, { status: 500, headers });
      }
      const answer: ResourceAnswer<T> = { ok: false, error: { code: error.code, message: error.message } };
      return data(answer, { status: statusOf(error.code), headers });
    }
  };
}

const isAppError = (error: unknown): error is AppError =>
  error instanceof Error &&
  error.name === "AppError" &&
  (ERROR_CODES as readonly unknown[]).includes((error as { code?: unknown }).code);

/** An id in a route's path, as the API reads it (server/platform/http/staff-request.ts): else NOT_FOUND. */
export function idOf(raw: string | undefined, notFoundMessage: string): number {
  const id = /^[1-9]\d{0,9}$/.test(raw ?? "") ? Number(raw) : NaN;
  if (!(id <= 2_147_483_647)) throw new AppError("NOT_FOUND", notFoundMessage);
  return id;
}

/** The query checked against a domain schema (as the API's parseOrThrow), or a 400 naming each bad field. */
export function parseQuery<T>(schema: { safeParse(input: unknown): SafeParse<T> }, query: URLSearchParams): T {
  const parsed = schema.safeParse(Object.fromEntries(query));
  if (!parsed.success) throw validationError(parsed.error, "Invalid query");
  return parsed.data;
}

type SafeParse<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
