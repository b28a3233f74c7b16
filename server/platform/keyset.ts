import { sql, type SQL } from "drizzle-orm";
import { PAGE_SIZE, type Page, type SortDirection } from "#domain/paging.ts";
import { invalidFields } from "./errors.ts";

/**
 * Keyset paging (decision 0037): a page starts after (or, going back, before) the sort values of
 * the row at its edge, so a page costs the same on page 1 and page 1,000 and rows written meanwhile
 * neither repeat nor vanish. Every order ends with the row's id, which breaks ties.
 */

/**
 * One part of an order: a non-null column or expression, and the type its cursor value has. A
 * timestamp's value is the exact text `exactTime` selects: a JavaScript Date keeps milliseconds,
 * PostgreSQL microseconds, and a cursor one microsecond off repeats or skips rows.
 */
export interface SortKey<Row> {
  expr: SQL;
  kind: "text" | "integer" | "timestamp" | "date";
  value: (row: Row) => string | number;
}

/** A timestamptz as UTC text to the microsecond, for a timestamp key's cursor value. */
export const exactTime = (column: SQL | SQL.Aliased | { getSQL(): SQL }) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const EXACT_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
/** A date column's value as the driver reads it (YYYY-MM-DD), exact as it stands. */
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface PageRequest {
  cursor?: string;
  limit?: number;
  sort?: string;
  dir?: SortDirection;
}

/** What a cursor holds: the order it belongs to, which side of the row it points and the row's keys. */
interface Position {
  sort: string;
  dir: SortDirection;
  before: boolean;
  values: Array<string | number>;
}

// Integers as bigint: int4 and int8 share a B-tree operator family, so the index still serves.
const CAST = { text: sql`::text`, integer: sql`::bigint`, timestamp: sql`::timestamptz`, date: sql`::date` } as const;

const badCursor = () => invalidFields({ cursor: ["cursor is not valid; start again from the first page"] });

export function encodeCursor(position: Position): string {
  const { sort, dir, before, values } = position;
  return Buffer.from(JSON.stringify([sort, dir, before ? 1 : 0, values])).toString("base64url");
}

/** The cursor read back and checked against the order asked for; anything else is a 400 naming `cursor`. */
function decodeCursor(
  cursor: string,
  sort: string,
  dir: SortDirection,
  kinds: Array<SortKey<never>["kind"]>,
): Position {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw badCursor();
  const [s, d, b, values] = parsed as unknown[];
  if (s !== sort || d !== dir || (b !== 0 && b !== 1) || !Array.isArray(values) || values.length !== kinds.length) {
    throw badCursor();
  }
  const ok = values.every((v, i) =>
    kinds[i] === "text"
      ? typeof v === "string" && v.length <= 1000
      : kinds[i] === "integer"
        ? Number.isSafeInteger(v)
        : typeof v === "string" && (kinds[i] === "date" ? DATE : EXACT_TIME).test(v),
  );
  if (!ok) throw badCursor();
  return { sort, dir, before: b === 1, values: values as Array<string | number> };
}

/** Rows past the given key values in the order read: one row comparison, which a B-tree index serves. */
function beyond<Row>(keys: Array<SortKey<Row>>, values: Array<string | number>, ascending: boolean): SQL {
  const columns = sql.join(
    keys.map((k) => k.expr),
    sql`, `,
  );
  const params = sql.join(
    values.map((v, i) => sql`${v}${CAST[keys[i].kind]}`),
    sql`, `,
  );
  return sql`(${columns}) ${ascending ? sql`>` : sql`<`} (${params})`;
}

const orderOf = <Row>(keys: Array<SortKey<Row>>, ascending: boolean) =>
  keys.map((k) => (ascending ? sql`${k.expr} asc` : sql`${k.expr} desc`));

type Fetch<Row> = (after: SQL | undefined, orderBy: SQL[], limit: number) => Promise<Row[]>;

/** Rows read per query by an export: small enough to keep memory flat, large enough to be quick. */
export const EXPORT_BATCH = 1000;

/**
 * Every row of a list in batches, each read after the last row of the one before (keyset, so the
 * 200th batch costs what the first did). Works alike on PGlite and PostgreSQL, needs no connection
 * held open between batches, and an export stopped half-way leaves nothing to close.
 */
export async function* batches<Row, Out>(options: {
  keys: Array<SortKey<Row>>;
  dir: SortDirection;
  fetch: Fetch<Row>;
  map: (row: Row) => Out;
  size?: number;
}): AsyncGenerator<Out[]> {
  const { keys, fetch, map } = options;
  const size = options.size ?? EXPORT_BATCH;
  const ascending = options.dir === "asc";
  let after: SQL | undefined;
  for (;;) {
    const rows = await fetch(after, orderOf(keys, ascending), size);
    if (rows.length > 0) yield rows.map(map);
    if (rows.length < size) return;
    const last = rows[rows.length - 1];
    after = beyond(
      keys,
      keys.map((k) => k.value(last)),
      ascending,
    );
  }
}

/**
 * One page of a list. `fetch` runs the list's query with the extra condition and order given here
 * (it adds its own filters), `count` the same filters' total. `orders` maps each sort name to its
 * keys, the id last.
 */
export async function keysetPage<Row>(options: {
  request: PageRequest;
  orders: Record<string, Array<SortKey<Row>>>;
  defaultSort: string;
  defaultDir: SortDirection;
  fetch: Fetch<Row>;
  count: () => Promise<number>;
}): Promise<Page<Row>> {
  const { request, orders } = options;
  const sort = request.sort ?? options.defaultSort;
  const dir = request.dir ?? options.defaultDir;
  const limit = request.limit ?? PAGE_SIZE;
  const keys = orders[sort];
  const from = request.cursor
    ? decodeCursor(
        request.cursor,
        sort,
        dir,
        keys.map((k) => k.kind),
      )
    : null;

  // Going back reads the order reversed from the cursor, then turns the rows round.
  const backwards = from?.before ?? false;
  const ascending = (dir === "asc") !== backwards;
  const after = from ? beyond(keys, from.values, ascending) : undefined;
  const orderBy = orderOf(keys, ascending);

  const [rows, total] = await Promise.all([options.fetch(after, orderBy, limit + 1), options.count()]);
  const more = rows.length > limit;
  const items = rows.slice(0, limit);
  if (backwards) items.reverse();

  const at = (row: Row | undefined, before: boolean) =>
    row ? encodeCursor({ sort, dir, before, values: keys.map((k) => k.value(row)) }) : null;
  // Forwards: a next page when a row was left over, a previous one when we started from a cursor.
  // Backwards the other way round.
  const hasNext = backwards ? true : more;
  const hasPrevious = backwards ? more : from !== null;
  return {
    items,
    total,
    limit,
    sort,
    dir,
    next: hasNext ? at(items.at(-1), false) : null,
    previous: hasPrevious ? at(items[0], true) : null,
  };
}

/** `%text%` for ILIKE, with the pattern characters the user typed taken literally. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
