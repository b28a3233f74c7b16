import type { FastifyPluginAsync } from "fastify";
import { enrolmentConfirmSchema, secondFactorSchema, twoFactorSettingSchema } from "#domain/two-factor.ts";
import { SUPER_ADMIN } from "#server/platform/auth/access.ts";
import type { AppServices } from "#server/registry.ts";
import { actingUser, idParam, parseOrThrow, signedInUser } from "#server/platform/http/staff-request.ts";
import { twoFactorApi } from "#domain/api/account.ts";

/**
 * Two-factor sign-in (decision 0028). /api/account/two-factor: the signed-in user's own factor
 * (enrolment is open before it is set up; disabling and new recovery codes need a code).
 * /api/admin/...: super admins reset a user's factor and set the firm's requirement.
 */
export const twoFactorRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  const enrolment = { config: { access: "signed-in" as const, beforeTwoFactor: true } };
  const signedIn = { config: { access: "signed-in" as const } };
  const superAdmin = { config: { access: SUPER_ADMIN } };

  app.get("/account/two-factor", { ...enrolment, schema: twoFactorApi.status }, async (request) =>
    services.twoFactor.status(signedInUser(request)),
  );

  app.post("/account/two-factor/enrolment", { ...enrolment, schema: twoFactorApi.startEnrolment }, async (request) =>
    services.twoFactor.startEnrolment(signedInUser(request)),
  );

  app.post(
    "/account/two-factor/enrolment/confirm",
    { ...enrolment, schema: twoFactorApi.confirmEnrolment },
    async (request) => {
      const { code } = parseOrThrow(enrolmentConfirmSchema, request.body);
      return services.twoFactor.confirmEnrolment(signedInUser(request), code, request.ip);
    },
  );

  app.post("/account/two-factor/disable", { ...signedIn, schema: twoFactorApi.disable }, async (request, reply) => {
    await services.twoFactor.disable(signedInUser(request), parseOrThrow(secondFactorSchema, request.body), request.ip);
    return reply.code(204).send();
  });

  app.post("/account/two-factor/recovery-codes", { ...signedIn, schema: twoFactorApi.recoveryCodes }, async (request) =>
    services.twoFactor.regenerateRecoveryCodes(
      signedInUser(request),
      parseOrThrow(secondFactorSchema, request.body),
      request.ip,
    ),
  );

  app.post("/admin/users/:id/two-factor/reset", { ...superAdmin, schema: twoFactorApi.reset }, async (request) =>
    services.twoFactor.reset(idParam(request, "User not found"), actingUser(request)),
  );

  app.get("/admin/settings/two-factor", { ...superAdmin, schema: twoFactorApi.setting }, async () => ({
    requiredForAll: await services.twoFactor.requiredForAll(),
  }));

  app.put("/admin/settings/two-factor", { ...superAdmin, schema: twoFactorApi.updateSetting }, async (request) =>
    services.twoFactor.setRequiredForAll(
      parseOrThrow(twoFactorSettingSchema, request.body).requiredForAll,
      actingUser(request),
    ),
  );
};
