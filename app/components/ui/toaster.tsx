import * as ToastPrimitive from "@radix-ui/react-toast";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { cn } from "~/lib/cn";

/** Spec section 9: one toast at a time, shown 5 s, swipe right (50 px) to dismiss, F8 focuses. */
export const TOAST_DURATION_MS = 5000;

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}
interface ActiveToast extends ToastOptions {
  id: number;
  open: boolean;
}

const ToastContext = createContext<(options: ToastOptions) => void>(() => {});

export function useToast() {
  return useContext(ToastContext);
}

let nextId = 1;

export function Toaster({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ActiveToast | null>(null);
  const show = useCallback((options: ToastOptions) => {
    // A new toast replaces the current one: at most one is ever on screen.
    setToast({ ...options, id: nextId++, open: true });
  }, []);
  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
        {children}
        {toast ? (
          <ToastPrimitive.Root
            key={toast.id}
            open={toast.open}
            onOpenChange={(open) => setToast((t) => (t && t.id === toast.id ? { ...t, open } : t))}
            type={toast.variant === "destructive" ? "foreground" : "background"}
            className={cn(
              "grid gap-1 rounded-lg border p-4 pr-10 shadow-lg",
              "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform",
              "data-[state=closed]:opacity-0 transition-opacity",
              toast.variant === "destructive"
                ? "border-red-800 bg-red-700 text-white"
                : "border-slate-200 bg-white text-slate-900",
            )}
          >
            <ToastPrimitive.Title className="text-sm font-semibold">{toast.title}</ToastPrimitive.Title>
            {toast.description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">{toast.description}</ToastPrimitive.Description>
            ) : null}
            <ToastPrimitive.Close
              aria-label="Dismiss notification"
              className="absolute top-3 right-3 rounded p-1 text-lg leading-none opacity-70 hover:opacity-100"
            >
              <span aria-hidden="true">×</span>
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        ) : null}
        <ToastPrimitive.Viewport
          label="Notifications ({hotkey})"
          className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
        />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}
