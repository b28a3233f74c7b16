import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import {
  EMAIL_AND_PASSWORD_REQUIRED,
  passwordChangeSchema,
  userCreateSchema,
  userPageQuerySchema,
  userUpdateSchema,
} from "#domain/user.ts";
import { STAFF, SUPER_ADMIN } from "#server/platform/auth/access.ts";
import { AppError, validationError } from "#server/platform/errors.ts";
import type { AppServices } from "#server/registry.ts";
import type { ManagingUser } from "#server/features/accounts/user-queries.ts";
import { actingUser, idParam, parseOrThrow, signedInUser } from "#server/platform/http/staff-request.ts";
import { userApi } from "#domain/api/users.ts";

const NOT_FOUND = "User not found";
// The user is :id in both views' paths (/api/users/:id, /api/admin/users/:id/…).

/** The signed-in staff member, with role and session, as the user rules need them. */
function managingUser(request: FastifyRequest): ManagingUser {
  return { ...actingUser(request), role: signedInUser(request).role, sessionId: request.sessionId };
}

/**
 * One users resource, two views (docs/product.md §API):
 * /api/users (staff: the admin portal's Users tab) and /api/admin/users (super admins: user management).
 */
export const userRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  const staff = { config: { access: STAFF } };
  const superAdmin = { config: { access: SUPER_ADMIN } };

  app.get("/users", { ...staff, schema: userApi.list }, async (request) =>
    services.users.listUsers({ visibleTo: signedInUser(request).role }),
  );

  // Paged, searched and sorted (decision 0037); the same accounts as GET /users for this role.
  const page = (request: FastifyRequest, visibleTo: ManagingUser["role"]) => {
    const { cursor, limit, sort, dir, q, accounts } = parseOrThrow(userPageQuerySchema, request.query, "Invalid query");
    return services.users.listUsersPage({ visibleTo, accounts, q }, { cursor, limit, sort, dir });
  };
  app.get("/users/page", { ...staff, schema: userApi.page }, async (request) =>
    page(request, signedInUser(request).role),
  );
  app.get("/admin/users/page", { ...superAdmin, schema: userApi.adminPage }, async (request) =>
    page(request, "super_admin"),
  );

  app.post("/users", { ...staff, schema: userApi.create }, async (request, reply) => {
    const input = userCreateSchema.safeParse(request.body);
    if (!input.success) throw validationError(input.error);
    return reply.code(201).send(await services.users.createUser(input.data, managingUser(request)));
  });

  app.put("/users/:id", { ...staff, schema: userApi.update }, async (request) => {
    const id = idParam(request, NOT_FOUND);
    const input = userUpdateSchema.safeParse(request.body);
    if (!input.success) throw validationError(input.error);
    return services.users.updateUser(id, input.data, managingUser(request));
  });

  // An account without records is deleted (204); one with records is archived instead (200 with
  // the archived account), docs/decisions/0024-archive-not-delete.md.
  app.delete("/users/:id", { ...staff, schema: userApi.remove }, async (request, reply: FastifyReply) => {
    const removed = await services.users.deleteUser(idParam(request, NOT_FOUND), managingUser(request));
    return removed.result === "deleted" ? reply.code(204).send() : removed;
  });

  app.post("/users/:id/restore", { ...staff, schema: userApi.restore }, async (request) =>
    services.users.restoreUser(idParam(request, NOT_FOUND), managingUser(request)),
  );

  app.get("/admin/users", { ...superAdmin, schema: userApi.adminList }, async () =>
    services.users.listUsers({ visibleTo: "super_admin" }),
  );

  app.post("/admin/users", { ...superAdmin, schema: userApi.adminCreate }, async (request, reply) => {
    // The same schema as POST /api/users. The product's message (docs/product.md) when e-mail or password is missing;
    // each field's own error either way.
    const input = userCreateSchema.safeParse(request.body);
    if (!input.success) {
      const body = (request.body ?? {}) as { email?: unknown; password?: unknown; sendInvitation?: unknown };
      const error = validationError(input.error);
      if ((body.email && body.password) || body.sendInvitation === true) throw error;
      throw new AppError("VALIDATION", EMAIL_AND_PASSWORD_REQUIRED, { fieldErrors: error.fieldErrors });
    }
    return reply.code(201).send(await services.users.createUser(input.data, managingUser(request)));
  });

  app.put("/admin/users/:id/password", { ...superAdmin, schema: userApi.setPassword }, async (request) => {
    const id = idParam(request, NOT_FOUND);
    const input = passwordChangeSchema.safeParse(request.body);
    if (!input.success) throw validationError(input.error);
    const { sessionsEnded } = await services.users.changePassword(id, input.data.newPassword, managingUser(request));
    return { message: "Password updated successfully", sessionsEnded };
  });

  // Invitations (docs/decisions/0027): staff, as for the accounts they may manage (admins: investors
  // and viewers, the only accounts invited). POST sends or resends (the earlier link dies); DELETE revokes.
  app.post("/admin/users/:id/invitation", { ...staff, schema: userApi.sendInvitation }, async (request) =>
    services.users.sendInvitation(idParam(request, NOT_FOUND), managingUser(request)),
  );

  app.delete("/admin/users/:id/invitation", { ...staff, schema: userApi.revokeInvitation }, async (request) =>
    services.users.revokeInvitation(idParam(request, NOT_FOUND), managingUser(request)),
  );

  app.post("/admin/users/:id/sessions/revoke", { ...superAdmin, schema: userApi.revokeSessions }, async (request) =>
    services.users.revokeSessions(idParam(request, NOT_FOUND), managingUser(request)),
  );
};
