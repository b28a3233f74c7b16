import type { FastifyPluginAsync } from "fastify";
import { accountPasswordSchema, contactDetailsSchema, SESSION_NOT_FOUND } from "#domain/account.ts";
import { AppError } from "#server/platform/errors.ts";
import type { AppServices } from "#server/registry.ts";
import { actingSession, idParam, parseOrThrow } from "#server/platform/http/staff-request.ts";
import { accountApi } from "#domain/api/account.ts";

/**
 * The self-service account (docs/product.md §Account): every signed-in user, acting only on their
 * own account. Contact details are the investors' (the service answers 403 to other roles).
 */
export const accountRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  const signedIn = { config: { access: "signed-in" as const } };
  const account = services.account;

  app.get("/account", { ...signedIn, schema: accountApi.overview }, async (request) => {
    const { user, sessionId } = actingSession(request);
    return account.overview(user, sessionId);
  });

  app.post("/account/password", { ...signedIn, schema: accountApi.password }, async (request) => {
    const input = parseOrThrow(accountPasswordSchema, request.body);
    const { sessionsEnded } = await account.changePassword(actingSession(request), input);
    return { message: "Your password has been changed", sessionsEnded };
  });

  app.put("/account/contact", { ...signedIn, schema: accountApi.contact }, async (request) => {
    const actor = actingSession(request);
    // Roles first: a viewer's or a staff member's request is a 403 whatever its body.
    if (actor.user.role !== "investor") {
      throw new AppError("FORBIDDEN", "Only investors keep contact details here; ask investor relations");
    }
    return { contact: await account.updateContact(actor, parseOrThrow(contactDetailsSchema, request.body)) };
  });

  app.delete("/account/sessions/:id", { ...signedIn, schema: accountApi.endSession }, async (request, reply) => {
    await account.endSession(actingSession(request), idParam(request, SESSION_NOT_FOUND));
    return reply.code(204).send();
  });

  // A download (Content-Disposition), so the browser saves it from a plain link on /account.
  app.get("/account/personal-data", { ...signedIn, schema: accountApi.personalData }, async (request, reply) => {
    const data = await account.personalData(actingSession(request));
    const day = data.generatedAt.slice(0, 10);
    void reply
      .header("Cache-Control", "no-store")
      .header("Content-Disposition", `attachment; filename="edfutures-personal-data-${day}.json"`);
    return data;
  });

  app.post("/account/sessions/end-others", { ...signedIn, schema: accountApi.endOthers }, async (request) =>
    account.endOtherSessions(actingSession(request)),
  );
};
