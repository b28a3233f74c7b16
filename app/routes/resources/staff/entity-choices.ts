import { entityPageQuerySchema } from "#domain/staff-entities.ts";
import { STAFF } from "#server/platform/auth/access.ts";
import { parseQuery, resourceLoader } from "#app/lib/resource.server.ts";

/**
 * A page of the current investing entities a staff form may pick (decision 0060, slice 4), ?q=
 * searched by legal name or member ID, as { id, name, memberId }. The answer repeats the search it
 * answers, so the picker knows whether it is still looking.
 */
export const access = STAFF;

export const loader = resourceLoader(access, async ({ context, query }) => {
  const { q, kind, ...page } = parseQuery(entityPageQuerySchema, query);
  const found = await context.services.staffEntities.listEntitiesPage({ q, kind, current: true }, page);
  return {
    q: q ?? "",
    page: { ...found, items: found.items.map((e) => ({ id: e.id, name: e.legalName, memberId: e.memberId })) },
  };
});
