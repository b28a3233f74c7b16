import { Download } from "lucide-react";
import { useEffect, useState } from "react";
import {
  staffVersionDownloadPath,
  type DocumentVersion,
  type StaffDocument,
  type UnopenedDelivery,
} from "#domain/documents.ts";
import { formatDateTime } from "#domain/format.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { getJson } from "#app/lib/api-client.ts";

/** Read a list for the open dialog's document (null while loading, an Error on failure). */
export function useListFor<T>(document: StaffDocument | null, path: (id: number) => string) {
  const [state, setState] = useState<{ id: number; items: T[] | Error } | null>(null);
  const id = document?.id ?? null;
  useEffect(() => {
    if (id === null) return;
    let live = true;
    getJson<T[]>(path(id)).then(
      (items) => live && setState({ id, items }),
      (error: unknown) => live && setState({ id, items: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
    };
    // path is a fixed function of the caller
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  return state && state.id === id ? state.items : null;
}

export function Loading<T>({
  items,
  children,
}: {
  items: T[] | Error | null;
  children: (items: T[]) => React.ReactNode;
}) {
  if (items === null) return <p role="status">Loading...</p>;
  if (items instanceof Error)
    return (
      <p role="alert" className="text-red-800">
        Could not load: {items.message}
      </p>
    );
  return <>{children(items)}</>;
}

/** The investors a document was delivered to who have not opened it yet. */
export function UnopenedDialog({ document, onClose }: { document: StaffDocument | null; onClose: () => void }) {
  const items = useListFor<UnopenedDelivery>(document, (id) => `/api/documents/${id}/unopened`);
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
  const items = useListFor<DocumentVersion>(document, (id) => `/api/documents/${id}/versions`);
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
