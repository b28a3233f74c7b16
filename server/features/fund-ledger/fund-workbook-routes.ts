import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { fundWorkbookApi } from "#domain/api/fund-workbooks.ts";
import { fundFromSlug } from "#domain/fund-slug.ts";
import { workbookQuerySchema, XLSX_TYPE } from "#domain/fund-workbook.ts";
import { STAFF } from "#server/platform/auth/access.ts";
import { AppError, invalidFields } from "#server/platform/errors.ts";
import { sendAttachment } from "#server/platform/http/content-disposition.ts";
import { actingUser, parseOrThrow } from "#server/platform/http/staff-request.ts";
import { readUpload, registerUploads } from "#server/platform/http/uploads.ts";
import type { AppServices } from "#server/registry.ts";

/** Years of a fund's books are a few thousand rows: 20 MB is far more than a real workbook needs. */
const MAX_WORKBOOK_BYTES = 20 * 1024 * 1024;

function fundParam(request: FastifyRequest) {
  const fund = fundFromSlug((request.params as { fund?: string }).fund);
  if (!fund) throw new AppError("NOT_FOUND", "Fund not found");
  return fund;
}

/** The one uploaded workbook of a request, or a 400 naming the file field. */
async function workbookOf(request: FastifyRequest) {
  const { files } = await readUpload(request, { maxFileBytes: MAX_WORKBOOK_BYTES });
  const chosen = files.filter((file) => file.field === "file");
  if (chosen.length !== 1) throw invalidFields({ file: ["Choose one workbook (.xlsx)"] });
  return chosen[0].bytes;
}

/**
 * A fund's workbook (staff; decision 0070): the export of a period for the fund administrator and
 * the auditor, and importing a firm's books from one, checked first by a preview that stores nothing.
 */
export const fundWorkbookRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  await registerUploads(app, { maxFileBytes: MAX_WORKBOOK_BYTES });
  const staff = { config: { access: STAFF } };
  const upload = { config: { access: STAFF, multipart: true } };
  const workbooks = services.fundWorkbooks;

  app.get(
    "/admin/funds/:fund/workbook",
    { ...staff, exposeHeadRoute: false, schema: fundWorkbookApi.download },
    async (request, reply) => {
      const fund = fundParam(request);
      const period = parseOrThrow(workbookQuerySchema, request.query, "Invalid period");
      const { name, bytes } = await workbooks.download(actingUser(request), fund, period);
      return sendAttachment(reply, { name, contentType: XLSX_TYPE, bytes });
    },
  );

  app.post("/admin/imports/preview", { ...upload, schema: fundWorkbookApi.preview }, async (request) =>
    workbooks.importWorkbook(actingUser(request), await workbookOf(request), { store: false }),
  );

  // Stored or refused whole: a refusal is a 400 naming every error on the file field.
  app.post("/admin/imports", { ...upload, schema: fundWorkbookApi.import }, async (request, reply) => {
    const result = await workbooks.importWorkbook(actingUser(request), await workbookOf(request), { store: true });
    if (!result.stored) {
      const named = result.errors.map(
        (e) => `${e.sheet}${e.row ? ` row ${e.row}` : ""}${e.column ? `, ${e.column}` : ""}: ${e.message}`,
      );
      throw invalidFields({ file: named }, `The workbook was not imported, nothing changed (${named.length} errors)`);
    }
    return reply.code(201).send(result);
  });
};
