import { ArrowLeft, Download } from "lucide-react";
import { useId } from "react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { AUDIT_ACTIONS, AUDIT_FILTER_MAX_LENGTH, auditFilterShape, type AuditLogEntry } from "#domain/audit.ts";
import { formatDateTime } from "#domain/format.ts";
import type { Page } from "#domain/paging.ts";
import { Pager } from "#app/components/lists/pager.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Input, NativeSelect } from "#app/components/ui/field.tsx";
import { Table, Td, Th } from "#app/components/ui/table.tsx";
import { cn } from "#app/lib/cn.ts";
import { useFieldsFollowUrl } from "#app/lib/use-fields-follow-url.ts";

/** The viewer's filter fields, in the form's order (the API's names: domain/audit.ts). */
const FILTERS = [
  { name: "actor", label: "Person (username)", type: "text" },
  { name: "entityType", label: "Record type", type: "text", placeholder: "e.g. user" },
  { name: "entityId", label: "Record ID", type: "text" },
  { name: "from", label: "From (UTC day)", type: "date" },
  { name: "to", label: "To (UTC day)", type: "date" },
] as const;
const FILTER_NAMES = ["actor", "action", "entityType", "entityId", "from", "to"] as const;
type FilterName = (typeof FILTER_NAMES)[number];
const LABELS: Record<FilterName, string> = {
  ...(Object.fromEntries(FILTERS.map((field) => [field.name, field.label])) as Record<FilterName, string>),
  action: "Action",
};

/**
 * The URL's filters as the server applies them (the page leaves out an invalid one: a record type
 * longer than the log keeps, a day that is not one), and the names of those left out.
 */
function appliedFilters(searchParams: URLSearchParams) {
  const applied = new URLSearchParams();
  const leftOut: string[] = [];
  for (const name of FILTER_NAMES) {
    const value = searchParams.get(name);
    if (!value) continue;
    if (auditFilterShape[name].safeParse(value).success) applied.set(name, value);
    else leftOut.push(LABELS[name]);
  }
  const from = applied.get("from");
  const to = applied.get("to");
  return { applied, leftOut, reversed: Boolean(from && to && from > to) };
}

export function AuditLogViewer({ page }: { page: Page<AuditLogEntry> }) {
  const total = page.totalIsLowerBound ? `more than ${page.total.toLocaleString("en-US")}` : String(page.total);
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin-portal/audit-log";
  const id = useId();
  const { applied: filters, leftOut, reversed } = appliedFilters(searchParams);
  const formRef = useFieldsFollowUrl({
    ...(Object.fromEntries(FILTER_NAMES.map((name) => [name, filters.get(name) ?? ""])) as Record<FilterName, string>),
    dir: page.dir,
  });
  const filtered = [...filters.keys()].length > 0;
  const exportHref = `/api/audit-log/export.csv${filtered ? `?${filters.toString()}` : ""}`;

  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-8 outline-none sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl font-bold tracking-tight text-brand-900">Audit Log</h1>
          <p className="mt-1 text-slate-700">
            Every staff change, sign-in and download, newest first. Super Admins only.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin-portal" className={buttonClass("outline")}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Back to Portal
          </Link>
          <a href={exportHref} download className={buttonClass("outline")} aria-describedby={`${id}-export`}>
            <Download className="h-4 w-4" aria-hidden="true" />
            Export CSV
          </a>
          <p id={`${id}-export`} className="sr-only">
            All {total} rows matching the filters
          </p>
        </div>
      </div>

      <Form
        ref={formRef}
        method="get"
        aria-label="Filter the audit log"
        className="mt-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        {FILTERS.slice(0, 1).map((field) => (
          <FilterInput key={field.name} field={field} id={id} value={filters.get(field.name)} />
        ))}
        <div>
          <label htmlFor={`${id}-action`} className="mb-1 block text-sm font-medium text-slate-800">
            Action
          </label>
          <NativeSelect id={`${id}-action`} name="action" defaultValue={filters.get("action") ?? ""}>
            <option value="">Any action</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </NativeSelect>
        </div>
        {FILTERS.slice(1).map((field) => (
          <FilterInput key={field.name} field={field} id={id} value={filters.get(field.name)} />
        ))}
        <div>
          <label htmlFor={`${id}-dir`} className="mb-1 block text-sm font-medium text-slate-800">
            Order
          </label>
          <NativeSelect id={`${id}-dir`} name="dir" defaultValue={page.dir}>
            <option value="desc">Newest first</option>
            <option value="asc">Oldest first</option>
          </NativeSelect>
        </div>
        <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-4">
          <Button type="submit">Apply filters</Button>
          {filtered ? (
            <Link to="/admin-portal/audit-log" className={buttonClass("ghost")}>
              Clear filters
            </Link>
          ) : null}
        </div>
      </Form>

      {reversed || leftOut.length > 0 ? (
        <div role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {reversed ? <p>From (UTC day) must be on or before To (UTC day): no entry can match.</p> : null}
          {leftOut.length > 0 ? <p className="break-words">Not valid, so not applied: {leftOut.join(", ")}.</p> : null}
        </div>
      ) : null}

      <div role="status" aria-live="polite" className="mt-4 min-h-6 text-sm text-slate-600">
        {loading ? "Loading the audit log..." : null}
      </div>

      <section
        aria-labelledby={`${id}-rows`}
        aria-busy={loading}
        className={cn("mt-2 space-y-3", loading && "opacity-60")}
      >
        <h2 id={`${id}-rows`} className="sr-only">
          Audit log entries
        </h2>
        {page.items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
            {filtered ? "No audit log entries match these filters." : "The audit log is empty."}
          </p>
        ) : (
          <>
            <Table caption={`Audit log entries (${total})`} className="min-w-[880px]">
              <thead>
                <tr>
                  <Th>Time</Th>
                  <Th>Person</Th>
                  <Th>Action</Th>
                  <Th>Record</Th>
                  <Th>Summary</Th>
                  <Th>IP address</Th>
                </tr>
              </thead>
              <tbody>
                {page.items.map((entry) => (
                  <tr key={entry.id}>
                    <Td className="whitespace-nowrap">{formatDateTime(entry.at)}</Td>
                    <Td className="whitespace-nowrap">{entry.actorUsername ?? "—"}</Td>
                    <Td className="font-mono text-xs whitespace-nowrap">{entry.action}</Td>
                    <Td className="whitespace-nowrap">
                      {entry.entityType ? `${entry.entityType}${entry.entityId ? ` #${entry.entityId}` : ""}` : "—"}
                    </Td>
                    <Td className="max-w-md">{entry.summary ?? ""}</Td>
                    <Td className="whitespace-nowrap">{entry.ipAddress ?? ""}</Td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <Pager page={page} label="Pages of the audit log" noun={["entry", "entries"]} />
          </>
        )}
      </section>
    </main>
  );
}

function FilterInput({ field, id, value }: { field: (typeof FILTERS)[number]; id: string; value: string | null }) {
  return (
    <div>
      <label htmlFor={`${id}-${field.name}`} className="mb-1 block text-sm font-medium text-slate-800">
        {field.label}
      </label>
      <Input
        id={`${id}-${field.name}`}
        name={field.name}
        type={field.type}
        defaultValue={value ?? ""}
        placeholder={"placeholder" in field ? field.placeholder : undefined}
        maxLength={field.type === "text" ? AUDIT_FILTER_MAX_LENGTH[field.name] : undefined}
      />
    </div>
  );
}
