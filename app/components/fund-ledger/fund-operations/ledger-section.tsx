import { Plus } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { EmptyState } from "#app/components/staff/content-tab-kit.tsx";

/** What a "new call / distribution" form needs from its dialog. */
export interface NewEntryDialog {
  close: () => void;
  /** While a preview or issue request runs, the dialog cannot be closed. */
  setPending: (pending: boolean) => void;
}

/**
 * A fund's capital calls or distributions: heading, "New …" button, the cards newest first (or an
 * empty state) and the dialog with the preview → issue form.
 */
export function LedgerSection({
  id,
  title,
  intro,
  newLabel,
  emptyMessage,
  dialogTitle,
  dialogDescription,
  children,
  pager,
  form,
  actions,
}: {
  id: string;
  title: string;
  intro: string;
  newLabel: string;
  emptyMessage: string;
  dialogTitle: string;
  dialogDescription: string;
  /** The cards (list items); none shows the empty state. */
  children: ReactNode[];
  /** Previous and Next of the list's pages. */
  pager?: ReactNode;
  form: (dialog: NewEntryDialog) => ReactNode;
  /** More buttons beside "New …" (the distributions' "What if…?"). */
  actions?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={id} className="text-2xl font-semibold text-brand-900">
            {title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{intro}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {actions}
          <Button onClick={() => setOpen(true)}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {newLabel}
          </Button>
        </div>
      </div>
      {children.length === 0 ? <EmptyState message={emptyMessage} /> : <ul className="space-y-4">{children}</ul>}
      {pager}
      <Dialog
        open={open}
        onOpenChange={(next) => !pending && setOpen(next)}
        title={dialogTitle}
        description={dialogDescription}
        className="max-w-3xl"
      >
        {open ? form({ close: () => setOpen(false), setPending }) : null}
      </Dialog>
    </section>
  );
}
