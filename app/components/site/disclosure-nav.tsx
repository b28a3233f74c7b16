import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

/**
 * A navigation disclosure (button + list of links), the WAI-ARIA pattern for site menus: Escape
 * and a click or focus outside close it, and choosing a link closes it.
 */
export function DisclosureNav({
  label,
  buttonClassName,
  children,
}: {
  label: string;
  buttonClassName: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
        className={cn(buttonClassName, "inline-flex items-center gap-1")}
      >
        {label}{" "}
        <span aria-hidden="true" className={cn("transition-transform", open && "rotate-180")}>
          ▾
        </span>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-1.5 min-w-60 rounded-lg border border-slate-200 bg-white p-1.5 shadow-lg"
      >
        {children(close)}
      </ul>
    </div>
  );
}
