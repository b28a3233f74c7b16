import { useEffect, useId, useState } from "react";
import { Input } from "#app/components/ui/field.tsx";
import { useResource } from "#app/lib/use-resource.ts";

/** The entity the position goes to: a search by legal name or member ID, the matches as radio buttons. */
export function EntityPicker({
  exclude,
  value,
  error,
  onChange,
}: {
  exclude: number;
  value: string;
  error: string | undefined;
  onChange: (id: string) => void;
}) {
  const searchId = useId();
  const errorId = useId();
  const [q, setQ] = useState("");
  // The search is read a moment after typing stops, through a resource route (decision 0054).
  const [searched, setSearched] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setSearched(q.trim()), 250);
    return () => clearTimeout(timer);
  }, [q]);
  // The staff forms' one entity search (current entities, by legal name or member ID), less this one.
  const read = useResource<{ q: string; page: { items: Array<{ id: number; name: string; memberId: string }> } }>(
    `/resources/entities?${new URLSearchParams({ q: searched })}`,
  );
  const options = read.data?.page.items.filter((option) => option.id !== exclude) ?? null;
  const failed = read.error !== undefined;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">
        Transfer to
        <span aria-hidden="true" className="text-red-700">
          {" "}
          *
        </span>
      </legend>
      <label htmlFor={searchId} className="mb-1 block text-sm text-slate-700">
        Find an entity by name or member ID
      </label>
      <Input id={searchId} type="search" autoComplete="off" value={q} onChange={(event) => setQ(event.target.value)} />
      <div aria-live="polite" className="mt-2 max-h-48 space-y-1 overflow-y-auto">
        {failed ? (
          <p className="text-sm text-red-700">The entities could not be loaded. Try again.</p>
        ) : options === null ? (
          <p className="text-sm text-slate-600">Loading entities...</p>
        ) : options.length === 0 ? (
          <p className="text-sm text-slate-600">No active entity matches.</p>
        ) : (
          options.map((option) => (
            <label key={option.id} className="flex items-start gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="toEntityId"
                value={option.id}
                checked={value === String(option.id)}
                onChange={() => onChange(String(option.id))}
                className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
              />
              <span className="min-w-0 break-words">
                {option.name} <span className="text-slate-600">({option.memberId})</span>
              </span>
            </label>
          ))
        )}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
