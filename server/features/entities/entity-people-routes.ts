import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { setPasswordSchema } from "#domain/account-links.ts";
import { entityPeopleApi, staffEntityPeopleApi } from "#domain/api/entity-people.ts";
import { ENTITY_NOT_FOUND, entityIdFrom, type EntityAbility } from "#domain/entities.ts";
import { entityInvitationSchema, entityInvitationTokenSchema } from "#domain/entity-people.ts";
import { displayName } from "#domain/person.ts";
import { PORTAL, STAFF } from "#server/platform/auth/access.ts";
import { AppError } from "#server/platform/errors.ts";
import { actingUser, parseOrThrow, signedInUser } from "#server/platform/http/staff-request.ts";
import type { AppServices } from "#server/registry.ts";

/** A path's id (`:entityId`, `:grantId`, `:invitationId`); anything else answers 404 with `message`. */
function pathId(request: FastifyRequest, name: string, message: string): number {
  const id = entityIdFrom((request.params as Record<string, string | undefined>)[name] ?? "");
  if (!id) throw new AppError("NOT_FOUND", message);
  return id;
}

const PERSON_NOT_FOUND = "Person not found on this account";
const INVITATION_NOT_FOUND = "Invitation not found";

/**
 * The people of an investing entity (decision 0060, slice 3). In the portal each call reads the
 * caller's live grant on the entity now: 404 when they hold no seeing grant on it (a notices
 * grant sees nothing), 403 when their role may not manage its people. Staff reach every entity.
 */
export const entityPeopleRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  const portal = { config: { access: PORTAL } };
  const staff = { config: { access: STAFF } };
  const people = services.entityPeople;

  /** The entity of the path, if the caller's live role on it may do `ability`. */
  const entityFor = async (request: FastifyRequest, ability: EntityAbility) => {
    const entityId = pathId(request, "entityId", ENTITY_NOT_FOUND);
    return services.entities.forAbility(signedInUser(request), entityId, ability);
  };
  /** Who acts, with the name their invitation e-mails carry. */
  const inviter = (request: FastifyRequest) => ({ ...actingUser(request), name: displayName(signedInUser(request)) });

  const base = "/investor/entities/:entityId";
  app.get(`${base}/people`, { ...portal, schema: entityPeopleApi.list }, async (request) => {
    const holding = await entityFor(request, "see");
    const mayManage = holding.role === "signatory";
    return people.list(holding.entityId, { viewerId: signedInUser(request).id, mayManage });
  });
  app.post(`${base}/invitations`, { ...portal, schema: entityPeopleApi.invite }, async (request, reply) => {
    const holding = await entityFor(request, "manage_people");
    const input = parseOrThrow(entityInvitationSchema, request.body);
    return reply.code(201).send(await people.invite(holding.entityId, input, inviter(request)));
  });
  app.delete(`${base}/people/:grantId`, { ...portal, schema: entityPeopleApi.revoke }, async (request, reply) => {
    const holding = await entityFor(request, "manage_people");
    await people.revokeGrant(holding.entityId, pathId(request, "grantId", PERSON_NOT_FOUND), actingUser(request));
    return reply.code(204).send();
  });
  app.delete(
    `${base}/invitations/:invitationId`,
    { ...portal, schema: entityPeopleApi.cancel },
    async (request, reply) => {
      const holding = await entityFor(request, "manage_people");
      const id = pathId(request, "invitationId", INVITATION_NOT_FOUND);
      await people.cancelInvitation(holding.entityId, id, actingUser(request));
      return reply.code(204).send();
    },
  );

  // Accepting: signed in as the invited address's account, or setting the password of the account
  // the invitation made (public, as the staff invitation's: the link is the proof).
  app.post("/investor/entity-invitations/accept", { ...portal, schema: entityPeopleApi.accept }, async (request) => {
    const { token } = parseOrThrow(entityInvitationTokenSchema, request.body);
    return services.entityInvitations.accept(token, signedInUser(request), request.ip);
  });
  app.post(
    "/auth/accept-entity-invitation",
    { config: { access: "public" as const }, schema: entityPeopleApi.acceptWithPassword },
    async (request) =>
      services.entityInvitations.acceptWithPassword(parseOrThrow(setPasswordSchema, request.body), request.ip),
  );

  // Staff: the same invitations on any entity. Staff add and revoke a person's role directly on the
  // staff entity page (staff-entity-routes.ts: POST and DELETE /admin/entities/:id/people).
  const admin = "/admin/entities/:entityId";
  app.get(`${admin}/people`, { ...staff, schema: staffEntityPeopleApi.list }, async (request) =>
    people.list(pathId(request, "entityId", ENTITY_NOT_FOUND), { viewerId: null, mayManage: true }),
  );
  app.post(`${admin}/invitations`, { ...staff, schema: staffEntityPeopleApi.invite }, async (request, reply) => {
    const entityId = pathId(request, "entityId", ENTITY_NOT_FOUND);
    const input = parseOrThrow(entityInvitationSchema, request.body);
    return reply.code(201).send(await people.invite(entityId, input, inviter(request)));
  });
  app.delete(
    `${admin}/invitations/:invitationId`,
    { ...staff, schema: staffEntityPeopleApi.cancel },
    async (request, reply) => {
      const entityId = pathId(request, "entityId", ENTITY_NOT_FOUND);
      const id = pathId(request, "invitationId", INVITATION_NOT_FOUND);
      await people.cancelInvitation(entityId, id, actingUser(request));
      return reply.code(204).send();
    },
  );
};
