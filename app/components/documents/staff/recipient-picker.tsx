import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import type { DocumentRecipient } from "#domain/documents.ts";
import type { Page } from "#domain/paging.ts";
import { Input, NativeSelect } from "#app/components/ui/field.tsx";
import type { ResourceAnswer } from "#app/lib/use-resource.ts";

/** Investors offered at once; a search finds the others among thousands. */
const RECIPIENT_PAGE = 50;
const SEARCH_DELAY_MS = 250;

function recipientLabel(r: DocumentRecipient) {
  return `${r.name} (${r.memberId})`;
}

/** What the resource route answers: the search it answers, and a page of investors. */
type Found = { q: string; page: Page<DocumentRecipient> };

/**
 * The investor a document goes to: a search box (name, e-mail or member ID) and a select of the
 * investors it finds, a page at a time from the server, so a firm of thousands loads only what is
 * shown. The chosen investor stays in the select while other searches run.
 */
export function RecipientPicker({
  selectProps,
  value,
  onChange,
}: {
  /** The label, error and invalid state the form's Field gives the select. */
  selectProps: { id: string; "aria-invalid"?: true; "aria-describedby"?: string };
  value: string;
  onChange: (event: React.ChangeEvent<HTMLSelectElement>) => void;
}) {
  const searchId = useId();
  const statusId = useId();
  const [q, setQ] = useState("");
  const fetcher = useFetcher<ResourceAnswer<Found>>();
  const { load } = fetcher;
  const [chosen, setChosen] = useState<DocumentRecipient | null>(null);

  // Read through the framework (decision 0054): a typed search waits a moment, and React Router
  // cancels a read that a newer one overtakes.
  useEffect(() => {
    const query = new URLSearchParams({ limit: String(RECIPIENT_PAGE) });
    if (q.trim()) query.set("q", q.trim());
    const timer = setTimeout(() => void load(`/resources/documents/recipients?${query}`), q ? SEARCH_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [q, load]);
  const answer = fetcher.data;
  const found = answer?.ok ? answer.data : null;

  const items = found?.page.items ?? [];
  const current = items.find((r) => String(r.id) === value) ?? (chosen && String(chosen.id) === value ? chosen : null);
  const options = current && !items.some((r) => r.id === current.id) ? [current, ...items] : items;

  return (
    <div className="space-y-2">
      <div>
        <label htmlFor={searchId} className="sr-only">
          Find an investor
        </label>
        <Input
          id={searchId}
          type="search"
          autoComplete="off"
          placeholder="Find by name, e-mail or member ID"
          aria-describedby={statusId}
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
      </div>
      <NativeSelect
        {...selectProps}
        name="userId"
        required
        value={value}
        onChange={(event) => {
          setChosen(options.find((r) => String(r.id) === event.target.value) ?? null);
          onChange(event);
        }}
        aria-describedby={[selectProps["aria-describedby"], statusId].filter(Boolean).join(" ")}
      >
        <option value="">Select an investor</option>
        {options.map((r) => (
          <option key={r.id} value={String(r.id)}>
            {recipientLabel(r)}
          </option>
        ))}
      </NativeSelect>
      <p id={statusId} role="status" className="text-xs text-slate-600">
        {statusOf(answer, fetcher.state !== "idle", q)}
      </p>
    </div>
  );
}

function statusOf(answer: ResourceAnswer<Found> | undefined, reading: boolean, q: string) {
  if (reading || !answer || (answer.ok && answer.data.q !== q.trim())) return "Looking up investors...";
  if (!answer.ok) return "The investors could not be loaded. Search again to retry.";
  const found = answer.data;
  const { items, total } = found.page;
  const searched = q.trim();
  if (total === 0) return searched ? `No active investor matches "${searched}".` : "There are no active investors yet.";
  const noun = total === 1 ? "investor" : "investors";
  if (items.length < total) {
    return `Showing ${items.length} of ${total.toLocaleString("en-US")} ${noun}${searched ? " found" : ""}; search to narrow them.`;
  }
  return searched ? `${total} ${noun} found.` : `${total} ${noun}.`;
}
