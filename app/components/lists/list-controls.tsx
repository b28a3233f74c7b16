import { Search } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Form, useSearchParams } from "react-router";
import { SEARCH_MAX_LENGTH } from "#domain/paging.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Input, NativeSelect } from "#app/components/ui/field.tsx";
import { useFieldsFollowUrl } from "#app/lib/use-fields-follow-url.ts";

/** The query parameters a new search or order starts afresh from (the page position among them). */
const RESTARTED = new Set(["cursor", "q", "sort", "dir"]);

/**
 * Search and order of a server-paged list (decision 0037): a GET form, so the search and order go
 * into the URL (shared links and reloads keep them) and it works without JavaScript. The URL's
 * other parameters (the tab, a status filter) ride along as hidden fields; the position restarts.
 */
export function ListControls({
  label,
  searchLabel,
  sorts,
  sort,
  dir,
  prefix = "",
  filters,
  restarts = [],
}: {
  /** The form's name, e.g. "Search and sort users". */
  label: string;
  /** The search box's label, saying what it searches. */
  searchLabel: string;
  sorts: ReadonlyArray<{ value: string; label: string }>;
  sort: string;
  dir: "asc" | "desc";
  /** One list of several on a page: its parameters' prefix ("p." → ?p.q=, ?p.cursor=). */
  prefix?: string;
  /** More fields of the form (a status filter), named with the prefix. */
  filters?: ReactNode;
  /** Their names without the prefix: the URL's old values give way to the form's. */
  restarts?: readonly string[];
}) {
  const [searchParams] = useSearchParams();
  const id = useId();
  const restarted = new Set([...RESTARTED, ...restarts].map((key) => `${prefix}${key}`));
  const kept = [...searchParams.entries()].filter(([key]) => !restarted.has(key));
  const search = (searchParams.get(`${prefix}q`) ?? "").slice(0, SEARCH_MAX_LENGTH);
  const formRef = useFieldsFollowUrl({
    ...Object.fromEntries(restarts.map((key) => [`${prefix}${key}`, searchParams.get(`${prefix}${key}`) ?? ""])),
    [`${prefix}q`]: search,
    [`${prefix}sort`]: sort,
    [`${prefix}dir`]: dir,
  });
  return (
    <Form
      ref={formRef}
      method="get"
      replace={false}
      preventScrollReset
      aria-label={label}
      className="flex flex-wrap items-end gap-3"
    >
      {kept.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor={`${id}-q`} className="mb-1 block text-sm font-medium text-slate-800">
          {searchLabel}
        </label>
        <Input id={`${id}-q`} type="search" name={`${prefix}q`} defaultValue={search} maxLength={SEARCH_MAX_LENGTH} />
      </div>
      {filters}
      {sorts.length > 1 ? (
        <div>
          <label htmlFor={`${id}-sort`} className="mb-1 block text-sm font-medium text-slate-800">
            Sort by
          </label>
          <NativeSelect id={`${id}-sort`} name={`${prefix}sort`} defaultValue={sort}>
            {sorts.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      {sorts.length > 0 ? (
        <div>
          <label htmlFor={`${id}-dir`} className="mb-1 block text-sm font-medium text-slate-800">
            Order
          </label>
          <NativeSelect id={`${id}-dir`} name={`${prefix}dir`} defaultValue={dir}>
            <option value="asc">Ascending</option>
            <option value="desc">Descending</option>
          </NativeSelect>
        </div>
      ) : null}
      <Button type="submit" variant="outline">
        <Search className="h-4 w-4" aria-hidden="true" />
        Search
      </Button>
    </Form>
  );
}
