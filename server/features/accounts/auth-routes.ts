import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { ACCOUNT_ARCHIVED, loginSchema, type LoginResponse, type SessionStatus } from "#domain/auth.ts";
import { secondFactorSchema, type TwoFactorChallenge } from "#domain/two-factor.ts";
import {
  challengeCookieName,
  clearChallengeCookie,
  clearSessionCookie,
  readCookie,
  serializeChallengeCookie,
  serializeSessionCookie,
} from "#server/platform/auth/cookies.ts";
import { sessionTokenOf } from "#server/platform/auth/guard.ts";
import { AppError, validationError } from "#server/platform/errors.ts";
import type { AppServices } from "#server/registry.ts";
import { CHALLENGE_TTL_MS, rateLimitedError } from "#server/features/accounts/two-factor.ts";
import { sessionApi } from "#domain/api/account.ts";
import { actingAs } from "#server/platform/staff-write.ts";

export const authRoutes: FastifyPluginAsync<{ services: AppServices; isProduction: boolean }> = async (
  app,
  { services, isProduction },
) => {
  /**
   * A new token at every sign-in; the session of the cookie this browser held until now (of this
   * user or another) ends on the server too, not just in the browser.
   */
  async function startSession(request: FastifyRequest, reply: FastifyReply, token: string, response: LoginResponse) {
    const previousToken = sessionTokenOf(request, isProduction);
    if (previousToken) await services.sessions.revoke(previousToken);
    reply.header(
      "set-cookie",
      [reply.getHeader("set-cookie") ?? []].flat().map(String).concat(serializeSessionCookie(token, isProduction)),
    );
    return response;
  }

  app.post("/login", { config: { access: "public" }, schema: sessionApi.login }, async (request, reply) => {
    const parsed = loginSchema.safeParse(request.body);
    if (!parsed.success) throw validationError(parsed.error);
    const result = await services.login.login(parsed.data, {
      ip: request.ip,
      userAgent: request.headers["user-agent"],
    });
    switch (result.status) {
      case "ok":
        return startSession(request, reply, result.token, result.response);
      case "two_factor_required": {
        // 202: the password was right, the sign-in is not complete. The challenge rides in an
        // HttpOnly cookie (decision 0028): no script sees it, and it stays with this browser.
        reply.header(
          "set-cookie",
          serializeChallengeCookie(result.challengeToken, isProduction, CHALLENGE_TTL_MS / 1000),
        );
        return reply.code(202).send({ twoFactorRequired: true } satisfies TwoFactorChallenge);
      }
      case "invalid":
        throw new AppError("UNAUTHENTICATED", result.message);
      case "inactive":
        throw new AppError("FORBIDDEN", "This account is inactive. Please contact support.");
      case "archived":
        throw new AppError("FORBIDDEN", ACCOUNT_ARCHIVED);
      case "rate_limited":
        throw new AppError(
          "RATE_LIMITED",
          `Too many sign-in attempts. Please wait ${Math.ceil(result.retryAfterSeconds / 60)} minutes and try again.`,
          { retryAfterSeconds: result.retryAfterSeconds },
        );
    }
  });

  // The second step of a sign-in with a second factor: { code } or { recoveryCode }.
  app.post(
    "/login/two-factor",
    { config: { access: "public" }, schema: sessionApi.twoFactor },
    async (request, reply) => {
      const parsed = secondFactorSchema.safeParse(request.body);
      if (!parsed.success) throw validationError(parsed.error);
      const result = await services.login.completeTwoFactor(
        readCookie(request.headers.cookie, challengeCookieName(isProduction)),
        parsed.data,
        { ip: request.ip, userAgent: request.headers["user-agent"] },
      );
      switch (result.status) {
        case "ok":
          reply.header("set-cookie", clearChallengeCookie(isProduction));
          return startSession(request, reply, result.token, result.response);
        case "no_challenge":
          reply.header("set-cookie", clearChallengeCookie(isProduction));
          throw new AppError("UNAUTHENTICATED", "Your sign-in took too long. Please enter your password again.");
        case "wrong":
          throw new AppError("VALIDATION", result.message, { fieldErrors: { [result.field]: [result.message] } });
        case "rate_limited":
          throw rateLimitedError(result.retryAfterSeconds);
      }
    },
  );

  app.post("/logout", { config: { access: "public" }, schema: sessionApi.logout }, async (request, reply) => {
    const token = sessionTokenOf(request, isProduction);
    if (token) {
      const session = await services.sessions.authenticate(token);
      await services.sessions.revoke(token);
      if (session) {
        await services.audit.record({
          ...actingAs(session.user, request.ip),
          action: "logout",
          entityType: "user",
          entityId: session.user.id,
        });
      }
    }
    return reply.header("set-cookie", clearSessionCookie(isProduction)).code(204).send();
  });

  app.get(
    "/session",
    { config: { access: "public" }, schema: sessionApi.session },
    async (request): Promise<SessionStatus> => {
      const session = await services.sessions.authenticate(sessionTokenOf(request, isProduction));
      return { user: session?.user ?? null };
    },
  );
};
