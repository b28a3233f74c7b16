// Paging of staff lists and the public news list: one query shape and one answer shape for all.
import * as z from "zod/mini";
import { text } from "./fields.ts";

export const PAGE_SIZE = 25;
export const PAGE_SIZE_MAX = 100;
export const SORT_DIRECTIONS = ["asc", "desc"] as const;
/** The longest search a list takes (its search box's maxLength). */
export const SEARCH_MAX_LENGTH = 100;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${PAGE_SIZE_MAX}`;

/** A query-string whole number from 1 to PAGE_SIZE_MAX. */
const limitField = z.pipe(
  z.string().check(z.regex(/^\d{1,3}$/, LIMIT_MESSAGE)),
  z.pipe(z.transform(Number), z.number().check(z.gte(1, LIMIT_MESSAGE), z.lte(PAGE_SIZE_MAX, LIMIT_MESSAGE))),
);

/** The opaque position the server handed out (base64url); what it holds is checked on the server. */
const cursorField = text("cursor").check(
  z.maxLength(512, "cursor is not valid"),
  z.regex(/^[A-Za-z0-9_-]+$/, "cursor is not valid"),
);

/** Free-text search: trimmed, blank means none. */
const searchField = z.pipe(
  text("q").check(z.trim(), z.maxLength(SEARCH_MAX_LENGTH, `q must be at most ${SEARCH_MAX_LENGTH} characters`)),
  z.transform((v) => (v ? v : undefined)),
);

/**
 * The query of a paged list: ?cursor=&limit=&q=&sort=&dir=, each optional; `sorts` names the
 * orders the list offers (the first is the default). Lists add their own filters with `extra`.
 */
export function pageQuerySchema<const S extends readonly [string, ...string[]], E extends z.core.$ZodLooseShape>(
  sorts: S,
  extra: E = {} as E,
) {
  return z.object({
    cursor: z.optional(cursorField),
    limit: z.optional(limitField),
    q: z.optional(searchField),
    sort: z.optional(z.enum(sorts, { error: `sort must be one of: ${sorts.join(", ")}` })),
    dir: z.optional(z.enum(SORT_DIRECTIONS, { error: "dir must be asc or desc" })),
    ...extra,
  });
}

/** What a paged list answers: one page, the cursors of its neighbours and the matching total. */
export interface Page<T> {
  items: T[];
  /** Rows matching the filters and search (all pages); with `totalIsLowerBound`, at least this many. */
  total: number;
  /**
   * Set when the list stopped counting at `total` (the audit log, millions of rows: counting them
   * all would cost more than the page itself). Absent: `total` is exact.
   */
  totalIsLowerBound?: true;
  limit: number;
  sort: string;
  dir: SortDirection;
  /** ?cursor= of the next page, or null on the last. */
  next: string | null;
  /** ?cursor= of the previous page, or null on the first. */
  previous: string | null;
}
