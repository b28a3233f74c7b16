import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { offeringApi } from "#domain/api/offerings.ts";
import { PORTAL } from "#server/platform/auth/access.ts";
import { attachmentDisposition, fileSlug } from "#server/platform/http/content-disposition.ts";
import { idParam, signedInUser } from "#server/platform/http/staff-request.ts";
import type { AppServices } from "#server/registry.ts";
import { documentParam } from "./offering-routes.ts";

const NOT_FOUND = "Offering not found";

/** A stamped PDF, inline (opened in the browser) or as an attachment; never kept by a cache. */
function sendPdf(reply: FastifyReply, file: { name: string; bytes: Buffer }, inline: boolean) {
  return reply
    .header("content-type", "application/pdf")
    .header(
      "content-disposition",
      inline ? `inline; filename="${fileSlug(file.name)}.pdf"` : attachmentDisposition(file.name, "application/pdf"),
    )
    .header("cache-control", "no-store")
    .send(file.bytes);
}

/**
 * The data room for investors and viewers (issue 25 §2): the offerings they see, the notice, and
 * each document stamped for them. GET only for the files, and no HEAD route, so a HEAD request
 * never counts as an opening.
 */
export const dataRoomRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  const portal = { config: { access: PORTAL } };
  const room = services.offerings.dataRoom;

  app.get("/offerings", { ...portal, schema: offeringApi.investorList }, async (request) =>
    room.list(signedInUser(request)),
  );

  app.get("/offerings/:id", { ...portal, schema: offeringApi.investorGet }, async (request) =>
    room.get(signedInUser(request), idParam(request, NOT_FOUND)),
  );

  app.post("/offerings/:id/confidentiality", { ...portal, schema: offeringApi.accept }, async (request) =>
    room.accept(signedInUser(request), idParam(request, NOT_FOUND), {
      ip: request.ip,
      userAgent: request.headers["user-agent"] ?? "",
    }),
  );

  for (const [action, inline] of [
    ["view", true],
    ["download", false],
  ] as const) {
    app.get(
      `/offerings/:id/documents/:documentId/${action}`,
      { ...portal, exposeHeadRoute: false, schema: action === "view" ? offeringApi.view : offeringApi.download },
      async (request, reply) => {
        const file = await room.open(
          signedInUser(request),
          idParam(request, NOT_FOUND),
          documentParam(request),
          action,
          request.ip,
        );
        return sendPdf(reply, file, inline);
      },
    );
  }
};
