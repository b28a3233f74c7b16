import type { ReactNode } from "react";
import type { FundDetail } from "#app/content/fund-details.ts";
import { returnsDisclaimer } from "#app/content/fund-details.ts";
import { formatPercent } from "#domain/format.ts";
import { cn } from "#app/lib/cn.ts";

/** Heading level of a sidebar card's title: h3 under the page's h2 by default. */
export type CardHeadingLevel = 2 | 3 | 4;

export function CardHeading({
  level = 3,
  id,
  children,
}: {
  level?: CardHeadingLevel;
  id: string;
  children: ReactNode;
}) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className="text-lg font-semibold text-brand-900">
      {children}
    </Tag>
  );
}

/** A label/value pair inside a <dl>. */
export function Fact({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn("min-w-0", className)}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * A fund's key facts from fund-details.ts (the single source of docs/product.md §Figures): how much is
 * committed, then the fund's criteria, then the returns disclaimer that goes with any target IRR.
 */
export function FundKeyFacts({ fund, headingId }: { fund: FundDetail; headingId: string }) {
  const committed = `${formatPercent(fund.committedPercent)} committed`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 id={headingId} className="text-lg font-semibold text-brand-900">
        Key facts
      </h3>
      <div className="mt-4">
        <p className="text-sm font-medium text-slate-800">{committed}</p>
        {/* The text above carries the value; the bar only illustrates it. */}
        <div aria-hidden="true" className="mt-2 h-2.5 w-full overflow-hidden rounded-full bg-slate-200">
          <div
            className="h-full rounded-full bg-brand-700"
            style={{ width: `${Math.min(100, Math.max(0, fund.committedPercent))}%` }}
          />
        </div>
      </div>
      <dl className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {fund.criteria.map((fact) => (
          <Fact key={fact.label} label={fact.label}>
            {fact.value}
          </Fact>
        ))}
      </dl>
      <p className="mt-5 border-t border-slate-100 pt-4 text-xs leading-relaxed text-slate-600">{returnsDisclaimer}</p>
    </section>
  );
}

/** The panel's title block: eyebrow, h2 and summary. */
export function PanelHeader({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header>
      {eyebrow && <p className="text-sm font-semibold tracking-wider text-gold-700 uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-1 font-serif text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
        {title}
      </h2>
      {children && <div className="mt-2 max-w-3xl text-slate-700">{children}</div>}
    </header>
  );
}
