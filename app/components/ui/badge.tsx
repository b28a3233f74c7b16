import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

const tones = {
  brand: "bg-brand-100 text-brand-800",
  gold: "bg-gold-100 text-gold-700",
  green: "bg-emerald-100 text-emerald-800",
  slate: "bg-slate-100 text-slate-700",
  dark: "bg-brand-900 text-white",
  red: "bg-red-100 text-red-800",
} as const;

export function Badge({ className, tone = "brand", ...props }: ComponentProps<"span"> & { tone?: keyof typeof tones }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
