import { useState } from "react";
import { Button } from "./button";
import { Dialog } from "./dialog";

/** Asks before a destructive action; the confirm button shows progress while it runs. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = "Delete",
  pendingLabel = "Deleting...",
  onConfirm,
  finalFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel?: string;
  pendingLabel?: string;
  /** Resolves when done; the dialog closes on success and stays open on failure. */
  onConfirm: () => Promise<boolean>;
  /** Where focus goes after closing, when not back to the opener (see Dialog). */
  finalFocus?: () => HTMLElement | null | undefined;
}) {
  const [pending, setPending] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={title}
      description={description}
      finalFocus={finalFocus}
    >
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
          Cancel
        </Button>
        <Button
          variant="destructive"
          disabled={pending}
          onClick={async () => {
            setPending(true);
            const ok = await onConfirm().finally(() => setPending(false));
            if (ok) onOpenChange(false);
          }}
        >
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
