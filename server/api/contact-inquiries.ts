import type { FastifyPluginAsync } from "fastify";
import { inquiryListQuerySchema, inquiryStatusUpdateSchema } from "../../domain/inquiry.ts";
import { STAFF } from "../auth/access.ts";
import { toCsvFile } from "../http/csv.ts";
import type { AppServices } from "../services/registry.ts";
import { actingUser, idParam, parseOrThrow } from "./staff-request.ts";

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

  app.get("/contact-inquiries", staff, async (request) => {
    const { status } = parseOrThrow(inquiryListQuerySchema, request.query, "Invalid query");
    return services.staffInquiries.list(status);
  });

  // Static path: matched before /contact-inquiries/:id.
  app.get("/contact-inquiries/export.csv", staff, async (request, reply) => {
    const { status } = parseOrThrow(inquiryListQuerySchema, request.query, "Invalid query");
    const rows = await services.staffInquiries.export(status, actingUser(request));
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="inquiries-${day}.csv"`)
      .header("cache-control", "no-store")
      .send(
        toCsvFile(
          CSV_COLUMNS,
          rows.map((row) => CSV_COLUMNS.map((column) => row[column])),
        ),
      );
  });

  app.get("/contact-inquiries/:id", staff, async (request) => services.staffInquiries.get(idParam(request, NOT_FOUND)));

  app.patch("/contact-inquiries/:id", staff, async (request) => {
    const id = idParam(request, NOT_FOUND);
    const { status } = parseOrThrow(inquiryStatusUpdateSchema, request.body);
    return services.staffInquiries.updateStatus(id, status, actingUser(request));
  });

  app.delete("/contact-inquiries/:id", staff, async (request, reply) => {
    await services.staffInquiries.delete(idParam(request, NOT_FOUND), actingUser(request));
    return reply.code(204).send();
  });
};
