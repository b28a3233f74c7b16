import type { FastifyPluginAsync } from "fastify";
import { mailListQuerySchema, mailPreferencesSchema } from "#domain/mail.ts";
import { SUPER_ADMIN } from "#server/platform/auth/access.ts";
import { MAIL_MESSAGE_NOT_FOUND } from "#server/features/staff/mail-outbox.ts";
import type { AppServices } from "#server/registry.ts";
import { actingUser, idParam, parseOrThrow, signedInUser } from "#server/platform/http/staff-request.ts";
import { accountApi } from "#domain/api/account.ts";
import { mailApi } from "#domain/api/mail.ts";

/**
 * E-mail (decision 0026): the outbox for super admins (every message, its bodies, "Send again" for
 * a failed one) and an investor's choice of optional notices.
 */
export const mailRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  const superAdmin = { config: { access: SUPER_ADMIN } };
  const outbox = services.mailOutbox;

  app.get("/admin/mail-messages", { ...superAdmin, schema: mailApi.list }, async (request) => {
    // An empty parameter (`?status=&before=`) means "not given".
    const given = Object.entries(request.query as Record<string, string>).filter(([, value]) => value !== "");
    return outbox.list(parseOrThrow(mailListQuerySchema, Object.fromEntries(given), "Invalid query"));
  });
  app.get("/admin/mail-messages/:id", { ...superAdmin, schema: mailApi.get }, async (request) => ({
    message: await outbox.get(idParam(request, MAIL_MESSAGE_NOT_FOUND)),
  }));
  app.post("/admin/mail-messages/:id/retry", { ...superAdmin, schema: mailApi.retry }, async (request) => ({
    message: await outbox.retry(idParam(request, MAIL_MESSAGE_NOT_FOUND), actingUser(request)),
  }));

  // Investors only: viewers and staff receive no optional notices.
  const investor = { config: { access: ["investor"] as const } };
  app.get("/account/mail-preferences", { ...investor, schema: accountApi.mailPreferences }, async (request) =>
    services.mailPreferences.get(signedInUser(request).id),
  );
  app.put("/account/mail-preferences", { ...investor, schema: accountApi.updateMailPreferences }, async (request) => {
    const preferences = parseOrThrow(mailPreferencesSchema, request.body);
    return services.mailPreferences.update(signedInUser(request), preferences, request.ip);
  });
};
