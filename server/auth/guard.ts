import type { FastifyInstance, FastifyRequest } from "fastify";
import type { SessionUser } from "../../domain/auth.ts";
import { AppError } from "../errors.ts";
import type { Access } from "./access.ts";
import { readCookie, sessionCookieName } from "./cookies.ts";
import type { SessionService } from "./sessions.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the access check for non-public routes (and by routes that read the session). */
    user: SessionUser | null;
    sessionId: number | null;
  }
  interface FastifyInstance {
    /** Every API route with its declared access, for the authorization matrix test. */
    apiRoutes: Array<{ method: string; url: string; access: Access }>;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Refuse state-changing requests sent by another site (CSRF): a foreign Origin or Sec-Fetch-Site. */
export function isForeignOrigin(request: FastifyRequest, allowedOrigin: string) {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.origin;
  if (origin && origin !== allowedOrigin) return true;
  return request.headers["sec-fetch-site"] === "cross-site";
}

export function sessionTokenOf(request: FastifyRequest, isProduction: boolean) {
  return readCookie(request.headers.cookie, sessionCookieName(isProduction));
}

/**
 * One access check for the whole API: each route declares its access next to itself; routes
 * without a declaration stop the server at start-up, so none can be left unguarded.
 */
export function registerAccessControl(
  api: FastifyInstance,
  options: { sessions: SessionService; isProduction: boolean; allowedOrigin: string },
) {
  api.decorateRequest("user", null);
  api.decorateRequest("sessionId", null);
  if (!api.hasDecorator("apiRoutes")) api.decorate("apiRoutes", []);

  api.addHook("onRoute", (route) => {
    const access = route.config?.access;
    if (!access) throw new Error(`API route ${String(route.method)} ${route.url} declares no access`);
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") api.apiRoutes.push({ method, url: route.url, access });
    }
  });

  api.addHook("onRequest", async (request) => {
    if (isForeignOrigin(request, options.allowedOrigin)) {
      throw new AppError("FORBIDDEN", "Cross-site requests are not allowed");
    }
    const access = request.routeOptions.config?.access ?? "public";
    if (access === "public") return;
    const session = await options.sessions.authenticate(sessionTokenOf(request, options.isProduction));
    if (!session) throw new AppError("UNAUTHENTICATED", "Sign in to continue");
    request.user = session.user;
    request.sessionId = session.sessionId;
    if (access !== "signed-in" && !access.includes(session.user.role)) {
      throw new AppError("FORBIDDEN", "You do not have access to this");
    }
  });
}
