import { Link, useSearchParams } from "react-router";
import { ARTICLE_STATUSES, STATUS_LABELS, type ArticleStatus } from "#domain/article-status.ts";
import { cn } from "#app/lib/cn.ts";

/** The ?status= of the URL when it is one of the workflow's states, else none (every article). */
export function useArticleStatus(): ArticleStatus | null {
  const [searchParams] = useSearchParams();
  const value = searchParams.get("status");
  return ARTICLE_STATUSES.find((status) => status === value) ?? null;
}

/**
 * The article lists' status filter (decision 0039): links that set ?status= and start the list
 * again from its first page, keeping the search and order; plain links, so it works without
 * JavaScript and each choice is a shareable URL.
 */
export function ArticleStatusFilter() {
  const [searchParams] = useSearchParams();
  const status = useArticleStatus();
  const hrefOf = (value: ArticleStatus | null) => {
    const next = new URLSearchParams(searchParams);
    next.delete("cursor");
    if (value) next.set("status", value);
    else next.delete("status");
    return `?${next.toString()}`;
  };
  return (
    <nav aria-label="Filter articles by status">
      <ul className="flex flex-wrap gap-2">
        {[null, ...ARTICLE_STATUSES].map((value) => {
          const current = value === status;
          return (
            <li key={value ?? "all"}>
              <Link
                to={hrefOf(value)}
                replace
                preventScrollReset
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex h-9 items-center rounded-full border px-3.5 text-sm font-medium",
                  current
                    ? "border-brand-800 bg-brand-800 text-white"
                    : "border-slate-300 bg-white text-slate-800 hover:border-brand-300 hover:bg-brand-50",
                )}
              >
                {value ? STATUS_LABELS[value] : "All"}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The staff article lists' orders, as ListControls offers them. */
export const ARTICLE_SORT_OPTIONS = [
  { value: "created", label: "Date created" },
  { value: "updated", label: "Last updated" },
  { value: "title", label: "Title" },
] as const;
