import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import type { Page } from "#domain/paging.ts";
import { Input, NativeSelect } from "#app/components/ui/field.tsx";
import type { ResourceAnswer } from "#app/lib/use-resource.ts";

/** Investors offered at once; a search finds the others among thousands. */
const RECIPIENT_PAGE = 50;
const SEARCH_DELAY_MS = 250;

/** What a picker lists: an investor account, or an investing entity (decision 0060). */
type Choice = { id: number; name: string; memberId: string };

function recipientLabel(r: Choice) {
  return `${r.name} (${r.memberId})`;
}

/** What the resource route answers: the search it answers, and a page of choices. */
type Found = { q: string; page: Page<Choice> };

/** Where a picker reads its choices, the field it fills and how it speaks of them. */
export interface PickerSource {
  path: string;
  name: string;
  find: string;
  placeholder: string;
  choose: string;
  noun: [string, string];
  /** Which of them are offered: "active" investors, "current" (not archived) entities. */
  adjective: string;
}

/** Active investor accounts (GET /resources/documents/recipients). */
export const INVESTOR_SOURCE: PickerSource = {
  path: "/resources/documents/recipients",
  name: "userId",
  find: "Find an investor",
  placeholder: "Find by name, e-mail or member ID",
  choose: "Select an investor",
  noun: ["investor", "investors"],
  adjective: "active",
};

/** Current investing entities, a person's own holding among them (GET /resources/entities). */
export const ENTITY_SOURCE: PickerSource = {
  path: "/resources/entities",
  name: "entityId",
  find: "Find an investing entity",
  placeholder: "Find by legal name or member ID",
  choose: "Select an investing entity",
  noun: ["investing entity", "investing entities"],
  adjective: "current",
};

/**
 * The investor (or investing entity) a document goes to: a search box and a select of what it
 * finds, a page at a time from the server, so a firm of thousands loads only what is shown. The
 * chosen one stays in the select while other searches run.
 */
export function RecipientPicker({
  selectProps,
  value,
  onChange,
  source = INVESTOR_SOURCE,
}: {
  source?: PickerSource;
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
  const [chosen, setChosen] = useState<Choice | null>(null);

  // Read through the framework (decision 0054): a typed search waits a moment, and React Router
  // cancels a read that a newer one overtakes.
  useEffect(() => {
    const query = new URLSearchParams({ limit: String(RECIPIENT_PAGE) });
    if (q.trim()) query.set("q", q.trim());
    const timer = setTimeout(() => void load(`${source.path}?${query}`), q ? SEARCH_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [q, load, source.path]);
  const answer = fetcher.data;
  const found = answer?.ok ? answer.data : null;

  const items = found?.page.items ?? [];
  const current = items.find((r) => String(r.id) === value) ?? (chosen && String(chosen.id) === value ? chosen : null);
  const options = current && !items.some((r) => r.id === current.id) ? [current, ...items] : items;

  return (
    <div className="space-y-2">
      <div>
        <label htmlFor={searchId} className="sr-only">
          {source.find}
        </label>
        <Input
          id={searchId}
          type="search"
          autoComplete="off"
          placeholder={source.placeholder}
          aria-describedby={statusId}
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
      </div>
      <NativeSelect
        {...selectProps}
        name={source.name}
        required
        value={value}
        onChange={(event) => {
          setChosen(options.find((r) => String(r.id) === event.target.value) ?? null);
          onChange(event);
        }}
        aria-describedby={[selectProps["aria-describedby"], statusId].filter(Boolean).join(" ")}
      >
        <option value="">{source.choose}</option>
        {options.map((r) => (
          <option key={r.id} value={String(r.id)}>
            {recipientLabel(r)}
          </option>
        ))}
      </NativeSelect>
      <p id={statusId} role="status" className="text-xs text-slate-600">
        {statusOf(answer, fetcher.state !== "idle", q, source)}
      </p>
    </div>
  );
}

function statusOf(
  answer: ResourceAnswer<Found> | undefined,
  reading: boolean,
  q: string,
  { noun: nouns, adjective }: PickerSource,
) {
  if (reading || !answer || (answer.ok && answer.data.q !== q.trim())) return `Looking up ${nouns[1]}...`;
  if (!answer.ok) return `The ${nouns[1]} could not be loaded. Search again to retry.`;
  const found = answer.data;
  const { items, total } = found.page;
  const searched = q.trim();
  if (total === 0)
    return searched
      ? `No ${adjective} ${nouns[0]} matches "${searched}".`
      : `There are no ${adjective} ${nouns[1]} yet.`;
  const noun = total === 1 ? nouns[0] : nouns[1];
  if (items.length < total) {
    return `Showing ${items.length} of ${total.toLocaleString("en-US")} ${noun}${searched ? " found" : ""}; search to narrow them.`;
  }
  return searched ? `${total} ${noun} found.` : `${total} ${noun}.`;
}
