import { Clock, Download } from "lucide-react";
import { buttonClass } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { formatShortDate } from "#domain/format.ts";

/**
 * A document's Download button: a plain link to the server's download endpoint, which checks
 * access, answers as an attachment and logs the download (works without JavaScript too).
 */
export function DownloadLink({
  href,
  name,
  iconOnly = false,
  className,
}: {
  href: string;
  /** The document's name, for the link's accessible name ("Download …"). */
  name: string;
  iconOnly?: boolean;
  className?: string;
}) {
  return (
    <a
      href={href}
      download
      aria-label={`Download ${name}`}
      className={cn(buttonClass(iconOnly ? "ghost" : "outline", "sm"), iconOnly && "px-2", className)}
    >
      <Download className="h-4 w-4" aria-hidden="true" />
      {!iconOnly && "Download"}
    </a>
  );
}

/** A document not issued yet (e.g. a K-1): a disabled button and when it is expected. */
export function PendingDownload({ name, expectedDate }: { name: string; expectedDate: string | null }) {
  return (
    <span className="inline-flex flex-col items-end gap-1 text-right">
      <button type="button" disabled aria-label={`Download ${name} (pending)`} className={buttonClass("outline", "sm")}>
        <Clock className="h-4 w-4" aria-hidden="true" />
        Pending
      </button>
      {expectedDate && (
        <span className="text-xs text-slate-600">
          Expected <time dateTime={expectedDate}>{formatShortDate(expectedDate)}</time>
        </span>
      )}
    </span>
  );
}
