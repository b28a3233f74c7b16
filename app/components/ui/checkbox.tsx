import type { ComponentProps, ReactNode } from "react";

/** A checkbox with its label beside it, in a 44 px tall hit area (WCAG 2.2 target size). */
export function Checkbox({
  children,
  ...props
}: Omit<ComponentProps<"input">, "type" | "className"> & { children: ReactNode }) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2.5 text-sm text-slate-800">
      <input type="checkbox" className="h-5 w-5 rounded border-slate-400 accent-brand-700" {...props} />
      {children}
    </label>
  );
}
