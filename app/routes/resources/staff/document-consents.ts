import { consentQuerySchema } from "#domain/edelivery.ts";
import { STAFF } from "#server/platform/auth/access.ts";
import { parseQuery, resourceLoader } from "#app/lib/resource.server.ts";

/** Every active investor with their e-delivery consent, ?consent= filtered (GET /api/documents/consents). */
export const access = STAFF;

export const loader = resourceLoader(access, async ({ context, query }) =>
  context.services.deliveryChannels.consents(parseQuery(consentQuerySchema, query).consent),
);
