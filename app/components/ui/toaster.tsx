import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type PointerEvent,
  type ReactNode,
} from "react";
import { cn } from "#app/lib/cn.ts";

/**
 * docs/product.md §Interaction details: at most one toast at a time, shown 5 s (paused while hovered or focused),
 * swipe right past 50 px dismisses, F8 moves focus to the notifications region. Polite toasts are
 * announced through a status live region, destructive ones through an alert.
 * Written here rather than with Radix Toast to keep public pages free of that weight.
 */
export const TOAST_DURATION_MS = 5000;
export const SWIPE_THRESHOLD_PX = 50;

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}
interface ActiveToast extends ToastOptions {
  id: number;
}

const ToastContext = createContext<(options: ToastOptions) => void>(() => {});

export function useToast() {
  return useContext(ToastContext);
}

let nextId = 1;

export function Toaster({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ActiveToast | null>(null);
  const regionRef = useRef<HTMLElement>(null);
  const show = useCallback((options: ToastOptions) => setToast({ ...options, id: nextId++ }), []);
  const dismiss = useCallback(() => setToast(null), []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "F8") {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <section
        ref={regionRef}
        tabIndex={-1}
        aria-label="Notifications (F8)"
        className="pointer-events-none fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      >
        {/* Live regions stay mounted so screen readers announce what is put into them. The explicit
            aria-live also keeps them announced while a modal dialog hides the rest of the page. */}
        <div role="status" aria-live="polite" aria-atomic="true">
          {toast && toast.variant !== "destructive" ? <Toast key={toast.id} toast={toast} onDismiss={dismiss} /> : null}
        </div>
        <div role="alert" aria-live="assertive" aria-atomic="true">
          {toast && toast.variant === "destructive" ? <Toast key={toast.id} toast={toast} onDismiss={dismiss} /> : null}
        </div>
      </section>
    </ToastContext.Provider>
  );
}

function Toast({ toast, onDismiss }: { toast: ActiveToast; onDismiss: () => void }) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  // Whether a swipe is under way, for rendering (no transition while the toast follows the
  // pointer); the handlers read the start point from the ref, which never waits for a render.
  const [dragging, setDragging] = useState(false);
  const start = useRef<number | null>(null);
  const remaining = useRef(TOAST_DURATION_MS);

  useEffect(() => {
    if (paused) return;
    const began = Date.now();
    const timer = setTimeout(onDismiss, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - began;
    };
  }, [paused, onDismiss]);

  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
    setDragging(true);
    (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current));
  };
  // Measured from the release point, not the rendered offset: a fast swipe can end before React
  // has rendered its last move.
  const onPointerUp = (event: PointerEvent) => {
    const distance = start.current === null ? 0 : event.clientX - start.current;
    start.current = null;
    setDragging(false);
    if (distance > SWIPE_THRESHOLD_PX) onDismiss();
    else setOffset(0);
  };
  const onPointerCancel = () => {
    start.current = null;
    setDragging(false);
    setOffset(0);
  };

  return (
    <div
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={(event) => event.key === "Escape" && onDismiss()}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - offset / 200) } : undefined}
      className={cn(
        "pointer-events-auto relative grid touch-pan-y gap-1 rounded-lg border p-4 pr-10 shadow-lg",
        !dragging && "transition-transform",
        toast.variant === "destructive"
          ? "border-red-800 bg-red-700 text-white"
          : "border-slate-200 bg-white text-slate-900",
      )}
    >
      <p className="text-sm font-semibold">{toast.title}</p>
      {toast.description ? <p className="text-sm opacity-90">{toast.description}</p> : null}
      <button
        type="button"
        aria-label="Dismiss notification"
        onClick={onDismiss}
        className="absolute top-2 right-2 grid h-7 w-7 place-items-center rounded text-lg leading-none opacity-80 hover:opacity-100"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
