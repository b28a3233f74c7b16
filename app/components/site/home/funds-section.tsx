import { Building2, Check, Sparkles, TrendingUp, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { funds, type FundCard, type FundIcon } from "#app/content/funds.ts";
import { cn } from "#app/lib/cn.ts";

const icons: Record<FundIcon, LucideIcon> = {
  building: Building2,
  trending: TrendingUp,
  sparkles: Sparkles,
};

export function FundsSection() {
  return (
    <section id="funds" aria-labelledby="funds-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold tracking-widest text-gold-700 uppercase">Our Funds</p>
          <h2 id="funds-title" className="mt-3 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
            Investment Fund Options
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-700">
            Distinct strategies for accredited investors, each built for long-term value and measurable impact.
          </p>
        </div>

        <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {funds.map((fund) => (
            <li key={fund.id} className="flex">
              <FundCardView fund={fund} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function FundCardView({ fund }: { fund: FundCard }) {
  const Icon = icons[fund.icon];
  return (
    <article
      aria-labelledby={`${fund.id}-title`}
      className={cn(
        "flex w-full flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8",
        fund.highlighted && "border-gold-400 shadow-lg ring-1 ring-gold-400",
        fund.comingSoon && "border-dashed border-brand-300",
        !fund.highlighted && !fund.comingSoon && "border-slate-200",
      )}
    >
      <div className="flex items-start justify-between gap-4">
        <span
          className={cn(
            "flex h-12 w-12 items-center justify-center rounded-lg",
            fund.comingSoon ? "bg-brand-100 text-brand-800" : "bg-brand-900 text-gold-300",
          )}
        >
          <Icon className="h-6 w-6" aria-hidden="true" />
        </span>
        <Badge tone={fund.comingSoon ? "gold" : fund.highlighted ? "dark" : "brand"}>{fund.badge}</Badge>
      </div>

      <h3 id={`${fund.id}-title`} className="mt-6 text-xl font-bold text-brand-900">
        {fund.title}
      </h3>
      <p className="mt-3 leading-7 text-slate-700">{fund.description}</p>

      <ul className="mt-6 space-y-3 border-t border-slate-200 pt-6" aria-label={`${fund.title} focus`}>
        {fund.features.map((feature) => (
          <li key={feature} className="flex gap-3 text-slate-800">
            <Check className="mt-0.5 h-5 w-5 shrink-0 text-gold-700" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>

      <div className="mt-auto pt-8">
        <Link to={fund.href} className={cn(buttonClass(fund.highlighted ? "primary" : "outline", "md"), "w-full")}>
          {fund.buttonText}
          <span className="sr-only"> about {fund.title}</span>
        </Link>
      </div>
    </article>
  );
}
