import { cn } from "#app/lib/cn.ts";

/**
 * A card's outcome line. The status region is always in the page (a live region must exist before
 * its text changes to be announced); an error is an alert, announced when it appears.
 */
export function StatusLine({
  success,
  error,
  className,
}: {
  success: string | null;
  error: string | null;
  className?: string;
}) {
  return (
    <div className={cn("empty:hidden", className)}>
      <p role="status" className="text-sm font-medium text-emerald-800 empty:hidden">
        {success ?? ""}
      </p>
      {error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
