import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { positionTransferApi } from "#domain/api/position-transfers.ts";
import { positionTransferInputSchema } from "#domain/position-transfers.ts";
import { STAFF } from "#server/platform/auth/access.ts";
import { AppError } from "#server/platform/errors.ts";
import { actingUser, parseOrThrow } from "#server/platform/http/staff-request.ts";
import type { AppServices } from "#server/registry.ts";

/** The `:entityId` parameter as an id; anything else is a 404. */
function entityParam(request: FastifyRequest) {
  const raw = (request.params as { entityId?: string }).entityId ?? "";
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(id <= 2_147_483_647)) throw new AppError("NOT_FOUND", "Entity not found");
  return id;
}

/**
 * Position transfers (decision 0060, slice 4): staff, as for every other ledger write
 * (fund-operation-routes.ts), read an entity's transfers and record one; the fund ledger service
 * checks, writes and audits it in one transaction.
 */
export const positionTransferRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  const staff = { config: { access: STAFF } };
  const ledger = services.fundLedger;

  app.get("/admin/entities/:entityId/transfers", { ...staff, schema: positionTransferApi.list }, async (request) =>
    ledger.transfersOf(entityParam(request)),
  );

  app.post(
    "/admin/entities/:entityId/transfers/preview",
    { ...staff, schema: positionTransferApi.preview },
    async (request) => {
      const id = entityParam(request);
      return ledger.previewTransfer(id, parseOrThrow(positionTransferInputSchema, request.body));
    },
  );

  app.post(
    "/admin/entities/:entityId/transfers",
    { ...staff, schema: positionTransferApi.create },
    async (request, reply) => {
      const id = entityParam(request);
      const input = parseOrThrow(positionTransferInputSchema, request.body);
      return reply.code(201).send(await ledger.transferPosition(actingUser(request), id, input));
    },
  );
};
