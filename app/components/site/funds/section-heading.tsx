import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

/** The h2 of a page section, with an optional eyebrow and lead paragraph. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = "center",
}: {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  align?: "center" | "left";
}) {
  return (
    <div className={cn("max-w-2xl", align === "center" && "mx-auto text-center")}>
      {eyebrow ? <p className="text-sm font-semibold tracking-wider text-gold-700 uppercase">{eyebrow}</p> : null}
      <h2 id={id} className="mt-2 font-serif text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
        {title}
      </h2>
      {children ? <p className="mt-4 text-lg leading-relaxed text-slate-600">{children}</p> : null}
    </div>
  );
}

/** A page section labelled by its heading; alternating tones separate sections visually. */
export function Section({
  labelledBy,
  tone = "white",
  className,
  children,
  id,
}: {
  labelledBy: string;
  tone?: "white" | "tint";
  className?: string;
  children: ReactNode;
  id?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={cn("py-16 sm:py-20", tone === "tint" ? "bg-brand-50/60" : "bg-white", className)}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </section>
  );
}
