// How the public lists order and search articles. Its own module, without zod, because the home
// page's bundle (the insights teaser) uses it.

/** Featured articles lead (in the order given among them), then the rest in the order given. */
export function featuredFirst<T extends { featured: boolean }>(list: readonly T[]): T[] {
  return [...list.filter((a) => a.featured), ...list.filter((a) => !a.featured)];
}

/** The longest /news search that is used; the rest of a longer one is ignored. */
export const MAX_NEWS_SEARCH = 200;
