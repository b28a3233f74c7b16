import type { FastifyInstance, FastifyRequest } from "fastify";
import type { SessionUser } from "#domain/auth.ts";
import { TWO_FACTOR_ENROLMENT_REQUIRED_MESSAGE } from "#domain/two-factor.ts";
import { AppError } from "#server/platform/errors.ts";
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

/**
 * A write carrying the session cookie must say where it comes from: browsers send Origin (or at
 * least Sec-Fetch-Site) with every fetch POST, so a request with neither did not come from our
 * pages. Scripts send `Origin: <BASE_URL>` (docs/session-policy.md).
 */
export function isUnattributedCookieWrite(request: FastifyRequest, isProduction: boolean) {
  if (SAFE_METHODS.has(request.method)) return false;
  if (request.headers.origin || request.headers["sec-fetch-site"]) return false;
  return sessionTokenOf(request, isProduction) !== undefined;
}

/**
 * API writes take JSON only: any other declared body type is refused, even where no body is read.
 * The upload routes (config.multipart) take multipart/form-data as well, and nothing else.
 */
export function isNonJsonWrite(request: FastifyRequest) {
  if (SAFE_METHODS.has(request.method)) return false;
  const contentType = request.headers["content-type"];
  if (contentType === undefined) return false;
  const type = contentType.split(";")[0].trim().toLowerCase();
  if (type === "multipart/form-data" && request.routeOptions.config?.multipart === true) return false;
  if (type === "application/x-www-form-urlencoded" && request.routeOptions.config?.formPost === true) return false;
  return type !== "application/json";
}

/**
 * The one check that an account which must have a second factor has one (decision 0028): staff
 * always, everyone when the firm requires it, demo accounts exempt in demo mode. Until it enrols,
 * only routes marked `beforeTwoFactor` (enrolment) answer it, besides the public ones.
 */
export function assertTwoFactorSatisfied(user: SessionUser, request?: FastifyRequest) {
  if (!user.twoFactorEnrolmentRequired) return;
  if (request?.routeOptions.config?.beforeTwoFactor === true) return;
  throw new AppError("TWO_FACTOR_ENROLMENT_REQUIRED", TWO_FACTOR_ENROLMENT_REQUIRED_MESSAGE);
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
    // A form post route (one-click unsubscribe) reads no cookie: its token is its authority, and
    // RFC 8058 posts come from mail programs and their servers, wherever they are.
    const formPost = request.routeOptions.config?.formPost === true;
    if (!formPost && isForeignOrigin(request, options.allowedOrigin)) {
      throw new AppError("FORBIDDEN", "Cross-site requests are not allowed");
    }
    if (isUnattributedCookieWrite(request, options.isProduction)) {
      throw new AppError("FORBIDDEN", "Signed-in writes must send an Origin header naming this site");
    }
    if (isNonJsonWrite(request)) {
      const upload = request.routeOptions.config?.multipart === true;
      throw new AppError(
        "UNSUPPORTED_MEDIA_TYPE",
        upload ? "Send the upload as multipart/form-data" : "Send the request body as application/json",
      );
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
    assertTwoFactorSatisfied(session.user, request);
  });
}
