import { prospectPageQuerySchema } from "#domain/prospects.ts";
import { STAFF } from "#server/platform/auth/access.ts";
import { parseQuery, resourceLoader } from "#app/lib/resource.server.ts";

/**
 * The prospects matching ?q= (a few, most recently active first), for the invitation dialog of an
 * offering (issue 25 §1–2): the prospects list's own read. The answer repeats the search.
 */
export const access = STAFF;

export const loader = resourceLoader(access, async ({ context, query }) => {
  const { q } = parseQuery(prospectPageQuerySchema, query);
  const page = await context.services.prospects.listPage({ q }, { limit: 8 });
  return { q: q ?? "", prospects: page.items };
});
