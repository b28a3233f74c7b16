import { Download } from "lucide-react";
import {
  staffVersionDownloadPath,
  type DocumentVersion,
  type StaffDocument,
  type UnopenedDelivery,
} from "#domain/documents.ts";
import { formatDateTime } from "#domain/format.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { useResource, type Resource } from "#app/lib/use-resource.ts";

/** A list about the open dialog's document, from its resource route (decision 0054). */
export function useListFor<T>(document: StaffDocument | null, list: "paper" | "unopened" | "versions") {
  return useResource<T[]>(document ? `/resources/documents/${document.id}/${list}` : null);
}

/** The list once read; before, "Loading..." (announced, and the region busy); on failure, why. */
export function Loading<T>({ items, children }: { items: Resource<T[]>; children: (items: T[]) => React.ReactNode }) {
  return (
    <div aria-busy={items.loading}>
      {items.data ? (
        children(items.data)
      ) : items.error ? (
        <p role="alert" className="text-red-800">
          Could not load: {items.error}
        </p>
      ) : (
        <p role="status">Loading...</p>
      )}
    </div>
  );
}

/** The investors a document was delivered to who have not opened it yet. */
export function UnopenedDialog({ document, onClose }: { document: StaffDocument | null; onClose: () => void }) {
  const items = useListFor<UnopenedDelivery>(document, "unopened");
  return (
    <Dialog
      open={document !== null}
      onOpenChange={(next) => !next && onClose()}
      title="Not opened yet"
      description={document ? `Investors who have not opened "${document.title}".` : undefined}
    >
      <Loading items={items}>
        {(list) =>
          list.length === 0 ? (
            <p>Everyone it was delivered to has opened it.</p>
          ) : (
            <ul className="divide-y divide-slate-100 rounded-md border border-slate-200 text-sm">
              {list.map((u) => (
                <li key={u.userId} className="flex flex-wrap justify-between gap-2 px-3 py-2">
                  <span>
                    <span className="font-medium text-slate-900">{u.name}</span>{" "}
                    <span className="text-slate-600">{u.memberId}</span>
                  </span>
                  <span className="text-slate-600">Delivered {formatDateTime(u.deliveredAt)}</span>
                </li>
              ))}
            </ul>
          )
        }
      </Loading>
    </Dialog>
  );
}

/** A document's earlier files (kept when it was replaced), for staff to download. */
export function VersionsDialog({ document, onClose }: { document: StaffDocument | null; onClose: () => void }) {
  const items = useListFor<DocumentVersion>(document, "versions");
  return (
    <Dialog
      open={document !== null}
      onOpenChange={(next) => !next && onClose()}
      title="Earlier versions"
      description={document ? `Files "${document.title}" had before it was replaced. Staff only.` : undefined}
    >
      <Loading items={items}>
        {(list) => (
          <ul className="divide-y divide-slate-100 rounded-md border border-slate-200 text-sm">
            {list.map((v, i) => (
              <li key={v.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                <span>
                  Replaced {formatDateTime(v.replacedAt)}
                  {v.replacedBy ? ` by ${v.replacedBy}` : ""}
                  {v.fileSize ? ` · ${v.fileSize}` : ""}
                </span>
                {document ? (
                  <a
                    href={staffVersionDownloadPath(document.id, v.id)}
                    className={buttonClass("ghost", "sm")}
                    aria-label={`Download earlier version ${list.length - i}`}
                  >
                    <Download className="h-4 w-4" aria-hidden="true" />
                    Download
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Loading>
    </Dialog>
  );
}
