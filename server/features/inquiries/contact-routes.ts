import type { FastifyPluginAsync } from "fastify";
import { INQUIRY_RATE_LIMITED } from "#domain/inquiry-messages.ts";
import { AppError, invalidFields } from "#server/platform/errors.ts";
import { refuse, writesTierOf } from "#server/platform/http/request-limits.ts";
import type { AppServices } from "#server/registry.ts";
import { inquiryApi } from "#domain/api/staff.ts";

export const contactRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  // The writes tier is counted in the inquiry's own statement (server/http/request-limits.ts).
  app.post(
    "/contact",
    { config: { access: "public", countsWritesTier: true }, schema: inquiryApi.submit },
    async (request, reply) => {
      const result = await services.inquiries.submit(request.body, request.ip, writesTierOf(request));
      switch (result.status) {
        case "created":
          return reply.code(201).send(result.inquiry);
        case "invalid":
          throw invalidFields(result.fieldErrors);
        case "request_limited":
          return refuse(request, reply, result.limit);
        case "rate_limited":
          throw new AppError("RATE_LIMITED", INQUIRY_RATE_LIMITED, { retryAfterSeconds: result.retryAfterSeconds });
      }
    },
  );
};
