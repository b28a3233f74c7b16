/**
 * The query parameters that change what a cached public response holds, and the only ones kept in
 * its cache key (decision 0003). Everything else (utm_*, fbclid, cache busters, made-up names)
 * is dropped, so `/?a=1`, `/?a=2`, ... share the entry of `/` instead of each taking one.
 *
 * One allow-list for all routes rather than one per route: the public pages read few parameters,
 * and server/ cannot import the route modules. The contract for a page that answers
 * `s-maxage` (shared-cacheable) is therefore: it may read only these parameters, or it would be
 * served its cached render for a URL whose parameter it ignores; page-cache-key.test.ts reads
 * the public routes and components and fails when one reads a parameter not listed here.
 */
export const PAGE_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  // React Router's own: which routes' data a .data request wants, and the index route's.
  "_routes",
  "index",
  // / : the contact form's preselected investment interest.
  "interest",
  // /news : the category filter, the search and the page's position (decision 0039; each search
  // and page an entry of the byte-bounded cache).
  "category",
  "q",
  "cursor",
  // /office-locations : the office shown first.
  "office",
]);

/**
 * The cache key of a request URL (path and query as received): the path as it is, then the
 * allowed parameters sorted by name, so their order does not make a new entry.
 */
export function pageCacheKey(url: string): string {
  const queryAt = url.indexOf("?");
  if (queryAt === -1) return url;
  const path = url.slice(0, queryAt);
  const kept = [...new URLSearchParams(url.slice(queryAt + 1))]
    .filter(([name]) => PAGE_QUERY_PARAMETERS.has(name))
    // By name only: the sort is stable, so repeated names keep their order (a page reading the
    // first value of a repeated parameter must not be served the render of another order).
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return kept.length ? `${path}?${new URLSearchParams(kept)}` : path;
}
