import type { FastifyPluginAsync } from "fastify";
import {
  inquiryExportQuerySchema,
  inquiryListQuerySchema,
  inquiryPageQuerySchema,
  inquiryStatusUpdateSchema,
} from "#domain/inquiry.ts";
import { STAFF } from "#server/platform/auth/access.ts";
import { csvDownloadHeaders, csvFileStream } from "#server/platform/http/csv.ts";
import type { AppServices } from "#server/registry.ts";
import { actingUser, idParam, parseOrThrow } from "#server/platform/http/staff-request.ts";
import { inquiryApi } from "#domain/api/staff.ts";

const NOT_FOUND = "Inquiry not found";
const CSV_COLUMNS = [
  "id",
  "createdAt",
  "firstName",
  "lastName",
  "email",
  "investmentInterest",
  "status",
  "message",
] as const;

/** Staff follow-up of contact inquiries (the public form posts to /api/contact). */
export const contactInquiryRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  const staff = { config: { access: STAFF } };

  app.get("/contact-inquiries", { ...staff, schema: inquiryApi.list }, async (request) => {
    const { status } = parseOrThrow(inquiryListQuerySchema, request.query, "Invalid query");
    return services.staffInquiries.list(status);
  });

  // Static paths: matched before /contact-inquiries/:id.
  app.get("/contact-inquiries/page", { ...staff, schema: inquiryApi.page }, async (request) => {
    const { cursor, limit, sort, dir, status, q } = parseOrThrow(
      inquiryPageQuerySchema,
      request.query,
      "Invalid query",
    );
    return services.staffInquiries.listPage({ status, q }, { cursor, limit, sort, dir });
  });

  // Streamed in batches: the file's size does not change the memory it takes (decision 0037).
  app.get("/contact-inquiries/export.csv", { ...staff, schema: inquiryApi.export }, async (request, reply) => {
    const filter = parseOrThrow(inquiryExportQuerySchema, request.query, "Invalid query");
    const inquiries = await services.staffInquiries.export(filter, actingUser(request));
    async function* rows() {
      for await (const batch of inquiries) yield batch.map((row) => CSV_COLUMNS.map((column) => row[column]));
    }
    return reply.headers(csvDownloadHeaders("inquiries")).send(csvFileStream(CSV_COLUMNS, rows()));
  });

  app.get("/contact-inquiries/:id", { ...staff, schema: inquiryApi.get }, async (request) =>
    services.staffInquiries.get(idParam(request, NOT_FOUND)),
  );

  app.patch("/contact-inquiries/:id", { ...staff, schema: inquiryApi.update }, async (request) => {
    const id = idParam(request, NOT_FOUND);
    const { status } = parseOrThrow(inquiryStatusUpdateSchema, request.body);
    return services.staffInquiries.updateStatus(id, status, actingUser(request));
  });

  app.delete("/contact-inquiries/:id", { ...staff, schema: inquiryApi.remove }, async (request, reply) => {
    await services.staffInquiries.delete(idParam(request, NOT_FOUND), actingUser(request));
    return reply.code(204).send();
  });
};
