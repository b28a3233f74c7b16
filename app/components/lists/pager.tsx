import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import type { Page } from "#domain/paging.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";

/**
 * The URL of another page of the list: this URL with its ?cursor= replaced (the first page has
 * none). `prefix` names the parameters of one list among several on a page ("i." → ?i.cursor=).
 */
export function useCursorHref(prefix = "") {
  const [searchParams] = useSearchParams();
  return (cursor: string | null) => {
    const next = new URLSearchParams(searchParams);
    if (cursor) next.set(`${prefix}cursor`, cursor);
    else next.delete(`${prefix}cursor`);
    return `?${next.toString()}`;
  };
}

/**
 * Previous and Next of a server-paged list (decision 0037). The position is the ?cursor= in the
 * URL, so each page is a history entry (Back returns to it) and a reload shows it again; plain
 * links, so it works before or without JavaScript.
 */
export function Pager({
  page,
  label,
  noun,
  prefix,
}: {
  page: Pick<Page<unknown>, "items" | "total" | "totalIsLowerBound" | "next" | "previous">;
  /** What the navigation is named, e.g. "Pages of users". */
  label: string;
  /** The rows' name, singular and plural. */
  noun: [string, string];
  /** One list of several on a page: its parameters' prefix; paging it keeps the scroll position. */
  prefix?: string;
}) {
  const hrefOf = useCursorHref(prefix);
  if (page.total === 0) return null;
  const link = (cursor: string | null, text: "Previous" | "Next") => {
    const icon =
      text === "Previous" ? (
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
      ) : (
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      );
    const body = (
      <>
        {text === "Previous" ? icon : null}
        {text}
        <span className="sr-only"> page</span>
        {text === "Next" ? icon : null}
      </>
    );
    return cursor ? (
      <Link
        to={hrefOf(cursor)}
        preventScrollReset={prefix !== undefined}
        rel={text === "Previous" ? "prev" : "next"}
        className={buttonClass("outline", "sm")}
      >
        {body}
      </Link>
    ) : (
      <span aria-disabled="true" className={cn(buttonClass("outline", "sm"), "cursor-not-allowed opacity-50")}>
        {body}
      </span>
    );
  };
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700" aria-live="polite">
        Showing {page.items.length} of{" "}
        {page.totalIsLowerBound ? `more than ${page.total.toLocaleString("en-US")}` : page.total}{" "}
        {page.total === 1 && !page.totalIsLowerBound ? noun[0] : noun[1]}
      </p>
      <div className="flex gap-2">
        {link(page.previous, "Previous")}
        {link(page.next, "Next")}
      </div>
    </nav>
  );
}
