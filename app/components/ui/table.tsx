import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

/**
 * A data table that scrolls sideways on small screens instead of overflowing the page. The scroll
 * area is a focusable, named region so keyboard users can scroll it too.
 */
export function Table({ className, caption, ...props }: ComponentProps<"table"> & { caption: string }) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      // `relative` makes the box the containing block of any absolutely positioned descendant (the
      // visually hidden names in a row's buttons), so they scroll with it instead of widening the page.
      className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white"
    >
      <table className={cn("w-full min-w-[640px] text-left text-sm", className)} {...props}>
        <caption className="sr-only">{caption}</caption>
        {props.children}
      </table>
    </div>
  );
}

export const Th = ({ className, ...props }: ComponentProps<"th">) => (
  <th
    scope="col"
    className={cn("bg-slate-50 px-4 py-3 font-semibold whitespace-nowrap text-slate-700", className)}
    {...props}
  />
);

export const Td = ({ className, ...props }: ComponentProps<"td">) => (
  <td className={cn("border-t border-slate-100 px-4 py-3 align-top text-slate-800", className)} {...props} />
);
