import { SEARCH_MAX_LENGTH } from "#domain/paging.ts";

type SafeParse<T> =
  { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ path: readonly PropertyKey[] }> } };

/**
 * A paged list's query read from a page URL (decision 0037). The API answers a bad query with a
 * 400; a page shows the list instead, leaving out only the parameters that are not valid (a sort
 * it does not offer, a cursor that is not one), so the others (the search, the filters) still
 * apply and the controls, which show them, tell the truth. A cursor the service refuses (a link
 * kept from another order) starts again from the first page.
 */
export async function loadListPage<Q extends { cursor?: string }, R>(
  url: URL,
  schema: { safeParse(input: unknown): SafeParse<Q> },
  load: (query: Q) => Promise<R>,
): Promise<R> {
  // An empty field of a search form ("Any" of a filter) is no filter.
  const given: Record<string, string> = Object.fromEntries([...url.searchParams].filter(([, value]) => value !== ""));
  // A longer search than the box takes (a hand-typed URL) is cut to the box's length, as the box would.
  if (given.q) given.q = given.q.slice(0, SEARCH_MAX_LENGTH);
  let parsed = schema.safeParse(given);
  while (!parsed.success) {
    const invalid = new Set(parsed.error.issues.map((issue) => issue.path[0]).filter((key) => key !== undefined));
    const known = [...invalid].filter((key): key is string => typeof key === "string" && key in given);
    // A rule about the query as a whole names no field: nothing but the defaults is left.
    if (known.length === 0) {
      parsed = { success: true, data: {} as Q };
      break;
    }
    for (const key of known) delete given[key];
    parsed = schema.safeParse(given);
  }
  const query = parsed.data;
  try {
    return await load(query);
  } catch (error) {
    // Compared by its code: the build bundles its own copy of the server's error class.
    if ((error as { code?: unknown } | null)?.code === "VALIDATION" && query.cursor) {
      return load({ ...query, cursor: undefined });
    }
    throw error;
  }
}
