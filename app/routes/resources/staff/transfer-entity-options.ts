import { entityOptionsQuerySchema } from "#domain/position-transfers.ts";
import { STAFF } from "#server/platform/auth/access.ts";
import { parseQuery, resourceLoader } from "#app/lib/resource.server.ts";

/**
 * The active entities a position may be transferred to, ?q= searched by legal name or member ID
 * (GET /api/admin/transfers/entity-options), for the transfer dialog. The answer repeats its search.
 */
export const access = STAFF;

export const loader = resourceLoader(access, async ({ context, query }) => {
  const { q, exclude } = parseQuery(entityOptionsQuerySchema, query);
  return {
    q: q ?? "",
    items: await context.services.fundLedger.entityOptions(q || undefined, exclude ? Number(exclude) : null),
  };
});
