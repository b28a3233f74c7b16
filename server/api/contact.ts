import type { FastifyPluginAsync } from "fastify";
import { HONEYPOT_FIELD, inquiryInputSchema } from "../../domain/inquiry.ts";
import { AppError, validationError } from "../errors.ts";
import type { AppServices } from "../services/registry.ts";

/** At most five inquiries per address in fifteen minutes: plenty for people, little for bots. */
export const CONTACT_RATE_LIMIT = { name: "contact", limit: 5, windowMs: 15 * 60_000 };

export const contactRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  app.post("/contact", async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body[HONEYPOT_FIELD] === "string" && body[HONEYPOT_FIELD] !== "") {
      throw new AppError("VALIDATION", "Your inquiry could not be accepted.", {
        fieldErrors: { [HONEYPOT_FIELD]: ["This field must be left empty"] },
      });
    }
    const parsed = inquiryInputSchema.safeParse(body);
    if (!parsed.success) throw validationError(parsed.error);

    const limit = await services.rateLimits.hit(CONTACT_RATE_LIMIT, request.ip);
    if (!limit.allowed) {
      throw new AppError(
        "RATE_LIMITED",
        "Too many inquiries from your address. Please wait a few minutes and try again, or call us.",
        { retryAfterSeconds: limit.retryAfterSeconds },
      );
    }
    const inquiry = await services.inquiries.create(parsed.data);
    return reply.code(201).send(inquiry);
  });
};
