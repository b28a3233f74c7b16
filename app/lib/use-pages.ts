import { useState } from "react";

/**
 * Client-side paging of a loaded list: the current page's items and "Page X of N". The page is
 * clamped, so a list that shrinks under the current page (fresh loader data) still shows one.
 */
export function usePages<T>(items: readonly T[], perPage: number) {
  const [page, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(page, pageCount);
  const shown = items.slice((current - 1) * perPage, current * perPage);
  return { current, pageCount, shown, setPage };
}
