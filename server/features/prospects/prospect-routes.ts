import type { FastifyPluginAsync } from "fastify";
import { prospectApi } from "#domain/api/prospects.ts";
import {
  prospectExportQuerySchema,
  prospectNoteSchema,
  prospectPageQuerySchema,
  prospectUpdateSchema,
} from "#domain/prospects.ts";
import { STAFF } from "#server/platform/auth/access.ts";
import { csvDownloadHeaders, csvFileStream } from "#server/platform/http/csv.ts";
import { actingUser, idParam, parseOrThrow } from "#server/platform/http/staff-request.ts";
import type { AppServices } from "#server/registry.ts";

const NOT_FOUND = "Prospect not found";
const CSV_COLUMNS = [
  "id",
  "firstName",
  "lastName",
  "email",
  "stage",
  "lostReason",
  "ownerName",
  "nextStep",
  "nextStepDate",
  "interest",
  "createdAt",
  "updatedAt",
] as const;

/** The prospects pipeline (issue 25 §1): staff only. */
export const prospectRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  const staff = { config: { access: STAFF } };
  const { prospects } = services;

  // Static paths: matched before /admin/prospects/:id.
  app.get("/admin/prospects/page", { ...staff, schema: prospectApi.page }, async (request) => {
    const { cursor, limit, sort, dir, ...filter } = parseOrThrow(
      prospectPageQuerySchema,
      request.query,
      "Invalid query",
    );
    const [page, counts] = await Promise.all([
      prospects.listPage(filter, { cursor, limit, sort, dir }),
      prospects.countByStage({ owner: filter.owner, q: filter.q }),
    ]);
    return { page, counts };
  });

  app.get("/admin/prospects/owners", { ...staff, schema: prospectApi.owners }, async () => prospects.owners());

  app.get("/admin/prospects/export.csv", { ...staff, schema: prospectApi.export }, async (request, reply) => {
    const filter = parseOrThrow(prospectExportQuerySchema, request.query, "Invalid query");
    const rows = await prospects.export(filter, actingUser(request));
    async function* lines() {
      for await (const batch of rows) yield batch.map((row) => CSV_COLUMNS.map((column) => row[column]));
    }
    return reply.headers(csvDownloadHeaders("prospects")).send(csvFileStream(CSV_COLUMNS, lines()));
  });

  app.get("/admin/prospects/:id", { ...staff, schema: prospectApi.get }, async (request) =>
    prospects.get(idParam(request, NOT_FOUND)),
  );

  app.patch("/admin/prospects/:id", { ...staff, schema: prospectApi.update }, async (request) => {
    const id = idParam(request, NOT_FOUND);
    return prospects.update(id, parseOrThrow(prospectUpdateSchema, request.body), actingUser(request));
  });

  app.post("/admin/prospects/:id/notes", { ...staff, schema: prospectApi.note }, async (request, reply) => {
    const id = idParam(request, NOT_FOUND);
    const { note } = parseOrThrow(prospectNoteSchema, request.body);
    return reply.code(201).send(await prospects.addNote(id, note, actingUser(request)));
  });
};
