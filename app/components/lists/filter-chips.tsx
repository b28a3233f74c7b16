import { Link, useSearchParams } from "react-router";
import { cn } from "#app/lib/cn.ts";

/**
 * A list's one-of filter as links that look like chips, each with its count (decision 0037): the
 * choice is the URL's `param` (none for the first, "all" choice), so it works without script and a
 * shared link keeps it; choosing one starts the list from its first page.
 */
export function FilterChips<V extends string>({
  label,
  param,
  choices,
  current,
  className,
}: {
  /** The navigation's name, e.g. "Filter prospects by stage". */
  label: string;
  param: string;
  /** Each choice: its value (null: no filter), its label and how many rows it has. */
  choices: ReadonlyArray<{ value: V | null; label: string; count: number }>;
  current: V | null;
  className?: string;
}) {
  const [searchParams] = useSearchParams();
  const hrefOf = (value: V | null) => {
    const next = new URLSearchParams(searchParams);
    next.delete("cursor");
    if (value) next.set(param, value);
    else next.delete(param);
    return `?${next.toString()}`;
  };
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-2">
        {choices.map((choice) => {
          const selected = choice.value === current;
          return (
            <li key={choice.value ?? "all"}>
              <Link
                to={hrefOf(choice.value)}
                replace
                preventScrollReset
                aria-current={selected ? "page" : undefined}
                className={cn(
                  "inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium",
                  selected
                    ? "border-brand-800 bg-brand-800 text-white"
                    : "border-slate-300 bg-white text-slate-800 hover:border-brand-300 hover:bg-brand-50",
                )}
              >
                {choice.label}
                <span className={cn("text-xs tabular-nums", selected ? "text-brand-100" : "text-slate-600")}>
                  <span className="sr-only">, </span>({choice.count})
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
