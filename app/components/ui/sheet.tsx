import { useEffect, useId, useRef, type ReactNode } from "react";

/**
 * A right-side slide-in panel on the native modal <dialog>: the browser traps focus, makes the
 * page behind inert, closes on Escape and returns focus to the trigger, with no script library.
 */
export function Sheet({
  open,
  onOpenChange,
  trigger,
  title,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: (props: { onClick: () => void; "aria-expanded": boolean; "aria-haspopup": "dialog" }) => ReactNode;
  title: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <>
      {trigger({ onClick: () => onOpenChange(true), "aria-expanded": open, "aria-haspopup": "dialog" })}
      <dialog
        ref={ref}
        aria-labelledby={titleId}
        onClose={() => onOpenChange(false)}
        // A click on the backdrop lands on the dialog element itself.
        onClick={(event) => {
          if (event.target === event.currentTarget) onOpenChange(false);
        }}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-80 max-w-[85vw] bg-white p-0 shadow-xl backdrop:bg-brand-950/50 open:flex"
      >
        <div className="flex w-full flex-col gap-2 overflow-y-auto p-6">
          <div className="mb-2 flex items-center justify-between">
            <h2 id={titleId} className="text-lg font-semibold text-brand-900">
              {title}
            </h2>
            <button
              type="button"
              aria-label="Close menu"
              onClick={() => onOpenChange(false)}
              className="rounded-md p-2 text-2xl leading-none text-slate-700 hover:bg-slate-100"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {children}
        </div>
      </dialog>
    </>
  );
}
