import type { FastifyPluginAsync } from "fastify";
import { ACCOUNT_ARCHIVED, loginSchema, type SessionStatus } from "../../domain/auth.ts";
import { clearSessionCookie, serializeSessionCookie } from "../auth/cookies.ts";
import { sessionTokenOf } from "../auth/guard.ts";
import { AppError, validationError } from "../errors.ts";
import type { AppServices } from "../services/registry.ts";

export const authRoutes: FastifyPluginAsync<{ services: AppServices; isProduction: boolean }> = async (
  app,
  { services, isProduction },
) => {
  app.post("/login", { config: { access: "public" } }, async (request, reply) => {
    const parsed = loginSchema.safeParse(request.body);
    if (!parsed.success) throw validationError(parsed.error);
    const result = await services.login.login(parsed.data, {
      ip: request.ip,
      userAgent: request.headers["user-agent"],
    });
    switch (result.status) {
      case "ok": {
        // A new token at every sign-in; the session of the cookie this browser held until now (of
        // this user or another) ends on the server too, not just in the browser.
        const previousToken = sessionTokenOf(request, isProduction);
        if (previousToken) await services.sessions.revoke(previousToken);
        reply.header("set-cookie", serializeSessionCookie(result.token, isProduction));
        return result.response;
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

  app.post("/logout", { config: { access: "public" } }, async (request, reply) => {
    const token = sessionTokenOf(request, isProduction);
    if (token) {
      const session = await services.sessions.authenticate(token);
      await services.sessions.revoke(token);
      if (session) {
        await services.audit.record({
          actor: { id: session.user.id, username: session.user.username },
          action: "logout",
          entityType: "user",
          entityId: session.user.id,
          ip: request.ip,
        });
      }
    }
    return reply.header("set-cookie", clearSessionCookie(isProduction)).code(204).send();
  });

  app.get("/session", { config: { access: "public" } }, async (request): Promise<SessionStatus> => {
    const session = await services.sessions.authenticate(sessionTokenOf(request, isProduction));
    return { user: session?.user ?? null };
  });
};
