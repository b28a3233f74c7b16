import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import {
  resourceFieldsOfForm,
  resourceInputSchema,
  resourceListQuerySchema,
  resourcePageQuerySchema,
  resourceWithFileSchema,
} from "#domain/resource.ts";
import { STAFF } from "#server/platform/auth/access.ts";
import type { AppServices } from "#server/registry.ts";
import { actingUser, idParam, parseOrThrow } from "#server/platform/http/staff-request.ts";
import { readUpload, registerUploads } from "#server/platform/http/uploads.ts";
import { resourceApi } from "#domain/api/content.ts";

const NOT_FOUND = "Resource not found";

/**
 * A create or update body: JSON as before, or multipart/form-data carrying the same fields and
 * an uploaded PDF in `file` (then the URL may be left out).
 */
async function resourceBody(request: FastifyRequest) {
  if (!request.isMultipart()) return { input: parseOrThrow(resourceInputSchema, request.body), file: undefined };
  const { fields, files } = await readUpload(request);
  const input = parseOrThrow(resourceWithFileSchema, resourceFieldsOfForm(fields));
  return { input, file: files.find((f) => f.field === "file") };
}

export const resourceRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  await registerUploads(app);
  const staff = { config: { access: STAFF } };
  const upload = { config: { access: STAFF, multipart: true } };

  app.get("/resources", { ...staff, schema: resourceApi.list }, async (request) => {
    const { search } = parseOrThrow(resourceListQuerySchema, request.query, "Invalid query");
    return services.resources.list(search);
  });

  // One page of the list (decision 0039), beside the full list above.
  app.get("/resources/page", { ...staff, schema: resourceApi.page }, async (request) => {
    const { cursor, limit, sort, dir, q } = parseOrThrow(resourcePageQuerySchema, request.query, "Invalid query");
    return services.resources.listPage({ q }, { cursor, limit, sort, dir });
  });

  app.post("/resources", { ...upload, schema: resourceApi.create }, async (request, reply) => {
    const { input, file } = await resourceBody(request);
    return reply.code(201).send(await services.resources.create(input, actingUser(request), file));
  });

  app.put("/resources/:id", { ...upload, schema: resourceApi.update }, async (request) => {
    const id = idParam(request, NOT_FOUND);
    const { input, file } = await resourceBody(request);
    return services.resources.update(id, input, actingUser(request), file);
  });

  app.delete("/resources/:id", { ...staff, schema: resourceApi.remove }, async (request, reply) => {
    await services.resources.delete(idParam(request, NOT_FOUND), actingUser(request));
    return reply.code(204).send();
  });
};
