import type { FastifyPluginAsync } from "fastify";
import { FORGOT_PASSWORD_ANSWER, forgotPasswordSchema, setPasswordSchema } from "#domain/account-links.ts";
import type { AppServices } from "#server/registry.ts";
import { parseOrThrow } from "#server/platform/http/staff-request.ts";
import { sessionApi } from "#domain/api/account.ts";

/**
 * The public halves of invitations and password resets (docs/decisions/0027). Public, so the API's
 * cross-site rules apply as to the sign-in: a foreign Origin is refused, bodies are JSON only.
 */
export const accountLinkRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  const open = { config: { access: "public" as const } };

  // The same 202 and body whether or not the account exists (and, within the floor, the same time).
  app.post("/auth/forgot-password", { ...open, schema: sessionApi.forgotPassword }, async (request, reply) => {
    const input = parseOrThrow(forgotPasswordSchema, request.body);
    await services.passwordReset.request(input, { ip: request.ip });
    return reply.code(202).send({ message: FORGOT_PASSWORD_ANSWER });
  });

  app.post("/auth/reset-password", { ...open, schema: sessionApi.resetPassword }, async (request) =>
    services.passwordReset.reset(parseOrThrow(setPasswordSchema, request.body), { ip: request.ip }),
  );

  app.post("/auth/accept-invitation", { ...open, schema: sessionApi.acceptInvitation }, async (request) =>
    services.invitations.accept(parseOrThrow(setPasswordSchema, request.body), { ip: request.ip }),
  );
};
