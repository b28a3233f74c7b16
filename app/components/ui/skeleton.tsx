import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("animate-skeleton rounded-md bg-slate-200", className)} {...props} />;
}
