import { ChevronDown } from "lucide-react";
import { useId, type ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { cn } from "#app/lib/cn.ts";

/** The parameters of the open call or distribution: which one, and its parts' search and position. */
const OPEN_PARAMS = ["call", "distribution"];
const PARTS_PREFIX = "p.";

/** This URL with `param`'s card opened (or, with null, every card closed) and its parts' list restarted. */
export function openHref(searchParams: URLSearchParams, param: string, id: number | null) {
  const next = new URLSearchParams(searchParams);
  for (const key of [...next.keys()]) {
    if (OPEN_PARAMS.includes(key) || key.startsWith(PARTS_PREFIX)) next.delete(key);
  }
  if (id !== null) next.set(param, String(id));
  return `?${next.toString()}`;
}

/**
 * One call or distribution in a list: its figures always shown, its parts behind a disclosure
 * button (aria-expanded), so a long history stays short. Which card is open is in the URL
 * (?call= or ?distribution=, decision 0040): the server reads only that card's page of parts.
 */
export function LedgerCard({
  title,
  badges,
  figures,
  partsLabel,
  open,
  param,
  entryId,
  children,
}: {
  title: string;
  badges?: ReactNode;
  figures: ReadonlyArray<[string, ReactNode]>;
  partsLabel: string;
  open: boolean;
  /** "call" or "distribution": the URL parameter naming the open card. */
  param: string;
  entryId: number;
  children: ReactNode;
}) {
  const id = useId();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (
    <li className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="space-y-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-semibold text-brand-900">{title}</h3>
          {badges}
        </div>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm min-[400px]:grid-cols-2 lg:grid-cols-4">
          {figures.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-medium break-words text-slate-900 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() =>
            void navigate(openHref(searchParams, param, open ? null : entryId), { preventScrollReset: true })
          }
          className="inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-md text-sm font-semibold text-brand-800 hover:underline"
        >
          <ChevronDown className={cn("h-4 w-4 transition-transform", open && "rotate-180")} aria-hidden="true" />
          {open ? "Hide" : "Show"} {partsLabel}
        </button>
      </div>
      <div id={id} hidden={!open} className="border-t border-slate-100 p-5 pt-4">
        {open ? children : null}
      </div>
    </li>
  );
}
