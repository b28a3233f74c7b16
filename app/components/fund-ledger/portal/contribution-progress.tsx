import { formatPercent } from "#domain/format.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * How much of a commitment has been contributed: a progress bar (0–100) whose value is also
 * visible as text ("75% contributed"), so it never depends on the bar's colour alone.
 */
export function ContributionProgress({
  percent,
  label,
  className,
}: {
  percent: number;
  /** The bar's accessible name, e.g. "Fund I contribution progress". */
  label: string;
  className?: string;
}) {
  const text = `${formatPercent(percent)} contributed`;
  const width = Math.min(100, Math.max(0, percent));
  return (
    <div className={className}>
      <p className="text-sm font-medium text-slate-800">{text}</p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="mt-2 h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className={cn("h-full rounded-full bg-brand-700")} style={{ width: `${width}%` }} />
      </div>
    </div>
  );
}
