import { useEffect, useId, useRef, useSyncExternalStore, type ReactNode } from "react";
import { buttonClass } from "./button";

const noSubscription = () => () => {};
/** False in the server's HTML and during hydration, true once React runs the page. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

const triggerClass = buttonClass("ghost", "icon");

/**
 * A right-side slide-in panel on the native modal <dialog>: the browser traps focus, makes the
 * page behind inert, closes on Escape and returns focus to the trigger, with no script library.
 * While it is open the page behind does not scroll (app.css locks it for every modal <dialog>).
 *
 * Before the script runs (or without JavaScript) the same content is a native <details>
 * disclosure that opens below its trigger, so the menu works on the server-rendered page too.
 */
export function Sheet({
  open,
  onOpenChange,
  title,
  triggerLabel,
  triggerIcon,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The trigger's accessible name ("Open menu"). */
  triggerLabel: string;
  /** The trigger's decorative icon. */
  triggerIcon: ReactNode;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  if (!hydrated) {
    return (
      <details>
        <summary className={`${triggerClass} list-none [&::-webkit-details-marker]:hidden`}>
          {triggerIcon}
          <span className="sr-only">{triggerLabel}</span>
        </summary>
        <div className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white p-4 shadow-lg">
          {children}
        </div>
      </details>
    );
  }

  return (
    <>
      <button
        type="button"
        className={triggerClass}
        aria-label={triggerLabel}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => onOpenChange(true)}
      >
        {triggerIcon}
      </button>
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
