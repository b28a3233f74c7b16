type SafeParse<T> = { success: true; data: T } | { success: false };

/**
 * A paged list's query read from a page URL (decision 0037). The API answers a bad query with a
 * 400; a page shows the list instead: an invalid query, or a cursor the service refuses (a link
 * kept from another order), starts again from the first page.
 */
export async function loadListPage<Q extends { cursor?: string }, R>(
  url: URL,
  schema: { safeParse(input: unknown): SafeParse<Q> },
  load: (query: Q) => Promise<R>,
): Promise<R> {
  // An empty field of a search form ("Any" of a filter) is no filter.
  const given = [...url.searchParams].filter(([, value]) => value !== "");
  const parsed = schema.safeParse(Object.fromEntries(given));
  const query = parsed.success ? parsed.data : ({} as Q);
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
